#include "server/Listener.h"
#include "core/util/Version.h"

#include "core/links/AliasPolicy.h"
#include "core/links/BotDetector.h"
#include "core/links/LinkNetworks.h"
#include "core/store/HitRecorder.h"
#include "core/store/LinkStore.h"
#include "server/Connection.h"
#include "server/HttpResponses.h"
#include "server/ListenSocket.h"
#include "server/PasswordGate.h"
#include "server/RefusedConnection.h"
#include "server/ServerState.h"
#include "server/SimpleRequest.h"
#include "server/shlink/ShlinkJson.h"

#include <QDateTime>
#include <QHttpServer>
#include <QLoggingCategory>
#include <QTimer>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcServer, "kurz.server", QtWarningMsg)

namespace kurz {

namespace {

constexpr int MaxAgents = 1024;  // distinct User-Agent strings remembered per thread

// Whether `host` (lower case, without port) is a host name of at most 253 characters or an
// IP address; anything else is not worth keeping.
bool isValidHost(QByteArrayView host)
{
    if (host.startsWith('[') && host.endsWith(']'))
        return QHostAddress(QString::fromLatin1(host.sliced(1, host.size() - 2))).protocol()
            == QAbstractSocket::IPv6Protocol;
    if (host.endsWith('.'))
        host.chop(1);
    if (host.isEmpty() || host.size() > 253)
        return false;
    qsizetype label = 0;
    for (const char c : host) {
        if (c == '.') {
            if (label == 0)
                return false;
            label = 0;
        } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_') {
            if (++label > 63)
                return false;
        } else {
            return false;
        }
    }
    return label > 0;
}

// The host of a Referer header, lower case, without user-info or port; empty if none or if
// it is not a valid host.
QString referrerHost(const QByteArray &referer)
{
    if (referer.isEmpty())
        return {};
    qsizetype start = referer.indexOf("://");
    start = start < 0 ? 0 : start + 3;
    qsizetype end = start;
    while (end < referer.size() && referer[end] != '/' && referer[end] != '?' && referer[end] != '#')
        ++end;
    QByteArrayView authority = QByteArrayView(referer).sliced(start, end - start);
    if (const qsizetype at = authority.lastIndexOf('@'); at >= 0)
        authority = authority.sliced(at + 1);
    if (authority.startsWith('[')) {
        const qsizetype close = authority.indexOf(']');
        authority = close > 0 ? authority.first(close + 1) : authority;
    } else if (const qsizetype colon = authority.indexOf(':'); colon >= 0) {
        authority = authority.first(colon);
    }
    const QByteArray host = authority.toByteArray().toLower();
    return isValidHost(host) ? QString::fromLatin1(host) : QString();
}

// A transparent GIF of one pixel: the answer of /{code}/track.
const QByteArray &trackingPixel()
{
    static const QByteArray gif
        = QByteArray::fromHex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b");
    return gif;
}

// Appends the request's extra path and query to a target, the target's own parameters first.
QByteArray buildLocation(QByteArray location, QStringView extraPath, const QByteArray &query)
{
    const qsizetype schemeEnd = location.indexOf("://");
    const qsizetype authorityStart = schemeEnd < 0 ? 0 : schemeEnd + 3;
    qsizetype pathEnd = location.size();
    for (qsizetype i = authorityStart; i < location.size(); ++i) {
        if (location[i] == '?' || location[i] == '#') {
            pathEnd = i;
            break;
        }
    }
    if (!extraPath.isEmpty()) {
        const bool slash = pathEnd > authorityStart && location[pathEnd - 1] == '/'
            && location.indexOf('/', authorityStart) < pathEnd;
        const QByteArray extra = (slash ? QByteArray() : QByteArray("/")) + extraPath.toUtf8();
        location.insert(pathEnd, extra);
    }
    if (!query.isEmpty()) {
        const qsizetype hash = location.indexOf('#', authorityStart);
        const qsizetype insertAt = hash < 0 ? location.size() : hash;
        const qsizetype question = location.indexOf('?', authorityStart);
        const bool hasQuery = question >= 0 && question < insertAt;
        const bool emptyQuery = hasQuery && question == insertAt - 1;
        location.insert(insertAt, (hasQuery ? (emptyQuery ? QByteArray() : QByteArray("&")) : QByteArray("?")) + query);
    }
    return location;
}

}  // namespace

