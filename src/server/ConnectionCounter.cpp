#include "server/ConnectionCounter.h"

namespace kurz {

bool ConnectionCounter::tryAdd(const QHostAddress &peer, int total, int perAddress)
{
    const QMutexLocker lock(&m_mutex);
    int &fromPeer = m_perAddress[peer];
    if (m_total >= total || fromPeer >= perAddress) {
        if (fromPeer == 0)
            m_perAddress.remove(peer);
        return false;
    }
    ++fromPeer;
    ++m_total;
    return true;
}

void ConnectionCounter::remove(const QHostAddress &peer)
{
    const QMutexLocker lock(&m_mutex);
    const auto it = m_perAddress.find(peer);
    if (it == m_perAddress.end())
        return;
    if (--*it == 0)
        m_perAddress.erase(it);
    --m_total;
}

int ConnectionCounter::count() const
{
    const QMutexLocker lock(&m_mutex);
    return m_total;
}

} // namespace kurz
