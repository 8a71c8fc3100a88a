#pragma once

#include "core/store/Database.h"
#include "core/store/QtSqlStatement.h"
#include "core/store/SqliteStatement.h"
#include "core/util/Result.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariantList>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

namespace kurz {

// A store's failure: what could not be done, then the database's own words.
Error storageError(const QString &what, const QString &detail);
// The same from a failed statement: a deadlock or serialization failure is a WriteConflict.
Error storageError(const QString &what, const QSqlError &error);
Error storageError(const QString &what, const SqlStatement &failed);
// SQLite binds a null QString as NULL, and text columns are NOT NULL.
inline QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

// A column of the current row, read alike from a QSqlQuery and an SqlStatement, so that
// one function turns a row into a value whichever way it was read.
inline bool isNull(const QSqlQuery &q, int column)
{
    return q.isNull(column);
}
inline qint64 integer(const QSqlQuery &q, int column)
{
    return q.value(column).toLongLong();
}
inline QString text(const QSqlQuery &q, int column)
{
    return q.value(column).toString();
}
inline bool isNull(const SqlStatement &s, int column)
{
    return s.isNull(column);
}
inline qint64 integer(const SqlStatement &s, int column)
{
    return s.integer(column);
}
inline QString text(const SqlStatement &s, int column)
{
    return s.text(column);
}

// The prepared statements of one store object on this thread's connection, made on first use,
// and the write transactions they run in. Transactions nest per connection, so the stores of
// one thread (LinkStore, SearchIndex, VisitStore) join each other's. One thread uses it.
class SqlStatements {
public:
    explicit SqlStatements(std::shared_ptr<Database> database);

    const std::shared_ptr<Database> &database() const { return m_db; }

    // A prepared QSqlQuery, for SQL made anew (searches): Qt's calls, values bound as QVariants.
    QSqlQuery &query(const QString &sql);
    // A statement of fixed SQL, run often: on SQLite's own handle (ThreadConnections::sqliteStatement)
    // where it may be used, else through Qt's calls. Reset it when done (qScopeGuard).
    SqlStatement &statement(const QString &sql);
    // Runs `sql` with `binds`: the first column of the first row, `none` when there is no row.
    Result<qint64> scalar(const QString &sql, const QVariantList &binds, const QString &what, qint64 none = 0);

    // Takes the write lock (or joins the transaction already open on this connection).
    Result<void> begin(const QString &what);
    // The outermost commit writes everything, or nothing if an inner transaction rolled back.
    Result<void> commit(const QString &what);
    void rollback();
    // Runs `work` in one write transaction: committed when it returns no error, else rolled back.
    // An outermost transaction that PostgreSQL aborted for a write conflict runs again, up to
    // MaxAttempts times in all: `work` must start from scratch each time (keep nothing of a
    // failed attempt).
    Result<void> inTransaction(const std::function<Result<void>()> &work);
    static constexpr int MaxAttempts = 5;

    // Runs a statement that PostgreSQL cannot prepare (transaction control, DDL). Fails with
    // storageError(what, the database's words).
    Result<void> control(const QString &sql, const QString &what);
    // control() for a statement whose failure nothing can act on: logged, and whether it ran.
    bool controlOrLog(const QString &sql, const QString &what);

private:
    // Forgets the statements of a connection that was opened again (after the server was lost).
    void forgetIfReopened();

    std::shared_ptr<Database> m_db;
    std::unordered_map<QString, QSqlQuery> m_statements;  // QSqlQuery moves, never copies
    std::unordered_map<QString, std::unique_ptr<QtSqlStatement>> m_qtStatements;
    QSet<QString> m_unprepared;
    quint64 m_epoch = 0;
};

}  // namespace kurz
