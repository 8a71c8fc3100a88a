#include "server/Apis.h"

#include "server/Bookmarklet.h"
#include "server/ShlinkApi.h"
#include "server/YourlsApi.h"

using namespace Qt::StringLiterals;

namespace kurz {

QList<ApiRoute> standardApis(std::shared_ptr<Database> database, const Settings &settings)
{
    auto shared = std::make_shared<ApiShared>();
    const auto context = [database, &settings, shared](const QUrl &listenerUrl) {
        return std::make_unique<ApiContext>(database, settings, listenerUrl, shared);
    };
    using Access = InternalRoutes::Access;
    return {
        {u"/rest/"_s, Access::Anyone,
            [context](
                const QUrl &url) -> std::unique_ptr<ApiHandler> { return std::make_unique<ShlinkApi>(context(url)); }},
        {u"/yourls-api.php"_s, Access::Anyone,
            [context](
                const QUrl &url) -> std::unique_ptr<ApiHandler> { return std::make_unique<YourlsApi>(context(url)); }},
        {u"/.new"_s, Access::OwnHost,
            [context](const QUrl &url) -> std::unique_ptr<ApiHandler> {
                return std::make_unique<Bookmarklet>(context(url));
            }},
    };
}

}  // namespace kurz
