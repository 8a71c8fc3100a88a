#include "core/store/LinkStore.h"

#include "core/store/DeferredIndexes.h"
#include "core/store/LinkRow.h"
#include "core/store/LinkSql.h"
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
        + u" ON CONFLICT (code, domain) DO NOTHING RETURNING id, code, domain"_s;
}
// A create's statement: one row that a taken code (in any case, where codes ignore case) leaves out.
const QString &createStatement(bool plain, bool caseInsensitive)
{
    static const std::array<QString, 4> statements = [] {
        std::array<QString, 4> all;
        for (int i = 0; i < 4; ++i) {
            const bool plainRow = i & 1;
            const QString into = u"INSERT INTO links ("_s + LinkRow::insertList(plainRow) + u") "_s;
            all[i] = (i & 2) ? into + u"SELECT "_s + insertRowValues(plainRow)
                    + u" WHERE NOT EXISTS (SELECT 1 FROM links WHERE lower(code) = lower(?) AND domain = ?) "
                      "ON CONFLICT (code, domain) DO NOTHING RETURNING id"_s
                             : into + u"VALUES ("_s + insertRowValues(plainRow)
                    + u") ON CONFLICT (code, domain) DO NOTHING RETURNING id"_s;
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

}  // namespace

LinkStore::LinkStore(std::shared_ptr<Database> database)
    : m_sql(database)
    , m_pages(database)
    , m_removed(database, m_pages)
{
}

void LinkStore::setCaseInsensitive(bool on)
{
    m_caseInsensitive = on;
    m_removed.setCaseInsensitive(on);
    if (on) {
        // Made on first need: most databases never match case-insensitively.
        // Without it codes are still matched, by a scan.
        m_sql.controlOrLog(QStringLiteral("CREATE INDEX IF NOT EXISTS links_code_lower ON links (lower(code))"),
            QStringLiteral("index codes case-insensitively"));
    }
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
    if (m_caseInsensitive) {
        statement.bind(codeAgain, link.code);
        statement.bind(codeAgain + 1, notNull(link.domain));
    }
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

Result<qint64> LinkStore::bulkLoad(qint64 count, const std::function<Link(qint64)> &make)
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
        + insertRowValues(false) + u") ON CONFLICT (code, domain) DO NOTHING RETURNING id"_s);
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

Result<QHash<QString, QString>> LinkStore::targetsOf(const QStringList &keys)
{
    QHash<QString, QString> targets;
    if (keys.isEmpty())
        return targets;
    QByteArray json = "[";
    for (const QString &key : keys) {
        const LinkAddress address = LinkAddress::fromKey(key);
        json += json.size() > 1 ? ",[" : "[";
        appendJsonString(json, address.code);
        json += ',';
        appendJsonString(json, address.domain);
        json += ']';
    }
    json += ']';
    const QString rows = database()->dialect().jsonRows();
    const QString sql = m_caseInsensitive
        ? u"SELECT code, target, domain FROM links WHERE (lower(code), domain) IN (SELECT lower(value ->> 0), value ->> 1 FROM "_s
            + rows + u')'
        : u"SELECT code, target, domain FROM links WHERE (code, domain) IN (SELECT value ->> 0, value ->> 1 FROM "_s
            + rows + u')';
    SqlStatement &statement = m_sql.statement(sql);
    const auto done = qScopeGuard([&statement] { statement.reset(); });
    statement.bind(0, QString::fromUtf8(json));
    while (statement.next())
        targets.insert(LinkAddress::keyOf(codeKey(statement.text(0)), statement.text(2)), statement.text(1));
    if (statement.failed())
        return storageError(linksql::readError(), statement);
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
                ids.insert(statement.text(2) + u'/' + statement.text(1), statement.integer(0));
            if (statement.failed())
                return storageError(what, statement);
            first += rows;
        }
        QHash<QString, qint64> tagIds;  // of the batch's tags, by name
        for (Link &link : links) {
            link.id = ids.take(link.domain + u'/' + link.code);  // a code twice: the first was inserted
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

Result<bool> LinkStore::remove(const QString &code, const QString &domain)
{
    QSqlQuery &q = m_sql.query(m_caseInsensitive
            ? QStringLiteral("DELETE FROM links WHERE lower(code) = lower(?) AND domain = ?")
            : QStringLiteral("DELETE FROM links WHERE code = ? AND domain = ?"));
    q.addBindValue(code);
    q.addBindValue(notNull(domain));
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
            return storageError(linksql::readError(), statement);
        return Error{Error::Kind::NotFound, notFound, u"code"_s, reasons::LinkNotFound};
    }
    return LinkRow::read(statement);
}

Result<Link> LinkStore::get(const QString &code, const QString &domain)
{
    static const QString exact = u"SELECT "_s + LinkRow::selectList() + u" FROM links WHERE code = ? AND domain = ?"_s;
    static const QString folded
        = u"SELECT "_s + LinkRow::selectList() + u" FROM links WHERE lower(code) = lower(?) AND domain = ?"_s;
    SqlStatement &statement = m_sql.statement(m_caseInsensitive ? folded : exact);
    statement.bind(0, code);
    statement.bind(1, notNull(domain));
    return one(statement,
        domain.isEmpty() ? QCoreApplication::translate("kurz::LinkStore", "No link has the code '%1'.").arg(code)
                         : QCoreApplication::translate("kurz::LinkStore", "No link has the code '%1' on the domain %2.")
                               .arg(code, domain));
}

Result<Link> LinkStore::resolve(const QString &code, const QString &domain)
{
    if (domain.isEmpty())
        return get(code);
    auto own = get(code, domain);
    if (own || own.error().kind != Error::Kind::NotFound)
        return own;
    return get(code);
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
        return storageError(linksql::readError(), q.lastError());
    QStringList codes;
    while (q.next())
        codes.append(q.value(0).toString());
    return codes;
}

}  // namespace kurz
