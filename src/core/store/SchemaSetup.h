#pragma once

#include "core/store/ServerAddress.h"
#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace kurz {

class ThreadConnections;

// What a shared database's server says before Kurz uses it (Settings → Data, Test connection).
struct ServerDescription {
    QString serverVersion;  // "15.18"
    int schemaVersion = 0;  // 0: an empty database that Kurz will set up
};

// Makes a database ready for this Kurz once, when Database::open opens it: an SQLite file or a
// server's database that is not Kurz's, or is from a newer Kurz, is refused and left exactly as
// it was, as is a PostgreSQL server that is too old; else SQLite is switched to WAL and the
// missing migration steps (Schema) run. describeServer() asks a server the same questions
// without changing anything.
class SchemaSetup {
public:
    // The oldest PostgreSQL Kurz runs on (server_version_num).
    static constexpr int OldestServerVersion = 130000;
    // Why Kurz cannot use the server at `where` that reports this server_version_num (and
    // server_version, "12.22"), in words; nothing when it is recent enough.
    static Result<void> refuseOldServer(int serverVersionNum, const QString &serverVersion, const QString &where);
    // Connects to a shared database without changing anything: its server's version and schema,
    // or what is wrong, in words (unreachable, authentication, no such database, too old,
    // not a Kurz database).
    static Result<ServerDescription> describeServer(const QString &address);
    // Reads the header of an existing SQLite file without letting SQLite write anything to it:
    // an error when it is not an SQLite file at all.
    static Result<void> checkFileHeader(const QString &path);

    SchemaSetup(ThreadConnections &connections, QString path, std::optional<ServerAddress> server, SqlDialect dialect);

    // Checks the database and migrates it to Database::SchemaVersion on this thread's connection.
    Result<void> run();

private:
    Result<void> setUpFile();
    Result<void> setUpServer();
    // Runs the missing migration steps in one transaction, under the write lock (SQLite) or
    // an advisory lock (PostgreSQL), so that two processes starting together migrate once.
    Result<void> migrate(QSqlDatabase &db);

    ThreadConnections &m_connections;
    QString m_path;
    std::optional<ServerAddress> m_server;
    SqlDialect m_dialect;
};

}  // namespace kurz
