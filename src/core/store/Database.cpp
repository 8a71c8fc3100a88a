#include "core/store/Database.h"

#include "core/store/Schema.h"
#include "core/store/SqliteStatement.h"
#include "core/util/PrivateFiles.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QPointer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>

#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>

Q_LOGGING_CATEGORY(lcStore, "kurz.store", QtWarningMsg)

namespace kurz {

// One thread's connection to one database.
struct ThreadConnection
{
    QString name;
    Database::Transaction transaction;
    quint64 epoch = 0;
    bool lost = false;
    int backoffMs = 0;
    QDeadlineTimer retryAt;
    QPointer<QObject> watcher;  // watchLinkChanges() on this connection, for as long as it lives
    std::function<void(bool)> onConnection;  // the watcher's: told when the connection is lost and back
    QPointer<QTimer> coalesce;  // gathers a burst of notifications
    QPointer<QTimer> health;  // looks whether the watched connection is still open
    bool attempting = false;  // a watched connection's server is being asked on a thread of its own
    QPointer<QTimer> attempt;  // polls for that attempt's answer
    quint64 attempts = 0;     // which attempt's answer is awaited
    sqlite3 *sqlite = nullptr;  // the connection's own handle where Kurz may use it (SqliteStatement)
    const QSqlDriver *driver = nullptr;  // the connection's, to notice that it was closed
    std::shared_ptr<std::unordered_map<QString, std::unique_ptr<SqliteStatement>>> statements;
};

namespace {

QAtomicInteger<quint64> g_connectionSerial;

// What PostgreSQL's triggers NOTIFY when links change (schema 2).
const QString LinksChannel = QStringLiteral("kurz_links");

// Connections this thread opened, removed when the thread ends.
struct ThreadConnections
{
    QHash<QString, ThreadConnection> byPrefix;  // database prefix -> this thread's connection
    ~ThreadConnections()
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
thread_local ThreadConnections t_connections;

// Opens and closes a connection to `server` on a thread of its own, as opening can wait until
// connect_timeout when packets are dropped; tells `done` on `context`'s thread whether it opened.
// Nothing waits for that thread: quitting meanwhile leaves it to end with the process. The
// answer is polled for, not signalled: a signal from that thread could outlive `context`, and
// ThreadSanitizer cannot follow Qt's hand-over of it (see core/util/ThreadCall.h). Returns the
// timer that polls, a child of `context`.
QTimer *tryConnecting(const ServerAddress &server, const QString &name, QObject *context, std::function<void(bool)> done)
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

// The database's own failures in its own words (the stores' storageError adds advice of its own).
Error databaseError(const QString &what, const QSqlError &error)
{
    return Error{Error::Kind::Storage, what + u": "_qs + error.text(), {}, reasons::Storage};
}

// Reads the header fields without letting SQLite write anything to the file.
Result<bool> checkExistingFile(const QString &path)
{
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return true;
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "Cannot read %1: %2. Check the file's permissions.").arg(path, file.errorString()), {}};
    const QByteArray header = file.read(100);
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "%1 is not a Kurz database (it is not an SQLite file at all). Choose another file; this one was left untouched.").arg(path), {}};
    return true;
}

} // namespace

Database::Database(QString path, std::optional<ServerAddress> server)
    : m_path(std::move(path))
    , m_server(std::move(server))
    , m_connectionPrefix(u"kurz-"_qs + QString::number(++g_connectionSerial))
    , m_dialect(m_server ? SqlDialect::Kind::PostgreSQL : SqlDialect::Kind::SQLite)
{
}

Database::~Database()
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

Result<std::shared_ptr<Database>> Database::open(const QString &location)
{
    std::shared_ptr<Database> db;
    if (ServerAddress::isServerAddress(location)) {
        auto server = ServerAddress::parse(location);
        if (!server)
            return server.error();
        if (!QSqlDatabase::isDriverAvailable(SqlDialect(SqlDialect::Kind::PostgreSQL).driverName()))
            return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "Qt's PostgreSQL driver is not installed: install the package libqt6sql6-psql."), {}};
        db.reset(new Database(location, *server));
    } else {
        if (auto checked = checkExistingFile(location); !checked)
            return checked.error();
        // SQLite gives the -wal and -shm files the database file's mode: create it private.
        if (const QString problem = createPrivateFile(location); !problem.isEmpty())
            return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "Cannot create %1: %2. Check that the folder exists and is writable.").arg(location, problem), {}};
        db.reset(new Database(QFileInfo(location).absoluteFilePath(), std::nullopt));
    }
    if (auto initialized = db->initialize(); !initialized)
        return initialized.error();
    const QString &file = db->path();
    if (struct stat opened{}; !db->m_server && ::stat(QFile::encodeName(file).constData(), &opened) == 0) {
        db->m_fileDevice = quint64(opened.st_dev);
        db->m_fileInode = quint64(opened.st_ino);
    }
    if (const QStringList opened = makePrivate({file, file + u"-wal"_qs, file + u"-shm"_qs}); !opened.isEmpty())
        qCWarning(lcStore).noquote() << "Made" << opened.join(u", "_qs) << "readable by this user only (other users could read them).";
    return db;
}

