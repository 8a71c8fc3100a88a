#include "server/VisitLimitLedger.h"

namespace kurz {

VisitLimitLedger::Counter *VisitLimitLedger::counter(qint64 linkId, qint64 createdMs, const std::function<qint64()> &initialHits)
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

} // namespace kurz
