#include "core/store/LinkStore.h"
#include "core/store/VisitStore.h"

#include "support/TempDatabase.h"

#include <QtTest>

using namespace kurz;

class TestVisitStore : public QObject
{
    Q_OBJECT

private:
    static qint64 makeLink(LinkStore &store, const QString &code)
    {
        Link link;
        link.code = code;
        link.target = u"https://example.org/"_qs + code;
        return store.insert(link)->id;
    }

private Q_SLOTS:
    void totalsAndCountsAddUpEveryRow()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        VisitStore visits(t.db);
        const qint64 a = makeLink(links, u"aaa"_qs);
        const qint64 b = makeLink(links, u"bbb"_qs);
        QCOMPARE(visits.totals().value().humans, 0);

        HitBatch batch;
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        batch.counts[a] = {5, 2, now * 1000};
        batch.counts[b] = {1, 0, now * 1000};
        batch.visits[VisitKey{a, now, false, u"news.example"_qs, u"Firefox"_qs}] = 3;
        batch.visits[VisitKey{a, now - 60, false, {}, u"Chrome"_qs}] = 2;
        batch.visits[VisitKey{a, now, true, {}, u"Googlebot"_qs}] = 2;
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

    void hitsJoinAnOpenTransactionOfTheThread()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        VisitStore visits(t.db);
        const qint64 id = makeLink(links, u"tx"_qs);
        HitBatch batch;
        batch.counts[id] = {4, 0, QDateTime::currentMSecsSinceEpoch()};
        // The stores share the thread's connection and its transaction: rolling back the
        // outer one takes the hits written inside it back too.
        const auto failed = links.inTransaction([&]() -> std::optional<Error> {
            if (auto written = visits.applyHits(batch); !written)
                return written.error();
            return invalidInput(u"changed my mind"_qs);
        });
        QVERIFY(failed);
        QCOMPARE(links.getById(id)->hits, 0);
        QVERIFY(!links.inTransaction([&]() -> std::optional<Error> {
            if (auto written = visits.applyHits(batch); !written)
                return written.error();
            return std::nullopt;
        }));
        QCOMPARE(links.getById(id)->hits, 4);
        QCOMPARE(visits.totals().value().humans, 0);  // counts only: the batch had no visit rows
    }
};

QTEST_GUILESS_MAIN(TestVisitStore)
#include "tst_visitstore.moc"
