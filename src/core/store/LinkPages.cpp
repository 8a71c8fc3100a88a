#include "core/store/LinkPages.h"

#include "core/store/LinkRow.h"
#include "core/store/LinkSql.h"
#include "core/store/Schema.h"
#include "core/store/SearchTerms.h"
#include "core/store/VisitStore.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QScopedValueRollback>
#include <QSqlError>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using namespace kurz::linksql;

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace kurz {

namespace {

// Runs a statement that selects LinkRow::selectList() and reads its rows.
Result<QList<Link>> linksOf(QSqlQuery &q)
{
    if (!q.exec())
        return storageError(readError(), q.lastError());
    QList<Link> links;
    while (q.next())
        links.append(LinkRow::read(q));
    return links;
}

// Above this many search matches a page is cut by walking the sort index, and from the second
// on by testing each row it meets instead of listing the matches first (see page()).
constexpr qint64 ManyMatches = 2000;
constexpr qint64 VeryManyMatches = 10000;
// How many rows of the sort's index a page of an uncounted filter is first looked for in: a
// few milliseconds of tests at most, and enough for a filter that one link in 500 passes.
constexpr qint64 FirstWalkRows = 5000;

}  // namespace

LinkPages::LinkPages(std::shared_ptr<Database> database)
    : m_sql(database)
    , m_search(std::move(database))
{
}

void LinkPages::inSnapshot(const std::function<void()> &work)
{
    // Inside this thread's own write transaction the reads already see one state.
    if (m_sql.database()->connections().transaction().depth > 0)
        return work();
    // The search index is brought up to date first: it writes, which a read-only snapshot
    // cannot. Links made in the moment between are found by the next read.
    if (auto caught = m_search.catchUp(); !caught.ok())
        qCWarning(lcStore).noquote() << caught.error().message;
    // Without one, the reads go on, each on its own state.
    const bool began
        = m_sql.controlOrLog(m_sql.database()->dialect().beginSnapshot(), QStringLiteral("begin a snapshot"));
    const QScopedValueRollback inSnapshot(m_inSnapshot, began);
    work();
    if (began)
        m_sql.controlOrLog(QStringLiteral("COMMIT"), QStringLiteral("end a snapshot"));
}

Result<QString> LinkPages::whereClause(const LinkQuery &query, QVariantList &binds, bool scan)
{
    QStringList conditions;
    const QStringList words = query.search.split(u' ', Qt::SkipEmptyParts);
    QString match = m_search.matchExpression(words);
    if (!match.isEmpty() && !m_inSnapshot) {
        if (auto caught = m_search.catchUp(); !caught.ok())
            return caught.error();
    }
    if (scan)
        match.clear();
    if (!match.isEmpty()) {
        conditions << u"id IN ("_s + SearchIndex::matchingIds() + u')';
        binds << match;
    }
    for (const QString &word : words) {
        if (!match.isEmpty() && SearchIndex::takes(word))
            continue;  // in the index match above
        conditions << m_search.wordCondition(word, binds);
    }
    if (!query.tags.isEmpty()) {
        QStringList marks;
        for (const QString &tag : query.tags) {
            marks << QStringLiteral("?");
            binds << tag;
        }
        const QString tagged
            = u"FROM link_tags lt JOIN tags t ON t.id = lt.tag_id WHERE t.name IN ("_s + marks.join(u", "_s) + u')';
        const QVariant allCount = qint64(QSet<QString>(query.tags.cbegin(), query.tags.cend()).size());
        if (scan) {
            // Walking the sort's index: each row met is tested by its key in link_tags, where
            // listing a common tag's links first would cost more than the walk.
            conditions << (query.allTags ? u"(SELECT count(*) "_s + tagged + u" AND lt.link_id = links.id) = ?"_s
                                         : u"EXISTS (SELECT 1 "_s + tagged + u" AND lt.link_id = links.id)"_s);
            if (query.allTags)
                binds << allCount;
        } else {
            QString sub = u"SELECT lt.link_id "_s + tagged;
            if (query.allTags) {
                sub += u" GROUP BY lt.link_id HAVING count(*) = ?"_s;
                binds << allCount;
            }
            conditions << u"id IN ("_s + sub + u')';
        }
    }
    if (query.domain) {
        conditions << QStringLiteral("domain = ?");
        binds << notNull(*query.domain);
    }
    if (query.createdFrom.isValid()) {
        conditions << QStringLiteral("created_at >= ?");
        binds << query.createdFrom.toMSecsSinceEpoch();
    }
    if (query.createdUntil.isValid()) {
        conditions << QStringLiteral("created_at <= ?");
        binds << query.createdUntil.toMSecsSinceEpoch();
    }
    if (query.excludeLimitReached)
        conditions << QStringLiteral("(max_visits IS NULL OR hits < max_visits)");
    if (query.brokenOnly) {
        // A target skipped as private was not asked, so it is not broken (LinkHealth::broken).
        conditions << QStringLiteral(
            "(health_status >= 400 OR (health_status = 0 AND coalesce(health_error, '') <> ?))");
        binds << QString(LinkHealth::PrivateAddress);
    }
    if (query.excludeExpiredAt.isValid()) {
        conditions << QStringLiteral("(expires_at IS NULL OR expires_at > ?)");
        binds << query.excludeExpiredAt.toMSecsSinceEpoch();
    }
    if (query.status) {
        conditions << u'(' + statusExpression(binds, QDateTime::currentMSecsSinceEpoch()) + u") = ?"_s;
        binds << int(*query.status);
    }
    return conditions.isEmpty() ? QString() : QString(u" WHERE "_s + conditions.join(u" AND "_s));
}

// Calls `row` with each row of `sql`: on SQLite's own calls for the one text of a query with
// no filter (`binds` then holds integers only), else through Qt's (each search makes a text of
// its own, and SqlStatements::query() keeps only so many).
template<typename Row>
static Result<void> eachRow(SqlStatements &sql, const QString &text, const QVariantList &binds, bool fixed, Row row)
{
    if (fixed) {
        SqlStatement &statement = sql.statement(text);
        const auto done = qScopeGuard([&statement] { statement.reset(); });
        for (int i = 0; i < binds.size(); ++i)
            statement.bind(i, binds.at(i).toLongLong());
        while (statement.next())
            row(statement);
        if (statement.failed())
            return storageError(readError(), statement);
        return {};
    }
    QSqlQuery &q = sql.query(text);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return storageError(readError(), q.lastError());
    while (q.next())
        row(q);
    q.finish();
    return {};
}

// No index can hold an order that the time changes, and sorting every link's status for each
// page cost 0.3-0.65 s at 200,000 links. Most links have no rule that can take them out of
// service: they are live, in id order. So the ids are read in their own order, the few with a
// rule get their status from the index links_ruled alone, and the statuses' runs of ids follow
// each other (descending is the same order reversed: status, then id, both descending).
Result<QList<qint64>> LinkPages::statusOrder(const LinkQuery &query)
{
    QVariantList binds;
    const auto where = whereClause(query, binds);
    if (!where)
        return where.error();
    const bool fixed = where->isEmpty();
    QList<qint64> ids;
    ids.reserve(query.expectedRows > 0 && query.expectedRows < (1 << 24) ? query.expectedRows : 0);
    if (auto failed = eachRow(m_sql, u"SELECT id FROM links"_s + *where + u" ORDER BY id"_s, binds, fixed,
            [&ids](const auto &row) { ids.append(integer(row, 0)); });
        !failed.ok())
        return failed.error();
    QVariantList ruledBinds;
    const QString status = statusExpression(ruledBinds, QDateTime::currentMSecsSinceEpoch());
    ruledBinds += binds;
    std::array<QList<qint64>, 5> runs;  // by int(LinkStatus), each in id order
    qsizetype next = 0;  // ids before it are in a run already
    Result<void> failed = eachRow(m_sql,
        u"SELECT id, "_s + status + u" FROM links"_s + (fixed ? u" WHERE "_s : *where + u" AND "_s) + RuledLinks
            + u" ORDER BY id"_s,
        ruledBinds, fixed, [&](const auto &row) {
            const qint64 id = integer(row, 0);
            const qint64 status = integer(row, 1);
            // The ids without a rule before this one are live; a link made between the two reads is not in `ids`.
            const qsizetype at = std::lower_bound(ids.cbegin() + next, ids.cend(), id) - ids.cbegin();
            runs[0].append(ids.mid(next, at - next));
            next = at;
            if (next < ids.size() && ids.at(next) == id) {
                runs[std::clamp<qint64>(status, 0, 4)].append(id);
                ++next;
            }
        });
    if (!failed.ok())
        return failed.error();
    runs[0].append(ids.mid(next));
    QList<qint64> order = std::move(runs[0]);
    for (std::size_t status = 1; status < runs.size(); ++status)
        order.append(runs[status]);
    if (query.descending)
        std::reverse(order.begin(), order.end());
    return order;
}

// The links of `ids` in that order; links gone meanwhile are left out.
Result<QList<Link>> LinkPages::linksInOrder(const QList<qint64> &ids)
{
    QList<qint64> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    QHash<qint64, Link> byId;
    byId.reserve(ids.size());
    const auto read = forEachChunk(&sorted, [&byId](const QList<Link> &chunk) {
        for (const Link &link : chunk)
            byId.insert(link.id, link);
        return true;
    });
    if (!read.ok())
        return read.error();
    QList<Link> links;
    links.reserve(byId.size());
    for (qint64 id : ids) {
        if (const auto found = byId.constFind(id); found != byId.cend())
            links.append(*found);
    }
    return links;
}

Result<QList<Link>> LinkPages::page(const LinkQuery &query)
{
    // Each search word costs a pass over the index: a search beyond the caps is refused, not run.
    if (const Result<void> searchable = query.checkSearch(); !searchable.ok())
        return searchable.error();
    QVariantList binds;
    // With many search matches, walking the sort's index and keeping the matches beats
    // sorting them all; the planner cannot know how many there are, the caller's count can.
    // With very many, even listing the matches costs more than testing rows as the walk meets them.
    const QStringList words = query.search.split(u' ', Qt::SkipEmptyParts);
    const bool filtered = !m_search.matchExpression(words).isEmpty() || !query.tags.isEmpty();
    const QString index = filtered ? sortIndex(query.sort) : QString();
    // SQLite's LIKE folds the case of ASCII letters only, the index that counted the matches
    // every letter's: "GRÖSSE" is counted in the index but would never meet "Größe" in a scan.
    const bool ascii = std::all_of(words.cbegin(), words.cend(), [](const QString &word) {
        return std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.unicode() < 0x80; });
    });
    // A caller that does not know the count (a launcher, the CLI, the APIs) most often wants a
    // page that the first rows of the sort's index hold: testing those rows finds it without
    // counting, where counting a common tag and word at a million links takes a quarter second.
    if (query.expectedRows < 0 && !index.isEmpty() && query.limit > 0 && ascii
        && query.sort != LinkQuery::Sort::Status) {
        auto first = firstOfWalk(query, index);
        if (!first || first->size() == query.limit)
            return first;
    }
    // Otherwise it has them counted up to where the plan stops changing: a few milliseconds,
    // where sorting every match of a common word at a million links takes hundreds.
    qint64 expected = query.expectedRows;
    if (expected < 0 && !index.isEmpty() && query.limit > 0) {
        LinkQuery counting = query;
        counting.countLimit = VeryManyMatches;
        const auto counted = count(counting);
        if (!counted)
            return counted.error();
        expected = *counted >= VeryManyMatches ? std::numeric_limits<qint64>::max() : *counted;
    }
    const bool walk = !index.isEmpty() && expected > ManyMatches;
    const bool scan = walk && ascii && expected >= VeryManyMatches;
    if (query.sort == LinkQuery::Sort::Status) {
        const auto order = statusOrder(query);
        if (!order)
            return order.error();
        const qsizetype first = std::clamp<qint64>(query.offset, 0, order->size());
        const qsizetype count
            = query.limit > 0 ? std::min<qint64>(query.limit, order->size() - first) : order->size() - first;
        return linksInOrder(order->mid(first, count));
    }
    const auto where = whereClause(query, binds, scan);
    if (!where)
        return where.error();
    QString from = u" FROM links"_s;
    if (walk)
        from += m_sql.database()->dialect().indexHint(index);
    QString sql = u"SELECT "_s + LinkRow::selectList() + from + *where + u" ORDER BY "_s
        + orderBy(query, m_sql.database()->dialect());
    if (query.limit > 0) {
        sql += u" LIMIT ? OFFSET ?"_s;
        binds << query.limit << query.offset;
    }
    QSqlQuery &q = m_sql.query(sql);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    return linksOf(q);
}

