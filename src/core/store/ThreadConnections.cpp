#include "core/store/ThreadConnections.h"

#include "core/store/DatabaseError.h"
#include "core/store/SqliteStatement.h"

#include <QAtomicInteger>
#include <QSqlDriver>
#include <QSqlQuery>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QAtomicInteger<quint64> g_connectionSerial;

// One thread's connection to one database.
struct ThreadConnection {
    QString name;
    ThreadConnections::Transaction transaction;
    quint64 epoch = 0;
    sqlite3 *sqlite = nullptr;  // the connection's own handle where Kurz may use it (SqliteStatement)
    const QSqlDriver *driver = nullptr;  // the connection's, to notice that it was closed
    std::shared_ptr<std::unordered_map<QString, std::unique_ptr<SqliteStatement>>> statements;
};

// Connections this thread opened, removed when the thread ends.
struct ConnectionsOfThisThread {
    QHash<QString, ThreadConnection> byPrefix;  // database prefix -> this thread's connection
    ~ConnectionsOfThisThread()
    {
        for (const ThreadConnection &entry : std::as_const(byPrefix)) {
            if (entry.statements)
                entry.statements->clear();  // finalized before their connection closes
            if (QSqlDatabase::contains(entry.name)) {
                QSqlDatabase::database(entry.name, false).close();
                QSqlDatabase::removeDatabase(entry.name);
            }
        }
    }
};
thread_local ConnectionsOfThisThread t_connections;

}  // namespace

ThreadConnections::ThreadConnections(QString path, std::optional<ServerAddress> server, SqlDialect dialect)
    : m_path(std::move(path))
    , m_server(std::move(server))
    , m_dialect(dialect)
    , m_prefix(uniqueName(u"kurz"_s))
{
}

ThreadConnections::~ThreadConnections()
{
    QMutexLocker lock(&m_mutex);
    for (const auto &statements : std::as_const(m_sqliteStatements))
        statements->clear();
    for (const QString &name : std::as_const(m_connectionNames)) {
        if (QSqlDatabase::contains(name)) {
            QSqlDatabase::database(name, false).close();
            QSqlDatabase::removeDatabase(name);
        }
    }
}

QString ThreadConnections::uniqueName(const QString &stem)
{
    return stem + u'-' + QString::number(++g_connectionSerial);
}

QSqlDatabase ThreadConnections::openConnection(const QString &name) const
{
    QSqlDatabase db = QSqlDatabase::addDatabase(m_dialect.driverName(), name);
    if (m_server) {
        m_server->applyTo(db);
        db.open();
        return db;
    }
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (!db.open())
        return db;
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    q.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    q.exec(QStringLiteral("PRAGMA wal_autocheckpoint=8000"));
    return db;
}

QSqlDatabase ThreadConnections::connection()
{
    ThreadConnection &entry = t_connections.byPrefix[m_prefix];
    if (!entry.name.isEmpty())
        return QSqlDatabase::database(entry.name, false);
    entry.name = uniqueName(m_prefix);
    QSqlDatabase db = openConnection(entry.name);
    entry.sqlite = SqliteStatement::handleOf(db);
    entry.driver = db.driver();
    QMutexLocker lock(&m_mutex);
    m_connectionNames.append(entry.name);
    if (entry.sqlite) {
        entry.statements = std::make_shared<SqliteStatements>();
        m_sqliteStatements.insert(entry.name, entry.statements);
    }
    return db;
}

bool ThreadConnections::hasConnection() const
{
    const auto found = t_connections.byPrefix.constFind(m_prefix);
    return found != t_connections.byPrefix.cend() && !found->name.isEmpty();
}

SqliteStatement *ThreadConnections::sqliteStatement(const QString &sql)
{
    if (m_server)
        return nullptr;
    if (!hasConnection())
        connection();
    ThreadConnection &entry = t_connections.byPrefix[m_prefix];
    if (!entry.sqlite)
        return nullptr;
    if (!entry.driver->isOpen()) {
        // Closed through Qt's own call: its sqlite3_close failed for these statements and left
        // the handle open. Qt's calls report the closed connection from now on.
        const bool held = !entry.statements->empty();
        finalizeStatements(entry.name);
        entry.statements->clear();
        if (held)
            sqlite3_close(entry.sqlite);
        entry.sqlite = nullptr;
        return nullptr;
    }
    std::unique_ptr<SqliteStatement> &statement = (*entry.statements)[sql];
    if (!statement || !statement->isValid())
        statement = std::make_unique<SqliteStatement>(entry.sqlite, sql);
    return statement.get();
}

void ThreadConnections::finalizeStatements(const QString &name)
{
    QMutexLocker lock(&m_mutex);
    if (const auto statements = m_sqliteStatements.take(name))
        statements->clear();
}

ThreadConnections::Transaction &ThreadConnections::transaction()
{
    return t_connections.byPrefix[m_prefix].transaction;
}

void ThreadConnections::close()
{
    const QString name = t_connections.byPrefix.take(m_prefix).name;
    if (name.isEmpty())
        return;
    finalizeStatements(name);
    QSqlDatabase::database(name, false).close();
    QSqlDatabase::removeDatabase(name);
    QMutexLocker lock(&m_mutex);
    m_connectionNames.removeAll(name);
}

bool ThreadConnections::reopen()
{
    ThreadConnection &entry = t_connections.byPrefix[m_prefix];
    QSqlDatabase db = QSqlDatabase::database(entry.name, false);
    db.close();
    if (!db.open())
        return false;
    entry.transaction = {};
    ++entry.epoch;
    return true;
}

quint64 ThreadConnections::epoch() const
{
    const auto found = t_connections.byPrefix.constFind(m_prefix);
    return found == t_connections.byPrefix.cend() ? 0 : found->epoch;
}

Result<qint64> ThreadConnections::scalar(const QString &sql, const QString &what)
{
    QSqlQuery q(connection());
    if (!q.exec(sql) || !q.next())
        return databaseError(what, q.lastError());
    const qint64 value = q.value(0).toLongLong();
    q.finish();
    return value;
}

}  // namespace kurz
