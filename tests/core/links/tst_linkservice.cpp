#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"
#include "core/store/SearchIndex.h"
#include "core/store/VisitStore.h"

#include "support/HeldTransaction.h"
#include "support/ServiceFixture.h"
#include "support/TempDatabase.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

using namespace kurz;

// LinkService: the one owner of link changes. Every call is one transaction and at most one
// LinkChange naming what it changed.
class TestLinkService : public QObject
{
    Q_OBJECT

    using Fixture = test::ServiceFixture;

private Q_SLOTS:
    void createPublishesTheNewCode()
    {
        Fixture f;
        const Link link = f.add(u"first"_qs);
        QCOMPARE(f.changes.size(), 1);
        QCOMPARE(f.change(0).kind, LinkChange::Kind::Created);
        QCOMPARE(f.change(0).codes, QStringList{u"first"_qs});
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
        f.add(u"demo"_qs, {u"docs"_qs});
        LinkEdit edit;
        edit.title = u"  A title  "_qs;
        edit.maxVisits = std::optional<qint64>(5);
        const auto saved = f.links.edit(u"demo"_qs, edit);
        QVERIFY2(saved, qPrintable(saved.error().message));
        QCOMPARE(saved->title, u"A title"_qs);
        QCOMPARE(saved->maxVisits, std::optional<qint64>(5));
        QCOMPARE(saved->tags, QStringList{u"docs"_qs});
        QCOMPARE(saved->target, u"https://example.org/demo"_qs);
        QCOMPARE(f.changes.size(), 2);
        QCOMPARE(f.change(1).kind, LinkChange::Kind::Changed);
        QCOMPARE(f.change(1).codes, QStringList{u"demo"_qs});

        LinkEdit clear;
        clear.maxVisits = std::optional<qint64>();
        QCOMPARE(f.links.edit(u"demo"_qs, clear)->maxVisits, std::nullopt);
    }