Listener::Listener(std::shared_ptr<ServerState> state, int index)
    : m_state(std::move(state))
    , m_config(m_state->config)
    , m_recorder(m_state->recorders.at(size_t(index)).get())
    , m_cache(*m_state->cache)
    , m_counts(m_state->metrics.thread(index))
{
}

Listener::~Listener() = default;

Result<void> Listener::open(qintptr descriptor)
{
    m_store = std::make_unique<LinkStore>(m_state->database);
    m_store->setCaseInsensitive(m_config.caseInsensitive);
    m_gate = std::make_unique<PasswordGate>(*m_state->database, m_config, m_state->passwordSecret);
    // Opened now, while the file is surely there: should it be deleted later, a connection
    // opened only then would make a new, empty file in its place instead of reading the links.
    m_state->database->connection();
    m_routes = InternalRoutes::make(pages(), m_state->apiRoutes, m_state->url);

    m_http = new QHttpServer(this);
    // No routes: every request reaches handle(), the measured fastest path through 6.4.
    m_http->setMissingHandler(
        [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) { handle(request, responder); });
    m_socket = new ListenSocket(*this, this);
    if (!m_socket->setSocketDescriptor(descriptor))
        return Error{Error::Kind::Storage,
            QStringLiteral("Cannot serve the listening socket: %1").arg(m_socket->errorString()), {}};
    m_http->bind(m_socket);

    m_sweepTimer = new QTimer(this);
    m_sweepTimer->setTimerType(Qt::CoarseTimer);
    connect(m_sweepTimer, &QTimer::timeout, this, &Listener::sweep);
    m_sweepTimer->start(1000);
    return {};
}

void Listener::close(QThread *owner)
{
    delete m_sweepTimer;
    m_sweepTimer = nullptr;
    if (m_socket)
        m_socket->close();
    // Responses already written go out before the sockets close.
    const QSet<Connection *> connections = m_connections;
    for (Connection *connection : connections) {
        connection->flush();
        connection->disconnectFromHost();
    }
    delete m_http;  // deletes the listening socket and the connections with it
    m_http = nullptr;
    m_socket = nullptr;
    m_connections.clear();
    m_routes = {};  // the API handlers' connections are this thread's
    m_gate.reset();
    m_store.reset();
    m_state->database->closeThreadConnection();
    moveToThread(owner);
}

quint64 Listener::admit(const QHostAddress &peer, qintptr descriptor, bool allowed)
{
    if (!allowed)
        return m_state->refused.tryAdd(
            peer, int(descriptor), RefusedConnection::InTotal, RefusedConnection::PerAddress);
    return m_state->connections.tryAdd(
        peer, int(descriptor), m_config.maxConnections, m_config.maxConnectionsPerAddress);
}

void Listener::refuse(const QHostAddress &peer, quint64 countId, qintptr descriptor)
{
    RefusedConnection::answer(m_state->refused, peer, countId, descriptor, m_socket);
}

void Listener::adopt(Connection *connection)
{
    m_connections.insert(connection);
    m_state->metrics.connectionsOpen.fetch_add(1, std::memory_order_relaxed);
}

void Listener::forget(Connection *connection)
{
    if (m_connections.remove(connection))
        m_state->metrics.connectionsOpen.fetch_sub(1, std::memory_order_relaxed);
    m_state->connections.remove(connection->peer(), connection->countId());
}

void Listener::sweep()
{
    ++m_tick;
    QList<Connection *> idle;
    for (Connection *connection : std::as_const(m_connections)) {
        if (connection->expired(m_tick))
            idle.append(connection);
    }
    for (Connection *connection : std::as_const(idle)) {
        // Answers nobody reads would keep a graceful close waiting forever.
        if (connection->state() == QAbstractSocket::ClosingState || connection->bytesToWrite() > 0)
            connection->abort();
        else
            connection->disconnectFromHost();
    }
}

const Listener::Agent &Listener::agent(const QByteArray &userAgent)
{
    auto it = m_agents.constFind(userAgent);
    if (it != m_agents.cend())
        return *it;
    if (m_agents.size() >= MaxAgents)
        m_agents.clear();
    // A deep copy: the key may be raw data pointing into a socket buffer.
    return *m_agents.insert(QByteArray(userAgent.constData(), userAgent.size()),
        Agent{BotDetector::isBot(userAgent), BotDetector::browserFamily(userAgent)});
}

void Listener::respond(Connection &connection, const QByteArray &response, Persistence persistence)
{
    if (persistence == Persistence::KeepAlive)
        connection.respond(response, false);
    else
        connection.respond(HttpResponses::withConnectionHeader(response, persistence == Persistence::Close),
            persistence == Persistence::Close);
}

