#pragma once

#include <QHash>
#include <QHostAddress>
#include <QMutex>

namespace kurz {

// Open connections of all listener threads, in total and per client address.
class ConnectionCounter
{
public:
    // Counts a new connection from `peer` unless that would pass `total` or `perAddress`.
    bool tryAdd(const QHostAddress &peer, int total, int perAddress);
    void remove(const QHostAddress &peer);
    int count() const;

private:
    mutable QMutex m_mutex;
    QHash<QHostAddress, int> m_perAddress;
    int m_total = 0;
};

} // namespace kurz
