#pragma once

#include "server/shlink/ShlinkController.h"

#include <QJsonObject>

namespace kurz::shlink {

// /short-urls: list, create (also the single-step /short-urls/shorten), read, edit, delete.
class ShortUrlsController final : public ShlinkController {
public:
    // A list's page holds at most this many: Shlink's web client asks for a few hundred at most.
    static constexpr qint64 MaxShortUrlsPerPage = 1000;

    explicit ShortUrlsController(ApiContext &context);

private:
    HttpReply list(const ShlinkCall &call);
    HttpReply create(const ShlinkCall &call, const QJsonObject &body, bool plainText);
    HttpReply get(const ShlinkCall &call);
    HttpReply edit(const ShlinkCall &call);
    HttpReply remove(const ShlinkCall &call);
};

}  // namespace kurz::shlink
