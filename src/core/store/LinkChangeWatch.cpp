#include "core/store/LinkChangeWatch.h"

#include "core/store/LinkChanges.h"
#include "core/store/ThreadConnections.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QHash>
#include <QLoggingCategory>
#include <QPointer>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>

#include <atomic>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace kurz {

// One thread's watch of its connection to one database, and that connection's back-off.
struct WatchedConnection {
    bool lost = false;
    int backoffMs = 0;
    QDeadlineTimer retryAt;
    QPointer<QObject> watcher;  // watch() on this connection, for as long as it lives
    std::function<void(bool)> onConnection;  // the watcher's: told when the connection is lost and back
    QPointer<QTimer> coalesce;  // gathers a burst of notifications
    QPointer<QTimer> health;  // looks whether the watched connection is still open
    bool attempting = false;  // a watched connection's server is being asked on a thread of its own
    QPointer<QTimer> attempt;  // polls for that attempt's answer
    quint64 attempts = 0;  // which attempt's answer is awaited
};

namespace {

// What PostgreSQL's triggers NOTIFY when links change (schema 2).
const QString LinksChannel = QStringLiteral("kurz_links");

// This thread's watched connections, by ThreadConnections::prefix().
thread_local QHash<QString, WatchedConnection> t_watched;

// Opens and closes a connection to `server` on a thread of its own, as opening can wait until
// connect_timeout when packets are dropped; tells `done` on `context`'s thread whether it opened.
// Nothing waits for that thread: quitting meanwhile leaves it to end with the process. The
// answer is polled for, not signalled: a signal from that thread could outlive `context`, and
// ThreadSanitizer cannot follow Qt's hand-over of it (see core/util/ThreadCall.h). Returns the
// timer that polls, a child of `context`.
QTimer *tryConnecting(
    const ServerAddress &server, const QString &name, QObject *context, std::function<void(bool)> done)
{
    enum Answer { Waiting, Opened, Failed };
    auto answer = std::make_shared<std::atomic<int>>(Waiting);
    QThread *attempt = QThread::create([server, name, answer] {
        bool opened = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(SqlDialect(SqlDialect::Kind::PostgreSQL).driverName(), name);
            server.applyTo(db);
            opened = db.open();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        answer->store(opened ? Opened : Failed, std::memory_order_release);
    });
    // Deleted by the main thread: the asking thread may end first (a listener stopped).
    if (QCoreApplication::instance())
        attempt->moveToThread(QCoreApplication::instance()->thread());
    QObject::connect(attempt, &QThread::finished, attempt, &QObject::deleteLater, Qt::DirectConnection);
    attempt->start();
    auto *poll = new QTimer(context);
    QObject::connect(poll, &QTimer::timeout, context, [poll, answer, done = std::move(done)] {
        const int said = answer->load(std::memory_order_acquire);
        if (said == Waiting)
            return;
        poll->stop();
        poll->deleteLater();
        done(said == Opened);
    });
    poll->start(50);
    return poll;
}

}  // namespace

LinkChangeWatch::LinkChangeWatch(
    ThreadConnections &connections, std::optional<ServerAddress> server, SqlDialect dialect, LinkChanges &changes)
    : m_connections(connections)
    , m_server(std::move(server))
    , m_dialect(dialect)
    , m_changes(changes)
{
}

Result<qint64> LinkChangeWatch::linksGeneration() const
{
    return m_connections.scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'links_generation'"),
        QCoreApplication::translate("kurz::Database", "Cannot read whether links changed"));
}

Result<qint64> LinkChangeWatch::linksGenerationForWrite() const
{
    return m_connections.scalar(u"SELECT value FROM meta WHERE key = 'links_generation'"_s + m_dialect.lockRows(),
        u"Cannot read whether links changed"_s);
}

Result<qint64> LinkChangeWatch::newestLinkId() const
{
    return m_connections.scalar(QStringLiteral("SELECT coalesce(max(id), 0) FROM links"),
        QCoreApplication::translate("kurz::Database", "Cannot read the newest link"));
}

Result<qint64> LinkChangeWatch::dataVersion() const
{
    if (m_dialect.kind() != SqlDialect::Kind::SQLite)
        return qint64(-1);
    return m_connections.scalar(QStringLiteral("PRAGMA data_version"),
        QCoreApplication::translate("kurz::Database", "Cannot read whether the database changed"));
}

Result<void> LinkChangeWatch::observe(LinkChanges::Cause cause)
{
    const auto generation = linksGeneration();
    if (!generation)
        return generation.error();
    const auto newest = newestLinkId();
    if (!newest)
        return newest.error();
    m_changes.observe(*generation, *newest, cause);
    return {};
}