void Listener::respondError(const QHttpServerRequest &request, Connection &connection, int status,
    QByteArrayView reason, QStringView code, bool head, Persistence persistence)
{
    m_counts.count(ServerMetrics::outcomeOf(status));
    const bool json = HttpResponses::prefersJson(request.value("accept"));
    respond(connection, HttpResponses::error(status, reason, code.toUtf8(), json, head), persistence);
}

void Listener::respondGone(const CacheEntry &entry, Connection &connection, Persistence persistence)
{
    // As Shlink counts a visit it sends to its "invalid short URL" redirect: not on the link (its
    // count and limit stay), as an answer for a link that is gone.
    m_counts.count(ServerMetrics::Outcome::Gone);
    respond(connection, HttpResponses::redirect(302, entry.goneLocation, 0), persistence);
}

void Listener::respondNotFound(const QHttpServerRequest &request, Connection &connection, const QByteArray &domain,
    KnownDomains::NotFound kind, QStringView code, bool head, Persistence persistence)
{
    const QByteArray location
        = m_state->domains.anyRedirects() ? m_state->domains.redirect(domain, kind) : QByteArray();
    // An orphan visit of Shlink's type, with the redirect given.
    recordOrphan(request,
        kind == KnownDomains::NotFound::BaseUrl          ? VisitKind::BaseUrl
            : kind == KnownDomains::NotFound::Regular404 ? VisitKind::Regular404
                                                         : VisitKind::InvalidShortUrl,
        head, location);
    if (!location.isEmpty()) {
        m_counts.count(ServerMetrics::Outcome::Other);
        respond(connection, HttpResponses::redirect(302, location, 0), persistence);
        return;
    }
    respondError(request, connection, 404, "not-found", code, head, persistence);
}

void Listener::refreshDomains()
{
    if (!m_domainStore)
        m_domainStore = std::make_unique<DomainStore>(m_state->database);
    m_state->domains.reload(*m_domainStore);
}

QByteArray Listener::domainOf(const QHttpServerRequest &request, const QHostAddress &peer)
{
    if (m_state->domains.stale())
        refreshDomains();
    if (!m_state->domains.any())
        return {};
    const QByteArray forwarded = request.value("x-forwarded-host");
    return m_state->domains.domainOf(
        requestHost(request.value("host"), forwarded, !forwarded.isEmpty() && m_config.trustedProxies.trusts(peer)));
}

QByteArray Listener::notFoundRedirect(const QHttpServerRequest &request, KnownDomains::NotFound kind)
{
    const QByteArray domain = domainOf(request, m_internalPeer);
    return m_state->domains.anyRedirects() ? m_state->domains.redirect(domain, kind) : QByteArray();
}

void Listener::handle(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    auto &connection = *static_cast<Connection *>(responder.socket());
    m_served.fetch_add(1, std::memory_order_relaxed);
    const bool head = request.method() == QHttpServerRequest::Method::Head;

    // QHttpServer 6.4 keeps every connection open; Kurz honours Connection and HTTP/1.0.
    const RequestHead &requestHead = connection.currentHead();
    const Persistence persistence = requestHead.close ? Persistence::Close
        : requestHead.http10                          ? Persistence::KeepAlive10
                                                      : Persistence::KeepAlive;
    const QUrl url = request.url();
    QString path = url.path(QUrl::FullyEncoded);
    if (const InternalRoutes::Route *route = m_routes.find(path)) {
        serveInternal(*route, request, connection, path, head, persistence);
        return;
    }
    serveCode(request, url, connection, std::move(path), head, persistence);
}

void Listener::serveInternal(const InternalRoutes::Route &route, const QHttpServerRequest &request,
    Connection &connection, const QString &path, bool head, Persistence persistence)
{
    const InternalRoutes::Caller caller{
        request.method(), request.value("host"), connection.peerAddress(), request.value("x-forwarded-for")};
    auto refused = InternalRoutes::refusal(route, caller, m_config);
    // A metrics client is one on loopback (or the allowed networks), or one with an API key.
    const QByteArray key = request.value("x-api-key");
    if (route.access == InternalRoutes::Access::LocalMetrics && !key.isEmpty()
        && (!refused || refused->status == 403)) {
        if (const auto keyRefused = metricsKeyRefusal(key)) {
            m_counts.count(ServerMetrics::outcomeOf(keyRefused->status));
            respond(connection,
                HttpResponses::page(
                    keyRefused->status, keyRefused->contentType, keyRefused->body, head, keyRefused->headers),
                persistence);
            return;
        }
        refused.reset();
    }
    if (refused) {
        respondError(request, connection, refused->status, refused->reason, {}, head, persistence);
        return;
    }
    m_internalPeer = connection.peerAddress();  // for the pages that tell domains apart
    const InternalRoutes::Reply reply = route.handler(request, path, head);
    m_counts.count(reply.outcome);
    respond(connection, reply.response, persistence);
}

