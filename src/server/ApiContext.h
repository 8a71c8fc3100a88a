#pragma once

#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"
#include "server/ApiKeyCache.h"
#include "server/OneTimeNonces.h"
#include "server/RateLimiter.h"
#include "server/TrustedProxies.h"

#include <QHostAddress>
#include <QLoggingCategory>
#include <QUrl>

#include <functional>
#include <memory>

Q_DECLARE_LOGGING_CATEGORY(lcApi)

namespace kurz {

class ApiRequest;
class Settings;

// What the API handlers of one server share across listener threads.
struct ApiShared {
    RateLimiter creates;
    OneTimeNonces confirmations;  // of the bookmarklet's "Shorten this page?" forms
};

// What an API handler works with on its listener thread: its own stores, link service and key
// cache on the thread's database connection, and the settings read when the server started.
class ApiContext {
public:
    ApiContext(std::shared_ptr<Database> database, const Settings &settings, const QUrl &listenerUrl,
        std::shared_ptr<ApiShared> shared);

    LinkStore &store() { return m_store; }
    VisitStore &visits() { return m_visits; }
    // The link service, refusing this request's short URLs as targets too (no loops).
    LinkService &links(const ApiRequest &request);
    ApiKeyCache &keys() { return m_keys; }

    // What short URLs start with for this request, ending in '/': the base URL setting, else
    // the forwarded host from a trusted proxy, else the listener's own address (the Host the
    // client used when the listener is on all interfaces).
    QString shortUrlBase(const ApiRequest &request) const;
    // Who the request comes from: the peer, or the client a trusted proxy forwarded.
    QHostAddress client(const ApiRequest &request) const;
    // The code a short URL of this service stands for, or the text itself if it is no URL.
    QString codeFromShortUrl(const QString &text) const;
    // The Link::key() of `code` on the request's ?domain= (the default domain when absent, or
    // when it names the default domain's host, as Shlink reads it).
    QString linkKey(const ApiRequest &request, const QString &code) const;
    // A domain as a request names it: normalised, '' for the default domain (or its own host);
    // nullopt when it is no host name.
    std::optional<QString> domainOf(const ApiRequest &request, const QString &domain) const;

    // Why `grant`'s key may not do `access` now (for ChangeLink: to the link with that key, for
    // Create: a link on the domain `code` names), or nothing:
    // every API route, the bookmarklet and /.metrics ask this once, where they take the key.
    std::optional<ScopeRefusal> authorize(const ApiKeyGrant &grant, ApiAccess access, const QString &code = {});

    // 0 when key `keyId` may create a link now, else the seconds to wait (the rate setting).
    int takeCreate(qint64 keyId);
    OneTimeNonces &confirmations() { return m_shared->confirmations; }
    // Logs a failure that is the server's, not the caller's (never with a target URL).
    static void logFailure(const Error &error);

private:
    std::shared_ptr<ApiShared> m_shared;
    LinkStore m_store;
    VisitStore m_visits;
    LinkService m_links;
    ApiKeyCache m_keys;
    QString m_baseUrl;  // configured, ending in '/'; empty: none
    QString m_listenerBase;  // ending in '/'
    bool m_allInterfaces = false;
    QList<QUrl> m_ownOrigins;
    TrustedProxies m_trustedProxies;
    int m_createsPerMinute = 0;
};

}  // namespace kurz
