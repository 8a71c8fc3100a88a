#include "core/store/HitJournal.h"
#include "core/store/HitRecorder.h"
#include "core/store/LinkStore.h"

#include "support/HeldTransaction.h"
#include "support/InsertLink.h"
#include "support/TempDatabase.h"
#include "support/Threads.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QtTest>

#include <thread>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestHitRecorder : public QObject {
    Q_OBJECT

private:
    // link0 … link(N-1) to https://example.org/0 …: their ids.
    static QList<qint64> makeLinks(LinkStore &store, int n)
    {
        QList<qint64> ids;
        for (int i = 0; i < n; ++i)
            ids << test::insertLink(store, u"link%1"_s.arg(i), u"https://example.org/%1"_s.arg(i)).id;
        return ids;
    }

private Q_SLOTS:
    // A flood of made-up paths: every orphan visit is counted, but past MaxPendingOrphanRows
    // without its details, so memory holds a few rows a second instead of one a path. The
    // journal carries them (and a link visit's redirect) to their tables.
    void orphanFloodIsBoundedAndCounted()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 1);
        HitRecorder recorder(t.db);
        const qsizetype flood = HitRecorder::MaxPendingOrphanRows + 5000;
        for (qsizetype i = 0; i < flood; ++i)
            recorder.recordOrphan(VisitKind::InvalidShortUrl, false, {}, {}, u"http://s.example/r%1"_s.arg(i));
        recorder.recordOrphan(VisitKind::BaseUrl, true, {}, {}, u"http://s.example/"_s);
        recorder.record(ids[0], false, {}, u"Firefox"_s, u"https://example.org/0?utm=x"_s);
        recorder.record(ids[0], false, {}, u"Firefox"_s, {}, VisitKind::Pixel);
        // At most the cap and the detail-less rows of the seconds the loop took.
        QVERIFY2(recorder.pendingOrphanRows() <= HitRecorder::MaxPendingOrphanRows + 100,
            qPrintable(QString::number(recorder.pendingOrphanRows())));
        HitJournal journal(t.db);
        QVERIFY(HitRecorder::journalTogether({&recorder}, journal, 7));
        bool more = true;
        QVERIFY(HitRecorder::foldTogether({&recorder}, journal, 7, 0, more));
        QVERIFY(!more);
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT type, sum(count) FROM orphan_visits GROUP BY type ORDER BY type"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 1);  // invalid_short_url
        QCOMPARE(q.value(1).toLongLong(), qint64(flood));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 2);  // base_url
        QCOMPARE(q.value(1).toLongLong(), 1);
        QVERIFY(!q.next());
        QVERIFY(q.exec(u"SELECT count(*) FROM orphan_visits WHERE visited_url = ''"_s) && q.next());
        QVERIFY(q.value(0).toInt() >= 1);
        // The link's visits: its redirect, and the pixel's "none".
        QVERIFY(q.exec(u"SELECT redirect_url FROM visits WHERE link_id = %1 ORDER BY redirect_url"_s.arg(ids[0])));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), u""_s);
        QVERIFY(!q.value(0).isNull());
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), u"https://example.org/0?utm=x"_s);
        QCOMPARE(store.getById(ids[0])->hits, 2);
        QVERIFY(q.exec(u"SELECT count(*) FROM hit_journal"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void recordsAreMemoryOnlyUntilFlushed()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 1);
        HitRecorder recorder(t.db);
        QSignalSpy flushed(&recorder, &HitRecorder::flushed);
        recorder.record(ids[0], false, u"news.example"_s, u"Firefox"_s);
        recorder.record(ids[0], true);
        QCOMPARE(recorder.pendingHits(ids[0]), 1);
        QCOMPARE(store.getById(ids[0])->hits, 0);
        QVERIFY(recorder.flush());
        QCOMPARE(recorder.pendingHits(ids[0]), 0);
        const auto link = store.getById(ids[0]);
        QCOMPARE(link->hits, 1);
        QCOMPARE(link->botHits, 1);
        QVERIFY(link->lastHitAt.isValid());
        QCOMPARE(flushed.count(), 1);
        QCOMPARE(flushed.at(0).at(0).value<QList<qint64>>(), QList<qint64>{ids[0]});
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT bot, referrer_host, browser, count FROM visits ORDER BY bot"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QCOMPARE(q.value(1).toString(), u"news.example"_s);
        QCOMPARE(q.value(2).toString(), u"Firefox"_s);
        QCOMPARE(q.value(3).toInt(), 1);
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QVERIFY(!q.next());
    }

    // Hits served for a link that is deleted before they are flushed never count on a link made
    // after the delete, even one with the same code: ids are never handed out twice.
    void hitsOfADeletedLinkNeverCountOnANewOne()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 3);
        HitRecorder recorder(t.db);
        recorder.record(ids[2], false, u"chat.example"_s, u"Firefox"_s);
        recorder.record(ids[2], true);
        QVERIFY(store.remove(u"link2"_s).value());
        const Link made = test::insertLink(store, u"link2"_s, u"https://example.org/new"_s);
        QVERIFY2(made.id > ids[2], qPrintable(u"new id %1, deleted %2"_s.arg(made.id).arg(ids[2])));
        recorder.flush();
        const auto link = store.get(u"link2"_s).value();
        QCOMPARE(link.hits, 0);
        QCOMPARE(link.botHits, 0);
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT count(*) FROM visits WHERE link_id = %1"_s.arg(made.id)) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QCOMPARE(recorder.pendingHits(made.id), 0);
    }

    void aBurstOfLikeVisitsIsOneRow()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 1);
        HitRecorder recorder(t.db);
        for (int i = 0; i < 1000; ++i)
            recorder.record(ids[0], false, u"chat.example"_s, u"Chrome"_s);
        QVERIFY(recorder.flush());
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT count(*), sum(count) FROM visits"_s) && q.next());
        QVERIFY2(q.value(0).toInt() <= 2, "rows of one second");  // the burst may straddle a second
        QCOMPARE(q.value(1).toInt(), 1000);
    }

    void flushesOnDestruction()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 1);
        {
            HitRecorder recorder(t.db);
            for (int i = 0; i < 10; ++i)
                recorder.record(ids[0], false);
        }
        QCOMPARE(store.getById(ids[0])->hits, 10);
    }

    void hitsOfDeletedLinksAreDropped()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 2);
        HitRecorder recorder(t.db);
        recorder.record(ids[0], false);
        recorder.record(ids[1], false);
        QVERIFY(store.remove(u"link0"_s).value());
        QVERIFY(recorder.flush());
        QCOMPARE(store.getById(ids[1])->hits, 1);
        QVERIFY(!recorder.hasPending());
    }

    void recordersFlushedTogetherWriteOneRowPerVisitAlike()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 2);
        HitRecorder a(t.db);
        HitRecorder b(t.db);
        QSignalSpy flushedA(&a, &HitRecorder::flushed);
        QSignalSpy flushedB(&b, &HitRecorder::flushed);
        const qint64 first = QDateTime::currentSecsSinceEpoch();
        for (int i = 0; i < 50; ++i) {
            a.record(ids[0], false, {}, u"Firefox"_s);
            b.record(ids[0], false, {}, u"Firefox"_s);
        }
        b.record(ids[1], true);
        const qint64 last = QDateTime::currentSecsSinceEpoch();
        QVERIFY(HitRecorder::flushTogether({&a, &b}));
        QCOMPARE(store.getById(ids[0])->hits, 100);
        QCOMPARE(store.getById(ids[1])->botHits, 1);
        QCOMPARE(a.writtenCount(), 50);
        QCOMPARE(b.writtenCount(), 51);
        QVERIFY(!a.hasPending() && !b.hasPending());
        QCOMPARE(flushedA.count(), 1);
        QCOMPARE(flushedB.at(0).at(0).value<QList<qint64>>().size(), 2);
        // Two listener threads' visits alike in everything but the thread are one row.
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT count(*), sum(count) FROM visits WHERE link_id = %1"_s.arg(ids[0])));
        QVERIFY(q.next());
        QVERIFY2(q.value(0).toLongLong() <= last - first + 1, qPrintable(q.value(0).toString()));
        QCOMPARE(q.value(1).toLongLong(), 100);
        QVERIFY(HitRecorder::flushTogether({&a, &b}));  // nothing pending: nothing to write
        QCOMPARE(flushedA.count(), 1);
    }

    void failedFlushKeepsEveryHit()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 1);
        HitRecorder recorder(t.db);
        QSignalSpy failed(&recorder, &HitRecorder::flushFailed);
        for (int i = 0; i < 5; ++i)
            recorder.record(ids[0], false);
        // Another connection holds the write lock (PostgreSQL: a lock on the table) past the
        // time the flush waits for it (another Database has connections of its own, also on
        // this thread).
        auto blocker = Database::open(t.path());
        QVERIFY(blocker.ok());
        QSqlQuery lock((*blocker)->connection());
        QVERIFY(lock.exec(t.onServer() ? u"BEGIN"_s : u"BEGIN IMMEDIATE"_s));
        if (t.onServer())
            QVERIFY(lock.exec(u"LOCK TABLE links IN EXCLUSIVE MODE"_s));
        QSqlQuery shorten(t.db->connection());
        QVERIFY(shorten.exec(t.onServer() ? u"SET lock_timeout = 50"_s : u"PRAGMA busy_timeout=50"_s));
        QVERIFY(!recorder.flush());
        QCOMPARE(failed.count(), 1);
        recorder.record(ids[0], false);
        QCOMPARE(recorder.pendingHits(ids[0]), 6);
        QVERIFY(lock.exec(u"ROLLBACK"_s));
        QVERIFY(recorder.flush());
        QCOMPARE(store.getById(ids[0])->hits, 6);
    }

    // A flush and another instance's bulk edit lock the same links in opposite orders; when
    // PostgreSQL aborts the flush to break the deadlock (40P01), it runs again at once: no
    // hit is lost and the flush is not reported as failed.
    void flushThatLosesADeadlockRunsAgain()
    {
        if (test::TempDatabase::server().isEmpty())
            QSKIP("PostgreSQL only (the _pg run): SQLite has one writer at a time");
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 2);
        test::HeldTransaction edit(t);  // another instance's bulk edit: the second link first
        QCOMPARE(edit.exec(u"UPDATE links SET notes = 'bulk' WHERE id = %1"_s.arg(ids[1])), QString());
        HitRecorder recorder(t.db);
        QSignalSpy failed(&recorder, &HitRecorder::flushFailed);
        for (const qint64 id : ids) {
            recorder.record(id, false);
            recorder.record(id, false);
        }
        bool flushed = false;
        std::thread flusher([&] {
            flushed = recorder.flush();  // in id order: the first link, then waits for the second
            t.db->closeThreadConnection();
        });
        QTRY_VERIFY_WITH_TIMEOUT(edit.someoneWaits(), 20000);
        QCOMPARE(edit.exec(u"UPDATE links SET notes = 'bulk' WHERE id = %1"_s.arg(ids[0])), QString());
        QCOMPARE(edit.commit(), QString());
        flusher.join();
        QVERIFY(flushed);
        QCOMPARE(failed.count(), 0);
        for (const qint64 id : ids) {
            QCOMPARE(store.getById(id)->hits, 2);
            QCOMPARE(store.getById(id)->notes, u"bulk"_s);
        }
    }

    // A full disk (SQLite's max_page_count) fails every flush. Reads, which
    // redirects need, keep working; hits are kept in bounded memory, retried at each flush
    // and all counted once writing works again.
    void fullDiskKeepsHitsBoundedAndCountsThemWhenWritingWorksAgain()
    {
        test::TempDatabase t;
        if (t.onServer())
            QSKIP("max_page_count is SQLite's");
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 1);
        HitRecorder recorder(t.db);
        QSqlQuery q(t.db->connection());  // the flushes below run on this thread's connection
        QVERIFY(q.exec(u"PRAGMA page_count"_s) && q.next());
        QVERIFY(q.exec(u"PRAGMA max_page_count=%1"_s.arg(q.value(0).toLongLong())));
        const int hits = HitRecorder::MaxPendingVisitRows + 5000;
        for (int i = 0; i < hits; ++i)
            recorder.record(ids[0], false, u"r%1.example"_s.arg(i));  // a visit row each
        QCOMPARE(recorder.pendingVisitRows(), HitRecorder::MaxPendingVisitRows);
        QCOMPARE(recorder.droppedVisits(), 5000);
        QSignalSpy failed(&recorder, &HitRecorder::flushFailed);
        QVERIFY(!recorder.flush());
        QVERIFY(failed.constLast().constFirst().toString().contains(u"full"_s));
        QCOMPARE(store.get(u"link0"_s)->target, u"https://example.org/0"_s);
        QCOMPARE(recorder.pendingHits(ids[0]), hits);
        for (int i = 0; i < 1000; ++i)
            recorder.record(ids[0], false, u"more%1.example"_s.arg(i));
        QVERIFY(!recorder.flush());  // retried, still full
        QCOMPARE(recorder.pendingVisitRows(), HitRecorder::MaxPendingVisitRows);
        QCOMPARE(recorder.droppedVisits(), 6000);

        QVERIFY(q.exec(u"PRAGMA max_page_count=1073741823"_s));
        QVERIFY(recorder.flush());
        QCOMPARE(store.getById(ids[0])->hits, hits + 1000);
        QVERIFY(!recorder.hasPending());
    }

    void concurrentRecordingAndFlushingIsExact()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto ids = makeLinks(store, 10);
        HitRecorder recorder(t.db);
        constexpr int Threads = 8, PerThread = 12500;  // 100,000 hits
        std::atomic<int> running = Threads;
        std::thread flusher([&] {
            while (running.load() > 0)
                recorder.flush();
            recorder.flush();
            t.db->closeThreadConnection();
        });
        test::runOnThreads(Threads, [&](int i) {
            for (int n = 0; n < PerThread; ++n)
                recorder.record(ids[(i + n) % ids.size()], n % 4 == 0);
            --running;
        });
        flusher.join();
        QVERIFY(!recorder.hasPending());

        qint64 hits = 0, bots = 0;
        for (qint64 id : ids) {
            const auto link = store.getById(id);
            hits += link->hits;
            bots += link->botHits;
        }
        QCOMPARE(hits + bots, qint64(Threads) * PerThread);
        QCOMPARE(bots, qint64(Threads) * PerThread / 4);
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT sum(count), sum(bot * count) FROM visits"_s) && q.next());
        QCOMPARE(q.value(0).toLongLong(), qint64(Threads) * PerThread);
        QCOMPARE(q.value(1).toLongLong(), bots);
    }
};

QTEST_GUILESS_MAIN(TestHitRecorder)
#include "tst_hitrecorder.moc"
