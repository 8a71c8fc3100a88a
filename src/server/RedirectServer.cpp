#include "server/RedirectServer.h"

#include "core/settings/Settings.h"
#include "core/store/Database.h"
#include "core/store/HitRecorder.h"
#include "core/util/ThreadCall.h"
#include "server/Apis.h"
#include "server/HitFlusher.h"
#include "server/Listener.h"
#include "server/ServerState.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QThread>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcServer)

namespace kurz {

namespace {

// Linux gives each thread a nice value of its own: raising this thread's by 5 (a third of the
// CPU share when it competes with the caller's thread) leaves the caller's thread as it was.
void lowerThreadPriority()
{
#ifdef Q_OS_LINUX
    const auto tid = id_t(::syscall(SYS_gettid));
    errno = 0;
    const int nice = ::getpriority(PRIO_PROCESS, tid);
    if (errno == 0 && ::setpriority(PRIO_PROCESS, tid, std::min(nice + 5, 19)) != 0)
        qCWarning(lcServer) << "Cannot lower the priority of" << QThread::currentThread()->objectName()
                            << ::strerror(errno);
#endif
}

struct SocketAddress {
    sockaddr_storage storage{};
    socklen_t length = 0;

    SocketAddress(const QHostAddress &address, quint16 port)
    {
        if (address.protocol() == QAbstractSocket::IPv6Protocol) {
            auto *in6 = reinterpret_cast<sockaddr_in6 *>(&storage);
            in6->sin6_family = AF_INET6;
            in6->sin6_port = htons(port);
            const Q_IPV6ADDR bytes = address.toIPv6Address();
            std::memcpy(&in6->sin6_addr, bytes.c, 16);
            in6->sin6_scope_id = address.scopeId().toUInt();
            length = sizeof(sockaddr_in6);
        } else {
            auto *in4 = reinterpret_cast<sockaddr_in *>(&storage);
            in4->sin_family = AF_INET;
            in4->sin_port = htons(port);
            in4->sin_addr.s_addr = htonl(address.toIPv4Address());
            length = sizeof(sockaddr_in);
        }
    }
    const sockaddr *get() const { return reinterpret_cast<const sockaddr *>(&storage); }
};

int makeSocket(bool ipv6, bool reusePort, int flags)
{
    const int fd = ::socket(ipv6 ? AF_INET6 : AF_INET, SOCK_STREAM | SOCK_CLOEXEC | flags, 0);
    if (fd < 0)
        return fd;
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (reusePort)
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, sizeof one);
    if (ipv6)
        ::setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof one);
    return fd;
}

}  // namespace

RedirectServer::RedirectServer(std::shared_ptr<Database> database, Settings &settings, QObject *parent)
    : QObject(parent)
    , m_database(std::move(database))
    , m_settings(settings)
{
    m_apiRoutes = standardApis(m_database, m_settings);
}

RedirectServer::~RedirectServer()
{
    stop();
}

void RedirectServer::setListenAddress(const QString &hostPort)
{
    m_listenOverride = hostPort;
}

bool RedirectServer::addApiHandler(const QString &prefix, ApiHandlerFactory factory)
{
    for (ApiRoute &route : m_apiRoutes) {
        if (route.prefix == prefix) {
            route.factory = std::move(factory);
            return true;
        }
    }
    if (!prefix.startsWith(u"/."_s) || prefix.size() <= 2)
        return false;
    m_apiRoutes.append({prefix, InternalRoutes::Access::Anyone, std::move(factory)});
    return true;
}

QString RedirectServer::settingHint() const
{
    return m_listenOverride.isEmpty() ? QCoreApplication::translate("kurz::RedirectServer", "in Settings → Server")
                                      : QCoreApplication::translate("kurz::RedirectServer", "with --listen HOST:PORT");
}

