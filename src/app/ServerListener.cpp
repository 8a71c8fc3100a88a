#include "app/ServerListener.h"

namespace kurz {

ServerListener::ServerListener(std::shared_ptr<Database> database, Settings &settings, QObject *parent)
    : ListenerControl(parent)
    , m_server(std::move(database), settings)
{
    // Measured under a Zipf load on two cores (bench/README.md): as fast as one thread per
    // core, with less CPU per request, and the window's thread keeps a core.
    // Its threads also yield to the window's when they compete for a CPU.
    m_server.setReservedCores(1);
    m_server.setYieldToCaller(true);
    connect(&m_server, &RedirectServer::hitsFlushed, this, &ListenerControl::hitsFlushed);
    connect(&m_server, &RedirectServer::stateChanged, this, &ListenerControl::stateChanged);
    connect(&m_server, &RedirectServer::databaseReachable, this, &ListenerControl::databaseReachable);
}

}  // namespace kurz
