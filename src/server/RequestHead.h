#pragma once

#include <QByteArrayView>

#include <optional>

namespace kurz {

// The request line and headers of one HTTP/1.x request, checked strictly before QHttpServer
// sees them: QHttpServer 6.4 lets duplicate Content-Length headers through and drops every
// header after one malformed line, which turns a body into a smuggled request.
struct RequestHead {
    static constexpr int MaxFields = 100;
    static constexpr int MaxLineBytes = 8192;

    bool http10 = false;
    bool close = false;  // the connection closes after the answer
    bool chunked = false;  // Transfer-Encoding: chunked
    qint64 contentLength = 0;
    bool prefersJson = false;  // Accept ranks application/json above text/html

    // `block` runs from the request line through the blank line. Nothing for anything that is
    // not a well-formed request Kurz can answer (400): a malformed request line, a bad header
    // name or value, a bare CR, a folded line, too many or too long fields, a duplicate or
    // invalid Content-Length, Content-Length with Transfer-Encoding, another transfer coding,
    // an Upgrade or CONNECT, or an HTTP/1.1 request without exactly one Host.
    static std::optional<RequestHead> parse(QByteArrayView block);

    // The size of the header block at the start of `bytes`, through its blank line (CRLF or a
    // lone LF), or -1 while it is incomplete; the search resumes at `from`, an earlier size.
    static qsizetype blockSize(QByteArrayView bytes, qsizetype from = 0);
};

}  // namespace kurz
