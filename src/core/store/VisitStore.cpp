#include "core/store/VisitStore.h"

#include <QCoreApplication>
#include <QSqlError>

#include <algorithm>
#include <limits>
#include <tuple>

namespace kurz {

namespace {

QString readError()
{
    return QCoreApplication::translate("kurz::VisitStore", "Cannot read the visits");
}

} // namespace

size_t qHash(const VisitKey &key, size_t seed)
{
    return qHashMulti(seed, key.linkId, key.second, key.bot, key.referrerHost, key.browser);
}

void HitBatch::merge(const HitBatch &other)
{
    for (auto it = other.counts.cbegin(); it != other.counts.cend(); ++it) {
        Counts &c = counts[it.key()];
        c.hits += it->hits;
        c.botHits += it->botHits;
        c.lastHitMs = std::max(c.lastHitMs, it->lastHitMs);
    }
    for (auto it = other.visits.cbegin(); it != other.visits.cend(); ++it)
        visits[it.key()] += it.value();
}

VisitStore::VisitStore(std::shared_ptr<Database> database)
    : m_sql(std::move(database))
{
}

Result<bool> VisitStore::applyHits(const HitBatch &batch)
{
    if (batch.isEmpty())
        return true;
    if (auto started = m_sql.begin(QCoreApplication::translate("kurz::VisitStore", "Cannot start writing hits")); !started)
        return started;
    QSqlQuery &counts = m_sql.prepared(u"UPDATE links SET hits = hits + ?, bot_hits = bot_hits + ?, last_hit_at = "_qs
                                       + m_sql.database()->dialect().greatest() + u"(coalesce(last_hit_at, 0), ?) WHERE id = ?"_qs);
    // In id order: consecutive updates share B-tree pages instead of jumping across the file.
    QList<qint64> ids = batch.counts.keys();
    std::sort(ids.begin(), ids.end());
    for (const qint64 id : std::as_const(ids)) {
        const HitBatch::Counts &c = batch.counts[id];
        counts.addBindValue(c.hits);
        counts.addBindValue(c.botHits);
        counts.addBindValue(c.lastHitMs);
        counts.addBindValue(id);
        if (!counts.exec()) {
            const QString error = counts.lastError().text();
            m_sql.rollback();
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot write hit counts"), error);
        }
    }
    QSqlQuery &visit = m_sql.prepared(QStringLiteral("INSERT INTO visits (link_id, at, bot, referrer_host, browser, count) "
                                                     "SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM links WHERE id = ?)"));
    QList<const VisitKey *> keys;
    keys.reserve(batch.visits.size());
    for (auto it = batch.visits.cbegin(); it != batch.visits.cend(); ++it)
        keys.append(&it.key());
    std::sort(keys.begin(), keys.end(), [](const VisitKey *a, const VisitKey *b) {
        return std::tie(a->linkId, a->second) < std::tie(b->linkId, b->second);
    });
    for (const VisitKey *key : std::as_const(keys)) {
        const VisitKey &v = *key;
        visit.addBindValue(v.linkId);
        visit.addBindValue(v.second * 1000);
        visit.addBindValue(int(v.bot));
        visit.addBindValue(notNull(v.referrerHost));
        visit.addBindValue(notNull(v.browser));
        visit.addBindValue(batch.visits.value(v));
        visit.addBindValue(v.linkId);
        if (!visit.exec()) {
            const QString error = visit.lastError().text();
            m_sql.rollback();
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot write visits"), error);
        }
    }
    return m_sql.commit(QCoreApplication::translate("kurz::VisitStore", "Cannot write hits"));
}

Result<QList<DayVisits>> VisitStore::perDay(qint64 linkId, const QDate &lastDay, int days)
{
    const QDate firstDay = lastDay.addDays(1 - days);
    const qint64 from = firstDay.startOfDay().toMSecsSinceEpoch();
    const qint64 until = lastDay.addDays(1).startOfDay().toMSecsSinceEpoch();
    // Local days: shift by this zone's offset so that integer division cuts at local midnight.
    const qint64 offsetMs = qint64(firstDay.startOfDay().offsetFromUtc()) * 1000;
    QSqlQuery &q = m_sql.prepared(QStringLiteral(
        "SELECT (at + ?) / 86400000 AS day, sum(CASE WHEN bot = 0 THEN count ELSE 0 END), sum(CASE WHEN bot <> 0 THEN count ELSE 0 END) "
        "FROM visits WHERE link_id = ? AND at >= ? AND at < ? GROUP BY day"));
    q.addBindValue(offsetMs);
    q.addBindValue(linkId);
    q.addBindValue(from);
    q.addBindValue(until);
    if (!q.exec())
        return storageError(readError(), q.lastError().text());
    QList<DayVisits> result;
    for (int i = 0; i < days; ++i)
        result.append(DayVisits{firstDay.addDays(i), 0, 0});
    const qint64 firstIndex = (from + offsetMs) / 86400000;
    while (q.next()) {
        const qint64 index = q.value(0).toLongLong() - firstIndex;
        if (index >= 0 && index < days) {
            result[index].human = q.value(1).toLongLong();
            result[index].bots = q.value(2).toLongLong();
        }
    }
    return result;
}

QString VisitStore::whereClause(const VisitQuery &query, QVariantList &binds)
{
    QStringList conditions;
    if (query.linkId) {
        conditions << QStringLiteral("link_id = ?");
        binds << *query.linkId;
    }
    if (query.from.isValid()) {
        conditions << QStringLiteral("at >= ?");
        binds << query.from.toMSecsSinceEpoch();
    }
    if (query.until.isValid()) {
        conditions << QStringLiteral("at <= ?");
        binds << query.until.toMSecsSinceEpoch();
    }
    if (query.excludeBots)
        conditions << QStringLiteral("bot = 0");
    return conditions.isEmpty() ? QString() : u" WHERE "_qs + conditions.join(u" AND "_qs);
}

Result<QList<VisitRow>> VisitStore::visits(const VisitQuery &query)
{
    QVariantList binds;
    // `upto`: single visits up to and including this row; a row covers (upto - count, upto].
    QString sql = u"SELECT link_id, at, bot, referrer_host, browser, count, upto FROM (SELECT link_id, at, bot, referrer_host, "
                  "browser, count, id, sum(count) OVER (ORDER BY at DESC, id DESC ROWS UNBOUNDED PRECEDING) AS upto FROM visits"_qs
        + whereClause(query, binds) + u") AS v WHERE upto > ?"_qs;
    binds << query.offset;
    if (query.limit > 0) {
        sql += u" AND upto - count < ?"_qs;
        binds << query.offset + query.limit;
    }
    sql += u" ORDER BY at DESC, id DESC"_qs;
    QSqlQuery &q = m_sql.prepared(sql);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    if (!q.exec())
        return storageError(readError(), q.lastError().text());
    QList<VisitRow> rows;
    const qint64 end = query.limit > 0 ? query.offset + query.limit : std::numeric_limits<qint64>::max();
    while (q.next()) {
        VisitRow row;
        row.linkId = q.value(0).toLongLong();
        row.at = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC);
        row.bot = q.value(2).toBool();
        row.referrerHost = q.value(3).toString();
        row.browser = q.value(4).toString();
        const qint64 upto = q.value(6).toLongLong();
        row.count = std::min(upto, end) - std::max(upto - q.value(5).toLongLong(), query.offset);
        rows.append(row);
    }
    return rows;
}

