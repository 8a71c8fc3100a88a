#pragma once

#include <QObject>
#include <QTcpSocket>

#include <functional>

namespace kurz::test {

// A keep-alive client that sends `total` GETs one after another on one connection and
// counts the responses by status (responses must have an empty body, as redirects do).
class LoadClient : public QObject {
    Q_OBJECT

public:
    LoadClient(quint16 port, QByteArray path, int total, QObject *parent = nullptr);

    int redirects = 0;
    int gone = 0;
    int other = 0;
    bool closed = false;  // by the server: no more answers will come
    bool done() const { return closed || redirects + gone + other >= m_total; }

private:
    void sendNext();
    void readResponses();

    QTcpSocket m_socket;
    QByteArray m_request;
    QByteArray m_buffer;
    int m_total;
};

struct LoadTotals {
    int redirects = 0;
    int gone = 0;
    int other = 0;
    int closed = 0;  // connections the server closed
};

// Runs `clients` LoadClients of `each` requests at once until all are done or closed (or a
// minute passed), processing events meanwhile; `tick` runs between event batches and is told
// how many connections the server has closed so far.
LoadTotals runClients(
    quint16 port, const QByteArray &path, int clients, int each, const std::function<void(int closed)> &tick = {});
// The same with `clients` clients on each of several ports at once (several listeners).
LoadTotals runClients(const QList<quint16> &ports, const QByteArray &path, int clients, int each,
    const std::function<void(int closed)> &tick = {});

}  // namespace kurz::test
