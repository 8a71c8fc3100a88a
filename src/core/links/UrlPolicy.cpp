#include "core/links/UrlPolicy.h"

#include <QCoreApplication>

namespace kurz {

void UrlPolicy::setOwnOrigins(const QList<QUrl> &origins)
{
    m_ownOrigins = origins;
}

static int effectivePort(const QUrl &url)
{
    return url.port(url.scheme() == u"https" ? 443 : 80);
}

static bool sameHost(const QString &a, const QString &b)
{
    static const QStringList loopbackNames{u"localhost"_qs, u"127.0.0.1"_qs, u"::1"_qs};
    return a == b || (loopbackNames.contains(a) && loopbackNames.contains(b));
}

bool UrlPolicy::isOwnOrigin(const QUrl &url) const
{
    for (const QUrl &own : m_ownOrigins) {
        if (sameHost(own.host().toLower(), url.host()) && effectivePort(own) == effectivePort(url))
            return true;
    }
    return false;
}

static Error invalidTarget(QString message, const QString &field)
{
    return invalidInput(std::move(message), field, reasons::TargetInvalid);
}

Result<QString> UrlPolicy::normalize(const QString &text) const
{
    const QString field = QStringLiteral("url");
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL is empty. Enter an address that starts with http:// or https://."), field);
    if (trimmed.toUtf8().size() > MaxBytes * 3)
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL is longer than %1 bytes. Shorten it or link to a page that redirects.").arg(MaxBytes), field);
    for (QChar c : trimmed) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL contains a control character (a line break or tab?). Paste it again as one line."), field);
    }

    const int colon = trimmed.indexOf(u':');
    const QString scheme = colon > 0 ? trimmed.left(colon).toLower() : QString();
    if (scheme.isEmpty() || !trimmed.mid(colon + 1).startsWith(u"//")) {
        if (scheme == u"http" || scheme == u"https")
            return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL has no host. Write it as %1://host/path.").arg(scheme), field);
        if (!scheme.isEmpty() && !scheme.contains(u'.') && !scheme.contains(u'/'))
            return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "Only http and https links can be shortened, not '%1:' links.").arg(scheme), field);
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL is not absolute. Start it with http:// or https://."), field);
    }
    if (scheme != u"http" && scheme != u"https")
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "Only http and https links can be shortened, not '%1:' links.").arg(scheme), field);

    QString spaced = trimmed;
    spaced.replace(u' ', u"%20"_qs);
    const QUrl url(spaced, QUrl::StrictMode);
    if (!url.isValid())
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "This is not a valid URL (%1). Check it for typos.").arg(url.errorString()), field);
    if (url.host().isEmpty())
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL has no host. Write it as %1://host/path.").arg(scheme), field);
    if (!url.userInfo().isEmpty())
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL contains a user name or password. Remove the part before '@'; shared links must not carry credentials."), field);

    QUrl normalized = url.adjusted(QUrl::NormalizePathSegments);
    normalized.setScheme(scheme);
    if (normalized.port() == (scheme == u"https" ? 443 : 80))
        normalized.setPort(-1);
    const QString encoded = QString::fromLatin1(normalized.toEncoded(QUrl::FullyEncoded));
    if (encoded.size() > MaxBytes)
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy", "The URL is %1 bytes long once encoded; at most %2 are allowed. Shorten it or link to a page that redirects.")
                                .arg(encoded.size()).arg(MaxBytes), field);
    if (isOwnOrigin(normalized))
        return invalidInput(QCoreApplication::translate("kurz::UrlPolicy", "This URL is a short link of this Kurz itself; a link to it would loop. Use the link's real target instead."),
                            field, reasons::TargetLoops);
    return encoded;
}

} // namespace kurz