Result<qint64> VisitStore::count(const VisitQuery &query)
{
    QVariantList binds;
    const QString sql = u"SELECT coalesce(sum(count), 0) FROM visits"_qs + whereClause(query, binds);
    return m_sql.scalar(sql, binds, readError());
}

Result<VisitTotals> VisitStore::totals()
{
    QSqlQuery &q = m_sql.prepared(QStringLiteral("SELECT bot, coalesce(sum(count), 0) FROM visits GROUP BY bot"));
    if (!q.exec())
        return storageError(readError(), q.lastError().text());
    VisitTotals totals;
    while (q.next())
        (q.value(0).toBool() ? totals.bots : totals.humans) = q.value(1).toLongLong();
    return totals;
}

Result<QList<VisitRow>> VisitStore::rowsOf(qint64 linkId)
{
    QSqlQuery &q = m_sql.prepared(QStringLiteral("SELECT at, bot, referrer_host, browser, count FROM visits WHERE link_id = ? ORDER BY at, id"));
    q.addBindValue(linkId);
    if (!q.exec())
        return storageError(readError(), q.lastError().text());
    QList<VisitRow> rows;
    while (q.next()) {
        rows.append(VisitRow{linkId, QDateTime::fromMSecsSinceEpoch(q.value(0).toLongLong(), Qt::UTC), q.value(1).toBool(),
                             q.value(2).toString(), q.value(3).toString(), q.value(4).toLongLong()});
    }
    return rows;
}

Result<bool> VisitStore::addRows(qint64 linkId, const QList<VisitRow> &rows)
{
    QSqlQuery &q = m_sql.prepared(QStringLiteral("INSERT INTO visits (link_id, at, bot, referrer_host, browser, count) VALUES (?, ?, ?, ?, ?, ?)"));
    for (const VisitRow &row : rows) {
        for (const QVariant &v : {QVariant(linkId), QVariant(row.at.toMSecsSinceEpoch()), QVariant(int(row.bot)),
                                  QVariant(notNull(row.referrerHost)), QVariant(notNull(row.browser)), QVariant(row.count)})
            q.addBindValue(v);
        if (!q.exec())
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot save visits"), q.lastError().text());
    }
    return true;
}

} // namespace kurz
