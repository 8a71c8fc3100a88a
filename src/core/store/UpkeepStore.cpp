#include "core/store/UpkeepStore.h"

#include <QCoreApplication>
#include <QSqlError>

#include <limits>

namespace kurz {

UpkeepStore::UpkeepStore(std::shared_ptr<Database> database)
    : m_sql(std::move(database))
{
}

Result<QList<LinkTarget>> UpkeepStore::targets(QSqlQuery &q)
{
    if (!q.exec())
        return storageError(
            QCoreApplication::translate("kurz::UpkeepStore", "Cannot read the links to look after"), q.lastError());
    QList<LinkTarget> found;
    while (q.next())
        found.append(LinkTarget{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString()});
    return found;
}

Result<QList<LinkTarget>> UpkeepStore::awaitingTitle(int limit)
{
    QSqlQuery &q
        = m_sql.query(QStringLiteral("SELECT id, code, target FROM links WHERE title_pending = 1 ORDER BY id LIMIT ?"));
    q.addBindValue(limit);
    return targets(q);
}

Result<QList<LinkTarget>> UpkeepStore::dueForCheck(const QDateTime &before, int limit)
{
    QSqlQuery &q = m_sql.query(
        QStringLiteral("SELECT id, code, target FROM links WHERE health_checked_at IS NULL OR health_checked_at < ? "
                       "ORDER BY coalesce(health_checked_at, 0), id LIMIT ?"));
    q.addBindValue(before.toMSecsSinceEpoch());
    // No limit: the largest one (PostgreSQL refuses SQLite's LIMIT -1).
    q.addBindValue(limit > 0 ? qint64(limit) : std::numeric_limits<qint64>::max());
    return targets(q);
}

Result<DuePage> UpkeepStore::dueForCheck(const QDateTime &before, const CheckCursor &after, int limit)
{
    DuePage page{{}, after};
    const auto read = [&](QSqlQuery &q) -> Result<void> {
        if (!q.exec())
            return storageError(
                QCoreApplication::translate("kurz::UpkeepStore", "Cannot read the links to look after"), q.lastError());
        while (q.next()) {
            page.targets.append(LinkTarget{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString()});
            page.next.id = page.targets.last().id;
            if (!q.isNull(3))
                page.next.checkedAtMs = q.value(3).toLongLong();
        }
        // An open statement would keep this connection's read snapshot, which its next write
        // could not upgrade once another connection has written meanwhile ("database is locked").
        q.finish();
        return {};
    };
    if (!after.checkedAtMs) {
        QSqlQuery &q = m_sql.query(QStringLiteral("SELECT id, code, target, health_checked_at FROM links "
                                                  "WHERE health_checked_at IS NULL AND id > ? ORDER BY id LIMIT ?"));
        q.addBindValue(after.id);
        q.addBindValue(limit);
        if (const auto failed = read(q); !failed.ok())
            return failed.error();
        if (page.targets.size() == limit)
            return page;
        page.next = CheckCursor{std::numeric_limits<qint64>::min(), 0};  // on to the checked ones
    }
    QSqlQuery &q = m_sql.query(QStringLiteral(
        "SELECT id, code, target, health_checked_at FROM links "
        "WHERE health_checked_at >= ? AND health_checked_at < ? AND NOT (health_checked_at = ? AND id <= ?) "
        "ORDER BY health_checked_at, id LIMIT ?"));
    const CheckCursor from = page.next;
    q.addBindValue(*from.checkedAtMs);
    q.addBindValue(before.toMSecsSinceEpoch());
    q.addBindValue(*from.checkedAtMs);
    q.addBindValue(from.id);
    q.addBindValue(qint64(limit - page.targets.size()));
    if (const auto failed = read(q); !failed.ok())
        return failed.error();
    return page;
}

Result<qint64> UpkeepStore::countDueForCheck(const QDateTime &before)
{
    return m_sql.scalar(
        QStringLiteral("SELECT count(*) FROM links WHERE health_checked_at IS NULL OR health_checked_at < ?"),
        {before.toMSecsSinceEpoch()},
        QCoreApplication::translate("kurz::UpkeepStore", "Cannot count the links to check"));
}

Result<bool> UpkeepStore::changedOne(QSqlQuery &q, const QString &what)
{
    if (!q.exec())
        return storageError(what, q.lastError());
    return q.numRowsAffected() == 1;
}

Result<bool> UpkeepStore::fillTitle(qint64 id, const QString &title)
{
    QSqlQuery &q = m_sql.query(
        QStringLiteral("UPDATE links SET title = CASE WHEN title = '' THEN ? ELSE title END, title_pending = 0 "
                       "WHERE id = ? AND title_pending = 1"));
    q.addBindValue(notNull(title));
    q.addBindValue(id);
    return changedOne(q, QCoreApplication::translate("kurz::UpkeepStore", "Cannot save the page title"));
}

Result<bool> UpkeepStore::recordHealth(qint64 id, const LinkHealth &health)
{
    QSqlQuery &q = m_sql.query(
        QStringLiteral("UPDATE links SET health_status = ?, health_error = ?, health_checked_at = ? WHERE id = ?"));
    q.addBindValue(health.status);
    q.addBindValue(health.error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(health.error));
    q.addBindValue(health.checked.toMSecsSinceEpoch());
    q.addBindValue(id);
    return changedOne(q, QCoreApplication::translate("kurz::UpkeepStore", "Cannot save the check's result"));
}

}  // namespace kurz
