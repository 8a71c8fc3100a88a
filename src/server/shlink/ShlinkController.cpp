#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

ShlinkController::ShlinkController(ApiContext &context)
    : m_context(context)
{
}

ShlinkController::~ShlinkController() = default;

void ShlinkController::addRoute(
    std::optional<Method> method, const QString &path, ApiAccess access, Action action, bool open)
{
    m_routes.append(Route{method, path.split(u'/'), access, std::move(action), open});
}

}  // namespace kurz::shlink
