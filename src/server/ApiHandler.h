#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QUrl>

#include <functional>
#include <memory>

QT_BEGIN_NAMESPACE
class QHttpServerRequest;
QT_END_NAMESPACE

namespace kurz {

// A complete answer of an API endpoint. The listener adds Content-Length, drops the body for
// HEAD and closes the connection when the client asked for it.
struct HttpReply {
    int status = 200;
    QByteArray contentType;  // empty: no Content-Type header
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;  // extra headers, e.g. Retry-After
};

// The HTTP APIs (Shlink REST under /rest/, YOURLS at /yourls-api.php) plug in here. Every
// listener thread makes its own handler from the factory, so a handler needs no locking for
// its own state and opens its own database connection on the thread that calls it.
class ApiHandler {
public:
    virtual ~ApiHandler() = default;
    // Called on a listener thread for every request under the handler's prefix, whatever
    // the method; the client is already known to be in the allowed networks.
    virtual HttpReply handle(const QHttpServerRequest &request) = 0;
};

// listenerUrl: where this server listens (for short URLs when no base URL is configured).
using ApiHandlerFactory = std::function<std::unique_ptr<ApiHandler>(const QUrl &listenerUrl)>;

}  // namespace kurz
