#include "server/Connection.h"

#include "server/HttpResponses.h"
#include "server/Listener.h"
#include "server/SimpleRequest.h"

#include <QScopedValueRollback>

#include <cstring>
#include <sys/socket.h>

namespace kurz {

Connection::Connection(Listener &listener, const QHostAddress &peer, quint64 countId, QObject *parent)
    : QTcpSocket(parent)
    , m_listener(listener)
    , m_peer(peer)
    , m_countId(countId)
    , m_waitingSince(listener.tick())
{
    connect(this, &QTcpSocket::readyRead, this, &Connection::pull);
    // Out of the count once closed, not only once QHttpServer's deleteLater() comes round.
    connect(this, &QAbstractSocket::disconnected, this, [this] { m_listener.forget(this); });
    connect(this, &QTcpSocket::bytesWritten, this, [this] {
        m_drainingSince = m_listener.tick();
        // Inside serve() (a fast-path answer) its own loop goes on with what is buffered.
        if (!m_serving && !unread().isEmpty() && bytesToWrite() <= MaxPendingOutput)
            serveBufferedSoon();
    });
}

Connection::~Connection()
{
    m_listener.forget(this);
}

bool Connection::expired(quint32 tick) const
{
    const ServerConfig &config = m_listener.config();
    if (bytesToWrite() > 0)
        return tick - m_drainingSince > quint32(config.idleTimeoutSeconds);
    // Headers have a short deadline; the wait for the next request the longer one.
    const bool awaitingHeaders = !unread().isEmpty() || !m_answered;
    return tick - m_waitingSince > quint32(awaitingHeaders ? config.headerTimeoutSeconds : config.idleTimeoutSeconds);
}

qint64 Connection::bytesAvailable() const
{
    return QTcpSocket::bytesAvailable() + (m_pulling ? 0 : m_released);
}

qint64 Connection::readData(char *data, qint64 maxSize)
{
    if (m_pulling)
        return QTcpSocket::readData(data, maxSize);
    const qint64 n = std::min(maxSize, m_released);
    if (n <= 0)
        return 0;  // nothing released: memcpy may not be given the empty input's null pointer (UBSan)
    std::memcpy(data, unread().data(), size_t(n));
    m_released -= n;
    consume(qsizetype(n));
    return n;
}

void Connection::consume(qsizetype bytes)
{
    m_consumed += bytes;
    if (m_consumed == m_input.size()) {
        // A small buffer stays for the next request; a large one is not held by an idle connection.
        if (m_input.capacity() <= KeptInputBytes)
            m_input.resize(0);
        else
            m_input.clear();
        m_consumed = 0;
    } else if (m_consumed > 4096 && m_consumed > m_input.size() / 2) {
        m_input.remove(0, m_consumed);
        m_consumed = 0;
    }
}

qsizetype Connection::sendNow(QByteArrayView bytes)
{
    const ssize_t sent
        = ::send(int(socketDescriptor()), bytes.data(), size_t(bytes.size()), MSG_NOSIGNAL | MSG_DONTWAIT);
    return sent > 0 ? qsizetype(sent) : 0;  // an error is Qt's to find on its own write
}

void Connection::respond(QByteArrayView response, bool close)
{
    const bool draining = bytesToWrite() > 0;
    // Nothing queued before it: straight to the socket, without a copy into Qt's buffer and its
    // write notifier switched on and off. What the socket does not take goes the Qt way.
    const qsizetype sent = draining ? 0 : sendNow(response);
    if (sent < response.size()) {
        write(response.data() + sent, response.size() - sent);
        flush();  // now, not when the event loop next looks at the socket
    }
    m_answered = true;
    // An answer left unread keeps the drain clock running instead of restarting it.
    m_waitingSince = m_listener.tick();
    if (!draining)
        m_drainingSince = m_waitingSince;
    if (close) {
        m_done = true;
        disconnectFromHost();
    } else if (m_inFlight) {
        m_inFlight = false;
        if (!unread().isEmpty())
            serveBufferedSoon();
    }
}

void Connection::serveBufferedSoon()
{
    if (m_serveQueued)
        return;
    m_serveQueued = true;
    // Not from inside QHttpServer's handler: it is still busy with the answered request.
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_serveQueued = false;
            // A batch at a time, so that other connections are served in between.
            for (int i = 0; i < 64 && serve(); ++i)
                Q_EMIT readyRead();
            if (!m_inFlight && !unread().isEmpty())
                serveBufferedSoon();
        },
        Qt::QueuedConnection);
}

