#include "core/links/ThisMachine.h"

#include <QNetworkInterface>

namespace kurz::thisMachine {

QList<QHostAddress> addresses()
{
    return QNetworkInterface::allAddresses();
}

QStringList ipv4Addresses()
{
    QStringList v4;
    for (const QHostAddress &address : addresses()) {
        if (address.protocol() == QAbstractSocket::IPv4Protocol)
            v4 << address.toString();
    }
    return v4;
}

QString lanAddress()
{
    QString fallback;
    for (const QHostAddress &address : addresses()) {
        if (address.protocol() != QAbstractSocket::IPv4Protocol || address.isLoopback() || address.isLinkLocal())
            continue;
        for (const char *range : {"10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"}) {
            if (address.isInSubnet(QHostAddress::parseSubnet(QString::fromLatin1(range))))
                return address.toString();
        }
        if (fallback.isEmpty())
            fallback = address.toString();
    }
    return fallback.isEmpty() ? QStringLiteral("127.0.0.1") : fallback;
}

}  // namespace kurz::thisMachine
