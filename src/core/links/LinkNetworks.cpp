#include "core/links/LinkNetworks.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace kurz::linknetworks {

namespace {

Error invalid(const QString &message)
{
    return Error{Error::Kind::InvalidInput, message, u"networks"_s, reasons::FieldInvalid};
}

}  // namespace

Result<QList<Network>> parse(const QString &text)
{
    QList<Network> networks;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const QString range = part.trimmed();
        if (range.isEmpty())
            continue;
        Network network = QHostAddress::parseSubnet(range);
        if (network.first.isNull() && !range.contains(u'/')) {
            const QHostAddress host(range);
            if (!host.isNull())
                network = {host, host.protocol() == QAbstractSocket::IPv6Protocol ? 128 : 32};
        }
        if (network.first.isNull())
            return invalid(QCoreApplication::translate("kurz::LinkNetworks",
                "'%1' is no network. Write a range such as 192.168.1.0/24 or fd00::/8, or an address.")
                               .arg(range.left(60)));
        if (!networks.contains(network))
            networks.append(network);
    }
    if (networks.size() > MaxNetworks)
        return invalid(QCoreApplication::translate("kurz::LinkNetworks", "A link may name at most %1 networks, not %2.")
                           .arg(MaxNetworks)
                           .arg(networks.size()));
    return networks;
}

QString canonical(const QString &text)
{
    const auto networks = parse(text);
    if (!networks)
        return text;
    QStringList parts;
    for (const Network &network : *networks)
        parts.append(network.first.toString() + u'/' + QString::number(network.second));
    return parts.join(u", "_s);
}

bool contains(const QList<Network> &networks, const QHostAddress &client)
{
    if (client.isNull())
        return false;
    bool mapped = false;
    const quint32 v4 = client.toIPv4Address(&mapped);
    const QHostAddress address = mapped ? QHostAddress(v4) : client;
    for (const Network &network : networks) {
        if (address.isInSubnet(network))
            return true;
    }
    return false;
}

}  // namespace kurz::linknetworks
