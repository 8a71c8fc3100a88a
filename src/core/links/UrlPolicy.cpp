#include "core/links/UrlPolicy.h"

#include "core/links/ThisMachine.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QHostInfo>
#include <QRegularExpression>
#include <QSysInfo>

#include <algorithm>
#include <chrono>
#include <future>
#include <memory>
#include <thread>

using namespace Qt::StringLiterals;

namespace kurz {

static int effectivePort(const QUrl &url)
{
    return url.port(url.scheme() == u"https" ? 443 : 80);
}

void UrlPolicy::setOwnOrigins(const QList<QUrl> &origins)
{
    m_ownOrigins = origins;
    m_ownOnPort80
        = std::any_of(origins.cbegin(), origins.cend(), [](const QUrl &own) { return effectivePort(own) == 80; });
    m_ownOnPort443
        = std::any_of(origins.cbegin(), origins.cend(), [](const QUrl &own) { return effectivePort(own) == 443; });
}

// A host name as normalize() writes it: lower-case ASCII labels of letters, digits and inner
// hyphens, the last one starting with a letter (not an address); no trailing dot, no IDN.
static bool isPlainHost(QStringView host)
{
    if (host.isEmpty() || host.size() > 253)
        return false;
    for (QStringView label : host.tokenize(u'.')) {
        if (label.isEmpty() || label.size() > 63 || label.front() == u'-' || label.back() == u'-'
            || label.startsWith(u"xn--"))
            return false;
        for (QChar c : label) {
            if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-'))
                return false;
        }
    }
    const QStringView last = host.mid(host.lastIndexOf(u'.') + 1);
    return last.front() >= u'a' && last.front() <= u'z';
}

// A path, query and fragment as normalize() writes them: printable ASCII that QUrl leaves as
// it is (no '%', quotes, brackets or spaces), one '#' at most, and no empty, "." or ".." path
// segments.
static bool isPlainRest(QStringView rest)
{
    qsizetype pathEnd = rest.size();
    bool fragment = false;
    for (qsizetype i = 0; i < rest.size(); ++i) {
        const char16_t c = rest[i].unicode();
        if ((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9'))
            continue;
        if (c == u'#') {
            if (fragment)
                return false;
            fragment = true;
        } else if (!QStringView(u"-._~!$&()*+,;=:@/?").contains(QChar(c))) {
            return false;
        }
        if ((c == u'?' || c == u'#') && pathEnd == rest.size())
            pathEnd = i;
    }
    const QStringView path = rest.first(pathEnd);
    for (QStringView segment : path.tokenize(u'/')) {
        if (segment == u"." || segment == u"..")
            return false;
    }
    return !path.contains(u"//");
}

bool UrlPolicy::isPlainAndNormal(QStringView text) const
{
    const bool https = text.startsWith(u"https://");
    if (!https && !text.startsWith(u"http://"))
        return false;
    if (text.size() > MaxBytes || (https ? m_ownOnPort443 : m_ownOnPort80))
        return false;
    const QStringView afterScheme = text.mid(https ? 8 : 7);
    qsizetype hostEnd = 0;
    while (hostEnd < afterScheme.size() && !QStringView(u"/?#").contains(afterScheme[hostEnd]))
        ++hostEnd;
    return isPlainHost(afterScheme.first(hostEnd)) && isPlainRest(afterScheme.mid(hostEnd));
}

// The host as DNS reads it: lower-case, without the trailing dot of a fully qualified name.
static QString plainHost(const QUrl &url)
{
    QString host = url.host().toLower();
    if (host.endsWith(u'.'))
        host.chop(1);
    return host;
}

UrlPolicy::Machine &UrlPolicy::machine() const
{
    if (!m_machine) {
        m_machine.emplace();
        m_machine->addresses = thisMachine::addresses();
        const QString name = QSysInfo::machineHostName().toLower();
        const QString domain = QHostInfo::localDomainName().toLower();
        if (!name.isEmpty())
            m_machine->names = {name, name + u".local"_s};
        if (!name.isEmpty() && !domain.isEmpty())
            m_machine->names.append(name + u'.' + domain);
    }
    return *m_machine;
}

bool UrlPolicy::isThisMachine(const QString &host) const
{
    if (host == u"localhost" || host.endsWith(u".localhost") || host == u"*")  // RFC 6761; "*": all interfaces
        return true;
    QHostAddress address;
    if (address.setAddress(host))
        return isThisMachine(address);
    return machine().names.contains(host);
}

bool UrlPolicy::isThisMachine(QHostAddress address) const
{
    bool mapped = false;
    if (const quint32 v4 = address.toIPv4Address(&mapped); mapped)
        address.setAddress(v4);
    if (address.isLoopback() || address == QHostAddress(QHostAddress::AnyIPv4)
        || address == QHostAddress(QHostAddress::AnyIPv6))
        return true;
    return machine().addresses.contains(address);
}

// getaddrinfo takes no timeout: it answers on a thread of its own, and a name that takes
// longer than this is taken for another machine's.
static QList<QHostAddress> lookUp(const QString &host, std::chrono::milliseconds patience)
{
    auto answer = std::make_shared<std::promise<QList<QHostAddress>>>();
    std::future<QList<QHostAddress>> addresses = answer->get_future();
    std::thread([host, answer] { answer->set_value(QHostInfo::fromName(host).addresses()); }).detach();
    if (addresses.wait_for(patience) != std::future_status::ready)
        return {};
    return addresses.get();
}

bool UrlPolicy::resolvesToThisMachine(const QString &host) const
{
    if (!QHostAddress(host).isNull())
        return false;  // an address, not a name: isThisMachine() decided
    QHash<QString, bool> &resolved = machine().resolved;
    if (const auto known = resolved.constFind(host); known != resolved.cend())
        return *known;
    bool here = false;
    for (const QHostAddress &address : lookUp(host, std::chrono::milliseconds(500)))
        here = here || isThisMachine(address);
    if (resolved.size() >= 1024)
        resolved.clear();  // targets on the listener's own port are few; this only bounds the memory
    resolved.insert(host, here);
    return here;
}

// A listener answers on every spelling of the machine it runs on (0.0.0.0, 127.0.0.2,
// [::ffff:127.0.0.1], its host name, its LAN address, a name /etc/hosts or DNS gives one of
// these): all of them loop on its port.
bool UrlPolicy::isOwnOrigin(const QUrl &url) const
{
    const QString host = plainHost(url);
    for (const QUrl &own : m_ownOrigins) {
        if (effectivePort(own) != effectivePort(url))
            continue;
        const QString ownHost = plainHost(own);
        if (ownHost == host || (isThisMachine(ownHost) && (isThisMachine(host) || resolvesToThisMachine(host))))
            return true;
    }
    return false;
}

static Error invalidTarget(QString message, const QString &field)
{
    return invalidInput(std::move(message), field, reasons::TargetInvalid);
}

bool UrlPolicy::isOneWebAddress(const QString &text)
{
    const QString trimmed = text.trimmed();
    return (trimmed.startsWith(u"http://", Qt::CaseInsensitive) || trimmed.startsWith(u"https://", Qt::CaseInsensitive))
        && std::none_of(trimmed.cbegin(), trimmed.cend(), [](QChar c) { return c.isSpace(); });
}

QString UrlPolicy::withAssumedScheme(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.contains(u"://"_s) || trimmed.contains(u' '))
        return text;
    const qsizetype end = trimmed.indexOf(QRegularExpression(QStringLiteral("[/?#]")));
    const QString host = trimmed.left(end < 0 ? trimmed.size() : end);
    // "mailto:x@y.org" and "host:port" alike have a colon; only the latter is an address.
    static const QRegularExpression hostAndPort(QStringLiteral("^[\\p{L}\\p{N}.-]+(:\\d{1,5})?$"));
    const QString name = host.section(u':', 0, 0);
    if (!hostAndPort.match(host).hasMatch()
        || (!name.contains(u'.') && name.compare(u"localhost", Qt::CaseInsensitive) != 0) || name.startsWith(u'.')
        || name.endsWith(u'.'))
        return text;
    return u"https://"_s + trimmed;
}

Result<QString> UrlPolicy::normalize(const QString &text) const
{
    if (isPlainAndNormal(text))
        return text;
    const QString field = QStringLiteral("url");
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy",
                                 "The URL is empty. Enter an address that starts with http:// or https://."),
            field);
    if (trimmed.toUtf8().size() > MaxBytes * 3)
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy",
                                 "The URL is longer than %1 bytes. Shorten it or link to a page that redirects.")
                                 .arg(MaxBytes),
            field);
    for (QChar c : trimmed) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return invalidTarget(
                QCoreApplication::translate("kurz::UrlPolicy",
                    "The URL contains a control character (a line break or tab?). Paste it again as one line."),
                field);
    }

    const int colon = trimmed.indexOf(u':');
    const QString scheme = colon > 0 ? trimmed.left(colon).toLower() : QString();
    if (scheme.isEmpty() || !trimmed.mid(colon + 1).startsWith(u"//")) {
        if (scheme == u"http" || scheme == u"https")
            return invalidTarget(
                QCoreApplication::translate("kurz::UrlPolicy", "The URL has no host. Write it as %1://host/path.")
                    .arg(scheme),
                field);
        if (!scheme.isEmpty() && !scheme.contains(u'.') && !scheme.contains(u'/'))
            return invalidTarget(QCoreApplication::translate(
                                     "kurz::UrlPolicy", "Only http and https links can be shortened, not '%1:' links.")
                                     .arg(scheme),
                field);
        return invalidTarget(QCoreApplication::translate(
                                 "kurz::UrlPolicy", "The URL is not absolute. Start it with http:// or https://."),
            field);
    }
    if (scheme != u"http" && scheme != u"https")
        return invalidTarget(QCoreApplication::translate(
                                 "kurz::UrlPolicy", "Only http and https links can be shortened, not '%1:' links.")
                                 .arg(scheme),
            field);

    QString spaced = trimmed;
    spaced.replace(u' ', u"%20"_s);
    const QUrl url(spaced, QUrl::StrictMode);
    if (!url.isValid())
        return invalidTarget(
            QCoreApplication::translate("kurz::UrlPolicy", "This is not a valid URL (%1). Check it for typos.")
                .arg(url.errorString()),
            field);
    if (url.host().isEmpty())
        return invalidTarget(
            QCoreApplication::translate("kurz::UrlPolicy", "The URL has no host. Write it as %1://host/path.")
                .arg(scheme),
            field);
    if (!url.userInfo().isEmpty())
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy",
                                 "The URL contains a user name or password. Remove the part before '@'; shared links "
                                 "must not carry credentials."),
            field);

    // Qt takes out one of several empty segments per pass ("///x" gives "//x"): until none changes.
    QUrl normalized = url;
    for (QUrl next = url.adjusted(QUrl::NormalizePathSegments); next != normalized;
         next = normalized.adjusted(QUrl::NormalizePathSegments))
        normalized = next;
    normalized.setScheme(scheme);
    if (normalized.port() == (scheme == u"https" ? 443 : 80))
        normalized.setPort(-1);
    const QString encoded = QString::fromLatin1(normalized.toEncoded(QUrl::FullyEncoded));
    if (encoded.size() > MaxBytes)
        return invalidTarget(QCoreApplication::translate("kurz::UrlPolicy",
                                 "The URL is %1 bytes long once encoded; at most %2 are allowed. Shorten it or link to "
                                 "a page that redirects.")
                                 .arg(encoded.size())
                                 .arg(MaxBytes),
            field);
    if (isOwnOrigin(normalized))
        return invalidInput(QCoreApplication::translate("kurz::UrlPolicy",
                                "This URL is a short link of this Kurz itself; a link to it would loop. Use the link's "
                                "real target instead."),
            field, reasons::TargetLoops);
    return encoded;
}

}  // namespace kurz
