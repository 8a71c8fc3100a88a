#pragma once

#include "core/store/VisitStore.h"
#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

// The visits of the Shlink API: of a short URL, of a tag, of every link (non-orphan), orphan
// visits, the overview, and the deletes of a short URL's visits and of the orphan visits.
class VisitsController final : public ShlinkController {
public:
    explicit VisitsController(ApiContext &context);

private:
    HttpReply ofShortUrl(const ShlinkCall &call);
    HttpReply ofTag(const ShlinkCall &call);
    HttpReply ofDomain(const ShlinkCall &call);
    HttpReply nonOrphans(const ShlinkCall &call);
    HttpReply overview();
    HttpReply orphans(const ShlinkCall &call);
    HttpReply deleteOfShortUrl(const ShlinkCall &call);
    HttpReply deleteOrphans();
    // One page of the visits `query` selects, with the request's dates, bot filter and paging,
    // as Shlink answers it; `visitedUrl` of a link visit is its link's short URL.
    HttpReply page(const ShlinkCall &call, VisitQuery query, QStringList invalid = {});
};

}  // namespace kurz::shlink
