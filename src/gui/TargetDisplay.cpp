#include "gui/TargetDisplay.h"

#include <QUrl>

namespace kurz {

QString displayTarget(const QString &target)
{
    const QString host = QUrl(target).host(QUrl::FullyEncoded);
    if (!host.contains(u"xn--"_qs, Qt::CaseInsensitive))
        return target;
    const QString unicode = QUrl::fromAce(host.toLatin1(), QUrl::IgnoreIDNWhitelist);
    const qsizetype at = target.indexOf(host, 0, Qt::CaseInsensitive);
    return at < 0 || unicode.isEmpty() ? target : QString(target).replace(at, host.size(), unicode);
}

} // namespace kurz
