#include "core/store/SchemaSetup.h"

#include "core/store/Database.h"
#include "core/store/DatabaseError.h"
#include "core/store/Schema.h"
#include "core/store/ThreadConnections.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace kurz {

namespace {

// PostgreSQL keeps the schema version in `meta`; a database with tables but no `meta` is not Kurz's.
Result<int> serverSchemaVersion(QSqlQuery &q, const QString &where)
{
    if (!q.exec(QStringLiteral("SELECT to_regclass('meta') IS NOT NULL, "
                               "(SELECT count(*) FROM pg_tables WHERE schemaname = current_schema())"))
        || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot read the schema version of %1").arg(where),
            q.lastError());
    const bool hasMeta = q.value(0).toBool();
    const qint64 tables = q.value(1).toLongLong();
    q.finish();
    if (!hasMeta) {
        if (tables > 0)
            return Error{Error::Kind::Storage,
                QCoreApplication::translate("kurz::Database",
                    "The database %1 has tables, but is not a Kurz database. Choose another database; this one was "
                    "left untouched.")
                    .arg(where),
                {}};
        return 0;
    }
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) || !q.next())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Database",
                "The database %1 is not a Kurz database (no schema version). Choose another database; this one was "
                "left untouched.")
                .arg(where),
            {}};
    const int version = q.value(0).toInt();
    q.finish();
    return version;
}

// The server's version ("15.18"), or why Kurz cannot use it.
Result<QString> checkServer(QSqlDatabase &db, const ServerAddress &server)
{
    if (!db.isOpen())
        return Error{Error::Kind::Storage, server.explainFailure(db.lastError().text()), {}};
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT current_setting('server_version_num')::int, current_setting('server_version')"))
        || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot ask %1 for its version").arg(server.display()),
            q.lastError());
    const QString version = q.value(1).toString();
    if (auto old = SchemaSetup::refuseOldServer(q.value(0).toInt(), version, server.display()); !old.ok())
        return old.error();
    return version;
}

}  // namespace

Result<void> SchemaSetup::refuseOldServer(int serverVersionNum, const QString &serverVersion, const QString &where)
{
    if (serverVersionNum >= OldestServerVersion)
        return {};
    return Error{Error::Kind::Storage,
        QCoreApplication::translate("kurz::Database",
            "The server of %1 runs PostgreSQL %2, which is too old: Kurz needs PostgreSQL %3 "
            "or newer. Upgrade the server, or choose another one.")
            .arg(where, serverVersion, QString::number(OldestServerVersion / 10000)),
        {}};
}

Result<ServerDescription> SchemaSetup::describeServer(const QString &address)
{
    const auto server = ServerAddress::parse(address);
    if (!server)
        return server.error();
    const QString name = ThreadConnections::uniqueName(u"kurz-probe"_s);
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

Result<void> SchemaSetup::checkFileHeader(const QString &path)
{
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return {};
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Database", "Cannot read %1: %2. Check the file's permissions.")
                .arg(path, file.errorString()),
            {}};
    const QByteArray header = file.read(100);
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Database",
                "%1 is not a Kurz database (it is not an SQLite file at all). Choose another file; this one was left "
                "untouched.")
                .arg(path),
            {}};
    return {};
}

SchemaSetup::SchemaSetup(
    ThreadConnections &connections, QString path, std::optional<ServerAddress> server, SqlDialect dialect)
    : m_connections(connections)
    , m_path(std::move(path))
    , m_server(std::move(server))
    , m_dialect(dialect)
{
}

Result<void> SchemaSetup::run()
{
    return m_server ? setUpServer() : setUpFile();
}