InternalRoutes::Pages Listener::pages()
{
    using Outcome = ServerMetrics::Outcome;
    using Reply = InternalRoutes::Reply;
    const auto error = [](const QHttpServerRequest &request, int status, QByteArrayView reason, QStringView code,
                           bool head) {
        const bool json = HttpResponses::prefersJson(request.value("accept"));
        return Reply{HttpResponses::error(status, reason, code.toUtf8(), json, head), ServerMetrics::outcomeOf(status)};
    };
    InternalRoutes::Pages pages;
    pages.home = [this](const QHttpServerRequest &request, QStringView, bool head) {
        const QByteArray location = notFoundRedirect(request, KnownDomains::NotFound::BaseUrl);
        recordOrphan(request, VisitKind::BaseUrl, head, location.isEmpty() ? m_config.homeRedirect : location);
        if (!location.isEmpty())
            return Reply{HttpResponses::redirect(302, location, 0), Outcome::Other};
        if (!m_config.homeRedirect.isEmpty())
            return Reply{HttpResponses::redirect(302, m_config.homeRedirect, 0), Outcome::Other};
        static const QByteArray home = HttpResponses::htmlDocument(
            "en", "Short links", "<p>This is a Kurz link service: its short links lead to their targets.</p>\n");
        return Reply{HttpResponses::page(200, "text/html; charset=utf-8", home, head), Outcome::Other};
    };
    pages.health = [](const QHttpServerRequest &, QStringView, bool head) {
        static const QByteArray health = QByteArray("{\"status\":\"pass\",\"version\":\"") + versionText() + "\"}";
        return Reply{HttpResponses::page(200, "application/json", health, head, {{"Cache-Control", "no-store"}}),
            Outcome::Other};
    };
    pages.metrics = [this](const QHttpServerRequest &, QStringView, bool head) {
        return Reply{HttpResponses::page(200, "text/plain; version=0.0.4; charset=utf-8", metricsText(), head,
                         {{"Cache-Control", "no-store"}}),
            Outcome::Other};
    };
    pages.favicon = [](const QHttpServerRequest &, QStringView, bool head) {
        return Reply{
            HttpResponses::page(204, {}, {}, head, {{"Cache-Control", "public, max-age=86400"}}), Outcome::Other};
    };
    pages.robots = [this, error](const QHttpServerRequest &request, QStringView path, bool head) {
        // As Shlink: crawlers may follow the links marked crawlable, nothing else.
        const auto codes = m_store->crawlableCodes();
        if (!codes) {
            qCWarning(lcServer).noquote() << codes.error().message;
            return error(request, 503, "unavailable", path, head);
        }
        QByteArray robots = "User-agent: *\n";
        for (const QString &code : *codes)
            robots += "Allow: /" + QUrl::toPercentEncoding(code) + '\n';
        robots += "Disallow: /\n";
        return Reply{HttpResponses::page(200, "text/plain; charset=utf-8", robots, head), Outcome::Other};
    };
    pages.notFound = [this, error](const QHttpServerRequest &request, QStringView path, bool head) {
        const QByteArray location = notFoundRedirect(request, KnownDomains::NotFound::Regular404);
        recordOrphan(request, VisitKind::Regular404, head, location);
        if (!location.isEmpty())
            return Reply{HttpResponses::redirect(302, location, 0), Outcome::Other};
        return error(request, 404, "not-found", path, head);
    };
    return pages;
}

