#include "cli/LinkPrinter.h"

#include <QJsonDocument>

namespace kurz {

void printLinkJson(QTextStream &out, const Link &link, const QString &baseUrl)
{
    out << QJsonDocument(link.toJson(baseUrl, QDateTime::currentDateTimeUtc())).toJson(QJsonDocument::Indented);
}

static QString when(const QDateTime &t, const QString &otherwise)
{
    return t.isValid() ? t.toLocalTime().toString(Qt::ISODate) : otherwise;
}

void printLinkText(QTextStream &out, const Link &link, const QString &baseUrl)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    out << "Short URL:  " << baseUrl << link.code << '\n'
        << "Target:     " << link.target << '\n';
    if (!link.title.isEmpty())
        out << "Title:      " << link.title << '\n';
    if (!link.tags.isEmpty())
        out << "Tags:       " << link.tags.join(u", "_qs) << '\n';
    out << "Status:     " << linkStatusName(link.status(now)) << '\n'
        << "Hits:       " << link.hits << " (+" << link.botHits << " bots), last " << when(link.lastHitAt, u"never"_qs) << '\n'
        << "Created:    " << when(link.createdAt, u"-"_qs) << '\n'
        << "Expires:    " << when(link.expiresAt, u"never"_qs) << '\n';
    if (link.validFrom.isValid())
        out << "Valid from: " << when(link.validFrom, u"-"_qs) << '\n';
    if (link.maxVisits)
        out << "Max visits: " << *link.maxVisits << '\n';
    if (!link.notes.isEmpty())
        out << "Notes:      " << link.notes << '\n';
}

void printLinkTable(QTextStream &out, const QList<Link> &links)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    int width = 4;
    for (const Link &link : links)
        width = std::max(width, int(link.code.size()));
    out << QStringLiteral("%1  %2  %3  %4\n").arg(u"CODE"_qs, -width).arg(u"HITS"_qs, 8).arg(u"STATUS"_qs, -13).arg(u"TARGET"_qs);
    for (const Link &link : links)
        out << QStringLiteral("%1  %2  %3  %4\n").arg(link.code, -width).arg(link.hits, 8).arg(linkStatusName(link.status(now)), -13).arg(link.target);
}

} // namespace kurz