Result<void> SchemaSetup::setUpFile()
{
    // Inspect read-only first: a foreign or newer database must stay byte-identical.
    {
        const QString probeName = m_connections.prefix() + u"-probe"_s;
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
                return Error{Error::Kind::Storage,
                    QCoreApplication::translate("kurz::Database",
                        "Cannot read %1 as a database (%2). Choose another file; this one was left untouched.")
                        .arg(m_path, failure),
                    {}};
            if (appId != Database::ApplicationId && !(appId == 0 && version == 0 && tables == 0))
                return Error{Error::Kind::Storage,
                    QCoreApplication::translate("kurz::Database",
                        "%1 is an SQLite database, but not a Kurz database. Choose another file; this one was left "
                        "untouched.")
                        .arg(m_path),
                    {}};
            if (version > Database::SchemaVersion)
                return Error{Error::Kind::Storage,
                    QCoreApplication::translate("kurz::Database",
                        "%1 was written by a newer Kurz (schema %2; this Kurz knows up to %3). Update Kurz to open it; "
                        "the file was left untouched.")
                        .arg(m_path)
                        .arg(version)
                        .arg(Database::SchemaVersion),
                    {}};
        }
    }

    QSqlDatabase db = m_connections.connection();
    if (!db.isOpen())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate(
                "kurz::Database", "Cannot open %1: %2. Check that the folder exists and is writable.")
                .arg(m_path, db.lastError().text()),
            {}};
    QSqlQuery q(db);
    // New files get 2 KiB pages: a create rewrites about five index pages, and halving what
    // each costs made creates 30% faster, while reads at a million links stayed as fast.
    // (An existing file keeps its page size; SQLite ignores this for it.)
    q.exec(QStringLiteral("PRAGMA page_size=2048"));
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")))
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot switch %1 to WAL mode").arg(m_path), q.lastError());
    q.finish();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot read the schema version of %1").arg(m_path),
            q.lastError());
    const int version = q.value(0).toInt();
    q.finish();
    if (version < Database::SchemaVersion) {
        if (auto migrated = migrate(db); !migrated.ok())
            return migrated.error();
    }
    return {};
}

Result<void> SchemaSetup::setUpServer()
{
    QSqlDatabase db = m_connections.connection();
    if (auto checked = checkServer(db, *m_server); !checked)
        return checked.error();
    return migrate(db);
}

Result<void> SchemaSetup::migrate(QSqlDatabase &db)
{
    constexpr int SchemaVersion = Database::SchemaVersion;
    QSqlQuery q(db);
    // A migration that rebuilds a table (SQLite's ALTER TABLE page) must not let dropping the old
    // one cascade to the rows that refer to it; the pragma does nothing inside a transaction.
    const bool sqlite = m_dialect.kind() == SqlDialect::Kind::SQLite;
    if (sqlite)
        q.exec(QStringLiteral("PRAGMA foreign_keys=OFF"));
    const auto foreignKeysOn = qScopeGuard([&db, sqlite] {
        if (sqlite)
            QSqlQuery(db).exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    });
    if (!q.exec(m_dialect.beginWrite()))
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot start the schema migration of %1").arg(m_path),
            q.lastError());
    if (const QString lock = m_dialect.migrationLock(); !lock.isEmpty() && !q.exec(lock)) {
        const QSqlError error = q.lastError();
        q.exec(QStringLiteral("ROLLBACK"));
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot lock %1 for the schema migration").arg(m_path),
            error);
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
        return Error{Error::Kind::Storage,
            QStringLiteral("%1 was written by a newer Kurz (schema %2; this Kurz knows up to %3). Update Kurz to open "
                           "it; it was left untouched.")
                .arg(m_path)
                .arg(version)
                .arg(SchemaVersion),
            {}};
    }
    const int from = version;
    for (; version < SchemaVersion; ++version) {
        for (const QString &statement : migrationSteps(m_dialect, version)) {
            if (!q.exec(statement)) {
                const QSqlError error = q.lastError();
                q.exec(QStringLiteral("ROLLBACK"));
                return databaseError(QCoreApplication::translate(
                                         "kurz::Database", "Migrating %1 to schema %2 failed; nothing was changed")
                                         .arg(m_path)
                                         .arg(version + 1),
                    error);
            }
        }
    }
    for (const QString &statement : m_dialect.markAsKurz(Database::ApplicationId, SchemaVersion)) {
        if (!q.exec(statement)) {
            const QSqlError error = q.lastError();
            q.exec(QStringLiteral("ROLLBACK"));
            return databaseError(
                QCoreApplication::translate("kurz::Database", "Cannot record the schema version of %1").arg(m_path),
                error);
        }
    }
    if (sqlite && from < SchemaVersion && q.exec(QStringLiteral("PRAGMA foreign_key_check")) && q.next()) {
        const QString table = q.value(0).toString();
        q.finish();
        q.exec(QStringLiteral("ROLLBACK"));
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Database",
                "Migrating %1 to schema %2 would leave rows of %3 without their link; nothing was changed. Keep "
                "using the Kurz that wrote it, or restore a backup ('kurz backup --help').")
                .arg(m_path)
                .arg(SchemaVersion)
                .arg(table),
            {}};
    }
    q.finish();
    if (!q.exec(QStringLiteral("COMMIT")))
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot commit the schema migration of %1").arg(m_path),
            q.lastError());
    if (from < SchemaVersion)
        qCInfo(lcStore) << "migrated" << m_path << "from schema" << from << "to" << SchemaVersion;
    return {};
}

}  // namespace kurz
