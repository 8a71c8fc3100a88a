#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"
#include "core/store/SearchIndex.h"
#include "core/store/VisitStore.h"

#include "support/HeldTransaction.h"
#include "support/ServiceFixture.h"
#include "support/TempDatabase.h"

#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// LinkService: the one owner of link changes. Every call is one transaction and at most one
// LinkChange naming what it changed.
class TestLinkService : public QObject {
    Q_OBJECT

    using Fixture = test::ServiceFixture;

private Q_SLOTS:
    void createPublishesTheNewCode()
    {
        Fixture f;
        const Link link = f.add(u"first"_s);
        QCOMPARE(f.changes.size(), 1);
        QCOMPARE(f.change(0).kind, LinkChange::Kind::Created);
        QCOMPARE(f.change(0).codes, QStringList{u"first"_s});
        QCOMPARE(f.change(0).ids, QList<qint64>{link.id});

        // A reused link is no change.
        CreateRequest same;
        same.url = link.target;
        same.reuseExisting = true;
        QVERIFY(f.links.create(same)->existed);
        QCOMPARE(f.changes.size(), 1);
    }

    void editChangesOnlyTheGivenFields()
    {
        Fixture f;
        f.add(u"demo"_s, {u"docs"_s});
        LinkEdit edit;
        edit.title = u"  A title  "_s;
        edit.maxVisits = std::optional<qint64>(5);
        const auto saved = f.links.edit(u"demo"_s, edit);
        QVERIFY2(saved, qPrintable(saved.error().message));
        QCOMPARE(saved->title, u"A title"_s);
        QCOMPARE(saved->maxVisits, std::optional<qint64>(5));
        QCOMPARE(saved->tags, QStringList{u"docs"_s});
        QCOMPARE(saved->target, u"https://example.org/demo"_s);
        QCOMPARE(f.changes.size(), 2);
        QCOMPARE(f.change(1).kind, LinkChange::Kind::Changed);
        QCOMPARE(f.change(1).codes, QStringList{u"demo"_s});

        LinkEdit clear;
        clear.maxVisits = std::optional<qint64>();
        QCOMPARE(f.links.edit(u"demo"_s, clear)->maxVisits, std::nullopt);
    }

    // Redirect rules are stored with the link, in their order, and replaced whole by an edit;
    // their URLs are checked and normalised as targets.
    void redirectRulesAreStoredReplacedAndChecked()
    {
        Fixture f;
        CreateRequest request;
        request.url = u"https://example.org/app"_s;
        request.alias = u"app"_s;
        request.targetRules
            = {TargetRule{u"HTTPS://Play.Example/store"_s, {*TargetCondition::make(u"device"_s, {}, u"android"_s)}},
                TargetRule{u"https://apps.example/ios"_s,
                    {*TargetCondition::make(u"device"_s, {}, u"ios"_s),
                        *TargetCondition::make(u"language"_s, {}, u"de-AT"_s)}}};
        const auto created = f.links.create(request);
        QVERIFY2(created, qPrintable(created.error().message));
        auto stored = f.store.get(u"app"_s);
        QCOMPARE(stored->targetRules.size(), 2);
        QCOMPARE(stored->targetRules[0].longUrl, u"https://play.example/store"_s);
        QCOMPARE(stored->targetRules[1].conditions[1].value, u"de-at"_s);

        LinkEdit edit;
        edit.targetRules = QList<TargetRule>{
            TargetRule{u"https://example.org/x"_s, {*TargetCondition::make(u"query-param"_s, u"a"_s, u"b"_s)}}};
        QVERIFY(f.links.edit(u"app"_s, edit));
        stored = f.store.get(u"app"_s);
        QCOMPARE(stored->targetRules, *edit.targetRules);
        QCOMPARE(f.change(f.changes.size() - 1).kind, LinkChange::Kind::Changed);

        LinkEdit bad;
        bad.targetRules = QList<TargetRule>{
            TargetRule{u"ftp://example.org/x"_s, {*TargetCondition::make(u"device"_s, {}, u"ios"_s)}}};
        const auto refused = f.links.edit(u"app"_s, bad);
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, u"redirectRules"_s);
        QCOMPARE(f.store.get(u"app"_s)->targetRules, *edit.targetRules);

