#include "core/store/LinkStore.h"

#include "support/TempDatabase.h"

#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// decideStatus(): the one decision of what a request for a link gets, asked through a stored link.
class TestLinkStatus : public QObject {
    Q_OBJECT

private:
    // The injected clock: every decision is taken at a chosen moment.
    const QDateTime m_now = QDateTime(QDate(2027, 3, 1), QTime(12, 0), Qt::UTC);

private Q_SLOTS:
    void statusFollowsDatesLimitAndDisabling_data()
    {
        QTest::addColumn<int>("validFromSecs");  // relative to now; 0 = unset
        QTest::addColumn<int>("expiresSecs");  // relative to now; 0 = unset
        QTest::addColumn<qint64>("maxVisits");  // 0 = unset
        QTest::addColumn<qint64>("hits");
        QTest::addColumn<qint64>("pending");
        QTest::addColumn<bool>("disabled");
        QTest::addColumn<int>("status");

        auto row = [](const char *name, int from, int expires, qint64 max, qint64 hits, qint64 pending, bool disabled,
                       LinkStatus s) {
            QTest::newRow(name) << from << expires << max << hits << pending << disabled << int(s);
        };
        row("live", 0, 0, 0, 0, 0, false, LinkStatus::Live);
        row("expires later", 0, 60, 0, 0, 0, false, LinkStatus::Live);
        row("expired a second ago", 0, -1, 0, 0, 0, false, LinkStatus::Expired);
        row("not yet valid", 60, 0, 0, 0, 0, false, LinkStatus::Scheduled);
        row("valid since a second", -1, 0, 0, 0, 0, false, LinkStatus::Live);
        row("under the limit", 0, 0, 5, 4, 0, false, LinkStatus::Live);
        row("limit reached", 0, 0, 5, 5, 0, false, LinkStatus::LimitReached);
        row("limit reached by pending hits", 0, 0, 5, 3, 2, false, LinkStatus::LimitReached);
        row("disabled", 0, 0, 0, 0, 0, true, LinkStatus::Disabled);
        row("disabled beats expired", 0, -1, 0, 0, 0, true, LinkStatus::Disabled);
        row("scheduled with a later expiry", 60, 120, 0, 0, 0, false, LinkStatus::Scheduled);
    }

    void statusFollowsDatesLimitAndDisabling()
    {
        QFETCH(int, validFromSecs);
        QFETCH(int, expiresSecs);
        QFETCH(qint64, maxVisits);
        QFETCH(qint64, hits);
        QFETCH(qint64, pending);
        QFETCH(bool, disabled);
        QFETCH(int, status);

        test::TempDatabase t;
        LinkStore store(t.db);
        Link link;
        link.code = u"abc"_s;
        link.target = u"https://example.org/"_s;
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
            QVERIFY(VisitStore(store.database()).applyHits(batch).ok());
        }
        const auto stored = store.get(u"abc"_s);
        QVERIFY(stored);
        QCOMPARE(int(stored->status(m_now, pending)), status);
        // The listener asks the same function with its cached rules and counted hits.
        QCOMPARE(int(decideStatus(stored->rules(), m_now.toMSecsSinceEpoch(), hits + pending)), status);
    }

    void limitsTakeEffectAtTheirExactValue()
    {
        RedirectRules rules;
        rules.expiresAtMs = 1000;
        QCOMPARE(decideStatus(rules, 999, 0), LinkStatus::Live);
        QCOMPARE(decideStatus(rules, 1000, 0), LinkStatus::Expired);
        rules = {};
        rules.validFromMs = 1000;
        QCOMPARE(decideStatus(rules, 999, 0), LinkStatus::Scheduled);
        QCOMPARE(decideStatus(rules, 1000, 0), LinkStatus::Live);
        rules = {};
        rules.maxVisits = 0;  // a limit of zero is reached at once
        QCOMPARE(decideStatus(rules, 0, 0), LinkStatus::LimitReached);
    }

    void botHitsDoNotCountTowardTheLimit()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link link;
        link.code = u"bots"_s;
        link.target = u"https://example.org/"_s;
        link.maxVisits = 1;
        const auto inserted = store.insert(link);
        HitBatch batch;
        batch.counts[inserted->id].botHits = 50;
        QVERIFY(VisitStore(store.database()).applyHits(batch).ok());
        QCOMPARE(store.get(u"bots"_s)->status(m_now), LinkStatus::Live);
    }
};

QTEST_GUILESS_MAIN(TestLinkStatus)
#include "tst_linkstatus.moc"
