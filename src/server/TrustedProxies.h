#pragma once

#include <QByteArrayView>
#include <QHostAddress>
#include <QList>
#include <QPair>

namespace kurz {

// The reverse proxies whose forwarding headers are believed (api/trustedProxies), and who a
// request comes from behind them.
class TrustedProxies {
public:
    TrustedProxies() = default;
    // Networks separated by commas; anything that is no network is left out (the setting's
    // validation refuses it before).
    explicit TrustedProxies(const QString &networks);

    bool trusts(const QHostAddress &peer) const;
    // The client's address: the peer's own, unless the peer is a trusted proxy that sent
    // X-Forwarded-For; then the last address in it that is no trusted proxy, read from the right,
    // since each proxy appends the one it saw and what the client sent itself stands left of it.
    // A null address when that entry is no IP address: nobody to give a loopback's rights to.
    QHostAddress client(const QHostAddress &peer, QByteArrayView forwardedFor) const;

private:
    QList<QPair<QHostAddress, int>> m_networks;
};

}  // namespace kurz
