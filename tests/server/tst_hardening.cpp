// The listener against clients that misbehave on purpose: unread answers,
// connection floods, malformed and smuggling header blocks, oversized codes and referrers.
#include "ServerTestSupport.h"
#include "support/HttpTestClient.h"

#include "support/Threads.h"

#include "server/ConnectionCounter.h"

#include <QDeadlineTimer>
#include <QSqlQuery>
#include <QTcpServer>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

// Whether the server still answers on `socket`.
bool answers(QTcpSocket &socket)
{
    return exchange(socket, getRequest("/demo")).status == 302;
}

// One request on a connection of its own from 127.0.0.1, as scripts and proxies make them:
// whether a whole answer came back. The client closes after the answer unless the request
// asked the server to.
bool shortConnection(quint16 port, const QByteArray &request)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    const timeval timeout{10, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    bool answered = false;
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0
        && ::send(fd, request.constData(), size_t(request.size()), MSG_NOSIGNAL) == ssize_t(request.size())) {
        QByteArray answer;
        char buffer[4096];
        for (ssize_t n; !answer.contains("\r\n\r\n") && (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;)
            answer.append(buffer, qsizetype(n));
        answered = answer.startsWith("HTTP/1.1 302") && answer.contains("\r\n\r\n");
    }
    ::close(fd);
    return answered;
}

}  // namespace

