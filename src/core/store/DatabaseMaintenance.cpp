#include "core/store/DatabaseMaintenance.h"

#include "core/store/DatabaseError.h"
#include "core/store/ThreadConnections.h"
#include "core/util/PrivateFiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace kurz {

DatabaseMaintenance::DatabaseMaintenance(ThreadConnections &connections, QString path, SqlDialect dialect)
    : m_connections(connections)
    , m_path(std::move(path))
    , m_dialect(dialect)
{
}

void DatabaseMaintenance::rememberFile()
{
    if (struct stat opened{}; isFile() && ::stat(QFile::encodeName(m_path).constData(), &opened) == 0) {
        m_fileDevice = quint64(opened.st_dev);
        m_fileInode = quint64(opened.st_ino);
    }
}

Result<void> DatabaseMaintenance::fileProblem() const
{
    if (!isFile())
        return {};
    const QByteArray path = QFile::encodeName(m_path);
    struct stat now { };
    if (::stat(path.constData(), &now) != 0 || quint64(now.st_dev) != m_fileDevice
        || quint64(now.st_ino) != m_fileInode) {
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Database",
                "The database file %1 was deleted or replaced while Kurz had it open, so Kurz writes "
                "nothing more into it and keeps new hits in memory. Put the file back (e.g. from a "
                "backup), then restart Kurz.")
                .arg(m_path),
            {}, reasons::Storage};
    }
    // Root may write anyway: a file its owner made read-only is still kept as it is.
    if (!(now.st_mode & S_IWUSR) || ::access(path.constData(), W_OK) != 0) {
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Database",
                "The database file %1 is read-only, so Kurz keeps new hits in memory and "
                "writes them once it may write the file again (chmod u+w).")
                .arg(m_path),
            {}, reasons::Storage};
    }
    return {};
}

Result<void> DatabaseMaintenance::backupTo(const QString &path, Existing existing)
{
    if (!isFile())
        return Error{Error::Kind::InvalidInput,
            QCoreApplication::translate("kurz::Database",
                "A shared PostgreSQL database is backed up on the server, with pg_dump (see docs/teams.md)."),
            {}};
    if (QFileInfo::exists(path) && existing == Existing::Refuse)
        return Error{Error::Kind::Conflict,
            QCoreApplication::translate("kurz::Database", "%1 already exists. Choose a new file name for the backup.")
                .arg(path),
            {}};
    // Written beside it and renamed over it: the file at `path` is always a whole backup.
    // VACUUM INTO accepts an empty file: made first, the copy is private from its first byte.
    const QString partial = path + u".partial"_s;
    QFile::remove(partial);
    if (const QString problem = createPrivateFile(partial); !problem.isEmpty())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate(
                "kurz::Database", "Cannot write the backup to %1: %2. Check that the folder exists and is writable.")
                .arg(path, problem),
            {}};
    QSqlQuery q(m_connections.connection());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(partial);
    if (!q.exec()) {
        QFile::remove(partial);
        return databaseError(QCoreApplication::translate("kurz::Database",
                                 "Cannot write the backup to %1 (check that the folder exists and has room)")
                                 .arg(path),
            q.lastError());
    }
    if (const QString problem = renameOver(partial, path); !problem.isEmpty()) {
        QFile::remove(partial);
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Database", "Cannot put the backup at %1: %2.").arg(path, problem), {},
            reasons::Storage};
    }
    return {};
}

Result<qint64> DatabaseMaintenance::sizeInBytes()
{
    if (isFile())
        return QFileInfo(m_path).size() + QFileInfo(m_path + u"-wal"_s).size();
    return m_connections.scalar(
        QStringLiteral("SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint FROM pg_class c "
                       "WHERE c.relkind IN ('r', 'm') AND c.relnamespace = current_schema()::regnamespace"),
        QCoreApplication::translate("kurz::Database", "Cannot read the size of the database"));
}

Result<QString> DatabaseMaintenance::engineVersion()
{
    QSqlQuery q(m_connections.connection());
    if (!q.exec(isFile() ? QStringLiteral("SELECT sqlite_version()") : QStringLiteral("SHOW server_version"))
        || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot read the database's version"), q.lastError());
    return QString((isFile() ? u"SQLite "_s : u"PostgreSQL "_s) + q.value(0).toString());
}

Result<void> DatabaseMaintenance::limitWal(qint64 maxBytes)
{
    if (!isFile() || QFileInfo(m_path + u"-wal"_s).size() <= maxBytes)
        return {};
    QSqlQuery q(m_connections.connection());
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")))
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot shrink the write-ahead log of %1").arg(m_path),
            q.lastError());
    while (q.next()) { }
    return {};
}

}  // namespace kurz
