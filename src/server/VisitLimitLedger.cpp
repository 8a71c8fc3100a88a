#include "server/VisitLimitLedger.h"

#include <utility>

namespace kurz {

VisitLimitLedger::Counter *VisitLimitLedger::counter(
    qint64 linkId, qint64 createdMs, const std::function<qint64()> &initialHits)
{
    QMutexLocker lock(&m_mutex);
    std::shared_ptr<Counter> &counter = m_counters[linkId];
    if (!counter) {
        counter = std::make_shared<Counter>();
        counter->createdMs = createdMs;
        counter->hits.store(initialHits());
    } else if (counter->createdMs != createdMs) {
        counter->createdMs = createdMs;
        counter->hits.store(initialHits());
    }
    return counter.get();
}

VisitLimitLedger::Counter *VisitLimitLedger::find(qint64 linkId, qint64 createdMs)
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_counters.constFind(linkId);
    return it != m_counters.cend() && (*it)->createdMs == createdMs ? it->get() : nullptr;
}

QList<qint64> VisitLimitLedger::linkIds()
{
    QMutexLocker lock(&m_mutex);
    return m_counters.keys();
}

void VisitLimitLedger::raise(qint64 linkId, qint64 written, qint64 pending)
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_counters.constFind(linkId);
    if (it == m_counters.cend())
        return;
    std::atomic<qint64> &counter = (*it)->hits;
    const qint64 hits = written + pending;
    // Written hits only grow, but for a clear of the link's visits (the window, the API's
    // DELETE): then the count starts again from what the database says.
    const qint64 before = std::exchange((*it)->written, written);
    if (before >= 0 && written < before) {
        counter.store(hits, std::memory_order_relaxed);
        return;
    }
    for (qint64 known = counter.load(std::memory_order_relaxed); known < hits;) {
        if (counter.compare_exchange_weak(known, hits, std::memory_order_relaxed))
            break;
    }
}

}  // namespace kurz
