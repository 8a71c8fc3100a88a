// Links for one network (docs/server.md, "Links for one network"): clients outside the link's
// networks get exactly what an unknown code gets; with and without trusted proxies, IPv4 and
// IPv6, over real loopback sockets.
#include "ServerTestSupport.h"
#include "support/HttpTestClient.h"

#include "core/links/LinkNetworks.h"
#include "core/links/LinkPassword.h"

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

QString addLan(ServerFixture &f, const QString &networks, const QString &code = u"lan"_s)
{
    CreateRequest request;
    request.url = u"https://intranet.example.org/wiki"_s;
    request.alias = code;
    request.networks = networks;
    const auto created = f.links.create(request);
    return created ? QString() : created.error().message;
}

// The whole answer to `request` on a fresh connection from `from` (an address of 127/8).
QByteArray raw(quint16 port, const QByteArray &request, const QHostAddress &from)
{
    QTcpSocket socket;
    if (!connectFrom(socket, from, port))
        return {};
    socket.write(request);
    socket.flush();
    // Read until the answer is whole by its own account (a HEAD's has no body; otherwise its
    // Content-Length), or until 300 ms pass without more: the connection stays open. The first
    // bytes may take longer: a password check on a loaded machine took more than 300 ms.
    QByteArray all;
    while (socket.waitForReadyRead(all.isEmpty() ? 5000 : 300)) {
        all += socket.readAll();
        const qsizetype headerEnd = all.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            continue;
        if (request.startsWith("HEAD "))
            break;
        const qsizetype at = all.toLower().indexOf("\r\ncontent-length:");
        if (at < 0 || at > headerEnd)
            continue;
        const qsizetype lineEnd = all.indexOf("\r\n", at + 2);
        const qint64 length = all.mid(at + 17, lineEnd - at - 17).trimmed().toLongLong();
        if (all.size() >= headerEnd + 4 + length)
            break;
    }
    return all;
}

QByteArray statusLine(const QByteArray &response)
{
    return response.left(response.indexOf("\r\n"));
}

const QHostAddress Inside(u"127.0.0.2"_s);
const QHostAddress Outside(u"127.0.0.3"_s);

}  // namespace

