#include "core/store/LinkStore.h"

#include "core/store/DeferredIndexes.h"
#include "core/store/LinkRow.h"
#include "core/store/Schema.h"
#include "core/store/SearchTerms.h"
#include "core/store/VisitStore.h"
#include "core/util/JsonText.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QScopedValueRollback>
#include <QSqlError>

#include <algorithm>
#include <array>
#include <limits>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace kurz {

namespace {

// Rows of a multi-row insert, as many as one statement takes at once.
constexpr int InsertBatchRows = 50;

// The placeholders of one row, without parentheses.
QString insertRowValues(bool plain)
{
    return QStringList(LinkRow::insertCount(plain), QStringLiteral("?")).join(u", "_s);
}

QString insertRowsStatement(int rows, bool plain)
{
    QStringList tuples;
    for (int row = 0; row < rows; ++row)
        tuples.append(u'(' + insertRowValues(plain) + u')');
    return u"INSERT INTO links ("_s + LinkRow::insertList(plain) + u") VALUES "_s + tuples.join(u", "_s)
        + u" ON CONFLICT (code) DO NOTHING RETURNING id, code"_s;
}

// A create's statement: one row that a taken code (in any case, where codes ignore case) leaves out.
const QString &createStatement(bool plain, bool caseInsensitive)
{
    static const std::array<QString, 4> statements = [] {
        std::array<QString, 4> all;
        for (int i = 0; i < 4; ++i) {
            const bool plainRow = i & 1;
            const QString into = u"INSERT INTO links ("_s + LinkRow::insertList(plainRow) + u") "_s;
            all[i] = (i & 2)
                ? into + u"SELECT "_s + insertRowValues(plainRow)
                    + u" WHERE NOT EXISTS (SELECT 1 FROM links WHERE lower(code) = lower(?)) ON CONFLICT (code) DO NOTHING RETURNING id"_s
                : into + u"VALUES ("_s + insertRowValues(plainRow) + u") ON CONFLICT (code) DO NOTHING RETURNING id"_s;
        }
        return all;
    }();
    return statements.at(2 * int(caseInsensitive) + int(plain));
}

// Link–tag pairs of a multi-row insert, as many as one statement takes at once.
constexpr int TagPairRows = 100;

// insertBatch's statement for `rows` link–tag pairs: TagPairRows or 1.
const QString &linkTagsStatement(int rows)
{
    static const std::array<QString, 2> statements = [] {
        std::array<QString, 2> all;
        for (const int count : {1, TagPairRows})
            all[count == 1 ? 0 : 1]
                = u"INSERT INTO link_tags (link_id, tag_id) VALUES "_s + QStringList(count, u"(?, ?)"_s).join(u", "_s);
        return all;
    }();
    return statements.at(rows == 1 ? 0 : 1);
}

// The four statements insertBatch uses: a full group of rows or one row, plain or not.
const QString &insertStatement(bool full, bool plain)
{
    static const std::array<QString, 4> statements{insertRowsStatement(1, false), insertRowsStatement(1, true),
        insertRowsStatement(InsertBatchRows, false), insertRowsStatement(InsertBatchRows, true)};
    return statements.at(2 * int(full) + int(plain));
}

QString readError()
{
    return QCoreApplication::translate("kurz::LinkStore", "Cannot read the links");
}

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
    case LinkQuery::Sort::Status: break;  // an expression, see statusExpression()
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
    case LinkQuery::Sort::Title: return QStringLiteral("links_title");
    case LinkQuery::Sort::Tags: return QStringLiteral("links_tags");
    case LinkQuery::Sort::LastHit: return QStringLiteral("links_last_hit");
    case LinkQuery::Sort::Expires: return QStringLiteral("links_expires");
    default: return {};
    }
}

// Above this many search matches a page is cut by walking the sort index, and from the second
// on by testing each row it meets instead of listing the matches first (see page()).
constexpr qint64 ManyMatches = 2000;
constexpr qint64 VeryManyMatches = 10000;

}  // namespace

std::optional<LinkQuery::Sort> sortFromName(const QString &name)
{
    static const QHash<QString, LinkQuery::Sort> names{
        {u"code"_s, LinkQuery::Sort::Code},
        {u"target"_s, LinkQuery::Sort::Target},
        {u"title"_s, LinkQuery::Sort::Title},
        {u"tags"_s, LinkQuery::Sort::Tags},
        {u"created"_s, LinkQuery::Sort::Created},
        {u"hits"_s, LinkQuery::Sort::Hits},
        {u"bot-hits"_s, LinkQuery::Sort::BotHits},
        {u"last-hit"_s, LinkQuery::Sort::LastHit},
        {u"expires"_s, LinkQuery::Sort::Expires},
        {u"status"_s, LinkQuery::Sort::Status},
    };
    const auto it = names.constFind(name.toLower());
    if (it == names.cend())
        return std::nullopt;
    return *it;
}

