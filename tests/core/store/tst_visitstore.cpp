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
