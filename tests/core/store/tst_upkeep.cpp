#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"
#include "core/store/UpkeepStore.h"

#include "support/ServiceFixture.h"
#include "support/TempDatabase.h"

#include <QtTest>

#include <QJsonObject>
#include <QSignalSpy>

using namespace Qt::StringLiterals;

using namespace kurz;

// Titles fetched after the create and the results of target checks: both reach links through
// LinkService, one transaction and one LinkChange per call.
class TestUpkeep : public QObject {
    Q_OBJECT

    struct Fixture : test::ServiceFixture {
        UpkeepStore upkeep{temp.db};

        Fixture() { links.setFetchTitles(true); }
        // Created before the test looks: its change is not among those the test counts.
        Link add(const QString &code, const QString &title = {})
        {
            const Link link = ServiceFixture::add(code, {}, title);
            changes.clear();
            return link;
        }
    };

private Q_SLOTS:
    void linksWithoutTitleWaitForOne()
    {
        Fixture f;
        const Link untitled = f.add(u"untitled"_s);
        f.add(u"titled"_s, u"Given"_s);
        QVERIFY(f.store.get(u"untitled"_s)->titlePending);
        QVERIFY(!f.store.get(u"titled"_s)->titlePending);
        const QList<LinkTarget> waiting = f.upkeep.awaitingTitle(10).value();
        QCOMPARE(waiting.size(), 1);
        QCOMPARE(waiting.first().id, untitled.id);
        QCOMPARE(waiting.first().target, u"https://example.org/untitled"_s);

        f.links.setFetchTitles(false);  // titles/fetch off
        f.add(u"off"_s);
        QVERIFY(!f.store.get(u"off"_s)->titlePending);
    }

    void fillTitleWritesOnceAndPublishesOneChange()
    {
        Fixture f;
        const Link link = f.add(u"page"_s);
        const auto filled = f.links.fillTitle(link.id, u"  The Page  "_s);
        QVERIFY(filled && *filled);
        QCOMPARE((*filled)->title, u"The Page"_s);
        QVERIFY(!(*filled)->titlePending);
        QCOMPARE(f.changes.size(), 1);
        QCOMPARE(f.change(0).kind, LinkChange::Kind::Changed);
        QCOMPARE(f.change(0).codes, QStringList{u"page"_s});

        // No longer waiting: a second fill changes nothing and says so.
        const auto again = f.links.fillTitle(link.id, u"Other"_s);
        QVERIFY(again && !*again);
        QCOMPARE(f.store.get(u"page"_s)->title, u"The Page"_s);
        QCOMPARE(f.changes.size(), 1);
        QVERIFY(f.upkeep.awaitingTitle(10).value().isEmpty());
    }

    void aTitleSetMeanwhileWins()
    {
        Fixture f;
        const Link link = f.add(u"mine"_s);
        LinkEdit edit;
        edit.title = u"Mine"_s;
        QVERIFY(f.links.edit(u"mine"_s, edit));
        QVERIFY(f.links.fillTitle(link.id, u"Fetched"_s));
        QCOMPARE(f.store.get(u"mine"_s)->title, u"Mine"_s);
        QVERIFY(!f.store.get(u"mine"_s)->titlePending);
    }

    void noTitleFoundEndsTheWait()
    {
        Fixture f;
        const Link link = f.add(u"blank"_s);
        QVERIFY(f.links.fillTitle(link.id, QString()));
        QCOMPARE(f.store.get(u"blank"_s)->title, QString());
        QVERIFY(f.upkeep.awaitingTitle(10).value().isEmpty());
    }

    void healthIsRecordedInOneChange()
    {
        Fixture f;
        const Link ok = f.add(u"okay"_s);
        const Link gone = f.add(u"gone"_s);
        const Link slow = f.add(u"slow"_s);
        const Link lan = f.add(u"lan"_s);
        const Link deleted = f.add(u"deleted"_s);
        QVERIFY(f.links.remove({u"deleted"_s}));
        f.changes.clear();
        QCOMPARE(f.store.get(u"okay"_s)->toJson({}, QDateTime::currentDateTimeUtc()).value(u"health"_s), QJsonValue());

        const QDateTime at = QDateTime::fromMSecsSinceEpoch(1'800'000'000'000, Qt::UTC);
        const auto saved = f.links.recordHealth({{ok.id, LinkHealth{200, {}, at}}, {gone.id, LinkHealth{410, {}, at}},
            {slow.id, LinkHealth{0, u"timeout"_s, at}}, {lan.id, LinkHealth{0, u"private"_s, at}},
            {deleted.id, LinkHealth{200, {}, at}}});
        QVERIFY(saved);
        QCOMPARE(saved->size(), 4);
        QCOMPARE(f.changes.size(), 1);
        QCOMPARE(f.change(0).codes, (QStringList{u"okay"_s, u"gone"_s, u"slow"_s, u"lan"_s}));
        // Skipped as private: not checked, so neither broken nor fine.
        QVERIFY(f.store.get(u"lan"_s)->health->notChecked());
        QVERIFY(!f.store.get(u"lan"_s)->health->broken());
        QVERIFY(f.store.get(u"slow"_s)->health->broken());

        QCOMPARE(*f.store.get(u"slow"_s)->health, (LinkHealth{0, u"timeout"_s, at}));
        const QJsonObject json = f.store.get(u"gone"_s)->toJson({}, at).value(u"health"_s).toObject();
        QCOMPARE(json.value(u"result"_s).toInt(), 410);
        QCOMPARE(json.value(u"checked"_s).toString(), at.toString(Qt::ISODateWithMs));
        QCOMPARE(f.store.get(u"slow"_s)->health->result(), QJsonValue(u"timeout"_s));

        LinkQuery broken;
        broken.brokenOnly = true;
        broken.sort = LinkQuery::Sort::Code;
        broken.descending = false;
        QStringList codes;
        const QList<Link> page = f.store.pages().page(broken).value();
        for (const Link &link : page)
            codes << link.code;
        QCOMPARE(codes, (QStringList{u"gone"_s, u"slow"_s}));
        QCOMPARE(f.store.pages().count(broken).value(), 2);
        broken.search = u"example"_s;  // counted in the links table, not the search index alone
        QCOMPARE(f.store.pages().count(broken).value(), 2);
    }