bool LinkChangeWatch::watch(QObject *context, std::function<void(bool answers)> onConnection)
{
    if (!m_server)
        return false;
    QSqlDriver *driver = m_connections.connection().driver();
    WatchedConnection &entry = t_watched[m_connections.prefix()];
    if (onConnection)
        entry.onConnection = std::move(onConnection);
    if (!entry.watcher) {
        // A burst of notifications (creates through the API) is looked at once, 20 ms later;
        // Notified: another connection's among them (this one's own writes are known).
        using Cause = LinkChanges::Cause;
        auto cause = std::make_shared<Cause>(Cause::Polled);
        auto *coalesce = new QTimer(context);
        coalesce->setSingleShot(true);
        coalesce->setInterval(20);
        QObject::connect(coalesce, &QTimer::timeout, context, [this, cause] {
            if (auto observed = observe(std::exchange(*cause, Cause::Polled)); !observed.ok())
                qCWarning(lcStore).noquote() << observed.error().message;
        });
        QObject::connect(driver, &QSqlDriver::notification, coalesce,
            [coalesce, cause](const QString &, QSqlDriver::NotificationSource source) {
                if (source == QSqlDriver::OtherSource)
                    *cause = Cause::Notified;
                if (!coalesce->isActive())
                    coalesce->start();
            });
        entry.watcher = context;
        entry.coalesce = coalesce;
    }
    // A connection opened again has lost its subscription (recoverConnection() renews it).
    if (!driver->subscribedToNotifications().contains(LinksChannel) && !driver->subscribeToNotification(LinksChannel))
        qCWarning(lcStore).noquote() << "Cannot listen for changes to links:" << driver->lastError().text();
    // The driver reads notifications as they arrive; when the server ended the connection, that
    // read finds it closed and libpq marks it so. Looking at that mark costs no round trip: once a
    // second, so that the connection comes back without waiting for a statement to fail.
    if (!entry.health) {
        entry.health = new QTimer(context);
        QObject::connect(entry.health, &QTimer::timeout, context, [this, context] {
            // The watch ends with the thread's connection (forgetThread()).
            const auto it = t_watched.constFind(m_connections.prefix());
            if (it == t_watched.cend() || it->watcher != context || it->lost || !m_connections.hasConnection())
                return;
            if (!m_connections.connection().driver()->isOpen())
                keepReconnecting();
        });
        entry.health->start(1000);
    }
    return true;
}

void LinkChangeWatch::keepReconnecting()
{
    const auto it = t_watched.find(m_connections.prefix());
    if (it == t_watched.end() || !m_connections.hasConnection() || !it->watcher || it->attempting
        || !connectionLost(*it))
        return;
    QObject *watcher = it->watcher;
    if (!it->retryAt.hasExpired()) {
        QTimer::singleShot(it->retryAt.remainingTime() + 10, watcher, [this] { keepReconnecting(); });
        return;
    }
    // Only once the server has answered another connection is this thread's opened again: quickly.
    it->attempting = true;
    const quint64 attempt = ++it->attempts;
    it->attempt = tryConnecting(*m_server, ThreadConnections::uniqueName(m_connections.prefix() + u"-attempt"_s),
        watcher, [this, watcher, attempt](bool answers) {
            // The watcher may have moved to a thread whose connection this is not, or this one was closed.
            const auto it = t_watched.find(m_connections.prefix());
            if (it == t_watched.end() || it->watcher != watcher || it->attempts != attempt)
                return;
            it->attempting = false;
            if (!answers)
                backOff(*it);
            else if (reopen(*it))
                return;
            keepReconnecting();
        });
}

bool LinkChangeWatch::recoverConnection()
{
    if (!m_server || !m_connections.hasConnection())
        return false;
    WatchedConnection &entry = t_watched[m_connections.prefix()];
    if (!connectionLost(entry))
        return false;
    // A watched thread has an event loop: it never waits for the server itself, but opens its
    // connection again later, once the server has answered an attempt on another thread.
    if (entry.watcher) {
        keepReconnecting();
        return false;
    }
    return entry.retryAt.hasExpired() && reopen(entry);
}

bool LinkChangeWatch::connectionLost(WatchedConnection &entry)
{
    if (entry.lost)
        return true;
    if (m_connections.transaction().depth > 0)
        return false;  // a failed transaction fails every statement until it ends
    if (QSqlQuery probe(m_connections.connection()); probe.exec(QStringLiteral("SELECT 1")))
        return false;  // the statement failed, not the connection
    qCWarning(lcStore).noquote() << "Lost the connection to the database" << m_server->display() << "- reconnecting";
    entry.lost = true;
    entry.backoffMs = 500;
    entry.retryAt = QDeadlineTimer(0);
    if (entry.watcher && entry.onConnection)
        entry.onConnection(false);
    return true;
}

// The next attempt waits twice as long as the last, up to 30 s.
void LinkChangeWatch::backOff(WatchedConnection &entry)
{
    entry.retryAt = QDeadlineTimer(entry.backoffMs);
    entry.backoffMs = std::min(entry.backoffMs * 2, 30000);
}

bool LinkChangeWatch::reopen(WatchedConnection &entry)
{
    if (!m_connections.reopen()) {
        backOff(entry);
        return false;
    }
    entry.lost = false;
    qCWarning(lcStore).noquote() << "Reconnected to the database" << m_server->display();
    if (entry.watcher) {
        watch(entry.watcher);
        // What changed meanwhile was not told: look.
        if (auto observed = observe(); !observed.ok())
            qCWarning(lcStore).noquote() << observed.error().message;
    }
    if (entry.watcher && entry.onConnection)
        entry.onConnection(true);
    return true;
}

void LinkChangeWatch::forgetThread()
{
    const WatchedConnection entry = t_watched.take(m_connections.prefix());
    // The watch ends with the connection: its timers would run on, and move with their object.
    delete entry.coalesce;
    delete entry.health;
    delete entry.attempt;  // its thread ends by itself, unheard
}

}  // namespace kurz
