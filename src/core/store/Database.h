#pragma once

#include "core/store/CodePool.h"
#include "core/store/CounterBlocks.h"
#include "core/store/DatabaseMaintenance.h"
#include "core/store/LinkChangeWatch.h"
#include "core/store/LinkChanges.h"
#include "core/store/MachineLeases.h"
#include "core/store/SchemaSetup.h"
#include "core/store/ServerAddress.h"
#include "core/store/SqlDialect.h"
#include "core/store/ThreadConnections.h"
#include "core/util/Result.h"

#include <QSqlDatabase>

#include <atomic>
#include <memory>
#include <optional>

namespace kurz {

// One Kurz database: the SQLite file or PostgreSQL database, opened and migrated by open(). It
// keeps where the database is, its dialect and its secrets, and owns the parts that do the
// work, one job each: a connection per thread (connections()), hearing of other processes'
// link changes and reconnecting (linkWatch()), counter blocks (counters()) and upkeep
// (maintenance()). Every thread shares one Database: a const one hands out its parts, which
// keep what changes per thread or behind locks of their own.
class Database {
public:
    static constexpr int SchemaVersion = 19;
    static constexpr qint32 ApplicationId = 0x4b55525a;  // "KURZ" in the SQLite header

    // Opens (creating if needed) and migrates `location`: an SQLite file, or a shared
    // PostgreSQL database (postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...]). A database
    // that is not Kurz's, or is from a newer Kurz, is refused and left exactly as it was.
    static Result<std::shared_ptr<Database>> open(const QString &location);
    // What the server of a shared database says before anything is changed (SchemaSetup).
    static Result<ServerDescription> describeServer(const QString &address)
    {
        return SchemaSetup::describeServer(address);
    }

    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // The file's absolute path, or the server address as given.
    const QString &path() const { return m_path; }
    const SqlDialect &dialect() const { return m_dialect; }

    ThreadConnections &connections() const { return *m_connections; }
    LinkChangeWatch &linkWatch() const { return *m_linkWatch; }
    CounterBlocks &counters() const { return *m_counters; }
    MachineLeases &machineLeases() const { return *m_machineLeases; }
    CodePool &codePool() const { return *m_codePool; }
    DatabaseMaintenance &maintenance() const { return *m_maintenance; }
    // Where this process hears of every change to links in this database (see LinkService).
    LinkChanges &linkChanges() const { return *m_linkChanges; }

    // Kept here for their many callers: this thread's connection (ThreadConnections::connection()),
    QSqlDatabase connection() const;
    // closing it before a worker thread that used it ends (its watch ends too),
    void closeThreadConnection() const;
    // and a backup (DatabaseMaintenance::backupTo()).
    Result<void> backupTo(
        const QString &path, DatabaseMaintenance::Existing existing = DatabaseMaintenance::Existing::Refuse) const;

    // A per-database secret of `bytes` random bytes, made once and kept in the database so
    // that every process sharing it agrees (hex-encoded).
    QString secret(const QString &name, int bytes = 32) const;
    // Replaces secret `name` with a new one of `bytes` random bytes; the new one.
    Result<QString> renewSecret(const QString &name, int bytes = 32) const;

    // Whether this process dropped indexes for a load (DeferredIndexes) and has not built
    // them again: lookups by target build them first.
    bool indexesDeferred() const { return m_indexesDeferred.load(std::memory_order_relaxed); }
    void setIndexesDeferred(bool deferred) { m_indexesDeferred.store(deferred, std::memory_order_relaxed); }

private:
    Database(QString path, std::optional<ServerAddress> server);

    QString m_path;
    std::optional<ServerAddress> m_server;
    SqlDialect m_dialect;
    std::unique_ptr<LinkChanges> m_linkChanges;
    std::unique_ptr<ThreadConnections> m_connections;  // declared before the parts that use it, so destroyed after them
    std::unique_ptr<LinkChangeWatch> m_linkWatch;
    std::unique_ptr<CounterBlocks> m_counters;
    std::unique_ptr<MachineLeases> m_machineLeases;
    std::unique_ptr<CodePool> m_codePool;
    std::unique_ptr<DatabaseMaintenance> m_maintenance;
    std::atomic<bool> m_indexesDeferred{false};
};

}  // namespace kurz
