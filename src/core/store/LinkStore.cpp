#include "core/store/LinkStore.h"

#include <QFileInfo>
#include <QSqlError>
#include <QSqlRecord>

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
    }
    return QStringLiteral("created_at");
}

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
        {u"expires"_qs, LinkQuery::Sort::Expires},
    };
    const auto it = names.constFind(name.toLower());
    if (it == names.cend())
        return std::nullopt;
    return *it;
}

void HitBatch::merge(const HitBatch &other)
{
    for (auto it = other.counts.cbegin(); it != other.counts.cend(); ++it) {
        Counts &c = counts[it.key()];
        c.hits += it->hits;
        c.botHits += it->botHits;
        c.lastHitMs = std::max(c.lastHitMs, it->lastHitMs);
    }
    visits.append(other.visits);
}

LinkStore::LinkStore(std::shared_ptr<Database> database)
    : m_db(std::move(database))
{
}

QSqlQuery &LinkStore::prepared(const QString &sql)
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

bool LinkStore::begin()
{
    QSqlQuery q(m_db->connection());
    if (q.exec(m_db->dialect().beginWrite()))
        return true;
    m_lastError = q.lastError().text();
    return false;
}

bool LinkStore::commit()
{
    QSqlQuery q(m_db->connection());
    if (q.exec(QStringLiteral("COMMIT")))
        return true;
    m_lastError = q.lastError().text();
    rollback();
    return false;
}

void LinkStore::rollback()
{
    QSqlQuery q(m_db->connection());
    q.exec(QStringLiteral("ROLLBACK"));
}

static Error storageError(const QString &what, const QString &detail)
{
    return Error{Error::Kind::Storage, what + u": "_qs + detail + u". Check that the database is writable and not full."_qs, {}};
}