    void refusedEditsSayWhyAndChangeNothing_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown code") << u"nope"_qs << QString() << 0 << u"link-not-found"_qs;
        QTest::newRow("bad target") << u"demo"_qs << u"ftp://example.org/"_qs << 0 << u"target-invalid"_qs;
        QTest::newRow("own short URL") << u"demo"_qs << u"http://kurz.test/abc"_qs << 0 << u"target-loops"_qs;
        QTest::newRow("bad status") << u"demo"_qs << QString() << 303 << u"field-invalid"_qs;
    }

    void refusedEditsSayWhyAndChangeNothing()
    {
        QFETCH(QString, code);
        QFETCH(QString, target);
        QFETCH(int, status);
        QFETCH(QString, reason);
        Fixture f;
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://kurz.test/"_qs)});
        f.links.setUrlPolicy(policy);
        const Link before = f.add(u"demo"_qs);
        LinkEdit edit;
        edit.title = u"changed"_qs;
        if (!target.isEmpty())
            edit.target = target;
        if (status)
            edit.redirectStatus = status;
        const auto saved = f.links.edit(code, edit);
        QVERIFY(!saved);
        QCOMPARE(QString(saved.error().reason), reason);
        QCOMPARE(f.store.get(u"demo"_qs)->title, before.title);
        QCOMPARE(f.changes.size(), 1);  // the create only
    }

    void manyAreAllOrNothing()
    {
        Fixture f;
        f.add(u"one"_qs);
        f.add(u"two"_qs);
        const auto disabled = f.links.setDisabled({u"one"_qs, u"typo"_qs, u"two"_qs}, true);
        QVERIFY(!disabled);
        QCOMPARE(disabled.error().reason, reasons::LinkNotFound);
        QVERIFY(!f.store.get(u"one"_qs)->disabled);

        const auto removed = f.links.remove({u"one"_qs, u"typo"_qs});
        QVERIFY(!removed);
        QVERIFY(f.store.get(u"one"_qs));
        QCOMPARE(f.changes.size(), 2);

        const auto both = f.links.setDisabled({u"one"_qs, u"two"_qs}, true);
        QVERIFY(both);
        QCOMPARE(both->size(), 2);
        QCOMPARE(f.changes.size(), 3);
        QCOMPARE(f.change(2).codes, (QStringList{u"one"_qs, u"two"_qs}));
        QCOMPARE(f.store.get(u"two"_qs)->status(QDateTime::currentDateTimeUtc()), LinkStatus::Disabled);

        const auto gone = f.links.remove({u"one"_qs, u"two"_qs});
        QVERIFY(gone);
        QCOMPARE(f.change(3).kind, LinkChange::Kind::Removed);
        QCOMPARE(f.store.countAll().value(), 0);
    }

    void bulkTagEditsAndRetagging()
    {
        Fixture f;
        f.add(u"aaa"_qs, {u"docs"_qs, u"old"_qs});
        f.add(u"bbb"_qs, {u"old"_qs});
        f.add(u"ccc"_qs, {u"misc"_qs});
        LinkEdit tagging;
        tagging.addTags = {u"new"_qs};
        tagging.removeTags = {u"docs"_qs};
        QVERIFY(f.links.editMany({u"aaa"_qs, u"ccc"_qs}, tagging));
        QCOMPARE(f.store.get(u"aaa"_qs)->tags, (QStringList{u"new"_qs, u"old"_qs}));
        QCOMPARE(f.store.get(u"ccc"_qs)->tags, (QStringList{u"misc"_qs, u"new"_qs}));

        const int before = f.changes.size();
        const auto renamed = f.links.retag({u"old"_qs}, u"archive"_qs);
        QCOMPARE(renamed.value(), 2);
        QCOMPARE(f.changes.size(), before + 1);
        QCOMPARE(f.store.get(u"bbb"_qs)->tags, QStringList{u"archive"_qs});
        QVERIFY(!f.store.usedTags().value().contains(u"old"_qs));

        QCOMPARE(f.links.retag({u"archive"_qs, u"misc"_qs}, {}).value(), 3);
        QCOMPARE(f.store.get(u"aaa"_qs)->tags, QStringList{u"new"_qs});
        QCOMPARE(f.store.get(u"ccc"_qs)->tags, QStringList{u"new"_qs});
    }

    void editBetweenNamesOnlyWhatDiffers()
    {
        Link before;
        before.target = u"https://example.org/"_qs;
        before.tags = {u"b"_qs, u"a"_qs};
        Link after = before;
        after.tags = {u"a"_qs, u"b"_qs};
        after.notes = u"new"_qs;
        const LinkEdit edit = LinkEdit::between(before, after);
        QVERIFY(!edit.tags);  // the same tags in another order
        QCOMPARE(edit.notes, std::optional<QString>(u"new"_qs));
        QVERIFY(!edit.target && !edit.expiresAt && !edit.disabled);
    }

    void othersChangesAreReportedOwnOnesAreNot()
    {
        Fixture f;
        f.add(u"demo"_qs);
        LinkChanges &hub = f.temp.db->linkChanges();
        hub.observe(f.temp.db->linkWatch().linksGeneration().value(), f.temp.db->linkWatch().newestLinkId().value());
        const int known = f.changes.size();

        LinkEdit edit;
        edit.title = u"mine"_qs;
        QVERIFY(f.links.edit(u"demo"_qs, edit));
        hub.observe(f.temp.db->linkWatch().linksGeneration().value(), f.temp.db->linkWatch().newestLinkId().value());
        QCOMPARE(f.changes.size(), known + 1);  // the edit's own notice, no External after it

        // Another process: its own Database object on the same file.
        auto other = Database::open(f.temp.path());
        QVERIFY(other);
        LinkStore otherStore(*other);
        LinkService otherLinks(otherStore, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
        QVERIFY(otherLinks.edit(u"demo"_qs, edit));
        hub.observe(f.temp.db->linkWatch().linksGeneration().value(), f.temp.db->linkWatch().newestLinkId().value());
        QCOMPARE(f.changes.size(), known + 2);
        QCOMPARE(f.change(known + 1).kind, LinkChange::Kind::External);

        CreateRequest request;
        request.url = u"https://example.org/other"_qs;
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
        const Link a = f.add(u"first"_qs);
        const Link b = f.add(u"second"_qs);
        QVERIFY(a.id < b.id);
        test::HeldTransaction flush(f.temp);  // another instance's flush, in id order: a, then b
        QCOMPARE(flush.exec(u"UPDATE links SET hits = hits + 1 WHERE id = %1"_qs.arg(a.id)), QString());
        Result<QList<Link>> edited = Error{};
        QThread *editor = QThread::create([&] {
            LinkStore store(f.temp.db);
            LinkService links(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
            LinkEdit edit;
            edit.notes = u"bulk"_qs;
            edited = links.editMany({u"second"_qs, u"first"_qs}, edit);  // b, then waits for a
            f.temp.db->closeThreadConnection();
        });
        editor->start();
        QTRY_VERIFY_WITH_TIMEOUT(flush.someoneWaits(), 20000);
        // b is the edit's: a deadlock, which the edit's connection detects and loses.
        QCOMPARE(flush.exec(u"UPDATE links SET hits = hits + 1 WHERE id = %1"_qs.arg(b.id)), QString());
        QCOMPARE(flush.commit(), QString());
        QVERIFY(editor->wait(30000));
        delete editor;
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().message));
        QCOMPARE(edited->size(), 2);
        for (const Link &link : {a, b}) {
            const auto stored = f.store.getById(link.id);
            QCOMPARE(stored->notes, u"bulk"_qs);
            QCOMPARE(stored->hits, 1);
        }
    }

    void takenLinksComeBackWithTheirHistory()
    {
        Fixture f;
        const Link first = f.add(u"first"_qs, {u"docs"_qs});
        const Link middle = f.add(u"middle"_qs, {u"docs"_qs, u"work"_qs});
        f.add(u"last"_qs);
        QVERIFY(SearchIndex(f.store.database()).catchUp());
        HitBatch batch;
        batch.counts[middle.id] = {5, 2, QDateTime::currentMSecsSinceEpoch()};
        batch.visits[VisitKey{middle.id, QDateTime::currentSecsSinceEpoch() - 86400, false, u"example.org"_qs, u"Firefox"_qs}] = 5;
        batch.visits[VisitKey{middle.id, QDateTime::currentSecsSinceEpoch(), true, {}, {}}] = 2;
        QVERIFY(VisitStore(f.store.database()).applyHits(batch));

        const auto taken = f.links.take({u"middle"_qs, u"first"_qs});
        QVERIFY(taken);
        QCOMPARE(taken->links.size(), 2);
        QCOMPARE(taken->visits.size(), 2);
        QCOMPARE(f.store.countAll().value(), 1);
        QCOMPARE(f.change(f.changes.size() - 1).kind, LinkChange::Kind::Removed);

        const int before = int(f.changes.size());
        const auto restored = f.links.restore(*taken);
        QVERIFY2(restored, qPrintable(restored ? QString() : restored.error().message));
        QCOMPARE(f.changes.size(), before + 1);
        QCOMPARE(f.change(before).kind, LinkChange::Kind::Created);
        const auto back = f.store.get(u"middle"_qs);
        QVERIFY(back);
        QCOMPARE(back->id, middle.id);
        QCOMPARE(back->hits, 5);
        QCOMPARE(back->botHits, 2);
        QCOMPARE(back->tags, (QStringList{u"docs"_qs, u"work"_qs}));
        QCOMPARE(f.store.get(u"first"_qs)->id, first.id);
        VisitQuery history;
        history.linkId = middle.id;
        QCOMPARE(VisitStore(f.store.database()).count(history).value(), 7);
        // Back in the search index although its id lies below the index's watermark.
        LinkQuery search;
        search.search = u"middle"_qs;
        QCOMPARE(f.store.count(search).value(), 1);
        LinkQuery tagged;
        tagged.tags = {u"work"_qs};
        QCOMPARE(f.store.count(tagged).value(), 1);

        // A code taken meanwhile: nothing comes back.
        const auto again = f.links.take({u"first"_qs, u"middle"_qs});
        QVERIFY(again);
        f.add(u"middle"_qs);
        QVERIFY(!f.links.restore(*again));
        QVERIFY(!f.store.get(u"first"_qs));
    }

    void putBackUndoesEdits()
    {
        Fixture f;
        const Link a = f.add(u"aaa"_qs, {u"docs"_qs});
        const Link b = f.add(u"bbb"_qs);
        LinkEdit edit;
        edit.addTags = {u"new"_qs};
        edit.disabled = true;
        QVERIFY(f.links.editMany({u"aaa"_qs, u"bbb"_qs}, edit));
        const int before = int(f.changes.size());
        QVERIFY(f.links.putBack({a, b}));
        QCOMPARE(f.changes.size(), before + 1);
        QCOMPARE(f.store.get(u"aaa"_qs)->tags, QStringList{u"docs"_qs});
        QVERIFY(!f.store.get(u"bbb"_qs)->disabled);
        QVERIFY(f.store.get(u"bbb"_qs)->tags.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLinkService)
#include "tst_linkservice.moc"
