#pragma once

#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <QString>

#include <optional>

namespace kurz {

class ThreadConnections;

// Keeping a database in use in shape: consistent backups, the SQLite WAL's size, the size on
// disk, and whether the SQLite file may still be written at all (deleted, replaced, read-only).
class DatabaseMaintenance {
public:
    DatabaseMaintenance(ThreadConnections &connections, QString path, SqlDialect dialect);

    // Notes which file was opened (device and inode), for fileProblem(); Database::open calls it.
    void rememberFile();
    // Why nothing may be written to an SQLite file now, or nothing: it was deleted or replaced
    // since it was opened (writes would go into a file no one reads again), or it was made
    // read-only. Every write asks first, so hits wait in memory instead (one stat()).
    Result<void> fileProblem() const;

    // Writes a consistent copy of the database to `path` while it stays in use: SQLite's
    // VACUUM INTO a file beside it, renamed into place. An existing file is replaced only when
    // told so (else Conflict). A shared database is refused (pg_dump's job).
    enum class Existing { Refuse, Replace };
    Result<void> backupTo(const QString &path, Existing existing = Existing::Refuse);
    // What the database takes on disk: the SQLite file with its WAL, or Kurz's tables with
    // their indexes on the server (pg_total_relation_size).
    Result<qint64> sizeInBytes();
    // Moves the WAL back into the database and shrinks it when it grew past `maxBytes`
    // (a reader that never finished a statement keeps it from ever being checkpointed).
    Result<void> limitWal(qint64 maxBytes);
    // "SQLite 3.40.1" or "PostgreSQL 15.18": the engine this connection talks to.
    Result<QString> engineVersion();

private:
    bool isFile() const { return m_dialect.kind() == SqlDialect::Kind::SQLite; }

    ThreadConnections &m_connections;
    QString m_path;
    SqlDialect m_dialect;
    quint64 m_fileDevice = 0;  // the SQLite file that was opened, to notice it is gone
    quint64 m_fileInode = 0;
};

}  // namespace kurz
