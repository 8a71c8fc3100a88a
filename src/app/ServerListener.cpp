#include "app/ServerListener.h"

namespace kurz {

ServerListener::ServerListener(std::shared_ptr<Database> database, Settings &settings, QObject *parent)
    : ListenerControl(parent)
    , m_server(std::move(database), settings)
{
    connect(&m_server, &RedirectServer::hitsFlushed, this, &ListenerControl::hitsFlushed);
    connect(&m_server, &RedirectServer::stateChanged, this, &ListenerControl::stateChanged);
    connect(&m_server, &RedirectServer::databaseReachable, this, &ListenerControl::databaseReachable);
}

} // namespace kurz