Result<QList<Link>> LinkPages::firstOfWalk(const LinkQuery &query, const QString &index)
{
    QVariantList binds{FirstWalkRows};
    const auto where = whereClause(query, binds, true);
    if (!where)
        return where.error();
    // The walked rows keep the table's name, so that the filters' tests read as they do on it.
    const QString order = orderBy(query, m_sql.database()->dialect());
    QSqlQuery &q = m_sql.query(u"SELECT "_s + LinkRow::selectList() + u" FROM (SELECT * FROM links"_s
        + m_sql.database()->dialect().indexHint(index) + u" ORDER BY "_s + order + u" LIMIT ?) AS links"_s + *where
        + u" ORDER BY "_s + order + u" LIMIT ? OFFSET ?"_s);
    binds << query.limit << query.offset;
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    return linksOf(q);
}

Result<QList<Link>> LinkPages::randomLinks(qint64 count)
{
    // Only the ids are drawn and sorted; the rows are read for the few picked.
    QSqlQuery &q = m_sql.query(u"SELECT "_s + LinkRow::selectList()
        + u" FROM links JOIN (SELECT id AS picked_id FROM links ORDER BY random() LIMIT ?) AS picked"
          " ON links.id = picked.picked_id"_s);
    q.addBindValue(count);
    return linksOf(q);
}

