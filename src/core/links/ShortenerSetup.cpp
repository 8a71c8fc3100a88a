#include "core/links/ShortenerSetup.h"

#include "core/links/CodeStrategyFactory.h"
#include "core/links/LinkService.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"

#include <QUrl>

namespace kurz {

QString shortUrlBase(const Settings &settings)
{
    QString base = settings.get(keys::BaseUrl);
    if (base.isEmpty())
        base = u"http://"_qs + settings.get(keys::ListenAddress);
    if (!base.endsWith(u'/'))
        base += u'/';
    return base;
}

std::unique_ptr<LinkService> makeLinkService(LinkStore &store, const Settings &settings)
{
    auto shortener = std::make_unique<LinkService>(store, makeCodeStrategy(settings, *store.database()));
    UrlPolicy policy;
    policy.setOwnOrigins({QUrl(shortUrlBase(settings)), QUrl(u"http://"_qs + settings.get(keys::ListenAddress))});
    shortener->setUrlPolicy(policy);
    shortener->setReuseExisting(settings.get(keys::ReuseExistingLinks));
    return shortener;
}

} // namespace kurz
