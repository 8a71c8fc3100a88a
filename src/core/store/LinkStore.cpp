#include "core/store/LinkStore.h"

#include <QScopeGuard>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlRecord>

#include <algorithm>
#include <limits>

namespace kurz {

namespace {

const QString LinkColumns = QStringLiteral(
    "id, code, target, title, notes, tags, created_at, valid_from, expires_at, max_visits, "
    "redirect_status, forward_query, crawlable, path_mode, disabled, hits, bot_hits, last_hit_at");

QVariant msOrNull(const QDateTime &t)
{
    return t.isValid() ? QVariant(t.toMSecsSinceEpoch()) : QVariant(QMetaType::fromType<qint64>());
}

QDateTime timeOrInvalid(const QVariant &v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

// SQLite binds a null QString as NULL; text columns are NOT NULL.
QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QString joinTags(const QStringList &tags)
{
    return text(tags.join(u", "_qs));
}

Link linkFromQuery(const QSqlQuery &q)
{
    Link link;
    link.id = q.value(0).toLongLong();
    link.code = q.value(1).toString();
    link.target = q.value(2).toString();
    link.title = q.value(3).toString();
    link.notes = q.value(4).toString();
    const QString tags = q.value(5).toString();
    if (!tags.isEmpty())
        link.tags = tags.split(u", "_qs);
    link.createdAt = timeOrInvalid(q.value(6));
    link.validFrom = timeOrInvalid(q.value(7));
    link.expiresAt = timeOrInvalid(q.value(8));
    if (!q.value(9).isNull())
        link.maxVisits = q.value(9).toLongLong();
    link.redirectStatus = q.value(10).toInt();
    link.forwardQuery = q.value(11).toBool();
    link.crawlable = q.value(12).toBool();
    link.pathMode = q.value(13).toInt() == 1 ? PathMode::Append : PathMode::Exact;
    link.disabled = q.value(14).toBool();
    link.hits = q.value(15).toLongLong();
    link.botHits = q.value(16).toLongLong();
    link.lastHitAt = timeOrInvalid(q.value(17));
    return link;
}

QString sortColumn(LinkQuery::Sort sort)
{
    switch (sort) {
    case LinkQuery::Sort::Code: return QStringLiteral("code");
    case LinkQuery::Sort::Target: return QStringLiteral("target");
    case LinkQuery::Sort::Title: return QStringLiteral("title");
    case LinkQuery::Sort::Tags: return QStringLiteral("tags");
    case LinkQuery::Sort::Created: return QStringLiteral("created_at");
    case LinkQuery::Sort::Hits: return QStringLiteral("hits");
    case LinkQuery::Sort::BotHits: return QStringLiteral("bot_hits");
    case LinkQuery::Sort::LastHit: return QStringLiteral("last_hit_at");
    case LinkQuery::Sort::Expires: return QStringLiteral("expires_at");
    case LinkQuery::Sort::Status: break;  // an expression, see statusOrder()
    }
    return QStringLiteral("created_at");
}

// The index that yields links in this order, if there is one.
QString sortIndex(LinkQuery::Sort sort)
{
    switch (sort) {
    case LinkQuery::Sort::Created: return QStringLiteral("links_created");
    case LinkQuery::Sort::Hits: return QStringLiteral("links_hits");
    case LinkQuery::Sort::Target: return QStringLiteral("links_target");
    default: return {};
    }
}

// Above this many search matches a page is cut by walking the sort index, and from the second
// on by testing each row it meets instead of listing the matches first (see page()).
constexpr qint64 ManyMatches = 2000;
constexpr qint64 VeryManyMatches = 10000;

QString likePattern(const QString &word)
{
    QString escaped = word;
    escaped.replace(u'\\', u"\\\\"_qs).replace(u'%', u"\\%"_qs).replace(u'_', u"\\_"_qs);
    return u'%' + escaped + u'%';
}

} // namespace

std::optional<LinkQuery::Sort> sortFromName(const QString &name)
{
    static const QHash<QString, LinkQuery::Sort> names{
        {u"code"_qs, LinkQuery::Sort::Code},       {u"target"_qs, LinkQuery::Sort::Target},
        {u"title"_qs, LinkQuery::Sort::Title},     {u"tags"_qs, LinkQuery::Sort::Tags},
        {u"created"_qs, LinkQuery::Sort::Created}, {u"hits"_qs, LinkQuery::Sort::Hits},
        {u"bot-hits"_qs, LinkQuery::Sort::BotHits}, {u"last-hit"_qs, LinkQuery::Sort::LastHit},
        {u"expires"_qs, LinkQuery::Sort::Expires}, {u"status"_qs, LinkQuery::Sort::Status},
    };
    const auto it = names.constFind(name.toLower());
    if (it == names.cend())
        return std::nullopt;
    return *it;
}

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

LinkStore::LinkStore(std::shared_ptr<Database> database)
    : m_db(std::move(database))
{
}

void LinkStore::setCaseInsensitive(bool on)
{
    m_caseInsensitive = on;
    if (on) {
        // Made on first need: most databases never match case-insensitively.
        QSqlQuery q(m_db->connection());
        q.exec(QStringLiteral("CREATE INDEX IF NOT EXISTS links_code_lower ON links (lower(code))"));
    }
}

QSqlQuery &LinkStore::prepared(const QString &sql)
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

static Error storageError(const QString &what, const QString &detail)
{
    return Error{Error::Kind::Storage, what + u": "_qs + detail + u". Check that the database is writable and not full."_qs, {},
                 reasons::Storage};
}

bool LinkStore::begin()
{
    // Nested: the outermost transaction decides (LinkService wraps several writes in one).
    if (m_depth++ > 0)
        return true;
    m_rollbackOnly = false;
    QSqlQuery &q = prepared(m_db->dialect().beginWrite());
    if (q.exec())
        return true;
    m_depth = 0;
    m_lastError = q.lastError().text();
    return false;
}

bool LinkStore::commit()
{
    if (--m_depth > 0)
        return true;
    if (m_rollbackOnly) {
        prepared(QStringLiteral("ROLLBACK")).exec();
        return false;
    }
    QSqlQuery &q = prepared(QStringLiteral("COMMIT"));
    if (q.exec())
        return true;
    m_lastError = q.lastError().text();
    prepared(QStringLiteral("ROLLBACK")).exec();
    return false;
}

void LinkStore::rollback()
{
    if (--m_depth > 0) {
        m_rollbackOnly = true;
        return;
    }
    prepared(QStringLiteral("ROLLBACK")).exec();
}

std::optional<Error> LinkStore::inTransaction(const std::function<std::optional<Error>()> &work)
{
    if (!begin())
        return storageError(QStringLiteral("Cannot start saving"), m_lastError);
    if (auto failed = work()) {
        rollback();
        return failed;
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot save"), m_lastError);
    return std::nullopt;
}


bool LinkStore::writeTags(qint64 linkId, const QStringList &tags, bool replace)
{
    if (replace) {
        QSqlQuery &clear = prepared(QStringLiteral("DELETE FROM link_tags WHERE link_id = ?"));
        clear.addBindValue(linkId);
        if (!clear.exec()) {
            m_lastError = clear.lastError().text();
            return false;
        }
    }
    QSqlQuery &addTag = prepared(QStringLiteral("INSERT INTO tags (name) VALUES (?) ON CONFLICT (name) DO NOTHING"));
    QSqlQuery &link = prepared(QStringLiteral("INSERT INTO link_tags (link_id, tag_id) SELECT ?, id FROM tags WHERE name = ?"));
    for (const QString &tag : tags) {
        addTag.addBindValue(tag);
        link.addBindValue(linkId);
        link.addBindValue(tag);
        if (!addTag.exec() || !link.exec()) {
            m_lastError = addTag.lastError().isValid() ? addTag.lastError().text() : link.lastError().text();
            return false;
        }
    }
    return true;
}

Result<Link> LinkStore::insert(Link link)
{
    link.tags = normalizedTags(link.tags);
    if (!link.createdAt.isValid())
        link.createdAt = QDateTime::currentDateTimeUtc();
    const QString values = QStringLiteral("?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?");
    const QString sql = m_caseInsensitive
        ? u"INSERT INTO links (code, target, title, notes, tags, created_at, updated_at, valid_from, expires_at, "
          "max_visits, redirect_status, forward_query, crawlable, path_mode, disabled) SELECT "_qs + values
              + u" WHERE NOT EXISTS (SELECT 1 FROM links WHERE lower(code) = lower(?)) ON CONFLICT (code) DO NOTHING RETURNING id"_qs
        : u"INSERT INTO links (code, target, title, notes, tags, created_at, updated_at, valid_from, expires_at, "
          "max_visits, redirect_status, forward_query, crawlable, path_mode, disabled) VALUES ("_qs + values
              + u") ON CONFLICT (code) DO NOTHING RETURNING id"_qs;
    // A link without tags is one statement, atomic on its own.
    const bool transaction = !link.tags.isEmpty();
    if (transaction && !begin())
        return storageError(QStringLiteral("Cannot start saving the link"), m_lastError);
    QSqlQuery &q = prepared(sql);
    const qint64 now = link.createdAt.toMSecsSinceEpoch();
    for (const QVariant &v : {QVariant(link.code), QVariant(link.target), QVariant(text(link.title)), QVariant(text(link.notes)),
                              QVariant(joinTags(link.tags)), QVariant(now), QVariant(now), msOrNull(link.validFrom),
                              msOrNull(link.expiresAt),
                              link.maxVisits ? QVariant(*link.maxVisits) : QVariant(QMetaType::fromType<qint64>()),
                              QVariant(link.redirectStatus), QVariant(int(link.forwardQuery)), QVariant(int(link.crawlable)),
                              QVariant(link.pathMode == PathMode::Append ? 1 : 0), QVariant(int(link.disabled))})
        q.addBindValue(v);
    if (m_caseInsensitive)
        q.addBindValue(link.code);
    if (!q.exec()) {
        const QString error = q.lastError().text();
        if (transaction)
            rollback();
        return storageError(QStringLiteral("Cannot save the link"), error);
    }
    const bool inserted = q.next();
    if (inserted)
        link.id = q.value(0).toLongLong();
    while (q.next()) {}
    if (!inserted) {
        // Nothing was written: ending it as a commit keeps an enclosing transaction usable.
        if (transaction)
            commit();
        return Error{Error::Kind::Conflict, QStringLiteral("The code '%1' is already taken. Choose another alias.").arg(link.code), QStringLiteral("alias"),
                     reasons::AliasTaken};
    }
    if (!transaction)
        return link;
    if (!writeTags(link.id, link.tags, false)) {
        const QString error = m_lastError;
        rollback();
        return storageError(QStringLiteral("Cannot save the link's tags"), error);
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot save the link"), m_lastError);
    return link;
}

Result<qint64> LinkStore::insertMany(qint64 count, const std::function<Link(qint64)> &make)
{
    // A bulk load touches index pages all over the file: give it a large page cache meanwhile.
    const QString largeCache = m_db->dialect().pageCacheStatement(256 * 1024);
    if (!largeCache.isEmpty())
        prepared(largeCache).exec();
    const auto restoreCache = qScopeGuard([this] {
        if (const QString normal = m_db->dialect().pageCacheStatement(0); !normal.isEmpty())
            prepared(normal).exec();
    });
    if (!begin())
        return storageError(QStringLiteral("Cannot start saving the links"), m_lastError);
    QSqlQuery &q = prepared(QStringLiteral(
        "INSERT INTO links (code, target, title, notes, tags, created_at, updated_at, valid_from, expires_at, max_visits, "
        "redirect_status, forward_query, crawlable, path_mode, disabled, hits, bot_hits, last_hit_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING RETURNING id"));
    qint64 inserted = 0;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (qint64 i = 0; i < count; ++i) {
        Link link = make(i);
        link.tags = normalizedTags(link.tags);
        const qint64 created = link.createdAt.isValid() ? link.createdAt.toMSecsSinceEpoch() : now;
        for (const QVariant &v : {QVariant(link.code), QVariant(link.target), QVariant(text(link.title)), QVariant(text(link.notes)),
                                  QVariant(joinTags(link.tags)), QVariant(created), QVariant(created), msOrNull(link.validFrom),
                                  msOrNull(link.expiresAt),
                                  link.maxVisits ? QVariant(*link.maxVisits) : QVariant(QMetaType::fromType<qint64>()),
                                  QVariant(link.redirectStatus), QVariant(int(link.forwardQuery)), QVariant(int(link.crawlable)),
                                  QVariant(link.pathMode == PathMode::Append ? 1 : 0), QVariant(int(link.disabled)),
                                  QVariant(link.hits), QVariant(link.botHits), msOrNull(link.lastHitAt)})
            q.addBindValue(v);
        if (!q.exec()) {
            const QString error = q.lastError().text();
            rollback();
            return storageError(QStringLiteral("Cannot save the links"), error);
        }
        const bool added = q.next();
        if (added)
            link.id = q.value(0).toLongLong();
        while (q.next()) {}
        if (!added)
            continue;
        ++inserted;
        if (!link.tags.isEmpty() && !writeTags(link.id, link.tags, false)) {
            const QString error = m_lastError;
            rollback();
            return storageError(QStringLiteral("Cannot save the links' tags"), error);
        }
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot save the links"), m_lastError);
    return inserted;
}

Result<Link> LinkStore::update(const Link &link)
{
    const QStringList tags = normalizedTags(link.tags);
    if (!begin())
        return storageError(QStringLiteral("Cannot start saving the link"), m_lastError);
    QSqlQuery &q = prepared(QStringLiteral(
        "UPDATE links SET target = ?, title = ?, notes = ?, tags = ?, updated_at = ?, valid_from = ?, expires_at = ?, "
        "max_visits = ?, redirect_status = ?, forward_query = ?, crawlable = ?, path_mode = ?, disabled = ? WHERE id = ?"));
    for (const QVariant &v : {QVariant(link.target), QVariant(text(link.title)), QVariant(text(link.notes)), QVariant(joinTags(tags)),
                              QVariant(QDateTime::currentMSecsSinceEpoch()), msOrNull(link.validFrom), msOrNull(link.expiresAt),
                              link.maxVisits ? QVariant(*link.maxVisits) : QVariant(QMetaType::fromType<qint64>()),
                              QVariant(link.redirectStatus), QVariant(int(link.forwardQuery)), QVariant(int(link.crawlable)),
                              QVariant(link.pathMode == PathMode::Append ? 1 : 0), QVariant(int(link.disabled)), QVariant(link.id)})
        q.addBindValue(v);
    if (!q.exec()) {
        const QString error = q.lastError().text();
        rollback();
        return storageError(QStringLiteral("Cannot save the link"), error);
    }
    if (q.numRowsAffected() != 1) {
        rollback();
        return Error{Error::Kind::NotFound, QStringLiteral("The link '%1' no longer exists.").arg(link.code), {},
                     reasons::LinkNotFound};
    }
    if (!writeTags(link.id, tags, true)) {
        const QString error = m_lastError;
        rollback();
        return storageError(QStringLiteral("Cannot save the link's tags"), error);
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot save the link"), m_lastError);
    auto saved = getById(link.id);
    if (!saved)
        return Error{Error::Kind::NotFound, QStringLiteral("The link '%1' no longer exists.").arg(link.code), {},
                     reasons::LinkNotFound};
    return *saved;
}

bool LinkStore::remove(const QString &code)
{
    QSqlQuery &q = prepared(m_caseInsensitive ? QStringLiteral("DELETE FROM links WHERE lower(code) = lower(?)")
                                              : QStringLiteral("DELETE FROM links WHERE code = ?"));
    q.addBindValue(code);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    return q.numRowsAffected() > 0;
}

std::optional<Link> LinkStore::get(const QString &code)
{
    QSqlQuery &q = prepared(m_caseInsensitive ? u"SELECT "_qs + LinkColumns + u" FROM links WHERE lower(code) = lower(?)"_qs
                                              : u"SELECT "_qs + LinkColumns + u" FROM links WHERE code = ?"_qs);
    q.addBindValue(code);
    std::optional<Link> link;
    const bool executed = q.exec();
    m_lastError = executed ? QString() : q.lastError().text();
    if (executed && q.next())
        link = linkFromQuery(q);
    q.finish();
    return link;
}

std::optional<Link> LinkStore::getById(qint64 id)
{
    QSqlQuery &q = prepared(u"SELECT "_qs + LinkColumns + u" FROM links WHERE id = ?"_qs);
    q.addBindValue(id);
    std::optional<Link> link;
    if (q.exec() && q.next())
        link = linkFromQuery(q);
    q.finish();
    return link;
}

std::optional<Link> LinkStore::findByTarget(const QString &target)
{
    QSqlQuery &q = prepared(u"SELECT "_qs + LinkColumns + u" FROM links WHERE target = ? ORDER BY id LIMIT 1"_qs);
    q.addBindValue(target);
    std::optional<Link> link;
    if (q.exec() && q.next())
        link = linkFromQuery(q);
    q.finish();
    return link;
}

QStringList LinkStore::crawlableCodes()
{
    QSqlQuery &q = prepared(QStringLiteral("SELECT code FROM links WHERE crawlable = 1 AND disabled = 0 ORDER BY code"));
    QStringList codes;
    if (q.exec()) {
        while (q.next())
            codes.append(q.value(0).toString());
    }
    return codes;
}

Result<bool> LinkStore::catchUpSearchIndex()
{
    if (!m_db->dialect().hasFullTextSearch())
        return true;
    const QString watermark = QStringLiteral("SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'fts.indexed'");
    QSqlQuery &behind = prepared(u"SELECT (SELECT coalesce(max(id), 0) FROM links) > ("_qs + watermark + u')');
    const bool needed = behind.exec() && behind.next() && behind.value(0).toBool();
    behind.finish();
    if (!needed)
        return true;
    if (!begin())
        return storageError(QStringLiteral("Cannot update the search index"), m_lastError);
    QSqlQuery &add = prepared(u"INSERT INTO links_fts (rowid, code, target, title, notes, tags) "
                              "SELECT id, code, target, title, notes, tags FROM links WHERE id > ("_qs + watermark + u')');
    QSqlQuery &mark = prepared(QStringLiteral("UPDATE meta SET value = CAST((SELECT coalesce(max(id), 0) FROM links) AS TEXT) "
                                              "WHERE key = 'fts.indexed'"));
    if (!add.exec() || !mark.exec()) {
        const QString error = add.lastError().isValid() ? add.lastError().text() : mark.lastError().text();
        rollback();
        return storageError(QStringLiteral("Cannot update the search index"), error);
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot update the search index"), m_lastError);
    return true;
}

// One full-text query for all words of three or more characters (the trigram index finds
// substrings that long): each becomes a phrase, and FTS5 requires all of them.
QString LinkStore::searchIndexMatch(const QStringList &words) const
{
    if (!m_db->dialect().hasFullTextSearch())
        return {};
    QStringList phrases;
    for (const QString &word : words) {
        if (word.size() < 3)
            continue;
        QString phrase = word;
        phrase.replace(u'"', u"\"\""_qs);
        phrases << u'"' + phrase + u'"';
    }
    return phrases.join(u' ');
}

QString LinkStore::whereClause(const LinkQuery &query, QVariantList &binds, bool scan)
{
    QStringList conditions;
    const QStringList words = query.search.split(u' ', Qt::SkipEmptyParts);
    if (m_db->dialect().hasFullTextSearch()
        && std::any_of(words.cbegin(), words.cend(), [](const QString &w) { return w.size() >= 3; })) {
        if (auto caught = catchUpSearchIndex(); !caught)
            m_lastError = caught.error().message;
    }
    const QString match = scan ? QString() : searchIndexMatch(words);
    if (!match.isEmpty()) {
        conditions << QStringLiteral("id IN (SELECT rowid FROM links_fts WHERE links_fts MATCH ?)");
        binds << match;
    }
    for (const QString &word : words) {
        if (!match.isEmpty() && word.size() >= 3)
            continue;  // in the index match above
        conditions << QStringLiteral("(code LIKE ? ESCAPE '\\' OR target LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\' "
                                     "OR notes LIKE ? ESCAPE '\\' OR tags LIKE ? ESCAPE '\\')");
        const QString pattern = likePattern(word);
        for (int i = 0; i < 5; ++i)
            binds << pattern;
    }
    if (!query.tags.isEmpty()) {
        QStringList marks;
        for (const QString &tag : query.tags) {
            marks << QStringLiteral("?");
            binds << tag;
        }
        QString sub = u"SELECT lt.link_id FROM link_tags lt JOIN tags t ON t.id = lt.tag_id WHERE t.name IN ("_qs + marks.join(u", "_qs) + u')';
        if (query.allTags) {
            sub += u" GROUP BY lt.link_id HAVING count(*) = ?"_qs;
            binds << QVariant(qint64(QSet<QString>(query.tags.cbegin(), query.tags.cend()).size()));
        }
        conditions << u"id IN ("_qs + sub + u')';
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
    if (query.excludeExpiredAt.isValid()) {
        conditions << QStringLiteral("(expires_at IS NULL OR expires_at > ?)");
        binds << query.excludeExpiredAt.toMSecsSinceEpoch();
    }
    return conditions.isEmpty() ? QString() : u" WHERE "_qs + conditions.join(u" AND "_qs);
}

// Ranks links in the order of LinkStatus (live, scheduled, expired, limit reached, disabled)
// as of `now`, which is bound after the WHERE clause's values.
static QString statusOrder(QVariantList &binds, qint64 now)
{
    binds << now << now;
    return QStringLiteral("CASE WHEN disabled <> 0 THEN 4 WHEN expires_at IS NOT NULL AND expires_at <= ? THEN 2 "
                          "WHEN max_visits IS NOT NULL AND hits >= max_visits THEN 3 "
                          "WHEN valid_from IS NOT NULL AND valid_from > ? THEN 1 ELSE 0 END");
}

QString LinkQuery::searchProblem() const
{
    if (search.size() > MaxSearchLength)
        return QStringLiteral("A search may be at most %1 characters long; this one has %2. Search for fewer words.")
            .arg(MaxSearchLength).arg(search.size());
    const qsizetype words = search.split(u' ', Qt::SkipEmptyParts).size();
    if (words > MaxSearchWords)
        return QStringLiteral("A search may have at most %1 words; this one has %2. Search for fewer words.").arg(MaxSearchWords).arg(words);
    return {};
}

QList<Link> LinkStore::page(const LinkQuery &query)
{
    // Each search word costs a pass over the index: a search beyond the caps is refused, not run.
    m_lastError = query.searchProblem();
    if (!m_lastError.isEmpty())
        return {};
    QVariantList binds;
    const QString direction = query.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    // With many search matches, walking the sort's index and keeping the matches beats
    // sorting them all; the planner cannot know how many there are, the caller's count can.
    // With very many, even listing the matches costs more than testing rows as the walk meets them.
    const QString index = searchIndexMatch(query.search.split(u' ', Qt::SkipEmptyParts)).isEmpty() ? QString() : sortIndex(query.sort);
    const bool walk = !index.isEmpty() && query.expectedRows > ManyMatches;
    const bool scan = walk && query.expectedRows >= VeryManyMatches;
    const QString where = whereClause(query, binds, scan);
    const QString order = query.sort == LinkQuery::Sort::Status ? statusOrder(binds, QDateTime::currentMSecsSinceEpoch())
                                                                : sortColumn(query.sort);
    QString from = u" FROM links"_qs;
    if (walk)
        from += m_db->dialect().indexHint(index);
    QString sql = u"SELECT "_qs + LinkColumns + from + where
        + u" ORDER BY "_qs + order + direction + u", id"_qs + direction;
    if (query.limit > 0) {
        sql += u" LIMIT ? OFFSET ?"_qs;
        binds << query.limit << query.offset;
    }
    QSqlQuery &q = prepared(sql);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    QList<Link> links;
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return links;
    }
    while (q.next())
        links.append(linkFromQuery(q));
    return links;
}

qint64 LinkStore::count(const LinkQuery &query)
{
    m_lastError = query.searchProblem();
    if (!m_lastError.isEmpty())
        return 0;
    QVariantList binds;
    const QString where = whereClause(query, binds);
    // A search that only the index answers is counted in the index, without touching links.
    const bool indexOnly = query.tags.isEmpty() && !query.createdFrom.isValid() && !query.createdUntil.isValid()
        && binds.size() == 1 && !searchIndexMatch(query.search.split(u' ', Qt::SkipEmptyParts)).isEmpty();
    QString rows = indexOnly ? u"SELECT 1 FROM links_fts WHERE links_fts MATCH ?"_qs : u"SELECT 1 FROM links"_qs + where;
    if (query.countLimit > 0) {
        rows += u" LIMIT ?"_qs;
        binds << query.countLimit;
    }
    return std::max<qint64>(0, scalar(u"SELECT count(*) FROM ("_qs + rows + u')', binds));
}

qint64 LinkStore::countAll()
{
    return count(LinkQuery{});
}

QList<DayVisits> LinkStore::visitsPerDay(qint64 linkId, const QDate &lastDay, int days)
{
    const QDate firstDay = lastDay.addDays(1 - days);
    const qint64 from = firstDay.startOfDay().toMSecsSinceEpoch();
    const qint64 until = lastDay.addDays(1).startOfDay().toMSecsSinceEpoch();
    // Local days: shift by this zone's offset so that integer division cuts at local midnight.
    const qint64 offsetMs = qint64(firstDay.startOfDay().offsetFromUtc()) * 1000;
    QSqlQuery &q = prepared(QStringLiteral(
        "SELECT (at + ?) / 86400000 AS day, sum(CASE WHEN bot = 0 THEN count ELSE 0 END), sum(CASE WHEN bot <> 0 THEN count ELSE 0 END) "
        "FROM visits WHERE link_id = ? AND at >= ? AND at < ? GROUP BY day"));
    q.addBindValue(offsetMs);
    q.addBindValue(linkId);
    q.addBindValue(from);
    q.addBindValue(until);
    QList<DayVisits> result;
    for (int i = 0; i < days; ++i)
        result.append(DayVisits{firstDay.addDays(i), 0, 0});
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return result;
    }
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

Result<bool> LinkStore::applyHits(const HitBatch &batch)
{
    if (batch.isEmpty())
        return true;
    if (!begin())
        return storageError(QStringLiteral("Cannot start writing hits"), m_lastError);
    QSqlQuery &counts = prepared(u"UPDATE links SET hits = hits + ?, bot_hits = bot_hits + ?, last_hit_at = "_qs + m_db->dialect().greatest()
                                 + u"(coalesce(last_hit_at, 0), ?) WHERE id = ?"_qs);
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
            rollback();
            return storageError(QStringLiteral("Cannot write hit counts"), error);
        }
    }
    QSqlQuery &visit = prepared(QStringLiteral("INSERT INTO visits (link_id, at, bot, referrer_host, browser, count) "
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
        visit.addBindValue(text(v.referrerHost));
        visit.addBindValue(text(v.browser));
        visit.addBindValue(batch.visits.value(v));
        visit.addBindValue(v.linkId);
        if (!visit.exec()) {
            const QString error = visit.lastError().text();
            rollback();
            return storageError(QStringLiteral("Cannot write visits"), error);
        }
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot write hits"), m_lastError);
    return true;
}

qint64 LinkStore::scalar(const QString &sql, const QVariantList &binds)
{
    QSqlQuery &q = prepared(sql);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    qint64 value = -1;
    if (q.exec() && q.next())
        value = q.value(0).toLongLong();
    else
        m_lastError = q.lastError().text();
    q.finish();
    return value;
}

qint64 LinkStore::linksGeneration()
{
    return scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'links_generation'"));
}

qint64 LinkStore::newestLinkId()
{
    return scalar(QStringLiteral("SELECT coalesce(max(id), 0) FROM links"));
}

qint64 LinkStore::dataVersion()
{
    return m_db->dialect().kind() == SqlDialect::Kind::SQLite ? scalar(QStringLiteral("PRAGMA data_version")) : -1;
}

void LinkStore::limitWal(qint64 maxBytes)
{
    if (m_db->dialect().kind() != SqlDialect::Kind::SQLite || QFileInfo(m_db->path() + u"-wal"_qs).size() <= maxBytes)
        return;
    QSqlQuery q(m_db->connection());
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    while (q.next()) {}
}

} // namespace kurz

namespace kurz {

QString LinkStore::visitWhereClause(const VisitQuery &query, QVariantList &binds)
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

QList<VisitRow> LinkStore::visits(const VisitQuery &query)
{
    QVariantList binds;
    // `upto`: single visits up to and including this row; a row covers (upto - count, upto].
    QString sql = u"SELECT link_id, at, bot, referrer_host, browser, count, upto FROM (SELECT link_id, at, bot, referrer_host, "
                  "browser, count, id, sum(count) OVER (ORDER BY at DESC, id DESC ROWS UNBOUNDED PRECEDING) AS upto FROM visits"_qs
        + visitWhereClause(query, binds) + u") AS v WHERE upto > ?"_qs;
    binds << query.offset;
    if (query.limit > 0) {
        sql += u" AND upto - count < ?"_qs;
        binds << query.offset + query.limit;
    }
    sql += u" ORDER BY at DESC, id DESC"_qs;
    QSqlQuery &q = prepared(sql);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    QList<VisitRow> rows;
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return rows;
    }
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

qint64 LinkStore::countVisits(const VisitQuery &query)
{
    QVariantList binds;
    const QString sql = u"SELECT coalesce(sum(count), 0) FROM visits"_qs + visitWhereClause(query, binds);
    return std::max<qint64>(0, scalar(sql, binds));
}

VisitTotals LinkStore::visitTotals()
{
    QSqlQuery &q = prepared(QStringLiteral("SELECT bot, coalesce(sum(count), 0) FROM visits GROUP BY bot"));
    VisitTotals totals;
    if (q.exec()) {
        while (q.next())
            (q.value(0).toBool() ? totals.bots : totals.humans) = q.value(1).toLongLong();
    }
    return totals;
}

QStringList LinkStore::usedTags()
{
    QSqlQuery &q = prepared(QStringLiteral("SELECT name FROM tags WHERE id IN (SELECT tag_id FROM link_tags) ORDER BY name"));
    QStringList tags;
    if (q.exec()) {
        while (q.next())
            tags.append(q.value(0).toString());
    }
    return tags;
}

QList<TagStats> LinkStore::tagStats()
{
    QSqlQuery &q = prepared(QStringLiteral("SELECT t.name, count(l.id), coalesce(sum(l.hits), 0), coalesce(sum(l.bot_hits), 0) "
                                           "FROM tags t JOIN link_tags lt ON lt.tag_id = t.id JOIN links l ON l.id = lt.link_id "
                                           "GROUP BY t.name ORDER BY t.name"));
    QList<TagStats> stats;
    if (q.exec()) {
        while (q.next())
            stats.append(TagStats{q.value(0).toString(), q.value(1).toLongLong(), {q.value(2).toLongLong(), q.value(3).toLongLong()}});
    }
    return stats;
}

} // namespace kurz
