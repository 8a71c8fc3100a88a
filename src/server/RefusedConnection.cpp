#include "server/RefusedConnection.h"

#include "server/ConnectionCounter.h"
#include "server/HttpResponses.h"

#include <QTimer>

#include <sys/socket.h>

namespace kurz {

RefusedConnection::RefusedConnection(
    ConnectionCounter &counter, const QHostAddress &peer, quint64 countId, QObject *parent)
    : QTcpSocket(parent)
    , m_counter(counter)
    , m_peer(peer)
    , m_countId(countId)
{
}

RefusedConnection::~RefusedConnection()
{
    m_counter.remove(m_peer, m_countId);
}

void RefusedConnection::answer(
    ConnectionCounter &counter, const QHostAddress &peer, quint64 countId, qintptr descriptor, QObject *parent)
{
    auto *connection = new RefusedConnection(counter, peer, countId, parent);
    if (!connection->setSocketDescriptor(descriptor, ConnectedState, ReadWrite)) {
        delete connection;
        return;
    }
    // Once the answer is out, the write side closes, and what the client sends is read and
    // dropped until it closes too: closing a socket with unread input would reset the
    // connection, and the client could lose the answer.
    connect(connection, &QTcpSocket::bytesWritten, connection, [connection] {
        if (connection->bytesToWrite() == 0)
            ::shutdown(int(connection->socketDescriptor()), SHUT_WR);
    });
    connect(connection, &QTcpSocket::readyRead, connection,
        [connection] { connection->skip(connection->bytesAvailable()); });
    connect(connection, &QAbstractSocket::disconnected, connection, &QObject::deleteLater);
    QTimer::singleShot(LingerMs, connection, [connection] {
        connection->abort();
        connection->deleteLater();
    });
    connection->write(
        HttpResponses::withConnectionHeader(HttpResponses::error(403, "forbidden", {}, false, false), true));
}

}  // namespace kurz
