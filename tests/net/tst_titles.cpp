#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "core/store/UpkeepStore.h"
#include "net/TargetFetch.h"
#include "net/TitleFiller.h"
#include "net/TitleParser.h"

#include "support/TargetServer.h"
#include "support/TempDatabase.h"

#include <QHostInfo>
#include <QSignalSpy>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// Page titles: fetched in the background from a local server of the test's own, saved
// through LinkService; private and loopback targets only when the setting allows them.
class TestTitles : public QObject {
    Q_OBJECT

    struct Fixture {
        test::TempDatabase temp;
        Settings settings{temp.file(u"kurz.conf"_s)};
        LinkStore store{temp.db};
        LinkService links{store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7)};
        test::TargetServer server;

        explicit Fixture(bool allowPrivate = true)
        {
            settings.set(keys::AllowPrivateTargets, allowPrivate);
            links.setFetchTitles(true);
        }
        void add(const QString &code, const QString &url)
        {
            CreateRequest request;
            request.url = url;
            request.alias = code;
            QVERIFY(links.create(request));
        }
        bool waiting() { return !UpkeepStore(temp.db).awaitingTitle(1).value().isEmpty(); }
        QString title(const QString &code) { return store.get(code)->title; }
    };

private Q_SLOTS:
    void titlesAreReadInThePagesCharset_data()
    {
        QTest::addColumn<QByteArray>("type");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("title");
        QTest::newRow("title") << QByteArray("text/html") << QByteArray("<TITLE lang=en> A  \n b </TITLE>") << u"A b"_s;
        QTest::newRow("og first") << QByteArray("text/html")
                                  << QByteArray("<title>T</title><meta content='OG &amp; co' property='og:title'>")
                                  << u"OG & co"_s;
        QTest::newRow("entities") << QByteArray("text/html") << QByteArray("<title>&lt;a&gt; &#x263A; &#65;</title>")
                                  << u"<a> \u263A A"_s;
        QTest::newRow("header charset") << QByteArray("text/html; charset=iso-8859-1")
                                        << QByteArray("<title>\xe9t\xe9</title>") << u"\u00e9t\u00e9"_s;
        QTest::newRow("meta charset") << QByteArray("text/html")
                                      << QByteArray("<meta http-equiv=\"Content-Type\" content=\"text/html; "
                                                    "charset=koi8-r\"><title>\xf0\xd2\xc9</title>")
                                      << u"\u041f\u0440\u0438"_s;
        QTest::newRow("utf-8 default") << QByteArray() << QByteArray("<title>\xc3\xbc</title>") << u"\u00fc"_s;
        QTest::newRow("not html") << QByteArray("application/pdf") << QByteArray("<title>x</title>") << QString();
        QTest::newRow("none") << QByteArray("text/html") << QByteArray("<p>no title") << QString();
    }
    void titlesAreReadInThePagesCharset()
    {
        QFETCH(QByteArray, type);
        QFETCH(QByteArray, body);
        QFETCH(QString, title);
        QCOMPARE(TitleParser::parse(type, body), title);
    }

    void privateAndLocalAddressesAreTold()
    {
        for (const char *address : {"127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.0.1", "0.0.0.0",
                 "100.64.0.1", "::1", "fe80::1", "fd00::1", "::ffff:192.168.1.1", "::", "224.0.0.1"})
            QVERIFY2(TargetFetch::isPrivate(QHostAddress(QString::fromLatin1(address))), address);
        for (const char *address : {"93.184.216.34", "8.8.8.8", "2606:2800:220:1::1", "172.32.0.1", "198.20.0.1",
                 "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"})
            QVERIFY2(!TargetFetch::isPrivate(QHostAddress(QString::fromLatin1(address))), address);
    }

    // F12: IPv4 inside IPv6 (compatible, translated, NAT64, 6to4, Teredo) and the reserved
    // ranges are judged as the IPv4 address they carry.
    void f12Ipv4InsideIpv6AndReservedRangesArePrivate()
    {
        for (const char *address : {"::127.0.0.1", "::10.0.0.1", "::ffff:0:127.0.0.1", "::ffff:0:192.168.0.1",
                 "64:ff9b::7f00:1", "64:ff9b::a00:1", "64:ff9b:1::c0a8:1", "2002:7f00:1::1",
                 "2002:c0a8:101::", "2001:0:4136:e378:8000:63bf:80ff:fffe" /* Teredo client 127.0.0.1 */, "198.18.0.1",
                 "198.19.255.255", "192.0.0.8", "192.0.2.1", "198.51.100.7", "203.0.113.9", "240.0.0.1",
                 "255.255.255.255", "2001:db8::1"})
            QVERIFY2(TargetFetch::isPrivate(QHostAddress(QString::fromLatin1(address))), address);
    }

    // F12: a target written as IPv4 inside IPv6 is refused before any connection is tried.
    void f12Ipv4InsideIpv6TargetsAreNeverConnected()
    {
        test::TargetServer server;
        const int port = QUrl(server.url({})).port();
        QNetworkAccessManager network;
        for (const QString &host : {u"[::ffff:0:127.0.0.1]"_s, u"[64:ff9b::7f00:1]"_s, u"[::127.0.0.1]"_s,
                 u"[2002:7f00:1::1]"_s, u"198.18.0.1"_s}) {
            auto *fetch = new TargetFetch(network, QUrl(u"http://%1:%2/ok"_s.arg(host).arg(port)), FetchOptions());
            QSignalSpy finished(fetch, &TargetFetch::finished);
            fetch->start();
            QTRY_COMPARE(finished.size(), 1);  // refused at once, before start() returns
            QCOMPARE(finished.first().first().value<FetchResult>().error, u"private"_s);
        }
        QCOMPARE(server.accepted, 0);
    }

    // F12: a name is looked up by the fetch itself and the connection made to an address it
    // checked, with the name in Host; redirects resolve against the name. (localhost from
    // /etc/hosts, allowed here: no name on this machine leads to a public address.)
    void f12TheConnectionGoesToTheCheckedAddressUnderItsName()
    {
        test::TargetServer server;
        const int port = QUrl(server.url({})).port();
        QNetworkAccessManager network;
        FetchOptions options;
        options.allowPrivate = true;
        auto *fetch = new TargetFetch(network, QUrl(u"http://localhost:%1/moved"_s.arg(port)), options);
        QSignalSpy finished(fetch, &TargetFetch::finished);
        fetch->start();
        QVERIFY(finished.wait(10000));
        const auto result = finished.first().first().value<FetchResult>();
        QCOMPARE(result.error, QString());
        QCOMPARE(result.status, 200);
        QCOMPARE(result.url, QUrl(u"http://localhost:%1/ok"_s.arg(port)));
        QCOMPARE(server.requests, (QStringList{u"GET /moved"_s, u"GET /ok"_s}));
        const QByteArray host = "localhost:" + QByteArray::number(port);
        QCOMPARE(server.hosts, (QList<QByteArray>{host, host}));
    }

    void fillsTitlesInTheBackground()
    {
        Fixture f;
        f.add(u"okay"_s, f.server.url(u"/ok"_s));
        f.add(u"ogtitle"_s, f.server.url(u"/og"_s));
        f.add(u"latin1"_s, f.server.url(u"/latin1"_s));
        f.add(u"meta"_s, f.server.url(u"/meta-charset"_s));
        f.add(u"moved"_s, f.server.url(u"/moved"_s));
        f.add(u"plain"_s, f.server.url(u"/plain"_s));
        f.add(u"missing"_s, f.server.url(u"/missing"_s));
        f.add(u"loop"_s, f.server.url(u"/loop"_s));
        CreateRequest given;
        given.url = f.server.url(u"/og"_s);
        given.title = u"Mine"_s;
        QVERIFY(f.links.create(given));

        TitleFiller filler(f.temp.db, f.settings);
        filler.start();
        QTRY_VERIFY_WITH_TIMEOUT(!f.waiting(), 20000);
        QCOMPARE(f.title(u"okay"_s), u"Plain & simple \u2013 caf\u00e9"_s);
        QCOMPARE(f.title(u"ogtitle"_s), u"The article \"x\""_s);
        QCOMPARE(f.title(u"latin1"_s), u"Caf\u00e9 M\u00fcller"_s);
        QCOMPARE(f.title(u"meta"_s), u"\u201cQuoted\u201d"_s);
        QCOMPARE(f.title(u"moved"_s), u"Plain & simple \u2013 caf\u00e9"_s);
        QCOMPARE(f.title(u"plain"_s), QString());
        QCOMPARE(f.title(u"missing"_s), QString());
        QCOMPARE(f.title(u"loop"_s), QString());
        QCOMPARE(f.server.requests.count(u"GET /loop"_s), 6);  // the first and five redirects
        QCOMPARE(f.server.requests.count(u"GET /og"_s), 1);  // the link with a title was not fetched

        // Links made later are fetched too, without another start.
        f.add(u"later"_s, f.server.url(u"/ok"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!f.waiting(), 20000);
        QCOMPARE(f.title(u"later"_s), u"Plain & simple \u2013 caf\u00e9"_s);
    }

    void atMostFourAtATime()
    {
        Fixture f;
        for (int i = 0; i < 10; ++i)
            f.add(u"wait%1"_s.arg(i), f.server.url(u"/wait"_s));
        TitleFiller filler(f.temp.db, f.settings);
        filler.start();
        QTRY_VERIFY_WITH_TIMEOUT(!f.waiting(), 20000);
        QCOMPARE(f.server.requests.size(), 10);
        QVERIFY(f.server.mostOpen <= TitleFiller::AtOnce);
        QCOMPARE(f.title(u"wait9"_s), u"Waited"_s);
    }

    void loopbackIsRefusedUnlessAllowed()
    {
        Fixture f(false);
        f.add(u"lan"_s, f.server.url(u"/ok"_s));
        TitleFiller filler(f.temp.db, f.settings);
        filler.start();
        QTRY_VERIFY_WITH_TIMEOUT(!f.waiting(), 20000);
        QCOMPARE(f.title(u"lan"_s), QString());
        QVERIFY(f.server.requests.isEmpty());

        // A public name that leads to loopback is refused as well.
        QNetworkAccessManager network;
        FetchOptions options;
        auto *fetch
            = new TargetFetch(network, QUrl(u"http://localhost:%1/ok"_s.arg(QUrl(f.server.url({})).port())), options);
        QSignalSpy finished(fetch, &TargetFetch::finished);
        fetch->start();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().value<FetchResult>().error, u"private"_s);
        QVERIFY(f.server.requests.isEmpty());
    }

    // Found by the deep check: a fetch deleted while its host was being looked up (kurz serve
    // stopping) left the slot object for the answer behind in Qt 6.4. Only LeakSanitizer sees it.
    void aFetchGoneBeforeItsHostIsKnownLeavesNothingBehind()
    {
        QNetworkAccessManager network;
        const QString host = u"gone-%1.invalid"_s.arg(QCoreApplication::applicationPid());
        auto *fetch = new TargetFetch(network, QUrl(u"http://"_s + host + u"/"_s), FetchOptions());
        fetch->start();
        delete fetch;
        // A later lookup of the same name is answered after the first one was.
        bool answered = false;
        QHostInfo::lookupHost(host, this, [&answered](const QHostInfo &) { answered = true; });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 30000);
    }

    void theTimeoutEndsTheWait()
    {
        Fixture f;
        f.add(u"slow"_s, f.server.url(u"/slow"_s));
        TitleFiller filler(f.temp.db, f.settings);
        filler.start();
        QTRY_VERIFY_WITH_TIMEOUT(!f.waiting(), 20000);
        QCOMPARE(f.title(u"slow"_s), QString());
    }
};

QTEST_GUILESS_MAIN(TestTitles)
#include "tst_titles.moc"
