#include "core/store/SqlStatements.h"

#include <QCoreApplication>
#include <QSqlError>

namespace kurz {

Error storageError(const QString &what, const QString &detail)
{
    // The detail (SQLite's own words) stays as SQLite wrote it.
    return Error{Error::Kind::Storage,
                 QCoreApplication::translate("kurz::SqlStatements", "%1: %2. Check that the database is readable, writable and not full.").arg(what, detail),
                 {}, reasons::Storage};
}

SqlStatements::SqlStatements(std::shared_ptr<Database> database)
    : m_db(std::move(database))
{
}

QSqlQuery &SqlStatements::prepared(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        if (m_statements.size() > 200)  // searches with many words each make a statement
            m_statements.clear();
        QSqlQuery q(m_db->connection());
        q.setForwardOnly(true);
        q.prepare(sql);
        it = m_statements.insert(sql, q);
    }
    return *it;
}

Result<qint64> SqlStatements::scalar(const QString &sql, const QVariantList &binds, const QString &what, qint64 none)
{
    QSqlQuery &q = prepared(sql);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return storageError(what, q.lastError().text());
    const qint64 value = q.next() ? q.value(0).toLongLong() : none;
    q.finish();
    return value;
}

Result<bool> SqlStatements::begin(const QString &what)
{
    Database::Transaction &transaction = m_db->transaction();
    // Nested: the outermost transaction decides (LinkService wraps several writes in one).
    if (transaction.depth++ > 0)
        return true;
    transaction.rollbackOnly = false;
    QSqlQuery &q = prepared(m_db->dialect().beginWrite());
    if (q.exec())
        return true;
    transaction.depth = 0;
    return storageError(what, q.lastError().text());
}

Result<bool> SqlStatements::commit(const QString &what)
{
    Database::Transaction &transaction = m_db->transaction();
    if (--transaction.depth > 0)
        return true;
    if (transaction.rollbackOnly) {
        prepared(QStringLiteral("ROLLBACK")).exec();
        return storageError(what, QCoreApplication::translate("kurz::SqlStatements", "an earlier step failed and was rolled back"));
    }
    QSqlQuery &q = prepared(QStringLiteral("COMMIT"));
    if (q.exec())
        return true;
    const QString error = q.lastError().text();
    prepared(QStringLiteral("ROLLBACK")).exec();
    return storageError(what, error);
}

void SqlStatements::rollback()
{
    Database::Transaction &transaction = m_db->transaction();
    if (--transaction.depth > 0) {
        transaction.rollbackOnly = true;
        return;
    }
    prepared(QStringLiteral("ROLLBACK")).exec();
}

std::optional<Error> SqlStatements::inTransaction(const std::function<std::optional<Error>()> &work)
{
    if (auto started = begin(QCoreApplication::translate("kurz::SqlStatements", "Cannot start saving")); !started)
        return started.error();
    if (auto failed = work()) {
        rollback();
        return failed;
    }
    if (auto committed = commit(QCoreApplication::translate("kurz::SqlStatements", "Cannot save")); !committed)
        return committed.error();
    return std::nullopt;
}

} // namespace kurz
