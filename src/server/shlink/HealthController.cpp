#include "server/shlink/HealthController.h"
#include "core/util/Version.h"

#include "server/shlink/ShlinkJson.h"

using namespace Qt::StringLiterals;

namespace kurz::shlink {

HealthController::HealthController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(
        std::nullopt, u"health"_s, ApiAccess::Read,
        [](const ShlinkCall &) {
            static const QJsonObject health{{u"status"_s, u"pass"_s}, {u"version"_s, version()}};
            return json(200, health, "application/health+json");
        },
        true);
    // The web client asks for real-time updates; it carries on without them.
    addRoute(std::nullopt, u"mercure-info"_s, ApiAccess::Read, [](const ShlinkCall &) {
        return problem(501, u"mercure-not-configured"_s, u"Mercure integration not configured"_s,
            u"This Shlink instance is not integrated with a mercure hub."_s);
    });
}

}  // namespace kurz::shlink