LinkStore::LinkStore(std::shared_ptr<Database> database)
    : m_sql(database)
    , m_search(database)
{
}

void LinkStore::setCaseInsensitive(bool on)
{
    m_caseInsensitive = on;
    if (on) {
        // Made on first need: most databases never match case-insensitively.
        // Without it codes are still matched, by a scan.
        m_sql.controlOrLog(QStringLiteral("CREATE INDEX IF NOT EXISTS links_code_lower ON links (lower(code))"),
            QStringLiteral("index codes case-insensitively"));
    }
}

void LinkStore::inSnapshot(const std::function<void()> &work)
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

Result<void> LinkStore::inTransaction(const std::function<Result<void>()> &work)
{
    return m_sql.inTransaction(work);
}

Result<void> LinkStore::writeTags(qint64 linkId, const QStringList &tags, bool replace)
{
    const QString what = QCoreApplication::translate("kurz::LinkStore", "Cannot save the link's tags");
    if (replace) {
        QSqlQuery &clear = m_sql.query(QStringLiteral("DELETE FROM link_tags WHERE link_id = ?"));
        clear.addBindValue(linkId);
        if (!clear.exec())
            return storageError(what, clear.lastError());
    }
    SqlStatement &addTag
        = m_sql.statement(QStringLiteral("INSERT INTO tags (name) VALUES (?) ON CONFLICT (name) DO NOTHING"));
    SqlStatement &link = m_sql.statement(
        QStringLiteral("INSERT INTO link_tags (link_id, tag_id) SELECT ?, id FROM tags WHERE name = ?"));
    for (const QString &tag : tags) {
        addTag.bind(0, tag);
        link.bind(0, linkId);
        link.bind(1, tag);
        const bool done = addTag.exec() && link.exec();
        const auto failed = done ? Result<void>() : storageError(what, addTag.failed() ? addTag : link);
        addTag.reset();
        link.reset();
        if (!failed.ok())
            return failed.error();
    }
    return {};
}

Result<Link> LinkStore::insert(Link link)
{
    link.tags = normalizedTags(link.tags);
    if (!link.createdAt.isValid())
        link.createdAt = QDateTime::currentDateTimeUtc();
    const bool plain = LinkRow::isPlain(link);
    // A link without tags is one statement, atomic on its own.
    const bool transaction = !link.tags.isEmpty();
    if (transaction) {
        if (auto started = m_sql.begin(QCoreApplication::translate("kurz::LinkStore", "Cannot start saving the link"));
            !started.ok())
            return started.error();
    }
    SqlStatement &statement = m_sql.statement(createStatement(plain, m_caseInsensitive));
    const int codeAgain = LinkRow::bindInsert(statement, 0, link, plain);
    if (m_caseInsensitive)
        statement.bind(codeAgain, link.code);
    const bool inserted = statement.next();
    if (inserted)
        link.id = statement.integer(0);
    if (!statement.exec()) {
        const Error error
            = storageError(QCoreApplication::translate("kurz::LinkStore", "Cannot save the link"), statement);
        statement.reset();
        if (transaction)
            m_sql.rollback();
        return error;
    }
    statement.reset();
    if (!inserted) {
        // Nothing was written: ending it as a commit keeps an enclosing transaction usable.
        if (transaction)
            m_sql.commit({});
        return Error{Error::Kind::Conflict,
            QCoreApplication::translate("kurz::LinkStore", "The code '%1' is already taken. Choose another alias.")
                .arg(link.code),
            QStringLiteral("alias"), reasons::AliasTaken};
    }
    if (!transaction)
        return link;
    if (auto tagged = writeTags(link.id, link.tags, false); !tagged.ok()) {
        m_sql.rollback();
        return tagged.error();
    }
    if (auto committed = m_sql.commit(QCoreApplication::translate("kurz::LinkStore", "Cannot save the link"));
        !committed.ok())
        return committed.error();
    return link;
}

