#include "core/store/VisitStore.h"

#include <QCoreApplication>
#include <QScopeGuard>
#include <QSet>
#include <QSqlError>

#include <algorithm>
#include <limits>
#include <tuple>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString readError()
{
    return QCoreApplication::translate("kurz::VisitStore", "Cannot read the visits");
}

}  // namespace

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

void VisitStore::setPageCache(int kib)
{
    if (const QString pragma = m_sql.database()->dialect().pageCacheStatement(kib); !pragma.isEmpty())
        m_sql.query(pragma).exec();
}

Result<void> VisitStore::applyHits(const HitBatch &batch)
{
    if (batch.isEmpty())
        return {};
    // One transaction, run again if PostgreSQL picks it to break a deadlock with an edit.
    const auto failed = m_sql.inTransaction([&]() -> Result<void> { return writeHits(batch); });
    if (!failed.ok())
        return failed.error();
    return {};
}

QString VisitStore::countsSql() const
{
    return u"UPDATE links SET hits = hits + ?, bot_hits = bot_hits + ?, last_hit_at = "_s
        + m_sql.database()->dialect().greatest() + u"(coalesce(last_hit_at, 0), ?) WHERE id = ?"_s;
}

Result<void> VisitStore::writeHits(const HitBatch &batch)
{
    // SqlStatement: SQLite's own calls where they may be used (Qt's binding by position costs
    // more than SQLite's updates). Each run is reset at once, failed or not.
    SqlStatement &counts = m_sql.statement(countsSql());
    // In id order: consecutive updates share B-tree pages instead of jumping across the file.
    QList<qint64> ids = batch.counts.keys();
    std::sort(ids.begin(), ids.end());
    QSet<qint64> gone;  // deleted meanwhile: their visit rows are dropped with them
    for (const qint64 id : std::as_const(ids)) {
        const HitBatch::Counts &c = batch.counts[id];
        counts.bind(0, c.hits);
        counts.bind(1, c.botHits);
        counts.bind(2, c.lastHitMs);
        counts.bind(3, id);
        const bool done = counts.exec();
        const auto reset = qScopeGuard([&counts] { counts.reset(); });
        if (!done)
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot write hit counts"), counts);
        if (counts.changes() == 0)
            gone.insert(id);
    }
    QList<const VisitKey *> keys;
    keys.reserve(batch.visits.size());
    for (auto it = batch.visits.cbegin(); it != batch.visits.cend(); ++it) {
        if (!gone.contains(it.key().linkId))
            keys.append(&it.key());
    }
    std::sort(keys.begin(), keys.end(), [](const VisitKey *a, const VisitKey *b) {
        return std::tie(a->linkId, a->second) < std::tie(b->linkId, b->second);
    });
    // Many rows per statement: the statement's own cost is paid once per VisitRowsPerInsert rows.
    for (qsizetype first = 0; first < keys.size(); first += VisitRowsPerInsert) {
        const qsizetype rows = std::min<qsizetype>(VisitRowsPerInsert, keys.size() - first);
        SqlStatement &insert
            = m_sql.statement(u"INSERT INTO visits (link_id, at, bot, referrer_host, browser, count) VALUES "_s
                + QStringList(rows, u"(?, ?, ?, ?, ?, ?)"_s).join(u", "_s));
        for (qsizetype i = 0; i < rows; ++i) {
            const VisitKey &v = *keys[first + i];
            const int at = int(i) * 6;
            insert.bind(at, v.linkId);
            insert.bind(at + 1, v.second * 1000);
            insert.bind(at + 2, qint64(v.bot));
            insert.bind(at + 3, notNull(v.referrerHost));
            insert.bind(at + 4, notNull(v.browser));
            insert.bind(at + 5, batch.visits.value(v));
        }
        const bool done = insert.exec();
        const auto reset = qScopeGuard([&insert] { insert.reset(); });
        if (!done)
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot write visits"), insert);
    }
    return {};
}

