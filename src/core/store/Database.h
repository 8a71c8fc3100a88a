#pragma once

#include "core/store/LinkChanges.h"
#include "core/store/ServerAddress.h"
#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <QHash>
#include <QMutex>
#include <QSqlDatabase>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

namespace kurz {

class SqliteStatement;
struct ThreadConnection;

// What a shared database's server says before Kurz uses it (Settings → Data, Test connection).
struct ServerDescription
{
    QString serverVersion;  // "15.18"
    int schemaVersion = 0;  // 0: an empty database that Kurz will set up
};

// One Kurz database: the SQLite file or PostgreSQL database, its schema and a connection per thread.
// Qt SQL connections belong to the thread that opened them, so connection() hands each
// thread its own, opened on first use with the same settings.
class Database
{
public:
    static constexpr int SchemaVersion = 5;
    static constexpr qint32 ApplicationId = 0x4b55525a;  // "KURZ" in the SQLite header

    // Opens (creating if needed) and migrates `location`: an SQLite file, or a shared
    // PostgreSQL database (postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...]). A database
    // that is not Kurz's, or is from a newer Kurz, is refused and left exactly as it was.
    static Result<std::shared_ptr<Database>> open(const QString &location);
    // Connects to a shared database without changing anything: its server's version and schema,
    // or what is wrong, in words (unreachable, authentication, no such database, too old,
    // not a Kurz database).
    static Result<ServerDescription> describeServer(const QString &address);
    // The oldest PostgreSQL Kurz runs on (server_version_num).
    static constexpr int OldestServerVersion = 130000;
    // Why Kurz cannot use the server at `where` that reports this server_version_num (and
    // server_version, "12.22"), in words; nothing when it is recent enough.
    static std::optional<Error> refuseOldServer(int serverVersionNum, const QString &serverVersion, const QString &where);
    // How many code numbers a process takes from a PostgreSQL sequence at a time.
    static constexpr int CounterBlock = 1000;

    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // The file's absolute path, or the server address as given.
    const QString &path() const { return m_path; }
    const SqlDialect &dialect() const { return m_dialect; }

    // This thread's connection, opened with the database's pragmas on first use.
    QSqlDatabase connection() const;
    // Closes this thread's connection; call before a worker thread that used it ends.
    void closeThreadConnection() const;
    // This thread's connection's statement `sql` on SQLite's own handle, prepared on first use
    // and kept until the connection closes, ready to bind and run (reset it after the run); or
    // nullptr where Kurz goes through Qt's calls (PostgreSQL, a Qt SQLite driver on another
    // SQLite library, KURZ_SQLITE_VIA_QT set). SqliteStatement::failed() if SQLite refused it.
    SqliteStatement *sqliteStatement(const QString &sql) const;
    // After a failed statement on a server: whether this thread's connection was lost, and if
    // so, opens it again, at most once per back-off interval (0.5 s, doubling to 30 s). True
    // when it was just opened again: statements prepared before are gone (connectionEpoch()).
    bool recoverConnection() const;
    // Moves whenever this thread's connection is opened again.
    quint64 connectionEpoch() const;

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
    // The same inside a write transaction, holding the generation until it ends, so that edits
    // from other connections wait (on PostgreSQL; SQLite's write lock does so already).
    Result<qint64> linksGenerationForWrite() const;
    // The largest link id: it grows with every new link.
    Result<qint64> newestLinkId() const;
    // SQLite's PRAGMA data_version: changes when another connection committed; -1 elsewhere.
    Result<qint64> dataVersion() const;
    // Reports the links generation and the newest id to linkChanges().observe(): what
    // watchers of other processes' changes call (the listener's flusher, the window).
    Result<bool> observeLinkChanges(bool told = false) const;
    // On PostgreSQL: from now on, calls observeLinkChanges() on this thread (which needs an
    // event loop) as soon as any connection commits a change to links (LISTEN/NOTIFY), as long
    // as `context` lives. When the server ends this thread's connection, reconnects on its own
    // with back-off (see recoverConnection()) and tells `onConnection` (false: lost, true: back).
    // False on SQLite, where watchers poll instead.
    bool watchLinkChanges(QObject *context, std::function<void(bool answers)> onConnection = {}) const;
    // What the database takes on disk: the SQLite file with its WAL, or Kurz's tables with
    // their indexes on the server (pg_total_relation_size).
    Result<qint64> sizeInBytes() const;
    // Moves the WAL back into the database and shrinks it when it grew past `maxBytes`
    // (a reader that never finished a statement keeps it from ever being checkpointed).
    Result<bool> limitWal(qint64 maxBytes) const;

