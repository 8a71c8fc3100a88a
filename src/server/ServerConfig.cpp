#include "server/ServerConfig.h"

#include "core/links/LinkNetworks.h"
#include "core/settings/SettingsKeys.h"

#include <QSysInfo>
#include <QThread>

#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

const QStringList LoopbackNetworks{u"127.0.0.0/8"_s, u"::1/128"_s};
// RFC 1918, link-local and unique-local ranges: a home or office LAN.
const QStringList PrivateNetworks{
    u"10.0.0.0/8"_s, u"172.16.0.0/12"_s, u"192.168.0.0/16"_s, u"169.254.0.0/16"_s, u"fc00::/7"_s, u"fe80::/10"_s};

}  // namespace

Result<QPair<QHostAddress, quint16>> ServerConfig::parseListen(const QString &text, QString *host)
{
    const QString usage = QStringLiteral("'%1' is not a listen address. Write HOST:PORT, e.g. 127.0.0.1:8080, "
                                         "[::1]:8080, or *:8080 for all interfaces.")
                              .arg(text);
    const int colon = text.lastIndexOf(u':');
    if (colon <= 0)
        return invalidInput(usage, u"listen"_s);
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        return invalidInput(usage, u"listen"_s);
    QString name = text.left(colon);
    if (name.startsWith(u'[') && name.endsWith(u']'))
        name = name.mid(1, name.size() - 2);
    QHostAddress address;
    if (name == u"*")
        address = QHostAddress(QHostAddress::AnyIPv4);
    else if (name == u"localhost")
        address = QHostAddress(QHostAddress::LocalHost);
    else if (!address.setAddress(name))
        return invalidInput(usage, u"listen"_s);
    if (host)
        *host = name == u"*" ? QStringLiteral("0.0.0.0") : name;
    return qMakePair(address, quint16(port));
}

Result<ServerConfig> ServerConfig::fromSettings(
    const Settings &settings, const QString &listenOverride, int reservedCores)
{
    ServerConfig c;
    auto listen = parseListen(listenOverride.isEmpty() ? settings.get(keys::ListenAddress) : listenOverride, &c.host);
    if (!listen)
        return listen.error();
    c.address = listen->first;
    c.port = listen->second;
    c.threads = settings.get(keys::ServerThreads);
    if (c.threads <= 0)
        c.threads = std::clamp(QThread::idealThreadCount() - reservedCores, 1, 64);
    c.defaultStatus = settings.get(keys::DefaultRedirectStatus);
    c.permanentCacheSeconds = settings.get(keys::PermanentCacheSeconds);
    c.passwordCookieSeconds = qint64(settings.get(keys::PasswordCookieHours)) * 3600;
    c.caseInsensitive = settings.get(keys::CaseInsensitiveCodes);
    c.hitFlushMs = settings.get(keys::HitFlushMs);
    c.maxHeaderBytes = settings.get(keys::MaxHeaderBytes);
    c.maxBodyBytes = settings.get(keys::MaxBodyBytes);
    c.idleTimeoutSeconds = settings.get(keys::IdleTimeoutSeconds);
    c.headerTimeoutSeconds = std::min(settings.get(keys::HeaderTimeoutSeconds), c.idleTimeoutSeconds);
    // Leave file descriptors for the database and the rest of the process.
    rlimit files{};
    const int descriptors = ::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY
        ? int(std::min<rlim_t>(files.rlim_cur, 1 << 30))
        : 1 << 30;
    c.maxConnections = std::clamp(descriptors - 64, 1, settings.get(keys::MaxConnections));
    c.maxConnectionsPerAddress = settings.get(keys::MaxConnectionsPerAddress);
#ifdef KURZ_FAST_PATH
    c.fastPath = !qEnvironmentVariableIsSet("KURZ_NO_FAST_PATH");
#endif
    c.cacheBytes = qint64(settings.get(keys::ResolveCacheMegabytes)) * 1024 * 1024;
    c.homeRedirect = QUrl(settings.get(keys::HomeRedirect)).toEncoded();
    c.lanMetrics = settings.get(keys::LanMetrics);
    c.expiredUrl = QUrl(settings.get(keys::ExpiredUrl)).toEncoded();
    c.hideLimitedFromBots = settings.get(keys::HideLimitedLinksFromBots);
    c.trustedProxies = TrustedProxies(settings.get(keys::TrustedProxies));
    c.baseHost = QUrl(settings.get(keys::BaseUrl)).host().toLower();

    QStringList networks = settings.get(keys::AllowedNetworks).split(u',', Qt::SkipEmptyParts);
    if (networks.isEmpty()) {
        networks = LoopbackNetworks;
        if (!c.address.isLoopback())
            networks += PrivateNetworks;
    }
    for (const QString &network : std::as_const(networks)) {
        const auto subnet = QHostAddress::parseSubnet(network.trimmed());
        if (subnet.first.isNull())
            return invalidInput(QStringLiteral("'%1' in the allowed networks is not a network. Write networks like "
                                               "192.168.1.0/24 in Settings → Server.")
                                    .arg(network.trimmed()),
                u"allowedNetworks"_s);
        c.allowedNetworks.append(subnet);
    }
    return c;
}

bool ServerConfig::isAllowed(const QHostAddress &peer) const
{
    return inNetworks(peer, allowedNetworks);
}

bool ServerConfig::inNetworks(const QHostAddress &peer, const QList<QPair<QHostAddress, int>> &networks)
{
    return linknetworks::contains(networks, peer);
}

bool ServerConfig::isOwnHost(QByteArrayView hostHeader) const
{
    QString name = QString::fromLatin1(hostHeader).trimmed().toLower();
    if (name.isEmpty())
        return true;
    if (name.startsWith(u'[')) {
        const qsizetype end = name.indexOf(u']');
        return end > 0 && !QHostAddress(name.mid(1, end - 1)).isNull();
    }
    if (const qsizetype colon = name.lastIndexOf(u':'); colon >= 0)
        name.truncate(colon);
    if (name.endsWith(u'.'))
        name.chop(1);
    const QString machine = QSysInfo::machineHostName().toLower();
    return !QHostAddress(name).isNull() || name == u"localhost" || name.endsWith(u".localhost")
        || name == host.toLower() || (!baseHost.isEmpty() && name == baseHost)
        || (!machine.isEmpty() && (name == machine || name == machine + u".local"));
}

bool ServerConfig::isLoopback(const QHostAddress &address)
{
    return address.isLoopback() || QHostAddress(address.toIPv4Address()).isLoopback();
}

QUrl ServerConfig::url() const
{
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(host);
    url.setPort(port);
    url.setPath(u"/"_s);
    return url;
}

}  // namespace kurz
