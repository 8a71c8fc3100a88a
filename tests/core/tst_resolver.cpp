#include "core/links/Resolver.h"
#include "core/store/LinkStore.h"

#include "TestSupport.h"

using namespace kurz;
using Outcome = Resolution::Outcome;

class TestResolver : public QObject
{
    Q_OBJECT

private:
    // The injected clock: every decision is taken at a chosen moment.
    const QDateTime m_now = QDateTime(QDate(2027, 3, 1), QTime(12, 0), Qt::UTC);

private Q_SLOTS:
    void decisions_data()
    {
        QTest::addColumn<int>("validFromSecs");   // relative to now; 0 = unset
        QTest::addColumn<int>("expiresSecs");     // relative to now; 0 = unset
        QTest::addColumn<qint64>("maxVisits");    // 0 = unset
        QTest::addColumn<qint64>("hits");
        QTest::addColumn<qint64>("pending");
        QTest::addColumn<bool>("disabled");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("status");

        auto row = [](const char *name, int from, int expires, qint64 max, qint64 hits, qint64 pending, bool disabled, Outcome o, LinkStatus s) {
            QTest::newRow(name) << from << expires << max << hits << pending << disabled << int(o) << int(s);
        };
        row("live", 0, 0, 0, 0, 0, false, Outcome::Redirect, LinkStatus::Live);
        row("expires later", 0, 60, 0, 0, 0, false, Outcome::Redirect, LinkStatus::Live);
        row("expired a second ago", 0, -1, 0, 0, 0, false, Outcome::Gone, LinkStatus::Expired);
        row("not yet valid", 60, 0, 0, 0, 0, false, Outcome::NotFound, LinkStatus::Scheduled);
        row("valid since a second", -1, 0, 0, 0, 0, false, Outcome::Redirect, LinkStatus::Live);
        row("under the limit", 0, 0, 5, 4, 0, false, Outcome::Redirect, LinkStatus::Live);
        row("limit reached", 0, 0, 5, 5, 0, false, Outcome::Gone, LinkStatus::LimitReached);
        row("limit reached by pending hits", 0, 0, 5, 3, 2, false, Outcome::Gone, LinkStatus::LimitReached);
        row("disabled", 0, 0, 0, 0, 0, true, Outcome::Gone, LinkStatus::Disabled);
        row("disabled beats expired", 0, -1, 0, 0, 0, true, Outcome::Gone, LinkStatus::Disabled);
        row("scheduled with a later expiry", 60, 120, 0, 0, 0, false, Outcome::NotFound, LinkStatus::Scheduled);
    }

    void decisions()
    {
        QFETCH(int, validFromSecs);
        QFETCH(int, expiresSecs);
        QFETCH(qint64, maxVisits);
        QFETCH(qint64, hits);
        QFETCH(qint64, pending);
        QFETCH(bool, disabled);
        QFETCH(int, outcome);
        QFETCH(int, status);

        test::TempDatabase t;
        LinkStore store(t.db);
        Link link;
        link.code = u"abc"_qs;
        link.target = u"https://example.org/"_qs;
        if (validFromSecs)
            link.validFrom = m_now.addSecs(validFromSecs);
        if (expiresSecs)
            link.expiresAt = m_now.addSecs(expiresSecs);
        if (maxVisits)
            link.maxVisits = maxVisits;
        link.disabled = disabled;
        const auto inserted = store.insert(link);
        QVERIFY(inserted.ok());
        if (hits) {
            HitBatch batch;
            batch.counts[inserted->id].hits = hits;
            QVERIFY(store.applyHits(batch).ok());
        }
        Resolver resolver(store);
        const Resolution r = resolver.resolve(u"abc"_qs, m_now, pending);
        QCOMPARE(int(r.outcome), outcome);
        QCOMPARE(int(r.status), status);
        QVERIFY(r.link.has_value());
    }

    void unknownCode()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Resolver resolver(store);
        const Resolution r = resolver.resolve(u"nothing"_qs, m_now);
        QCOMPARE(r.outcome, Outcome::NotFound);
        QVERIFY(!r.link.has_value());
    }

    void botHitsDoNotCountTowardTheLimit()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link link;
        link.code = u"bots"_qs;
        link.target = u"https://example.org/"_qs;
        link.maxVisits = 1;
        const auto inserted = store.insert(link);
        HitBatch batch;
        batch.counts[inserted->id].botHits = 50;
        QVERIFY(store.applyHits(batch).ok());
        Resolver resolver(store);
        QCOMPARE(resolver.resolve(u"bots"_qs, m_now).outcome, Outcome::Redirect);
    }
};

QTEST_GUILESS_MAIN(TestResolver)
#include "tst_resolver.moc"
