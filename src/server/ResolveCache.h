#pragma once

#include "core/links/Link.h"
#include "server/CacheInvalidation.h"
#include "server/VisitLimitLedger.h"

#include <QByteArray>
#include <QHash>
#include <QString>

namespace kurz {

// What a listener needs to answer a code without the database. Times stay in the entry and
// are compared per request, so an expiry or start passes without an invalidation.
struct CacheEntry
{
    bool exists = false;        // false: no link has this code (a cached 404)
    qint64 linkId = 0;
    int status = 302;
    QByteArray response;        // the whole redirect for a request without extra path or query
    QByteArray location;        // the target, encoded
    RedirectRules rules;        // decideStatus() asks these per request
    VisitLimitLedger::Counter *counter = nullptr;  // set for links that have (had) a limit
    bool forwardQuery = true;
    bool appendPath = false;
};

// One listener thread's cache of resolved codes, bounded by bytes, consulting the shared
// invalidations before every lookup (one atomic load when nothing changed). Eviction is CLOCK
// (second chance): a hit only sets a flag, and the hand passes over recently used entries, so
// hot codes stay and eviction stays O(1) however full the cache is.
class ResolveCache
{
public:
    ResolveCache(const CacheInvalidation &invalidation, qint64 budgetBytes);

    // Null on a miss. Valid until the next insert().
    const CacheEntry *find(const QString &key)
    {
        if (m_seenEpoch != m_invalidation.epoch())
            sync();
        const auto it = m_index.constFind(key);
        if (it == m_index.cend())
            return nullptr;
        Slot &slot = m_slots[*it];
        slot.referenced = true;
        return &slot.entry;
    }
    const CacheEntry &insert(const QString &key, CacheEntry entry);
    qsizetype size() const { return m_index.size(); }
    qint64 bytes() const { return m_bytes; }

    // What an entry costs, roughly: its key, its bytes and the bookkeeping around them.
    static qint64 cost(const QString &key, const CacheEntry &entry);

private:
    struct Slot
    {
        QString key;            // empty: free
        CacheEntry entry;
        qint64 cost = 0;
        bool referenced = false;
    };

    void sync();
    void release(int slot);
    int victim();

    const CacheInvalidation &m_invalidation;
    qint64 m_budget;
    qint64 m_bytes = 0;
    quint64 m_seenEpoch = 0;
    QHash<QString, int> m_index;  // key -> slot
    QList<Slot> m_slots;
    QList<int> m_free;
    int m_hand = 0;
};

} // namespace kurz
