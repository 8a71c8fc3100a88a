#pragma once

#include <QHostAddress>
#include <QList>
#include <QString>
#include <QStringList>

namespace kurz::thisMachine {

// Every address of this machine's interfaces, loopback included.
QList<QHostAddress> addresses();
// The IPv4 addresses, as text (what a user types into a browser on the LAN).
QStringList ipv4Addresses();
// The address others on the LAN reach this machine at: a private IPv4 address if it has one,
// else its first non-loopback IPv4 address, else 127.0.0.1.
QString lanAddress();

}  // namespace kurz::thisMachine
