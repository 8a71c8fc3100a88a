#include "server/ShlinkApi.h"

#include "server/ApiRequest.h"
#include "server/shlink/DomainsController.h"
#include "server/shlink/HealthController.h"
#include "server/shlink/RedirectRulesController.h"
#include "server/shlink/ShlinkJson.h"
#include "server/shlink/ShortUrlsController.h"
#include "server/shlink/TagsController.h"
#include "server/shlink/VisitsController.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace kurz {

using namespace shlink;

namespace {

// Whether `parts` fits `pattern`; the segments ":name" matched go to `args`.
bool matches(const QStringList &pattern, const QStringList &parts, QStringList &args)
{
    if (pattern.size() != parts.size())
        return false;
    args.clear();
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern.at(i).startsWith(u':'))
            args << parts.at(i);
        else if (pattern.at(i) != parts.at(i))
            return false;
    }
    return true;
}

}  // namespace

ShlinkApi::ShlinkApi(std::unique_ptr<ApiContext> context)
    : m_context(std::move(context))
{
    // Earlier routes win: /short-urls/shorten before /short-urls/:code.
    m_controllers.push_back(std::make_unique<HealthController>(*m_context));
    m_controllers.push_back(std::make_unique<ShortUrlsController>(*m_context));
    m_controllers.push_back(std::make_unique<RedirectRulesController>(*m_context));
    m_controllers.push_back(std::make_unique<VisitsController>(*m_context));
    m_controllers.push_back(std::make_unique<TagsController>(*m_context));
    m_controllers.push_back(std::make_unique<DomainsController>(*m_context));
    for (const auto &controller : m_controllers)
        m_routes += controller->routes();
}

ShlinkApi::~ShlinkApi() = default;

HttpReply ShlinkApi::handle(const QHttpServerRequest &httpRequest)
{
    const ApiRequest request(httpRequest);
    const QByteArray origin = request.header("origin");
    if (request.method() == QHttpServerRequest::Method::Options) {
        // A browser's preflight (the Shlink web client runs in one): no key is sent with it.
        HttpReply reply;
        reply.status = 204;
        // A fixed list: nothing of the request is echoed back.
        reply.headers = {{"Access-Control-Allow-Origin", "*"},
            {"Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS"},
            {"Access-Control-Allow-Headers", "accept, authorization, content-type, x-api-key"},
            {"Access-Control-Max-Age", "1000"}};
        if (request.header("access-control-request-private-network") == "true")
            reply.headers.append(std::pair<QByteArray, QByteArray>("Access-Control-Allow-Private-Network", "true"));
        return reply;
    }
    HttpReply reply = route(request, request.path().mid(5));  // after "/rest"
    if (!origin.isEmpty())
        reply.headers.append(std::pair<QByteArray, QByteArray>("Access-Control-Allow-Origin", "*"));
    return reply;
}

std::optional<HttpReply> ShlinkApi::authenticate(const ApiRequest &request, std::optional<ApiKeyGrant> &grant)
{
    QString key = QString::fromUtf8(request.header("x-api-key"));
    // Shlink's single-step shorten takes it in the query; nothing else does, so keys stay out of logs.
    static const QRegularExpression shorten(u"^/rest(/v[123])?/short-urls/shorten/?$"_s);
    if (key.isEmpty() && shorten.match(request.path()).hasMatch())
        key = request.param(u"apiKey"_s);
    if (key.isEmpty())
        return problem(401, u"missing-authentication"_s, u"Invalid authorization"_s,
            u"Expected one of the following authentication headers, [\"X-Api-Key\"], but none were provided"_s);
    grant = m_context->keys().verify(key, QDateTime::currentMSecsSinceEpoch());
    if (!grant)
        return problem(
            401, u"invalid-api-key"_s, u"Invalid API key"_s, u"Provided API key does not exist or is invalid."_s);
    return std::nullopt;
}

HttpReply ShlinkApi::route(const ApiRequest &request, const QString &path)
{
    static const QRegularExpression versioned(u"^/v[123](/.*)?$"_s);
    QString rest = path;
    if (versioned.match(path).hasMatch())
        rest = path.mid(3);
    else if (path != u"/health")
        return routeNotFound();
    const QStringList parts = rest.split(u'/', Qt::SkipEmptyParts);

    ShlinkCall call{request, {}, 0};
    const ShlinkController::Route *found = nullptr;
    bool pathKnown = false;
    for (const ShlinkController::Route &route : std::as_const(m_routes)) {
        QStringList args;
        if (!matches(route.pattern, parts, args))
            continue;
        pathKnown = true;
        if (route.method && *route.method != request.method())
            continue;
        found = &route;
        call.args = args;
        break;
    }
    // Every route but the open ones needs a key, before even saying whether it exists; then the
    // key's scope must allow what the route does.
    if (!found || !found->open) {
        std::optional<ApiKeyGrant> grant;
        if (auto refused = authenticate(request, grant))
            return *refused;
        call.keyId = grant->id;
        call.keyDomain = grant->scope.domain;
        if (found) {
            const QString key = call.args.isEmpty() ? QString() : m_context->linkKey(request, call.args.value(0));
            if (const auto missing = m_context->authorize(*grant, found->access, key))
                return scopeMissing(*missing);
        }
    }
    if (found)
        return found->action(call);
    return pathKnown ? methodNotAllowed() : routeNotFound();
}

}  // namespace kurz
