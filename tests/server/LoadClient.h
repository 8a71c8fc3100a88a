#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QObject>
#include <QTcpSocket>

#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

namespace kurz::test {

// A keep-alive client that sends `total` GETs one after another on one connection and
// counts the responses by status (responses must have an empty body, as redirects do).
class LoadClient : public QObject
{
    Q_OBJECT

public:
    LoadClient(quint16 port, QByteArray path, int total, QObject *parent = nullptr)
        : QObject(parent)
        , m_request("GET " + path + " HTTP/1.1\r\nHost: kurz.test\r\nUser-Agent: kurz-test/1.0\r\n\r\n")
        , m_total(total)
    {
        connect(&m_socket, &QTcpSocket::connected, this, &LoadClient::sendNext);
        connect(&m_socket, &QTcpSocket::readyRead, this, &LoadClient::readResponses);
        connect(&m_socket, &QTcpSocket::errorOccurred, this, [this] { closed = true; });
        m_socket.connectToHost(QHostAddress::LocalHost, port);
    }

    int redirects = 0;
    int gone = 0;
    int other = 0;
    bool closed = false;  // by the server: no more answers will come
    bool done() const { return closed || redirects + gone + other >= m_total; }

private:
    void sendNext()
    {
        if (!done())
            m_socket.write(m_request);
    }
    void readResponses()
    {
        m_buffer += m_socket.readAll();
        qsizetype end;
        while ((end = m_buffer.indexOf("\r\n\r\n")) >= 0) {
            const QByteArray status = m_buffer.mid(9, 3);
            const qsizetype length = m_buffer.indexOf("Content-Length: ");
            const qint64 bodySize = length >= 0 && length < end ? m_buffer.mid(length + 16, m_buffer.indexOf('\r', length) - length - 16).toLongLong() : 0;
            if (m_buffer.size() < end + 4 + bodySize)
                return;
            m_buffer.remove(0, end + 4 + bodySize);
            if (status.startsWith('3'))
                ++redirects;
            else if (status == "410")
                ++gone;
            else
                ++other;
            sendNext();
        }
    }

    QTcpSocket m_socket;
    QByteArray m_request;
    QByteArray m_buffer;
    int m_total;
};

struct LoadTotals
{
    int redirects = 0;
    int gone = 0;
    int other = 0;
    int closed = 0;  // connections the server closed
};

// Runs `clients` LoadClients of `each` requests at once until all are done or closed (or a
// minute passed), processing events meanwhile; `tick` runs between event batches and is told
// how many connections the server has closed so far.
inline LoadTotals runClients(quint16 port, const QByteArray &path, int clients, int each, const std::function<void(int closed)> &tick = {})
{
    std::vector<std::unique_ptr<LoadClient>> running;
    for (int i = 0; i < clients; ++i)
        running.push_back(std::make_unique<LoadClient>(port, path, each));
    const auto allDone = [&] { return std::all_of(running.begin(), running.end(), [](const auto &c) { return c->done(); }); };
    QDeadlineTimer deadline(60000);
    while (!allDone() && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        if (tick)
            tick(int(std::count_if(running.cbegin(), running.cend(), [](const auto &c) { return c->closed; })));
    }
    LoadTotals totals;
    for (const auto &c : running) {
        totals.redirects += c->redirects;
        totals.gone += c->gone;
        totals.other += c->other;
        totals.closed += c->closed ? 1 : 0;
    }
    return totals;
}

} // namespace kurz::test