Result<QList<DayVisits>> VisitStore::perDay(qint64 linkId, const QDate &lastDay, int days)
{
    const QDate firstDay = lastDay.addDays(1 - days);
    const qint64 from = firstDay.startOfDay().toMSecsSinceEpoch();
    const qint64 until = lastDay.addDays(1).startOfDay().toMSecsSinceEpoch();
    // Local days: shift by this zone's offset so that integer division cuts at local midnight.
    const qint64 offsetMs = qint64(firstDay.startOfDay().offsetFromUtc()) * 1000;
    QSqlQuery &q = m_sql.query(QStringLiteral("SELECT (at + ?) / 86400000 AS day, sum(CASE WHEN bot = 0 THEN count "
                                              "ELSE 0 END), sum(CASE WHEN bot <> 0 THEN count ELSE 0 END) "
                                              "FROM visits WHERE link_id = ? AND at >= ? AND at < ? GROUP BY day"));
    q.addBindValue(offsetMs);
    q.addBindValue(linkId);
    q.addBindValue(from);
    q.addBindValue(until);
    if (!q.exec())
        return storageError(readError(), q.lastError());
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
    return conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s);
}

Result<QList<VisitRow>> VisitStore::visits(const VisitQuery &query)
{
    QVariantList binds;
    // `upto`: single visits up to and including this row; a row covers (upto - count, upto].
    QString sql
        = u"SELECT link_id, at, bot, referrer_host, browser, count, upto FROM (SELECT link_id, at, bot, referrer_host, "
          "browser, count, id, sum(count) OVER (ORDER BY at DESC, id DESC ROWS UNBOUNDED PRECEDING) AS upto FROM visits"_s
        + whereClause(query, binds) + u") AS v WHERE upto > ?"_s;
    binds << query.offset;
    if (query.limit > 0) {
        sql += u" AND upto - count < ?"_s;
        binds << query.offset + query.limit;
    }
    sql += u" ORDER BY at DESC, id DESC"_s;
    QSqlQuery &q = m_sql.query(sql);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    if (!q.exec())
        return storageError(readError(), q.lastError());
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
    const QString sql = u"SELECT coalesce(sum(count), 0) FROM visits"_s + whereClause(query, binds);
    return m_sql.scalar(sql, binds, readError());
}

Result<VisitTotals> VisitStore::totals()
{
    QSqlQuery &q = m_sql.query(QStringLiteral("SELECT bot, coalesce(sum(count), 0) FROM visits GROUP BY bot"));
    if (!q.exec())
        return storageError(readError(), q.lastError());
    VisitTotals totals;
    while (q.next())
        (q.value(0).toBool() ? totals.bots : totals.humans) = q.value(1).toLongLong();
    return totals;
}

Result<QHash<qint64, qint64>> VisitStore::hitsOf(const QList<qint64> &linkIds)
{
    QHash<qint64, qint64> hits;
    QSqlQuery &q = m_sql.query(QStringLiteral("SELECT hits FROM links WHERE id = ?"));
    for (const qint64 id : linkIds) {
        q.addBindValue(id);
        if (!q.exec())
            return storageError(readError(), q.lastError());
        if (q.next())
            hits.insert(id, q.value(0).toLongLong());
        q.finish();
    }
    return hits;
}

Result<QList<VisitRow>> VisitStore::rowsOf(qint64 linkId)
{
    QSqlQuery &q = m_sql.query(
        QStringLiteral("SELECT at, bot, referrer_host, browser, count FROM visits WHERE link_id = ? ORDER BY at, id"));
    q.addBindValue(linkId);
    if (!q.exec())
        return storageError(readError(), q.lastError());
    QList<VisitRow> rows;
    while (q.next()) {
        rows.append(rowFrom(q, 0, linkId));
    }
    return rows;
}

Result<void> VisitStore::addRows(qint64 linkId, const QList<VisitRow> &rows)
{
    QSqlQuery &q = m_sql.query(QStringLiteral(
        "INSERT INTO visits (link_id, at, bot, referrer_host, browser, count) VALUES (?, ?, ?, ?, ?, ?)"));
    for (const VisitRow &row : rows) {
        for (const QVariant &v : {QVariant(linkId), QVariant(row.at.toMSecsSinceEpoch()), QVariant(int(row.bot)),
                 QVariant(notNull(row.referrerHost)), QVariant(notNull(row.browser)), QVariant(row.count)})
            q.addBindValue(v);
        if (!q.exec())
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot save visits"), q.lastError());
    }
    return {};
}

}  // namespace kurz
