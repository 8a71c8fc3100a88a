#include "core/store/SqlStatements.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlError>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace kurz {

Error storageError(const QString &what, const QString &detail)
{
    // The detail (SQLite's own words) stays as SQLite wrote it.
    return Error{Error::Kind::Storage,
        QCoreApplication::translate(
            "kurz::SqlStatements", "%1: %2. Check that the database is readable, writable and not full.")
            .arg(what, detail),
        {}, reasons::Storage};
}

namespace {

Error failure(const QString &what, const QString &detail, const QString &code)
{
    Error failed = storageError(what, detail);
    // SQLSTATEs of PostgreSQL: serialization_failure and deadlock_detected.
    if (code == u"40001"_s || code == u"40P01"_s)
        failed.reason = reasons::WriteConflict;
    return failed;
}

}  // namespace

Error storageError(const QString &what, const QSqlError &error)
{
    return failure(what, error.text(), error.nativeErrorCode());
}

Error storageError(const QString &what, const SqlStatement &failed)
{
    return failure(what, failed.errorText(), failed.errorCode());
}

SqlStatements::SqlStatements(std::shared_ptr<Database> database)
    : m_db(std::move(database))
{
}

void SqlStatements::forgetIfReopened()
{
    if (const quint64 epoch = m_db->connections().epoch(); epoch != m_epoch) {
        m_statements.clear();
        m_unprepared.clear();
        m_qtStatements.clear();
        m_epoch = epoch;
    }
}

SqlStatement &SqlStatements::statement(const QString &sql)
{
    if (SqliteStatement *own = m_db->connections().sqliteStatement(sql))
        return *own;
    forgetIfReopened();
    std::unique_ptr<QtSqlStatement> &made = m_qtStatements[sql];
    if (!made)
        made = std::make_unique<QtSqlStatement>(m_db->connection(), sql);
    else
        made->prepareIfNeeded();
    return *made;
}

QSqlQuery &SqlStatements::query(const QString &sql)
{
    forgetIfReopened();
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        if (m_statements.size() > 200) {  // searches with many words each make a statement
            m_statements.clear();
            m_unprepared.clear();
        }
        QSqlQuery q(m_db->connection());
        q.setForwardOnly(true);
        it = m_statements.emplace(sql, std::move(q)).first;
        m_unprepared.insert(sql);
    }
    // A statement that could not be prepared (PostgreSQL prepares on the server, which may
    // time out on a lock) is prepared again at its next use.
    if (!m_unprepared.isEmpty() && m_unprepared.contains(sql) && it->second.prepare(sql))
        m_unprepared.remove(sql);
    return it->second;
}

Result<qint64> SqlStatements::scalar(const QString &sql, const QVariantList &binds, const QString &what, qint64 none)
{
    QSqlQuery &q = query(sql);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return storageError(what, q.lastError());
    const qint64 value = q.next() ? q.value(0).toLongLong() : none;
    q.finish();
    return value;
}

Result<void> SqlStatements::begin(const QString &what)
{
    ThreadConnections::Transaction &transaction = m_db->connections().transaction();
    // Nested: the outermost transaction decides (LinkService wraps several writes in one).
    if (transaction.depth++ > 0)
        return {};
    transaction.rollbackOnly = false;
    if (auto problem = m_db->maintenance().fileProblem(); !problem.ok()) {
        transaction.depth = 0;
        return problem.error();
    }
    auto began = control(m_db->dialect().beginWrite(), what);
    if (!began.ok())
        transaction.depth = 0;
    return began;
}

Result<void> SqlStatements::control(const QString &sql, const QString &what)
{
    // PostgreSQL prepares only queries and data changes, not transaction control.
    if (m_db->dialect().kind() == SqlDialect::Kind::SQLite) {
        SqlStatement &statement = this->statement(sql);
        const bool done = statement.exec();
        const QString problem = done ? QString() : statement.errorText();
        statement.reset();
        if (done)
            return {};
        return storageError(what, problem);
    }
    QSqlQuery q(m_db->connection());
    if (q.exec(sql))
        return {};
    return storageError(what, q.lastError());
}

Result<void> SqlStatements::commit(const QString &what)
{
    ThreadConnections::Transaction &transaction = m_db->connections().transaction();
    if (--transaction.depth > 0)
        return {};
    if (transaction.rollbackOnly) {
        controlOrLog(QStringLiteral("ROLLBACK"), QStringLiteral("roll back"));
        return storageError(
            what, QCoreApplication::translate("kurz::SqlStatements", "an earlier step failed and was rolled back"));
    }
    auto committed = control(QStringLiteral("COMMIT"), what);
    if (!committed.ok())
        controlOrLog(QStringLiteral("ROLLBACK"), QStringLiteral("roll back"));
    return committed;
}

void SqlStatements::rollback()
{
    ThreadConnections::Transaction &transaction = m_db->connections().transaction();
    if (--transaction.depth > 0) {
        transaction.rollbackOnly = true;
        return;
    }
    controlOrLog(QStringLiteral("ROLLBACK"), QStringLiteral("roll back"));
}

bool SqlStatements::controlOrLog(const QString &sql, const QString &what)
{
    auto done = control(sql, what);
    if (!done.ok())
        qCWarning(lcStore).noquote() << done.error().message;
    return done.ok();
}

Result<void> SqlStatements::inTransaction(const std::function<Result<void>()> &work)
{
    for (int attempt = 1;; ++attempt) {
        if (auto started = begin(QCoreApplication::translate("kurz::SqlStatements", "Cannot start saving"));
            !started.ok())
            return started.error();
        auto failed = work();
        if (failed.ok()) {
            if (auto committed = commit(QCoreApplication::translate("kurz::SqlStatements", "Cannot save"));
                !committed.ok())
                return committed.error();
            return {};
        }
        rollback();
        // Inside someone else's transaction only the outermost may run again.
        if (failed.error().reason != reasons::WriteConflict || m_db->connections().transaction().depth > 0
            || attempt == MaxAttempts)
            return failed;
    }
}

}  // namespace kurz
