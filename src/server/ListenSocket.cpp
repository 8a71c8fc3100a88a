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
    if (!connection->setSocketDescriptor(descriptor)) {
        delete connection;
        return;
    }
    m_listener.adopt(connection);
    addPendingConnection(connection);
}

} // namespace kurz
