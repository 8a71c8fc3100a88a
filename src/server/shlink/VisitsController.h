#pragma once

#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

// /short-urls/{code}/visits, /visits (the overview) and /visits/orphan.
class VisitsController final : public ShlinkController {
public:
    explicit VisitsController(ApiContext &context);

private:
    HttpReply ofShortUrl(const ShlinkCall &call);
    HttpReply overview();
    HttpReply orphans(const ShlinkCall &call);
};

}  // namespace kurz::shlink
