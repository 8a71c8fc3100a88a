#include "server/SimpleRequest.h"

#include <QTest>

using namespace kurz;

class TestSimpleRequest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aPlainGetIsTakenApart()
    {
        const QByteArray bytes = "GET /Ab_9-x/ HTTP/1.1\r\nHost: s.example\r\nUser-Agent: Mozilla/5.0 (X11)\r\n"
                                 "referer:  https://news.example/a \r\nConnection: Keep-Alive, Close\r\n\r\n";
        const auto r = SimpleRequest::parse(bytes);
        QVERIFY(r);
        QVERIFY(!r->head);
        QCOMPARE(r->code, QByteArrayView("Ab_9-x"));
        QCOMPARE(r->userAgent, QByteArrayView("Mozilla/5.0 (X11)"));
        QCOMPARE(r->referer, QByteArrayView("https://news.example/a"));
        QVERIFY(r->close);
        const auto head = SimpleRequest::parse("HEAD /abc HTTP/1.1\r\nhost: a\r\n\r\n");
        QVERIFY(head && head->head && !head->close);
        QCOMPARE(head->code, QByteArrayView("abc"));
    }

    void anythingElseIsLeftToQHttpServer_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("home") << QByteArray("GET / HTTP/1.1\r\n\r\n");
        QTest::newRow("query") << QByteArray("GET /abc?x=1 HTTP/1.1\r\n\r\n");
        QTest::newRow("extra path") << QByteArray("GET /abc/def HTTP/1.1\r\n\r\n");
        QTest::newRow("percent") << QByteArray("GET /a%62c HTTP/1.1\r\n\r\n");
        QTest::newRow("internal dot") << QByteArray("GET /.health HTTP/1.1\r\n\r\n");
        QTest::newRow("robots") << QByteArray("GET /robots.txt HTTP/1.1\r\n\r\n");
        QTest::newRow("rest") << QByteArray("GET /rest HTTP/1.1\r\n\r\n");
        QTest::newRow("rest slash") << QByteArray("GET /rest/ HTTP/1.1\r\n\r\n");
        QTest::newRow("post") << QByteArray("POST /abc HTTP/1.1\r\n\r\n");
        QTest::newRow("http 1.0") << QByteArray("GET /abc HTTP/1.0\r\n\r\n");
        QTest::newRow("absolute form") << QByteArray("GET http://x/abc HTTP/1.1\r\n\r\n");
        QTest::newRow("body") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
        QTest::newRow("chunked") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
        QTest::newRow("expect") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n");
        QTest::newRow("upgrade") << QByteArray(
            "GET /abc HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n");
        QTest::newRow("folded header") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\nUser-Agent: a\r\n b\r\n\r\n");
        QTest::newRow("bad header name") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\nUser Agent: a\r\n\r\n");
        QTest::newRow("control character") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\nUser-Agent: a\x01"
                                                         "b\r\n\r\n");
        QTest::newRow("bare LF") << QByteArray("GET /abc HTTP/1.1\nHost: x\n\n");
        QTest::newRow("two requests") << QByteArray("GET /abc HTTP/1.1\r\n\r\nGET /abc HTTP/1.1\r\n\r\n");
        QTest::newRow("no Host") << QByteArray("GET /abc HTTP/1.1\r\nUser-Agent: a\r\n\r\n");
        QTest::newRow("two Hosts") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n");
        QTest::newRow("101 fields") << "GET /abc HTTP/1.1\r\nHost: x\r\n" + QByteArray("X-A: b\r\n").repeated(100)
                + "\r\n";
        QTest::newRow("field over 8 KB") << "GET /abc HTTP/1.1\r\nHost: x\r\nX-A: " + QByteArray(8200, 'b')
                + "\r\n\r\n";
        QTest::newRow("request line over 8 KB") << "GET /" + QByteArray(8200, 'a') + " HTTP/1.1\r\nHost: x\r\n\r\n";
        QTest::newRow("incomplete") << QByteArray("GET /abc HTTP/1.1\r\nHost: x\r\n");
    }
    void anythingElseIsLeftToQHttpServer()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY(!SimpleRequest::parse(bytes));
    }
};

QTEST_GUILESS_MAIN(TestSimpleRequest)
#include "tst_simplerequest.moc"