class TestLinkNetworks : public QObject {
    Q_OBJECT

private slots:
    void parsedAndCanonical()
    {
        QCOMPARE(linknetworks::canonical(u" 192.168.1.7/24 ,fd00::1/8, 10.0.0.1"_s),
            u"192.168.1.0/24, fd00::/8, 10.0.0.1/32"_s);
        QCOMPARE(linknetworks::canonical(u""_s), QString());
        QVERIFY(!linknetworks::parse(u"192.168.1.0/33"_s));
        QVERIFY(!linknetworks::parse(u"intranet"_s));
        QCOMPARE(linknetworks::parse(u"lan"_s).error().field, u"networks"_s);
        const auto lan = *linknetworks::parse(u"192.168.1.0/24, 2001:db8::/32"_s);
        QVERIFY(linknetworks::contains(lan, QHostAddress(u"192.168.1.77"_s)));
        QVERIFY(linknetworks::contains(lan, QHostAddress(u"::ffff:192.168.1.77"_s)));
        QVERIFY(linknetworks::contains(lan, QHostAddress(u"2001:db8:1::9"_s)));
        QVERIFY(!linknetworks::contains(lan, QHostAddress(u"192.168.2.1"_s)));
        QVERIFY(!linknetworks::contains(lan, QHostAddress(u"2001:db9::1"_s)));
        QVERIFY(!linknetworks::contains(lan, QHostAddress()));
        // Stored canonical, refused as the field "networks".
        ServerFixture f;
        QVERIFY(addLan(f, u"127.0.0.2"_s).isEmpty());
        QCOMPARE(f.reload(u"lan"_s).networks, u"127.0.0.2/32"_s);
        LinkEdit bad;
        bad.networks = u"127.0.0.0/99"_s;
        const auto refused = f.links.edit(u"lan"_s, bad);
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, u"networks"_s);
    }

    void outsidersGetTheUnknownCodesAnswer()
    {
        ServerFixture f;
        QVERIFY(addLan(f, u"127.0.0.2/32"_s).isEmpty());
        QVERIFY(addLan(f, u"127.0.0.2/32"_s, u"counted"_s).isEmpty());
        QVERIFY(f.start().isEmpty());
        const QList<QByteArray> requests{getRequest("/lan"), getRequest("/lan", {}, "HEAD"),
            getRequest("/lan/more?x=1"), getRequest("/lan", "Accept: application/json\r\n"),
            QByteArray("POST /lan HTTP/1.1\r\nHost: kurz.test\r\nContent-Length: 11\r\n\r\npassword=x&")};
        QList<QByteArray> hidden;
        for (const QByteArray &request : requests) {
            const QByteArray inside = raw(f.port, request, Inside);
            QVERIFY2(
                statusLine(inside) != "HTTP/1.1 404 Not Found" || request.startsWith("GET /lan/"), inside.constData());
            hidden << raw(f.port, request, Outside);
            QVERIFY(!hidden.last().isEmpty());
            QVERIFY(!hidden.last().contains("intranet"));
        }
        // What the same requests get once no link has the code: the same bytes. (One removal
        // for all of them: each waits for the listener to notice the change.)
        QVERIFY(f.links.remove({u"lan"_s}));
        QTRY_VERIFY_WITH_TIMEOUT(raw(f.port, requests.first(), Inside) == hidden.first(), 5000);
        for (qsizetype i = 0; i < requests.size(); ++i) {
            QCOMPARE(raw(f.port, requests.at(i), Inside), hidden.at(i));
            QCOMPARE(raw(f.port, requests.at(i), Outside), hidden.at(i));
        }
        QVERIFY(addLan(f, u"127.0.0.2/32"_s).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(
            statusLine(raw(f.port, getRequest("/lan"), Inside)), QByteArray("HTTP/1.1 302 Found"), 5000);
        // Loaded and then cached: the rule holds either way, and hidden requests are no visits.
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(statusLine(raw(f.port, getRequest("/counted"), Outside)), QByteArray("HTTP/1.1 404 Not Found"));
            QCOMPARE(statusLine(raw(f.port, getRequest("/counted"), Inside)), QByteArray("HTTP/1.1 302 Found"));
        }
        f.server->stop();
        QCOMPARE(f.reload(u"counted"_s).hits, 2);
    }

    void behindTrustedProxies()
    {
        ServerFixture f;
        f.settings.set(keys::TrustedProxies, u"127.0.0.5/32"_s);
        QVERIFY(addLan(f, u"192.168.1.0/24, 2001:db8::/32"_s).isEmpty());
        QVERIFY(f.start().isEmpty());
        const QHostAddress proxy(u"127.0.0.5"_s);
        const auto status = [&](const QByteArray &forwardedFor, const QHostAddress &from) {
            return statusLine(raw(f.port, getRequest("/lan", "X-Forwarded-For: " + forwardedFor + "\r\n"), from));
        };
        // The trusted proxy's word decides, IPv4 and IPv6.
        QCOMPARE(status("192.168.1.44", proxy), QByteArray("HTTP/1.1 302 Found"));
        QCOMPARE(status("203.0.113.9, 192.168.1.44", proxy), QByteArray("HTTP/1.1 302 Found"));
        QCOMPARE(status("2001:db8:5::1", proxy), QByteArray("HTTP/1.1 302 Found"));
        QCOMPARE(status("192.168.2.44", proxy), QByteArray("HTTP/1.1 404 Not Found"));
        QCOMPARE(status("2001:db9::1", proxy), QByteArray("HTTP/1.1 404 Not Found"));
        QCOMPARE(status("garbage", proxy), QByteArray("HTTP/1.1 404 Not Found"));
        // Anyone else's X-Forwarded-For is no proof: their own address counts.
        QCOMPARE(status("192.168.1.44", Outside), QByteArray("HTTP/1.1 404 Not Found"));
    }

    void withAPasswordToo()
    {
        ServerFixture f;
        CreateRequest request;
        request.url = u"https://intranet.example.org/pay"_s;
        request.alias = u"pay"_s;
        request.networks = u"127.0.0.2"_s;
        request.passwordHash = *linkpassword::hash(u"pw"_s);
        QVERIFY(f.links.create(request));
        QVERIFY(f.start().isEmpty());
        QCOMPARE(statusLine(raw(f.port, getRequest("/pay"), Inside)), QByteArray("HTTP/1.1 200 OK"));
        const QByteArray post = "POST /pay HTTP/1.1\r\nHost: kurz.test\r\nContent-Length: 11\r\n\r\npassword=pw";
        QCOMPARE(statusLine(raw(f.port, post, Inside)), QByteArray("HTTP/1.1 303 See Other"));
        // Outside, neither the form nor a right password reveals the link.
        QCOMPARE(statusLine(raw(f.port, getRequest("/pay"), Outside)), QByteArray("HTTP/1.1 404 Not Found"));
        QCOMPARE(statusLine(raw(f.port, post, Outside)), QByteArray("HTTP/1.1 405 Method Not Allowed"));
    }
};

QTEST_GUILESS_MAIN(TestLinkNetworks)
#include "tst_linknetworks.moc"
