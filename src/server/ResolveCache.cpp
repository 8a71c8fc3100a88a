#include "server/ResolveCache.h"

#include <mutex>

namespace kurz {

ResolveCache::ResolveCache(const CacheInvalidation &invalidation, qint64 budgetBytes)
    : m_invalidation(invalidation)
    , m_shardBudget(std::max<qint64>(budgetBytes, 64 * 1024) / Shards)
{
    for (Shard &shard : m_shards)
        shard.seenEpoch.store(invalidation.epoch(), std::memory_order_relaxed);
}

// The rules' URLs twice (text and encoded) and their conditions' words, roughly.
static qint64 rulesCost(const CacheEntry &entry)
{
    qint64 bytes = 0;
    for (qsizetype i = 0; i < entry.targetRules.size(); ++i) {
        const TargetRule &rule = entry.targetRules[i];
        bytes += 64 + rule.longUrl.size() * 2 + entry.ruleLocations[i].size();
        for (const TargetCondition &condition : rule.conditions)
            bytes += 96 + (condition.key.size() + condition.value.size()) * 2 + condition.networks.size() * 48;
    }
    return bytes;
}

qint64 ResolveCache::cost(QByteArrayView key, const CacheEntry &entry)
{
    // Hash node and slot, the key, the response and location buffers with their headers.
    constexpr qint64 Overhead = 160;
    return Overhead + key.size() + entry.response.size() + entry.location.size() + entry.passwordHash.size() * 2
        + entry.networks.size() * 48 + rulesCost(entry);
}

quint64 ResolveCache::hashOf(QByteArrayView key)
{
    // FNV-1a, cheap for short codes, then mixed (MurmurHash3's finalizer): alone it spreads
    // codes alike but for their last character over a third of the shards. Computed once a
    // lookup: it picks the shard and is the key of the shard's index (the code is compared
    // in the slot).
    quint64 hash = 0xcbf29ce484222325ULL;
    for (const char c : key)
        hash = (hash ^ uchar(c)) * 0x100000001b3ULL;
    hash = (hash ^ (hash >> 33)) * 0xff51afd7ed558ccdULL;
    return hash ^ (hash >> 33);
}

ResolveCache::Found ResolveCache::find(QByteArrayView key)
{
    const quint64 hash = hashOf(key);
    const size_t index = hash % Shards;
    Shard &shard = m_shards[index];
    if (shard.seenEpoch.load(std::memory_order_acquire) != m_invalidation.epoch()) {
        const std::unique_lock lock(shard.mutex);
        sync(shard, index);
    }
    Found found;
    found.m_lock = std::shared_lock(shard.mutex);
    const auto it = std::as_const(shard.index).constFind(hash);
    if (it == shard.index.cend())
        return {};
    Slot &slot = shard.cells[size_t(*it)];
    if (slot.key != key)
        return {};
    // Written only when it changes: a hot entry's line stays shared between the threads' caches.
    if (!slot.referenced.load(std::memory_order_relaxed))
        slot.referenced.store(true, std::memory_order_relaxed);
    found.m_entry = &slot.entry;
    return found;
}

void ResolveCache::release(Shard &shard, int slot)
{
    Slot &s = shard.cells[size_t(slot)];
    shard.index.remove(s.hash);
    shard.bytes -= s.cost;
    m_bytes.fetch_sub(s.cost, std::memory_order_relaxed);
    m_size.fetch_sub(1, std::memory_order_relaxed);
    s.key = QByteArray();
    s.entry = CacheEntry{};
    s.cost = 0;
    s.referenced.store(false, std::memory_order_relaxed);
    shard.free.append(slot);
}

void ResolveCache::clear(Shard &shard)
{
    m_bytes.fetch_sub(shard.bytes, std::memory_order_relaxed);
    m_size.fetch_sub(shard.index.size(), std::memory_order_relaxed);
    shard.index.clear();
    shard.cells.clear();
    shard.free.clear();
    shard.bytes = 0;
    shard.hand = 0;
}

void ResolveCache::sync(Shard &shard, size_t index)
{
    const quint64 seen = shard.seenEpoch.load(std::memory_order_relaxed);
    if (seen == m_invalidation.epoch())
        return;  // another thread did it while this one waited for the lock
    QStringList keys;
    quint64 now = 0;
    if (!m_invalidation.changesSince(seen, keys, now)) {
        clear(shard);
    } else {
        for (const QString &key : std::as_const(keys)) {
            if (key.isEmpty()) {
                for (size_t i = 0; i < shard.cells.size(); ++i) {
                    if (!shard.cells[i].key.isEmpty() && !shard.cells[i].entry.exists)
                        release(shard, int(i));
                }
                continue;
            }
            const QByteArray bytes = key.toLatin1();
            const quint64 hash = hashOf(bytes);
            if (hash % Shards != index)
                continue;
            if (const auto it = shard.index.constFind(hash);
                it != shard.index.cend() && shard.cells[size_t(*it)].key == bytes)
                release(shard, *it);
        }
    }
    shard.seenEpoch.store(now, std::memory_order_release);
}

int ResolveCache::victim(Shard &shard)
{
    // Two sweeps at most: the first clears every reference flag it passes.
    for (;;) {
        if (size_t(shard.hand) >= shard.cells.size())
            shard.hand = 0;
        Slot &slot = shard.cells[size_t(shard.hand)];
        if (!slot.key.isEmpty() && !slot.referenced.load(std::memory_order_relaxed))
            return shard.hand++;
        slot.referenced.store(false, std::memory_order_relaxed);
        ++shard.hand;
    }
}

bool ResolveCache::staleSince(quint64 loadedAt, QByteArrayView key, const CacheEntry &entry) const
{
    QStringList keys;
    quint64 now = 0;
    if (!m_invalidation.changesSince(loadedAt, keys, now))
        return true;
    const QLatin1StringView code(key.data(), key.size());
    for (const QString &changed : std::as_const(keys)) {
        if (changed.isEmpty() ? !entry.exists : changed == code)
            return true;
    }
    return false;
}

void ResolveCache::insert(QByteArrayView key, CacheEntry entry, quint64 loadedAt)
{
    const quint64 hash = hashOf(key);
    const size_t index = hash % Shards;
    Shard &shard = m_shards[index];
    const std::unique_lock lock(shard.mutex);
    sync(shard, index);
    // Later changes reach this entry through the next sync; earlier ones are checked here.
    if (shard.seenEpoch.load(std::memory_order_relaxed) != loadedAt && staleSince(loadedAt, key, entry))
        return;
    // The same code, or another with the same hash: either way it makes room for this one.
    if (const auto it = shard.index.constFind(hash); it != shard.index.cend())
        release(shard, *it);
    const qint64 cost = ResolveCache::cost(key, entry);
    while (shard.bytes + cost > m_shardBudget && !shard.index.isEmpty())
        release(shard, victim(shard));
    int slot;
    if (!shard.free.isEmpty()) {
        slot = shard.free.takeLast();
    } else {
        slot = int(shard.cells.size());
        shard.cells.emplace_back();
    }
    Slot &s = shard.cells[size_t(slot)];
    s.key = key.toByteArray();
    s.hash = hash;
    s.entry = std::move(entry);
    s.cost = cost;
    s.referenced.store(false, std::memory_order_relaxed);
    shard.bytes += cost;
    m_bytes.fetch_add(cost, std::memory_order_relaxed);
    m_size.fetch_add(1, std::memory_order_relaxed);
    shard.index.insert(hash, slot);
}

}  // namespace kurz
