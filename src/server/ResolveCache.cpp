#include "server/ResolveCache.h"

namespace kurz {

ResolveCache::ResolveCache(const CacheInvalidation &invalidation, qint64 budgetBytes)
    : m_invalidation(invalidation)
    , m_budget(std::max<qint64>(budgetBytes, 64 * 1024))
    , m_seenEpoch(invalidation.epoch())
{
}

qint64 ResolveCache::cost(const QString &key, const CacheEntry &entry)
{
    // Hash node and slot, the key twice (index and slot share its data), the response and
    // location buffers with their headers.
    constexpr qint64 Overhead = 160;
    return Overhead + key.size() * 2 + entry.response.size() + entry.location.size();
}

void ResolveCache::release(int slot)
{
    Slot &s = m_slots[slot];
    m_index.remove(s.key);
    m_bytes -= s.cost;
    s = Slot{};
    m_free.append(slot);
}

void ResolveCache::sync()
{
    QStringList keys;
    quint64 now = 0;
    if (!m_invalidation.changesSince(m_seenEpoch, keys, now)) {
        m_index.clear();
        m_slots.clear();
        m_free.clear();
        m_bytes = 0;
        m_hand = 0;
    } else {
        for (const QString &key : std::as_const(keys)) {
            if (key.isEmpty()) {
                for (int i = 0; i < m_slots.size(); ++i) {
                    if (!m_slots[i].key.isEmpty() && !m_slots[i].entry.exists)
                        release(i);
                }
            } else if (const auto it = m_index.constFind(key); it != m_index.cend()) {
                release(*it);
            }
        }
    }
    m_seenEpoch = now;
}

int ResolveCache::victim()
{
    // Two sweeps at most: the first clears every reference flag it passes.
    for (;;) {
        if (m_hand >= m_slots.size())
            m_hand = 0;
        Slot &slot = m_slots[m_hand];
        if (!slot.key.isEmpty() && !slot.referenced)
            return m_hand++;
        slot.referenced = false;
        ++m_hand;
    }
}

const CacheEntry &ResolveCache::insert(const QString &key, CacheEntry entry)
{
    if (const auto it = m_index.constFind(key); it != m_index.cend())
        release(*it);
    const qint64 cost = ResolveCache::cost(key, entry);
    while (m_bytes + cost > m_budget && !m_index.isEmpty())
        release(victim());
    int slot;
    if (!m_free.isEmpty()) {
        slot = m_free.takeLast();
    } else {
        slot = int(m_slots.size());
        m_slots.append(Slot{});
    }
    Slot &s = m_slots[slot];
    s.key = key;
    s.entry = std::move(entry);
    s.cost = cost;
    s.referenced = false;
    m_bytes += cost;
    m_index.insert(key, slot);
    return s.entry;
}

} // namespace kurz
