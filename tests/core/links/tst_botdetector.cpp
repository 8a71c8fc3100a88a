#include "core/links/BotDetector.h"

#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestBotDetector : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void crawlersAndPreviewFetchersAreBots_data()
    {
        QTest::addColumn<QByteArray>("agent");
        QTest::newRow("Googlebot") << QByteArray(
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
        QTest::newRow("Bing") << QByteArray("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)");
        QTest::newRow("Slack") << QByteArray("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)");
        QTest::newRow("Slack images") << QByteArray("Slack-ImgProxy (+https://api.slack.com/robots)");
        QTest::newRow("Discord") << QByteArray("Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)");
        QTest::newRow("Telegram") << QByteArray("TelegramBot (like TwitterBot)");
        QTest::newRow("WhatsApp") << QByteArray("WhatsApp/2.23.20.0");
        QTest::newRow("Facebook") << QByteArray(
            "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)");
        QTest::newRow("X") << QByteArray("Twitterbot/1.0");
        QTest::newRow("LinkedIn") << QByteArray(
            "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)");
        QTest::newRow("Skype") << QByteArray("Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5");
        QTest::newRow("Mastodon") << QByteArray("http.rb/5.1.1 (Mastodon/4.2.1; +https://mastodon.social/)");
        QTest::newRow("Apple") << QByteArray("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 "
                                             "(KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)");
        QTest::newRow("GPTBot") << QByteArray(
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)");
        QTest::newRow("Yandex") << QByteArray("Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)");
    }
    void crawlersAndPreviewFetchersAreBots()
    {
        QFETCH(QByteArray, agent);
        QVERIFY(BotDetector::isBot(agent));
    }

    void peopleAreNotBotsAndGetTheirBrowser_data()
    {
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<QString>("family");
        QTest::newRow("Firefox") << QByteArray("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")
                                 << u"Firefox"_s;
        QTest::newRow("Chrome") << QByteArray("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, "
                                              "like Gecko) Chrome/126.0.0.0 Safari/537.36")
                                << u"Chrome"_s;
        QTest::newRow("Edge") << QByteArray("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like "
                                            "Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87")
                              << u"Edge"_s;
        QTest::newRow("Safari") << QByteArray(
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
            "Version/17.5 Mobile/15E148 Safari/604.1")
                                << u"Safari"_s;
        QTest::newRow("Opera") << QByteArray("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, "
                                             "like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0")
                               << u"Opera"_s;
        QTest::newRow("Cubot phone") << QByteArray("Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 "
                                                   "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36")
                                     << u"Chrome"_s;
        QTest::newRow("curl") << QByteArray("curl/7.88.1") << u"curl"_s;
        QTest::newRow("unknown") << QByteArray("SomethingElse/1.0") << u"Other"_s;
    }
    void peopleAreNotBotsAndGetTheirBrowser()
    {
        QFETCH(QByteArray, agent);
        QFETCH(QString, family);
        QVERIFY(!BotDetector::isBot(agent));
        QCOMPARE(BotDetector::browserFamily(agent), family);
    }

    void noUserAgentIsNoBotAndNoBrowser()
    {
        QVERIFY(!BotDetector::isBot({}));
        QCOMPARE(BotDetector::browserFamily({}), QString());
    }
};

QTEST_GUILESS_MAIN(TestBotDetector)
#include "tst_botdetector.moc"
