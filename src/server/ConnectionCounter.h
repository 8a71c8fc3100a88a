#pragma once

#include <QHash>
#include <QHostAddress>
#include <QMutex>

namespace kurz {

// Open connections of all listener threads, in total and per client address. A connection
// leaves the count when its listener closes it, or, should a cap be reached first, as soon
// as its client has closed it: a listener thread busy with other work reads a client's close
// late, and clients that open a connection per request must not be refused meanwhile.
class ConnectionCounter {
public:
    // Counts the connection on socket `fd` from `client` unless that would pass `total` or
    // `perAddress` (from the addresses counted as one with it); its id for remove(), or 0 when
    // refused.
    quint64 tryAdd(const QHostAddress &client, int fd, int total, int perAddress);
    // Takes connection `id` from the count; again, or after it was found closed, it does nothing.
    void remove(const QHostAddress &client, quint64 id);
    int count() const;
    // The address a client is counted under: an IPv6 client by its /64, the network a
    // subscriber is given, so that one client cannot pass the cap by changing addresses; an
    // IPv4 client seen through IPv6 as itself.
    static QHostAddress countedAs(const QHostAddress &peer);

private:
    using Sockets = QHash<quint64, int>;  // id -> socket
    // Takes the connections of `sockets` that their clients closed and that have nothing left
    // to send from the count; how many.
    int releaseClosed(Sockets &sockets);
    int releaseClosedAnywhere();

    mutable QMutex m_mutex;
    QHash<QHostAddress, Sockets> m_perAddress;
    int m_total = 0;
    quint64 m_lastId = 0;
};

}  // namespace kurz
