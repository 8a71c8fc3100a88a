#include "server/Apis.h"

#include "server/Bookmarklet.h"
#include "server/RedirectServer.h"
#include "server/ShlinkApi.h"
#include "server/YourlsApi.h"

using namespace Qt::StringLiterals;

namespace kurz {

void installApis(RedirectServer &server, std::shared_ptr<Database> database, const Settings &settings)
{
    auto shared = std::make_shared<ApiShared>();
    const auto context = [database, &settings, shared](const QUrl &listenerUrl) {
        return std::make_unique<ApiContext>(database, settings, listenerUrl, shared);
    };
    server.addApiHandler(u"/rest/"_s, [context](const QUrl &url) -> std::unique_ptr<ApiHandler> {
        return std::make_unique<ShlinkApi>(context(url));
    });
    server.addApiHandler(u"/yourls-api.php"_s, [context](const QUrl &url) -> std::unique_ptr<ApiHandler> {
        return std::make_unique<YourlsApi>(context(url));
    });
    server.addApiHandler(u"/.new"_s, [context](const QUrl &url) -> std::unique_ptr<ApiHandler> {
        return std::make_unique<Bookmarklet>(context(url));
    });
}

}  // namespace kurz
