#pragma once

#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

// /health (no key needed) and /mercure-info: what this server is and offers.
class HealthController final : public ShlinkController {
public:
    explicit HealthController(ApiContext &context);
};

}  // namespace kurz::shlink
