#include "core/store/HitJournal.h"
#include "core/store/LinkStore.h"

#include "support/InsertLink.h"
#include "support/TempDatabase.h"

#include <QSqlQuery>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestHitJournal : public QObject {
    Q_OBJECT

private:
    static qint64 scalar(test::TempDatabase &t, const QString &sql)
    {
        QSqlQuery q(t.db->connection());
        if (!q.exec(sql) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }

    // Two links' hits as the listener threads gather them: visit rows and counts, the second
    // link with more hits than its visit rows (details dropped in memory).
    static HitBatch batchFor(qint64 first, qint64 second, qint64 atMs)
    {
        HitBatch batch;
        batch.counts[first] = {3, 1, atMs + 700};
        batch.visits[{first, atMs / 1000, false, u"news.example"_s, u"Firefox"_s}] = 2;
        batch.visits[{first, atMs / 1000, false, {}, u"Chrome"_s}] = 1;
        batch.visits[{first, atMs / 1000, true, {}, u"Googlebot"_s}] = 1;
        batch.counts[second] = {5, 2, atMs + 900};
        batch.visits[{second, atMs / 1000, false, {}, u"Safari"_s}] = 1;
        return batch;
    }

private Q_SLOTS:
    // The journal's rows, folded, give the counts and visit rows that writing the batch at
    // once gives; hits without details add to the counts alone.
    void foldingGivesWhatWritingAtOnceGives()
    {
        test::TempDatabase journaled, direct;
        LinkStore a(journaled.db), b(direct.db);
        const qint64 atMs = 1796000000123;
        qint64 ids[2] = {};
        for (int i = 0; i < 2; ++i) {
            ids[i] = test::insertLink(a, u"l%1"_s.arg(i), u"https://example.org/%1"_s.arg(i)).id;
            QCOMPARE(test::insertLink(b, u"l%1"_s.arg(i), u"https://example.org/%1"_s.arg(i)).id, ids[i]);
        }
        const HitBatch batch = batchFor(ids[0], ids[1], atMs);
        HitJournal journal(journaled.db);
        QVERIFY(journal.append(batch, 7).ok());
        QVERIFY(journal.append(batchFor(ids[0], ids[1], atMs + 1000), 7).ok());
        QCOMPARE(a.getById(ids[0])->hits, 0);  // not in the counts before the fold
        QCOMPARE(journal.writers().value(), QSet<qint64>{7});
        const auto folded = journal.fold(7);
        QVERIFY(folded.ok());
        QCOMPARE(*folded, (QSet<qint64>{ids[0], ids[1]}));
        QCOMPARE(scalar(journaled, u"SELECT count(*) FROM hit_journal"_s), 0);

        QVERIFY(VisitStore(direct.db).applyHits(batch).ok());
        QVERIFY(VisitStore(direct.db).applyHits(batchFor(ids[0], ids[1], atMs + 1000)).ok());
        for (const qint64 id : ids) {
            const Link x = *a.getById(id), y = *b.getById(id);
            QCOMPARE(x.hits, y.hits);
            QCOMPARE(x.botHits, y.botHits);
            QCOMPARE(x.lastHitAt, y.lastHitAt);
        }
        QCOMPARE(a.getById(ids[1])->hits, 10);
        const QString visits = u"SELECT link_id, at, bot, referrer_host, browser, count FROM visits "
                               "ORDER BY link_id, at, bot, referrer_host, browser"_s;
        QSqlQuery x(journaled.db->connection()), y(direct.db->connection());
        QVERIFY(x.exec(visits) && y.exec(visits));
        int rows = 0;
        while (y.next()) {
            QVERIFY(x.next());
            for (int c = 0; c < 6; ++c)
                QCOMPARE(x.value(c).toString(), y.value(c).toString());
            ++rows;
        }
        QVERIFY(!x.next());
        QCOMPARE(rows, 8);
        // A second fold finds nothing.
        QCOMPARE(journal.fold(7).value(), QSet<qint64>());
    }

    // A listener folds its own rows; another's stay until they are folded by their writer.
    void eachWriterFoldsItsOwnRows()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const qint64 id = test::insertLink(store, u"l"_s, u"https://example.org/"_s).id;
        HitBatch one;
        one.counts[id] = {1, 0, 1796000000000};
        one.visits[{id, 1796000000, false, {}, u"Firefox"_s}] = 1;
        HitJournal journal(t.db);
        QVERIFY(journal.append(one, 1).ok());
        QVERIFY(journal.append(one, 2).ok());
        QVERIFY(journal.append(one, 2).ok());
        QCOMPARE(journal.writers().value(), (QSet<qint64>{1, 2}));
        QVERIFY(journal.fold(1).ok());
        QCOMPARE(store.getById(id)->hits, 1);
        QCOMPARE(journal.writers().value(), QSet<qint64>{2});
        QVERIFY(journal.fold(2).ok());
        QCOMPARE(store.getById(id)->hits, 3);
        QCOMPARE(scalar(t, u"SELECT sum(count) FROM visits"_s), 3);
    }

    // A fold in parts takes the oldest rows first and says when none remain; the parts add up.
    void foldingInPartsAddsUp()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const qint64 a = test::insertLink(store, u"a"_s, u"https://example.org/a"_s).id;
        const qint64 b = test::insertLink(store, u"b"_s, u"https://example.org/b"_s).id;
        HitJournal journal(t.db);
        for (int i = 0; i < 3; ++i)
            QVERIFY(journal.append(batchFor(a, b, 1796000000000 + i * 1000), 5).ok());
        const qint64 rows = scalar(t, u"SELECT count(*) FROM hit_journal"_s);
        QCOMPARE(rows, 3 * 6);  // a: 3 visit rows; b: 1 visit row and 2 without details
        bool more = false;
        QVERIFY(journal.fold(5, 4, &more).ok());
        QVERIFY(more);
        QCOMPARE(scalar(t, u"SELECT count(*) FROM hit_journal"_s), rows - 4);
        int parts = 1;
        while (more) {
            QVERIFY(journal.fold(5, 4, &more).ok());
            ++parts;
        }
        QCOMPARE(parts, 5);
        QCOMPARE(store.getById(a)->hits, 9);
        QCOMPARE(store.getById(b)->hits, 15);
        QCOMPARE(store.getById(b)->botHits, 6);
        QCOMPARE(scalar(t, u"SELECT count(*) FROM hit_journal"_s), 0);
    }

    // Rows of a link deleted between the append and the fold are dropped; the fold succeeds.
    void rowsOfADeletedLinkAreDropped()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const qint64 kept = test::insertLink(store, u"kept"_s, u"https://example.org/k"_s).id;
        const qint64 gone = test::insertLink(store, u"gone"_s, u"https://example.org/g"_s).id;
        HitJournal journal(t.db);
        QVERIFY(journal.append(batchFor(kept, gone, 1796000000000), 3).ok());
        QVERIFY(store.remove(u"gone"_s).ok());
        const auto folded = journal.fold(3);
        QVERIFY2(folded.ok(), qPrintable(folded.ok() ? QString() : folded.error().message));
        QCOMPARE(store.getById(kept)->hits, 3);
        QCOMPARE(scalar(t, u"SELECT count(*) FROM visits WHERE link_id = %1"_s.arg(gone)), 0);
        QCOMPARE(scalar(t, u"SELECT count(*) FROM hit_journal"_s), 0);
    }
};

QTEST_GUILESS_MAIN(TestHitJournal)
#include "tst_hitjournal.moc"