// The links before the given one are counted: through the sort's index that reads part of
// one index, where numbering every link in order (a window function) read and sorted them all.
Result<qint64> LinkPages::rowOf(const LinkQuery &query, qint64 id)
{
    if (const Result<void> searchable = query.checkSearch(); !searchable.ok())
        return searchable.error();
    const auto notAmong = [] {
        return Error{Error::Kind::NotFound,
            QCoreApplication::translate("kurz::LinkStore", "The link is not among these links."), {},
            reasons::LinkNotFound};
    };
    if (query.sort == LinkQuery::Sort::Status) {
        const auto order = statusOrder(query);
        if (!order)
            return order.error();
        const qsizetype at = order->indexOf(id);
        if (at < 0)
            return notAmong();
        return qint64(at);
    }
    // The link's own key, then the filters' values and the id.
    QVariantList binds;
    // The code sort goes by domain next (orderBy()): the link's domain is part of its key.
    const bool byDomain = query.sort == LinkQuery::Sort::Code;
    QString sql = u"SELECT "_s + sortColumn(query.sort) + u", domain FROM links"_s;
    const auto where = whereClause(query, binds);
    if (!where)
        return where.error();
    const QString andWhere = where->isEmpty() ? QStringLiteral(" WHERE ") : *where + u" AND "_s;
    binds << id;
    QSqlQuery &own = m_sql.query(sql + andWhere + u"id = ?"_s);
    for (const QVariant &v : std::as_const(binds))
        own.addBindValue(v);
    if (!own.exec())
        return storageError(readError(), own.lastError());
    if (!own.next())
        return notAmong();
    const QVariant key = own.value(0);
    const QVariant keyDomain = own.value(1);
    own.finish();

    // Before it: a smaller key, or the same and a smaller id (larger ones, descending). The
    // empty times sort first ascending and last descending (SQLite's order, see orderBy()).
    binds.clear();
    const auto counted = whereClause(query, binds);
    if (!counted)
        return counted.error();
    const QString column = sortColumn(query.sort);
    const QString comparison = query.descending ? QStringLiteral(" > ") : QStringLiteral(" < ");
    QString before;
    if (!key.isNull()) {
        if (byDomain) {
            before = u"("_s + column + u", domain, id)"_s + comparison + u"(?, ?, ?)"_s;
            binds << key << keyDomain << id;
        } else {
            before = u"("_s + column + u", id)"_s + comparison + u"(?, ?)"_s;
            binds << key << id;
        }
        if (!query.descending && mayBeEmpty(query.sort))
            before = u"("_s + column + u" IS NULL OR "_s + before + u')';
    } else {
        before = u"("_s + column + u" IS NULL AND id"_s + comparison + u"?)"_s;
        binds << id;
        if (query.descending)
            before = u"("_s + column + u" IS NOT NULL OR "_s + before + u')';
    }
    QSqlQuery &q = m_sql.query(u"SELECT count(*) FROM links"_s
        + (counted->isEmpty() ? QStringLiteral(" WHERE ") : *counted + u" AND "_s) + before);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return storageError(readError(), q.lastError());
    const qint64 position = q.value(0).toLongLong();
    q.finish();
    return position;
}

