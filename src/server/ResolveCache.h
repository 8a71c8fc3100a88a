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

// One listener thread's cache of resolved codes, bounded, consulting the shared
// invalidations before every lookup (one atomic load when nothing changed).
class ResolveCache
{
public:
    ResolveCache(const CacheInvalidation &invalidation, int capacity);

    // Null on a miss. Valid until the next insert().
    const CacheEntry *find(const QString &key)
    {
        if (m_seenEpoch != m_invalidation.epoch())
            sync();
        const auto it = m_entries.constFind(key);
        return it == m_entries.cend() ? nullptr : &*it;
    }
    const CacheEntry &insert(const QString &key, CacheEntry entry);
    qsizetype size() const { return m_entries.size(); }

private:
    void sync();

    const CacheInvalidation &m_invalidation;
    qsizetype m_capacity;
    quint64 m_seenEpoch = 0;
    QHash<QString, CacheEntry> m_entries;
};

} // namespace kurz
