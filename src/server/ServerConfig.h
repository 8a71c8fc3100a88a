#pragma once

#include "core/util/Result.h"
#include "server/TrustedProxies.h"

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QUrl>

namespace kurz {

class Settings;

// Everything a listener needs from the settings, read once at start and shared read-only.
struct ServerConfig {
    QHostAddress address;
    QString host;  // as the user wrote it, for the URL
    quint16 port = 8080;
    int threads = 1;
    int defaultStatus = 302;
    int permanentCacheSeconds = 30;
    qint64 passwordCookieSeconds = 12 * 3600;  // server/passwordCookieHours
    bool caseInsensitive = false;
    int hitFlushMs = 1000;
    QList<QPair<QHostAddress, int>> allowedNetworks;
    int maxHeaderBytes = 16384;
    int maxBodyBytes = 1048576;
    int idleTimeoutSeconds = 30;
    int headerTimeoutSeconds = 10;
    int maxConnections = 2048;
    int maxConnectionsPerAddress = 64;
    bool fastPath = false;  // built in for Qt HTTP Server 6.4 and not switched off
    qint64 cacheBytes = 64 << 20;  // for all listener threads together
    QByteArray homeRedirect;  // encoded URL, empty: the built-in page
    QByteArray expiredUrl;  // encoded; where expired, used-up and disabled links send visitors; empty: 410
    bool lanMetrics = false;  // /.metrics for allowed networks too, not only loopback
    bool hideLimitedFromBots = false;  // links with a visit limit: bots and HEAD get a page without the target
    TrustedProxies trustedProxies;  // api/trustedProxies: whose X-Forwarded-For names the client
    QString baseHost;  // the host of the base URL setting, lower case; empty: none

    // listenOverride: HOST:PORT from the command line, replacing the setting. reservedCores:
    // server/threads 0 (one per core) leaves that many cores to the caller, one thread at least.
    static Result<ServerConfig> fromSettings(
        const Settings &settings, const QString &listenOverride = {}, int reservedCores = 0);
    static Result<QPair<QHostAddress, quint16>> parseListen(const QString &text, QString *host = nullptr);

    bool isAllowed(const QHostAddress &peer) const;
    // Whether a request's Host header names this Kurz: an IP address, localhost, the listen
    // host, the base URL's host or this machine's name (or none at all). Routes that trust
    // loopback clients answer only those, so that a page under another name that resolves to
    // 127.0.0.1 (DNS rebinding) cannot use them.
    bool isOwnHost(QByteArrayView hostHeader) const;
    // Whether `peer` (an IPv4-mapped IPv6 address counts as IPv4) is in one of the networks.
    static bool inNetworks(const QHostAddress &peer, const QList<QPair<QHostAddress, int>> &networks);
    // Whether `address` is loopback, IPv4-mapped too.
    static bool isLoopback(const QHostAddress &address);
    QUrl url() const;  // http://HOST:PORT/
};

}  // namespace kurz
