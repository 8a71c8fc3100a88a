#include "core/store/HitJournal.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString journalError()
{
    return QCoreApplication::translate("kurz::VisitStore", "Cannot write hits to the hit journal");
}

QString foldError()
{
    return QCoreApplication::translate("kurz::VisitStore", "Cannot add the hit journal to the hit counts");
}

// One row of the journal as append() binds it.
struct JournalRow {
    qint64 linkId = 0;
    qint64 atMs = 0;
    bool bot = false;
    QString referrerHost;
    QString browser;
    qint64 count = 0;
    bool visit = true;
    QString redirectUrl;  // as visits.redirect_url stores it
    int orphan = 0;  // orphan_visits.type, 0 for a link's hits
    QString visitedUrl;
};

}  // namespace

HitJournal::HitJournal(std::shared_ptr<Database> database)
    : m_sql(std::move(database))
{
}

Result<void> HitJournal::append(const HitBatch &batch, qint64 writer)
{
    if (batch.isEmpty())
        return {};
    std::vector<JournalRow> rows;
    rows.reserve(size_t(batch.visits.size()) + size_t(batch.counts.size()));
    // What the visit rows leave of each link's hits (their details were dropped in memory).
    QHash<qint64, HitBatch::Counts> rest = batch.counts;
    for (auto it = batch.visits.cbegin(); it != batch.visits.cend(); ++it) {
        const VisitKey &v = it.key();
        rows.push_back({v.linkId, v.second * 1000, v.bot, v.referrerHost, v.browser, it.value(), true,
            storedRedirect(v), storedOrphanType(v.kind), v.visitedUrl});
        if (isOrphan(v.kind))
            continue;
        HitBatch::Counts &left = rest[v.linkId];
        (v.bot ? left.botHits : left.hits) -= it.value();
    }
    for (auto it = rest.cbegin(); it != rest.cend(); ++it) {
        const qint64 at = it->lastHitMs / 1000 * 1000;
        if (it->hits > 0)
            rows.push_back({it.key(), at, false, {}, {}, it->hits, false});
        if (it->botHits > 0)
            rows.push_back({it.key(), at, true, {}, {}, it->botHits, false});
    }
    return m_sql.inTransaction([&]() -> Result<void> {
        for (size_t first = 0; first < rows.size(); first += RowsPerInsert) {
            const qsizetype count = qsizetype(std::min<size_t>(RowsPerInsert, rows.size() - first));
            SqlStatement &insert = m_sql.statement(
                u"INSERT INTO hit_journal (writer, link_id, at, bot, referrer_host, browser, count, visit, last_ms, "
                "redirect_url, orphan, visited_url) VALUES "_s
                + QStringList(count, u"(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s).join(u", "_s));
            for (qsizetype i = 0; i < count; ++i) {
                const JournalRow &r = rows[first + size_t(i)];
                const int at = int(i) * 12;
                insert.bind(at, writer);
                insert.bind(at + 1, r.linkId);
                insert.bind(at + 2, r.atMs);
                insert.bind(at + 3, qint64(r.bot));
                insert.bind(at + 4, notNull(r.referrerHost));
                insert.bind(at + 5, notNull(r.browser));
                insert.bind(at + 6, r.count);
                insert.bind(at + 7, qint64(r.visit));
                insert.bind(at + 8, r.orphan != 0 ? r.atMs : batch.counts.value(r.linkId).lastHitMs);
                insert.bind(at + 9, r.redirectUrl);
                insert.bind(at + 10, qint64(r.orphan));
                insert.bind(at + 11, notNull(r.visitedUrl));
            }
            const bool done = insert.exec();
            const auto reset = qScopeGuard([&insert] { insert.reset(); });
            if (!done)
                return storageError(journalError(), insert);
        }
        return {};
    });
}

Result<QSet<qint64>> HitJournal::fold(qint64 writer, qint64 maxRows, bool *more)
{
    QSet<qint64> changed;
    bool remains = false;
    const SqlDialect &dialect = m_sql.database()->dialect();
    const auto folded = m_sql.inTransaction([&]() -> Result<void> {
        changed.clear();
        // On PostgreSQL two listeners may fold a crashed one's rows at once: one after the other.
        if (dialect.kind() == SqlDialect::Kind::PostgreSQL) {
            if (const auto locked
                = m_sql.scalar(u"SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext('kurz_hit_journal'))) AS l"_s, {},
                    foldError());
                !locked)
                return locked.error();
        }
        remains = false;
        const auto first
            = m_sql.scalar(u"SELECT coalesce(min(id), 0) FROM hit_journal WHERE writer = ?"_s, {writer}, foldError());
        if (!first)
            return first.error();
        if (*first == 0)
            return {};
        auto last = m_sql.scalar(u"SELECT max(id) FROM hit_journal WHERE writer = ?"_s, {writer}, foldError());
        if (!last)
            return last.error();
        if (maxRows > 0 && *last - *first >= maxRows) {
            last = *first + maxRows - 1;
            remains = true;
        }
        const QVariantList mine{writer, *last};
        QSqlQuery &ids
            = m_sql.query(u"SELECT DISTINCT link_id FROM hit_journal WHERE writer = ? AND id <= ? AND orphan = 0"_s);
        for (const QVariant &v : mine)
            ids.addBindValue(v);
        if (!ids.exec())
            return storageError(foldError(), ids.lastError());
        while (ids.next())
            changed.insert(ids.value(0).toLongLong());
        ids.finish();
        const QStringList steps{
            u"UPDATE links SET hits = links.hits + j.h, bot_hits = links.bot_hits + j.b, last_hit_at = "_s
                + dialect.greatest()
                + u"(coalesce(links.last_hit_at, 0), j.l) FROM (SELECT link_id, "
                  "sum(CASE WHEN bot = 0 THEN count ELSE 0 END) AS h, sum(CASE WHEN bot <> 0 THEN count ELSE 0 END) AS "
                  "b, "
                  "max(last_ms) AS l FROM hit_journal WHERE writer = ? AND id <= ? GROUP BY link_id) AS j "
                  "WHERE links.id = j.link_id"_s,
            // In link order, as the visits' index keeps them; links deleted meanwhile take none.
            u"INSERT INTO visits (link_id, at, bot, referrer_host, browser, count, redirect_url) SELECT link_id, at, "
            "bot, referrer_host, browser, count, redirect_url FROM hit_journal WHERE writer = ? AND id <= ? AND "
            "visit <> 0 AND orphan = 0 AND link_id IN (SELECT id FROM links) ORDER BY link_id, at"_s,
            u"INSERT INTO orphan_visits (type, at, bot, referrer_host, browser, visited_url, redirect_url, count) "
            "SELECT orphan, at, bot, referrer_host, browser, visited_url, redirect_url, count FROM hit_journal "
            "WHERE writer = ? AND id <= ? AND orphan <> 0 ORDER BY at, id"_s,
            u"DELETE FROM hit_journal WHERE writer = ? AND id <= ?"_s};
        for (const QString &sql : steps) {
            SqlStatement &step = m_sql.statement(sql);
            step.bind(0, writer);
            step.bind(1, *last);
            const bool done = step.exec();
            const auto reset = qScopeGuard([&step] { step.reset(); });
            if (!done)
                return storageError(foldError(), step);
        }
        return {};
    });
    if (!folded.ok())
        return folded.error();
    if (more)
        *more = remains;
    return changed;
}

Result<QSet<qint64>> HitJournal::writers()
{
    QSqlQuery &q = m_sql.query(u"SELECT DISTINCT writer FROM hit_journal"_s);
    if (!q.exec())
        return storageError(foldError(), q.lastError());
    QSet<qint64> found;
    while (q.next())
        found.insert(q.value(0).toLongLong());
    q.finish();
    return found;
}

}  // namespace kurz