class TestHardening : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void clientThatNeverReadsIsClosed()
    {
        ServerFixture f;
        f.settings.set(keys::MaxBodyBytes, 64 * 1024 * 1024);  // requests waiting in line are not what closes it
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(socket.bind(QHostAddress::LocalHost, 0));  // the option applies to a socket that exists
        socket.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
        socket.setReadBufferSize(4096);  // Qt stops taking answers off the socket: nobody reads them
        QVERIFY(connectSocket(socket, f.port));
        // Each answer is ~20 times its request: the server's unread output grows fast. A batch
        // is more than one request's headers may be, which a server whose answers pile up
        // unread does not take.
        const QByteArray batch = getRequest("/nope").repeated(600);
        bool closed = false;
        for (int i = 0; i < 500 && !closed; ++i) {
            socket.write(i < 400 ? batch : getRequest("/nope"));  // then one every 100 ms
            socket.waitForBytesWritten(100);
            if (i >= 400)
                QTest::qWait(100);
            closed = socket.state() != QAbstractSocket::ConnectedState;
        }
        QVERIFY2(closed, "a client that never reads its answers is closed before it has sent 240,000 requests");
        // Everybody else is still served.
        QTcpSocket other;
        QVERIFY(connectSocket(other, f.port));
        QVERIFY(answers(other));
    }

    void disallowedPeerIsClosedAfter403()
    {
        ServerFixture f;
        f.settings.set(keys::AllowedNetworks, u"10.0.0.0/8"_s);
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        const HttpResult r = exchange(socket, getRequest("/demo"));
        QCOMPARE(r.status, 403);
        QCOMPARE(r.header("Connection"), QByteArray("close"));
        QVERIFY(closedByPeer(socket));
    }

    // F3: clients outside the allowed networks take no place that allowed clients share.
    // 256 idle connections from four refused addresses, then as many allowed clients at once
    // as the total cap lets in: every one of them is served.
    void f3IdleRefusedClientsLeaveAllowedOnesTheirPlaces()
    {
        ServerFixture f;
        f.settings.set(keys::AllowedNetworks, u"127.0.0.1/32"_s);
        f.settings.set(keys::MaxConnections, 16);
        QCOMPARE(f.startWithDemo(), QString());
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < 256; ++i) {
            idle.push_back(std::make_unique<QTcpSocket>());
            QVERIFY(connectFrom(*idle.back(), QHostAddress(u"127.0.0.%1"_s.arg(10 + i % 4)), f.port));
        }
        std::vector<std::unique_ptr<QTcpSocket>> allowed;
        for (int i = 0; i < 16; ++i) {
            allowed.push_back(std::make_unique<QTcpSocket>());
            QVERIFY(connectFrom(*allowed.back(), QHostAddress(u"127.0.0.1"_s), f.port));
            QVERIFY2(answers(*allowed.back()), qPrintable(u"allowed client %1 of 16 was not served"_s.arg(i + 1)));
        }
    }

    // F3: a refused client is answered 403 as it connects, without sending anything, and closed.
    void f3RefusedClientsAreAnsweredWithoutWaitingForTheirRequest()
    {
        ServerFixture f;
        f.settings.set(keys::AllowedNetworks, u"10.0.0.0/8"_s);
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        QByteArray answer;
        while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(5000))
            answer += socket.readAll();
        answer += socket.readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 403 "), answer.constData());
        QVERIFY(answer.contains("\r\nConnection: close\r\n"));
        QVERIFY(closedByPeer(socket));
    }

    // F3: IPv6 clients are counted by their /64, so that one client cannot pass the cap per
    // address by changing its address; IPv4 clients seen through IPv6 as themselves.
    void f3Ipv6ClientsAreCountedPerSlash64()
    {
        QCOMPARE(ConnectionCounter::countedAs(QHostAddress(u"2001:db8:1:2:aaaa:bbbb:cccc:1"_s)),
            QHostAddress(u"2001:db8:1:2::"_s));
        QCOMPARE(ConnectionCounter::countedAs(QHostAddress(u"::ffff:192.0.2.7"_s)), QHostAddress(u"192.0.2.7"_s));
        QCOMPARE(ConnectionCounter::countedAs(QHostAddress(u"192.0.2.7"_s)), QHostAddress(u"192.0.2.7"_s));
        // Open connections, whose sockets the counter finds open.
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QTcpSocket open[4];
        for (QTcpSocket &socket : open)
            QVERIFY(connectSocket(socket, server.serverPort()));
        const auto fd = [&](int i) { return int(open[i].socketDescriptor()); };
        ConnectionCounter counter;
        QVERIFY(counter.tryAdd(QHostAddress(u"2001:db8::1"_s), fd(0), 100, 2) != 0);
        QVERIFY(counter.tryAdd(QHostAddress(u"2001:db8::2"_s), fd(1), 100, 2) != 0);
        QCOMPARE(counter.tryAdd(QHostAddress(u"2001:db8::ffff:3"_s), fd(2), 100, 2), quint64(0));  // the same /64
        QVERIFY(counter.tryAdd(QHostAddress(u"2001:db8:0:1::1"_s), fd(3), 100, 2) != 0);  // the next /64
        QCOMPARE(counter.count(), 3);
    }

    // Deterministic under load: listener threads admit connections in the order their accept()
    // calls return, not the order the clients connected, so each client is answered (counted)
    // before the next one connects; and the freed place is retried until the server has
    // noticed the close, however long a loaded machine takes for that.
    void connectionCapsPerAddressAndInTotal()
    {
        ServerFixture f;
        f.settings.set(keys::MaxConnectionsPerAddress, 2);
        f.settings.set(keys::MaxConnections, 3);
        QCOMPARE(f.startWithDemo(), QString());
        const QHostAddress one(u"127.0.0.1"_s), two(u"127.0.0.2"_s);
        QTcpSocket a1, a2, a3, b1, b2;
        QVERIFY(connectFrom(a1, one, f.port) && answers(a1));
        QVERIFY(connectFrom(a2, one, f.port) && answers(a2));
        QVERIFY(connectFrom(a3, one, f.port));
        QVERIFY(closedByPeer(a3));  // a third from the same address
        QVERIFY(connectFrom(b1, two, f.port) && answers(b1));
        QVERIFY(connectFrom(b2, two, f.port));
        QVERIFY(closedByPeer(b2));  // a fourth in total
        QVERIFY(answers(a1) && answers(a2) && answers(b1));
        QCOMPARE(exchange(a1, getRequest("/demo", "Connection: close\r\n")).status, 302);
        QVERIFY(closedByPeer(a1));
        // The server frees a1's place once it has handled the close: until then it turns
        // newcomers away, after that it serves them.
        bool served = false;
        for (QDeadlineTimer patience(60000); !served && !patience.hasExpired();) {
            QTcpSocket again;
            served = connectFrom(again, two, f.port) && answers(again);
            if (!served)
                QTest::qWait(20);
        }
        QVERIFY(served);
    }

    // 32 clients that open a connection per request never have more than 32 open: round after
    // round, none of them is refused by a per-address cap of 40, whichever side closes.
    void shortConnectionsFromOneAddressAreNeverRefusedBelowTheCap_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::newRow("client closes") << getRequest("/demo");
        QTest::newRow("server closes") << getRequest("/demo", "Connection: close\r\n");
    }

    void shortConnectionsFromOneAddressAreNeverRefusedBelowTheCap()
    {
        QFETCH(QByteArray, request);
        ServerFixture f;
        f.settings.set(keys::ServerThreads, 1);  // one thread: closes and new connections queue behind each other
        f.settings.set(keys::MaxConnectionsPerAddress, 40);
        QCOMPARE(f.startWithDemo(), QString());
        for (int round = 0; round < 4; ++round) {
            std::atomic<int> refused{0};
            runOnThreads(32, [&](int) {
                for (int i = 0; i < 60; ++i) {
                    if (!shortConnection(f.port, request))
                        refused.fetch_add(1);
                }
            });
            QVERIFY2(refused.load() == 0,
                qPrintable(u"round %1: %2 of 1,920 connections refused"_s.arg(round).arg(refused.load())));
        }
    }

    void headersHaveAShorterDeadlineThanIdling()
    {
        ServerFixture f;
        f.settings.set(keys::HeaderTimeoutSeconds, 1);
        f.settings.set(keys::IdleTimeoutSeconds, 60);
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket silent;  // connects and sends nothing
        QVERIFY(connectSocket(silent, f.port));
        QTcpSocket slow;  // sends half a request and stops
        QVERIFY(connectSocket(slow, f.port));
        slow.write("GET /demo HTTP/1.1\r\nHost: x\r\n");
        QTcpSocket idle;  // a complete request, then keeps the connection
        QVERIFY(connectSocket(idle, f.port));
        QVERIFY(answers(idle));
        QVERIFY(silent.waitForDisconnected(10000));
        QVERIFY(closedByPeer(slow));
        QCOMPARE(idle.state(), QAbstractSocket::ConnectedState);
        QVERIFY(answers(idle));
    }

    void malformedHeaderBlocksGet400AndClose_data()
    {
        QTest::addColumn<QByteArray>("request");
        const QByteArray line = "GET /demo HTTP/1.1\r\nHost: a\r\n";
        QTest::newRow("two Content-Length") << line + "Content-Length: 0\r\nContent-Length: 5\r\n\r\n";
        QTest::newRow("Content-Length not a number") << line + "Content-Length: 5x\r\n\r\n";
        QTest::newRow("Content-Length negative") << line + "Content-Length: -1\r\n\r\n";
        QTest::newRow("Content-Length list") << line + "Content-Length: 0, 0\r\n\r\n";
        QTest::newRow("Content-Length and Transfer-Encoding")
            << line + "Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n";
        QTest::newRow("other transfer coding") << line + "Transfer-Encoding: gzip\r\n\r\n";
        QTest::newRow("space in a name") << line + "Foo Bar: x\r\n\r\n";
        QTest::newRow("space before the colon") << line + "Accept : */*\r\n\r\n";
        QTest::newRow("no colon") << line + "Accept\r\n\r\n";
        QTest::newRow("101 fields") << line + QByteArray("X-A: b\r\n").repeated(100) + "\r\n";
        QTest::newRow("field over 8 KB") << line + "X-A: " + QByteArray(8200, 'b') + "\r\n\r\n";
        QTest::newRow("bare CR") << line + "X-A: b\rc\r\n\r\n";
        QTest::newRow("control character") << line
                + "X-A: b\x01"
                  "c\r\n\r\n";
        QTest::newRow("folded line") << line + "X-A: b\r\n c\r\n\r\n";
        QTest::newRow("two spaces in the request line") << QByteArray("GET  /demo HTTP/1.1\r\nHost: a\r\n\r\n");
        QTest::newRow("no version") << QByteArray("GET /demo\r\nHost: a\r\n\r\n");
        QTest::newRow("unknown version") << QByteArray("GET /demo HTTP/1.2\r\nHost: a\r\n\r\n");
        QTest::newRow("extra word") << QByteArray("GET /demo HTTP/1.1 x\r\nHost: a\r\n\r\n");
        QTest::newRow("control character in the target") << QByteArray("GET /de\x7fmo HTTP/1.1\r\nHost: a\r\n\r\n");
        QTest::newRow("upgrade") << line + "Connection: Upgrade\r\nUpgrade: websocket\r\n\r\n";
        QTest::newRow("connect") << QByteArray("CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n");
        QTest::newRow("HTTP/1.1 without Host") << QByteArray("GET /demo HTTP/1.1\r\n\r\n");
        QTest::newRow("two Hosts") << line + "Host: b\r\n\r\n";
        QTest::newRow("smuggled request in a body")
            << QByteArray("POST /rest/v3/short-urls HTTP/1.1\r\nHost: a\r\nFoo Bar: x\r\n"
                          "Content-Length: 30\r\n\r\nGET /demo HTTP/1.1\r\nHost: a\r\n\r\n");
    }
    void malformedHeaderBlocksGet400AndClose()
    {
        QFETCH(QByteArray, request);
        ServerFixture f;
        f.settings.set(keys::MaxHeaderBytes, 65536);
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        QVERIFY(answers(socket));  // cached: the fast path would take the request if it could
        const HttpResult r = exchange(socket, request);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.header("Connection"), QByteArray("close"));
        QVERIFY(closedByPeer(socket));
        f.server->stop();
        QCOMPARE(f.reload(u"demo"_s).hits, 1);
    }

    void http10WithoutHostIsFine()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        QCOMPARE(exchange(socket, "GET /demo HTTP/1.0\r\n\r\n").status, 302);
    }

    void pipelinedRequestsAreRequestsNotBody()
    {
        ServerFixture f;
        f.settings.set(keys::MaxBodyBytes, 100);
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        // The first request goes through QHttpServer (a body), the others may take the fast path.
        socket.write(getRequest("/demo", "Content-Length: 4\r\n") + "body" + getRequest("/demo").repeated(19)
            + getRequest("/nope"));
        socket.flush();
        QByteArray answers;
        while (answers.count("HTTP/1.1 ") < 21 && socket.waitForReadyRead(5000))
            answers += socket.readAll();
        QCOMPARE(answers.count("HTTP/1.1 302 Found\r\n"), 20);
        QVERIFY(answers.endsWith("</html>\n") && answers.count("HTTP/1.1 404 Not Found\r\n") == 1);
        QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
        f.server->stop();
        QCOMPARE(f.reload(u"demo"_s).hits, 20);
    }

    void http10DecidedPerRequestNotPerPacket()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        QVERIFY(answers(socket));
        socket.write("GET /demo HT");
        socket.flush();
        QTest::qWait(200);
        const HttpResult r = exchange(socket, "TP/1.0\r\n\r\n");
        QCOMPARE(r.status, 302);
        QCOMPARE(r.header("Connection"), QByteArray("close"));
        QVERIFY(closedByPeer(socket));
    }

    void impossibleCodesAreNotLookedUp_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("65 characters") << QString(65, u'a');
        QTest::newRow("a dot") << u"a.b"_s;
    }
    void impossibleCodesAreNotLookedUp()
    {
        // Written straight to the store: no link can have such a code, so the listener
        // answers 404 without asking the database (and without caching the code).
        QFETCH(QString, code);
        ServerFixture f;
        insertLink(f.store, code, u"https://example.org/"_s);
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        QCOMPARE(exchange(socket, getRequest("/" + code.toLatin1())).status, 404);
        QCOMPARE(exchange(socket, getRequest("/" + code.toLatin1() + "/more")).status, 404);
    }

    void referrerHostKeptOnlyWhenValid_data()
    {
        QTest::addColumn<QByteArray>("referer");
        QTest::addColumn<QString>("stored");
        QTest::newRow("name") << QByteArray("https://News.Example.com/a") << u"news.example.com"_s;
        QTest::newRow("IPv4") << QByteArray("http://192.168.1.20:8080/") << u"192.168.1.20"_s;
        QTest::newRow("IPv6") << QByteArray("http://[fe80::1]/") << u"[fe80::1]"_s;
        const QByteArray labels = QByteArray(QByteArray(62, 'a') + '.').repeated(4);
        QTest::newRow("253 characters") << "https://" + labels + "b/" << QString::fromLatin1(labels + "b");
        QTest::newRow("254 characters") << "https://" + labels + "bb/" << QString();
        QTest::newRow("7 KB") << "https://" + QByteArray(7000, 'a') + "/" << QString();
        QTest::newRow("label over 63") << "https://" + QByteArray(64, 'a') + ".example/" << QString();
        QTest::newRow("odd characters") << QByteArray("https://a<b>.example/") << QString();
        QTest::newRow("empty label") << QByteArray("https://a..example/") << QString();
        QTest::newRow("broken IPv6") << QByteArray("http://[fe80::1::2]/") << QString();
    }
    void referrerHostKeptOnlyWhenValid()
    {
        QFETCH(QByteArray, referer);
        QFETCH(QString, stored);
        ServerFixture f;
        f.settings.set(keys::MaxHeaderBytes, 65536);
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        QCOMPARE(exchange(socket, getRequest("/demo", "Referer: " + referer + "\r\n")).status, 302);
        f.server->stop();
        QSqlQuery q(f.temp.db->connection());
        QVERIFY(q.exec(QStringLiteral("SELECT referrer_host FROM visits")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), stored);
    }
};

QTEST_GUILESS_MAIN(TestHardening)
#include "tst_hardening.moc"