Result<qint64> LinkStore::insertMany(qint64 count, const std::function<Link(qint64)> &make)
{
    // A bulk load touches index pages all over the file: give it a large page cache meanwhile.
    const SqlDialect &dialect = database()->dialect();
    const QString largeCache = dialect.pageCacheStatement(256 * 1024);
    if (!largeCache.isEmpty())
        m_sql.query(largeCache).exec();
    const auto restoreCache = qScopeGuard([&] {
        if (const QString normal = dialect.pageCacheStatement(0); !normal.isEmpty())
            m_sql.query(normal).exec();
    });
    if (auto started = m_sql.begin(QCoreApplication::translate("kurz::LinkStore", "Cannot start saving the links"));
        !started.ok())
        return started.error();
    SqlStatement &statement = m_sql.statement(u"INSERT INTO links ("_s + LinkRow::insertList(false) + u") VALUES ("_s
        + insertRowValues(false) + u") ON CONFLICT (code) DO NOTHING RETURNING id"_s);
    qint64 inserted = 0;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (qint64 i = 0; i < count; ++i) {
        Link link = make(i);
        link.tags = normalizedTags(link.tags);
        if (!link.createdAt.isValid())
            link.createdAt = now;
        LinkRow::bindInsert(statement, 0, link, false);
        const bool added = statement.next();
        if (added)
            link.id = statement.integer(0);
        if (!statement.exec()) {
            const Error error
                = storageError(QCoreApplication::translate("kurz::LinkStore", "Cannot save the links"), statement);
            statement.reset();
            m_sql.rollback();
            return error;
        }
        statement.reset();
        if (!added)
            continue;
        ++inserted;
        if (link.tags.isEmpty())
            continue;
        if (auto tagged = writeTags(link.id, link.tags, false); !tagged.ok()) {
            m_sql.rollback();
            return tagged.error();
        }
    }
    if (auto committed = m_sql.commit(QCoreApplication::translate("kurz::LinkStore", "Cannot save the links"));
        !committed.ok())
        return committed.error();
    return inserted;
}

Result<QHash<QString, QString>> LinkStore::targetsOf(const QStringList &codes)
{
    QHash<QString, QString> targets;
    if (codes.isEmpty())
        return targets;
    QByteArray json = "[";
    for (const QString &code : codes) {
        json += json.size() > 1 ? ",[" : "[";
        appendJsonString(json, code);
        json += ']';
    }
    json += ']';
    const QString rows = database()->dialect().jsonRows();
    const QString sql = m_caseInsensitive
        ? u"SELECT code, target FROM links WHERE lower(code) IN (SELECT lower(value ->> 0) FROM "_s + rows + u')'
        : u"SELECT code, target FROM links WHERE code IN (SELECT value ->> 0 FROM "_s + rows + u')';
    SqlStatement &statement = m_sql.statement(sql);
    const auto done = qScopeGuard([&statement] { statement.reset(); });
    statement.bind(0, QString::fromUtf8(json));
    while (statement.next())
        targets.insert(codeKey(statement.text(0)), statement.text(1));
    if (statement.failed())
        return storageError(readError(), statement);
    return targets;
}

