#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QPair>
#include <QTcpSocket>

namespace kurz::test {

// One HTTP response read off a raw socket.
struct HttpResult {
    int status = 0;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    bool complete = false;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                return h.second;
        }
        return {};
    }
    int headerCount(const QByteArray &name) const
    {
        int n = 0;
        for (const auto &h : headers)
            n += h.first.compare(name, Qt::CaseInsensitive) == 0;
        return n;
    }
};

// Reads one response; `head` means the response has no body whatever Content-Length says.
inline HttpResult readResponse(QTcpSocket &socket, bool head = false, int timeoutMs = 5000)
{
    HttpResult result;
    QByteArray buffer;
    QElapsedTimer timer;
    timer.start();
    qsizetype headerEnd = -1;
    while ((headerEnd = buffer.indexOf("\r\n\r\n")) < 0) {
        if (timer.elapsed() > timeoutMs
            || (!socket.bytesAvailable() && !socket.waitForReadyRead(100)
                && socket.state() != QAbstractSocket::ConnectedState))
            return result;
        buffer += socket.read(socket.bytesAvailable());
    }
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    result.status = lines.value(0).split(' ').value(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            result.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    // Whatever came after the headers belongs to the body (or, for HEAD, is a protocol error).
    result.body = buffer.mid(headerEnd + 4);
    if (!head) {
        const qsizetype length = result.header("Content-Length").toLongLong();
        while (result.body.size() < length && timer.elapsed() < timeoutMs) {
            if (!socket.bytesAvailable() && !socket.waitForReadyRead(100)
                && socket.state() != QAbstractSocket::ConnectedState)
                break;
            result.body += socket.read(socket.bytesAvailable());
        }
    }
    result.complete = true;
    return result;
}

inline bool connectSocket(QTcpSocket &socket, quint16 port)
{
    socket.connectToHost(QHostAddress::LocalHost, port);
    return socket.waitForConnected(5000);
}

// Connects from `local` (any address of 127/8) to the listener.
inline bool connectFrom(QTcpSocket &socket, const QHostAddress &local, quint16 port)
{
    return socket.bind(local, 0) && connectSocket(socket, port);
}

// True once the server has closed the connection (waiting a few seconds for it).
inline bool closedByPeer(QTcpSocket &socket)
{
    return socket.state() == QAbstractSocket::UnconnectedState || socket.waitForDisconnected(5000);
}

inline HttpResult exchange(QTcpSocket &socket, const QByteArray &request, bool head = false)
{
    socket.write(request);
    socket.flush();
    return readResponse(socket, head);
}

inline QByteArray getRequest(
    const QByteArray &target, const QByteArray &extraHeaders = {}, const QByteArray &method = "GET")
{
    return method + ' ' + target + " HTTP/1.1\r\nHost: kurz.test\r\n" + extraHeaders + "\r\n";
}

}  // namespace kurz::test