std::optional<Error> Database::fileProblem() const
{
    if (m_server)
        return std::nullopt;
    const QByteArray path = QFile::encodeName(m_path);
    struct stat now{};
    if (::stat(path.constData(), &now) != 0 || quint64(now.st_dev) != m_fileDevice || quint64(now.st_ino) != m_fileInode) {
        return Error{Error::Kind::Storage,
                     QCoreApplication::translate("kurz::Database", "The database file %1 was deleted or replaced while Kurz had it open, so Kurz writes "
                                                                   "nothing more into it and keeps new hits in memory. Put the file back (e.g. from a "
                                                                   "backup), then restart Kurz.").arg(m_path),
                     {}, reasons::Storage};
    }
    // Root may write anyway: a file its owner made read-only is still kept as it is.
    if (!(now.st_mode & S_IWUSR) || ::access(path.constData(), W_OK) != 0) {
        return Error{Error::Kind::Storage,
                     QCoreApplication::translate("kurz::Database", "The database file %1 is read-only, so Kurz keeps new hits in memory and "
                                                                   "writes them once it may write the file again (chmod u+w).").arg(m_path),
                     {}, reasons::Storage};
    }
    return std::nullopt;
}

QSqlDatabase Database::openConnection(const QString &name) const
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

QSqlDatabase Database::connection() const
{
    ThreadConnection &entry = t_connections.byPrefix[m_connectionPrefix];
    if (!entry.name.isEmpty())
        return QSqlDatabase::database(entry.name, false);
    entry.name = m_connectionPrefix + u'-' + QString::number(++g_connectionSerial);
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

SqliteStatement *Database::sqliteStatement(const QString &sql) const
{
    if (m_server)
        return nullptr;
    const auto found = t_connections.byPrefix.constFind(m_connectionPrefix);
    if (found == t_connections.byPrefix.cend() || found->name.isEmpty())
        connection();
    ThreadConnection &entry = t_connections.byPrefix[m_connectionPrefix];
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

void Database::finalizeStatements(const QString &name) const
{
    QMutexLocker lock(&m_mutex);
    if (const auto statements = m_sqliteStatements.take(name))
        statements->clear();
}

Database::Transaction &Database::transaction() const
{
    return t_connections.byPrefix[m_connectionPrefix].transaction;
}

void Database::closeThreadConnection() const
{
    const ThreadConnection entry = t_connections.byPrefix.take(m_connectionPrefix);
    // The watch ends with the connection: its timers would run on, and move with their object.
    delete entry.coalesce;
    delete entry.health;
    delete entry.attempt;  // its thread ends by itself, unheard
    const QString name = entry.name;
    if (name.isEmpty())
        return;
    finalizeStatements(name);
    QSqlDatabase::database(name, false).close();
    QSqlDatabase::removeDatabase(name);
    QMutexLocker lock(&m_mutex);
    m_connectionNames.removeAll(name);
}

Result<bool> Database::backupTo(const QString &path, bool replace) const
{
    if (m_server)
        return Error{Error::Kind::InvalidInput, QCoreApplication::translate("kurz::Database", "A shared PostgreSQL database is backed up on the server, with pg_dump (see docs/teams.md)."), {}};
    if (QFileInfo::exists(path) && !replace)
        return Error{Error::Kind::Conflict, QCoreApplication::translate("kurz::Database", "%1 already exists. Choose a new file name for the backup.").arg(path), {}};
    // Written beside it and renamed over it: the file at `path` is always a whole backup.
    // VACUUM INTO accepts an empty file: made first, the copy is private from its first byte.
    const QString partial = path + u".partial"_qs;
    QFile::remove(partial);
    if (const QString problem = createPrivateFile(partial); !problem.isEmpty())
        return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "Cannot write the backup to %1: %2. Check that the folder exists and is writable.").arg(path, problem), {}};
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(partial);
    if (!q.exec()) {
        QFile::remove(partial);
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot write the backup to %1 (check that the folder exists and has room)").arg(path), q.lastError());
    }
    if (std::rename(QFile::encodeName(partial).constData(), QFile::encodeName(path).constData()) != 0) {
        QFile::remove(partial);
        return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "Cannot put the backup at %1: %2.").arg(path, QString::fromLocal8Bit(std::strerror(errno))), {},
                     reasons::Storage};
    }
    return true;
}

