#include "server/ListenSocket.h"

#include "server/Connection.h"
#include "server/Listener.h"

#include <sys/socket.h>
#include <unistd.h>

namespace kurz {

ListenSocket::ListenSocket(Listener &listener, QObject *parent)
    : QTcpServer(parent)
    , m_listener(listener)
{
}

void ListenSocket::incomingConnection(qintptr descriptor)
{
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    const QHostAddress peer = ::getpeername(int(descriptor), reinterpret_cast<sockaddr *>(&address), &length) == 0
        ? QHostAddress(reinterpret_cast<const sockaddr *>(&address))
        : QHostAddress();
    const bool allowed = !peer.isNull() && m_listener.config().isAllowed(peer);
    // Over a cap the connection is closed at once: idle sockets must not starve other clients.
    const quint64 countId = peer.isNull() ? 0 : m_listener.admit(peer, descriptor, allowed);
    if (countId == 0) {
        ::close(int(descriptor));
        return;
    }
    if (!allowed) {
        m_listener.refuse(peer, countId, descriptor);
        return;
    }
    auto *connection = new Connection(m_listener, peer, countId, this);
    if (!connection->setSocketDescriptor(descriptor, QAbstractSocket::ConnectedState, QIODevice::ReadWrite)) {
        delete connection;
        return;
    }
    m_listener.adopt(connection);
    addPendingConnection(connection);
}

}  // namespace kurz