    // Atomically takes the next value of a named counter, safe across threads and processes
    // sharing the database: 1, 2, 3, ... on SQLite; on PostgreSQL numbers from a block of
    // CounterBlock that this process took from a sequence (1-1000, then maybe 3001-4000).
    Result<quint64> nextCounterValue(const QString &name) const;

    // Writes a consistent copy of the database to `path` while it stays in use: SQLite's
    // VACUUM INTO a file beside it, renamed into place. An existing file is replaced only when
    // `replace` says so. A shared database is refused (pg_dump's job).
    Result<bool> backupTo(const QString &path, bool replace = false) const;

    QString lastErrorText(const QSqlDatabase &db) const;

    // Why nothing may be written to an SQLite file now, or nothing: it was deleted or replaced
    // since it was opened (writes would go into a file no one reads again), or it was made
    // read-only. Every write asks first, so hits wait in memory instead (one stat()).
    std::optional<Error> fileProblem() const;

    // Whether this process dropped indexes for a load (DeferredIndexes) and has not built
    // them again: lookups by target build them first.
    bool indexesDeferred() const { return m_indexesDeferred.load(std::memory_order_relaxed); }
    void setIndexesDeferred(bool deferred) const { m_indexesDeferred.store(deferred, std::memory_order_relaxed); }

    // Where this process hears of every change to links in this database (see LinkService).
    LinkChanges &linkChanges() const { return *m_linkChanges; }

private:
    Database(QString path, std::optional<ServerAddress> server);
    Result<bool> initialize();
    Result<bool> initializeServer();
    QSqlDatabase openConnection(const QString &name) const;
    // Runs the missing migration steps in one transaction, under the write lock (SQLite) or
    // an advisory lock (PostgreSQL), so that two processes starting together migrate once.
    Result<bool> migrate(QSqlDatabase &db);
    Result<qint64> scalar(const QString &sql, const QString &what) const;
    Result<quint64> nextFromSequence(const QString &name) const;
    // The watching thread's connection ended: asks the server on another thread, now or after the
    // back-off, until it answers, then opens this thread's connection again.
    void keepReconnecting() const;
    // Whether the connection is lost (a probe fails); the first time, starts the back-off and tells the watcher.
    bool connectionLost(ThreadConnection &entry) const;
    void backOff(ThreadConnection &entry) const;
    // Opens the connection again; true when it is.
    bool reopen(ThreadConnection &entry) const;

    // One connection's SqliteStatements by their SQL: finalized before it closes.
    using SqliteStatements = std::unordered_map<QString, std::unique_ptr<SqliteStatement>>;
    // Finalizes the statements of the connection `name` and forgets them.
    void finalizeStatements(const QString &name) const;

    struct CounterRange
    {
        quint64 next = 0;
        quint64 end = 0;  // exclusive
    };

    QString m_path;
    std::optional<ServerAddress> m_server;
    quint64 m_fileDevice = 0;  // the SQLite file that was opened, to notice it is gone
    quint64 m_fileInode = 0;
    QString m_connectionPrefix;
    SqlDialect m_dialect;
    mutable QMutex m_mutex;
    mutable QStringList m_connectionNames;
    mutable QHash<QString, std::shared_ptr<SqliteStatements>> m_sqliteStatements;  // by connection name
    mutable QMutex m_counterMutex;
    mutable QHash<QString, CounterRange> m_counterRanges;
    std::unique_ptr<LinkChanges> m_linkChanges = std::make_unique<LinkChanges>();
    mutable std::atomic<bool> m_indexesDeferred{false};
};

} // namespace kurz
