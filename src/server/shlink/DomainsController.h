#pragma once

#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

// /domains: the short domains of the links with their not-found redirects, and
// /domains/redirects, which sets those of one domain.
class DomainsController final : public ShlinkController {
public:
    explicit DomainsController(ApiContext &context);

private:
    HttpReply list(const ShlinkCall &call);
    HttpReply setRedirects(const ShlinkCall &call);
};

}  // namespace kurz::shlink
