#pragma once

#include "core/links/UserAgent.h"
#include "core/store/VisitStore.h"
#include "server/ApiHandler.h"
#include "server/ApiKeyCache.h"
#include "server/InternalRoutes.h"
#include "server/KnownDomains.h"
#include "server/PasswordGate.h"
#include "server/ResolveCache.h"
#include "server/ServerConfig.h"
#include "server/ServerMetrics.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QSet>

#include <atomic>
#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponder;
class QTimer;
QT_END_NAMESPACE

namespace kurz {

class Connection;
class HitRecorder;
class LinkStore;
class ListenSocket;
struct SimpleRequest;
struct ServerState;

// One listener thread: a QHttpServer on its own SO_REUSEPORT socket, its own database
// connection and hit recorder; the resolve cache is the server's, shared by its threads.
// Every request goes through handle(), which tells internal routes (InternalRoutes) from
// short codes.
class Listener : public QObject {
    Q_OBJECT

public:
    Listener(std::shared_ptr<ServerState> state, int index);
    ~Listener() override;

    // On the listener thread: serve the listening socket `descriptor`.
    Result<void> open(qintptr descriptor);
    // On the listener thread: stop accepting, close every connection, release the
    // database connection; then hands this object back to `owner`.
    void close(QThread *owner);

    const ServerConfig &config() const { return m_config; }
    quint32 tick() const { return m_tick; }
    quint64 served() const { return m_served.load(std::memory_order_relaxed); }

    // Answers a simple request for a cached live link without QHttpServer; false leaves the
    // request untouched for the general path.
    bool serveSimple(Connection &connection, const SimpleRequest &request);

    // Whether a new connection from `peer` on socket `descriptor` fits the connection caps (of
    // `allowed` clients, or those of refused ones): its place in the count, or 0. An admitted
    // connection is forgotten when it closes (again when it is deleted, which does nothing more).
    quint64 admit(const QHostAddress &peer, qintptr descriptor, bool allowed);
    // Answers an admitted client outside the allowed networks 403 and closes (RefusedConnection).
    void refuse(const QHostAddress &peer, quint64 countId, qintptr descriptor);
    void adopt(Connection *connection);
    void forget(Connection *connection);

private:
    // What happens to the connection after the response.
    enum class Persistence { KeepAlive, Close, KeepAlive10 };

    struct Agent {
        bool bot = false;
        QString browser;
        // The system and device, parsed only when a link's rules first ask (device, browser).
        mutable std::optional<UserAgent> full;
    };
    struct Refusal {
        int status;
        const char *reason;
    };

    void handle(const QHttpServerRequest &request, QHttpServerResponder &responder);
    void serveCode(const QHttpServerRequest &request, const QUrl &url, Connection &connection, QString &&path,
        bool head, Persistence persistence);
    // /{code}/track: a 1x1 GIF for a live link, counted as a visit of it.
    void servePixel(const QHttpServerRequest &request, Connection &connection, const CacheEntry &entry,
        const QString &key, bool head, Persistence persistence);
    // Counts an orphan visit (nothing answered the request) of Shlink's type `kind`, with the
    // redirect given (empty: none); nothing for HEAD.
    void recordOrphan(const QHttpServerRequest &request, VisitKind kind, bool head, const QByteArray &redirectUrl = {});
    void serveInternal(const InternalRoutes::Route &route, const QHttpServerRequest &request, Connection &connection,
        const QString &path, bool head, Persistence persistence);
    // The built-in pages of the internal routes.
    InternalRoutes::Pages pages();
    // The entry for `key` (`cacheKey` in bytes) from the database, cached; nothing when the
    // database could not answer.
    std::optional<CacheEntry> load(const QString &key, const QByteArray &cacheKey, const QByteArray &domain);
    // The known short domain the request was sent to (its Host, or a trusted proxy's
    // X-Forwarded-Host); empty: the default domain.
    QByteArray domainOf(const QHttpServerRequest &request, const QHostAddress &peer);
    // The not-found redirect of that kind for a request of an internal page (home, 404); empty: none.
    QByteArray notFoundRedirect(const QHttpServerRequest &request, KnownDomains::NotFound kind);
    void refreshDomains();
    // A request that found no link: the domain's not-found redirect of that kind, else 404.
    void respondNotFound(const QHttpServerRequest &request, Connection &connection, const QByteArray &domain,
        KnownDomains::NotFound kind, QStringView code, bool head, Persistence persistence);
    // The password check of a protected link's request.
    PasswordGate::Decision passwordCheck(const QHttpServerRequest &request, const Connection &connection,
        const CacheEntry &entry, bool post, bool head, const QUrl &url);
    // Why the entry does not redirect now (404 or 410 and the reason), or nothing.
    static std::optional<Refusal> refusal(const CacheEntry &entry, bool extraPath);
    // Counts a human visit toward the link's limit; false when the limit was just reached.
    static bool takeVisit(const CacheEntry &entry, const Agent &visitor);
    // Whether the link's target is hidden from `visitor` (null for HEAD): a link with a visit
    // limit under server/hideLimitedLinksFromBots, and a bot.
    bool hiddenFrom(const CacheEntry &entry, const Agent *visitor) const;
    const Agent &agent(const QByteArray &userAgent);
    // The location a link's redirect rules choose for this request, or null for the link's own.
    const QByteArray *ruleLocation(const QHttpServerRequest &request, const Connection &connection,
        const CacheEntry &entry, const QUrl &url, const Agent *visitor);
    void respond(Connection &connection, const QByteArray &response, Persistence persistence);
    void respondError(const QHttpServerRequest &request, Connection &connection, int status, QByteArrayView reason,
        QStringView code, bool head, Persistence persistence);
    // A link that would answer 410 sends the visitor to its goneLocation instead (302).
    void respondGone(const CacheEntry &entry, Connection &connection, Persistence persistence);
    void sweep();
    QByteArray metricsText() const;
    // /.metrics with an X-Api-Key header: the 401 or 403 for a wrong, expired or out-of-scope
    // key, else nothing (the key lets a client outside the metrics clients read them).
    std::optional<HttpReply> metricsKeyRefusal(const QByteArray &key);

    std::shared_ptr<ServerState> m_state;
    const ServerConfig &m_config;
    HitRecorder *m_recorder;
    QHttpServer *m_http = nullptr;
    ListenSocket *m_socket = nullptr;
    QTimer *m_sweepTimer = nullptr;
    std::unique_ptr<LinkStore> m_store;
    std::unique_ptr<PasswordGate> m_gate;
    std::unique_ptr<DomainStore> m_domainStore;  // made when the known domains first load
    std::unique_ptr<ApiKeyCache> m_metricsKeys;  // made at the first /.metrics with a key
    ResolveCache &m_cache;
    ServerMetrics::ThreadCounts &m_counts;
    InternalRoutes m_routes;  // built in open(), with this thread's API handlers
    QHash<QByteArray, Agent> m_agents;
    QByteArray m_simpleKey;  // serveSimple's lower-cased key, reused
    QHostAddress m_internalPeer;  // the peer of the internal page being answered
    QSet<Connection *> m_connections;
    quint32 m_tick = 0;
    std::atomic<quint64> m_served{0};
};

}  // namespace kurz