Result<void> LinkStore::insertBatch(QList<Link> &links)
{
    const QString what = QCoreApplication::translate("kurz::LinkStore", "Cannot save the links");
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        QHash<QString, qint64> ids;
        ids.reserve(links.size());
        for (qsizetype first = 0; first < links.size();) {
            // Full statements, then the rest one row at a time: few statements to prepare.
            const bool full = links.size() - first >= InsertBatchRows;
            const int rows = full ? InsertBatchRows : 1;
            const bool plain = std::all_of(links.cbegin() + first, links.cbegin() + first + rows, LinkRow::isPlain);
            for (int row = 0; row < rows; ++row) {
                if (Link &link = links[first + row]; !link.createdAt.isValid())
                    link.createdAt = now;
            }
            SqlStatement &statement = m_sql.statement(insertStatement(full, plain));
            const auto done = qScopeGuard([&statement] { statement.reset(); });
            for (int row = 0, at = 0; row < rows; ++row)
                at = LinkRow::bindInsert(statement, at, links.at(first + row), plain);
            while (statement.next())
                ids.insert(statement.text(1), statement.integer(0));
            if (statement.failed())
                return storageError(what, statement);
            first += rows;
        }
        QHash<QString, qint64> tagIds;  // of the batch's tags, by name
        for (Link &link : links) {
            link.id = ids.take(link.code);  // a code twice: the first was inserted
            for (const QString &tag : link.id != 0 ? std::as_const(link.tags) : QStringList())
                tagIds.insert(tag, 0);
        }
        if (tagIds.isEmpty())
            return {};
        if (auto failed = addTagNames(tagIds); !failed.ok())
            return failed;
        // Then the links' pairs, many to a statement, bound as numbers.
        QList<qint64> pairs;
        for (const Link &link : std::as_const(links)) {
            for (const QString &tag : link.id != 0 ? link.tags : QStringList())
                pairs << link.id << tagIds.value(tag);
        }
        for (qsizetype first = 0; first < pairs.size();) {
            const int rows = pairs.size() - first >= 2 * TagPairRows ? TagPairRows : 1;
            SqlStatement &statement = m_sql.statement(linkTagsStatement(rows));
            const auto done = qScopeGuard([&statement] { statement.reset(); });
            for (int at = 0; at < 2 * rows; ++at)
                statement.bind(at, pairs.at(first + at));
            if (!statement.exec())
                return storageError(what, statement);
            first += 2 * rows;
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    return {};
}

Result<void> LinkStore::addTagNames(QHash<QString, qint64> &ids)
{
    const QString what = QCoreApplication::translate("kurz::LinkStore", "Cannot save the links' tags");
    QByteArray json = "[";
    for (auto it = ids.cbegin(); it != ids.cend(); ++it) {
        json += json.size() > 1 ? ",[" : "[";
        appendJsonString(json, it.key());
        json += ']';
    }
    json += ']';
    const QString names = QString::fromUtf8(json);
    const QString rows = database()->dialect().jsonRows();
    SqlStatement &add = m_sql.statement(
        u"INSERT INTO tags (name) SELECT value ->> 0 FROM "_s + rows + u" WHERE true ON CONFLICT (name) DO NOTHING"_s);
    const auto doneAdding = qScopeGuard([&add] { add.reset(); });
    add.bind(0, names);
    if (!add.exec())
        return storageError(what, add);
    SqlStatement &read
        = m_sql.statement(u"SELECT id, name FROM tags WHERE name IN (SELECT value ->> 0 FROM "_s + rows + u')');
    const auto doneReading = qScopeGuard([&read] { read.reset(); });
    read.bind(0, names);
    while (read.next())
        ids.insert(read.text(1), read.integer(0));
    if (read.failed())
        return storageError(what, read);
    return {};
}

Result<Link> LinkStore::update(const Link &link)
{
    const QStringList tags = normalizedTags(link.tags);
    if (auto started = m_sql.begin(QCoreApplication::translate("kurz::LinkStore", "Cannot start saving the link"));
        !started.ok())
        return started.error();
    Link row = link;
    row.tags = tags;
    static const QString sql = u"UPDATE links SET "_s + LinkRow::updateAssignments() + u" WHERE id = ?"_s;
    SqlStatement &statement = m_sql.statement(sql);
    statement.bind(LinkRow::bindUpdate(statement, 0, row), link.id);
    const bool ran = statement.exec();
    const qint64 changed = statement.changes();
    if (!ran) {
        const Error error
            = storageError(QCoreApplication::translate("kurz::LinkStore", "Cannot save the link"), statement);
        statement.reset();
        m_sql.rollback();
        return error;
    }
    statement.reset();
    if (changed != 1) {
        m_sql.rollback();
        return Error{Error::Kind::NotFound,
            QCoreApplication::translate("kurz::LinkStore", "The link '%1' no longer exists.").arg(link.code), {},
            reasons::LinkNotFound};
    }
    if (auto tagged = writeTags(link.id, tags, true); !tagged.ok()) {
        m_sql.rollback();
        return tagged.error();
    }
    if (auto committed = m_sql.commit(QCoreApplication::translate("kurz::LinkStore", "Cannot save the link"));
        !committed.ok())
        return committed.error();
    return getById(link.id);
}

Result<bool> LinkStore::remove(const QString &code)
{
    QSqlQuery &q = m_sql.query(m_caseInsensitive ? QStringLiteral("DELETE FROM links WHERE lower(code) = lower(?)")
                                                 : QStringLiteral("DELETE FROM links WHERE code = ?"));
    q.addBindValue(code);
    if (!q.exec())
        return storageError(
            QCoreApplication::translate("kurz::LinkStore", "Cannot delete the link '%1'").arg(code), q.lastError());
    return q.numRowsAffected() > 0;
}

Result<Link> LinkStore::one(SqlStatement &statement, const QString &notFound)
{
    const auto done = qScopeGuard([&statement] { statement.reset(); });
    if (!statement.next()) {
        if (statement.failed())
            return storageError(readError(), statement);
        return Error{Error::Kind::NotFound, notFound, u"code"_s, reasons::LinkNotFound};
    }
    return LinkRow::read(statement);
}

Result<Link> LinkStore::get(const QString &code)
{
    static const QString exact = u"SELECT "_s + LinkRow::selectList() + u" FROM links WHERE code = ?"_s;
    static const QString folded = u"SELECT "_s + LinkRow::selectList() + u" FROM links WHERE lower(code) = lower(?)"_s;
    SqlStatement &statement = m_sql.statement(m_caseInsensitive ? folded : exact);
    statement.bind(0, code);
    return one(statement, QCoreApplication::translate("kurz::LinkStore", "No link has the code '%1'.").arg(code));
}

Result<Link> LinkStore::getById(qint64 id)
{
    static const QString sql = u"SELECT "_s + LinkRow::selectList() + u" FROM links WHERE id = ?"_s;
    SqlStatement &statement = m_sql.statement(sql);
    statement.bind(0, id);
    return one(
        statement, QCoreApplication::translate("kurz::LinkStore", "The link with id %1 no longer exists.").arg(id));
}

Result<Link> LinkStore::findByTarget(const QString &target)
{
    // Without its index, each lookup would read every link of a load (rows without a code).
    if (database()->indexesDeferred()) {
        if (auto restored = DeferredIndexes(database()).restore(); !restored)
            return restored.error();
    }
    static const QString sql
        = u"SELECT "_s + LinkRow::selectList() + u" FROM links WHERE target = ? ORDER BY id LIMIT 1"_s;
    SqlStatement &statement = m_sql.statement(sql);
    statement.bind(0, target);
    return one(statement, QCoreApplication::translate("kurz::LinkStore", "No link leads to this target."));
}

Result<QStringList> LinkStore::crawlableCodes()
{
    QSqlQuery &q
        = m_sql.query(QStringLiteral("SELECT code FROM links WHERE crawlable = 1 AND disabled = 0 ORDER BY code"));
    if (!q.exec())
        return storageError(readError(), q.lastError());
    QStringList codes;
    while (q.next())
        codes.append(q.value(0).toString());
    return codes;
}

// int(LinkStatus) of each link as of `now` (decideStatus in SQL); binds `now` twice.
static QString statusExpression(QVariantList &binds, qint64 now)
{
    binds << now << now;
    return QStringLiteral("CASE WHEN disabled <> 0 THEN 4 WHEN expires_at IS NOT NULL AND expires_at <= ? THEN 2 "
                          "WHEN max_visits IS NOT NULL AND hits >= max_visits THEN 3 "
                          "WHEN valid_from IS NOT NULL AND valid_from > ? THEN 1 ELSE 0 END");
}

Result<QString> LinkStore::whereClause(const LinkQuery &query, QVariantList &binds, bool scan)
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
        QString sub = u"SELECT lt.link_id FROM link_tags lt JOIN tags t ON t.id = lt.tag_id WHERE t.name IN ("_s
            + marks.join(u", "_s) + u')';
        if (query.allTags) {
            sub += u" GROUP BY lt.link_id HAVING count(*) = ?"_s;
            binds << QVariant(qint64(QSet<QString>(query.tags.cbegin(), query.tags.cend()).size()));
        }
        conditions << u"id IN ("_s + sub + u')';
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

Result<void> LinkQuery::checkSearch() const
{
    if (search.size() > MaxSearchLength)
        return invalidInput(QCoreApplication::translate("kurz::LinkStore",
                                "A search may be at most %1 characters long; this one has %2. Search for fewer words.")
                                .arg(MaxSearchLength)
                                .arg(search.size()),
            u"search"_s);
    const qsizetype words = search.split(u' ', Qt::SkipEmptyParts).size();
    if (words > MaxSearchWords)
        return invalidInput(QCoreApplication::translate("kurz::LinkStore",
                                "A search may have at most %1 words; this one has %2. Search for fewer words.")
                                .arg(MaxSearchWords)
                                .arg(words),
            u"search"_s);
    return {};
}

void LinkQuery::setSearchText(const QString &text)
{
    QStringList words;
    bool namedTags = false;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (word.startsWith(u"tag:", Qt::CaseInsensitive) && word.size() > 4) {
            tags << word.mid(4);
            namedTags = true;
            continue;
        }
        if (word.startsWith(u"status:", Qt::CaseInsensitive)) {
            const QString name = word.mid(7).toLower();
            if (name == u"broken") {
                brokenOnly = true;
                continue;
            }
            if (const auto named = linkStatusFromName(name)) {
                status = named;
                continue;
            }
        }
        words << word;
    }
    search = words.join(u' ');
    if (namedTags)
        allTags = tags.size() > 1;  // one tag needs no grouping
}

