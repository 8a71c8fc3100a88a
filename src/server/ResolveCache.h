#pragma once

#include "core/links/Link.h"
#include "server/CacheInvalidation.h"
#include "server/VisitLimitLedger.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QPair>

#include <array>
#include <atomic>
#include <deque>
#include <shared_mutex>

namespace kurz {

// What a listener needs to answer a code without the database. Times stay in the entry and
// are compared per request, so an expiry or start passes without an invalidation.
struct CacheEntry {
    bool exists = false;  // false: no link has this code (a cached 404)
    qint64 linkId = 0;
    int status = 302;
    QByteArray response;  // the whole redirect for a request without extra path or query
    QByteArray location;  // the target, encoded
    // Where visitors go while the link is expired, used up or disabled (its own or the
    // server's default), encoded; empty: 410.
    QByteArray goneLocation;
    RedirectRules rules;  // decideStatus() asks these per request
    VisitLimitLedger::Counter *counter = nullptr;  // set for links that have (had) a limit
    bool forwardQuery = true;
    bool appendPath = false;
    QString passwordHash;  // not empty: a protected link, answered only through PasswordGate
    QList<QPair<QHostAddress, int>> networks;  // not empty: answered only to clients in these
    // Not empty: the link's redirect rules (TargetRules), each rule's URL encoded beside it.
    QList<TargetRule> targetRules;
    QList<QByteArray> ruleLocations;
    bool rulesNeedAgent = false;  // a device or browser condition: the User-Agent is parsed
};

// The resolved codes of all listener threads of a server, one cache for all (each code is
// loaded once, and held once), bounded by bytes. Keys are the codes' bytes (codes are ASCII).
// Readers of different codes seldom meet: the cache is split into shards by the key's hash,
// each with a reader-writer lock; a lookup holds its shard's read lock for as long as it uses
// the entry. The shared invalidations are applied before a lookup (one atomic load per
// lookup when nothing changed). Eviction is CLOCK (second chance) per shard: a hit only sets
// a flag, so hot codes stay and eviction stays O(1) however full the cache is.
class ResolveCache {
public:
    ResolveCache(const CacheInvalidation &invalidation, qint64 budgetBytes);

    // An entry found, and the read lock that keeps it valid: keep it only while answering,
    // and look nothing else up meanwhile.
    class Found {
    public:
        explicit operator bool() const { return m_entry != nullptr; }
        const CacheEntry &operator*() const { return *m_entry; }
        const CacheEntry *operator->() const { return m_entry; }
        // Lets the lock go (after copying what is needed: a password check takes milliseconds).
        void release()
        {
            m_entry = nullptr;
            if (m_lock.owns_lock())
                m_lock.unlock();
        }

    private:
        friend class ResolveCache;
        std::shared_lock<std::shared_mutex> m_lock;
        const CacheEntry *m_entry = nullptr;
    };

    Found find(QByteArrayView key);
    // Read before loading an entry from the database, and handed to insert() with it.
    quint64 epoch() const { return m_invalidation.epoch(); }
    // Caches `entry`, loaded when the invalidations stood at `loadedAt`, unless a change since
    // then may concern it (a link edited while it was being read): that one is not kept.
    void insert(QByteArrayView key, CacheEntry entry, quint64 loadedAt);
    qsizetype size() const { return m_size.load(std::memory_order_relaxed); }
    qint64 bytes() const { return m_bytes.load(std::memory_order_relaxed); }

    // What an entry costs, roughly: its key, its bytes and the bookkeeping around them.
    static qint64 cost(QByteArrayView key, const CacheEntry &entry);

    static constexpr int Shards = 64;

private:
    struct Slot {
        QByteArray key;  // empty: free
        quint64 hash = 0;  // hashOf(key)
        CacheEntry entry;
        qint64 cost = 0;
        std::atomic<bool> referenced{false};  // set under the read lock, by any reader
    };
    struct alignas(64) Shard {
        mutable std::shared_mutex mutex;
        std::atomic<quint64> seenEpoch{0};
        // The rest only under the lock: written with it held exclusively.
        QHash<quint64, int> index;  // hashOf(key) -> slot; a code whose hash another has is not held at once
        std::deque<Slot> cells;  // not "slots": a Qt keyword
        QList<int> free;
        qint64 bytes = 0;
        int hand = 0;
    };

    static quint64 hashOf(QByteArrayView key);
    // With the shard's lock held exclusively:
    void sync(Shard &shard, size_t index);
    void release(Shard &shard, int slot);
    void clear(Shard &shard);
    static int victim(Shard &shard);
    bool staleSince(quint64 loadedAt, QByteArrayView key, const CacheEntry &entry) const;

    const CacheInvalidation &m_invalidation;
    qint64 m_shardBudget;
    std::array<Shard, Shards> m_shards;
    std::atomic<qsizetype> m_size{0};
    std::atomic<qint64> m_bytes{0};
};

}  // namespace kurz
