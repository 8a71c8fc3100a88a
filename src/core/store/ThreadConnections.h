#pragma once

#include "core/store/ServerAddress.h"
#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <QHash>
#include <QMutex>
#include <QSqlDatabase>
#include <QStringList>

#include <memory>
#include <optional>
#include <unordered_map>

namespace kurz {

class SqliteStatement;

// A connection per thread to one database, that connection's write transaction and its
// SqliteStatements. Qt SQL connections belong to the thread that opened them, so each thread
// gets its own, opened on first use with the same pragmas, and a thread-local registry closes
// it when the thread ends. Any thread may call it: what it keeps per thread is that thread's,
// the rest is behind a mutex. Its 20-odd public functions are small: the connection, its
// transaction depth and its statements, each asked of this thread.
class ThreadConnections {
public:
    // `server` is the shared database, or nothing for the SQLite file at `path`.
    ThreadConnections(QString path, std::optional<ServerAddress> server, SqlDialect dialect);
    ~ThreadConnections();
    ThreadConnections(const ThreadConnections &) = delete;
    ThreadConnections &operator=(const ThreadConnections &) = delete;

    // `stem`-N: a connection name no other connection of this process has.
    static QString uniqueName(const QString &stem);
    // What this database's connection names start with; what else is kept per thread is keyed by it.
    const QString &prefix() const { return m_prefix; }

    // This thread's connection, opened with the database's pragmas on first use.
    QSqlDatabase connection();
    // Whether this thread has opened its connection (and not closed it since).
    bool hasConnection() const;
    // Closes this thread's connection (Database::closeThreadConnection also ends its watch).
    void close();
    // This thread's connection's statement `sql` on SQLite's own handle, prepared on first use
    // and kept until the connection closes, ready to bind and run (reset it after the run); or
    // nullptr where Kurz goes through Qt's calls (PostgreSQL, a Qt SQLite driver on another
    // SQLite library, KURZ_SQLITE_VIA_QT set). SqliteStatement::failed() if SQLite refused it.
    SqliteStatement *sqliteStatement(const QString &sql);

    // This thread's write transaction on its connection: how deeply nested, and whether an
    // inner one failed so that the outermost must roll back (see SqlStatements).
    struct Transaction {
        int depth = 0;
        bool rollbackOnly = false;
    };
    Transaction &transaction();

    // Closes and opens this thread's connection again (after the server was lost); true when it
    // is open. Its transaction is gone, and so are statements prepared before (epoch()).
    bool reopen();
    // Moves whenever this thread's connection is opened again.
    quint64 epoch() const;

    // The first column of the first row of `sql` on this thread's connection.
    Result<qint64> scalar(const QString &sql, const QString &what);

private:
    QSqlDatabase openConnection(const QString &name) const;
    // Finalizes the statements of the connection `name` and forgets them.
    void finalizeStatements(const QString &name);

    // One connection's SqliteStatements by their SQL: finalized before it closes.
    using SqliteStatements = std::unordered_map<QString, std::unique_ptr<SqliteStatement>>;

    QString m_path;
    std::optional<ServerAddress> m_server;
    SqlDialect m_dialect;
    QString m_prefix;
    QMutex m_mutex;  // guards the two below, which every thread's first connection() adds to
    QStringList m_connectionNames;
    QHash<QString, std::shared_ptr<SqliteStatements>> m_sqliteStatements;  // by connection name
};

}  // namespace kurz
