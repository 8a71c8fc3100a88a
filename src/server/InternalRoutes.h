#pragma once

#include "server/ApiHandler.h"
#include "server/ServerMetrics.h"

#include <QByteArray>
#include <QHostAddress>
#include <QHttpServerRequest>
#include <QString>

#include <bitset>
#include <functional>
#include <optional>
#include <vector>

namespace kurz {

struct ApiRoute;
struct ServerConfig;

// The listener's own paths, which no short code can take, in one table: the built-in pages
// (home, /.health, /.metrics, /favicon.ico, /robots.txt, the rest of /.) and the HTTP APIs
// (ApiRoute). Each listener thread builds its table once, when it opens (make()); for every
// request the table says whether it is Kurz's own (find()), who may use it (refusal()) and
// who answers it (Route::handler). Everything else is a short code.
//
// The first path segment of every route outside "/." (without an extension: "favicon" for
// /favicon.ico) is a reserved alias (AliasPolicy::listenerNames); tst_internalroutes keeps
// the two lists in step. Under "/." nothing needs reserving: no code has a dot.
class InternalRoutes {
public:
    enum class Match {
        Exact,
        Prefix,  // the path and everything under it; "/rest/" also takes "/rest"
    };
    enum class Access {
        Anyone,  // every client of the allowed networks
        OwnHost,  // only under Kurz's own host names (ServerConfig::isOwnHost, against DNS rebinding), else 421
        // OwnHost, and only a loopback client or, with server/lanMetrics, an allowed one (behind a
        // trusted proxy: the client it names), else 403
        LocalMetrics,
    };
    enum class Methods {
        GetHead,  // other methods get 405
        Any,  // the handler answers every method itself (the APIs)
    };

    // A complete response (HttpResponses) and what the metrics count it as.
    struct Reply {
        QByteArray response;
        ServerMetrics::Outcome outcome;
    };
    // Called on the listener thread; `head`: answer headers only.
    using Handler = std::function<Reply(const QHttpServerRequest &request, QStringView path, bool head)>;

    struct Route {
        QString path;
        Match match;
        Access access;
        Methods methods;
        Handler handler;

        bool matches(QStringView path) const;
    };

    // The built-in pages' handlers; the listener supplies them.
    struct Pages {
        Handler home;  // "/" (and the empty path of an absolute-form request)
        Handler health;  // /.health
        Handler metrics;  // /.metrics
        Handler favicon;  // /favicon.ico
        Handler robots;  // /robots.txt
        Handler notFound;  // every other path under "/."
    };

    // Why a request may not use a route.
    struct Refusal {
        int status;
        const char *reason;  // for HttpResponses::error
    };
    // What refusal() needs to know of a request.
    struct Caller {
        QHttpServerRequest::Method method;
        QByteArray host;  // the Host header
        QHostAddress peer;
        QByteArray forwardedFor;  // the X-Forwarded-For header
    };

    // The table of one listener thread: the built-in pages, then the APIs, each with a handler of
    // its own from its factory (an API at a page's path replaces the page).
    static InternalRoutes make(Pages pages, const QList<ApiRoute> &apis, const QUrl &listenerUrl);

    // Adds a route, replacing one at the same path.
    void add(Route route);
    // The route that answers `path` (encoded, with its leading slash), or nothing: a short code.
    // A code whose first character begins no route costs one bit test.
    const Route *find(QStringView path) const
    {
        if (path.size() <= 1)
            return m_root < 0 ? nullptr : &m_routes[size_t(m_root)];
        const char16_t first = path[1].unicode();
        return first < m_firsts.size() && m_firsts.test(first) ? findAmongAll(path) : nullptr;
    }
    // In the order find() tries them: exact paths first, then prefixes, longest first.
    const std::vector<Route> &routes() const { return m_routes; }

    // 421 (not Kurz's own host name), 405 (the method) or 403 (not a metrics client), in that
    // order, or nothing: the route's handler answers.
    static std::optional<Refusal> refusal(const Route &route, const Caller &caller, const ServerConfig &config);

private:
    const Route *findAmongAll(QStringView path) const;
    void index();

    std::vector<Route> m_routes;
    qsizetype m_root = -1;  // the route of "/"
    std::bitset<128> m_firsts;  // the characters after the slash that begin a route
};

// An HTTP API on the listener: installApis mounts the Shlink and YOURLS APIs and the bookmarklet,
// RedirectServer::addApiHandler others under "/.".
struct ApiRoute {
    QString prefix;  // ending in '/': a prefix (InternalRoutes::Match::Prefix); else the exact path
    InternalRoutes::Access access = InternalRoutes::Access::Anyone;
    ApiHandlerFactory factory;
};

}  // namespace kurz
