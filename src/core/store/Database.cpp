#include "core/store/Database.h"

#include "core/store/Schema.h"
#include "core/util/PrivateFiles.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <cerrno>
#include <cstdio>
#include <cstring>

Q_LOGGING_CATEGORY(lcStore, "kurz.store", QtWarningMsg)

namespace kurz {

namespace {

QAtomicInteger<quint64> g_connectionSerial;

// Connections this thread opened, removed when the thread ends.
struct ThreadConnections
{
    struct Entry
    {
        QString name;
        Database::Transaction transaction;
    };
    QHash<QString, Entry> byPrefix;  // database prefix -> this thread's connection
    ~ThreadConnections()
    {
        for (const Entry &entry : std::as_const(byPrefix)) {
            if (QSqlDatabase::contains(entry.name)) {
                QSqlDatabase::database(entry.name, false).close();
                QSqlDatabase::removeDatabase(entry.name);
            }
        }
    }
};
thread_local ThreadConnections t_connections;

Error storageError(const QString &what, const QSqlError &error)
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

Database::Database(QString path)
    : m_path(std::move(path))
    , m_connectionPrefix(u"kurz-"_qs + QString::number(++g_connectionSerial))
{
}

Database::~Database()
{
    QMutexLocker lock(&m_mutex);
    for (const QString &name : std::as_const(m_connectionNames)) {
        if (QSqlDatabase::contains(name)) {
            QSqlDatabase::database(name, false).close();
            QSqlDatabase::removeDatabase(name);
        }
    }
}

Result<std::shared_ptr<Database>> Database::open(const QString &path)
{
    if (auto checked = checkExistingFile(path); !checked)
        return checked.error();
    // SQLite gives the -wal and -shm files the database file's mode: create it private.
    if (const QString problem = createPrivateFile(path); !problem.isEmpty())
        return Error{Error::Kind::Storage, QStringLiteral("Cannot create %1: %2. Check that the folder exists and is writable.").arg(path, problem), {}};
    std::shared_ptr<Database> db(new Database(QFileInfo(path).absoluteFilePath()));
    if (auto initialized = db->initialize(); !initialized)
        return initialized.error();
    const QString &file = db->path();
    if (const QStringList opened = makePrivate({file, file + u"-wal"_qs, file + u"-shm"_qs}); !opened.isEmpty())
        qCWarning(lcStore).noquote() << "Made" << opened.join(u", "_qs) << "readable by this user only (other users could read them).";
    return db;
}

QSqlDatabase Database::openConnection(const QString &name) const
{
    QSqlDatabase db = QSqlDatabase::addDatabase(m_dialect.driverName(), name);
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
    ThreadConnections::Entry &entry = t_connections.byPrefix[m_connectionPrefix];
    if (!entry.name.isEmpty())
        return QSqlDatabase::database(entry.name, false);
    entry.name = m_connectionPrefix + u'-' + QString::number(++g_connectionSerial);
    QSqlDatabase db = openConnection(entry.name);
    QMutexLocker lock(&m_mutex);
    m_connectionNames.append(entry.name);
    return db;
}

Database::Transaction &Database::transaction() const
{
    return t_connections.byPrefix[m_connectionPrefix].transaction;
}

void Database::closeThreadConnection() const
{
    const QString name = t_connections.byPrefix.take(m_connectionPrefix).name;
    if (name.isEmpty())
        return;
    QSqlDatabase::database(name, false).close();
    QSqlDatabase::removeDatabase(name);
    QMutexLocker lock(&m_mutex);
    m_connectionNames.removeAll(name);
}

Result<bool> Database::backupTo(const QString &path, bool replace) const
{
    if (QFileInfo::exists(path) && !replace)
        return Error{Error::Kind::Conflict, QCoreApplication::translate("kurz::Database", "%1 already exists. Choose a new file name for the backup.").arg(path), {}};
    // Written beside it and renamed over it: the file at `path` is always a whole backup.
    // VACUUM INTO accepts an empty file: made first, the copy is private from its first byte.
    const QString partial = path + u".partial"_qs;
    QFile::remove(partial);
    if (const QString problem = createPrivateFile(partial); !problem.isEmpty())
        return Error{Error::Kind::Storage, QStringLiteral("Cannot write the backup to %1: %2. Check that the folder exists and is writable.").arg(path, problem), {}};
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(partial);
    if (!q.exec()) {
        QFile::remove(partial);
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot write the backup to %1 (check that the folder exists and has room)").arg(path), q.lastError());
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
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot switch %1 to WAL mode").arg(m_path), q.lastError());
    q.finish();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot read the schema version of %1").arg(m_path), q.lastError());
    const int version = q.value(0).toInt();
    q.finish();
    if (version < SchemaVersion) {
        if (auto migrated = migrate(db, version); !migrated)
            return migrated.error();
    }
    return true;
}

Result<bool> Database::migrate(QSqlDatabase &db, int from)
{
    QSqlQuery q(db);
    if (!q.exec(m_dialect.beginWrite()))
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot start the schema migration of %1").arg(m_path), q.lastError());
    // Another process may have migrated while we waited for the write lock.
    int version = from;
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
        version = q.value(0).toInt();
    q.finish();
    for (; version < SchemaVersion; ++version) {
        for (const QString &statement : migrationSteps(m_dialect, version)) {
            if (!q.exec(statement)) {
                const QSqlError error = q.lastError();
                q.exec(QStringLiteral("ROLLBACK"));
                return storageError(QCoreApplication::translate("kurz::Database", "Migrating %1 to schema %2 failed; nothing was changed").arg(m_path).arg(version + 1), error);
            }
        }
    }
    q.exec(QStringLiteral("PRAGMA application_id=%1").arg(ApplicationId));
    q.exec(QStringLiteral("PRAGMA user_version=%1").arg(SchemaVersion));
    if (!q.exec(QStringLiteral("COMMIT")))
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot commit the schema migration of %1").arg(m_path), q.lastError());
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
        return storageError(what, q.lastError());
    const qint64 value = q.value(0).toLongLong();
    q.finish();
    return value;
}

Result<qint64> Database::linksGeneration() const
{
    return scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'links_generation'"), QCoreApplication::translate("kurz::Database", "Cannot read whether links changed"));
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

Result<bool> Database::observeLinkChanges() const
{
    const auto generation = linksGeneration();
    if (!generation)
        return generation.error();
    const auto newest = newestLinkId();
    if (!newest)
        return newest.error();
    m_linkChanges->observe(*generation, *newest);
    return true;
}

Result<bool> Database::limitWal(qint64 maxBytes) const
{
    if (m_dialect.kind() != SqlDialect::Kind::SQLite || QFileInfo(m_path + u"-wal"_qs).size() <= maxBytes)
        return true;
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")))
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot shrink the write-ahead log of %1").arg(m_path), q.lastError());
    while (q.next()) {}
    return true;
}

Result<quint64> Database::nextCounterValue(const QString &name) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("INSERT INTO counters (name, value) VALUES (?, 1) "
                             "ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot take the next code number"), q.lastError());
    const quint64 value = q.value(0).toULongLong();
    while (q.next()) {}  // step to the end, or the WAL can never be checkpointed
    return value;
}

} // namespace kurz