QString Database::lastErrorText(const QSqlDatabase &db) const
{
    return db.lastError().text();
}

Result<bool> Database::initialize()
{
    if (m_server)
        return initializeServer();
    // Inspect read-only first: a foreign or newer database must stay byte-identical.
    {
        const QString probeName = m_connectionPrefix + u"-probe"_qs;
        int appId = 0, version = 0, tables = 0;
        bool fresh = !QFileInfo::exists(m_path) || QFileInfo(m_path).size() == 0;
        if (!fresh) {
            QSqlDatabase probe = QSqlDatabase::addDatabase(m_dialect.driverName(), probeName);
            probe.setDatabaseName(m_path);
            probe.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=10000"));
            QString failure;
            if (probe.open()) {
                QSqlQuery q(probe);
                if (q.exec(QStringLiteral("PRAGMA application_id")) && q.next())
                    appId = q.value(0).toInt();
                else
                    failure = q.lastError().text();
                if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                    version = q.value(0).toInt();
                if (q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && q.next())
                    tables = q.value(0).toInt();
                else if (failure.isEmpty())
                    failure = q.lastError().text();
            } else {
                failure = probe.lastError().text();
            }
            probe.close();
            probe = QSqlDatabase();
            QSqlDatabase::removeDatabase(probeName);
            if (!failure.isEmpty())
                return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "Cannot read %1 as a database (%2). Choose another file; this one was left untouched.").arg(m_path, failure), {}};
            if (appId != ApplicationId && !(appId == 0 && version == 0 && tables == 0))
                return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "%1 is an SQLite database, but not a Kurz database. Choose another file; this one was left untouched.").arg(m_path), {}};
            if (version > SchemaVersion)
                return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "%1 was written by a newer Kurz (schema %2; this Kurz knows up to %3). Update Kurz to open it; the file was left untouched.")
                                                       .arg(m_path).arg(version).arg(SchemaVersion), {}};
        }
    }

    QSqlDatabase db = connection();
    if (!db.isOpen())
        return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "Cannot open %1: %2. Check that the folder exists and is writable.").arg(m_path, db.lastError().text()), {}};
    QSqlQuery q(db);
    // New files get 2 KiB pages: a create rewrites about five index pages, and halving what
    // each costs made creates 30% faster, while reads at a million links stayed as fast.
    // (An existing file keeps its page size; SQLite ignores this for it.)
    q.exec(QStringLiteral("PRAGMA page_size=2048"));
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")))
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot switch %1 to WAL mode").arg(m_path), q.lastError());
    q.finish();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot read the schema version of %1").arg(m_path), q.lastError());
    const int version = q.value(0).toInt();
    q.finish();
    if (version < SchemaVersion) {
        if (auto migrated = migrate(db); !migrated)
            return migrated.error();
    }
    return true;
}

// PostgreSQL keeps the schema version in `meta`; a database with tables but no `meta` is not Kurz's.
static Result<int> serverSchemaVersion(QSqlQuery &q, const QString &where)
{
    if (!q.exec(QStringLiteral("SELECT to_regclass('meta') IS NOT NULL, "
                               "(SELECT count(*) FROM pg_tables WHERE schemaname = current_schema())")) || !q.next())
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot read the schema version of %1").arg(where), q.lastError());
    const bool hasMeta = q.value(0).toBool();
    const qint64 tables = q.value(1).toLongLong();
    q.finish();
    if (!hasMeta) {
        if (tables > 0)
            return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "The database %1 has tables, but is not a Kurz database. Choose another database; this one was left untouched.").arg(where), {}};
        return 0;
    }
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) || !q.next())
        return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "The database %1 is not a Kurz database (no schema version). Choose another database; this one was left untouched.").arg(where), {}};
    const int version = q.value(0).toInt();
    q.finish();
    return version;
}

