#include "core/store/SearchIndex.h"

#include <QSqlError>

namespace kurz {

SearchIndex::SearchIndex(std::shared_ptr<Database> database)
    : m_sql(std::move(database))
{
}

Result<bool> SearchIndex::catchUp()
{
    if (!m_sql.database()->dialect().hasFullTextSearch())
        return true;
    const QString what = u"Cannot update the search index"_qs;
    const QString watermark = QStringLiteral("SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'fts.indexed'");
    const auto behind = m_sql.scalar(u"SELECT (SELECT coalesce(max(id), 0) FROM links) > ("_qs + watermark + u')', {}, what);
    if (!behind || *behind == 0)
        return behind ? Result<bool>(true) : behind.error();
    if (auto started = m_sql.begin(what); !started)
        return started;
    QSqlQuery &add = m_sql.prepared(u"INSERT INTO links_fts (rowid, code, target, title, notes, tags) "
                                    "SELECT id, code, target, title, notes, tags FROM links WHERE id > ("_qs + watermark + u')');
    QSqlQuery &mark = m_sql.prepared(QStringLiteral("UPDATE meta SET value = CAST((SELECT coalesce(max(id), 0) FROM links) AS TEXT) "
                                                    "WHERE key = 'fts.indexed'"));
    if (!add.exec() || !mark.exec()) {
        const QString error = add.lastError().isValid() ? add.lastError().text() : mark.lastError().text();
        m_sql.rollback();
        return storageError(what, error);
    }
    return m_sql.commit(what);
}

QString SearchIndex::matchExpression(const QStringList &words) const
{
    if (!m_sql.database()->dialect().hasFullTextSearch())
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

QString SearchIndex::wordCondition(const QString &word, QVariantList &binds) const
{
    QString pattern = word;
    pattern.replace(u'\\', u"\\\\"_qs).replace(u'%', u"\\%"_qs).replace(u'_', u"\\_"_qs);
    pattern = u'%' + pattern + u'%';
    if (m_sql.database()->dialect().kind() == SqlDialect::Kind::PostgreSQL) {
        binds << pattern;
        return searchedText() + u" ILIKE ? ESCAPE '\\'"_qs;
    }
    for (int i = 0; i < 5; ++i)
        binds << pattern;
    return QStringLiteral("(code LIKE ? ESCAPE '\\' OR target LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\' "
                          "OR notes LIKE ? ESCAPE '\\' OR tags LIKE ? ESCAPE '\\')");
}

QString SearchIndex::searchedText()
{
    return QStringLiteral("(code || ' ' || target || ' ' || title || ' ' || notes || ' ' || tags)");
}

QString SearchIndex::matchingIds()
{
    return QStringLiteral("SELECT rowid FROM links_fts WHERE links_fts MATCH ?");
}

} // namespace kurz