        // A delete undone brings them back, and so does an edit undone.
        LinkSelection selection;
        selection.ids = {stored->id};
        const auto removed = f.links.removeToBatch(selection);
        QVERIFY(removed);
        QVERIFY(!f.store.get(u"app"_s));
        QVERIFY(f.links.restoreBatch(removed->id));
        QCOMPARE(f.store.get(u"app"_s)->targetRules, *edit.targetRules);
        const Link before = *f.store.get(u"app"_s);

        LinkEdit clear;
        clear.targetRules = QList<TargetRule>();
        QVERIFY(f.links.edit(u"app"_s, clear));
        QVERIFY(f.store.get(u"app"_s)->targetRules.isEmpty());
        QVERIFY(f.links.restoreEdits({before}));
        QCOMPARE(f.store.get(u"app"_s)->targetRules, *edit.targetRules);
    }

    // F5, F7: an edit and a fetched title store no control characters, and a fetched title is
    // cut at 512 units without splitting a character of two (which no export could write).
    void editsAndFetchedTitlesStoreNoControlsAndWholeCharacters()
    {
        Fixture f;
        f.add(u"demo"_s);
        LinkEdit edit;
        edit.title = u"\x1b[2JClean\u2066 title\x07"_s;
        edit.notes = u"a\r\nb\x1b]52;c;eA==\x07\tc"_s;
        const auto saved = f.links.edit(u"demo"_s, edit);
        QVERIFY2(saved, qPrintable(saved.error().message));
        QCOMPARE(saved->title, u"[2JClean title"_s);
        QCOMPARE(saved->notes, u"a\nb]52;c;eA==\tc"_s);

        CreateRequest untitled;
        untitled.url = u"https://example.org/fetched"_s;
        untitled.alias = u"fetched"_s;
        untitled.fetchTitle = true;
        const auto other = f.links.create(untitled);
        QVERIFY(other && other->link.titlePending);
        const auto filled = f.links.fillTitle(other->link.id, QString(511, u'x') + u"\U0001F600 and more\x1b"_s);
        QVERIFY2(filled, qPrintable(filled.error().message));
        const QString title = f.store.get(u"fetched"_s)->title;
        QCOMPARE(title, QString(511, u'x'));
    }

    void refusedEditsSayWhyAndChangeNothing_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown code") << u"nope"_s << QString() << 0 << u"link-not-found"_s;
        QTest::newRow("bad target") << u"demo"_s << u"ftp://example.org/"_s << 0 << u"target-invalid"_s;
        QTest::newRow("own short URL") << u"demo"_s << u"http://kurz.test/abc"_s << 0 << u"target-loops"_s;
        QTest::newRow("bad status") << u"demo"_s << QString() << 303 << u"field-invalid"_s;
    }

    void refusedEditsSayWhyAndChangeNothing()
    {
        QFETCH(QString, code);
        QFETCH(QString, target);
        QFETCH(int, status);
        QFETCH(QString, reason);
        Fixture f;
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://kurz.test/"_s)});
        f.links.setUrlPolicy(policy);
        const Link before = f.add(u"demo"_s);
        LinkEdit edit;
        edit.title = u"changed"_s;
        if (!target.isEmpty())
            edit.target = target;
        if (status)
            edit.redirectStatus = status;
        const auto saved = f.links.edit(code, edit);
        QVERIFY(!saved);
        QCOMPARE(QString(saved.error().reason), reason);
        QCOMPARE(f.store.get(u"demo"_s)->title, before.title);
        QCOMPARE(f.changes.size(), 1);  // the create only
    }

    void manyAreAllOrNothing()
    {
        Fixture f;
        f.add(u"one"_s);
        f.add(u"two"_s);
        const auto disabled = f.links.setDisabled({u"one"_s, u"typo"_s, u"two"_s}, true);
        QVERIFY(!disabled);
        QCOMPARE(disabled.error().reason, reasons::LinkNotFound);
        QVERIFY(!f.store.get(u"one"_s)->disabled);

        const auto removed = f.links.remove({u"one"_s, u"typo"_s});
        QVERIFY(!removed);
        QVERIFY(f.store.get(u"one"_s));
        QCOMPARE(f.changes.size(), 2);

        const auto both = f.links.setDisabled({u"one"_s, u"two"_s}, true);
        QVERIFY(both);
        QCOMPARE(both->size(), 2);
        QCOMPARE(f.changes.size(), 3);
        QCOMPARE(f.change(2).codes, (QStringList{u"one"_s, u"two"_s}));
        QCOMPARE(f.store.get(u"two"_s)->status(QDateTime::currentDateTimeUtc()), LinkStatus::Disabled);

        const auto gone = f.links.remove({u"one"_s, u"two"_s});
        QVERIFY(gone);
        QCOMPARE(f.change(3).kind, LinkChange::Kind::Removed);
        QCOMPARE(f.store.pages().countAll().value(), 0);
    }

    void bulkTagEditsAndRetagging()
    {
        Fixture f;
        f.add(u"aaa"_s, {u"docs"_s, u"old"_s});
        f.add(u"bbb"_s, {u"old"_s});
        f.add(u"ccc"_s, {u"misc"_s});
        LinkEdit tagging;
        tagging.addTags = {u"new"_s};
        tagging.removeTags = {u"docs"_s};
        QVERIFY(f.links.editMany({u"aaa"_s, u"ccc"_s}, tagging));
        QCOMPARE(f.store.get(u"aaa"_s)->tags, (QStringList{u"new"_s, u"old"_s}));
        QCOMPARE(f.store.get(u"ccc"_s)->tags, (QStringList{u"misc"_s, u"new"_s}));

        const int before = f.changes.size();
        const auto renamed = f.links.retag({u"old"_s}, u"archive"_s);
        QCOMPARE(renamed.value(), 2);
        QCOMPARE(f.changes.size(), before + 1);
        QCOMPARE(f.store.get(u"bbb"_s)->tags, QStringList{u"archive"_s});
        QVERIFY(!f.store.pages().usedTags().value().contains(u"old"_s));

        QCOMPARE(f.links.retag({u"archive"_s, u"misc"_s}, {}).value(), 3);
        QCOMPARE(f.store.get(u"aaa"_s)->tags, QStringList{u"new"_s});
        QCOMPARE(f.store.get(u"ccc"_s)->tags, QStringList{u"new"_s});
    }

    void editBetweenNamesOnlyWhatDiffers()
    {
        Link before;
        before.target = u"https://example.org/"_s;
        before.tags = {u"b"_s, u"a"_s};
        Link after = before;
        after.tags = {u"a"_s, u"b"_s};
        after.notes = u"new"_s;
        const LinkEdit edit = LinkEdit::between(before, after);
        QVERIFY(!edit.tags);  // the same tags in another order
        QCOMPARE(edit.notes, std::optional<QString>(u"new"_s));
        QVERIFY(!edit.target && !edit.expiresAt && !edit.disabled);
    }

    void othersChangesAreReportedOwnOnesAreNot()
    {
        Fixture f;
        f.add(u"demo"_s);
        LinkChanges &hub = f.temp.db->linkChanges();
        hub.observe(f.temp.db->linkWatch().linksGeneration().value(), f.temp.db->linkWatch().newestLinkId().value());
        const int known = f.changes.size();

        LinkEdit edit;
        edit.title = u"mine"_s;
        QVERIFY(f.links.edit(u"demo"_s, edit));
        hub.observe(f.temp.db->linkWatch().linksGeneration().value(), f.temp.db->linkWatch().newestLinkId().value());
        QCOMPARE(f.changes.size(), known + 1);  // the edit's own notice, no External after it

        // Another process: its own Database object on the same file.
        auto other = Database::open(f.temp.path());
        QVERIFY(other);
        LinkStore otherStore(*other);
        LinkService otherLinks(otherStore, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
        QVERIFY(otherLinks.edit(u"demo"_s, edit));
        hub.observe(f.temp.db->linkWatch().linksGeneration().value(), f.temp.db->linkWatch().newestLinkId().value());
        QCOMPARE(f.changes.size(), known + 2);
        QCOMPARE(f.change(known + 1).kind, LinkChange::Kind::External);

        CreateRequest request;
        request.url = u"https://example.org/other"_s;
        QVERIFY(otherLinks.create(request));
        hub.observe(f.temp.db->linkWatch().linksGeneration().value(), f.temp.db->linkWatch().newestLinkId().value());
        QCOMPARE(f.changes.size(), known + 3);
        QCOMPARE(f.change(known + 2).kind, LinkChange::Kind::Created);
        QVERIFY(f.change(known + 2).codes.isEmpty());
    }

    // A bulk edit (the window's, the API's) and another instance's hit flush lock the same
    // links in opposite orders: PostgreSQL aborts one of them (40P01). When it is the edit, it
    // runs again and succeeds, and the flush's hits stay counted.
    void bulkEditThatLosesADeadlockRunsAgain()
    {
        if (test::TempDatabase::server().isEmpty())
            QSKIP("PostgreSQL only (the _pg run): SQLite has one writer at a time");
        Fixture f;
        const Link a = f.add(u"first"_s);
        const Link b = f.add(u"second"_s);
        QVERIFY(a.id < b.id);
        test::HeldTransaction flush(f.temp);  // another instance's flush, in id order: a, then b
        QCOMPARE(flush.exec(u"UPDATE links SET hits = hits + 1 WHERE id = %1"_s.arg(a.id)), QString());
        Result<QList<Link>> edited = Error{};
        QThread *editor = QThread::create([&] {
            LinkStore store(f.temp.db);
            LinkService links(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
            LinkEdit edit;
            edit.notes = u"bulk"_s;
            edited = links.editMany({u"second"_s, u"first"_s}, edit);  // b, then waits for a
            f.temp.db->closeThreadConnection();
        });
        editor->start();
        QTRY_VERIFY_WITH_TIMEOUT(flush.someoneWaits(), 20000);
        // b is the edit's: a deadlock, which the edit's connection detects and loses.
        QCOMPARE(flush.exec(u"UPDATE links SET hits = hits + 1 WHERE id = %1"_s.arg(b.id)), QString());
        QCOMPARE(flush.commit(), QString());
        QVERIFY(editor->wait(30000));
        delete editor;
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().message));
        QCOMPARE(edited->size(), 2);
        for (const Link &link : {a, b}) {
            const auto stored = f.store.getById(link.id);
            QCOMPARE(stored->notes, u"bulk"_s);
            QCOMPARE(stored->hits, 1);
        }
    }

    // The undo of a delete of the newest links indexes them for search itself, on its own
    // (background) thread: the next search only reads. It left the indexing to the window's next
    // read, which then waited for the database on the GUI thread (seconds at 200,000 links).
    void restoreLeavesNoIndexingToTheNextSearch()
    {
        Fixture f;
        f.add(u"older"_s);
        const Link newest = f.add(u"newest-words"_s);
        LinkQuery search;
        search.search = u"newest"_s;
        QCOMPARE(f.store.pages().count(search).value(), 1);
        LinkSelection selection;
        selection.ids = {newest.id};
        const auto removed = f.links.removeToBatch(selection);
        QVERIFY(removed);
        QVERIFY(f.links.restoreBatch(removed->id));
        if (!f.store.database()->dialect().hasFullTextSearch())
            return;  // PostgreSQL's trigram index follows every write: nothing to catch up
        // Another program writes now; a search that had indexing left to do would wait for it.
        {
            QSqlDatabase locker = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"locker"_s);
            locker.setDatabaseName(f.store.database()->path());
            QVERIFY(locker.open());
            QSqlQuery hold(locker);
            QVERIFY2(hold.exec(u"BEGIN IMMEDIATE"_s), qPrintable(hold.lastError().text()));
            const auto found = f.store.pages().count(search);
            QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
            QCOMPARE(*found, 1);
            QVERIFY(hold.exec(u"ROLLBACK"_s));
        }
        QSqlDatabase::removeDatabase(u"locker"_s);
    }

    // A big delete moves the links into a removed batch, set-based, and its undo moves them
    // back: ids, codes, counts, tags, visits and the search index as they were.
    void removedBatchComesBackWithEverything()
    {
        Fixture f;
        const Link first = f.add(u"first"_s, {u"docs"_s});
        const Link middle = f.add(u"middle"_s, {u"docs"_s, u"work"_s});
        const Link last = f.add(u"last"_s);
        QVERIFY(SearchIndex(f.store.database()).catchUp().ok());
        HitBatch batch;
        batch.counts[middle.id] = {5, 2, QDateTime::currentMSecsSinceEpoch()};
        batch.visits[VisitKey{
            middle.id, QDateTime::currentSecsSinceEpoch() - 86400, false, u"example.org"_s, u"Firefox"_s}]
            = 5;
        batch.visits[VisitKey{middle.id, QDateTime::currentSecsSinceEpoch(), true, {}, {}}] = 2;
        QVERIFY(VisitStore(f.store.database()).applyHits(batch).ok());

        LinkSelection selection;
        selection.ids = {middle.id, first.id};
        QList<QPair<qint64, qint64>> told;
        const auto removed = f.links.removeToBatch(selection, [&](qint64 done, qint64 total) {
            told.append({done, total});
            return true;
        });
        QVERIFY2(removed, qPrintable(removed ? QString() : removed.error().message));
        QVERIFY(removed->id > 0);
        QCOMPARE(removed->ids, (QList<qint64>{first.id, middle.id}));
        QCOMPARE(told.first(), (QPair<qint64, qint64>{0, 2}));
        QCOMPARE(told.last(), (QPair<qint64, qint64>{2, 2}));
        QCOMPARE(f.store.pages().countAll().value(), 1);
        QVERIFY(f.store.get(u"last"_s));
        QCOMPARE(f.change(f.changes.size() - 1).kind, LinkChange::Kind::Removed);
        QCOMPARE(f.change(f.changes.size() - 1).codes, (QStringList{u"first"_s, u"middle"_s}));
        QCOMPARE(f.change(f.changes.size() - 1).ids, (QList<qint64>{first.id, middle.id}));
        VisitQuery history;
        history.linkId = middle.id;
        QCOMPARE(VisitStore(f.store.database()).count(history).value(), 0);
        LinkQuery tagged;
        tagged.tags = {u"docs"_s};
        QCOMPARE(f.store.pages().count(tagged).value(), 0);
        LinkQuery search;
        search.search = u"middle"_s;
        QCOMPARE(f.store.pages().count(search).value(), 0);

        const int before = int(f.changes.size());
        const auto restored = f.links.restoreBatch(removed->id);
        QVERIFY2(restored, qPrintable(restored ? QString() : restored.error().message));
        QCOMPARE(restored->ids, removed->ids);
        QCOMPARE(f.changes.size(), before + 1);
        QCOMPARE(f.change(before).kind, LinkChange::Kind::Created);
        QCOMPARE(f.change(before).codes, (QStringList{u"first"_s, u"middle"_s}));
        QCOMPARE(f.store.pages().countAll().value(), 3);
        const auto back = f.store.get(u"middle"_s);
        QVERIFY(back);
        QCOMPARE(back->id, middle.id);
        QCOMPARE(back->target, middle.target);
        QCOMPARE(back->createdAt, middle.createdAt);
        QCOMPARE(back->hits, 5);
        QCOMPARE(back->botHits, 2);
        QCOMPARE(back->tags, (QStringList{u"docs"_s, u"work"_s}));
        QCOMPARE(f.store.get(u"first"_s)->id, first.id);
        QCOMPARE(f.store.get(u"last"_s)->id, last.id);
        QCOMPARE(VisitStore(f.store.database()).count(history).value(), 7);
        QCOMPARE(VisitStore(f.store.database()).rowsOf(middle.id)->size(), 2);
        // Back in the search index although their ids lie below the index's watermark.
        QCOMPARE(f.store.pages().count(search).value(), 1);
        search.search = u"first"_s;
        QCOMPARE(f.store.pages().count(search).value(), 1);
        QCOMPARE(f.store.pages().count(tagged).value(), 2);
        tagged.tags = {u"work"_s};
        QCOMPARE(f.store.pages().count(tagged).value(), 1);
        // The batch is gone with the undo: nothing is kept twice.
        QCOMPARE(removedRows(f), 0);
        QVERIFY(!f.links.restoreBatch(removed->id));
    }

    // The window names a run of its rows by the query, where it starts and how many, and the
    // links it showed first and last: rows that moved meanwhile are refused, not deleted.
    void removalTakesTheRowsTheViewShowed()
    {
        Fixture f;
        QList<Link> links;
        for (const QString &code : {u"aaa"_s, u"bbb"_s, u"ccc"_s, u"ddd"_s, u"eee"_s})
            links.append(f.add(code, {u"docs"_s}));
        LinkSelection selection;
        selection.query.sort = LinkQuery::Sort::Code;
        selection.query.descending = false;
        selection.query.tags = {u"docs"_s};
        selection.rows = {{1, 3, links.at(1).id, links.at(3).id}};
        // Told another link than the view showed at the end: nothing is deleted.
        selection.rows.first().lastId = links.at(4).id;
        const int before = int(f.changes.size());
        const auto refused = f.links.removeToBatch(selection);
        QVERIFY(!refused);
        QCOMPARE(refused.error().reason, reasons::SelectionChanged);
        QCOMPARE(f.store.pages().countAll().value(), 5);
        QCOMPARE(f.changes.size(), before);
        QCOMPARE(removedRows(f), 0);

        selection.rows.first().lastId = links.at(3).id;
        const auto removed = f.links.removeToBatch(selection);
        QVERIFY2(removed, qPrintable(removed ? QString() : removed.error().message));
        QCOMPARE(removed->codes, (QStringList{u"bbb"_s, u"ccc"_s, u"ddd"_s}));
        QCOMPARE(f.store.pages().countAll().value(), 2);
        QVERIFY(f.store.get(u"aaa"_s) && f.store.get(u"eee"_s));

        // Every row of the query, and an id besides that is one of them: each link once.
        LinkSelection all;
        all.query = selection.query;
        all.rows = {{0, 2, links.at(0).id, links.at(4).id}};
        all.ids = {links.at(4).id};
        const auto rest = f.links.removeToBatch(all);
        QVERIFY2(rest, qPrintable(rest ? QString() : rest.error().message));
        QCOMPARE(rest->codes, (QStringList{u"aaa"_s, u"eee"_s}));
        QCOMPARE(f.store.pages().countAll().value(), 0);
        QVERIFY(f.links.restoreBatch(removed->id));
        QVERIFY(f.links.restoreBatch(rest->id));
        QCOMPARE(f.store.pages().countAll().value(), 5);
    }

    // Cancelled between two chunks of links, a delete rolls back whole.
    void cancelledRemovalRemovesNothing()
    {
        Fixture f;
        constexpr qint64 Count = 4500;  // three chunks
        const auto inserted = f.links.bulkLoad(Count, [](qint64 i) {
            Link link;
            link.code = QStringLiteral("many%1").arg(i);
            link.target = QStringLiteral("https://example.org/%1").arg(i);
            link.tags = {u"bulk"_s};
            return link;
        });
        QCOMPARE(inserted.value(), Count);
        LinkSelection selection;
        selection.query.sort = LinkQuery::Sort::Code;
        selection.query.descending = false;
        const auto ordered = f.store.pages().page([&] {
            LinkQuery everything = selection.query;
            everything.limit = 0;
            return everything;
        }());
        selection.rows = {{0, Count, ordered->first().id, ordered->last().id}};
        const int before = int(f.changes.size());
        qint64 furthest = 0;
        const auto cancelled = f.links.removeToBatch(selection, [&](qint64 done, qint64) {
            furthest = done;
            return done == 0;
        });
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.error().reason, reasons::Cancelled);
        QVERIFY(furthest > 0 && furthest < Count);
        QCOMPARE(f.store.pages().countAll().value(), Count);
        QCOMPARE(f.changes.size(), before);
        QCOMPARE(removedRows(f), 0);
        LinkQuery tagged;
        tagged.tags = {u"bulk"_s};
        QCOMPARE(f.store.pages().count(tagged).value(), Count);

        const auto removed = f.links.removeToBatch(selection);
        QVERIFY(removed);
        QCOMPARE(removed->ids.size(), Count);
        QCOMPARE(f.store.pages().countAll().value(), 0);
        QVERIFY(f.links.restoreBatch(removed->id));
        QCOMPARE(f.store.pages().count(tagged).value(), Count);
    }

    // A code taken meanwhile: nothing comes back, and the batch waits for another try.
    void restoreRefusesACodeTakenMeanwhile()
    {
        Fixture f;
        const Link first = f.add(u"first"_s);
        const Link middle = f.add(u"middle"_s);
        LinkSelection selection;
        selection.ids = {first.id, middle.id};
        const auto removed = f.links.removeToBatch(selection);
        QVERIFY(removed);
        const Link intruder = f.add(u"middle"_s);
        const auto refused = f.links.restoreBatch(removed->id);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);
        QVERIFY(refused.error().message.contains(u"middle"_s));
        QVERIFY(!f.store.get(u"first"_s));

        LinkSelection gone;
        gone.ids = {intruder.id};
        QVERIFY(f.links.removeToBatch(gone));
        QVERIFY(f.links.restoreBatch(removed->id));
        QCOMPARE(f.store.get(u"middle"_s)->id, middle.id);
        QCOMPARE(f.store.get(u"first"_s)->id, first.id);
    }

    // When the undo step goes, the batch goes for good.
    void purgedBatchIsGone()
    {
        Fixture f;
        const Link link = f.add(u"gone"_s);
        LinkSelection selection;
        selection.ids = {link.id};
        const auto removed = f.links.removeToBatch(selection);
        QVERIFY(removed);
        QCOMPARE(removedRows(f), 2);  // the batch and its link
        QVERIFY(f.links.purgeBatch(removed->id).value());
        QCOMPARE(removedRows(f), 0);
        const auto restored = f.links.restoreBatch(removed->id);
        QVERIFY(!restored);
        QCOMPARE(restored.error().kind, Error::Kind::NotFound);
        QVERIFY(!f.store.get(u"gone"_s));
    }

    void restoreEditsUndoesEdits()
    {
        Fixture f;
        const Link a = f.add(u"aaa"_s, {u"docs"_s});
        const Link b = f.add(u"bbb"_s);
        LinkEdit edit;
        edit.addTags = {u"new"_s};
        edit.disabled = true;
        QVERIFY(f.links.editMany({u"aaa"_s, u"bbb"_s}, edit));
        const int before = int(f.changes.size());
        QVERIFY(f.links.restoreEdits({a, b}));
        QCOMPARE(f.changes.size(), before + 1);
        QCOMPARE(f.store.get(u"aaa"_s)->tags, QStringList{u"docs"_s});
        QVERIFY(!f.store.get(u"bbb"_s)->disabled);
        QVERIFY(f.store.get(u"bbb"_s)->tags.isEmpty());
    }

private:
    // Rows kept for undoing deletes, of every kind.
    static qint64 removedRows(Fixture &f)
    {
        QSqlQuery q(f.temp.db->connection());
        if (!q.exec(u"SELECT (SELECT count(*) FROM removed_batches) + (SELECT count(*) FROM removed_links) "
                    "+ (SELECT count(*) FROM removed_link_tags) + (SELECT count(*) FROM removed_visits)"_s)
            || !q.next())
            qFatal("cannot count removed rows: %s", qPrintable(q.lastError().text()));
        return q.value(0).toLongLong();
    }
};

QTEST_GUILESS_MAIN(TestLinkService)
#include "tst_linkservice.moc"
