// Every row of API.md §1 and §4 over real loopback sockets.
#include "ServerTestSupport.h"
#include "server/ApiHandler.h"
#include "support/HttpTestClient.h"
#include "support/LoadClient.h"

#include <QHttpServerRequest>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QThread>
#include <QtTest>

#include <memory>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

struct Reply {
    int status = 0;
    QByteArray location;
    QByteArray cacheControl;
    QByteArray contentType;
    QByteArray contentLength;
    QByteArray body;
};

class EchoApi : public ApiHandler {
public:
    HttpReply handle(const QHttpServerRequest &request) override
    {
        return HttpReply{
            200, "application/json", "{\"path\":\"" + request.url().path().toUtf8() + "\"}", {{"X-Handler", "echo"}}};
    }
};

}  // namespace

class TestRedirects : public QObject {
    Q_OBJECT

private:
    // One connection kept open between requests, as a browser (and QNetworkAccessManager, used
    // here before: its threads of its own hid ours from ThreadSanitizer in the deep check) keeps
    // it: a request goes to the listener thread that answered the one before.
    std::unique_ptr<QTcpSocket> m_socket;

    Reply get(quint16 port, const QString &path, const QByteArray &accept = {}, const QByteArray &userAgent = {})
    {
        QByteArray headers = "User-Agent: " + (userAgent.isEmpty() ? QByteArray("Mozilla/5.0") : userAgent) + "\r\n";
        if (!accept.isEmpty())
            headers += "Accept: " + accept + "\r\n";
        HttpResult answer;
        // A connection the server has closed meanwhile is opened again, once.
        for (int attempt = 0; attempt < 2 && !answer.complete; ++attempt) {
            if (!m_socket || m_socket->peerPort() != port || m_socket->state() != QAbstractSocket::ConnectedState) {
                m_socket = std::make_unique<QTcpSocket>();
                m_socket->setProxy(QNetworkProxy::NoProxy);
                if (!connectSocket(*m_socket, port))
                    return {};
            }
            answer = exchange(*m_socket, getRequest(path.toUtf8(), headers));
            if (!answer.complete)
                m_socket.reset();
        }
        Reply r;
        r.status = answer.status;
        r.location = answer.header("Location");
        r.cacheControl = answer.header("Cache-Control");
        r.contentType = answer.header("Content-Type");
        r.contentLength = answer.header("Content-Length");
        r.body = answer.body;
        return r;
    }

private Q_SLOTS:
    void liveLinkUsesDefaultStatus()
    {
        ServerFixture f;
        insertLink(f.store, u"demo"_s, u"https://example.org/a"_s);
        QCOMPARE(f.start(), QString());
        const Reply r = get(f.port, u"/demo"_s);
        QCOMPARE(r.status, 302);
        QCOMPARE(r.location, QByteArray("https://example.org/a"));
        QCOMPARE(r.cacheControl, QByteArray("private, no-cache"));
        QCOMPARE(r.contentLength, QByteArray("0"));
        QCOMPARE(r.contentType, QByteArray());  // no application/x-empty
        QVERIFY(r.body.isEmpty());
    }

    void defaultStatusFromSettings()
    {
        ServerFixture f;
        f.settings.set(keys::DefaultRedirectStatus, 307);
        insertLink(f.store, u"demo"_s, u"https://example.org/a"_s);
        QCOMPARE(f.start(), QString());
        QCOMPARE(get(f.port, u"/demo"_s).status, 307);
    }

