#include "server/Connection.h"

#include "server/HttpResponses.h"
#include "server/Listener.h"
#include "server/SimpleRequest.h"

#include <cstring>

namespace kurz {

namespace {

// Value of a Content-Length header in `headers`, or -1.
qint64 contentLength(QByteArrayView headers)
{
    static constexpr char name[] = "content-length:";
    constexpr qsizetype nameSize = sizeof(name) - 1;
    for (qsizetype line = headers.indexOf('\n'); line >= 0 && line + 1 + nameSize < headers.size();
         line = headers.indexOf('\n', line + 1)) {
        qsizetype i = 0;
        for (; i < nameSize; ++i) {
            char c = headers[line + 1 + i];
            if (c >= 'A' && c <= 'Z')
                c = char(c + ('a' - 'A'));
            if (c != name[i])
                break;
        }
        if (i < nameSize)
            continue;
        qint64 value = 0;
        for (qsizetype j = line + 1 + nameSize; j < headers.size(); ++j) {
            const char c = headers[j];
            if (c >= '0' && c <= '9')
                value = value > (qint64(1) << 50) ? value : value * 10 + (c - '0');
            else if (c != ' ' && c != '\t')
                break;
        }
        return value;
    }
    return -1;
}

} // namespace

Connection::Connection(Listener &listener, QObject *parent)
    : QTcpSocket(parent)
    , m_listener(listener)
    , m_waitingSince(listener.tick())
{
    connect(this, &QTcpSocket::readyRead, this, &Connection::scanIncoming);
}

Connection::~Connection()
{
    m_listener.forget(this);
}

void Connection::resetRequest()
{
    m_http10 = false;
    m_headerDone = false;
    m_headerBytes = 0;
    m_bodyBytes = 0;
    m_waitingSince = m_listener.tick();
}

void Connection::respond(QByteArrayView response, bool close)
{
    if (m_answeredHere > 0) {
        // QHttpServer never sees this request; nothing of another one is pending, so its
        // read transaction (if one is open) holds nothing to keep.
        if (isTransactionStarted())
            commitTransaction();
        skip(m_answeredHere);
        m_answeredHere = 0;
    }
    write(response.data(), response.size());
    resetRequest();
    if (close)
        disconnectFromHost();
}

void Connection::reject()
{
    m_rejected = true;
    // QHttpServer must not parse what follows; its other handlers still clean up on close.
    disconnect(this, &QTcpSocket::readyRead, nullptr, nullptr);
    const QByteArray response = HttpResponses::error(413, "too-large", {}, false, false);
    write(HttpResponses::withConnectionHeader(response, true));
    disconnectFromHost();
}

void Connection::scanIncoming()
{
    if (m_rejected)
        return;
    const qint64 available = bytesAvailable();
    if (available <= 0)
        return;
    const ServerConfig &config = m_listener.config();
    if (m_headerDone) {
        m_bodyBytes += available;
        if (m_bodyBytes > config.maxBodyBytes)
            reject();
        return;
    }

    char stack[4096];
    QByteArray heap;
    const char *data = stack;
    qint64 size = 0;
    if (available <= qint64(sizeof stack)) {
        size = peek(stack, available);
    } else {
        heap = peek(std::min<qint64>(available, qint64(config.maxHeaderBytes) + 4));
        data = heap.constData();
        size = heap.size();
    }
    const QByteArrayView view(data, size);
    if (m_headerBytes == 0) {
        const qsizetype eol = view.indexOf('\n');
        QByteArrayView line = eol >= 0 ? view.first(eol) : view;
        if (line.endsWith('\r'))
            line.chop(1);
        m_http10 = line.endsWith("HTTP/1.0");
    }

    qsizetype headerEnd = -1;  // offset in this packet just past the blank line
    if (m_headerBytes > 0) {
        char joined[6];
        std::memcpy(joined, m_tail, 3);
        const qsizetype head = std::min<qsizetype>(3, size);
        std::memcpy(joined + 3, data, size_t(head));
        const qsizetype at = QByteArrayView(joined, 3 + head).indexOf("\r\n\r\n");
        if (at >= 0)
            headerEnd = at + 4 - 3;
    }
    if (headerEnd < 0) {
        const qsizetype at = view.indexOf("\r\n\r\n");
        if (at >= 0)
            headerEnd = at + 4;
    }
    if (headerEnd < 0) {
        m_headerBytes += available;
        if (m_headerBytes > config.maxHeaderBytes) {
            reject();
            return;
        }
        char joined[6];
        std::memcpy(joined, m_tail, 3);
        std::memcpy(joined + 3, data + std::max<qint64>(0, size - 3), size_t(std::min<qint64>(3, size)));
        std::memcpy(m_tail, joined + std::min<qint64>(3, size), 3);
        return;
    }
    m_headerDone = true;
    if (m_headerBytes + headerEnd > config.maxHeaderBytes) {
        reject();
        return;
    }
    // Only a header block seen whole here is searched; a larger body is still counted below.
    const qint64 declared = m_headerBytes == 0 ? contentLength(view.first(headerEnd)) : -1;
    m_bodyBytes = available - headerEnd;
    if (declared > config.maxBodyBytes || m_bodyBytes > config.maxBodyBytes) {
        reject();
        return;
    }
    // The hot path: one whole simple request in this packet, for a link the cache knows.
    if (m_headerBytes == 0 && headerEnd == available) {
        if (const auto simple = SimpleRequest::parse(view)) {
            m_answeredHere = available;
            if (!m_listener.serveSimple(*this, *simple))
                m_answeredHere = 0;
        }
    }
}

} // namespace kurz