void Connection::refuse(int status, QByteArrayView reason, bool json)
{
    m_done = true;
    m_released = 0;
    // QHttpServer must not parse what follows; its other handlers still clean up on close.
    disconnect(this, &QTcpSocket::readyRead, nullptr, nullptr);
    write(HttpResponses::withConnectionHeader(HttpResponses::error(status, reason, {}, json, false), true));
    disconnectFromHost();
}

void Connection::drop()
{
    m_done = true;
    disconnect(this, &QTcpSocket::readyRead, nullptr, nullptr);
    abort();
}

void Connection::pull()
{
    // In flight, QIODevice's buffer holds the request QHttpServer reads next (see serve()).
    if (m_done || m_pulling || m_inFlight)
        return;
    const bool wasWaiting = unread().isEmpty();
    m_pulling = true;
    // Into the input's own buffer, kept between requests: no allocation per request.
    if (const qint64 available = QTcpSocket::bytesAvailable(); available > 0) {
        const qsizetype had = m_input.size();
        m_input.resize(had + qsizetype(available));
        m_input.resize(had + qsizetype(std::max<qint64>(read(m_input.data() + had, available), 0)));
    }
    m_pulling = false;
    if (wasWaiting && !unread().isEmpty())
        m_waitingSince = m_listener.tick();  // a request begins: the header deadline runs
    serve();
    // Requests waiting to be answered are bounded by one request's limits.
    const ServerConfig &config = m_listener.config();
    if (!m_done && unread().size() > config.maxHeaderBytes + qint64(config.maxBodyBytes))
        drop();
}

bool Connection::serve()
{
    const ServerConfig &config = m_listener.config();
    const QScopedValueRollback serving(m_serving, true);
    while (!m_done && !m_inFlight && state() == ConnectedState) {
        if (bytesToWrite() > MaxPendingOutput) {
            // Its answers pile up unread: handle nothing more, and close it if it sends on.
            if (unread().size() > config.maxHeaderBytes)
                drop();
            return false;
        }
        const QByteArrayView input = unread();
        if (input.isEmpty())
            return false;
        const qsizetype headSize = RequestHead::blockSize(input);
        if (headSize < 0 || headSize > config.maxHeaderBytes) {
            if (headSize > config.maxHeaderBytes || input.size() > config.maxHeaderBytes)
                refuse(413, "too-large", false);
            return false;
        }
        const QByteArrayView block = input.first(headSize);
        // The hot path: a simple request for a link the cache knows, without QHttpServer. Its
        // parse checks all RequestHead checks of such a request, so the head is read once.
        if (config.fastPath) {
            if (const auto simple = SimpleRequest::parse(block); simple && m_listener.serveSimple(*this, *simple)) {
                consume(headSize);
                continue;
            }
        }
        const std::optional<RequestHead> head = RequestHead::parse(block);
        if (!head) {
            refuse(400, "bad-request", false);
            return false;
        }
        if (head->chunked) {
            refuse(411, "length-required", head->prefersJson);
            return false;
        }
        if (head->contentLength > config.maxBodyBytes) {
            refuse(413, "too-large", head->prefersJson);
            return false;
        }
        const qsizetype size = headSize + qsizetype(head->contentLength);
        if (input.size() < size)
            return false;  // the body is still coming
        m_current = *head;
        m_released = size;
        m_inFlight = true;
        // Moves the request into QIODevice's buffer: QHttpServer's readAll() reads only what
        // that buffer holds at first.
        char first;
        peek(&first, 1);
        return true;
    }
    return false;
}

}  // namespace kurz
