#pragma once

#include "server/ApiContext.h"
#include "server/ApiHandler.h"

namespace kurz {

// GET or POST /.new?url=…: what the "Shorten with Kurz" bookmarklet opens. It creates (or
// reuses) the link for the URL and answers a small page with the short URL, copied to the
// clipboard, and its QR code. It needs the database's bookmarklet token (BookmarkletLink) from
// a loopback client, or an API key. A request another site started (Sec-Fetch-Site, Origin) creates
// nothing: a GET gets a page asking the user to confirm (a same-origin POST), a POST is refused.
class Bookmarklet final : public ApiHandler {
public:
    explicit Bookmarklet(std::unique_ptr<ApiContext> context);
    HttpReply handle(const QHttpServerRequest &request) override;

private:
    std::unique_ptr<ApiContext> m_context;
};

}  // namespace kurz
