#include "server/RequestHead.h"

#include "server/HttpResponses.h"
#include "server/HttpSyntax.h"

namespace kurz {

namespace {

using HttpSyntax::equalsLower;
using HttpSyntax::isTokenChar;

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

// Whether the comma-separated list `value` holds `token` (lower case).
bool listContains(QByteArrayView value, QByteArrayView token)
{
    qsizetype start = 0;
    while (start <= value.size()) {
        qsizetype end = value.indexOf(',', start);
        if (end < 0)
            end = value.size();
        if (equalsLower(value.sliced(start, end - start).trimmed(), token))
            return true;
        start = end + 1;
    }
    return false;
}

}  // namespace

qsizetype RequestHead::blockSize(QByteArrayView bytes, qsizetype from)
{
    for (qsizetype lf = bytes.indexOf('\n', std::max<qsizetype>(0, from - 3)); lf >= 0;
         lf = bytes.indexOf('\n', lf + 1)) {
        if (lf + 1 < bytes.size() && bytes[lf + 1] == '\n')
            return lf + 2;
        if (lf + 2 < bytes.size() && bytes[lf + 1] == '\r' && bytes[lf + 2] == '\n')
            return lf + 3;
    }
    return -1;
}

std::optional<RequestHead> RequestHead::parse(QByteArrayView block)
{
    RequestHead head;
    int fields = 0;
    int hosts = 0;
    bool hasLength = false;
    bool hasEncoding = false;
    bool keepAlive = false;
    bool first = true;
    for (qsizetype pos = 0; pos < block.size();) {
        const qsizetype lf = block.indexOf('\n', pos);
        if (lf < 0)
            return std::nullopt;
        QByteArrayView line = block.sliced(pos, lf - pos);
        pos = lf + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > MaxLineBytes || line.contains('\r'))
            return std::nullopt;
        if (first) {
            first = false;
            const qsizetype sp1 = line.indexOf(' ');
            const qsizetype sp2 = sp1 < 0 ? -1 : line.indexOf(' ', sp1 + 1);
            if (sp2 < 0 || line.indexOf(' ', sp2 + 1) >= 0)
                return std::nullopt;
            const QByteArrayView method = line.first(sp1);
            const QByteArrayView target = line.sliced(sp1 + 1, sp2 - sp1 - 1);
            const QByteArrayView version = line.sliced(sp2 + 1);
            if (!isToken(method) || method == "CONNECT" || target.isEmpty())
                return std::nullopt;
            for (const char c : target) {
                if (uchar(c) <= 0x20 || uchar(c) >= 0x7f)
                    return std::nullopt;
            }
            if (version == "HTTP/1.0")
                head.http10 = true;
            else if (version != "HTTP/1.1")
                return std::nullopt;
            continue;
        }
        if (line.isEmpty())
            break;
        if (++fields > MaxFields)
            return std::nullopt;
        const qsizetype colon = line.indexOf(':');
        if (colon < 0 || !isToken(line.first(colon)))  // also a folded line, which starts with a space
            return std::nullopt;
        const QByteArrayView name = line.first(colon);
        const QByteArrayView value = line.sliced(colon + 1).trimmed();
        for (const char c : value) {
            if ((uchar(c) < 0x20 && c != '\t') || c == 0x7f)
                return std::nullopt;
        }
        if (equalsLower(name, "content-length")) {
            if (hasLength || value.isEmpty() || value.size() > 15)
                return std::nullopt;
            for (const char c : value) {
                if (c < '0' || c > '9')
                    return std::nullopt;
            }
            hasLength = true;
            head.contentLength = value.toLongLong();
        } else if (equalsLower(name, "transfer-encoding")) {
            if (hasEncoding || !equalsLower(value, "chunked"))
                return std::nullopt;
            hasEncoding = true;
            head.chunked = true;
        } else if (equalsLower(name, "host")) {
            ++hosts;
        } else if (equalsLower(name, "upgrade")) {
            return std::nullopt;
        } else if (equalsLower(name, "connection")) {
            head.close = head.close || listContains(value, "close");
            keepAlive = keepAlive || listContains(value, "keep-alive");
        } else if (equalsLower(name, "accept")) {
            head.prefersJson = HttpResponses::prefersJson(value);
        }
    }
    if ((hasLength && hasEncoding) || (head.http10 && hasEncoding) || hosts > 1 || (!head.http10 && hosts == 0))
        return std::nullopt;
    if (head.http10)
        head.close = !keepAlive;
    return head;
}

}  // namespace kurz
