#include "server/shlink/DomainsController.h"

#include "server/ApiContext.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

DomainsController::DomainsController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(Method::Get, u"domains"_s, ApiAccess::Read, [this](const ShlinkCall &call) { return list(call); });
}

HttpReply DomainsController::list(const ShlinkCall &call)
{
    const QUrl base(m_context.shortUrlBase(call.request));
    const QString authority = base.port() < 0 ? base.host() : base.host() + u':' + QString::number(base.port());
    const QJsonObject none{{u"baseUrlRedirect"_s, QJsonValue()}, {u"regular404Redirect"_s, QJsonValue()},
        {u"invalidShortUrlRedirect"_s, QJsonValue()}};
    return json(200,
        {{u"domains"_s,
            QJsonObject{
                {u"data"_s,
                    QJsonArray{QJsonObject{{u"domain"_s, authority}, {u"isDefault"_s, true}, {u"redirects"_s, none}}}},
                {u"defaultRedirects"_s, none}}}});
}

}  // namespace kurz::shlink
