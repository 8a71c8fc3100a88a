#pragma once

#include "core/util/Result.h"

#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>

namespace kurz {

// The networks a link answers (Link::networks): CIDR ranges separated by commas, such as
// "192.168.1.0/24, fd00::/8". Requests from elsewhere get what an unknown code gets.
namespace linknetworks {

using Network = QPair<QHostAddress, int>;

// At most this many ranges on one link (a bound on the work a request causes).
inline constexpr int MaxNetworks = 32;

// The ranges of `text`; an empty list for empty text. InvalidInput (field "networks") for a
// range that is none, or too many; an address without a prefix is the one host.
Result<QList<Network>> parse(const QString &text);
// `text` as Kurz stores it: each range in its canonical form ("192.168.1.0/24"), ", " between,
// duplicates left out; `text` itself when it does not parse (validation then refuses it).
QString canonical(const QString &text);
// Whether `client` (an IPv4-mapped IPv6 address counts as IPv4) is in one of `networks`; a
// null address is in none.
bool contains(const QList<Network> &networks, const QHostAddress &client);

}  // namespace linknetworks

}  // namespace kurz
