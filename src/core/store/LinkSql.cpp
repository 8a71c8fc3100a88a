#include "core/store/LinkSql.h"

#include "core/store/SqlDialect.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kurz::linksql {

QString readError()
{
    return QCoreApplication::translate("kurz::LinkStore", "Cannot read the links");
}

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

Error selectionMoved()
{
    return Error{Error::Kind::Conflict,
        QCoreApplication::translate("kurz::LinkStore",
            "The selected links changed meanwhile (another program changed or deleted some); nothing was deleted. "
            "Select them again."),
        {}, reasons::SelectionChanged};
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

// int(LinkStatus) of each link as of `now` (decideStatus in SQL); binds `now` twice.
QString statusExpression(QVariantList &binds, qint64 now)
{
    binds << now << now;
    return QStringLiteral("CASE WHEN disabled <> 0 THEN 4 WHEN expires_at IS NOT NULL AND expires_at <= ? THEN 2 "
                          "WHEN max_visits IS NOT NULL AND hits >= max_visits THEN 3 "
                          "WHEN valid_from IS NOT NULL AND valid_from > ? THEN 1 ELSE 0 END");
}

// The sort columns that may be empty.
bool mayBeEmpty(LinkQuery::Sort sort)
{
    return sort == LinkQuery::Sort::LastHit || sort == LinkQuery::Sort::Expires;
}

// The ORDER BY terms of a column's sort (rowOf() counts in the same order).
QString orderBy(const LinkQuery &query, const SqlDialect &dialect)
{
    const QString direction = query.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    const QString order = sortColumn(query.sort);
    const QString nulls = mayBeEmpty(query.sort) ? dialect.nullsAsSqlite(query.descending) : QString();
    // One code may be on several domains: their links follow the order of UNIQUE (code, domain),
    // which the sort reads as its index.
    const QString domain = query.sort == LinkQuery::Sort::Code ? u", domain"_s + direction : QString();
    return order + direction + nulls + domain + u", id"_s + direction;
}

}  // namespace kurz::linksql
