#include "server/CacheInvalidation.h"

namespace kurz {

void CacheInvalidation::invalidate(const QString &key)
{
    QMutexLocker lock(&m_mutex);
    const quint64 next = m_epoch.load(std::memory_order_relaxed) + 1;
    m_log.append({next, key});
    if (m_log.size() > LogSize)
        m_log.remove(0, m_log.size() - LogSize);
    m_epoch.store(next, std::memory_order_release);
}

void CacheInvalidation::invalidate(const QStringList &keys)
{
    if (keys.size() >= LogSize)
        return invalidateAll();
    QMutexLocker lock(&m_mutex);
    quint64 next = m_epoch.load(std::memory_order_relaxed);
    for (const QString &key : keys)
        m_log.append({++next, key});
    if (m_log.size() > LogSize)
        m_log.remove(0, m_log.size() - LogSize);
    m_epoch.store(next, std::memory_order_release);
}

void CacheInvalidation::invalidateAll()
{
    QMutexLocker lock(&m_mutex);
    const quint64 next = m_epoch.load(std::memory_order_relaxed) + 1;
    m_fullEpoch = next;
    m_log.clear();
    m_epoch.store(next, std::memory_order_release);
}

bool CacheInvalidation::changesSince(quint64 seen, QStringList &keys, quint64 &now) const
{
    QMutexLocker lock(&m_mutex);
    now = m_epoch.load(std::memory_order_relaxed);
    if (m_fullEpoch > seen || m_log.isEmpty() || m_log.first().first > seen + 1)
        return now == seen;
    for (const auto &entry : m_log) {
        if (entry.first > seen)
            keys.append(entry.second);
    }
    return true;
}

}  // namespace kurz
