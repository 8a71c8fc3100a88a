#pragma once

#include "core/store/LinkChanges.h"
#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <QMutex>
#include <QSqlDatabase>
#include <QStringList>

#include <memory>

namespace kurz {

// One Kurz database: the file (or server), its schema and a connection per thread.
// Qt SQL connections belong to the thread that opened them, so connection() hands each
// thread its own, opened on first use with the same settings.
class Database
{
public:
    static constexpr int SchemaVersion = 4;
    static constexpr qint32 ApplicationId = 0x4b55525a;  // "KURZ" in the SQLite header

    // Opens (creating if needed) and migrates. A file that is not a Kurz database, or is
    // from a newer Kurz, is refused and left exactly as it was.
    static Result<std::shared_ptr<Database>> open(const QString &path);

    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    const QString &path() const { return m_path; }
    const SqlDialect &dialect() const { return m_dialect; }

    // This thread's connection, opened with the database's pragmas on first use.
    QSqlDatabase connection() const;
    // Closes this thread's connection; call before a worker thread that used it ends.
    void closeThreadConnection() const;

    // A per-database secret of `bytes` random bytes, made once and kept in the database so
    // that every process sharing it agrees (hex-encoded).
    QString secret(const QString &name, int bytes = 32) const;

    // This thread's write transaction on its connection: how deeply nested, and whether an
    // inner one failed so that the outermost must roll back (see SqlStatements).
    struct Transaction
    {
        int depth = 0;
        bool rollbackOnly = false;
    };
    Transaction &transaction() const;

    // Changes when any link's redirect-relevant fields change or a link is deleted, in any
    // process (schema v2).
    Result<qint64> linksGeneration() const;
    // The largest link id: it grows with every new link.
    Result<qint64> newestLinkId() const;
    // SQLite's PRAGMA data_version: changes when another connection committed; -1 elsewhere.
    Result<qint64> dataVersion() const;
    // Reports the links generation and the newest id to linkChanges().observe(): what
    // watchers of other processes' changes call (the listener's flusher, the window).
    Result<bool> observeLinkChanges() const;
    // Moves the WAL back into the database and shrinks it when it grew past `maxBytes`
    // (a reader that never finished a statement keeps it from ever being checkpointed).
    Result<bool> limitWal(qint64 maxBytes) const;

    // Atomically takes the next value of a named counter (1, 2, 3, ...), safe across threads
    // and processes sharing the database.
    Result<quint64> nextCounterValue(const QString &name) const;

    // Writes a consistent copy of the database to `path` while it stays in use: SQLite's
    // VACUUM INTO a file beside it, renamed into place. An existing file is replaced only when
    // `replace` says so.
    Result<bool> backupTo(const QString &path, bool replace = false) const;

    QString lastErrorText(const QSqlDatabase &db) const;

    // Where this process hears of every change to links in this database (see LinkService).
    LinkChanges &linkChanges() const { return *m_linkChanges; }

private:
    explicit Database(QString path);
    Result<bool> initialize();
    QSqlDatabase openConnection(const QString &name) const;
    Result<bool> migrate(QSqlDatabase &db, int from);
    Result<qint64> scalar(const QString &sql, const QString &what) const;

    QString m_path;
    QString m_connectionPrefix;
    SqlDialect m_dialect;
    mutable QMutex m_mutex;
    mutable QStringList m_connectionNames;
    std::unique_ptr<LinkChanges> m_linkChanges = std::make_unique<LinkChanges>();
};

} // namespace kurz