Result<void> LinkPages::forEachLink(const std::function<bool(const Link &)> &visit, const QList<qint64> *only)
{
    if (only) {
        return forEachChunk(only, [&visit](const QList<Link> &chunk) {
            return std::all_of(chunk.cbegin(), chunk.cend(), [&visit](const Link &link) { return visit(link); });
        });
    }
    SqlStatement &statement = m_sql.statement(u"SELECT "_s + LinkRow::selectList() + u" FROM links ORDER BY id"_s);
    const auto done = qScopeGuard([&statement] { statement.reset(); });
    while (statement.next()) {
        if (!visit(LinkRow::read(statement)))
            return {};
    }
    if (statement.failed())
        return storageError(readError(), statement);
    return {};
}

Result<void> LinkPages::forEachLinkWithVisits(
    const std::function<bool(const Link &, const QList<VisitRow> &)> &visit, const QList<qint64> *only)
{
    // A chunk of links, then their visit rows in one query: never two statements open at
    // once, which PostgreSQL's connections cannot interleave.
    SqlStatement &visits
        = m_sql.statement(QStringLiteral("SELECT link_id, at, bot, referrer_host, browser, count FROM visits WHERE "
                                         "link_id BETWEEN ? AND ? ORDER BY link_id, at, id"));
    const auto done = qScopeGuard([&visits] { visits.reset(); });
    QList<QList<VisitRow>> rows;
    Result<void> failed;
    const auto read = forEachChunk(only, [&](const QList<Link> &chunk) {
        visits.bind(0, chunk.first().id);
        visits.bind(1, chunk.last().id);
        rows.fill({}, chunk.size());
        for (qsizetype i = 0; visits.next();) {
            const qint64 linkId = visits.integer(0);
            while (i < chunk.size() && chunk.at(i).id < linkId)
                ++i;
            // A selection's chunk skips the links between its ids: their visits are not its.
            if (i < chunk.size() && chunk.at(i).id == linkId)
                rows[i].append(VisitStore::rowFrom(visits, 1, linkId));
        }
        if (visits.failed()) {
            failed = storageError(readError(), visits);
            return false;
        }
        visits.reset();
        for (qsizetype i = 0; i < chunk.size(); ++i) {
            if (!visit(chunk.at(i), rows.at(i)))
                return false;
        }
        return true;
    });
    if (!failed.ok())
        return failed.error();
    return read;
}