Result<QList<int>> RedirectServer::openSockets(ServerConfig &config, int count) const
{
    const bool ipv6 = config.address.protocol() == QAbstractSocket::IPv6Protocol;
    const auto failure = [&](int error) {
        QString message;
        switch (error) {
        case EADDRINUSE:
            message = QCoreApplication::translate(
                "kurz::RedirectServer", "Port %1 is in use by another program — choose another port %2")
                          .arg(config.port)
                          .arg(settingHint());
            break;
        case EADDRNOTAVAIL:
            message = QCoreApplication::translate(
                "kurz::RedirectServer", "%1 is not an address of this machine — choose another listen address %2")
                          .arg(config.host, settingHint());
            break;
        case EACCES:
            message = QCoreApplication::translate("kurz::RedirectServer",
                "Port %1 is reserved for the system administrator — choose a port from 1024 up %2")
                          .arg(config.port)
                          .arg(settingHint());
            break;
        default:
            message = QCoreApplication::translate(
                "kurz::RedirectServer", "Cannot listen on %1:%2 (%3) — choose another address %4")
                          .arg(config.host)
                          .arg(config.port)
                          .arg(QString::fromLocal8Bit(std::strerror(error)), settingHint());
        }
        return Error{Error::Kind::Conflict, message, u"listen"_s};
    };

    // A plain bind first: SO_REUSEPORT alone would quietly share the port with another
    // listener of this user instead of reporting it taken.
    const int probe = makeSocket(ipv6, false, 0);
    if (probe < 0)
        return failure(errno);
    const SocketAddress wanted(config.address, config.port);
    if (::bind(probe, wanted.get(), wanted.length) != 0) {
        const int error = errno;
        ::close(probe);
        return failure(error);
    }
    if (config.port == 0) {
        sockaddr_storage bound{};
        socklen_t length = sizeof bound;
        ::getsockname(probe, reinterpret_cast<sockaddr *>(&bound), &length);
        config.port = ntohs(ipv6 ? reinterpret_cast<sockaddr_in6 *>(&bound)->sin6_port
                                 : reinterpret_cast<sockaddr_in *>(&bound)->sin_port);
    }
    ::close(probe);

    QList<int> sockets;
    const SocketAddress address(config.address, config.port);
    for (int i = 0; i < count; ++i) {
        const int fd = makeSocket(ipv6, true, SOCK_NONBLOCK);
        if (fd < 0 || ::bind(fd, address.get(), address.length) != 0 || ::listen(fd, SOMAXCONN) != 0) {
            const int error = errno;
            if (fd >= 0)
                ::close(fd);
            for (int open : std::as_const(sockets))
                ::close(open);
            return failure(error);
        }
        sockets.append(fd);
    }
    return sockets;
}

QThread *RedirectServer::makeThread(const QString &name)
{
    auto *thread = new QThread(this);
    thread->setObjectName(name);
    if (m_yieldToCaller)
        connect(thread, &QThread::started, thread, lowerThreadPriority, Qt::DirectConnection);
    return thread;
}

