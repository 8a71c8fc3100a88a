#include "server/shlink/DomainsController.h"

#include "core/store/DomainStore.h"
#include "server/ApiContext.h"
#include "server/ApiRequest.h"
#include "server/shlink/FieldReader.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

namespace {

QJsonValue urlOrNull(const QString &url)
{
    return url.isEmpty() ? QJsonValue() : QJsonValue(url);
}

QJsonObject redirectsJson(const DomainRedirects &redirects)
{
    return {{u"baseUrlRedirect"_s, urlOrNull(redirects.baseUrl)},
        {u"regular404Redirect"_s, urlOrNull(redirects.regular404)},
        {u"invalidShortUrlRedirect"_s, urlOrNull(redirects.invalidShortUrl)}};
}

// The default domain as Shlink names it: the short URLs' host (and port).
QString defaultAuthority(const QString &base)
{
    const QUrl url(base);
    return url.port() < 0 ? url.host() : url.host() + u':' + QString::number(url.port());
}

}  // namespace

DomainsController::DomainsController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(Method::Get, u"domains"_s, ApiAccess::Read, [this](const ShlinkCall &call) { return list(call); });
    addRoute(Method::Patch, u"domains/redirects"_s, ApiAccess::ChangeAll,
        [this](const ShlinkCall &call) { return setRedirects(call); });
}

HttpReply DomainsController::list(const ShlinkCall &call)
{
    const auto domains = DomainStore(m_context.store().database()).list();
    if (!domains)
        return errorReply(domains.error());
    QJsonArray data;
    DomainRedirects defaults;
    for (const ShortDomain &domain : *domains) {
        if (domain.name.isEmpty())
            defaults = domain.redirects;
        data.append(QJsonObject{
            {u"domain"_s, domain.name.isEmpty() ? defaultAuthority(m_context.shortUrlBase(call.request)) : domain.name},
            {u"isDefault"_s, domain.name.isEmpty()}, {u"redirects"_s, redirectsJson(domain.redirects)}});
    }
    return json(
        200, {{u"domains"_s, QJsonObject{{u"data"_s, data}, {u"defaultRedirects"_s, redirectsJson(defaults)}}}});
}

HttpReply DomainsController::setRedirects(const ShlinkCall &call)
{
    const ApiRequest &request = call.request;
    if (request.hasJsonBody() && !request.jsonValid())
        return invalidData(
            u"The request body is not a JSON object. Send {\"domain\": \"s.example.org\", \"baseUrlRedirect\": ...}."_s,
            {});
    const QJsonObject body = FieldReader::body(request);
    FieldReader read;
    const QString asked = read.string(body, u"domain"_s).value_or(QString());
    DomainRedirects redirects;
    redirects.baseUrl = read.string(body, u"baseUrlRedirect"_s).value_or(QString());
    redirects.regular404 = read.string(body, u"regular404Redirect"_s).value_or(QString());
    redirects.invalidShortUrl = read.string(body, u"invalidShortUrlRedirect"_s).value_or(QString());
    const auto domain = m_context.domainOf(request, asked);
    if (asked.isEmpty() || !domain)
        read.invalid.prepend(u"domain"_s);
    if (!read.invalid.isEmpty())
        return invalidData(u"Provided data is not valid: "_s + read.invalid.join(u", "_s) + u'.', read.invalid);
    if (auto saved = DomainStore(m_context.store().database()).setRedirects(*domain, redirects); !saved.ok()) {
        if (saved.error().kind == Error::Kind::InvalidInput)
            return invalidData(saved.error().message, {saved.error().field});
        return errorReply(saved.error());
    }
    return json(200, redirectsJson(redirects));
}

}  // namespace kurz::shlink