std::optional<CacheEntry> Listener::load(const QString &key, const QByteArray &cacheKey, const QByteArray &domain)
{
    const quint64 loadedAt = m_cache.epoch();  // before reading: an edit meanwhile keeps it out
    CacheEntry entry;
    const Result<Link> link = m_store->resolve(key, QString::fromLatin1(domain));
    if (!link && link.error().kind != Error::Kind::NotFound) {
        qCWarning(lcServer).noquote() << "cannot look up a code:" << link.error().message;
        m_state->database->linkWatch().recoverConnection();
        return std::nullopt;  // not cached: the next request asks again
    }
    if (link) {
        entry.exists = true;
        entry.linkId = link->id;
        entry.status = link->redirectStatus ? link->redirectStatus : m_config.defaultStatus;
        entry.location = QUrl(link->target).toEncoded();
        entry.response = HttpResponses::redirect(entry.status, entry.location, m_config.permanentCacheSeconds);
        entry.goneLocation = link->expiredUrl.isEmpty() ? m_config.expiredUrl : QUrl(link->expiredUrl).toEncoded();
        entry.rules = link->rules();
        entry.forwardQuery = link->forwardQuery;
        entry.appendPath = link->pathMode == PathMode::Append;
        entry.passwordHash = link->passwordHash;
        entry.targetRules = link->targetRules;
        for (const TargetRule &rule : link->targetRules)
            entry.ruleLocations.append(QUrl(rule.longUrl).toEncoded());
        entry.rulesNeedAgent = targetrules::needsUserAgent(link->targetRules);
        if (!link->networks.isEmpty()) {
            // A rule that no longer parses admits nobody (a null network holds no address).
            const auto networks = linknetworks::parse(link->networks);
            entry.networks = networks ? *networks : QList<linknetworks::Network>{{QHostAddress(), 0}};
        }
        const qint64 created = link->createdAt.toMSecsSinceEpoch();
        if (link->maxVisits) {
            // Pending hits first, then the row: a flush in between is counted twice (too
            // strict for a moment), never not at all.
            entry.counter = m_state->ledger.counter(link->id, created, [&] {
                const qint64 pending = m_state->pendingHumanHits(link->id);
                const Result<Link> fresh = m_store->getById(link->id);
                return (fresh ? fresh->hits : link->hits) + pending;
            });
        } else {
            entry.counter = m_state->ledger.find(link->id, created);
        }
    }
    m_cache.insert(cacheKey, entry, loadedAt);
    return entry;
}

std::optional<Listener::Refusal> Listener::refusal(const CacheEntry &entry, bool extraPath)
{
    if (!entry.exists)
        return Refusal{404, "not-found"};
    const qint64 hits = entry.counter ? entry.counter->hits.load(std::memory_order_relaxed) : 0;
    switch (decideStatus(entry.rules, QDateTime::currentMSecsSinceEpoch(), hits)) {
    case LinkStatus::Disabled: return Refusal{410, "disabled"};
    case LinkStatus::Expired: return Refusal{410, "expired"};
    case LinkStatus::LimitReached: return Refusal{410, "limit-reached"};
    case LinkStatus::Scheduled: return Refusal{404, "not-found"};
    case LinkStatus::Live: break;
    }
    if (extraPath && !entry.appendPath)
        return Refusal{404, "not-found"};
    return std::nullopt;
}

bool Listener::hiddenFrom(const CacheEntry &entry, const Agent *visitor) const
{
    return m_config.hideLimitedFromBots && entry.rules.maxVisits >= 0 && (!visitor || visitor->bot);
}

bool Listener::takeVisit(const CacheEntry &entry, const Agent &visitor)
{
    if (visitor.bot || !entry.counter)
        return true;
    if (entry.rules.maxVisits < 0) {
        entry.counter->hits.fetch_add(1, std::memory_order_relaxed);
        return true;
    }
    return VisitLimitLedger::take(*entry.counter, entry.rules.maxVisits);
}

