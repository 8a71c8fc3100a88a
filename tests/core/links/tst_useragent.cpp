#include "core/links/UserAgent.h"

#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

Q_DECLARE_METATYPE(kurz::OsFamily)
Q_DECLARE_METATYPE(kurz::DeviceType)

class TestUserAgent : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void currentBrowsersAndBots_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<OsFamily>("os");
        QTest::addColumn<DeviceType>("device");
        QTest::addColumn<QString>("browser");
        QTest::addColumn<QString>("shlinkBrowser");

        QTest::newRow("Android Chrome phone")
            << QByteArray("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) "
                          "Chrome/131.0.0.0 Mobile Safari/537.36")
            << OsFamily::Android << DeviceType::Mobile << u"Chrome"_s << u"chrome"_s;
        QTest::newRow("Android Chrome tablet")
            << QByteArray("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) "
                          "Chrome/131.0.0.0 Safari/537.36")
            << OsFamily::Android << DeviceType::Tablet << u"Chrome"_s << u"chrome"_s;
        QTest::newRow("Android Firefox tablet")
            << QByteArray("Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0") << OsFamily::Android
            << DeviceType::Tablet << u"Firefox"_s << u"firefox"_s;
        QTest::newRow("Android Samsung Internet")
            << QByteArray("Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) "
                          "SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36")
            << OsFamily::Android << DeviceType::Mobile << u"Samsung Internet"_s << QString();
        QTest::newRow("Android stock browser")
            << QByteArray("Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebKit/534.30 "
                          "(KHTML, like Gecko) Version/4.0 Mobile Safari/534.30")
            << OsFamily::Android << DeviceType::Mobile << u"Android Browser"_s << u"android_browser"_s;
        QTest::newRow("iPhone Safari") << QByteArray(
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
            "Gecko) Version/18.1 Mobile/15E148 Safari/604.1")
                                       << OsFamily::Ios << DeviceType::Mobile << u"Safari"_s << u"safari"_s;
        QTest::newRow("iPhone Chrome") << QByteArray(
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
            "Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1")
                                       << OsFamily::Ios << DeviceType::Mobile << u"Chrome"_s << u"chrome"_s;
        QTest::newRow("iPad Safari") << QByteArray(
            "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
            "Version/18.1 Mobile/15E148 Safari/604.1")
                                     << OsFamily::Ios << DeviceType::Tablet << u"Safari"_s << u"safari"_s;
        QTest::newRow("Windows Edge") << QByteArray(
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")
                                      << OsFamily::Windows << DeviceType::Desktop << u"Edge"_s << u"edge"_s;
        QTest::newRow("Windows Chrome") << QByteArray(
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/131.0.0.0 Safari/537.36")
                                        << OsFamily::Windows << DeviceType::Desktop << u"Chrome"_s << u"chrome"_s;
        QTest::newRow("Windows Firefox") << QByteArray(
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")
                                         << OsFamily::Windows << DeviceType::Desktop << u"Firefox"_s << u"firefox"_s;
        QTest::newRow("Windows Opera") << QByteArray(
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0")
                                       << OsFamily::Windows << DeviceType::Desktop << u"Opera"_s << u"opera"_s;
        QTest::newRow("macOS Safari") << QByteArray(
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) "
            "Version/18.1 Safari/605.1.15")
                                      << OsFamily::MacOs << DeviceType::Desktop << u"Safari"_s << u"safari"_s;
        QTest::newRow("Linux Firefox") << QByteArray(
            "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")
                                       << OsFamily::Linux << DeviceType::Desktop << u"Firefox"_s << u"firefox"_s;
        QTest::newRow("Ubuntu Firefox") << QByteArray(
            "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")
                                        << OsFamily::Linux << DeviceType::Desktop << u"Firefox"_s << u"firefox"_s;
        QTest::newRow("ChromeOS Chrome") << QByteArray(
            "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/131.0.0.0 Safari/537.36")
                                         << OsFamily::ChromeOs << DeviceType::Desktop << u"Chrome"_s << u"chrome"_s;
        QTest::newRow("Googlebot smartphone")
            << QByteArray("Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like "
                          "Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; "
                          "+http://www.google.com/bot.html)")
            << OsFamily::Android << DeviceType::Bot << u"Chrome"_s << u"chrome"_s;
        QTest::newRow("Bingbot") << QByteArray(
            "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")
                                 << OsFamily::Unknown << DeviceType::Bot << u"Other"_s << QString();
        QTest::newRow("Slack preview") << QByteArray("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)")
                                       << OsFamily::Unknown << DeviceType::Bot << u"Other"_s << QString();
        QTest::newRow("curl") << QByteArray("curl/8.5.0") << OsFamily::Unknown << DeviceType::Unknown << u"curl"_s
                              << QString();
        QTest::newRow("no header") << QByteArray() << OsFamily::Unknown << DeviceType::Unknown << QString()
                                   << QString();
    }
    void currentBrowsersAndBots()
    {
        QFETCH(QByteArray, header);
        QFETCH(OsFamily, os);
        QFETCH(DeviceType, device);
        QFETCH(QString, browser);
        QFETCH(QString, shlinkBrowser);
        const UserAgent agent = UserAgent::parse(header);
        QCOMPARE(UserAgent::osName(agent.os), UserAgent::osName(os));
        QCOMPARE(UserAgent::deviceName(agent.device), UserAgent::deviceName(device));
        QCOMPARE(agent.os, os);
        QCOMPARE(agent.device, device);
        QCOMPARE(agent.browser, browser);
        QCOMPARE(QString(UserAgent::shlinkBrowser(agent.browser)), shlinkBrowser);
        QCOMPARE(agent.bot, device == DeviceType::Bot);
    }

    void completeAgreesWithParse()
    {
        const QByteArray header = "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
                                  "Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
        const UserAgent whole = UserAgent::parse(header);
        const UserAgent completed = UserAgent::complete(header, whole.bot, whole.browser);
        QCOMPARE(completed.os, whole.os);
        QCOMPARE(completed.device, whole.device);
        // A bot flag handed in wins over the device the header names.
        QCOMPARE(UserAgent::complete(header, true, whole.browser).device, DeviceType::Bot);
    }
};

QTEST_GUILESS_MAIN(TestUserAgent)
#include "tst_useragent.moc"
