#pragma once

#include "core/store/ApiKeyScope.h"
#include "server/ApiHandler.h"

#include <QHttpServerRequest>
#include <QStringList>

#include <functional>
#include <optional>

namespace kurz {

class ApiContext;
class ApiRequest;

namespace shlink {

// What one call of the Shlink API brings the controller that answers it.
struct ShlinkCall {
    const ApiRequest &request;
    QStringList args;  // the path segments the route's ":name" segments matched, in order
    qint64 keyId = 0;  // the API key that authorized the call; 0 on open routes
    QString keyDomain;  // the only short domain the key may change links of; empty: any
};

// One resource of the Shlink API (as qBittorrent's APIController subclasses): it declares its
// routes, a method and a path after /rest/vN, and answers them. Reads go to the stores, changes
// to the LinkService, both through the listener thread's ApiContext.
class ShlinkController {
public:
    using Method = QHttpServerRequest::Method;
    using Action = std::function<HttpReply(const ShlinkCall &)>;
    struct Route {
        std::optional<Method> method;  // unset: every method
        QStringList pattern;  // path segments; ":name" matches any one
        ApiAccess access;  // what the key must allow (ShlinkApi checks it before the action runs)
        Action action;
        bool open = false;  // answered without an API key
    };

    explicit ShlinkController(ApiContext &context);
    virtual ~ShlinkController();

    const QList<Route> &routes() const { return m_routes; }

protected:
    void addRoute(
        std::optional<Method> method, const QString &path, ApiAccess access, Action action, bool open = false);

    ApiContext &m_context;

private:
    QList<Route> m_routes;
};

}  // namespace shlink
}  // namespace kurz
