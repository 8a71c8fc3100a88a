#pragma once

#include "gui/ListenerControl.h"
#include "server/RedirectServer.h"

namespace kurz {

// The window's listener: the redirect server behind the interface the window knows.
class ServerListener final : public ListenerControl {
    Q_OBJECT

public:
    ServerListener(std::shared_ptr<Database> database, Settings &settings, QObject *parent = nullptr);

    Result<QUrl> start() override { return m_server.start(); }
    void stop() override { m_server.stop(); }
    bool isRunning() const override { return m_server.isRunning(); }
    QUrl url() const override { return m_server.url(); }
    quint64 requestsServed() const override { return m_server.requestsServed(); }

private:
    RedirectServer m_server;
};

}  // namespace kurz
