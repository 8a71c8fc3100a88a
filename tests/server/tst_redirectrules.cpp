// Redirect rules (docs/server.md, "Redirect rules"): the Shlink API's GET and POST
// /short-urls/{shortCode}/redirect-rules, and the listener sending each visitor where the
// first matching rule says, over real loopback sockets, on SQLite and PostgreSQL.
#include "ApiTestServer.h"

#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/links/TargetRules.h"

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

const QByteArray AndroidChrome = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                                 "Chrome/131.0.0.0 Mobile Safari/537.36";
const QByteArray IphoneSafari = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
                                "like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const QByteArray WindowsFirefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const QByteArray WindowsEdge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                               "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

QJsonObject condition(const QString &type, const QJsonValue &key, const QJsonValue &value)
{
    return {{u"type"_s, type}, {u"matchKey"_s, key}, {u"matchValue"_s, value}};
}

QJsonObject rule(const QString &url, const QJsonArray &conditions)
{
    return {{u"longUrl"_s, url}, {u"conditions"_s, conditions}};
}

QByteArray body(const QJsonArray &rules)
{
    return QJsonDocument(QJsonObject{{u"redirectRules"_s, rules}}).toJson(QJsonDocument::Compact);
}

}  // namespace

class TestRedirectRules : public QObject {
    Q_OBJECT

    // Where a GET of /code with these headers is sent.
    static QByteArray location(
        ApiTestServer &s, const QString &pathAndQuery, const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        const HttpResult r = s.call("GET", pathAndQuery, {}, headers, false);
        return r.header("Location");
    }

    static void createLink(ApiTestServer &s, const QString &code, const QString &url, bool forwardQuery = true)
    {
        const HttpResult created
            = s.create(QJsonObject{{u"longUrl"_s, url}, {u"customSlug"_s, code}, {u"forwardQuery"_s, forwardQuery}});
        QCOMPARE(created.status, 200);
    }

