#include "core/store/LinkStore.h"
#include "core/store/VisitStore.h"

#include "support/InsertLink.h"
#include "support/TempDatabase.h"

#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestVisitStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The window's Clear visits: the visits and counts go, and come back added to what came since.
    void clearedVisitsComeBack()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        VisitStore visits(t.db);
        const qint64 a = test::insertLink(links, u"clr"_s, u"https://example.org/clr"_s).id;
        const qint64 b = test::insertLink(links, u"kept"_s, u"https://example.org/kept"_s).id;
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        HitBatch batch;
        batch.counts[a] = {3, 1, now * 1000};
        batch.counts[b] = {1, 0, now * 1000};
        batch.visits[VisitKey{a, now - 5, false, u"news.example"_s, u"Firefox"_s}] = 2;
        batch.visits[VisitKey{a, now - 5, false, {}, u"Firefox"_s, u"https://example.org/clr?x=1"_s}] = 1;
        batch.visits[VisitKey{a, now - 5, true, {}, u"Googlebot"_s}] = 1;
        batch.visits[VisitKey{b, now, false, {}, {}}] = 1;
        QVERIFY(visits.applyHits(batch).ok());

        const auto cleared = visits.clear(a);
        QVERIFY(cleared.ok());
        QCOMPARE(cleared->visits, 4);
        QCOMPARE(visits.count({.linkId = a}).value(), 0);
        QCOMPARE(links.getById(a)->hits, 0);
        QCOMPARE(links.getById(a)->botHits, 0);
        QVERIFY(!links.getById(a)->lastHitAt.isValid());
        QCOMPARE(visits.count({.linkId = b}).value(), 1);
        // A visit after the clear stays when the clear is undone.
        HitBatch later;
        later.counts[a] = {1, 0, now * 1000 + 1};
        later.visits[VisitKey{a, now, false, {}, {}}] = 1;
        QVERIFY(visits.applyHits(later).ok());
        QVERIFY(visits.restoreCleared(cleared->batch).ok());
        QCOMPARE(visits.count({.linkId = a}).value(), 5);
        QCOMPARE(links.getById(a)->hits, 4);
        QCOMPARE(links.getById(a)->botHits, 1);
        QCOMPARE(links.getById(a)->lastHitAt.toMSecsSinceEpoch(), now * 1000 + 1);
        // The redirect each visit recorded came back with it.
        QStringList redirects;
        const QList<VisitRow> rows = visits.visits({.linkId = a}).value();
        for (const VisitRow &row : rows) {
            for (qint64 i = 0; i < row.count; ++i)
                redirects << (row.toTarget ? u"target"_s : row.redirectUrl);
        }
        redirects.sort();
        QCOMPARE(redirects,
            (QStringList{u"https://example.org/clr?x=1"_s, u"target"_s, u"target"_s, u"target"_s, u"target"_s}));
        // Once restored, the batch is gone: a second undo has nothing to bring back.
        QCOMPARE(visits.restoreCleared(cleared->batch).error().kind, Error::Kind::NotFound);
        QCOMPARE(visits.count({.linkId = a}).value(), 5);

        // The API's delete: no batch, the count of single visits.
        QCOMPARE(visits.deleteOf(a).value(), 5);
        QCOMPARE(links.getById(a)->hits, 0);
        QCOMPARE(visits.totals().value().humans, 1);
    }

    void orphanVisitsHaveTheirOwnRows()
    {
        test::TempDatabase t;
        VisitStore visits(t.db);
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        HitBatch batch;
        VisitKey base{
            0, now, false, {}, u"Firefox"_s, u"https://example.org/home"_s, u"http://s.example/"_s, VisitKind::BaseUrl};
        VisitKey invalid{
            0, now - 1, true, {}, u"Googlebot"_s, {}, u"http://s.example/nope"_s, VisitKind::InvalidShortUrl};
        batch.visits[base] = 2;
        batch.visits[invalid] = 1;
        QVERIFY(visits.applyHits(batch).ok());
        QCOMPARE(visits.totals().value().humans, 0);
        const VisitTotals orphans = visits.totals(true).value();
        QCOMPARE(orphans.humans, 2);
        QCOMPARE(orphans.bots, 1);
        const auto rows = visits.visits({.orphans = true}).value();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].kind, VisitKind::BaseUrl);
        QCOMPARE(rows[0].count, 2);
        QCOMPARE(rows[0].visitedUrl, u"http://s.example/"_s);
        QCOMPARE(rows[0].redirectUrl, u"https://example.org/home"_s);
        QCOMPARE(rows[1].kind, VisitKind::InvalidShortUrl);
        QVERIFY(rows[1].redirectUrl.isEmpty());
        QCOMPARE(visits.count({.orphans = true, .orphanType = VisitKind::InvalidShortUrl}).value(), 1);
        QCOMPARE(visits.deleteOrphans().value(), 3);
        QCOMPARE(visits.totals(true).value().humans, 0);
        QCOMPARE(orphanTypeName(VisitKind::Regular404), u"regular_404"_s);
        QCOMPARE(orphanTypeFromName(u"base_url"_s), std::optional<VisitKind>(VisitKind::BaseUrl));
        QVERIFY(!orphanTypeFromName(u"pixel"_s));
    }

    void totalsAndCountsAddUpEveryRow()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        VisitStore visits(t.db);
        const qint64 a = test::insertLink(links, u"aaa"_s, u"https://example.org/aaa"_s).id;
        const qint64 b = test::insertLink(links, u"bbb"_s, u"https://example.org/bbb"_s).id;
        QCOMPARE(visits.totals().value().humans, 0);

        HitBatch batch;
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        batch.counts[a] = {5, 2, now * 1000};
        batch.counts[b] = {1, 0, now * 1000};
        batch.visits[VisitKey{a, now, false, u"news.example"_s, u"Firefox"_s}] = 3;
        batch.visits[VisitKey{a, now - 60, false, {}, u"Chrome"_s}] = 2;
        batch.visits[VisitKey{a, now, true, {}, u"Googlebot"_s}] = 2;
        batch.visits[VisitKey{b, now, false, {}, {}}] = 1;
        QVERIFY(visits.applyHits(batch).ok());

        const VisitTotals totals = visits.totals().value();
        QCOMPARE(totals.humans, 6);
        QCOMPARE(totals.bots, 2);
        QCOMPARE(visits.count({.linkId = a}).value(), 7);
        QCOMPARE(visits.count({.linkId = a, .excludeBots = true}).value(), 5);
        QCOMPARE(visits.count({}).value(), 8);
        // Offset and limit count single visits: rows standing for several are cut to the window.
        const QList<VisitRow> window = visits.visits({.linkId = a, .offset = 1, .limit = 3}).value();
        qint64 inWindow = 0;
        for (const VisitRow &row : window)
            inWindow += row.count;
        QCOMPARE(inWindow, 3);
        QCOMPARE(links.getById(a)->hits, 5);
        QCOMPARE(links.getById(a)->botHits, 2);
    }

    void aFlushOfManyDistinctLinksIsExact()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        VisitStore visits(t.db);
        // Not a multiple of any batch size a flush might write in, and one link deleted before the flush.
        constexpr int Links = 1237;
        QVERIFY(links
                    .bulkLoad(Links,
                        [](qint64 i) {
                            Link link;
                            link.code = u"d%1"_s.arg(i);
                            link.target = u"https://example.org/%1"_s.arg(i);
                            return link;
                        })
                    .ok());
        QList<qint64> ids;
        for (int i = 0; i < Links; ++i)
            ids << links.get(u"d%1"_s.arg(i))->id;
        const qint64 gone = ids[500];
        QVERIFY(links.remove(u"d500"_s).value());

        HitBatch batch;
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        qint64 humans = 0;
        qint64 bots = 0;
        QHash<qint64, qint64> rowsOf;  // link -> visit rows written
        for (int i = 0; i < Links; ++i) {
            const qint64 id = ids[i];
            const qint64 human = 1 + i % 7;
            const qint64 bot = i % 3;
            batch.counts[id] = {human, bot, (now - i % 5) * 1000};
            // Human visits spread over up to three seconds, bots in one.
            for (int s = 0; s < 1 + i % 3; ++s)
                batch.visits[VisitKey{id, now - s, false, s ? QString() : u"ref.example"_s, u"Firefox"_s}]
                    += human / (1 + i % 3) + (s == 0 ? human % (1 + i % 3) : 0);
            if (bot)
                batch.visits[VisitKey{id, now, true, {}, u"Googlebot"_s}] = bot;
            rowsOf[id] = 1 + i % 3 + (bot ? 1 : 0);
            if (id != gone) {
                humans += human;
                bots += bot;
            }
        }
        QVERIFY(visits.applyHits(batch).ok());

        const VisitTotals totals = visits.totals().value();
        QCOMPARE(totals.humans, humans);
        QCOMPARE(totals.bots, bots);
        for (int i = 0; i < Links; ++i) {
            const auto link = links.get(u"d%1"_s.arg(i));
            if (!link)
                continue;
            QCOMPARE(link->hits, 1 + i % 7);
            QCOMPARE(link->botHits, i % 3);
            QCOMPARE(link->lastHitAt.toMSecsSinceEpoch(), (now - i % 5) * 1000);
            const QList<VisitRow> rows = visits.rowsOf(link->id).value();
            QCOMPARE(rows.size(), rowsOf[link->id]);
            qint64 counted = 0;
            for (const VisitRow &row : rows) {
                counted += row.count;
                const VisitKey key{link->id, row.at.toSecsSinceEpoch(), row.bot, row.referrerHost, row.browser};
                QCOMPARE(row.count, batch.visits.value(key));
            }
            QCOMPARE(counted, 1 + i % 7 + i % 3);
        }
        QVERIFY(visits.rowsOf(gone).value().isEmpty());
    }

    void hitsJoinAnOpenTransactionOfTheThread()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        VisitStore visits(t.db);
        const qint64 id = test::insertLink(links, u"tx"_s, u"https://example.org/tx"_s).id;
        HitBatch batch;
        batch.counts[id] = {4, 0, QDateTime::currentMSecsSinceEpoch()};
        // The stores share the thread's connection and its transaction: rolling back the
        // outer one takes the hits written inside it back too.
        const auto failed = links.inTransaction([&]() -> Result<void> {
            if (auto written = visits.applyHits(batch); !written.ok())
                return written.error();
            return invalidInput(u"changed my mind"_s);
        });
        QVERIFY(!failed.ok());
        QCOMPARE(links.getById(id)->hits, 0);
        QVERIFY(links
                    .inTransaction([&]() -> Result<void> {
                        if (auto written = visits.applyHits(batch); !written.ok())
                            return written.error();
                        return {};
                    })
                    .ok());
        QCOMPARE(links.getById(id)->hits, 4);
        QCOMPARE(visits.totals().value().humans, 0);  // counts only: the batch had no visit rows
    }
};

QTEST_GUILESS_MAIN(TestVisitStore)
#include "tst_visitstore.moc"
