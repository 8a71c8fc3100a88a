#include "server/TrustedProxies.h"

#include "server/ServerConfig.h"

namespace kurz {

namespace {

// One entry of X-Forwarded-For: an address, also bracketed or with a port as some proxies write it.
QHostAddress forwardedAddress(QByteArrayView entry)
{
    entry = entry.trimmed();
    if (entry.startsWith('[')) {
        const qsizetype close = entry.indexOf(']');
        entry = close > 0 ? entry.sliced(1, close - 1) : QByteArrayView();
    } else if (entry.count(':') == 1) {
        entry = entry.first(entry.indexOf(':'));  // IPv4 with a port
    }
    return QHostAddress(QString::fromLatin1(entry));
}

}  // namespace

TrustedProxies::TrustedProxies(const QString &networks)
{
    for (const QString &network : networks.split(u',', Qt::SkipEmptyParts)) {
        const auto subnet = QHostAddress::parseSubnet(network.trimmed());
        if (!subnet.first.isNull())
            m_networks.append(subnet);
    }
}

bool TrustedProxies::trusts(const QHostAddress &peer) const
{
    return !m_networks.isEmpty() && ServerConfig::inNetworks(peer, m_networks);
}

QHostAddress TrustedProxies::client(const QHostAddress &peer, QByteArrayView forwardedFor) const
{
    QHostAddress client = peer;
    if (forwardedFor.trimmed().isEmpty() || !trusts(peer))
        return client;
    qsizetype end = forwardedFor.size();
    while (end >= 0 && trusts(client)) {
        const qsizetype comma = forwardedFor.first(end).lastIndexOf(',');
        client = forwardedAddress(forwardedFor.sliced(comma + 1, end - comma - 1));
        if (client.isNull())
            return client;
        end = comma;
    }
    return client;
}

}  // namespace kurz