    void perLinkStatus_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("cacheControl");
        QTest::newRow("301") << 301 << QByteArray("private, max-age=45");
        QTest::newRow("302") << 302 << QByteArray("private, no-cache");
        QTest::newRow("307") << 307 << QByteArray("private, no-cache");
        QTest::newRow("308") << 308 << QByteArray("private, max-age=45");
    }
    void perLinkStatus()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, cacheControl);
        ServerFixture f;
        f.settings.set(keys::PermanentCacheSeconds, 45);
        insertLink(f.store, u"s"_s + QString::number(status), u"https://example.org/"_s,
            [&](Link &l) { l.redirectStatus = status; });
        QCOMPARE(f.start(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        const HttpResult r = exchange(socket, getRequest("/s" + QByteArray::number(status)));
        QCOMPARE(r.status, status);
        QCOMPARE(r.header("Location"), QByteArray("https://example.org/"));
        QCOMPARE(r.header("Cache-Control"), cacheControl);
        QCOMPARE(r.headerCount("Content-Length"), 1);
        QCOMPARE(r.header("Content-Length"), QByteArray("0"));
        QVERIFY(r.body.isEmpty());
    }

    void unknownCodeIs404HtmlOrJson()
    {
        ServerFixture f;
        QCOMPARE(f.start(), QString());
        Reply r = get(f.port, u"/nothing"_s, "text/html,application/xhtml+xml,*/*");
        QCOMPARE(r.status, 404);
        QVERIFY(r.contentType.startsWith("text/html"));
        QVERIFY(r.body.contains("No link named “nothing”"));
        r = get(f.port, u"/nothing"_s, "application/json");
        QCOMPARE(r.status, 404);
        QCOMPARE(r.contentType, QByteArray("application/json"));
        QVERIFY(r.body.contains("\"error\":\"not-found\""));
    }

    void goneSaysWhy_data()
    {
        QTest::addColumn<QString>("why");
        QTest::addColumn<QByteArray>("html");
        QTest::newRow("expired") << u"expired"_s << QByteArray("has expired");
        QTest::newRow("limit-reached") << u"limit-reached"_s << QByteArray("visited as often as its owner allowed");
        QTest::newRow("disabled") << u"disabled"_s << QByteArray("has been disabled");
    }
    void goneSaysWhy()
    {
        QFETCH(QString, why);
        QFETCH(QByteArray, html);
        ServerFixture f;
        insertLink(f.store, u"gone"_s, u"https://example.org/"_s, [&](Link &l) {
            if (why == u"expired")
                l.expiresAt = QDateTime::currentDateTimeUtc().addSecs(-1);
            else if (why == u"limit-reached")
                l.maxVisits = 0;
            else
                l.disabled = true;
        });
        QCOMPARE(f.start(), QString());
        Reply r = get(f.port, u"/gone"_s);
        QCOMPARE(r.status, 410);
        QVERIFY2(r.body.contains(html), r.body.constData());
        r = get(f.port, u"/gone"_s, "application/json, text/html;q=0.5");
        QCOMPARE(r.status, 410);
        QVERIFY(r.body.contains(QByteArray("\"error\":\"" + why.toUtf8() + '"')));
    }

    void expiryPassesWhileCached()
    {
        ServerFixture f;
        insertLink(f.store, u"soon"_s, u"https://example.org/"_s,
            [](Link &l) { l.expiresAt = QDateTime::currentDateTimeUtc().addMSecs(700); });
        QCOMPARE(f.start(), QString());
        QCOMPARE(get(f.port, u"/soon"_s).status, 302);
        QTRY_COMPARE_WITH_TIMEOUT(get(f.port, u"/soon"_s).status, 410, 5000);
    }

    void notYetValidIs404()
    {
        ServerFixture f;
        insertLink(f.store, u"later"_s, u"https://example.org/"_s,
            [](Link &l) { l.validFrom = QDateTime::currentDateTimeUtc().addDays(1); });
        QCOMPARE(f.start(), QString());
        const Reply r = get(f.port, u"/later"_s);
        QCOMPARE(r.status, 404);
        QVERIFY(r.body.contains("No link named"));
    }

    void trailingSlashAndExtraPath()
    {
        ServerFixture f;
        insertLink(f.store, u"exact"_s, u"https://example.org/docs"_s);
        insertLink(f.store, u"more"_s, u"https://example.org/docs?lang=en#top"_s,
            [](Link &l) { l.pathMode = PathMode::Append; });
        insertLink(f.store, u"dir"_s, u"https://example.org/docs/"_s, [](Link &l) { l.pathMode = PathMode::Append; });
        QCOMPARE(f.start(), QString());
        QCOMPARE(get(f.port, u"/exact/"_s).status, 302);
        QCOMPARE(get(f.port, u"/exact/"_s).location, QByteArray("https://example.org/docs"));
        QCOMPARE(get(f.port, u"/exact/more/path"_s).status, 404);
        Reply r = get(f.port, u"/more/a/b"_s);
        QCOMPARE(r.status, 302);
        QCOMPARE(r.location, QByteArray("https://example.org/docs/a/b?lang=en#top"));
        QCOMPARE(get(f.port, u"/dir/x"_s).location, QByteArray("https://example.org/docs/x"));
        QCOMPARE(get(f.port, u"/more/"_s).location, QByteArray("https://example.org/docs?lang=en#top"));
    }

    void queryForwarding()
    {
        ServerFixture f;
        insertLink(f.store, u"fwd"_s, u"https://example.org/p?a=1#frag"_s);
        insertLink(f.store, u"plain"_s, u"https://example.org/p"_s);
        insertLink(f.store, u"nofwd"_s, u"https://example.org/p?a=1"_s, [](Link &l) { l.forwardQuery = false; });
        QCOMPARE(f.start(), QString());
        QCOMPARE(get(f.port, u"/fwd?b=2&c=%20x"_s).location, QByteArray("https://example.org/p?a=1&b=2&c=%20x#frag"));
        QCOMPARE(get(f.port, u"/plain?b=2"_s).location, QByteArray("https://example.org/p?b=2"));
        QCOMPARE(get(f.port, u"/nofwd?b=2"_s).location, QByteArray("https://example.org/p?a=1"));
    }

    void caseSensitivity()
    {
        {
            ServerFixture f;
            insertLink(f.store, u"MixedCase"_s, u"https://example.org/"_s);
            QCOMPARE(f.start(), QString());
            QCOMPARE(get(f.port, u"/MixedCase"_s).status, 302);
            QCOMPARE(get(f.port, u"/mixedcase"_s).status, 404);
        }
        ServerFixture f;
        f.settings.set(keys::CaseInsensitiveCodes, true);
        insertLink(f.store, u"MixedCase"_s, u"https://example.org/"_s);
        QCOMPARE(f.start(), QString());
        QCOMPARE(get(f.port, u"/mixedcase"_s).status, 302);
        QCOMPARE(get(f.port, u"/MIXEDCASE"_s).status, 302);
    }

    void headHasNoBodyAndIsNotCounted()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        const Link link = f.reload(u"demo"_s);
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        HttpResult r = exchange(socket, getRequest("/demo", {}, "HEAD"), true);
        QCOMPARE(r.status, 302);
        QCOMPARE(r.header("Location"), QByteArray("https://example.org/"));
        QVERIFY(r.body.isEmpty());
        // A 404 page announces its length but sends no body either.
        r = exchange(socket, getRequest("/missing", {}, "HEAD"), true);
        QCOMPARE(r.status, 404);
        QVERIFY(r.header("Content-Length").toInt() > 0);
        QVERIFY(!socket.waitForReadyRead(300));  // nothing more arrives
        // The connection is still usable.
        r = exchange(socket, getRequest("/demo"));
        QCOMPARE(r.status, 302);
        f.server->stop();
        QCOMPARE(f.reload(u"demo"_s).hits, 1);
        QCOMPARE(f.scalar(QStringLiteral("SELECT sum(count) FROM visits WHERE link_id = %1").arg(link.id)), 1);
    }

    void fastAndGeneralPathsAnswerAlike()
    {
        ServerFixture f;
        f.settings.set(keys::PermanentCacheSeconds, 45);
        insertLink(f.store, u"perm"_s, u"https://example.org/p?a=1"_s, [](Link &l) { l.redirectStatus = 308; });
        QCOMPARE(f.start(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        QCOMPARE(exchange(socket, getRequest("/perm")).status, 308);  // now cached
        // A simple request of a cached link skips QHttpServer; a Content-Length header sends
        // the same request through it. Both must give the same bytes.
        const auto rawResponse = [&](const QByteArray &request) {
            socket.write(request);
            QByteArray bytes;
            while (!bytes.endsWith("\r\n\r\n") && (socket.bytesAvailable() || socket.waitForReadyRead(3000)))
                bytes += socket.readAll();
            return bytes;
        };
        const QByteArray fast = rawResponse(getRequest("/perm"));
        const QByteArray general = rawResponse(getRequest("/perm", "Content-Length: 0\r\n"));
        QCOMPARE(fast, general);
        QCOMPARE(fast,
            QByteArray("HTTP/1.1 308 Permanent Redirect\r\nLocation: https://example.org/p?a=1\r\n"
                       "Cache-Control: private, max-age=45\r\nContent-Length: 0\r\n\r\n"));
        QCOMPARE(rawResponse(getRequest("/perm", {}, "HEAD")),
            rawResponse(getRequest("/perm", "Content-Length: 0\r\n", "HEAD")));
        // The simple path honours Connection: close too.
        const HttpResult closing = exchange(socket, getRequest("/perm", "Connection: close\r\n"));
        QCOMPARE(closing.status, 308);
        QCOMPARE(closing.header("Connection"), QByteArray("close"));
        QVERIFY(closedByPeer(socket));
        // Both paths count (HEAD never does).
        f.server->stop();
        QCOMPARE(f.reload(u"perm"_s).hits, 4);
    }

    void connectionCloseAndHttp10()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        {
            QTcpSocket socket;
            QVERIFY(connectSocket(socket, f.port));
            const HttpResult r = exchange(socket, getRequest("/demo", "Connection: Close\r\n"));
            QCOMPARE(r.status, 302);
            QCOMPARE(r.header("Connection"), QByteArray("close"));
            QVERIFY(closedByPeer(socket));
        }
        {
            QTcpSocket socket;
            QVERIFY(connectSocket(socket, f.port));
            const HttpResult r = exchange(socket, "GET /demo HTTP/1.0\r\n\r\n");
            QCOMPARE(r.status, 302);
            QVERIFY(closedByPeer(socket));
        }
        {
            QTcpSocket socket;
            QVERIFY(connectSocket(socket, f.port));
            HttpResult r = exchange(socket, "GET /demo HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
            QCOMPARE(r.status, 302);
            QCOMPARE(r.header("Connection"), QByteArray("keep-alive"));
            r = exchange(socket, getRequest("/demo"));
            QCOMPARE(r.status, 302);
            QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
        }
    }

    void idleConnectionsAreClosed()
    {
        ServerFixture f;
        f.settings.set(keys::IdleTimeoutSeconds, 1);
        QCOMPARE(f.start(), QString());
        QTcpSocket idle;
        QVERIFY(connectSocket(idle, f.port));
        QTcpSocket slow;  // sends half a request and stops
        QVERIFY(connectSocket(slow, f.port));
        slow.write("GET /demo HTTP/1.1\r\nHost: x\r\n");
        QVERIFY(idle.waitForDisconnected(10000));
        QVERIFY(closedByPeer(slow));
    }

    void botsCountedApartAndNotTowardLimits()
    {
        ServerFixture f;
        const Link link = insertLink(f.store, u"lim"_s, u"https://example.org/"_s, [](Link &l) { l.maxVisits = 1; });
        QCOMPARE(f.start(), QString());
        const QByteArray slack = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
        const QByteArray firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
        QCOMPARE(get(f.port, u"/lim"_s, {}, slack).status, 302);
        QCOMPARE(get(f.port, u"/lim"_s, {}, slack).status, 302);
        QCOMPARE(get(f.port, u"/lim"_s, {}, firefox).status, 302);
        QCOMPARE(get(f.port, u"/lim"_s, {}, firefox).status, 410);
        QCOMPARE(get(f.port, u"/lim"_s, {}, slack).status, 410);
        f.server->stop();
        const Link after = f.reload(u"lim"_s);
        QCOMPARE(after.hits, 1);
        QCOMPARE(after.botHits, 2);
        QCOMPARE(
            f.scalar(QStringLiteral("SELECT sum(count) FROM visits WHERE bot = 1 AND link_id = %1").arg(link.id)), 2);
    }

    // F15: by default a bot gets a limited link's target without using it up; with
    // server/hideLimitedLinksFromBots it gets a page that does not say where the link leads,
    // as does a HEAD request, and a person still gets the redirect. Unlimited links are as before.
    void f15LimitedLinksCanHideTheirTargetFromBots()
    {
        ServerFixture f;
        f.settings.set(keys::HideLimitedLinksFromBots, true);
        insertLink(f.store, u"once"_s, u"https://example.org/secret-place"_s, [](Link &l) { l.maxVisits = 1; });
        insertLink(f.store, u"free"_s, u"https://example.org/open"_s);
        QCOMPARE(f.start(), QString());
        const QByteArray slack = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
        for (int i = 0; i < 5; ++i) {
            const Reply preview = get(f.port, u"/once"_s, {}, slack);
            QCOMPARE(preview.status, 200);
            QVERIFY(preview.location.isEmpty());
            QVERIFY2(!preview.body.contains("secret-place") && preview.body.contains("limited number of times"),
                preview.body.constData());
        }
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        const HttpResult head = exchange(socket, getRequest("/once", "User-Agent: Mozilla/5.0\r\n", "HEAD"), true);
        QCOMPARE(head.status, 200);
        QVERIFY(head.header("Location").isEmpty());
        QCOMPARE(head.header("X-Robots-Tag"), QByteArray("noindex"));
        QCOMPARE(get(f.port, u"/free"_s, {}, slack).location, QByteArray("https://example.org/open"));
        QCOMPARE(get(f.port, u"/once"_s).location, QByteArray("https://example.org/secret-place"));
        QCOMPARE(get(f.port, u"/once"_s).status, 410);
        f.server->stop();
        QCOMPARE(f.reload(u"once"_s).hits, 1);
        QCOMPARE(f.reload(u"once"_s).botHits, 0);  // a page is no redirect
    }

    void visitsKeepNoPersonalData()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        const HttpResult r = exchange(socket,
            getRequest("/demo",
                "Referer: https://user:secret@News.Example.com:8443/story?id=7\r\n"
                "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 "
                "Safari/537.36\r\n"));
        QCOMPARE(r.status, 302);
        f.server->stop();
        QSqlQuery q(f.temp.db->connection());
        QVERIFY(q.exec(QStringLiteral("SELECT referrer_host, browser, bot FROM visits")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), u"news.example.com"_s);
        QCOMPARE(q.value(1).toString(), u"Chrome"_s);
        QCOMPARE(q.value(2).toInt(), 0);
        QVERIFY(!q.next());
    }

    void homeHealthFaviconAndRobotsAreKurzsOwn()
    {
        ServerFixture f;
        insertLink(f.store, u"public"_s, u"https://example.org/"_s, [](Link &l) { l.crawlable = true; });
        insertLink(f.store, u"private"_s, u"https://example.org/"_s);
        QCOMPARE(f.start(), QString());
        Reply r = get(f.port, u"/"_s);
        QCOMPARE(r.status, 200);
        QVERIFY(r.body.contains("Kurz"));
        r = get(f.port, u"/.health"_s);
        QCOMPARE(r.status, 200);
        QVERIFY(r.body.contains("\"status\":\"pass\""));
        QCOMPARE(get(f.port, u"/favicon.ico"_s).status, 204);
        r = get(f.port, u"/robots.txt"_s);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.body, QByteArray("User-agent: *\nAllow: /public\nDisallow: /\n"));
        QCOMPARE(get(f.port, u"/.well-known/security.txt"_s).status, 404);
        QCOMPARE(get(f.port, u"/rest/v3/short-urls"_s).status, 401);  // the Shlink API, which wants a key
    }

    void homeRedirectsWhereTheSettingSays()
    {
        ServerFixture f;
        f.settings.set(keys::HomeRedirect, u"https://example.org/welcome"_s);
        QCOMPARE(f.start(), QString());
        const Reply r = get(f.port, u"/"_s);
        QCOMPARE(r.status, 302);
        QCOMPARE(r.location, QByteArray("https://example.org/welcome"));
    }

    void apiHandlersGetTheBaseUrlAndAnswerTheirPrefix()
    {
        ServerFixture f;
        f.server = std::make_unique<RedirectServer>(f.temp.db, f.settings);
        QVERIFY(!f.server->addApiHandler(u"/api/"_s, [](const QUrl &) { return std::make_unique<EchoApi>(); }));
        QUrl seen;
        QVERIFY(f.server->addApiHandler(u"/rest/"_s, [&seen](const QUrl &url) {
            seen = url;
            return std::make_unique<EchoApi>();
        }));
        const auto url = f.server->start();
        QVERIFY(url);
        QCOMPARE(seen, *url);
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, quint16(url->port())));
        HttpResult r = exchange(socket, getRequest("/rest/v3/health", {}, "POST"));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.header("X-Handler"), QByteArray("echo"));
        QCOMPARE(r.body, QByteArray("{\"path\":\"/rest/v3/health\"}"));
        r = exchange(socket, getRequest("/rest/v3/health", {}, "HEAD"), true);
        QCOMPARE(r.status, 200);
        QVERIFY(r.body.isEmpty());
        QVERIFY(!socket.waitForReadyRead(200));
    }

    void disallowedNetworkGets403()
    {
        ServerFixture f;
        f.settings.set(keys::AllowedNetworks, u"127.0.0.2/32, 10.0.0.0/8"_s);
        QCOMPARE(f.startWithDemo(), QString());
        const Reply r = get(f.port, u"/demo"_s);
        QCOMPARE(r.status, 403);
        QVERIFY(r.location.isEmpty());
        f.server->stop();
        QCOMPARE(f.reload(u"demo"_s).hits, 0);
    }

    void oversizedRequestsGet413()
    {
        ServerFixture f;
        f.settings.set(keys::MaxHeaderBytes, 2048);
        f.settings.set(keys::MaxBodyBytes, 1000);
        QCOMPARE(f.startWithDemo(), QString());
        {
            QTcpSocket socket;
            QVERIFY(connectSocket(socket, f.port));
            const HttpResult r = exchange(socket, getRequest("/demo", "X-Filler: " + QByteArray(4000, 'x') + "\r\n"));
            QCOMPARE(r.status, 413);
            QVERIFY(closedByPeer(socket));
        }
        {
            QTcpSocket socket;
            QVERIFY(connectSocket(socket, f.port));
            const HttpResult r = exchange(socket, "POST /rest/x HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n");
            QCOMPARE(r.status, 413);
        }
        {
            QTcpSocket socket;  // within the limits, the same connection keeps working
            QVERIFY(connectSocket(socket, f.port));
            QCOMPARE(exchange(socket, getRequest("/demo", "X-Filler: " + QByteArray(1500, 'x') + "\r\n")).status, 302);
            QCOMPARE(exchange(socket, getRequest("/demo")).status, 302);
        }
    }

    void methodsOtherThanGetAndHead()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, f.port));
        const HttpResult r = exchange(socket, getRequest("/demo", "Content-Length: 0\r\n", "POST"));
        QCOMPARE(r.status, 405);
        QCOMPARE(r.header("Allow"), QByteArray("GET, HEAD"));
    }

    void editInThisProcessIsSeenAtOnce()
    {
        ServerFixture f;
        insertLink(f.store, u"demo"_s, u"https://example.org/old"_s);
        QCOMPARE(f.start(), QString());
        QCOMPARE(get(f.port, u"/demo"_s).location, QByteArray("https://example.org/old"));
        // LinkService's notification alone tells the listener: nobody invalidates by hand.
        LinkEdit retarget;
        retarget.target = u"https://example.org/new"_s;
        QVERIFY(f.links.edit(u"demo"_s, retarget));
        // Every listener thread must see it on its very next request (no polling delay).
        for (int i = 0; i < 8; ++i)
            QCOMPARE(get(f.port, u"/demo"_s).location, QByteArray("https://example.org/new"));
        QVERIFY(f.links.setDisabled({u"demo"_s}, true));
        QCOMPARE(get(f.port, u"/demo"_s).status, 410);
        QVERIFY(f.links.remove({u"demo"_s}));
        QCOMPARE(get(f.port, u"/demo"_s).status, 404);
        // A cached "no such code" is forgotten when the code is created.
        CreateRequest again;
        again.url = u"https://example.org/again"_s;
        again.alias = u"demo"_s;
        QVERIFY(f.links.create(again));
        QCOMPARE(get(f.port, u"/demo"_s).location, QByteArray("https://example.org/again"));
    }

    void editByAnotherProcessIsNoticed()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        QCOMPARE(get(f.port, u"/created"_s).status, 404);  // cached as unknown
        QCOMPARE(get(f.port, u"/demo"_s).status, 302);
        // Another process: its own Database object and connection, no invalidate() call.
        auto other = Database::open(f.temp.path());
        QVERIFY(other);
        LinkStore otherStore(*other);
        Link link = *otherStore.get(u"demo"_s);
        link.disabled = true;
        QVERIFY(otherStore.update(link));
        Link created;
        created.code = u"created"_s;
        created.target = u"https://example.org/c"_s;
        QVERIFY(otherStore.insert(created));
        QTRY_COMPARE_WITH_TIMEOUT(get(f.port, u"/demo"_s).status, 410, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(get(f.port, u"/created"_s).status, 302, 5000);
    }

    void linkCreatedByAnotherProcessReplacesACached404()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        QCOMPARE(get(f.port, u"/created"_s).status, 404);  // cached as unknown
        QCOMPARE(get(f.port, u"/demo"_s).status, 302);  // cached as live
        auto other = Database::open(f.temp.path());
        QVERIFY(other);
        LinkStore otherStore(*other);
        Link created;
        created.code = u"created"_s;
        created.target = u"https://example.org/c"_s;
        QVERIFY(otherStore.insert(created));
        QTRY_COMPARE_WITH_TIMEOUT(get(f.port, u"/created"_s).status, 302, 5000);
        QCOMPARE(get(f.port, u"/demo"_s).status, 302);
    }

    // PostgreSQL ends every connection of the listener (as a server restart would): cached
    // links are still answered, their hits wait in memory, and once the listener has opened
    // its connections again every hit is written and it says so.
    void lostServerConnectionsAreOpenedAgainWithoutLosingHits()
    {
        ServerFixture f;
        if (!f.temp.onServer())
            QSKIP("PostgreSQL only (the _pg run)");
        f.settings.set(keys::HitFlushMs, 50);
        QCOMPARE(f.startWithDemo(), QString());
        QSignalSpy reachable(f.server.get(), &RedirectServer::databaseReachable);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(get(f.port, u"/demo"_s).status, 302);
        QTRY_COMPARE_WITH_TIMEOUT(f.reload(u"demo"_s).hits, 5, 5000);
        QVERIFY(
            QSqlQuery(f.temp.db->connection())
                .exec(
                    u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"_s));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(get(f.port, u"/demo"_s).status, 302);  // from the cache
        QTRY_COMPARE_WITH_TIMEOUT(f.reload(u"demo"_s).hits, 10, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(reachable.size() >= 2, 5000);
        QCOMPARE(reachable.first().first().toBool(), false);
        QCOMPARE(reachable.last().first().toBool(), true);
        // A listener thread notices its own lost connection at its next lookup (503), then opens it again.
        QTRY_COMPARE_WITH_TIMEOUT(get(f.port, u"/unknown"_s).status, 404, 5000);
    }

    void hitsFlushedSignalAndRequestCount()
    {
        ServerFixture f;
        f.settings.set(keys::HitFlushMs, 100);
        QCOMPARE(f.startWithDemo(), QString());
        const Link link = f.reload(u"demo"_s);
        QSignalSpy flushed(f.server.get(), &RedirectServer::hitsFlushed);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(get(f.port, u"/demo"_s).status, 302);
        QTRY_VERIFY_WITH_TIMEOUT(!flushed.isEmpty(), 5000);
        QCOMPARE(flushed.first().first().value<QList<qint64>>(), QList<qint64>{link.id});
        QCOMPARE(f.server->requestsServed(), quint64(3));
        QTRY_COMPARE_WITH_TIMEOUT(f.reload(u"demo"_s).hits, 3, 5000);
    }

    void visitLimitHoldsAcrossThreadsFlushesAndReloads()
    {
        ServerFixture f;
        f.settings.set(keys::ServerThreads, 4);
        f.settings.set(keys::HitFlushMs, 50);
        insertLink(f.store, u"lim"_s, u"https://example.org/"_s, [](Link &l) {
            l.maxVisits = 300;
            l.hits = 0;
        });
        QCOMPARE(f.start(), QString());
        // Reloads from the database between flushes must not forget unflushed hits.
        const auto totals = runClients(f.port, "/lim", 16, 50, [&](int) {
            f.temp.db->linkChanges().publish(LinkChange{LinkChange::Kind::Changed, {u"lim"_s}, {}});
        });
        const int redirects = totals.redirects, gone = totals.gone, other = totals.other;
        QCOMPARE(other, 0);
        QCOMPARE(redirects, 300);
        QCOMPARE(gone, 16 * 50 - 300);
        f.server->stop();
        QCOMPARE(f.reload(u"lim"_s).hits, 300);
    }

    void limitAddedLaterCountsUnflushedHits()
    {
        ServerFixture f;
        f.settings.set(keys::HitFlushMs, 60000);  // the first hits stay in memory
        insertLink(f.store, u"later"_s, u"https://example.org/"_s);
        QCOMPARE(f.start(), QString());
        QCOMPARE(runClients(f.port, "/later", 1, 5).redirects, 5);
        LinkEdit limit;
        limit.maxVisits = 7;
        QVERIFY(f.links.edit(u"later"_s, limit));
        const auto totals = runClients(f.port, "/later", 2, 5);
        QCOMPARE(totals.redirects, 2);
        QCOMPARE(totals.gone, 8);
        f.server->stop();
        QCOMPARE(f.reload(u"later"_s).hits, 7);
    }

    void portInUseSaysSo()
    {
        QTcpServer occupant;
        QVERIFY(occupant.listen(QHostAddress::LocalHost, 0));
        ServerFixture f;
        f.settings.set(keys::ListenAddress, QString(u"127.0.0.1:"_s + QString::number(occupant.serverPort())));
        QCOMPARE(f.start(),
            QStringLiteral("Port %1 is in use by another program — choose another port in Settings → Server")
                .arg(occupant.serverPort()));
        QVERIFY(!f.server->isRunning());
    }

    void foreignAddressSaysSo()
    {
        ServerFixture f;
        f.settings.set(keys::ListenAddress, u"192.0.2.1:8080"_s);  // TEST-NET-1: never on this machine
        QVERIFY(f.start().startsWith(u"192.0.2.1 is not an address of this machine"_s));
    }

    void startStopStart()
    {
        ServerFixture f;
        QCOMPARE(f.startWithDemo(), QString());
        QSignalSpy state(f.server.get(), &RedirectServer::stateChanged);
        QVERIFY(f.server->isRunning());
        QCOMPARE(f.server->url().host(), u"127.0.0.1"_s);
        QCOMPARE(get(f.port, u"/demo"_s).status, 302);
        f.server->stop();
        QVERIFY(!f.server->isRunning());
        QCOMPARE(state.size(), 1);
        QCOMPARE(f.reload(u"demo"_s).hits, 1);
        const auto again = f.server->start();
        QVERIFY(again);
        QCOMPARE(get(quint16(again->port()), u"/demo"_s).status, 302);
        f.server->stop();
        QCOMPARE(f.reload(u"demo"_s).hits, 2);
        QCOMPARE(f.server->requestsServed(), quint64(2));
    }
};

QTEST_GUILESS_MAIN(TestRedirects)
#include "tst_redirects.moc"
