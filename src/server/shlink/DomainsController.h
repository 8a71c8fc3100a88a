#pragma once

#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

// /domains: the one domain short URLs are made with.
class DomainsController final : public ShlinkController {
public:
    explicit DomainsController(ApiContext &context);

private:
    HttpReply list(const ShlinkCall &call);
};

}  // namespace kurz::shlink
