#include "core/links/LinkServiceSetup.h"

#include "core/links/CodeStrategyFactory.h"
#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"

namespace kurz {

std::unique_ptr<LinkService> makeLinkService(LinkStore &store, const LinkServiceOptions &options)
{
    auto service = std::make_unique<LinkService>(store, makeCodeStrategy(options.codes, *store.database()));
    configureLinkService(*service, options);
    return service;
}

void configureLinkService(LinkService &service, const LinkServiceOptions &options)
{
    service.setStrategy(makeCodeStrategy(options.codes, *service.store().database()));
    UrlPolicy policy;
    policy.setOwnOrigins(options.ownOrigins);
    service.setUrlPolicy(policy);
    service.setReuseExisting(options.reuseExisting);
    service.setFetchTitles(options.fetchTitles);
}

}  // namespace kurz
