#include "core/links/TargetRules.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

const QByteArray AndroidChrome = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) "
                                 "Chrome/131.0.0.0 Mobile Safari/537.36";
const QByteArray IphoneSafari = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
                                "like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const QByteArray IpadSafari = "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
                              "Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const QByteArray WindowsEdge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                               "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const QByteArray WindowsFirefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const QByteArray MacSafari = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like "
                             "Gecko) Version/18.1 Safari/605.1.15";
const QByteArray LinuxFirefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const QByteArray ChromeOs = "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) "
                            "Chrome/131.0.0.0 Safari/537.36";
const QByteArray Opera = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0";
const QByteArray AndroidStock = "Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) "
                                "AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30";

// JSON written with single quotes, for legibility.
QJsonArray rulesJson(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text).replace('\'', '"')).array();
}

TargetCondition condition(const QString &type, const QString &key, const QString &value)
{
    auto made = TargetCondition::make(type, key, value);
    if (!made)
        qFatal("condition refused: %s", qPrintable(made.error().message));
    return *made;
}

}  // namespace

class TestTargetRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void deviceAndBrowser_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<bool>("expected");
        QTest::newRow("no agent") << u"device"_s << u"android"_s << QByteArray() << false;
        QTest::newRow("unknown agent") << u"device"_s << u"android"_s << QByteArray("unknown") << false;
        QTest::newRow("android on android") << u"device"_s << u"android"_s << AndroidChrome << true;
        QTest::newRow("android on iphone") << u"device"_s << u"android"_s << IphoneSafari << false;
        QTest::newRow("ios on iphone") << u"device"_s << u"ios"_s << IphoneSafari << true;
        QTest::newRow("ios on ipad") << u"device"_s << u"ios"_s << IpadSafari << true;
        QTest::newRow("ios on mac") << u"device"_s << u"ios"_s << MacSafari << false;
        QTest::newRow("mobile on android") << u"device"_s << u"mobile"_s << AndroidChrome << true;
        QTest::newRow("mobile on ipad") << u"device"_s << u"mobile"_s << IpadSafari << true;
        QTest::newRow("mobile on windows") << u"device"_s << u"mobile"_s << WindowsEdge << false;
        QTest::newRow("windows on windows") << u"device"_s << u"windows"_s << WindowsEdge << true;
        QTest::newRow("windows on linux") << u"device"_s << u"windows"_s << LinuxFirefox << false;
        QTest::newRow("macos on mac") << u"device"_s << u"macos"_s << MacSafari << true;
        QTest::newRow("macos on iphone") << u"device"_s << u"macos"_s << IphoneSafari << false;
        QTest::newRow("linux on linux") << u"device"_s << u"linux"_s << LinuxFirefox << true;
        QTest::newRow("linux on android") << u"device"_s << u"linux"_s << AndroidChrome << false;
        QTest::newRow("linux on chromeos") << u"device"_s << u"linux"_s << ChromeOs << false;
        QTest::newRow("chromeos on chromeos") << u"device"_s << u"chromeos"_s << ChromeOs << true;
        QTest::newRow("desktop on chromeos") << u"device"_s << u"desktop"_s << ChromeOs << true;
        QTest::newRow("desktop on mac") << u"device"_s << u"desktop"_s << MacSafari << true;
        QTest::newRow("desktop on windows") << u"device"_s << u"desktop"_s << WindowsFirefox << true;
        QTest::newRow("desktop on iphone") << u"device"_s << u"desktop"_s << IphoneSafari << false;
        QTest::newRow("Device in capitals") << u"device"_s << u"Android"_s << AndroidChrome << true;
        QTest::newRow("chrome on chromeos") << u"browser"_s << u"chrome"_s << ChromeOs << true;
        QTest::newRow("chrome on edge") << u"browser"_s << u"chrome"_s << WindowsEdge << false;
        QTest::newRow("edge on edge") << u"browser"_s << u"edge"_s << WindowsEdge << true;
        QTest::newRow("firefox on firefox") << u"browser"_s << u"firefox"_s << LinuxFirefox << true;
        QTest::newRow("firefox on safari") << u"browser"_s << u"firefox"_s << MacSafari << false;
        QTest::newRow("safari on iphone") << u"browser"_s << u"safari"_s << IphoneSafari << true;
        QTest::newRow("safari on chrome") << u"browser"_s << u"safari"_s << AndroidChrome << false;
        QTest::newRow("opera on opera") << u"browser"_s << u"opera"_s << Opera << true;
        QTest::newRow("android_browser on stock") << u"browser"_s << u"android_browser"_s << AndroidStock << true;
        QTest::newRow("android_browser on chrome") << u"browser"_s << u"android_browser"_s << AndroidChrome << false;
    }
    void deviceAndBrowser()
    {
        QFETCH(QString, type);
        QFETCH(QString, value);
        QFETCH(QByteArray, agent);
        QFETCH(bool, expected);
        Visitor visitor;
        visitor.agent = UserAgent::parse(agent);
        QCOMPARE(targetrules::matches(condition(type, {}, value), visitor), expected);
    }

    void language_data()
    {
        QTest::addColumn<QByteArray>("acceptLanguage");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("expected");
        QTest::newRow("no header") << QByteArray() << u"en"_s << false;
        QTest::newRow("wildcard") << QByteArray("*") << u"en"_s << false;
        QTest::newRow("single") << QByteArray("en") << u"en"_s << true;
        QTest::newRow("one of several") << QByteArray("es, en,fr") << u"en"_s << true;
        QTest::newRow("locale, condition in capitals") << QByteArray("es, en-US,fr") << u"EN"_s << true;
        QTest::newRow("underscore") << QByteArray("es_ES") << u"es-ES"_s << true;
        QTest::newRow("quality too low") << QByteArray("en-US,es-ES;q=0.6") << u"es-ES"_s << false;
        QTest::newRow("quality high enough") << QByteArray("en-US,es-ES;q=0.9") << u"es-ES"_s << true;
        QTest::newRow("casing") << QByteArray("en-UK") << u"en-uk"_s << true;
        QTest::newRow("language of a locale") << QByteArray("en-UK") << u"en"_s << true;
        QTest::newRow("other language") << QByteArray("es-AR") << u"en"_s << false;
        QTest::newRow("country not accepted") << QByteArray("fr") << u"fr-FR"_s << false;
        QTest::newRow("browser header") << QByteArray("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7") << u"de"_s << true;
        QTest::newRow("browser header, low english")
            << QByteArray("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7") << u"en"_s << false;
    }
    void language()
    {
        QFETCH(QByteArray, acceptLanguage);
        QFETCH(QString, value);
        QFETCH(bool, expected);
        Visitor visitor;
        visitor.acceptLanguage = acceptLanguage;
        QCOMPARE(targetrules::matches(condition(u"language"_s, {}, value), visitor), expected);
    }

    void queryParameters_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("query");
        QTest::addColumn<bool>("expected");
        QTest::newRow("value, absent") << u"query-param"_s << u"nop"_s << u"x"_s << QByteArray("foo=bar") << false;
        QTest::newRow("value, other") << u"query-param"_s << u"foo"_s << u"not-bar"_s << QByteArray("foo=bar") << false;
        QTest::newRow("value, equal") << u"query-param"_s << u"foo"_s << u"bar"_s << QByteArray("a=1&foo=bar") << true;
        QTest::newRow("value, encoded") << u"query-param"_s << u"utm source"_s << u"a b/c"_s
                                        << QByteArray("utm+source=a%20b%2Fc") << true;
        QTest::newRow("value, last wins")
            << u"query-param"_s << u"foo"_s << u"bar"_s << QByteArray("foo=bar&foo=baz") << false;
        QTest::newRow("any, absent") << u"any-value-query-param"_s << u"nop"_s << QString() << QByteArray("foo=bar")
                                     << false;
        QTest::newRow("any, empty") << u"any-value-query-param"_s << u"foo"_s << QString() << QByteArray("foo=")
                                    << true;
        QTest::newRow("any, value") << u"any-value-query-param"_s << u"foo"_s << QString()
                                    << QByteArray("foo=something") << true;
        QTest::newRow("any, key in matchValue")
            << u"any-value-query-param"_s << QString() << u"foo"_s << QByteArray("foo=1") << true;
        QTest::newRow("valueless, absent")
            << u"valueless-query-param"_s << u"nop"_s << QString() << QByteArray("foo") << false;
        QTest::newRow("valueless, bare") << u"valueless-query-param"_s << u"foo"_s << QString() << QByteArray("foo")
                                         << true;
        QTest::newRow("valueless, empty")
            << u"valueless-query-param"_s << u"foo"_s << QString() << QByteArray("foo=") << true;
        QTest::newRow("valueless, value")
            << u"valueless-query-param"_s << u"foo"_s << QString() << QByteArray("foo=something") << false;
        QTest::newRow("valueless, key in matchValue")
            << u"valueless-query-param"_s << QString() << u"foo"_s << QByteArray("x=1&foo") << true;
    }
    void queryParameters()
    {
        QFETCH(QString, type);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QByteArray, query);
        QFETCH(bool, expected);
        Visitor visitor;
        visitor.query = query;
        QCOMPARE(targetrules::matches(condition(type, key, value), visitor), expected);
    }

    void ipAddress_data()
    {
        QTest::addColumn<QString>("client");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("expected");
        QTest::newRow("no address") << QString() << u"1.2.3.4"_s << false;
        QTest::newRow("same address") << u"1.2.3.4"_s << u"1.2.3.4"_s << true;
        QTest::newRow("other address") << u"4.3.2.1"_s << u"1.2.3.4"_s << false;
        QTest::newRow("in range") << u"192.168.1.35"_s << u"192.168.1.0/24"_s << true;
        QTest::newRow("outside range") << u"1.2.3.4"_s << u"192.168.1.0/24"_s << false;
        QTest::newRow("wildcard") << u"192.168.1.35"_s << u"192.168.1.*"_s << true;
        QTest::newRow("wildcard end") << u"192.168.1.35"_s << u"192.168.*.*"_s << true;
        QTest::newRow("wildcard middle") << u"192.5.1.35"_s << u"192.*.1.*"_s << true;
        QTest::newRow("wildcard miss") << u"1.2.3.4"_s << u"192.168.*.*"_s << false;
        QTest::newRow("mapped v4") << u"::ffff:192.168.7.7"_s << u"192.168.*.*"_s << true;
        QTest::newRow("v6 range") << u"fd00::1"_s << u"fd00::/8"_s << true;
        QTest::newRow("v6 outside") << u"2001:db8::1"_s << u"fd00::/8"_s << false;
    }
    void ipAddress()
    {
        QFETCH(QString, client);
        QFETCH(QString, pattern);
        QFETCH(bool, expected);
        auto made = TargetCondition::make(u"ip-address"_s, {}, pattern);
        QVERIFY2(made.ok(), qPrintable(made.error().message));
        Visitor visitor;
        visitor.address = QHostAddress(client);
        QCOMPARE(targetrules::matches(*made, visitor), expected);
    }

    void dates()
    {
        const TargetCondition before = condition(u"before-date"_s, {}, u"2026-03-01T10:00:00+01:00"_s);
        const TargetCondition after = condition(u"after-date"_s, {}, u"2026-03-01T09:00:00Z"_s);
        QCOMPARE(before.value, u"2026-03-01T10:00:00+01:00"_s);
        QCOMPARE(after.value, u"2026-03-01T09:00:00+00:00"_s);
        Visitor visitor;
        const qint64 instant = QDateTime::fromString(u"2026-03-01T09:00:00Z"_s, Qt::ISODate).toMSecsSinceEpoch();
        visitor.nowMs = instant - 1;
        QVERIFY(targetrules::matches(before, visitor));
        QVERIFY(!targetrules::matches(after, visitor));
        visitor.nowMs = instant;  // the same instant: neither before nor after
        QVERIFY(!targetrules::matches(before, visitor));
        QVERIFY(!targetrules::matches(after, visitor));
        visitor.nowMs = instant + 1;
        QVERIFY(!targetrules::matches(before, visitor));
        QVERIFY(targetrules::matches(after, visitor));
        // No offset: UTC.
        QCOMPARE(condition(u"after-date"_s, {}, u"2026-03-01T09:00:00"_s).dateMs, instant);
    }

    void refusedConditions_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("unknown type") << u"moon-phase"_s << QString() << u"full"_s;
        QTest::newRow("country") << u"geolocation-country-code"_s << QString() << u"DE"_s;
        QTest::newRow("city") << u"geolocation-city-name"_s << QString() << u"Berlin"_s;
        QTest::newRow("device") << u"device"_s << QString() << u"toaster"_s;
        QTest::newRow("browser") << u"browser"_s << QString() << u"netscape"_s;
        QTest::newRow("language") << u"language"_s << QString() << u""_s;
        QTest::newRow("query without key") << u"query-param"_s << QString() << u"x"_s;
        QTest::newRow("query without value") << u"query-param"_s << u"x"_s << QString();
        QTest::newRow("valueless without key") << u"valueless-query-param"_s << QString() << QString();
        QTest::newRow("address") << u"ip-address"_s << QString() << u"300.1.2.3"_s;
        QTest::newRow("two ranges") << u"ip-address"_s << QString() << u"10.0.0.0/8, 11.0.0.0/8"_s;
        QTest::newRow("three parts") << u"ip-address"_s << QString() << u"10.0.*"_s;
        QTest::newRow("wildcard part") << u"ip-address"_s << QString() << u"10.0.*.1x"_s;
        QTest::newRow("date") << u"before-date"_s << QString() << u"next tuesday"_s;
    }
    void refusedConditions()
    {
        QFETCH(QString, type);
        QFETCH(QString, key);
        QFETCH(QString, value);
        const auto made = TargetCondition::make(type, key, value);
        QVERIFY(!made);
        QCOMPARE(made.error().kind, Error::Kind::InvalidInput);
        QCOMPARE(made.error().reason, reasons::FieldInvalid);
        QVERIFY(!made.error().message.isEmpty());
        if (type.startsWith("geolocation"_L1))
            QVERIFY(made.error().message.contains(u"location source"_s));
    }

    void firstMatchingRuleByPriorityWins()
    {
        const auto rules
            = targetrules::fromJson(rulesJson("["
                                              "{'longUrl': 'https://example.com/android-de', 'conditions': ["
                                              "{'type': 'device', 'matchKey': null, 'matchValue': 'android'},"
                                              "{'type': 'language', 'matchKey': null, 'matchValue': 'de'}]},"
                                              "{'longUrl': 'https://example.com/android', 'conditions': ["
                                              "{'type': 'device', 'matchKey': null, 'matchValue': 'android'}]},"
                                              "{'longUrl': 'https://example.com/campaign', 'conditions': ["
                                              "{'type': 'query-param', 'matchKey': 'utm', 'matchValue': 'x'}]}"
                                              "]"));
        QVERIFY(rules.ok());
        QCOMPARE(rules->size(), 3);
        Visitor visitor;
        visitor.agent = UserAgent::parse(AndroidChrome);
        visitor.acceptLanguage = "de-AT,de;q=0.9";
        visitor.query = "utm=x";
        auto choice = targetrules::choose(*rules, u"https://example.com/"_s, visitor);
        QCOMPARE(choice.rule, 0);
        QCOMPARE(choice.url, u"https://example.com/android-de"_s);
        QVERIFY(choice.why.contains(u"device is android"_s));
        visitor.acceptLanguage = "en";
        QCOMPARE(targetrules::choose(*rules, u"https://example.com/"_s, visitor).url, u"https://example.com/android"_s);
        visitor.agent = UserAgent::parse(WindowsEdge);
        QCOMPARE(
            targetrules::choose(*rules, u"https://example.com/"_s, visitor).url, u"https://example.com/campaign"_s);
        visitor.query = "utm=y";
        choice = targetrules::choose(*rules, u"https://example.com/"_s, visitor);
        QCOMPARE(choice.rule, -1);
        QCOMPARE(choice.url, u"https://example.com/"_s);
        QVERIFY(!targetrules::needsUserAgent({rules->at(2)}));
        QVERIFY(targetrules::needsUserAgent(*rules));
    }

    void textRoundTripAndShlinkShape()
    {
        const auto rules = targetrules::fromJson(
            rulesJson("["
                      "{'longUrl': 'https://example.com/a', 'conditions': ["
                      "{'type': 'valueless-query-param', 'matchKey': null, 'matchValue': 'promo'},"
                      "{'type': 'ip-address', 'matchKey': null, 'matchValue': '10.0.*.*'}]},"
                      "{'longUrl': 'https://example.com/b', 'conditions': ["
                      "{'type': 'after-date', 'matchKey': null, 'matchValue': '2026-01-01T00:00:00+00:00'}]}"
                      "]"));
        QVERIFY(rules.ok());
        const QString text = targetrules::toText(*rules);
        const auto back = targetrules::fromText(text);
        QVERIFY(back.ok());
        QCOMPARE(*back, *rules);
        const QJsonArray shown = targetrules::toJson(*rules);
        QCOMPARE(shown.at(0)[u"priority"_s].toInt(), 1);
        QCOMPARE(shown.at(1)[u"priority"_s].toInt(), 2);
        const QJsonObject valueless = shown.at(0)[u"conditions"_s][0].toObject();
        QCOMPARE(valueless[u"matchKey"_s].toString(), u"promo"_s);  // moved to where it belongs
        QVERIFY(valueless[u"matchValue"_s].isNull());
        QCOMPARE(targetrules::toText({}), QString());
        QVERIFY(targetrules::fromText(QString())->isEmpty());
        QVERIFY(!targetrules::fromText(u"{not json"_s));
    }

    void refusedRules()
    {
        const auto noConditions
            = targetrules::fromJson(rulesJson("[{'longUrl': 'https://example.com/a', 'conditions': []}]"));
        QVERIFY(!noConditions);
        const auto noUrl
            = targetrules::fromJson(rulesJson("[{'conditions': [{'type': 'device', 'matchValue': 'ios'}]}]"));
        QVERIFY(!noUrl);
        QJsonArray many;
        for (int i = 0; i <= targetrules::MaxRules; ++i)
            many.append(QJsonObject{{u"longUrl"_s, u"https://example.com/"_s},
                {u"conditions"_s, QJsonArray{QJsonObject{{u"type"_s, u"device"_s}, {u"matchValue"_s, u"ios"_s}}}}});
        QVERIFY(!targetrules::fromJson(many));
    }
};

QTEST_GUILESS_MAIN(TestTargetRules)
#include "tst_targetrules.moc"
