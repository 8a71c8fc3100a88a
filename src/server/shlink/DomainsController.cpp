#include "server/shlink/DomainsController.h"

#include "server/ApiContext.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>

namespace kurz::shlink {

DomainsController::DomainsController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(Method::Get, u"domains"_qs, [this](const ShlinkCall &call) { return list(call); });
}

HttpReply DomainsController::list(const ShlinkCall &call)
{
    const QUrl base(m_context.shortUrlBase(call.request));
    const QString authority = base.port() < 0 ? base.host() : base.host() + u':' + QString::number(base.port());
    const QJsonObject none{{u"baseUrlRedirect"_qs, QJsonValue()}, {u"regular404Redirect"_qs, QJsonValue()},
                           {u"invalidShortUrlRedirect"_qs, QJsonValue()}};
    return json(200, {{u"domains"_qs, QJsonObject{
        {u"data"_qs, QJsonArray{QJsonObject{{u"domain"_qs, authority}, {u"isDefault"_qs, true}, {u"redirects"_qs, none}}}},
        {u"defaultRedirects"_qs, none}}}});
}

} // namespace kurz::shlink