    void checksGoOldestFirst()
    {
        Fixture f;
        const Link a = f.add(u"aaa"_s);
        const Link b = f.add(u"bbb"_s);
        const Link c = f.add(u"ccc"_s);
        const QDateTime t = QDateTime::fromMSecsSinceEpoch(1'800'000'000'000, Qt::UTC);
        QVERIFY(f.links.recordHealth({{a.id, LinkHealth{200, {}, t.addSecs(10)}}, {b.id, LinkHealth{200, {}, t}}}));
        const QList<LinkTarget> due = f.upkeep.dueForCheck(t.addSecs(20), 0).value();
        QCOMPARE(due.size(), 3);
        QCOMPARE(due.at(0).id, c.id);  // never checked
        QCOMPARE(due.at(1).id, b.id);
        QCOMPARE(due.at(2).id, a.id);
        QCOMPARE(f.upkeep.dueForCheck(t.addSecs(5), 0).value().size(), 2);
        QCOMPARE(f.upkeep.dueForCheck(t.addSecs(20), 1).value().size(), 1);
    }

    // Page by page, the same order as all at once, each link once, also when links are checked
    // between the pages (they drop out) or the never-checked fill a page exactly.
    void checksArePagedInTheSameOrder()
    {
        Fixture f;
        QList<qint64> ids;
        for (int i = 0; i < 7; ++i)
            ids << f.add(u"link%1"_s.arg(i)).id;
        const QDateTime t = QDateTime::fromMSecsSinceEpoch(1'800'000'000'000, Qt::UTC);
        // Checked: 5 at t+1, 3 and 6 at t (by id within it); never: 0, 1, 2, 4.
        QVERIFY(f.links.recordHealth({{ids[5], LinkHealth{200, {}, t.addSecs(1)}}, {ids[6], LinkHealth{404, {}, t}},
            {ids[3], LinkHealth{200, {}, t}}}));
        const QDateTime before = t.addSecs(10);
        QCOMPARE(f.upkeep.countDueForCheck(before).value(), 7);
        QCOMPARE(f.upkeep.countDueForCheck(t.addMSecs(500)).value(), 6);
        QList<qint64> all;
        const QList<LinkTarget> due = f.upkeep.dueForCheck(before, 0).value();
        for (const LinkTarget &target : due)
            all << target.id;
        QCOMPARE(all, (QList<qint64>{ids[0], ids[1], ids[2], ids[4], ids[3], ids[6], ids[5]}));

        for (int size : {1, 2, 3, 4, 7, 8}) {
            QList<qint64> walked;
            CheckCursor cursor;
            for (int pages = 0; pages < 20; ++pages) {
                const auto read = f.upkeep.dueForCheck(before, cursor, size);
                QVERIFY2(read, qPrintable(read.error().message));
                const DuePage &page = *read;
                for (const LinkTarget &target : page.targets)
                    walked << target.id;
                cursor = page.next;
                if (page.targets.size() < size)
                    break;
            }
            QCOMPARE(walked, all);
        }

        // Checked after the first page: a link not read yet drops out, none comes twice.
        DuePage first = f.upkeep.dueForCheck(before, CheckCursor{}, 2).value();
        QCOMPARE(first.targets.size(), 2);
        const QDateTime later = before.addSecs(5);
        QVERIFY(f.links.recordHealth({{ids[0], LinkHealth{200, {}, later}}, {ids[4], LinkHealth{200, {}, later}},
            {ids[6], LinkHealth{200, {}, later}}}));
        const DuePage rest = f.upkeep.dueForCheck(before, first.next, 10).value();
        QList<qint64> restIds;
        for (const LinkTarget &target : rest.targets)
            restIds << target.id;
        QCOMPARE(restIds, (QList<qint64>{ids[2], ids[3], ids[5]}));
    }
};

QTEST_GUILESS_MAIN(TestUpkeep)
#include "tst_upkeep.moc"
