#include "server/ListenSocket.h"

#include "server/Connection.h"
#include "server/Listener.h"

namespace kurz {

ListenSocket::ListenSocket(Listener &listener, QObject *parent)
    : QTcpServer(parent)
    , m_listener(listener)
{
}

void ListenSocket::incomingConnection(qintptr descriptor)
{
    auto *connection = new Connection(m_listener, this);
    // Unbuffered writes go straight to the socket instead of arming a write notifier per response.
    if (!connection->setSocketDescriptor(descriptor, QAbstractSocket::ConnectedState, QIODevice::ReadWrite | QIODevice::Unbuffered)) {
        delete connection;
        return;
    }
    m_listener.adopt(connection);
    addPendingConnection(connection);
}

} // namespace kurz