Result<qint64> LinkPages::count(const LinkQuery &query)
{
    // Each search word costs a pass over the index: a search beyond the caps is refused, not run.
    if (const Result<void> searchable = query.checkSearch(); !searchable.ok())
        return searchable.error();
    QVariantList binds;
    const auto where = whereClause(query, binds);
    if (!where)
        return where.error();
    // A search that only the index answers is counted in the index, without touching links.
    const bool indexOnly = query.tags.isEmpty() && !query.createdFrom.isValid() && !query.createdUntil.isValid()
        && !query.brokenOnly && !query.excludeLimitReached && binds.size() == 1
        && !m_search.matchExpression(query.search.split(u' ', Qt::SkipEmptyParts)).isEmpty();
    QString rows = indexOnly ? SearchIndex::matchingIds() : u"SELECT 1 FROM links"_s + *where;
    if (query.countLimit > 0) {
        rows += u" LIMIT ?"_s;
        binds << query.countLimit;
    }
    return m_sql.scalar(u"SELECT count(*) FROM ("_s + rows + u") AS matches"_s, binds, readError());
}

Result<qint64> LinkPages::countAll()
{
    return count(LinkQuery{});
}

Result<QStringList> LinkPages::usedTags()
{
    QSqlQuery &q
        = m_sql.query(QStringLiteral("SELECT name FROM tags WHERE id IN (SELECT tag_id FROM link_tags) ORDER BY name"));
    if (!q.exec())
        return storageError(QCoreApplication::translate("kurz::LinkStore", "Cannot read the tags"), q.lastError());
    QStringList tags;
    while (q.next())
        tags.append(q.value(0).toString());
    return tags;
}

