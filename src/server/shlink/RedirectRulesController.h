#pragma once

#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

// /short-urls/{shortCode}/redirect-rules: a link's redirect rules (TargetRules) in Shlink's
// shapes. POST (and PATCH, as Shlink) replaces the whole list, priorities renumbered from 1.
class RedirectRulesController final : public ShlinkController {
public:
    explicit RedirectRulesController(ApiContext &context);

private:
    HttpReply list(const ShlinkCall &call);
    HttpReply set(const ShlinkCall &call);
};

}  // namespace kurz::shlink
