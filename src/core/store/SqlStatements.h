#pragma once

#include "core/store/Database.h"
#include "core/util/Result.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>
#include <QVariantList>

#include <functional>
#include <memory>
#include <optional>

namespace kurz {

// A store's failure: what could not be done, then the database's own words.
Error storageError(const QString &what, const QString &detail);
// SQLite binds a null QString as NULL, and text columns are NOT NULL.
inline QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

// The prepared statements of one store object on this thread's connection, made on first use,
// and the write transactions they run in. Transactions nest per connection, so the stores of
// one thread (LinkStore, SearchIndex, VisitStore) join each other's. One thread uses it.
class SqlStatements
{
public:
    explicit SqlStatements(std::shared_ptr<Database> database);

    const std::shared_ptr<Database> &database() const { return m_db; }

    QSqlQuery &prepared(const QString &sql);
    // Runs `sql` with `binds`: the first column of the first row, `none` when there is no row.
    Result<qint64> scalar(const QString &sql, const QVariantList &binds, const QString &what, qint64 none = 0);

    // Takes the write lock (or joins the transaction already open on this connection).
    Result<bool> begin(const QString &what);
    // The outermost commit writes everything, or nothing if an inner transaction rolled back.
    Result<bool> commit(const QString &what);
    void rollback();
    // Runs `work` in one write transaction: committed when it returns no error, else rolled back.
    std::optional<Error> inTransaction(const std::function<std::optional<Error>()> &work);

    // Runs a statement that PostgreSQL cannot prepare (transaction control, DDL); `error` gets
    // the database's words when it fails.
    bool control(const QString &sql, QString *error = nullptr);

private:
    std::shared_ptr<Database> m_db;
    QHash<QString, QSqlQuery> m_statements;
    QSet<QString> m_unprepared;
    quint64 m_epoch = 0;
};

} // namespace kurz
