#pragma once

#include "server/RequestHead.h"

#include <QHostAddress>
#include <QTcpSocket>

namespace kurz {

class Listener;

// One client connection, and the only reader of its socket: it takes every byte off the
// socket before QHttpServer runs (its readyRead slot is connected first), frames requests
// itself, checks each header block strictly (400 and close), enforces header and body caps
// (413), and hands QHttpServer exactly one complete
// request at a time through readData(), the next once the previous one is answered, so that
// pipelined requests are answered in order. While more than MaxPendingOutput of its answers
// lie unread it handles nothing more, and a client that keeps sending is closed.
class Connection : public QTcpSocket {
    Q_OBJECT

public:
    static constexpr qint64 MaxPendingOutput = 256 * 1024;
    static constexpr qsizetype KeptInputBytes = 2048;  // input buffer kept between requests

    Connection(Listener &listener, const QHostAddress &peer, quint64 countId, QObject *parent);
    ~Connection() override;

    const QHostAddress &peer() const { return m_peer; }
    // Its place in the listener's count of connections.
    quint64 countId() const { return m_countId; }
    // The head of the request QHttpServer is handling.
    const RequestHead &currentHead() const { return m_current; }
    // Whether the connection has waited too long at `tick` (seconds): for a request's headers,
    // for the next request, or for its answers to drain.
    bool expired(quint32 tick) const;

    // Writes a whole response; closes the connection after it when `close`.
    void respond(QByteArrayView response, bool close);

    qint64 bytesAvailable() const override;

protected:
    qint64 readData(char *data, qint64 maxSize) override;

private:
    void pull();
    // Writes what the socket takes at once, bypassing Qt's buffer; how many bytes.
    qsizetype sendNow(QByteArrayView bytes);
    // Answers (fast path) or hands on the complete requests at the front of the input while
    // nothing is in flight; true when QHttpServer was given one.
    bool serve();
    // Serves the buffered requests from the event loop (not QAbstractSocket::resume, a virtual).
    void serveBufferedSoon();
    // Answers a request that cannot be served with `status` and closes, leaving QHttpServer out.
    void refuse(int status, QByteArrayView reason, bool json);
    // Closes at once, without an answer.
    void drop();
    QByteArrayView unread() const { return QByteArrayView(m_input).sliced(m_consumed); }
    void consume(qsizetype bytes);

    Listener &m_listener;
    QHostAddress m_peer;
    quint64 m_countId;
    bool m_done = false;  // answered for the last time
    bool m_pulling = false;  // reading the socket ourselves
    bool m_inFlight = false;  // QHttpServer has a request it has not answered
    bool m_serveQueued = false;
    bool m_serving = false;  // inside serve()
    bool m_answered = false;  // at least one answer written: waiting is keep-alive idling
    QByteArray m_input;  // received bytes; those before m_consumed are handled
    qsizetype m_consumed = 0;
    qint64 m_released = 0;  // bytes QHttpServer may read now
    RequestHead m_current;
    quint32 m_waitingSince = 0;  // tick since which the connection waits for a request
    quint32 m_drainingSince = 0;  // tick of the last progress in writing pending answers
};

}  // namespace kurz
