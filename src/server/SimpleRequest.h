#pragma once

#include <QByteArrayView>

#include <optional>

namespace kurz {

// A request plain enough to answer without QHttpServer's parser: exactly one complete
// `GET|HEAD /CODE[/] HTTP/1.1` with exactly one Host, well-formed headers within RequestHead's
// limits and no body: everything RequestHead::parse checks, so such a request is parsed once.
// Anything else (a query, extra path, percent-encoding, HTTP/1.0, a body, Expect, Upgrade,
// folded headers) is left to RequestHead and QHttpServer. The views point into the bytes parsed.
struct SimpleRequest {
    bool head = false;
    QByteArrayView code;  // [A-Za-z0-9_-]+, never an internal route
    QByteArrayView userAgent;
    QByteArrayView referer;
    QByteArrayView host;
    QByteArrayView forwardedHost;  // X-Forwarded-Host
    bool close = false;  // Connection: close

    // `bytes` must be the whole request, ending with the blank line.
    static std::optional<SimpleRequest> parse(QByteArrayView bytes);
};

}  // namespace kurz
