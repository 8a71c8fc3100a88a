#include "cli/LinkPrinter.h"

#include "core/util/SafeText.h"

#include <QCoreApplication>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

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
    const QString never = QCoreApplication::translate("kurz::LinkPrinter", "never");
    QList<std::pair<QString, QString>> rows = {
        {QCoreApplication::translate("kurz::LinkPrinter", "Short URL:"), link.shortUrl(baseUrl)},
        {QCoreApplication::translate("kurz::LinkPrinter", "Target:"), link.target},
    };
    if (!link.title.isEmpty())
        rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Title:"), link.title});
    if (!link.tags.isEmpty())
        rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Tags:"), link.tags.join(u", "_s)});
    rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Status:"), linkStatusName(link.status(now))});
    rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Hits:"),
        QCoreApplication::translate("kurz::LinkPrinter", "%1 (+%2 bots), last %3")
            .arg(link.hits)
            .arg(link.botHits)
            .arg(when(link.lastHitAt, never))});
    rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Created:"), when(link.createdAt, u"-"_s)});
    rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Expires:"), when(link.expiresAt, never)});
    if (link.validFrom.isValid())
        rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Valid from:"), when(link.validFrom, u"-"_s)});
    if (link.maxVisits)
        rows.append(
            {QCoreApplication::translate("kurz::LinkPrinter", "Max visits:"), QString::number(*link.maxVisits)});
    if (link.isProtected())
        rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Password:"),
            QCoreApplication::translate("kurz::LinkPrinter", "protected (visitors must enter it)")});
    if (!link.networks.isEmpty())
        rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Networks:"), link.networks});
    if (!link.expiredUrl.isEmpty())
        rows.append({QCoreApplication::translate("kurz::LinkPrinter", "When gone:"), link.expiredUrl});
    if (!link.notes.isEmpty())
        rows.append({QCoreApplication::translate("kurz::LinkPrinter", "Notes:"), link.notes});
    qsizetype width = 0;
    for (const auto &row : rows)
        width = std::max(width, row.first.size());
    // What a link holds is shown, never obeyed: stored text may hold what a terminal acts on.
    for (const auto &[label, value] : rows)
        out << label.leftJustified(width + 1) << escapedControls(value, true) << '\n';
}

void printLinkTable(QTextStream &out, const QList<Link> &links)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString code = QCoreApplication::translate("kurz::LinkPrinter", "CODE");
    int width = int(code.size());
    for (const Link &link : links)
        width = std::max(width, int(link.key().size()));
    out << QStringLiteral("%1  %2  %3  %4\n")
               .arg(code, -width)
               .arg(QCoreApplication::translate("kurz::LinkPrinter", "HITS"), 8)
               .arg(QCoreApplication::translate("kurz::LinkPrinter", "STATUS"), -13)
               .arg(QCoreApplication::translate("kurz::LinkPrinter", "TARGET"));
    for (const Link &link : links)
        out << QStringLiteral("%1  %2  %3  %4\n")
                   .arg(link.key(), -width)
                   .arg(link.hits, 8)
                   .arg(linkStatusName(link.status(now)), -13)
                   .arg(escapedControls(link.target));
}

}  // namespace kurz
