#include "core/store/SearchIndex.h"

#include "core/store/SearchTerms.h"

#include <QCoreApplication>
#include <QScopeGuard>
#include <QSqlError>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

SearchIndex::SearchIndex(std::shared_ptr<Database> database)
    : m_sql(std::move(database))
{
}

Result<void> SearchIndex::catchUp()
{
    if (!m_sql.database()->dialect().hasFullTextSearch())
        return {};
    const QString what = QCoreApplication::translate("kurz::SearchIndex", "Cannot update the search index");
    const QString watermark = QStringLiteral("SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'fts.indexed'");
    const auto behind
        = m_sql.scalar(u"SELECT (SELECT coalesce(max(id), 0) FROM links) > ("_s + watermark + u')', {}, what);
    if (!behind || *behind == 0)
        return behind ? Result<void>() : behind.error();
    if (auto started = m_sql.begin(what); !started.ok())
        return started;
    QSqlQuery &add = m_sql.query(u"INSERT INTO links_fts (rowid, code, target, title, notes, tags) "
                                 "SELECT id, code, target, title, notes, tags FROM links WHERE id > ("_s
        + watermark + u')');
    QSqlQuery &mark
        = m_sql.query(QStringLiteral("UPDATE meta SET value = CAST((SELECT coalesce(max(id), 0) FROM links) AS TEXT) "
                                     "WHERE key = 'fts.indexed'"));
    if (!add.exec() || !mark.exec()) {
        const QSqlError error = add.lastError().isValid() ? add.lastError() : mark.lastError();
        m_sql.rollback();
        return storageError(what, error);
    }
    return m_sql.commit(what);
}

Result<void> SearchIndex::indexMany(const QString &idsJson)
{
    if (!m_sql.database()->dialect().hasFullTextSearch())
        return {};
    SqlStatement &index = m_sql.statement(
        QStringLiteral("INSERT INTO links_fts (rowid, code, target, title, notes, tags) SELECT id, code, target, "
                       "title, notes, tags FROM links "
                       "WHERE id IN (SELECT CAST(value ->> 0 AS INTEGER) FROM json_each(?)) "
                       "AND id <= (SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'fts.indexed')"));
    const auto done = qScopeGuard([&index] { index.reset(); });
    index.bind(0, idsJson);
    if (!index.exec())
        return storageError(QCoreApplication::translate("kurz::SearchIndex", "Cannot update the search index"), index);
    return {};
}

bool SearchIndex::takes(const QString &word)
{
    const QStringList variants = searchVariants(word);
    return std::all_of(variants.cbegin(), variants.cend(), [](const QString &v) { return v.size() >= 3; });
}

QString SearchIndex::matchExpression(const QStringList &words) const
{
    if (!m_sql.database()->dialect().hasFullTextSearch())
        return {};
    QStringList groups;
    for (const QString &word : words) {
        if (!takes(word))
            continue;
        QStringList phrases;
        for (QString phrase : searchVariants(word))
            phrases << u'"' + phrase.replace(u'"', u"\"\""_s) + u'"';
        groups << (phrases.size() == 1 ? phrases.first() : u'(' + phrases.join(u" OR "_s) + u')');
    }
    return groups.join(u" AND "_s);
}

QString SearchIndex::wordCondition(const QString &word, QVariantList &binds) const
{
    const bool server = m_sql.database()->dialect().kind() == SqlDialect::Kind::PostgreSQL;
    QStringList alternatives;
    for (QString pattern : searchVariants(word)) {
        pattern.replace(u'\\', u"\\\\"_s).replace(u'%', u"\\%"_s).replace(u'_', u"\\_"_s);
        pattern = u'%' + pattern + u'%';
        if (server) {
            alternatives << searchedText() + u" ILIKE ? ESCAPE '\\'"_s;
            binds << pattern;
            continue;
        }
        alternatives << QStringLiteral(
            "code LIKE ? ESCAPE '\\' OR target LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\' "
            "OR notes LIKE ? ESCAPE '\\' OR tags LIKE ? ESCAPE '\\'");
        for (int i = 0; i < 5; ++i)
            binds << pattern;
    }
    return u'(' + alternatives.join(u" OR "_s) + u')';
}

QString SearchIndex::searchedText()
{
    return QStringLiteral("(code || ' ' || target || ' ' || title || ' ' || notes || ' ' || tags)");
}

QString SearchIndex::matchingIds()
{
    return QStringLiteral("SELECT rowid FROM links_fts WHERE links_fts MATCH ?");
}

}  // namespace kurz