// The server's version ("15.18"), or why Kurz cannot use it.
static Result<QString> checkServer(QSqlDatabase &db, const ServerAddress &server)
{
    if (!db.isOpen())
        return Error{Error::Kind::Storage, server.explainFailure(db.lastError().text()), {}};
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT current_setting('server_version_num')::int, current_setting('server_version')")) || !q.next())
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot ask %1 for its version").arg(server.display()), q.lastError());
    const QString version = q.value(1).toString();
    if (auto old = Database::refuseOldServer(q.value(0).toInt(), version, server.display()))
        return *old;
    return version;
}

std::optional<Error> Database::refuseOldServer(int serverVersionNum, const QString &serverVersion, const QString &where)
{
    if (serverVersionNum >= OldestServerVersion)
        return std::nullopt;
    return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Database", "The server of %1 runs PostgreSQL %2, which is too old: Kurz needs PostgreSQL %3 "
                                                                                     "or newer. Upgrade the server, or choose another one.")
                                           .arg(where, serverVersion, QString::number(OldestServerVersion / 10000)), {}};
}

Result<bool> Database::initializeServer()
{
    QSqlDatabase db = connection();
    if (auto checked = checkServer(db, *m_server); !checked)
        return checked.error();
    return migrate(db);
}

Result<ServerDescription> Database::describeServer(const QString &address)
{
    const auto server = ServerAddress::parse(address);
    if (!server)
        return server.error();
    const QString name = u"kurz-probe-"_qs + QString::number(++g_connectionSerial);
    Result<ServerDescription> described = Error{};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(SqlDialect(SqlDialect::Kind::PostgreSQL).driverName(), name);
        server->applyTo(db);
        db.open();
        const auto version = checkServer(db, *server);
        if (!version) {
            described = version.error();
        } else {
            QSqlQuery q(db);
            const auto schema = serverSchemaVersion(q, server->display());
            if (!schema)
                described = schema.error();
            else
                described = ServerDescription{*version, *schema};
        }
    }
    QSqlDatabase::removeDatabase(name);
    return described;
}

Result<bool> Database::migrate(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(m_dialect.beginWrite()))
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot start the schema migration of %1").arg(m_path), q.lastError());
    if (const QString lock = m_dialect.migrationLock(); !lock.isEmpty() && !q.exec(lock)) {
        const QSqlError error = q.lastError();
        q.exec(QStringLiteral("ROLLBACK"));
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot lock %1 for the schema migration").arg(m_path), error);
    }
    // Another process may have migrated while we waited for the lock.
    int version = 0;
    if (m_server) {
        const auto found = serverSchemaVersion(q, m_server->display());
        if (!found) {
            q.exec(QStringLiteral("ROLLBACK"));
            return found.error();
        }
        version = *found;
    } else if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next()) {
        version = q.value(0).toInt();
    }
    q.finish();
    if (version > SchemaVersion) {
        q.exec(QStringLiteral("ROLLBACK"));
        return Error{Error::Kind::Storage, QStringLiteral("%1 was written by a newer Kurz (schema %2; this Kurz knows up to %3). Update Kurz to open it; it was left untouched.")
                                               .arg(m_path).arg(version).arg(SchemaVersion), {}};
    }
    const int from = version;
    for (; version < SchemaVersion; ++version) {
        for (const QString &statement : migrationSteps(m_dialect, version)) {
            if (!q.exec(statement)) {
                const QSqlError error = q.lastError();
                q.exec(QStringLiteral("ROLLBACK"));
                return databaseError(QCoreApplication::translate("kurz::Database", "Migrating %1 to schema %2 failed; nothing was changed").arg(m_path).arg(version + 1), error);
            }
        }
    }
    for (const QString &statement : m_dialect.markAsKurz(ApplicationId, SchemaVersion)) {
        if (!q.exec(statement)) {
            const QSqlError error = q.lastError();
            q.exec(QStringLiteral("ROLLBACK"));
            return databaseError(QCoreApplication::translate("kurz::Database", "Cannot record the schema version of %1").arg(m_path), error);
        }
    }
    if (!q.exec(QStringLiteral("COMMIT")))
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot commit the schema migration of %1").arg(m_path), q.lastError());
    if (from < SchemaVersion)
        qCInfo(lcStore) << "migrated" << m_path << "from schema" << from << "to" << SchemaVersion;
    return true;
}

