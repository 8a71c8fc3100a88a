#pragma once

#include <QHostAddress>
#include <QTcpSocket>

namespace kurz {

class ConnectionCounter;

// A client outside the allowed networks. It is answered 403 the moment it connects, without
// waiting for its request, and closed once it has read the answer, a second after connecting
// at the latest. It has no place in the caps that allowed clients share: refused connections
// have caps of their own, so idle refused clients cannot lock an allowed one out.
class RefusedConnection : public QTcpSocket {
    Q_OBJECT

public:
    static constexpr int PerAddress = 8;
    static constexpr int InTotal = 256;
    static constexpr int LingerMs = 1000;

    // Answers and closes the connection on `descriptor` (counted in `counter` as `countId`),
    // and deletes itself when done.
    static void answer(
        ConnectionCounter &counter, const QHostAddress &peer, quint64 countId, qintptr descriptor, QObject *parent);
    ~RefusedConnection() override;

private:
    RefusedConnection(ConnectionCounter &counter, const QHostAddress &peer, quint64 countId, QObject *parent);

    ConnectionCounter &m_counter;
    QHostAddress m_peer;
    quint64 m_countId;
};

}  // namespace kurz
