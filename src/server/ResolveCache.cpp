#include "server/ResolveCache.h"


namespace kurz {

ResolveCache::ResolveCache(const CacheInvalidation &invalidation, int capacity)
    : m_invalidation(invalidation)
    , m_capacity(std::max(1, capacity))
    , m_seenEpoch(invalidation.epoch())
{
}

void ResolveCache::sync()
{
    QStringList keys;
    quint64 now = 0;
    if (!m_invalidation.changesSince(m_seenEpoch, keys, now)) {
        m_entries.clear();
    } else {
        for (const QString &key : std::as_const(keys)) {
            if (key.isEmpty())
                m_entries.removeIf([](const auto &entry) { return !entry.value().exists; });
            else
                m_entries.remove(key);
        }
    }
    m_seenEpoch = now;
}

const CacheEntry &ResolveCache::insert(const QString &key, CacheEntry entry)
{
    // An arbitrary victim keeps eviction O(1); hot codes come straight back.
    if (m_entries.size() >= m_capacity && !m_entries.contains(key))
        m_entries.erase(m_entries.begin());
    return *m_entries.insert(key, std::move(entry));
}

} // namespace kurz
