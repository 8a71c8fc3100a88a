#include "support/LoadClient.h"

#include <QCoreApplication>
#include <QDeadlineTimer>

#include <algorithm>
#include <memory>
#include <vector>

namespace kurz::test {

LoadClient::LoadClient(quint16 port, QByteArray path, int total, QObject *parent)
    : QObject(parent)
    , m_request("GET " + path + " HTTP/1.1\r\nHost: kurz.test\r\nUser-Agent: kurz-test/1.0\r\n\r\n")
    , m_total(total)
{
    connect(&m_socket, &QTcpSocket::connected, this, &LoadClient::sendNext);
    connect(&m_socket, &QTcpSocket::readyRead, this, &LoadClient::readResponses);
    connect(&m_socket, &QTcpSocket::errorOccurred, this, [this] { closed = true; });
    m_socket.connectToHost(QHostAddress::LocalHost, port);
}

void LoadClient::sendNext()
{
    if (!done())
        m_socket.write(m_request);
}

void LoadClient::readResponses()
{
    m_buffer += m_socket.readAll();
    qsizetype end;
    while ((end = m_buffer.indexOf("\r\n\r\n")) >= 0) {
        const QByteArray status = m_buffer.mid(9, 3);
        const qsizetype length = m_buffer.indexOf("Content-Length: ");
        const qint64 bodySize = length >= 0 && length < end
            ? m_buffer.mid(length + 16, m_buffer.indexOf('\r', length) - length - 16).toLongLong()
            : 0;
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

LoadTotals runClients(
    quint16 port, const QByteArray &path, int clients, int each, const std::function<void(int closed)> &tick)
{
    return runClients(QList<quint16>{port}, path, clients, each, tick);
}

LoadTotals runClients(const QList<quint16> &ports, const QByteArray &path, int clients, int each,
    const std::function<void(int closed)> &tick)
{
    std::vector<std::unique_ptr<LoadClient>> running;
    for (const quint16 port : ports) {
        for (int i = 0; i < clients; ++i)
            running.push_back(std::make_unique<LoadClient>(port, path, each));
    }
    const auto allDone
        = [&] { return std::all_of(running.begin(), running.end(), [](const auto &c) { return c->done(); }); };
    // A bound for a stuck listener, not a speed test: sanitizer builds on a busy machine are slow.
    QDeadlineTimer deadline(300000);
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

}  // namespace kurz::test