// The sort columns that may be empty.
static bool mayBeEmpty(LinkQuery::Sort sort)
{
    return sort == LinkQuery::Sort::LastHit || sort == LinkQuery::Sort::Expires;
}

// The ORDER BY terms of a column's sort (rowOf() counts in the same order).
static QString orderBy(const LinkQuery &query, const SqlDialect &dialect)
{
    const QString direction = query.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    const QString order = sortColumn(query.sort);
    const QString nulls = mayBeEmpty(query.sort) ? dialect.nullsAsSqlite(query.descending) : QString();
    return order + direction + nulls + u", id"_s + direction;
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
Result<QList<qint64>> LinkStore::statusOrder(const LinkQuery &query)
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
Result<QList<Link>> LinkStore::linksInOrder(const QList<qint64> &ids)
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

Result<QList<Link>> LinkStore::page(const LinkQuery &query)
{
    // Each search word costs a pass over the index: a search beyond the caps is refused, not run.
    if (const Result<void> searchable = query.checkSearch(); !searchable.ok())
        return searchable.error();
    QVariantList binds;
    // With many search matches, walking the sort's index and keeping the matches beats
    // sorting them all; the planner cannot know how many there are, the caller's count can.
    // With very many, even listing the matches costs more than testing rows as the walk meets them.
    const QStringList words = query.search.split(u' ', Qt::SkipEmptyParts);
    const QString index = m_search.matchExpression(words).isEmpty() ? QString() : sortIndex(query.sort);
    const bool walk = !index.isEmpty() && query.expectedRows > ManyMatches;
    // SQLite's LIKE folds the case of ASCII letters only, the index that counted the matches
    // every letter's: "GRÖSSE" is counted in the index but would never meet "Größe" in a scan.
    const bool ascii = std::all_of(words.cbegin(), words.cend(), [](const QString &word) {
        return std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.unicode() < 0x80; });
    });
    const bool scan = walk && ascii && query.expectedRows >= VeryManyMatches;
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
        from += database()->dialect().indexHint(index);
    QString sql = u"SELECT "_s + LinkRow::selectList() + from + *where + u" ORDER BY "_s
        + orderBy(query, database()->dialect());
    if (query.limit > 0) {
        sql += u" LIMIT ? OFFSET ?"_s;
        binds << query.limit << query.offset;
    }
    QSqlQuery &q = m_sql.query(sql);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    return linksOf(q);
}