Result<QList<TagStats>> LinkPages::tagStats()
{
    QSqlQuery &q = m_sql.query(
        QStringLiteral("SELECT t.name, count(l.id), coalesce(sum(l.hits), 0), coalesce(sum(l.bot_hits), 0) "
                       "FROM tags t JOIN link_tags lt ON lt.tag_id = t.id JOIN links l ON l.id = lt.link_id "
                       "GROUP BY t.name ORDER BY t.name"));
    if (!q.exec())
        return storageError(QCoreApplication::translate("kurz::LinkStore", "Cannot read the tags"), q.lastError());
    QList<TagStats> stats;
    while (q.next())
        stats.append(TagStats{
            q.value(0).toString(), q.value(1).toLongLong(), {q.value(2).toLongLong(), q.value(3).toLongLong()}});
    return stats;
}

Result<QList<qint64>> LinkPages::idsOf(const LinkSelection &selection)
{
    QList<qint64> ids;
    QStringList codes;
    Result<void> failed;
    inSnapshot([&] { failed = select(selection, ids, codes, Lock::None); });
    if (!failed.ok())
        return failed.error();
    return ids;
}

Result<void> LinkPages::forEachChunk(const QList<qint64> *only, const std::function<bool(const QList<Link> &)> &visit)
{
    constexpr qsizetype Chunk = 1000;
    SqlStatement &links = only ? m_sql.statement(u"SELECT "_s + LinkRow::selectList()
                              + u" FROM links WHERE id IN (SELECT CAST(value ->> 0 AS BIGINT) FROM "_s
                              + m_sql.database()->dialect().jsonRows() + u") ORDER BY id"_s)
                               : m_sql.statement(u"SELECT "_s + LinkRow::selectList()
                                   + u" FROM links WHERE id > ? ORDER BY id LIMIT "_s + QString::number(Chunk));
    const auto done = qScopeGuard([&links] { links.reset(); });
    QList<Link> chunk;
    qint64 after = std::numeric_limits<qint64>::min();
    for (qsizetype next = 0;;) {
        if (only) {
            if (next >= only->size())
                return {};
            const qsizetype count = std::min(Chunk, only->size() - next);
            links.bind(0, idsJson(*only, next, count));
            next += count;
        } else {
            links.bind(0, after);
        }
        chunk.clear();
        while (links.next())
            chunk.append(LinkRow::read(links));
        if (links.failed())
            return storageError(readError(), links);
        links.reset();
        if (chunk.isEmpty()) {
            if (only)
                continue;  // every link of these ids is gone
            return {};
        }
        if (!visit(chunk))
            return {};
        after = chunk.last().id;
    }
}

