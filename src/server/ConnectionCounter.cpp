#include "server/ConnectionCounter.h"

#include <linux/sockios.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#include <algorithm>

namespace kurz {

namespace {

// Whether the client has closed the connection on `fd` and nothing is left to send it, so that
// its listener will only close it. A socket number closed in between (and perhaps reused) is
// counted as closed too: the connection it belonged to is gone.
bool closedByClient(int fd)
{
    tcp_info info{};
    socklen_t length = sizeof info;
    if (::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0)
        return true;
    if (info.tcpi_state != TCP_CLOSE_WAIT && info.tcpi_state != TCP_LAST_ACK && info.tcpi_state != TCP_CLOSE)
        return false;
    int unsent = 0;
    return ::ioctl(fd, SIOCOUTQ, &unsent) != 0 || unsent == 0;
}

}  // namespace

QHostAddress ConnectionCounter::countedAs(const QHostAddress &peer)
{
    if (peer.protocol() != QAbstractSocket::IPv6Protocol)
        return peer;
    bool mapped = false;
    const quint32 v4 = peer.toIPv4Address(&mapped);
    if (mapped)
        return QHostAddress(v4);
    Q_IPV6ADDR prefix = peer.toIPv6Address();
    std::fill(prefix.c + 8, prefix.c + 16, quint8(0));
    return QHostAddress(prefix);
}

quint64 ConnectionCounter::tryAdd(const QHostAddress &client, int fd, int total, int perAddress)
{
    const QHostAddress peer = countedAs(client);
    const QMutexLocker lock(&m_mutex);
    if (m_total >= total)
        m_total -= releaseClosedAnywhere();
    // Looked up after the sweep: erasing from a QHash moves its other entries.
    Sockets &fromPeer = m_perAddress[peer];
    if (fromPeer.size() >= perAddress)
        m_total -= releaseClosed(fromPeer);
    if (m_total >= total || fromPeer.size() >= perAddress) {
        if (fromPeer.isEmpty())
            m_perAddress.remove(peer);
        return 0;
    }
    fromPeer.insert(++m_lastId, fd);
    ++m_total;
    return m_lastId;
}

void ConnectionCounter::remove(const QHostAddress &client, quint64 id)
{
    const QHostAddress peer = countedAs(client);  // outside the lock all listener threads share
    const QMutexLocker lock(&m_mutex);
    const auto it = m_perAddress.find(peer);
    if (it == m_perAddress.end() || !it->remove(id))
        return;
    if (it->isEmpty())
        m_perAddress.erase(it);
    --m_total;
}

int ConnectionCounter::count() const
{
    const QMutexLocker lock(&m_mutex);
    return m_total;
}

int ConnectionCounter::releaseClosed(Sockets &sockets)
{
    int released = 0;
    for (auto it = sockets.begin(); it != sockets.end();) {
        if (closedByClient(it.value())) {
            it = sockets.erase(it);
            ++released;
        } else {
            ++it;
        }
    }
    return released;
}

int ConnectionCounter::releaseClosedAnywhere()
{
    int released = 0;
    for (auto it = m_perAddress.begin(); it != m_perAddress.end();) {
        released += releaseClosed(*it);
        it = it->isEmpty() ? m_perAddress.erase(it) : std::next(it);
    }
    return released;
}

}  // namespace kurz
