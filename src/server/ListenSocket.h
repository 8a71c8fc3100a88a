#pragma once

#include <QTcpServer>

namespace kurz {

class Listener;

// The listening socket of one listener thread; hands QHttpServer Connection objects instead
// of plain sockets.
class ListenSocket : public QTcpServer {
    Q_OBJECT

public:
    ListenSocket(Listener &listener, QObject *parent);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    Listener &m_listener;
};

}  // namespace kurz
