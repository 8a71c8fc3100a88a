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

// Runs `sql` with `binds` inside the caller's transaction.
Result<void> run(SqlStatements &sql, const QString &text, const QVariantList &binds, const QString &what)
{
    QSqlQuery &q = sql.query(text);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return storageError(what, q.lastError());
    q.finish();
    return {};
}

}  // namespace

QString orphanTypeName(VisitKind kind)
{
    switch (kind) {
    case VisitKind::InvalidShortUrl: return u"invalid_short_url"_s;
    case VisitKind::BaseUrl: return u"base_url"_s;
    case VisitKind::Regular404: return u"regular_404"_s;
    case VisitKind::Redirect:
    case VisitKind::Pixel: break;
    }
    return {};
}

std::optional<VisitKind> orphanTypeFromName(const QString &name)
{
    for (const VisitKind kind : {VisitKind::InvalidShortUrl, VisitKind::BaseUrl, VisitKind::Regular404}) {
        if (name == orphanTypeName(kind))
            return kind;
    }
    return std::nullopt;
}

QString storedRedirect(const VisitKey &key)
{
    // NULL: the link's own target (or no redirect given, for orphans); '': none (a pixel).
    if (key.kind == VisitKind::Pixel)
        return u""_s;
    return key.redirectUrl.isEmpty() ? QString() : key.redirectUrl;
}

int storedOrphanType(VisitKind kind)
{
    return isOrphan(kind) ? int(kind) - int(VisitKind::InvalidShortUrl) + 1 : 0;
}

static VisitKind kindOfStoredOrphanType(qint64 type)
{
    return type >= 1 && type <= 3 ? VisitKind(int(VisitKind::InvalidShortUrl) + int(type) - 1)
                                  : VisitKind::InvalidShortUrl;
}