Result<QList<Link>> LinkStore::randomLinks(qint64 count)
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
Result<qint64> LinkStore::rowOf(const LinkQuery &query, qint64 id)
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
    QString sql = u"SELECT "_s + sortColumn(query.sort) + u" FROM links"_s;
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
        before = u"("_s + column + u", id)"_s + comparison + u"(?, ?)"_s;
        binds << key << id;
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

Result<void> LinkStore::forEachLink(const std::function<bool(const Link &)> &visit, const QList<qint64> *only)
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

Result<void> LinkStore::forEachLinkWithVisits(
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

Result<qint64> LinkStore::count(const LinkQuery &query)
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

Result<qint64> LinkStore::countAll()
{
    return count(LinkQuery{});
}

Result<QStringList> LinkStore::usedTags()
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

Result<QList<TagStats>> LinkStore::tagStats()
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

namespace {

// The columns a removed link keeps, in the same order in links and removed_links.
const QString MovedColumns = QStringLiteral("id, code, target, title, notes, tags, created_at, updated_at, valid_from, "
                                            "expires_at, max_visits, redirect_status, "
                                            "forward_query, crawlable, path_mode, disabled, hits, bot_hits, "
                                            "last_hit_at, title_pending, health_status, health_error, "
                                            "health_checked_at");
const QString MovedVisitColumns = QStringLiteral("link_id, at, bot, referrer_host, browser, count");

// Links moved per statement: progress is told, and Cancel heard, between them.
constexpr qsizetype MoveChunk = 2000;

// ids[first, first + count) as a JSON array of one-element arrays (SqlDialect::jsonRows).
QString idsJson(const QList<qint64> &ids, qsizetype first, qsizetype count)
{
    QByteArray json = "[";
    for (qsizetype i = first; i < first + count; ++i) {
        json += i > first ? ",[" : "[";
        json += QByteArray::number(ids.at(i));
        json += ']';
    }
    json += ']';
    return QString::fromLatin1(json);
}

Error cancelledWrite()
{
    return Error{Error::Kind::Conflict,
        QCoreApplication::translate("kurz::LinkStore", "Cancelled; nothing was changed."), {}, reasons::Cancelled};
}

Error selectionMoved()
{
    return Error{Error::Kind::Conflict,
        QCoreApplication::translate("kurz::LinkStore",
            "The selected links changed meanwhile (another program changed or deleted some); nothing was deleted. "
            "Select them again."),
        {}, reasons::SelectionChanged};
}

}  // namespace

Result<qint64> LinkStore::runForChunk(const QString &sql, std::optional<qint64> batch, const QString &chunk)
{
    SqlStatement &statement = m_sql.statement(sql);
    const auto done = qScopeGuard([&statement] { statement.reset(); });
    int at = 0;
    if (batch)
        statement.bind(at++, *batch);
    statement.bind(at, chunk);
    if (!statement.exec())
        return storageError(QCoreApplication::translate("kurz::LinkStore", "Cannot move the links"), statement);
    return statement.changes();
}

Result<QList<qint64>> LinkStore::idsOf(const LinkSelection &selection)
{
    QList<qint64> ids;
    QStringList codes;
    Result<void> failed;
    inSnapshot([&] { failed = selectLinks(selection, ids, codes, false); });
    if (!failed.ok())
        return failed.error();
    return ids;
}

Result<void> LinkStore::forEachChunk(const QList<qint64> *only, const std::function<bool(const QList<Link> &)> &visit)
{
    constexpr qsizetype Chunk = 1000;
    SqlStatement &links = only ? m_sql.statement(u"SELECT "_s + LinkRow::selectList()
                              + u" FROM links WHERE id IN (SELECT CAST(value ->> 0 AS BIGINT) FROM "_s
                              + database()->dialect().jsonRows() + u") ORDER BY id"_s)
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

Result<void> LinkStore::selectLinks(const LinkSelection &selection, QList<qint64> &ids, QStringList &codes, bool lock)
{
    const SqlDialect &dialect = database()->dialect();
    QList<QPair<qint64, QString>> found;
    if (selection.allRows) {
        QVariantList binds;
        const auto where = whereClause(selection.query, binds);
        if (!where)
            return where.error();
        QSqlQuery &q = m_sql.query(
            u"SELECT id, code FROM links"_s + *where + u" ORDER BY id"_s + (lock ? dialect.lockRows() : QString()));
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
            + u" LIMIT ? OFFSET ?"_s + (lock ? dialect.lockRows() : QString()));
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
        SqlStatement &statement
            = m_sql.statement(u"SELECT id, code FROM links WHERE id IN (SELECT CAST(value ->> 0 AS BIGINT) FROM "_s
                + dialect.jsonRows() + u") ORDER BY id"_s + (lock ? dialect.lockRows() : QString()));
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

Result<RemovedBatch> LinkStore::removeToBatch(const LinkSelection &selection, const WriteProgress &progress)
{
    const QString what = QCoreApplication::translate("kurz::LinkStore", "Cannot delete the links");
    // Without the indexes of visits and tags, each chunk would read all of them.
    if (database()->indexesDeferred()) {
        if (auto restored = DeferredIndexes(database()).restore(); !restored)
            return restored.error();
    }
    const QString in = u"(SELECT CAST(value ->> 0 AS BIGINT) FROM "_s + database()->dialect().jsonRows() + u')';
    const std::array<QString, 3> copies{
        u"INSERT INTO removed_links (batch_id, "_s + MovedColumns + u") SELECT CAST(? AS BIGINT), "_s + MovedColumns
            + u" FROM links WHERE id IN "_s + in,
        u"INSERT INTO removed_link_tags (batch_id, link_id, tag_id) SELECT CAST(? AS BIGINT), link_id, tag_id FROM link_tags WHERE link_id IN "_s
            + in,
        u"INSERT INTO removed_visits (batch_id, "_s + MovedVisitColumns + u") SELECT CAST(? AS BIGINT), "_s
            + MovedVisitColumns + u" FROM visits WHERE link_id IN "_s + in + u" ORDER BY id"_s,
    };
    // Their tags and visits go with them (ON DELETE CASCADE).
    const QString remove = u"DELETE FROM links WHERE id IN "_s + in;
    RemovedBatch batch;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        batch = {};
        if (auto error = selectLinks(selection, batch.ids, batch.codes, true); !error.ok())
            return error;
        const qsizetype total = batch.ids.size();
        if (progress && !progress(0, total))
            return cancelledWrite();
        const auto made = m_sql.scalar(u"INSERT INTO removed_batches (created_at) VALUES (?) RETURNING id"_s,
            {QDateTime::currentMSecsSinceEpoch()}, what);
        if (!made)
            return made.error();
        batch.id = *made;
        for (qsizetype first = 0; first < total; first += MoveChunk) {
            const qsizetype count = std::min(MoveChunk, total - first);
            const QString chunk = idsJson(batch.ids, first, count);
            for (const QString &copy : copies) {
                if (const auto copied = runForChunk(copy, batch.id, chunk); !copied)
                    return copied.error();
            }
            const auto removed = runForChunk(remove, std::nullopt, chunk);
            if (!removed)
                return removed.error();
            if (*removed != count)
                return selectionMoved();
            if (progress && !progress(first + count, total))
                return cancelledWrite();
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    return batch;
}

Result<RemovedBatch> LinkStore::restoreBatch(qint64 batchId, const WriteProgress &progress)
{
    const QString what = QCoreApplication::translate("kurz::LinkStore", "Cannot restore the links");
    const QString in = u"(SELECT CAST(value ->> 0 AS BIGINT) FROM "_s + database()->dialect().jsonRows() + u')';
    const std::array<QString, 6> moves{
        u"INSERT INTO links ("_s + MovedColumns + u") SELECT "_s + MovedColumns
            + u" FROM removed_links WHERE batch_id = ? AND id IN "_s + in,
        u"INSERT INTO link_tags (link_id, tag_id) SELECT link_id, tag_id FROM removed_link_tags WHERE batch_id = ? AND link_id IN "_s
            + in,
        u"INSERT INTO visits ("_s + MovedVisitColumns + u") SELECT "_s + MovedVisitColumns
            + u" FROM removed_visits WHERE batch_id = ? AND link_id IN "_s + in + u" ORDER BY id"_s,
        u"DELETE FROM removed_visits WHERE batch_id = ? AND link_id IN "_s + in,
        u"DELETE FROM removed_link_tags WHERE batch_id = ? AND link_id IN "_s + in,
        u"DELETE FROM removed_links WHERE batch_id = ? AND id IN "_s + in,
    };
    RemovedBatch batch;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        batch = {};
        batch.id = batchId;
        // A code or id taken since: nothing comes back (the batch stays for another try).
        const QString sameCode
            = m_caseInsensitive ? QStringLiteral("lower(l.code) = lower(r.code)") : QStringLiteral("l.code = r.code");
        QSqlQuery &clash = m_sql.query(u"SELECT r.code, CASE WHEN EXISTS (SELECT 1 FROM links l WHERE "_s + sameCode
            + u") THEN 1 ELSE 0 END AS code_taken FROM removed_links r WHERE r.batch_id = ? AND EXISTS "
              "(SELECT 1 FROM links l WHERE l.id = r.id OR "_s
            + sameCode + u") ORDER BY code_taken DESC LIMIT 1"_s);
        clash.addBindValue(batchId);
        if (!clash.exec())
            return storageError(what, clash.lastError());
        if (clash.next()) {
            const QString code = clash.value(0).toString();
            const bool codeTaken = clash.value(1).toInt() != 0;
            clash.finish();
            // SQLite gives a new link the largest id plus one: after deleting the newest links,
            // links made since may have their ids.
            return Error{Error::Kind::Conflict,
                codeTaken ? QCoreApplication::translate(
                    "kurz::LinkStore", "The code '%1' was taken by another link meanwhile; nothing was restored.")
                                .arg(code)
                          : QCoreApplication::translate("kurz::LinkStore",
                              "'%1' cannot come back: a link made since the delete took its place (its id). Delete the "
                              "links made since, then undo again; nothing was restored.")
                                .arg(code),
                QStringLiteral("alias"), reasons::AliasTaken};
        }
        clash.finish();
        {
            SqlStatement &list
                = m_sql.statement(u"SELECT id, code FROM removed_links WHERE batch_id = ? ORDER BY id"_s);
            const auto done = qScopeGuard([&list] { list.reset(); });
            list.bind(0, batchId);
            while (list.next()) {
                batch.ids.append(list.integer(0));
                batch.codes.append(list.text(1));
            }
            if (list.failed())
                return storageError(what, list);
        }
        const qsizetype total = batch.ids.size();
        if (total == 0)
            return Error{Error::Kind::NotFound,
                QCoreApplication::translate(
                    "kurz::LinkStore", "These deleted links are no longer kept; nothing was restored."),
                {}, reasons::LinkNotFound};
        if (progress && !progress(0, total))
            return cancelledWrite();
        for (qsizetype first = 0; first < total; first += MoveChunk) {
            const qsizetype count = std::min(MoveChunk, total - first);
            const QString chunk = idsJson(batch.ids, first, count);
            const auto restored = runForChunk(moves.front(), batchId, chunk);
            if (!restored)
                return restored.error();
            if (*restored != count)
                return Error{Error::Kind::Conflict,
                    QCoreApplication::translate(
                        "kurz::LinkStore", "A code was taken by another link meanwhile; nothing was restored."),
                    QStringLiteral("alias"), reasons::AliasTaken};
            // Links below the search index's watermark are not caught up later: index them now.
            if (auto indexed = m_search.indexMany(chunk); !indexed.ok())
                return indexed.error();
            for (auto move = moves.cbegin() + 1; move != moves.cend(); ++move) {
                if (const auto moved = runForChunk(*move, batchId, chunk); !moved)
                    return moved.error();
            }
            if (progress && !progress(first + count, total))
                return cancelledWrite();
        }
        QSqlQuery &forget = m_sql.query(u"DELETE FROM removed_batches WHERE id = ?"_s);
        forget.addBindValue(batchId);
        if (!forget.exec())
            return storageError(what, forget.lastError());
        // Links that come back under their old ids are no new largest id: other processes
        // hear of them by the generation (their cached "no such code" answers must go).
        return m_sql.control(
            u"UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'links_generation'"_s, what);
    });
    if (!failed.ok())
        return failed.error();
    // Links back above the search index's watermark (a delete of the newest links lowered it)
    // are indexed here, on the restoring thread: left to the next search, that is the window's
    // next read, on its thread (seconds for a big batch).
    if (auto caught = m_search.catchUp(); !caught.ok())
        qCWarning(lcStore).noquote() << caught.error().message;
    return batch;
}

Result<bool> LinkStore::purgeBatch(qint64 batch)
{
    // Its links, tags and visits go with it (ON DELETE CASCADE).
    QSqlQuery &q = m_sql.query(u"DELETE FROM removed_batches WHERE id = ?"_s);
    q.addBindValue(batch);
    if (!q.exec())
        return storageError(
            QCoreApplication::translate("kurz::LinkStore", "Cannot forget the deleted links"), q.lastError());
    return q.numRowsAffected() > 0;
}

}  // namespace kurz
