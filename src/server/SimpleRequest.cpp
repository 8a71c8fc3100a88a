#include "server/SimpleRequest.h"

#include "server/HttpSyntax.h"
#include "server/RequestHead.h"

namespace kurz {

namespace {

using HttpSyntax::equalsLower;
using HttpSyntax::isTokenChar;

bool isCodeChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

bool containsLower(QByteArrayView text, QByteArrayView lower)
{
    for (qsizetype i = 0; i + lower.size() <= text.size(); ++i) {
        if (equalsLower(text.sliced(i, lower.size()), lower))
            return true;
    }
    return false;
}

QByteArrayView trimmed(QByteArrayView v)
{
    while (!v.isEmpty() && (v.front() == ' ' || v.front() == '\t'))
        v = v.sliced(1);
    while (!v.isEmpty() && (v.back() == ' ' || v.back() == '\t'))
        v.chop(1);
    return v;
}

}  // namespace

std::optional<SimpleRequest> SimpleRequest::parse(QByteArrayView bytes)
{
    SimpleRequest request;
    qsizetype pos = 0;
    if (bytes.startsWith("GET /")) {
        pos = 5;
    } else if (bytes.startsWith("HEAD /")) {
        request.head = true;
        pos = 6;
    } else {
        return std::nullopt;
    }
    const qsizetype codeStart = pos;
    while (pos < bytes.size() && isCodeChar(bytes[pos]))
        ++pos;
    request.code = bytes.sliced(codeStart, pos - codeStart);
    if (request.code.isEmpty() || request.code == "rest")
        return std::nullopt;
    if (pos < bytes.size() && bytes[pos] == '/')
        ++pos;
    if (!bytes.sliced(pos).startsWith(" HTTP/1.1\r\n"))
        return std::nullopt;
    pos += 11;
    if (pos - 2 > RequestHead::MaxLineBytes)
        return std::nullopt;

    // RequestHead's checks too: the connection answers a simple request without it.
    int fields = 0;
    int hosts = 0;
    while (true) {
        const qsizetype end = bytes.indexOf("\r\n", pos);
        if (end < 0)
            return std::nullopt;
        const QByteArrayView line = bytes.sliced(pos, end - pos);
        pos = end + 2;
        if (line.isEmpty())
            return pos == bytes.size() && hosts == 1 ? std::optional(request) : std::nullopt;
        if (++fields > RequestHead::MaxFields || line.size() > RequestHead::MaxLineBytes)
            return std::nullopt;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return std::nullopt;
        const QByteArrayView name = line.first(colon);
        for (const char c : name) {
            if (!isTokenChar(c))
                return std::nullopt;
        }
        const QByteArrayView value = trimmed(line.sliced(colon + 1));
        for (const char c : value) {
            if ((uchar(c) < 0x20 && c != '\t') || c == 0x7f)
                return std::nullopt;
        }
        if (equalsLower(name, "host")) {
            ++hosts;
            request.host = value;
        } else if (equalsLower(name, "x-forwarded-host")) {
            request.forwardedHost = value;
        } else if (equalsLower(name, "user-agent")) {
            request.userAgent = value;
        } else if (equalsLower(name, "referer")) {
            request.referer = value;
        } else if (equalsLower(name, "connection")) {
            if (containsLower(value, "upgrade"))
                return std::nullopt;
            request.close = request.close || containsLower(value, "close");
        } else if (equalsLower(name, "content-length") || equalsLower(name, "transfer-encoding")
            || equalsLower(name, "expect") || equalsLower(name, "upgrade")) {
            return std::nullopt;
        }
    }
}

}  // namespace kurz