Result<QUrl> RedirectServer::start()
{
    if (isRunning())
        return m_url;
    auto config = ServerConfig::fromSettings(m_settings, m_listenOverride, m_reservedCores);
    if (!config)
        return config.error();
    auto sockets = openSockets(config.value(), config->threads);
    if (!sockets)
        return sockets.error();

    m_state = std::make_shared<ServerState>();
    m_state->config = *config;
    m_state->url = config->url();
    m_state->database = m_database;
    m_state->apiRoutes = m_apiRoutes;
    m_state->kind = QCoreApplication::instance() && QCoreApplication::instance()->inherits("QApplication") ? u"window"_s
                                                                                                           : u"serve"_s;
    m_state->started = QDateTime::currentDateTimeUtc();
    // Every process sharing the database signs alike, so a cookie holds across instances.
    m_state->passwordSecret = m_database->secret(u"link-passwords"_s).toLatin1();
    m_state->cache = std::make_unique<ResolveCache>(m_state->invalidation, config->cacheBytes);
    m_state->metrics.setThreads(config->threads);
    for (int i = 0; i < config->threads; ++i) {
        m_state->recorders.push_back(std::make_shared<HitRecorder>(m_database));
    }

    acceptCalls();  // this thread is told of the flushes (below)
    m_flusherThread = makeThread(u"kurz-hits"_s);
    m_flusher = new HitFlusher(m_state);
    m_flusher->moveToThread(m_flusherThread);
    // Told on the flusher's thread, handed to this one where ThreadSanitizer can see it (ThreadCall.h).
    connect(
        m_flusher, &HitFlusher::flushed, this,
        [this](const QList<qint64> &ids) { postToThreadOf(this, [this, ids] { Q_EMIT hitsFlushed(ids); }); },
        Qt::DirectConnection);
    connect(
        m_flusher, &HitFlusher::databaseReachable, this,
        [this](bool reachable) { postToThreadOf(this, [this, reachable] { Q_EMIT databaseReachable(reachable); }); },
        Qt::DirectConnection);
    // Every change to links in this process reaches the caches at once, on the writer's thread.
    // Connected before the threads start and let go after they end, so that ThreadSanitizer
    // sees the connection handed over (with the threads' start and the last call on each).
    m_changes = connect(
        &m_database->linkChanges(), &LinkChanges::changed, this,
        [state = m_state](const LinkChange &change) { forget(*state, change); }, Qt::DirectConnection);
    startAcceptingCalls(m_flusherThread);
    callOnThreadOf(m_flusher, [flusher = m_flusher] { flusher->start(); });

    Result<void> opened;
    for (int i = 0; i < config->threads; ++i) {
        Worker worker;
        worker.thread = makeThread(QStringLiteral("kurz-listener-%1").arg(i));
        worker.listener = new Listener(m_state, i);
        worker.listener->moveToThread(worker.thread);
        startAcceptingCalls(worker.thread);
        m_workers.push_back(worker);
        if (opened.ok()) {
            const qintptr fd = sockets->at(i);
            opened = callOnThreadOf(worker.listener, [listener = worker.listener, fd] { return listener->open(fd); });
        }
        if (!opened.ok())
            ::close(sockets->at(i));
    }
    if (!opened.ok()) {
        stop();
        return opened.error();
    }
    m_url = m_state->url;
    Q_EMIT stateChanged();
    return m_url;
}

void RedirectServer::stop()
{
    if (!m_state)
        return;
    for (Worker &worker : m_workers) {
        callOnThreadOf(worker.listener, [listener = worker.listener, owner = thread()] { listener->close(owner); });
        m_servedBefore += worker.listener->served();
        worker.thread->quit();
        worker.thread->wait();
        delete worker.listener;
        delete worker.thread;
    }
    m_workers.clear();
    // Every listener has stopped recording: this flush is the last.
    callOnThreadOf(m_flusher, [flusher = m_flusher, owner = thread()] { flusher->finish(owner); });
    disconnect(m_changes);
    m_flusherThread->quit();
    m_flusherThread->wait();
    delete m_flusher;
    m_flusher = nullptr;
    delete m_flusherThread;
    m_flusherThread = nullptr;
    m_state.reset();
    const bool wasRunning = !m_url.isEmpty();
    m_url.clear();
    if (wasRunning)
        Q_EMIT stateChanged();
}

bool RedirectServer::isRunning() const
{
    return !m_url.isEmpty();
}

QUrl RedirectServer::url() const
{
    return m_url;
}

quint64 RedirectServer::requestsServed() const
{
    quint64 served = m_servedBefore;
    for (const Worker &worker : m_workers)
        served += worker.listener->served();
    return served;
}

void RedirectServer::forget(ServerState &state, const LinkChange &change)
{
    CacheInvalidation &invalidation = state.invalidation;
    // A link may have brought a domain or taken its last away; redirects move the generation.
    state.domains.markStale();
    if (change.kind == LinkChange::Kind::External)
        return invalidation.invalidateAll();
    if (change.codes.isEmpty())  // new links too many to name
        return invalidation.invalidateMissing();
    // A code is cached under each known domain too (Listener::cacheKey): all of them go.
    const QList<QByteArray> domains = state.domains.names();
    if (!state.config.caseInsensitive && domains.isEmpty())
        return invalidation.invalidate(change.codes);
    QStringList keys;
    keys.reserve(change.codes.size() * (domains.size() + 1));
    for (const QString &code : change.codes) {
        const QString key = state.config.caseInsensitive ? code.toLower() : code;
        keys.append(key);
        for (const QByteArray &domain : domains)
            keys.append(QString::fromLatin1(domain) + u'/' + key);
    }
    invalidation.invalidate(keys);
}

}  // namespace kurz