bool LinkStore::writeTags(qint64 linkId, const QStringList &tags)
{
    QSqlQuery &clear = prepared(QStringLiteral("DELETE FROM link_tags WHERE link_id = ?"));
    clear.addBindValue(linkId);
    if (!clear.exec()) {
        m_lastError = clear.lastError().text();
        return false;
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
    if (!begin())
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
        rollback();
        return storageError(QStringLiteral("Cannot save the link"), error);
    }
    const bool inserted = q.next();
    if (inserted)
        link.id = q.value(0).toLongLong();
    while (q.next()) {}
    if (!inserted) {
        rollback();
        return Error{Error::Kind::Conflict, QStringLiteral("The code '%1' is already taken. Choose another alias.").arg(link.code), QStringLiteral("alias")};
    }
    if (!link.tags.isEmpty() && !writeTags(link.id, link.tags)) {
        const QString error = m_lastError;
        rollback();
        return storageError(QStringLiteral("Cannot save the link's tags"), error);
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot save the link"), m_lastError);
    return link;
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
        return Error{Error::Kind::NotFound, QStringLiteral("The link '%1' no longer exists.").arg(link.code), {}};
    }
    if (!writeTags(link.id, tags)) {
        const QString error = m_lastError;
        rollback();
        return storageError(QStringLiteral("Cannot save the link's tags"), error);
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot save the link"), m_lastError);
    auto saved = getById(link.id);
    if (!saved)
        return Error{Error::Kind::NotFound, QStringLiteral("The link '%1' no longer exists.").arg(link.code), {}};
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

QString LinkStore::whereClause(const LinkQuery &query, QVariantList &binds) const
{
    QStringList conditions;
    const QStringList words = query.search.split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        if (m_db->dialect().hasFullTextSearch() && word.size() >= 3) {
            // The trigram index finds substrings of three or more characters.
            QString phrase = word;
            phrase.replace(u'"', u"\"\""_qs);
            conditions << QStringLiteral("id IN (SELECT rowid FROM links_fts WHERE links_fts MATCH ?)");
            binds << QVariant(u'"' + phrase + u'"');
        } else {
            conditions << QStringLiteral("(code LIKE ? ESCAPE '\\' OR target LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\' "
                                         "OR notes LIKE ? ESCAPE '\\' OR tags LIKE ? ESCAPE '\\')");
            const QString pattern = likePattern(word);
            for (int i = 0; i < 5; ++i)
                binds << pattern;
        }
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
    return conditions.isEmpty() ? QString() : u" WHERE "_qs + conditions.join(u" AND "_qs);
}

QList<Link> LinkStore::page(const LinkQuery &query)
{
    QVariantList binds;
    const QString direction = query.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    QString sql = u"SELECT "_qs + LinkColumns + u" FROM links"_qs + whereClause(query, binds)
        + u" ORDER BY "_qs + sortColumn(query.sort) + direction + u", id"_qs + direction;
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
    QVariantList binds;
    QSqlQuery &q = prepared(u"SELECT count(*) FROM links"_qs + whereClause(query, binds));
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    qint64 n = 0;
    if (q.exec() && q.next())
        n = q.value(0).toLongLong();
    q.finish();
    return n;
}

qint64 LinkStore::countAll()
{
    return count(LinkQuery{});
}

namespace {

void appendJsonString(QByteArray &out, const QString &text)
{
    out += '"';
    for (const char c : text.toUtf8()) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (uchar(c) < 0x20) {
            out += "\\u00";
            out += "0123456789abcdef"[(c >> 4) & 0xf];
            out += "0123456789abcdef"[c & 0xf];
        } else {
            out += c;
        }
    }
    out += '"';
}

} // namespace

bool LinkStore::insertVisits(const QList<VisitRecord> &visits, const QSet<qint64> &existing)
{
    if (m_db->dialect().kind() == SqlDialect::Kind::SQLite) {
        // One statement per chunk with the rows as a JSON array: binding five values per row
        // through QSqlQuery costs several times what SQLite needs to store the row.
        constexpr qsizetype ChunkRows = 20000;
        QSqlQuery &insert = prepared(QStringLiteral(
            "INSERT INTO visits (link_id, at, bot, referrer_host, browser) "
            "SELECT value->>0, value->>1, value->>2, value->>3, value->>4 FROM json_each(CAST(? AS TEXT))"));
        QByteArray json;
        for (qsizetype from = 0; from < visits.size(); from += ChunkRows) {
            json.clear();
            json += '[';
            for (qsizetype i = from; i < std::min(visits.size(), from + ChunkRows); ++i) {
                const VisitRecord &v = visits.at(i);
                if (!existing.contains(v.linkId))
                    continue;
                if (json.size() > 1)
                    json += ',';
                json += '[' + QByteArray::number(v.linkId) + ',' + QByteArray::number(v.at.toMSecsSinceEpoch()) + ','
                    + (v.bot ? '1' : '0') + ',';
                appendJsonString(json, v.referrerHost);
                json += ',';
                appendJsonString(json, v.browser);
                json += ']';
            }
            json += ']';
            insert.addBindValue(json);  // a blob, read as UTF-8 text: no conversion to UTF-16
            if (!insert.exec()) {
                m_lastError = insert.lastError().text();
                return false;
            }
        }
        return true;
    }
    QSqlQuery &visit = prepared(QStringLiteral("INSERT INTO visits (link_id, at, bot, referrer_host, browser) VALUES (?, ?, ?, ?, ?)"));
    for (const VisitRecord &v : visits) {
        if (!existing.contains(v.linkId))
            continue;
        visit.addBindValue(v.linkId);
        visit.addBindValue(v.at.toMSecsSinceEpoch());
        visit.addBindValue(int(v.bot));
        visit.addBindValue(text(v.referrerHost));
        visit.addBindValue(text(v.browser));
        if (!visit.exec()) {
            m_lastError = visit.lastError().text();
            return false;
        }
    }
    return true;
}

Result<bool> LinkStore::applyHits(const HitBatch &batch)
{
    if (batch.isEmpty())
        return true;
    if (!begin())
        return storageError(QStringLiteral("Cannot start writing hits"), m_lastError);
    const QString greatest = m_db->dialect().kind() == SqlDialect::Kind::SQLite ? QStringLiteral("max") : QStringLiteral("greatest");
    QSqlQuery &counts = prepared(u"UPDATE links SET hits = hits + ?, bot_hits = bot_hits + ?, last_hit_at = "_qs + greatest
                                 + u"(coalesce(last_hit_at, 0), ?) WHERE id = ?"_qs);
    QSet<qint64> existing;  // links deleted meanwhile get no visit rows
    for (auto it = batch.counts.cbegin(); it != batch.counts.cend(); ++it) {
        counts.addBindValue(it->hits);
        counts.addBindValue(it->botHits);
        counts.addBindValue(it->lastHitMs);
        counts.addBindValue(it.key());
        if (!counts.exec()) {
            const QString error = counts.lastError().text();
            rollback();
            return storageError(QStringLiteral("Cannot write hit counts"), error);
        }
        if (counts.numRowsAffected() > 0)
            existing.insert(it.key());
    }
    if (!insertVisits(batch.visits, existing)) {
        const QString error = m_lastError;
        rollback();
        return storageError(QStringLiteral("Cannot write visits"), error);
    }
    if (!commit())
        return storageError(QStringLiteral("Cannot write hits"), m_lastError);
    return true;
}

qint64 LinkStore::scalar(const QString &sql)
{
    QSqlQuery &q = prepared(sql);
    qint64 value = -1;
    if (q.exec() && q.next())
        value = q.value(0).toLongLong();
    q.finish();
    return value;
}

qint64 LinkStore::linksGeneration()
{
    return scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'links_generation'"));
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
