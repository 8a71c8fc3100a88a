#include "core/store/Database.h"

#include "core/store/DeferredIndexes.h"
#include "core/store/SqlStatements.h"
#include "core/util/PrivateFiles.h"
#include "core/util/RandomHex.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcStore, "kurz.store", QtWarningMsg)

namespace kurz {

Database::Database(QString path, std::optional<ServerAddress> server)
    : m_path(std::move(path))
    , m_server(std::move(server))
    , m_dialect(m_server ? SqlDialect::Kind::PostgreSQL : SqlDialect::Kind::SQLite)
    , m_linkChanges(std::make_unique<LinkChanges>())
    , m_connections(std::make_unique<ThreadConnections>(m_path, m_server, m_dialect))
    , m_linkWatch(std::make_unique<LinkChangeWatch>(*m_connections, m_server, m_dialect, *m_linkChanges))
    , m_counters(std::make_unique<CounterBlocks>(*m_connections, m_dialect))
    , m_machineLeases(std::make_unique<MachineLeases>(*m_connections, m_dialect))
    , m_codePool(std::make_unique<CodePool>(*m_connections, m_dialect))
    , m_maintenance(std::make_unique<DatabaseMaintenance>(*m_connections, m_path, m_dialect))
{
}

Database::~Database() = default;

Result<std::shared_ptr<Database>> Database::open(const QString &location)
{
    std::shared_ptr<Database> db;
    if (ServerAddress::isServerAddress(location)) {
        auto server = ServerAddress::parse(location);
        if (!server)
            return server.error();
        if (!QSqlDatabase::isDriverAvailable(SqlDialect(SqlDialect::Kind::PostgreSQL).driverName()))
            return Error{Error::Kind::Storage,
                QCoreApplication::translate(
                    "kurz::Database", "Qt's PostgreSQL driver is not installed: install the package libqt6sql6-psql."),
                {}};
        db.reset(new Database(location, *server));
    } else {
        if (auto checked = SchemaSetup::checkFileHeader(location); !checked.ok())
            return checked.error();
        // SQLite gives the -wal and -shm files the database file's mode: create it private.
        if (const QString problem = createPrivateFile(location); !problem.isEmpty())
            return Error{Error::Kind::Storage,
                QCoreApplication::translate(
                    "kurz::Database", "Cannot create %1: %2. Check that the folder exists and is writable.")
                    .arg(location, problem),
                {}};
        db.reset(new Database(QFileInfo(location).absoluteFilePath(), std::nullopt));
    }
    if (auto initialized = SchemaSetup(*db->m_connections, db->m_path, db->m_server, db->m_dialect).run();
        !initialized.ok())
        return initialized.error();
    db->m_maintenance->rememberFile();
    const QString &file = db->path();
    if (const QStringList opened = makePrivate({file, file + u"-wal"_s, file + u"-shm"_s}); !opened.isEmpty())
        qCWarning(lcStore).noquote() << "Made" << opened.join(u", "_s)
                                     << "readable by this user only (other users could read them).";
    // An import that ended without building its deferred indexes again (a crash): the next open does.
    if (auto restored = DeferredIndexes(db).restore(); !restored)
        qCWarning(lcStore).noquote() << restored.error().message
                                     << "- the links work, more slowly; Kurz tries again at the next start.";
    else if (*restored)
        qCInfo(lcStore) << "built the indexes an interrupted import had left out";
    return db;
}

QSqlDatabase Database::connection() const
{
    return m_connections->connection();
}

void Database::closeThreadConnection() const
{
    m_linkWatch->forgetThread();
    m_connections->close();
}

Result<void> Database::backupTo(const QString &path, DatabaseMaintenance::Existing existing) const
{
    return m_maintenance->backupTo(path, existing);
}

Result<QString> Database::renewSecret(const QString &name, int bytes) const
{
    const QString value = randomHex(bytes);
    QSqlQuery q(connection());
    q.prepare(QStringLiteral(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(QString(u"secret."_s + name));
    q.addBindValue(value);
    if (!q.exec())
        return storageError(QCoreApplication::translate("kurz::Database", "Cannot store a new secret"), q.lastError());
    return value;
}

QString Database::secret(const QString &name, int bytes) const
{
    QSqlDatabase db = connection();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING"));
    q.addBindValue(QString(u"secret."_s + name));
    q.addBindValue(randomHex(bytes));
    q.exec();
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(QString(u"secret."_s + name));
    if (q.exec() && q.next())
        return q.value(0).toString();
    return {};
}

}  // namespace kurz
