#include "server/shlink/RedirectRulesController.h"

#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"
#include "server/ApiContext.h"
#include "server/ApiRequest.h"
#include "server/shlink/FieldReader.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

namespace {

const QString RulesField = u"redirectRules"_s;

HttpReply rulesReply(const Link &link)
{
    return json(200, {{u"defaultLongUrl"_s, link.target}, {RulesField, targetrules::toJson(link.targetRules)}});
}

}  // namespace

RedirectRulesController::RedirectRulesController(ApiContext &context)
    : ShlinkController(context)
{
    const QString path = u"short-urls/:code/redirect-rules"_s;
    addRoute(Method::Get, path, ApiAccess::Read, [this](const ShlinkCall &call) { return list(call); });
    addRoute(Method::Post, path, ApiAccess::ChangeLink, [this](const ShlinkCall &call) { return set(call); });
    addRoute(Method::Patch, path, ApiAccess::ChangeLink, [this](const ShlinkCall &call) { return set(call); });
}

HttpReply RedirectRulesController::list(const ShlinkCall &call)
{
    const QString &code = call.args.at(0);
    const auto link = m_context.links(call.request).get(m_context.linkKey(call.request, code));
    if (!link)
        return linkError(link.error(), code);
    return rulesReply(*link);
}

HttpReply RedirectRulesController::set(const ShlinkCall &call)
{
    const ApiRequest &request = call.request;
    const QString &code = call.args.at(0);
    if (request.hasJsonBody() && !request.jsonValid())
        return invalidData(u"The request body is not a JSON object. Send the rules as JSON, e.g. "
                           "{\"redirectRules\": [{\"longUrl\": \"https://example.org\", \"conditions\": "
                           "[{\"type\": \"device\", \"matchKey\": null, \"matchValue\": \"android\"}]}]}."_s,
            {});
    const QJsonObject body = FieldReader::body(request);
    const QJsonValue given = body.value(RulesField);
    if (!given.isUndefined() && !given.isNull() && !given.isArray())
        return invalidData(u"redirectRules must be a list of rules."_s, {RulesField});
    const auto rules = targetrules::fromJson(given.toArray());
    if (!rules)
        return invalidData(rules.error().message, {RulesField});
    LinkEdit edit;
    edit.targetRules = *rules;
    const auto saved = m_context.links(request).edit(m_context.linkKey(request, code), edit);
    if (!saved) {
        if (saved.error().kind == Error::Kind::InvalidInput)
            return invalidData(saved.error().message, {RulesField});
        return linkError(saved.error(), code);
    }
    return rulesReply(*saved);
}

}  // namespace kurz::shlink
