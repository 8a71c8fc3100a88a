#include "core/store/CodePool.h"

#include "core/store/DatabaseError.h"
#include "core/store/ThreadConnections.h"

#include <QCoreApplication>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("kurz::Database", text);
}

}  // namespace

CodePool::CodePool(ThreadConnections &connections, SqlDialect dialect)
    : m_connections(connections)
    , m_dialect(dialect)
{
}

Result<void> CodePool::outsideTransactions(const char *what) const
{
    if (m_connections.transaction().depth == 0)
        return {};
    return Error{Error::Kind::Storage,
        translated(what) + u": "_s
            + translated(QT_TRANSLATE_NOOP("kurz::Database",
                "not inside another write transaction, whose rollback would free codes already handed out")),
        {}, reasons::Storage};
}

Result<QStringList> CodePool::take(const QString &holder, int count)
{
    const char *what = QT_TRANSLATE_NOOP("kurz::Database", "Cannot take codes from the pool");
    if (auto outside = outsideTransactions(what); !outside.ok())
        return outside.error();
    const bool sqlite = m_dialect.kind() == SqlDialect::Kind::SQLite;
    QSqlQuery q(m_connections.connection());
    // On PostgreSQL the one statement is its own transaction, committed when exec returns.
    if (sqlite && !q.exec(m_dialect.beginWrite()))
        return databaseError(translated(what), q.lastError());
    q.prepare(
        u"UPDATE code_pool SET holder = ? WHERE code IN (SELECT code FROM code_pool WHERE holder IS NULL LIMIT ?"_s
        + (sqlite ? u")"_s : u" FOR UPDATE SKIP LOCKED)"_s) + u" RETURNING code"_s);
    q.addBindValue(holder);
    q.addBindValue(count);
    QStringList codes;
    if (q.exec()) {
        while (q.next())
            codes.append(q.value(0).toString());
        q.finish();
        if (!sqlite || q.exec(u"COMMIT"_s))
            return codes;
    }
    const Error error = databaseError(translated(what), q.lastError());
    if (sqlite)
        QSqlQuery(m_connections.connection()).exec(u"ROLLBACK"_s);
    return error;
}

Result<int> CodePool::forEachCode(const QStringList &codes, const QString &sql, const QVariant &extra, const char *what)
{
    if (auto outside = outsideTransactions(what); !outside.ok())
        return outside.error();
    QSqlQuery q(m_connections.connection());
    if (!q.exec(m_dialect.beginWrite()))
        return databaseError(translated(what), q.lastError());
    q.prepare(sql);
    int changed = 0;
    bool done = true;
    for (const QString &code : codes) {
        q.addBindValue(code);
        q.addBindValue(extra.isValid() ? extra : QVariant(code));
        if (!(done = q.exec()))
            break;
        changed += q.numRowsAffected() > 0 ? 1 : 0;
    }
    if (done && q.exec(u"COMMIT"_s))
        return changed;
    const Error error = databaseError(translated(what), q.lastError());
    QSqlQuery(m_connections.connection()).exec(u"ROLLBACK"_s);
    return error;
}

Result<int> CodePool::add(const QStringList &codes)
{
    return forEachCode(codes,
        u"INSERT INTO code_pool (code) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM links WHERE code = ?)"
        " ON CONFLICT (code) DO NOTHING"_s,
        {}, QT_TRANSLATE_NOOP("kurz::Database", "Cannot add codes to the pool"));
}

Result<bool> CodePool::takeOut(const QString &code)
{
    QSqlQuery q(m_connections.connection());
    q.prepare(u"UPDATE code_pool SET holder = ? WHERE code = ? AND holder IS NULL"_s);
    q.addBindValue(QString(AliasHolder));
    q.addBindValue(code);
    if (!q.exec())
        return databaseError(
            translated(QT_TRANSLATE_NOOP("kurz::Database", "Cannot take the code out of the pool")), q.lastError());
    return q.numRowsAffected() > 0;
}

Result<void> CodePool::giveBack(const QString &holder, const QStringList &codes)
{
    if (codes.isEmpty())
        return {};
    const auto given = forEachCode(codes,
        u"UPDATE code_pool SET holder = NULL WHERE code = ? AND holder = ?"
        " AND NOT EXISTS (SELECT 1 FROM links WHERE links.code = code_pool.code)"_s,
        holder, QT_TRANSLATE_NOOP("kurz::Database", "Cannot give codes back to the pool"));
    if (!given)
        return given.error();
    return {};
}

Result<CodePool::Counts> CodePool::counts() const
{
    const auto free = freeCount();
    if (!free)
        return free.error();
    const auto all = m_connections.scalar(u"SELECT count(*) FROM code_pool"_s,
        translated(QT_TRANSLATE_NOOP("kurz::Database", "Cannot count the pool's codes")));
    if (!all)
        return all.error();
    return Counts{*free, *all - *free};
}

Result<qint64> CodePool::freeCount() const
{
    return m_connections.scalar(u"SELECT count(*) FROM code_pool WHERE holder IS NULL"_s,
        translated(QT_TRANSLATE_NOOP("kurz::Database", "Cannot count the pool's codes")));
}

}  // namespace kurz
