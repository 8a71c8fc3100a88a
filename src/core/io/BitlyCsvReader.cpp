#include "core/io/BitlyCsvReader.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace kurz {

// The path of the first link in `text` ("bit.ly/abc", "https://go.example.com/sale", or a
// list of custom links), without its slashes.
static QString pathOf(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,|\\[\\]'\"]+"));
    const QStringList links = text.split(separators, Qt::SkipEmptyParts);
    if (links.isEmpty())
        return {};
    const QString &first = links.first();
    const QUrl url(first.contains(u"://"_s) ? first : u"https://"_s + first);
    QString path = url.path();
    while (path.startsWith(u'/'))
        path.remove(0, 1);
    while (path.endsWith(u'/'))
        path.chop(1);
    return path;
}

void BitlyCsvReader::fill(const QStringList &record, ImportRow &row) const
{
    Link &link = row.link;
    link.code = pathOf(columns().value(record, {"customLink", "customBitlinks"}));
    if (link.code.isEmpty())
        link.code = pathOf(columns().value(record, {"link"}));
    if (link.code.isEmpty())
        row.problem
            = QCoreApplication::translate("kurz::BitlyCsvReader", "the row has no Bitly link to take the code from");
    link.target = columns().value(record, {"destinationUrl", "longUrl"});
    link.title = columns().value(record, {"title"});
    link.createdAt = time(columns().value(record, {"created", "createdAt"}), "created", row);
}

}  // namespace kurz
