#include "core/store/UpkeepStore.h"

#include <QSqlError>

namespace kurz {

UpkeepStore::UpkeepStore(std::shared_ptr<Database> database)
    : m_db(std::move(database))
{
}

QSqlQuery &UpkeepStore::prepared(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        QSqlQuery q(m_db->connection());
        q.setForwardOnly(true);
        q.prepare(sql);
        it = m_statements.insert(sql, q);
    }
    return *it;
}

QList<LinkTarget> UpkeepStore::targets(QSqlQuery &q)
{
    QList<LinkTarget> found;
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return found;
    }
    while (q.next())
        found.append(LinkTarget{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString()});
    return found;
}

QList<LinkTarget> UpkeepStore::awaitingTitle(int limit)
{
    QSqlQuery &q = prepared(QStringLiteral("SELECT id, code, target FROM links WHERE title_pending = 1 ORDER BY id LIMIT ?"));
    q.addBindValue(limit);
    return targets(q);
}

QList<LinkTarget> UpkeepStore::dueForCheck(const QDateTime &before, int limit)
{
    QSqlQuery &q = prepared(QStringLiteral("SELECT id, code, target FROM links WHERE health_checked_at IS NULL OR health_checked_at < ? "
                                           "ORDER BY coalesce(health_checked_at, 0), id LIMIT ?"));
    q.addBindValue(before.toMSecsSinceEpoch());
    q.addBindValue(limit > 0 ? qint64(limit) : qint64(-1));
    return targets(q);
}

std::optional<bool> UpkeepStore::changedOne(QSqlQuery &q)
{
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return std::nullopt;
    }
    return q.numRowsAffected() == 1;
}

std::optional<bool> UpkeepStore::fillTitle(qint64 id, const QString &title)
{
    QSqlQuery &q = prepared(QStringLiteral("UPDATE links SET title = CASE WHEN title = '' THEN ? ELSE title END, title_pending = 0 "
                                           "WHERE id = ? AND title_pending = 1"));
    q.addBindValue(title.isNull() ? QStringLiteral("") : title);
    q.addBindValue(id);
    return changedOne(q);
}

std::optional<bool> UpkeepStore::recordHealth(qint64 id, const LinkHealth &health)
{
    QSqlQuery &q = prepared(QStringLiteral("UPDATE links SET health_status = ?, health_error = ?, health_checked_at = ? WHERE id = ?"));
    q.addBindValue(health.status);
    q.addBindValue(health.error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(health.error));
    q.addBindValue(health.checked.toMSecsSinceEpoch());
    q.addBindValue(id);
    return changedOne(q);
}

} // namespace kurz