QString Database::secret(const QString &name, int bytes) const
{
    QSqlDatabase db = connection();
    QByteArray random(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(random.data()), bytes / 4);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING"));
    q.addBindValue(QString(u"secret."_qs + name));
    q.addBindValue(QString::fromLatin1(random.toHex()));
    q.exec();
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(QString(u"secret."_qs + name));
    if (q.exec() && q.next())
        return q.value(0).toString();
    return {};
}

Result<qint64> Database::scalar(const QString &sql, const QString &what) const
{
    QSqlQuery q(connection());
    if (!q.exec(sql) || !q.next())
        return databaseError(what, q.lastError());
    const qint64 value = q.value(0).toLongLong();
    q.finish();
    return value;
}

Result<qint64> Database::linksGeneration() const
{
    return scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'links_generation'"), QCoreApplication::translate("kurz::Database", "Cannot read whether links changed"));
}

Result<qint64> Database::linksGenerationForWrite() const
{
    return scalar(u"SELECT value FROM meta WHERE key = 'links_generation'"_qs + m_dialect.lockRows(), u"Cannot read whether links changed"_qs);
}

Result<qint64> Database::newestLinkId() const
{
    return scalar(QStringLiteral("SELECT coalesce(max(id), 0) FROM links"), QCoreApplication::translate("kurz::Database", "Cannot read the newest link"));
}

Result<qint64> Database::dataVersion() const
{
    if (m_dialect.kind() != SqlDialect::Kind::SQLite)
        return qint64(-1);
    return scalar(QStringLiteral("PRAGMA data_version"), QCoreApplication::translate("kurz::Database", "Cannot read whether the database changed"));
}

Result<bool> Database::observeLinkChanges(bool told) const
{
    const auto generation = linksGeneration();
    if (!generation)
        return generation.error();
    const auto newest = newestLinkId();
    if (!newest)
        return newest.error();
    m_linkChanges->observe(*generation, *newest, told);
    return true;
}

bool Database::watchLinkChanges(QObject *context, std::function<void(bool answers)> onConnection) const
{
    if (!m_server)
        return false;
    QSqlDriver *driver = connection().driver();
    ThreadConnection &entry = t_connections.byPrefix[m_connectionPrefix];
    if (onConnection)
        entry.onConnection = std::move(onConnection);
    if (!entry.watcher) {
        // A burst of notifications (creates through the API) is looked at once, 20 ms later;
        // `told`: another connection's among them (this one's own writes are known).
        auto told = std::make_shared<bool>(false);
        auto *coalesce = new QTimer(context);
        coalesce->setSingleShot(true);
        coalesce->setInterval(20);
        QObject::connect(coalesce, &QTimer::timeout, context, [this, told] {
            if (auto observed = observeLinkChanges(std::exchange(*told, false)); !observed)
                qCWarning(lcStore).noquote() << observed.error().message;
        });
        QObject::connect(driver, &QSqlDriver::notification, coalesce, [coalesce, told](const QString &, QSqlDriver::NotificationSource source) {
            *told = *told || source == QSqlDriver::OtherSource;
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
            // The watch ends with the thread's connection (closeThreadConnection()).
            const auto it = t_connections.byPrefix.constFind(m_connectionPrefix);
            if (it == t_connections.byPrefix.cend() || it->watcher != context || it->lost)
                return;
            if (!QSqlDatabase::database(it->name, false).driver()->isOpen())
                keepReconnecting();
        });
        entry.health->start(1000);
    }
    return true;
}

void Database::keepReconnecting() const
{
    const auto it = t_connections.byPrefix.find(m_connectionPrefix);
    if (it == t_connections.byPrefix.end() || it->name.isEmpty() || !it->watcher || it->attempting || !connectionLost(*it))
        return;
    QObject *watcher = it->watcher;
    if (!it->retryAt.hasExpired()) {
        QTimer::singleShot(it->retryAt.remainingTime() + 10, watcher, [this] { keepReconnecting(); });
        return;
    }
    // Only once the server has answered another connection is this thread's opened again: quickly.
    it->attempting = true;
    const quint64 attempt = ++it->attempts;
    it->attempt = tryConnecting(*m_server, m_connectionPrefix + u"-attempt-"_qs + QString::number(++g_connectionSerial), watcher,
                                [this, watcher, attempt](bool answers) {
        // The watcher may have moved to a thread whose connection this is not, or this one was closed.
        const auto it = t_connections.byPrefix.find(m_connectionPrefix);
        if (it == t_connections.byPrefix.end() || it->watcher != watcher || it->attempts != attempt)
            return;
        it->attempting = false;
        if (!answers)
            backOff(*it);
        else if (reopen(*it))
            return;
        keepReconnecting();
    });
}

