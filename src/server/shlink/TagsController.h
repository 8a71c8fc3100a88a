#pragma once

#include "server/shlink/ShlinkController.h"

namespace kurz::shlink {

// /tags (list, rename, delete) and /tags/stats.
class TagsController final : public ShlinkController {
public:
    explicit TagsController(ApiContext &context);

private:
    HttpReply list(bool withStats);
    HttpReply rename(const ShlinkCall &call);
    HttpReply remove(const ShlinkCall &call);
};

}  // namespace kurz::shlink