void Listener::serveCode(const QHttpServerRequest &request, const QUrl &url, Connection &connection, QString &&path,
    bool head, Persistence persistence)
{
    const auto method = request.method();
    // A POST answers a protected link's form; for any other link it is 405, as before the lookup.
    const bool post = method == QHttpServerRequest::Method::Post;
    if (method != QHttpServerRequest::Method::Get && !head && !post) {
        respondError(request, connection, 405, "method-not-allowed", {}, head, persistence);
        return;
    }
    path.remove(0, 1);
    QString extraPath;
    if (const qsizetype slash = path.indexOf(u'/'); slash >= 0) {
        extraPath = path.sliced(slash + 1);
        path.truncate(slash);
    }
    QString key = m_config.caseInsensitive ? std::move(path).toLower() : std::move(path);
    const QByteArray domain = domainOf(request, connection.peerAddress());
    // The tracking pixel of a link: counted as its redirect would be, answered with an image.
    const bool pixel = extraPath == u"track" && !post;
    // Neither looked up nor cached: a flood of made-up codes must not fill the cache.
    if (!AliasPolicy::isPossibleCode(key)) {
        respondNotFound(request, connection, domain,
            key.isEmpty() ? KnownDomains::NotFound::BaseUrl : KnownDomains::NotFound::Regular404,
            key.left(AliasPolicy::MaxLength), head, persistence);
        return;
    }

    // A code of a known domain is cached apart from the default domain's (a possible code is ASCII).
    const QByteArray cacheKey = domain.isEmpty() ? key.toLatin1() : domain + '/' + key.toLatin1();
    ResolveCache::Found cached = m_cache.find(cacheKey);
    (cached ? m_counts.cacheHits : m_counts.cacheMisses).fetch_add(1, std::memory_order_relaxed);
    std::optional<CacheEntry> loaded;
    if (!cached && !(loaded = load(key, cacheKey, domain))) {
        respondError(request, connection, 503, "unavailable", key, head, persistence);
        return;
    }
    if (cached && !cached->passwordHash.isEmpty()) {
        // Not under the shard's lock while the password is checked.
        loaded = *cached;
        cached.release();
    }
    const CacheEntry &entry = cached ? *cached : *loaded;
    // A link for other networks does not exist for this client: every answer below is the
    // one an unknown code gets, byte for byte.
    const bool exists = entry.exists
        && (entry.networks.isEmpty()
            || linknetworks::contains(entry.networks,
                m_config.trustedProxies.client(connection.peerAddress(), request.value("x-forwarded-for"))));
    const bool isProtected = !entry.passwordHash.isEmpty();
    if (post && (!exists || !isProtected)) {
        respondError(request, connection, 405, "method-not-allowed", {}, head, persistence);
        return;
    }
    if (!exists) {
        // Shlink's types: a path that could name a link (or its pixel) is an invalid short URL.
        respondNotFound(request, connection, domain,
            extraPath.isEmpty() || pixel ? KnownDomains::NotFound::InvalidShortUrl : KnownDomains::NotFound::Regular404,
            key, head, persistence);
        return;
    }
    if (pixel) {
        servePixel(request, connection, entry, key, head, persistence);
        return;
    }
    if (const auto refused = refusal(entry, !extraPath.isEmpty())) {
        // As Shlink: a link that does not redirect now is not found (its visits and limit stay).
        const bool gone = refused->status == 410 && !entry.goneLocation.isEmpty();
        const VisitKind orphan = extraPath.isEmpty() ? VisitKind::InvalidShortUrl : VisitKind::Regular404;
        if (gone) {
            recordOrphan(request, orphan, head, entry.goneLocation);
            respondGone(entry, connection, persistence);
        } else if (refused->status == 404) {  // counts its orphan visit itself
            respondNotFound(request, connection, domain,
                extraPath.isEmpty() ? KnownDomains::NotFound::InvalidShortUrl : KnownDomains::NotFound::Regular404, key,
                head, persistence);
        } else {
            recordOrphan(request, orphan, head);
            respondError(request, connection, refused->status, refused->reason, key, head, persistence);
        }
        return;
    }
    QByteArray setCookie;
    if (isProtected) {
        // Checked on every request, cached entry or not: the cache holds the hash, never a pass.
        const auto gate = passwordCheck(request, connection, entry, post, head, url);
        if (!gate.pass) {
            m_counts.count(ServerMetrics::outcomeOf(gate.status));
            respond(connection, gate.response, persistence);
            return;
        }
        setCookie = gate.setCookie;
    }
    const Agent *visitor = head ? nullptr : &agent(request.value("user-agent"));
    if (!isProtected && hiddenFrom(entry, visitor)) {
        respond(connection, HttpResponses::limitedLinkForBots(cacheKey, head), persistence);
        m_counts.count(ServerMetrics::Outcome::Other);
        return;
    }
    if (visitor && !takeVisit(entry, *visitor)) {
        recordOrphan(request, VisitKind::InvalidShortUrl, head, entry.goneLocation);
        if (!entry.goneLocation.isEmpty())
            respondGone(entry, connection, persistence);
        else
            respondError(request, connection, 410, "limit-reached", key, head, persistence);
        return;
    }

    const bool forward = entry.forwardQuery && url.hasQuery();
    // A rule's URL takes the forwarded query and the extra path as the link's own target would.
    const QByteArray *ruled
        = entry.targetRules.isEmpty() ? nullptr : ruleLocation(request, connection, entry, url, visitor);
    const QByteArray &target = ruled ? *ruled : entry.location;
    // The Location sent when it is not the link's own target (the visit records it).
    QByteArray sent;
    if (isProtected) {
        // The form's answer is 303 whatever the link's status: after a 307 or 308 the browser
        // would post the password on to the target.
        const QByteArray query = forward ? url.query(QUrl::FullyEncoded).toUtf8() : QByteArray();
        const QByteArray location = buildLocation(target, extraPath, query);
        respond(connection, PasswordGate::redirect(post ? 303 : entry.status, location, setCookie), persistence);
        if (location != entry.location)
            sent = location;
    } else if (extraPath.isEmpty() && !forward && !ruled) {
        respond(connection, entry.response, persistence);
    } else {
        const QByteArray query = forward ? url.query(QUrl::FullyEncoded).toUtf8() : QByteArray();
        const QByteArray location = buildLocation(target, extraPath, query);
        respond(
            connection, HttpResponses::redirect(entry.status, location, m_config.permanentCacheSeconds), persistence);
        if (location != entry.location)
            sent = location;
    }
    m_counts.count(ServerMetrics::Outcome::Redirect);
    if (visitor)
        m_recorder->record(entry.linkId, visitor->bot, referrerHost(request.value("referer")), visitor->browser,
            sent.isEmpty() ? QString() : QString::fromUtf8(sent));
}