size_t qHash(const VisitKey &key, size_t seed)
{
    return qHashMulti(seed, key.linkId, key.second, key.bot, key.referrerHost, key.browser, key.redirectUrl,
        key.visitedUrl, quint8(key.kind));
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
    QList<const VisitKey *> orphans;
    keys.reserve(batch.visits.size());
    for (auto it = batch.visits.cbegin(); it != batch.visits.cend(); ++it) {
        if (isOrphan(it.key().kind))
            orphans.append(&it.key());
        else if (!gone.contains(it.key().linkId))
            keys.append(&it.key());
    }
    std::sort(keys.begin(), keys.end(), [](const VisitKey *a, const VisitKey *b) {
        return std::tie(a->linkId, a->second) < std::tie(b->linkId, b->second);
    });
    // Many rows per statement: the statement's own cost is paid once per VisitRowsPerInsert rows.
    for (qsizetype first = 0; first < keys.size(); first += VisitRowsPerInsert) {
        const qsizetype rows = std::min<qsizetype>(VisitRowsPerInsert, keys.size() - first);
        SqlStatement &insert = m_sql.statement(
            u"INSERT INTO visits (link_id, at, bot, referrer_host, browser, count, redirect_url) VALUES "_s
            + QStringList(rows, u"(?, ?, ?, ?, ?, ?, ?)"_s).join(u", "_s));
        for (qsizetype i = 0; i < rows; ++i) {
            const VisitKey &v = *keys[first + i];
            const int at = int(i) * 7;
            insert.bind(at, v.linkId);
            insert.bind(at + 1, v.second * 1000);
            insert.bind(at + 2, qint64(v.bot));
            insert.bind(at + 3, notNull(v.referrerHost));
            insert.bind(at + 4, notNull(v.browser));
            insert.bind(at + 5, batch.visits.value(v));
            insert.bind(at + 6, storedRedirect(v));
        }
        const bool done = insert.exec();
        const auto reset = qScopeGuard([&insert] { insert.reset(); });
        if (!done)
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot write visits"), insert);
    }
    SqlStatement &orphan = m_sql.statement(
        u"INSERT INTO orphan_visits (type, at, bot, referrer_host, browser, visited_url, redirect_url, count) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (const VisitKey *v : std::as_const(orphans)) {
        orphan.bind(0, qint64(storedOrphanType(v->kind)));
        orphan.bind(1, v->second * 1000);
        orphan.bind(2, qint64(v->bot));
        orphan.bind(3, notNull(v->referrerHost));
        orphan.bind(4, notNull(v->browser));
        orphan.bind(5, notNull(v->visitedUrl));
        orphan.bind(6, storedRedirect(*v));
        orphan.bind(7, batch.visits.value(*v));
        const bool done = orphan.exec();
        const auto reset = qScopeGuard([&orphan] { orphan.reset(); });
        if (!done)
            return storageError(QCoreApplication::translate("kurz::VisitStore", "Cannot write visits"), orphan);
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

QString VisitStore::tableOf(const VisitQuery &query)
{
    return query.orphans ? u"orphan_visits"_s : u"visits"_s;
}

QString VisitStore::whereClause(const VisitQuery &query, QVariantList &binds)
{
    QStringList conditions;
    if (query.orphans) {
        if (isOrphan(query.orphanType)) {
            conditions << QStringLiteral("type = ?");
            binds << storedOrphanType(query.orphanType);
        }
    } else {
        if (query.linkId) {
            conditions << QStringLiteral("link_id = ?");
            binds << *query.linkId;
        }
        if (!query.tag.isEmpty()) {
            conditions << QStringLiteral("link_id IN (SELECT lt.link_id FROM link_tags lt JOIN tags t ON t.id = "
                                         "lt.tag_id WHERE t.name = ?)");
            binds << query.tag;
        }
        if (query.domain) {
            conditions << QStringLiteral("link_id IN (SELECT id FROM links WHERE domain = ?)");
            // Not a null QString: that binds NULL, and the default domain is stored as ''.
            binds << (query.domain->isEmpty() ? QStringLiteral("") : *query.domain);
        }
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
    // Orphan visits have a type and a visited URL where link visits have a link.
    const QString own
        = query.orphans ? u"0 AS link_id, type, visited_url"_s : u"link_id, 0 AS type, '' AS visited_url"_s;
    QString sql = u"SELECT link_id, at, bot, referrer_host, browser, count, upto, redirect_url, type, visited_url FROM "
                  "(SELECT "_s
        + own
        + u", at, bot, referrer_host, browser, count, redirect_url, id, sum(count) OVER (ORDER BY at DESC, id DESC "
          "ROWS UNBOUNDED PRECEDING) AS upto FROM "_s
        + tableOf(query) + whereClause(query, binds) + u") AS v WHERE upto > ?"_s;
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
        const bool noRedirect = q.value(7).isNull();
        row.redirectUrl = q.value(7).toString();
        if (query.orphans) {
            row.kind = kindOfStoredOrphanType(q.value(8).toLongLong());
            row.visitedUrl = q.value(9).toString();
        } else {
            row.toTarget = noRedirect;
            row.kind = !noRedirect && row.redirectUrl.isEmpty() ? VisitKind::Pixel : VisitKind::Redirect;
        }
        rows.append(row);
    }
    return rows;
}

Result<qint64> VisitStore::count(const VisitQuery &query)
{
    QVariantList binds;
    const QString sql = u"SELECT coalesce(sum(count), 0) FROM "_s + tableOf(query) + whereClause(query, binds);
    return m_sql.scalar(sql, binds, readError());
}

Result<VisitTotals> VisitStore::totals(bool orphans)
{
    QSqlQuery &q = m_sql.query(u"SELECT bot, coalesce(sum(count), 0) FROM "_s
        + (orphans ? u"orphan_visits"_s : u"visits"_s) + u" GROUP BY bot"_s);
    if (!q.exec())
        return storageError(readError(), q.lastError());
    VisitTotals totals;
    while (q.next())
        (q.value(0).toBool() ? totals.bots : totals.humans) = q.value(1).toLongLong();
    return totals;
}

Result<qint64> VisitStore::deleteCounted(const QString &countSql, const QStringList &deletes, const QVariantList &binds)
{
    const QString what = QCoreApplication::translate("kurz::VisitStore", "Cannot delete the visits");
    qint64 deleted = 0;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        const auto counted = m_sql.scalar(countSql, binds, what);
        if (!counted)
            return counted.error();
        deleted = *counted;
        for (const QString &sql : deletes) {
            if (auto done = run(m_sql, sql, binds, what); !done.ok())
                return done.error();
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    return deleted;
}

Result<qint64> VisitStore::deleteOf(qint64 linkId)
{
    return deleteCounted(u"SELECT coalesce(sum(count), 0) FROM visits WHERE link_id = ?"_s,
        {u"DELETE FROM visits WHERE link_id = ?"_s, u"DELETE FROM hit_journal WHERE link_id = ?"_s,
            u"UPDATE links SET hits = 0, bot_hits = 0, last_hit_at = NULL WHERE id = ?"_s},
        {linkId});
}

Result<qint64> VisitStore::deleteOrphans()
{
    return deleteCounted(u"SELECT coalesce(sum(count), 0) FROM orphan_visits"_s,
        {u"DELETE FROM orphan_visits"_s, u"DELETE FROM hit_journal WHERE orphan <> 0"_s});
}

Result<ClearedVisits> VisitStore::clear(qint64 linkId)
{
    const QString what = QCoreApplication::translate("kurz::VisitStore", "Cannot delete the visits");
    ClearedVisits cleared;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        cleared = {};
        const auto made = m_sql.scalar(u"INSERT INTO removed_batches (created_at) VALUES (?) RETURNING id"_s,
            {QDateTime::currentMSecsSinceEpoch()}, what);
        if (!made)
            return made.error();
        cleared.batch = *made;
        const auto counted
            = m_sql.scalar(u"SELECT coalesce(sum(count), 0) FROM visits WHERE link_id = ?"_s, {linkId}, what);
        if (!counted)
            return counted.error();
        cleared.visits = *counted;
        const QString columns = u"link_id, at, bot, referrer_host, browser, count, redirect_url"_s;
        const QList<std::pair<QString, QVariantList>> steps{
            {u"INSERT INTO cleared_counts (batch_id, link_id, hits, bot_hits, last_hit_at) SELECT CAST(? AS BIGINT), "
             "id, hits, bot_hits, last_hit_at FROM links WHERE id = ?"_s,
                {cleared.batch, linkId}},
            {u"INSERT INTO removed_visits (batch_id, "_s + columns + u") SELECT CAST(? AS BIGINT), "_s + columns
                    + u" FROM visits WHERE link_id = ? ORDER BY id"_s,
                {cleared.batch, linkId}},
            {u"DELETE FROM visits WHERE link_id = ?"_s, {linkId}},
            {u"UPDATE links SET hits = 0, bot_hits = 0, last_hit_at = NULL WHERE id = ?"_s, {linkId}},
        };
        for (const auto &[sql, binds] : steps) {
            if (auto done = run(m_sql, sql, binds, what); !done.ok())
                return done.error();
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    return cleared;
}

Result<void> VisitStore::restoreCleared(qint64 batch)
{
    const QString what = QCoreApplication::translate("kurz::VisitStore", "Cannot restore the visits");
    const SqlDialect &dialect = m_sql.database()->dialect();
    return m_sql.inTransaction([&]() -> Result<void> {
        const auto kept = m_sql.scalar(u"SELECT count(*) FROM cleared_counts WHERE batch_id = ?"_s, {batch}, what);
        if (!kept)
            return kept.error();
        if (*kept == 0)
            return Error{Error::Kind::NotFound,
                QCoreApplication::translate(
                    "kurz::VisitStore", "These visits are no longer kept; nothing was restored."),
                {}, reasons::LinkNotFound};
        const QString columns = u"link_id, at, bot, referrer_host, browser, count, redirect_url"_s;
        // Visits counted since the clear stay: the kept counts are added to them.
        const QStringList steps{
            u"UPDATE links SET hits = links.hits + c.hits, bot_hits = links.bot_hits + c.bot_hits, last_hit_at = "_s
                + dialect.greatest()
                + u"(coalesce(links.last_hit_at, 0), coalesce(c.last_hit_at, 0)) FROM cleared_counts c WHERE "
                  "c.batch_id = ? AND links.id = c.link_id"_s,
            // A link that had never been visited keeps no last visit.
            u"UPDATE links SET last_hit_at = NULL WHERE last_hit_at = 0 AND id IN (SELECT link_id FROM cleared_counts "
            "WHERE batch_id = ?)"_s,
            u"INSERT INTO visits ("_s + columns + u") SELECT "_s + columns
                + u" FROM removed_visits WHERE batch_id = ? AND link_id IN (SELECT id FROM links) ORDER BY id"_s,
            u"DELETE FROM removed_batches WHERE id = ?"_s,
        };
        for (const QString &sql : steps) {
            if (auto done = run(m_sql, sql, {batch}, what); !done.ok())
                return done.error();
        }
        return {};
    });
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
