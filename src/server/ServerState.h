#pragma once

#include "core/store/HitRecorder.h"
#include "server/CacheInvalidation.h"
#include "server/ConnectionCounter.h"
#include "server/InternalRoutes.h"
#include "server/KnownDomains.h"
#include "server/ResolveCache.h"
#include "server/ServerConfig.h"
#include "server/ServerMetrics.h"
#include "server/VisitLimitLedger.h"

#include <memory>
#include <vector>

namespace kurz {

class Database;

// What the listener threads of one RedirectServer share. Set up before the threads start and
// read-only afterwards, except for the members that are thread-safe by design.
struct ServerState {
    ServerConfig config;
    QUrl url;
    std::shared_ptr<Database> database;
    CacheInvalidation invalidation;
    std::unique_ptr<ResolveCache> cache;  // all listener threads' (after invalidation: it refers to it)
    KnownDomains domains;
    ConnectionCounter connections;
    ConnectionCounter refused;  // of clients outside the allowed networks (RefusedConnection)
    VisitLimitLedger ledger;
    std::vector<std::shared_ptr<HitRecorder>> recorders;  // one per listener thread
    QList<ApiRoute> apiRoutes;  // each listener thread makes its handlers (InternalRoutes::make)
    ServerMetrics metrics;
    QString kind;  // "window" or "serve", for kurz status
    QDateTime started;
    QByteArray passwordSecret;  // signs the cookies of protected links (PasswordGate); the database's

    // Human hits recorded by any listener thread and not yet in the database.
    qint64 pendingHumanHits(qint64 linkId) const
    {
        qint64 pending = 0;
        for (const auto &recorder : recorders)
            pending += recorder->pendingHits(linkId);
        return pending;
    }
};

}  // namespace kurz