void Listener::servePixel(const QHttpServerRequest &request, Connection &connection, const CacheEntry &entry,
    const QString &key, bool head, Persistence persistence)
{
    // Counted as the link's redirect would be (its dates, state and visit limit, bots apart);
    // a link that would not redirect is not found, as in Shlink. No password: the image tells
    // nothing of the target.
    const Agent *visitor = head ? nullptr : &agent(request.value("user-agent"));
    if (refusal(entry, false) || (visitor && !takeVisit(entry, *visitor))) {
        recordOrphan(request, VisitKind::InvalidShortUrl, head);
        respondError(request, connection, 404, "not-found", key, head, persistence);
        return;
    }
    m_counts.count(ServerMetrics::Outcome::Other);
    respond(connection, HttpResponses::page(200, "image/gif", trackingPixel(), head, {{"Cache-Control", "no-store"}}),
        persistence);
    if (visitor)
        m_recorder->record(
            entry.linkId, visitor->bot, referrerHost(request.value("referer")), visitor->browser, {}, VisitKind::Pixel);
}

void Listener::recordOrphan(const QHttpServerRequest &request, VisitKind kind, bool head, const QByteArray &redirectUrl)
{
    if (head || request.method() != QHttpServerRequest::Method::Get)
        return;  // as a link's visits: only GET requests are counted
    const Agent &visitor = agent(request.value("user-agent"));
    m_recorder->recordOrphan(kind, visitor.bot, referrerHost(request.value("referer")), visitor.browser,
        request.url().toString(QUrl::FullyEncoded), QString::fromUtf8(redirectUrl));
}

const QByteArray *Listener::ruleLocation(const QHttpServerRequest &request, const Connection &connection,
    const CacheEntry &entry, const QUrl &url, const Agent *visitor)
{
    Visitor facts;
    if (entry.rulesNeedAgent) {
        // Once per User-Agent a thread sees (the agent cache), and never for links without
        // device or browser conditions; a HEAD request has no cached agent and parses its own.
        if (!visitor) {
            facts.agent = UserAgent::parse(request.value("user-agent"));
        } else {
            if (!visitor->full)
                visitor->full = UserAgent::complete(request.value("user-agent"), visitor->bot, visitor->browser);
            facts.agent = visitor->full;
        }
    }
    facts.acceptLanguage = request.value("accept-language");
    if (url.hasQuery())
        facts.query = url.query(QUrl::FullyEncoded).toUtf8();
    const QHostAddress peer = connection.peerAddress();
    const QHostAddress client = m_config.trustedProxies.client(peer, request.value("x-forwarded-for"));
    facts.address = client.isNull() ? peer : client;
    facts.nowMs = QDateTime::currentMSecsSinceEpoch();
    const int chosen = targetrules::firstMatch(entry.targetRules, facts);
    return chosen < 0 ? nullptr : &entry.ruleLocations[chosen];
}

