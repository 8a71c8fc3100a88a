#include "server/InternalRoutes.h"

#include "server/HttpResponses.h"
#include "server/ServerConfig.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

bool InternalRoutes::Route::matches(QStringView candidate) const
{
    if (match == Match::Exact)
        return candidate == path;
    return candidate.startsWith(path) || (path.endsWith(u'/') && candidate == QStringView(path).chopped(1));
}

InternalRoutes InternalRoutes::make(Pages pages, const QList<ApiRoute> &apis, const QUrl &listenerUrl)
{
    InternalRoutes routes;
    routes.add({u"/"_s, Match::Exact, Access::Anyone, Methods::GetHead, std::move(pages.home)});
    routes.add({u"/.health"_s, Match::Exact, Access::Anyone, Methods::GetHead, std::move(pages.health)});
    routes.add({u"/.metrics"_s, Match::Exact, Access::LocalMetrics, Methods::GetHead, std::move(pages.metrics)});
    routes.add({u"/favicon.ico"_s, Match::Exact, Access::Anyone, Methods::GetHead, std::move(pages.favicon)});
    routes.add({u"/robots.txt"_s, Match::Exact, Access::Anyone, Methods::GetHead, std::move(pages.robots)});
    routes.add({u"/."_s, Match::Prefix, Access::Anyone, Methods::GetHead, std::move(pages.notFound)});
    for (const ApiRoute &api : apis) {
        // Shared: a Handler is copyable, an ApiHandler is not.
        std::shared_ptr<ApiHandler> handler = api.factory(listenerUrl);
        routes.add({api.prefix, api.prefix.endsWith(u'/') ? Match::Prefix : Match::Exact, api.access, Methods::Any,
            [handler](const QHttpServerRequest &request, QStringView, bool head) {
                const HttpReply reply = handler->handle(request);
                return Reply{HttpResponses::page(reply.status, reply.contentType, reply.body, head, reply.headers),
                    ServerMetrics::Outcome::Api};
            }});
    }
    return routes;
}

void InternalRoutes::add(Route route)
{
    const auto same = std::find_if(
        m_routes.begin(), m_routes.end(), [&](const Route &existing) { return existing.path == route.path; });
    if (same != m_routes.end())
        *same = std::move(route);
    else
        m_routes.push_back(std::move(route));
    index();
}

void InternalRoutes::index()
{
    // Exact paths first, then prefixes, longest first: "/.new" before "/.", whatever the order added.
    std::stable_sort(m_routes.begin(), m_routes.end(), [](const Route &a, const Route &b) {
        if (a.match != b.match)
            return a.match == Match::Exact;
        return a.match == Match::Prefix && a.path.size() > b.path.size();
    });
    m_root = -1;
    m_firsts.reset();
    for (size_t i = 0; i < m_routes.size(); ++i) {
        const QString &path = m_routes[i].path;
        if (path == u"/")
            m_root = qsizetype(i);
        else if (path.size() > 1 && path[1].unicode() < m_firsts.size())
            m_firsts.set(path[1].unicode());
    }
}

const InternalRoutes::Route *InternalRoutes::findAmongAll(QStringView path) const
{
    for (const Route &route : m_routes) {
        if (route.matches(path))
            return &route;
    }
    return nullptr;
}

std::optional<InternalRoutes::Refusal> InternalRoutes::refusal(
    const Route &route, const Caller &caller, const ServerConfig &config)
{
    // What trusts loopback clients answers only under Kurz's own names (no DNS rebinding).
    if (route.access != Access::Anyone && !config.isOwnHost(caller.host))
        return Refusal{421, "misdirected"};
    if (route.methods == Methods::GetHead && caller.method != QHttpServerRequest::Method::Get
        && caller.method != QHttpServerRequest::Method::Head)
        return Refusal{405, "method-not-allowed"};
    if (route.access == Access::LocalMetrics) {
        // Behind a trusted proxy, the client it forwards for: the proxy's own address says nothing.
        const QHostAddress client = config.trustedProxies.client(caller.peer, caller.forwardedFor);
        if (!ServerConfig::isLoopback(client) && !(config.lanMetrics && config.isAllowed(client)))
            return Refusal{403, "forbidden"};
    }
    return std::nullopt;
}

}  // namespace kurz
