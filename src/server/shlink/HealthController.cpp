#include "server/shlink/HealthController.h"
#include "core/util/Version.h"

#include "server/shlink/ShlinkJson.h"

namespace kurz::shlink {

HealthController::HealthController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(std::nullopt, u"health"_qs, [](const ShlinkCall &) {
        static const QJsonObject health{{u"status"_qs, u"pass"_qs}, {u"version"_qs, version()}};
        return json(200, health, "application/health+json");
    }, true);
    // The web client asks for real-time updates; it carries on without them.
    addRoute(std::nullopt, u"mercure-info"_qs, [](const ShlinkCall &) {
        return problem(501, u"mercure-not-configured"_qs, u"Mercure integration not configured"_qs,
                       u"This Shlink instance is not integrated with a mercure hub."_qs);
    });
}

} // namespace kurz::shlink
