#pragma once

#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace kurz::test {

// The targets that titles and checks fetch: a tiny HTTP/1.1 server on loopback answering
// by path. /ok, /og, /latin1, /meta-charset, /plain, /titled/NAME ("Page NAME"): 200 pages; /moved: 301 to /ok; /loop:
// 301 to itself; /missing: 404; /gone: 410; /no-head: 405 for HEAD, 200 for GET; /slow, /slow/...: never answer; /wait:
// 200 after 300 ms; /held: 200 when release() is called; /endless: 405 for HEAD, for GET 200 with a body of 1 GB that
// ignores Range, streamed as fast as it is read up to EndlessBytes, then nothing more; /to-endless: 405 for HEAD, 301
// to /endless for GET. As a Shlink server gone wrong, for kurz import --from-shlink: /endless/... streams as /endless
// does; /elsewhere/PATH: 302 to redirectTo + PATH; /repeats/...: one link whatever page is asked, of 2,147,483,647
// pages.
class TargetServer : public QObject {
public:
    QStringList requests;  // "METHOD /path"
    QList<QByteArray> userAgents;
    QList<QByteArray> hosts;  // each request's Host header
    int open = 0;  // requests not answered yet
    int mostOpen = 0;
    int accepted = 0;  // connections
    int closed = 0;  // connections the client closed
    static constexpr qint64 EndlessBytes = 64 << 20;
    qint64 streamed = 0;  // body bytes of /endless written
    QByteArray redirectTo;  // where /elsewhere/ sends
    QList<QByteArray> apiKeys;  // each request's X-Api-Key header

    TargetServer()
    {
        m_server.listen(QHostAddress::LocalHost);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                ++accepted;
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
                connect(socket, &QTcpSocket::disconnected, this, [this] { ++closed; });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    QString url(const QString &path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path);
    }

    // Answers the requests for /held so far (200, "Held").
    void release()
    {
        for (const auto &[socket, method] : std::exchange(m_held, {})) {
            if (socket)
                answer(socket, method, "200 OK", "text/html", "<title>Held</title>");
        }
    }

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = buffer.left(end);
        buffer.remove(0, end + 4);
        const QList<QByteArray> line = head.left(head.indexOf("\r\n")).split(' ');
        const QByteArray method = line.value(0);
        const QByteArray path = line.value(1);
        requests << QString::fromLatin1(method + ' ' + path);
        for (const QByteArray &header : head.split('\n')) {
            if (header.toLower().startsWith("user-agent:"))
                userAgents << header.mid(11).trimmed();
            else if (header.toLower().startsWith("host:"))
                hosts << header.mid(5).trimmed();
            else if (header.toLower().startsWith("x-api-key:"))
                apiKeys << header.mid(10).trimmed();
        }
        mostOpen = std::max(mostOpen, ++open);
        if (path == "/slow" || path.startsWith("/slow/"))
            return;
        if (path == "/held") {
            m_held.append({socket, method});
            return;
        }
        if (path == "/wait") {
            QTimer::singleShot(300, socket,
                [this, socket, method] { answer(socket, method, "200 OK", "text/html", "<title>Waited</title>"); });
            return;
        }
        if (path == "/ok")
            answer(socket, method, "200 OK", "text/html; charset=utf-8",
                "<html><head><title>\n  Plain &amp; simple &#8211; caf&eacute;\n</title>");
        else if (path == "/og")
            answer(socket, method, "200 OK", "text/html",
                "<head><title>Site name</title><meta property=\"og:title\" content=\"The article "
                "&quot;x&quot;\"></head>");
        else if (path == "/latin1")
            answer(socket, method, "200 OK", "text/html; charset=ISO-8859-1", "<title>Caf\xe9 M\xfcller</title>");
        else if (path == "/meta-charset")
            answer(
                socket, method, "200 OK", "text/html", "<meta charset=\"windows-1252\"><title>\x93Quoted\x94</title>");
        else if (path.startsWith("/titled/"))
            answer(socket, method, "200 OK", "text/html", "<title>Page " + path.mid(8) + "</title>");
        else if (path == "/plain")
            answer(socket, method, "200 OK", "text/plain", "<title>Not a page</title>");
        else if (path == "/moved")
            answer(socket, method, "301 Moved Permanently", {}, {}, "Location: /ok\r\n");
        else if (path == "/loop")
            answer(socket, method, "301 Moved Permanently", {}, {}, "Location: /loop\r\n");
        else if (path == "/gone")
            answer(socket, method, "410 Gone", "text/html", "<title>Gone</title>");
        else if (path == "/endless")
            method == "HEAD" ? answer(socket, method, "405 Method Not Allowed", {}, {}) : stream(socket);
        else if (path.startsWith("/endless/"))
            stream(socket);
        else if (path.startsWith("/elsewhere/"))
            answer(socket, method, "302 Found", {}, {}, "Location: " + redirectTo + path.mid(10) + "\r\n");
        else if (path.startsWith("/repeats/"))
            answer(socket, method, "200 OK", "application/json",
                R"({"shortUrls":{"data":[{"shortCode":"again","longUrl":"https://example.org/again","tags":[]}],)"
                R"("pagination":{"currentPage":1,"pagesCount":2147483647}}})");
        else if (path == "/to-endless")
            method == "HEAD" ? answer(socket, method, "405 Method Not Allowed", {}, {})
                             : answer(socket, method, "301 Moved Permanently", {}, {}, "Location: /endless\r\n");
        else if (path == "/no-head")
            method == "HEAD" ? answer(socket, method, "405 Method Not Allowed", {}, {})
                             : answer(socket, method, "200 OK", "text/html", "<title>GET only</title>");
        else
            answer(socket, method, "404 Not Found", "text/html", "<title>Not found</title>");
    }

    void answer(QTcpSocket *socket, const QByteArray &method, const QByteArray &status, const QByteArray &type,
        const QByteArray &body, const QByteArray &extra = {})
    {
        --open;
        QByteArray response
            = "HTTP/1.1 " + status + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n" + extra;
        if (!type.isEmpty())
            response += "Content-Type: " + type + "\r\n";
        response += "\r\n";
        if (method != "HEAD")
            response += body;
        socket->write(response);
    }

    void stream(QTcpSocket *socket)
    {
        --open;
        socket->write(
            "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: 1073741824\r\n\r\n");
        const auto more = [this, socket] {
            static const QByteArray chunk(64 * 1024, 'x');
            while (socket->bytesToWrite() < 4 * chunk.size() && streamed < EndlessBytes) {
                socket->write(chunk);
                streamed += chunk.size();
            }
        };
        connect(socket, &QTcpSocket::bytesWritten, this, more);
        more();
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QList<std::pair<QPointer<QTcpSocket>, QByteArray>> m_held;
};

// A port on which nobody listens, and one where a plain TCP server answers TLS with HTTP.
struct BadPorts {
    quint16 refused = 0;
    QTcpServer notTls;

    BadPorts()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost);
        refused = probe.serverPort();
        probe.close();
        notTls.listen(QHostAddress::LocalHost);
        QObject::connect(&notTls, &QTcpServer::newConnection, &notTls, [this] {
            while (QTcpSocket *socket = notTls.nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    socket->readAll();
                    socket->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
                    socket->disconnectFromHost();
                });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    QString refusedUrl() const { return QStringLiteral("http://127.0.0.1:%1/").arg(refused); }
    QString tlsUrl() const { return QStringLiteral("https://127.0.0.1:%1/").arg(notTls.serverPort()); }
};

}  // namespace kurz::test