bool Database::recoverConnection() const
{
    if (!m_server)
        return false;
    const auto it = t_connections.byPrefix.find(m_connectionPrefix);
    if (it == t_connections.byPrefix.end() || it->name.isEmpty() || !connectionLost(*it))
        return false;
    // A watched thread has an event loop: it never waits for the server itself, but opens its
    // connection again later, once the server has answered an attempt on another thread.
    if (it->watcher) {
        keepReconnecting();
        return false;
    }
    return it->retryAt.hasExpired() && reopen(*it);
}

bool Database::connectionLost(ThreadConnection &entry) const
{
    if (entry.lost)
        return true;
    if (entry.transaction.depth > 0)
        return false;  // a failed transaction fails every statement until it ends
    if (QSqlQuery probe(QSqlDatabase::database(entry.name, false)); probe.exec(QStringLiteral("SELECT 1")))
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
void Database::backOff(ThreadConnection &entry) const
{
    entry.retryAt = QDeadlineTimer(entry.backoffMs);
    entry.backoffMs = std::min(entry.backoffMs * 2, 30000);
}

bool Database::reopen(ThreadConnection &entry) const
{
    QSqlDatabase db = QSqlDatabase::database(entry.name, false);
    db.close();
    if (!db.open()) {
        backOff(entry);
        return false;
    }
    entry.lost = false;
    entry.transaction = {};
    ++entry.epoch;
    qCWarning(lcStore).noquote() << "Reconnected to the database" << m_server->display();
    if (entry.watcher) {
        watchLinkChanges(entry.watcher);
        // What changed meanwhile was not told: look.
        if (auto observed = observeLinkChanges(); !observed)
            qCWarning(lcStore).noquote() << observed.error().message;
    }
    if (entry.watcher && entry.onConnection)
        entry.onConnection(true);
    return true;
}

quint64 Database::connectionEpoch() const
{
    return t_connections.byPrefix[m_connectionPrefix].epoch;
}

Result<qint64> Database::sizeInBytes() const
{
    if (!m_server)
        return QFileInfo(m_path).size() + QFileInfo(m_path + u"-wal"_qs).size();
    return scalar(QStringLiteral("SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint FROM pg_class c "
                                 "WHERE c.relkind IN ('r', 'm') AND c.relnamespace = current_schema()::regnamespace"),
                  QCoreApplication::translate("kurz::Database", "Cannot read the size of the database"));
}

Result<bool> Database::limitWal(qint64 maxBytes) const
{
    if (m_dialect.kind() != SqlDialect::Kind::SQLite || QFileInfo(m_path + u"-wal"_qs).size() <= maxBytes)
        return true;
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")))
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot shrink the write-ahead log of %1").arg(m_path), q.lastError());
    while (q.next()) {}
    return true;
}

Result<quint64> Database::nextFromSequence(const QString &name) const
{
    QMutexLocker lock(&m_counterMutex);
    CounterRange &range = m_counterRanges[name];
    if (range.next < range.end)
        return range.next++;
    // One sequence per counter, made on first use; the lock keeps two processes from racing.
    QString sequence = u"kurz_counter_"_qs + name;
    for (QChar &c : sequence) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128))
            c = u'_';
    }
    QSqlQuery q(connection());
    if (range.end == 0 && !q.exec(u"DO $$ BEGIN PERFORM pg_advisory_xact_lock(1263883611); CREATE SEQUENCE IF NOT EXISTS "_qs + sequence
                                  + u" INCREMENT BY "_qs + QString::number(CounterBlock) + u"; END $$"_qs))
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot make the code number sequence"), q.lastError());
    if (!q.exec(u"SELECT nextval('"_qs + sequence + u"')"_qs) || !q.next())
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot take the next code numbers"), q.lastError());
    const quint64 first = q.value(0).toULongLong();
    range = CounterRange{first + 1, first + CounterBlock};
    return first;
}

Result<quint64> Database::nextCounterValue(const QString &name) const
{
    if (m_server)
        return nextFromSequence(name);
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("INSERT INTO counters (name, value) VALUES (?, 1) "
                             "ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return databaseError(QCoreApplication::translate("kurz::Database", "Cannot take the next code number"), q.lastError());
    const quint64 value = q.value(0).toULongLong();
    while (q.next()) {}  // step to the end, or the WAL can never be checkpointed
    return value;
}

} // namespace kurz