    static HttpResult setRules(ApiTestServer &s, const QString &code, const QJsonArray &rules)
    {
        return s.call("POST", u"/rest/v3/short-urls/"_s + code + u"/redirect-rules"_s, body(rules));
    }

private Q_SLOTS:
    void apiListsAndReplacesRulesInShlinksShape()
    {
        ApiTestServer s;
        createLink(s, u"app"_s, u"https://example.org/app"_s);
        HttpResult listed = s.call("GET", u"/rest/v3/short-urls/app/redirect-rules"_s);
        QCOMPARE(listed.status, 200);
        QCOMPARE(listed.json(),
            (QJsonObject{{u"defaultLongUrl"_s, u"https://example.org/app"_s}, {u"redirectRules"_s, QJsonArray()}}));
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/app"_s).json()[u"hasRedirectRules"_s].toBool(), false);

        const QJsonArray three{
            rule(u"https://example.com/android-en-us"_s,
                {condition(u"device"_s, QJsonValue(), u"android"_s),
                    condition(u"language"_s, QJsonValue(), u"en-US"_s)}),
            rule(u"https://example.com/fr"_s, {condition(u"language"_s, QJsonValue(), u"fr"_s)}),
            rule(u"https://example.com/query-foo-bar-hello-world"_s,
                {condition(u"query-param"_s, u"foo"_s, u"bar"_s), condition(u"query-param"_s, u"hello"_s, u"world"_s)}),
        };
        const HttpResult set = setRules(s, u"app"_s, three);
        QCOMPARE(set.status, 200);
        const QJsonArray answered = set.json()[u"redirectRules"_s].toArray();
        QCOMPARE(answered.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(answered[i][u"priority"_s].toInt(), i + 1);
            QCOMPARE(answered[i][u"longUrl"_s], three[i][u"longUrl"_s]);
        }
        QCOMPARE(answered[0][u"conditions"_s][1].toObject(), condition(u"language"_s, QJsonValue(), u"en-us"_s));
        QCOMPARE(answered[2][u"conditions"_s][1].toObject(), condition(u"query-param"_s, u"hello"_s, u"world"_s));
        QCOMPARE(set.json()[u"defaultLongUrl"_s].toString(), u"https://example.org/app"_s);
        listed = s.call("GET", u"/rest/v3/short-urls/app/redirect-rules"_s);
        QCOMPARE(listed.json(), set.json());
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/app"_s).json()[u"hasRedirectRules"_s].toBool(), true);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls"_s).json()[u"shortUrls"_s][u"data"_s][0][u"hasRedirectRules"_s],
            QJsonValue(true));

        // POST replaces the whole list, priorities from 1 again.
        const HttpResult replaced
            = setRules(s, u"app"_s, {rule(u"https://example.com/fr"_s, {condition(u"language"_s, {}, u"fr"_s)})});
        QCOMPARE(replaced.status, 200);
        QCOMPARE(replaced.json()[u"redirectRules"_s].toArray().size(), 1);
        QCOMPARE(replaced.json()[u"redirectRules"_s][0][u"priority"_s].toInt(), 1);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/app/redirect-rules"_s).json(), replaced.json());

        // Refused whole: nothing changes.
        const auto refused = [&](const QJsonArray &rules, const QString &words) {
            const HttpResult r = setRules(s, u"app"_s, rules);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.json()[u"type"_s].toString().contains(u"invalid"_s), true);
            QVERIFY2(r.json()[u"detail"_s].toString().contains(words), r.body.constData());
        };
        refused({rule(u"https://example.com/x"_s, {condition(u"device"_s, {}, u"toaster"_s)})}, u"toaster"_s);
        refused({rule(u"https://example.com/x"_s, {condition(u"geolocation-country-code"_s, {}, u"DE"_s)})},
            u"location source"_s);
        refused({rule(u"javascript:alert(1)"_s, {condition(u"device"_s, {}, u"ios"_s)})}, u"Redirect rule 1"_s);
        refused({rule(u"https://example.com/x"_s, {})}, u"no conditions"_s);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/app/redirect-rules"_s).json(), replaced.json());

        QCOMPARE(setRules(s, u"nope"_s, {}).status, 404);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/nope/redirect-rules"_s).status, 404);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/app/redirect-rules"_s, {}, {}, false).status, 401);

        // An empty list clears them.
        QCOMPARE(setRules(s, u"app"_s, {}).json()[u"redirectRules"_s].toArray().size(), 0);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/app"_s).json()[u"hasRedirectRules"_s].toBool(), false);
    }

    // Every condition type, matching and not, through the listener; each request twice: the
    // first loads the link, the second finds it in the resolve cache.
    void everyConditionMatchingAndNot()
    {
        ApiTestServer s([](Settings &settings) { settings.set(keys::TrustedProxies, u"127.0.0.1/32"_s); });
        const QString past = QDateTime::currentDateTimeUtc().addDays(-1).toString(Qt::ISODate);
        const QString future = QDateTime::currentDateTimeUtc().addDays(1).toString(Qt::ISODate);
        struct Case {
            QJsonObject condition;
            QString query;
            QList<QPair<QByteArray, QByteArray>> matching;
            QList<QPair<QByteArray, QByteArray>> other;
            QString otherQuery;
        };
        const QByteArray ua = "User-Agent";
        const QByteArray lang = "Accept-Language";
        const QByteArray xff = "X-Forwarded-For";
        const QList<Case> cases{
            {condition(u"device"_s, {}, u"android"_s), {}, {{ua, AndroidChrome}}, {{ua, IphoneSafari}}, {}},
            {condition(u"device"_s, {}, u"ios"_s), {}, {{ua, IphoneSafari}}, {{ua, WindowsEdge}}, {}},
            {condition(u"device"_s, {}, u"mobile"_s), {}, {{ua, IphoneSafari}}, {{ua, WindowsFirefox}}, {}},
            {condition(u"device"_s, {}, u"desktop"_s), {}, {{ua, WindowsFirefox}}, {{ua, AndroidChrome}}, {}},
            {condition(u"device"_s, {}, u"windows"_s), {}, {{ua, WindowsEdge}}, {{ua, AndroidChrome}}, {}},
            {condition(u"browser"_s, {}, u"firefox"_s), {}, {{ua, WindowsFirefox}}, {{ua, WindowsEdge}}, {}},
            {condition(u"browser"_s, {}, u"edge"_s), {}, {{ua, WindowsEdge}}, {{ua, AndroidChrome}}, {}},
            {condition(u"language"_s, {}, u"de"_s), {}, {{lang, "de-AT,de;q=0.9,en;q=0.8"}}, {{lang, "en-US,de;q=0.5"}},
                {}},
            {condition(u"query-param"_s, u"utm"_s, u"x"_s), u"?utm=x"_s, {}, {}, u"?utm=y"_s},
            {condition(u"any-value-query-param"_s, u"ref"_s, {}), u"?ref=anything"_s, {}, {}, u"?other=1"_s},
            {condition(u"valueless-query-param"_s, {}, u"promo"_s), u"?promo"_s, {}, {}, u"?promo=1"_s},
            {condition(u"ip-address"_s, {}, u"10.1.*.*"_s), {}, {{xff, "10.1.2.3"}}, {{xff, "10.2.2.3"}}, {}},
            {condition(u"ip-address"_s, {}, u"192.168.7.0/24"_s), {}, {{xff, "192.168.7.9"}}, {{xff, "192.168.8.9"}},
                {}},
            {condition(u"before-date"_s, {}, future), {}, {}, {}, {}},
            {condition(u"after-date"_s, {}, past), {}, {}, {}, {}},
        };
        for (qsizetype i = 0; i < cases.size(); ++i) {
            const Case &c = cases[i];
            const QString code = u"rule"_s + QString::number(i);
            createLink(s, code, u"https://example.org/default"_s, false);
            QCOMPARE(setRules(s, code, {rule(u"https://example.org/ruled"_s, {c.condition})}).status, 200);
            for (int round = 0; round < 2; ++round) {
                QVERIFY2(location(s, u"/"_s + code + c.query, c.matching) == "https://example.org/ruled",
                    qPrintable(code + u" matching, round "_s + QString::number(round)));
                const bool dated = c.condition[u"type"_s].toString().endsWith(u"-date"_s);
                if (!dated)
                    QVERIFY2(location(s, u"/"_s + code + c.otherQuery, c.other) == "https://example.org/default",
                        qPrintable(code + u" not matching, round "_s + QString::number(round)));
            }
        }
        // Dates that do not match: a before-date in the past, an after-date to come.
        createLink(s, u"dates"_s, u"https://example.org/default"_s);
        QCOMPARE(setRules(s, u"dates"_s,
                     {rule(u"https://example.org/a"_s, {condition(u"before-date"_s, {}, past)}),
                         rule(u"https://example.org/b"_s, {condition(u"after-date"_s, {}, future)})})
                     .status,
            200);
        QCOMPARE(location(s, u"/dates"_s), QByteArray("https://example.org/default"));
        // HEAD is decided as GET is.
        const HttpResult head = s.call("HEAD", u"/rule0"_s, {}, {{ua, AndroidChrome}}, false);
        QCOMPARE(head.header("Location"), QByteArray("https://example.org/ruled"));
    }

    void firstMatchByPriorityAndQueryForwardingAndPath()
    {
        ApiTestServer s;
        createLink(s, u"app"_s, u"https://example.org/app?from=kurz"_s);
        QCOMPARE(setRules(s, u"app"_s,
                     {rule(u"https://play.example/store?id=42"_s,
                          {condition(u"device"_s, {}, u"android"_s), condition(u"language"_s, {}, u"de"_s)}),
                         rule(u"https://play.example/store?id=1"_s, {condition(u"device"_s, {}, u"android"_s)}),
                         rule(u"https://example.org/campaign"_s, {condition(u"query-param"_s, u"utm"_s, u"x"_s)})})
                     .status,
            200);
        const QByteArray ua = "User-Agent";
        QCOMPARE(location(s, u"/app"_s, {{ua, AndroidChrome}, {"Accept-Language", "de"}}),
            QByteArray("https://play.example/store?id=42"));
        QCOMPARE(location(s, u"/app"_s, {{ua, AndroidChrome}, {"Accept-Language", "fr"}}),
            QByteArray("https://play.example/store?id=1"));
        // The query is forwarded to a rule's URL after its own parameters, as to the link's.
        QCOMPARE(location(s, u"/app?utm=x&a=%20b"_s, {{ua, AndroidChrome}}),
            QByteArray("https://play.example/store?id=1&utm=x&a=%20b"));
        QCOMPARE(location(s, u"/app?utm=x"_s, {{ua, WindowsEdge}}), QByteArray("https://example.org/campaign?utm=x"));
        QCOMPARE(
            location(s, u"/app?utm=y"_s, {{ua, WindowsEdge}}), QByteArray("https://example.org/app?from=kurz&utm=y"));
        QCOMPARE(location(s, u"/app"_s), QByteArray("https://example.org/app?from=kurz"));

        // Path passthrough: the extra path goes onto the rule's URL too.
        const HttpResult edited
            = s.call("PATCH", u"/rest/v3/short-urls/app"_s, QByteArray("{\"forwardQuery\":false}"));
        QCOMPARE(edited.status, 200);
        LinkStore store(s.temp.db);
        LinkService links(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
        LinkEdit append;
        append.pathMode = PathMode::Append;
        QVERIFY(links.edit(u"app"_s, append));
        QTRY_COMPARE_WITH_TIMEOUT(location(s, u"/app/deep/page?utm=x"_s, {{ua, AndroidChrome}}),
            QByteArray("https://play.example/store/deep/page?id=1"), 5000);
        QCOMPARE(
            location(s, u"/app/deep?utm=x"_s, {{ua, WindowsEdge}}), QByteArray("https://example.org/campaign/deep"));
    }

    // Two servers on one database, as two processes (or machines) have: rules set through one
    // are followed by the other within a second.
    void rulesSetThroughOneInstanceReachAnother()
    {
        ApiTestServer s;
        createLink(s, u"shared"_s, u"https://example.org/default"_s);
        Settings otherSettings{s.temp.file(u"other.conf"_s)};
        otherSettings.set(keys::ListenAddress, u"127.0.0.1:0"_s);
        auto opened = Database::open(s.temp.path());
        QVERIFY2(opened, qPrintable(opened.error().message));
        RedirectServer other(*opened, otherSettings);
        const auto url = other.start();
        QVERIFY2(url, qPrintable(url.error().message));
        const QUrl at(url->toString(QUrl::RemovePath) + u"/shared"_s);
        const QList<QPair<QByteArray, QByteArray>> android{{"User-Agent", AndroidChrome}};
        // Cached there with no rules.
        QCOMPARE(send(s.manager, "GET", at, {}, android).header("Location"), QByteArray("https://example.org/default"));
        QCOMPARE(send(s.manager, "GET", at, {}, android).header("Location"), QByteArray("https://example.org/default"));
        QCOMPARE(
            setRules(s, u"shared"_s, {rule(u"https://play.example/app"_s, {condition(u"device"_s, {}, u"android"_s)})})
                .status,
            200);
        QTRY_COMPARE_WITH_TIMEOUT(
            send(s.manager, "GET", at, {}, android).header("Location"), QByteArray("https://play.example/app"), 1000);
        QCOMPARE(setRules(s, u"shared"_s, {}).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(send(s.manager, "GET", at, {}, android).header("Location"),
            QByteArray("https://example.org/default"), 1000);
        other.stop();
    }
};

QTEST_GUILESS_MAIN(TestRedirectRules)
#include "tst_redirectrules.moc"