PasswordGate::Decision Listener::passwordCheck(const QHttpServerRequest &request, const Connection &connection,
    const CacheEntry &entry, bool post, bool head, const QUrl &url)
{
    PasswordGate::Request asked;
    asked.post = post;
    asked.head = head;
    asked.cookie = request.value("cookie");
    asked.authorization = request.value("authorization");
    if (post)
        asked.body = request.body();
    asked.acceptLanguage = request.value("accept-language");
    const QHostAddress peer = connection.peerAddress();
    const QHostAddress client = m_config.trustedProxies.client(peer, request.value("x-forwarded-for"));
    asked.client = client.isNull() ? peer : client;
    asked.secure = m_config.trustedProxies.trusts(peer) && request.value("x-forwarded-proto").toLower() == "https";
    // The cookie's path: the code as the client wrote it, without any extra path.
    QByteArray path = url.path(QUrl::FullyEncoded).toUtf8();
    if (const qsizetype slash = path.indexOf('/', 1); slash > 0)
        path.truncate(slash);
    asked.path = path;
    return m_gate->decide(asked, entry.linkId, entry.passwordHash);
}

bool Listener::serveSimple(Connection &connection, const SimpleRequest &request)
{
    QByteArrayView key = request.code;
    if (m_state->domains.stale())
        refreshDomains();
    if (m_state->domains.any()) {
        // A code on a known domain: keyed as serveCode keys it (without a trusted proxy's
        // X-Forwarded-Host, which the simple parse does not read: such requests take the general path).
        if (!request.forwardedHost.isEmpty())
            return false;
        const QByteArray domain = m_state->domains.domainOf(requestHost(request.host, {}, false));
        if (!domain.isEmpty()) {
            m_simpleKey = domain + '/' + QByteArray(request.code.data(), request.code.size());
            if (m_config.caseInsensitive)
                m_simpleKey = m_simpleKey.toLower();  // the domain is lower case already
            key = m_simpleKey;
        }
    }
    if (key.data() == request.code.data() && m_config.caseInsensitive) {
        // Into one key kept for this: a request for a cached link allocates nothing.
        m_simpleKey.resize(key.size());
        char *lower = m_simpleKey.data();
        for (const char c : request.code)  // [A-Za-z0-9_-]: ASCII, so lower case is one addition
            *lower++ = char(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
        key = m_simpleKey;
    }
    const ResolveCache::Found entry = m_cache.find(key);
    // Only cached live links without a password, network or redirect rule: the rest take the
    // general path.
    if (!entry || refusal(*entry, false) || !entry->passwordHash.isEmpty() || !entry->networks.isEmpty()
        || !entry->targetRules.isEmpty())
        return false;
    const Agent *visitor
        = request.head ? nullptr : &agent(QByteArray::fromRawData(request.userAgent.data(), request.userAgent.size()));
    if (hiddenFrom(*entry, visitor) || (visitor && !takeVisit(*entry, *visitor)))
        return false;
    m_served.fetch_add(1, std::memory_order_relaxed);
    m_counts.count(ServerMetrics::Outcome::Redirect);
    m_counts.cacheHits.fetch_add(1, std::memory_order_relaxed);
    respond(connection, entry->response, request.close ? Persistence::Close : Persistence::KeepAlive);
    if (visitor)
        m_recorder->record(entry->linkId, visitor->bot,
            referrerHost(QByteArray::fromRawData(request.referer.data(), request.referer.size())), visitor->browser);
    return true;
}

std::optional<HttpReply> Listener::metricsKeyRefusal(const QByteArray &key)
{
    if (!m_metricsKeys)
        m_metricsKeys = std::make_unique<ApiKeyCache>(m_state->database);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto grant = m_metricsKeys->verify(QString::fromUtf8(key), now);
    if (!grant)
        return shlink::problem(
            401, u"invalid-api-key"_s, u"Invalid API key"_s, u"Provided API key does not exist or is invalid."_s);
    if (const auto missing = grant->scope.refusal(ApiAccess::Read, grant->id, now))
        return shlink::scopeMissing(*missing);
    return std::nullopt;
}

QByteArray Listener::metricsText() const
{
    ServerMetrics::Gauges gauges;
    gauges.cacheEntries = m_cache.size();
    for (const auto &recorder : m_state->recorders) {
        const quint64 written = recorder->writtenCount();
        gauges.hitsFlushed += written;
        gauges.hitsPending += recorder->recordedCount() - written;
    }
    // A server that does not answer leaves the gauge at 0 for this scrape.
    const auto bytes = m_state->database->maintenance().sizeInBytes();
    gauges.databaseBytes = bytes ? *bytes : 0;
    return m_state->metrics.render(gauges);
}

}  // namespace kurz
