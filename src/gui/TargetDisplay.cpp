#include "gui/TargetDisplay.h"

#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString readable(const QString &target, QUrl::FormattingOptions options)
{
    const QUrl url(target, QUrl::StrictMode);
    if (!url.isValid())
        return target;
    QString shown = url.toString(options);
    // Decoded letters only where they cannot make the URL read as another.
    if (std::any_of(shown.cbegin(), shown.cend(),
            [](QChar c) { return c.category() == QChar::Other_Format || c.category() == QChar::Other_Control; }))
        return target;
    // Qt shows a Unicode host only for the top-level domains on its list; people read them all.
    const QString host = url.host(QUrl::FullyEncoded);
    if (!host.contains(u"xn--"_s, Qt::CaseInsensitive))
        return shown;
    const QString unicode = QUrl::fromAce(host.toLatin1(), QUrl::IgnoreIDNWhitelist);
    const qsizetype at = shown.indexOf(host, std::max<qsizetype>(0, shown.indexOf(u"//"_s)), Qt::CaseInsensitive);
    return at < 0 || unicode.isEmpty() ? shown : shown.replace(at, host.size(), unicode);
}

}  // namespace

QString displayTarget(const QString &target)
{
    return readable(target, QUrl::PrettyDecoded | QUrl::RemovePassword);
}

QString editableTarget(const QString &target)
{
    return readable(target, QUrl::PrettyDecoded);
}

}  // namespace kurz