Result<void> LinkPages::select(const LinkSelection &selection, QList<qint64> &ids, QStringList &codes, Lock lock)
{
    const SqlDialect &dialect = m_sql.database()->dialect();
    QList<QPair<qint64, QString>> found;
    if (selection.allRows) {
        QVariantList binds;
        const auto where = whereClause(selection.query, binds);
        if (!where)
            return where.error();
        QSqlQuery &q = m_sql.query(u"SELECT id, code FROM links"_s + *where + u" ORDER BY id"_s
            + (lock == Lock::UntilCommit ? dialect.lockRows() : QString()));
        for (const QVariant &v : std::as_const(binds))
            q.addBindValue(v);
        if (!q.exec())
            return storageError(readError(), q.lastError());
        while (q.next())
            found.append({q.value(0).toLongLong(), q.value(1).toString()});
        q.finish();
    }
    QList<qint64> wanted = selection.ids;
    std::optional<QList<qint64>> statusRows;  // the status sort's order, put together once for every run of rows
    for (const LinkSelection::Rows &rows : selection.rows) {
        if (rows.count <= 0)
            continue;
        // The rows as the view's page() cut them: the same conditions and order.
        if (selection.query.sort == LinkQuery::Sort::Status) {
            if (!statusRows) {
                auto made = statusOrder(selection.query);
                if (!made)
                    return made.error();
                statusRows = std::move(made).value();
            }
            if (rows.first < 0 || rows.first + rows.count > statusRows->size()
                || statusRows->at(rows.first) != rows.firstId
                || statusRows->at(rows.first + rows.count - 1) != rows.lastId)
                return selectionMoved();
            wanted.append(statusRows->mid(rows.first, rows.count));  // their codes read, and locked, with the ids below
            continue;
        }
        QVariantList binds;
        const auto where = whereClause(selection.query, binds);
        if (!where)
            return where.error();
        const QString order = orderBy(selection.query, dialect);
        binds << rows.count << rows.first;
        QSqlQuery &q = m_sql.query(u"SELECT id, code FROM links"_s + *where + u" ORDER BY "_s + order
            + u" LIMIT ? OFFSET ?"_s + (lock == Lock::UntilCommit ? dialect.lockRows() : QString()));
        for (const QVariant &v : std::as_const(binds))
            q.addBindValue(v);
        if (!q.exec())
            return storageError(readError(), q.lastError());
        qint64 seen = 0;
        qint64 firstId = 0;
        qint64 lastId = 0;
        while (q.next()) {
            lastId = q.value(0).toLongLong();
            if (seen++ == 0)
                firstId = lastId;
            found.append({lastId, q.value(1).toString()});
        }
        q.finish();
        if (seen != rows.count || firstId != rows.firstId || lastId != rows.lastId)
            return selectionMoved();
    }
    if (!wanted.isEmpty()) {
        std::sort(wanted.begin(), wanted.end());
        wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
        SqlStatement &statement = m_sql.statement(
            u"SELECT id, code FROM links WHERE id IN (SELECT CAST(value ->> 0 AS BIGINT) FROM "_s + dialect.jsonRows()
            + u") ORDER BY id"_s + (lock == Lock::UntilCommit ? dialect.lockRows() : QString()));
        const auto done = qScopeGuard([&statement] { statement.reset(); });
        statement.bind(0, idsJson(wanted, 0, wanted.size()));
        qsizetype seen = 0;
        for (; statement.next(); ++seen)
            found.append({statement.integer(0), statement.text(1)});
        if (statement.failed())
            return storageError(readError(), statement);
        if (seen != wanted.size())
            return selectionMoved();
    }
    // Runs of rows may overlap each other and the ids: each link once, in id order.
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    ids.reserve(found.size());
    codes.reserve(found.size());
    for (const auto &[id, code] : std::as_const(found)) {
        if (!ids.isEmpty() && ids.last() == id)
            continue;
        ids.append(id);
        codes.append(code);
    }
    return {};
}

}  // namespace kurz
