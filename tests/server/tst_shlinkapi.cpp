#include "ApiTestServer.h"
#include "core/util/Version.h"

#include <QTcpSocket>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestShlinkApi : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<ApiTestServer> m_server;
    ApiTestServer &s() { return *m_server; }

    static QString problemType(const HttpResult &r) { return r.json().value(u"type"_s).toString(); }
    QString createCode(const QString &url, const QJsonObject &extra = {})
    {
        QJsonObject fields = extra;
        fields.insert(u"longUrl"_s, url);
        const HttpResult r = s().create(fields);
        if (r.status != 200)
            qWarning() << r.body;
        return r.json().value(u"shortCode"_s).toString();
    }
    QStringList codesOf(const HttpResult &r)
    {
        QStringList codes;
        for (const QJsonValue &v : r.json().value(u"shortUrls"_s).toObject().value(u"data"_s).toArray())
            codes << v.toObject().value(u"shortCode"_s).toString();
        return codes;
    }

private Q_SLOTS:
    void init() { m_server = std::make_unique<ApiTestServer>(); }
    void cleanup() { m_server.reset(); }

    void healthNeedsNoKey()
    {
        for (const QString &path : {u"/rest/health"_s, u"/rest/v3/health"_s, u"/rest/v2/health"_s}) {
            const HttpResult r = s().call("GET", path, {}, {}, false);
            QCOMPARE(r.status, 200);
            QCOMPARE(r.json().value(u"status"_s).toString(), u"pass"_s);
            QCOMPARE(r.json().value(u"version"_s).toString(), kurz::version());
        }
        QCOMPARE(s().call("GET", u"/rest/v3/health"_s, {}, {{"X-Api-Key", "wrong"}}, false).status, 200);
    }

    void everyOtherCallNeedsAKey()
    {
        const HttpResult missing = s().call("GET", u"/rest/v3/short-urls"_s, {}, {}, false);
        QCOMPARE(missing.status, 401);
        QCOMPARE(missing.header("content-type"), QByteArray("application/problem+json"));
        const HttpResult wrong = s().call("GET", u"/rest/v3/tags"_s, {}, {{"X-Api-Key", "not-a-key"}}, false);
        QCOMPARE(wrong.status, 401);
        QCOMPARE(problemType(wrong), u"https://shlink.io/api/error/invalid-api-key"_s);
        QCOMPARE(wrong.json().value(u"status"_s).toInt(), 401);
        QCOMPARE(
            s().call("POST", u"/rest/v3/short-urls"_s, "{\"longUrl\":\"https://example.org\"}", {}, false).status, 401);
        QCOMPARE(s().call("GET", u"/rest/v3/visits"_s, {}, {}, false).status, 401);
        QCOMPARE(s().call("GET", u"/rest/v3/visits"_s).status, 200);
    }

    void revokedKeyStopsWorkingWithinSeconds()
    {
        const QString other = s().newKey(u"other"_s);
        QCOMPARE(s().call("GET", u"/rest/v3/tags"_s, {}, {{"X-Api-Key", other.toUtf8()}}, false).status, 200);
        ApiKeyStore(s().temp.db).revoke(u"other"_s);
        // The key cache believes a valid key for one second.
        QTRY_COMPARE_WITH_TIMEOUT(
            s().call("GET", u"/rest/v3/tags"_s, {}, {{"X-Api-Key", other.toUtf8()}}, false).status, 401, 5000);
        QCOMPARE(s().call("GET", u"/rest/v3/tags"_s).status, 200);
    }

    void createAnswersTheShortUrl()
    {
        const HttpResult r = s().create({{u"longUrl"_s, u"https://example.org/page"_s},
            {u"tags"_s, QJsonArray{u"b"_s, u"a"_s}}, {u"title"_s, u"Page"_s}, {u"maxVisits"_s, 5},
            {u"crawlable"_s, true}, {u"forwardQuery"_s, false}, {u"validUntil"_s, u"2030-01-01T12:00:00+02:00"_s}});
        QCOMPARE(r.status, 200);
        const QJsonObject o = r.json();
        const QString code = o.value(u"shortCode"_s).toString();
        QVERIFY(!code.isEmpty());
        QCOMPARE(o.value(u"shortUrl"_s).toString(), s().url.toString(QUrl::RemovePath) + u'/' + code);
        QCOMPARE(o.value(u"longUrl"_s).toString(), u"https://example.org/page"_s);
        QCOMPARE(o.value(u"tags"_s).toArray(), (QJsonArray{u"a"_s, u"b"_s}));
        QCOMPARE(o.value(u"title"_s).toString(), u"Page"_s);
        QCOMPARE(o.value(u"crawlable"_s).toBool(), true);
        QCOMPARE(o.value(u"forwardQuery"_s).toBool(), false);
        QCOMPARE(o.value(u"hasRedirectRules"_s).toBool(true), false);
        QVERIFY(o.value(u"domain"_s).isNull());
        const QJsonObject meta = o.value(u"meta"_s).toObject();
        QCOMPARE(meta.value(u"maxVisits"_s).toInt(), 5);
        QCOMPARE(meta.value(u"validUntil"_s).toString(), u"2030-01-01T10:00:00+00:00"_s);
        QVERIFY(meta.value(u"validSince"_s).isNull());
        const QDateTime created = QDateTime::fromString(o.value(u"dateCreated"_s).toString(), Qt::ISODate);
        QVERIFY(created.isValid());
        QVERIFY(o.value(u"dateCreated"_s).toString().endsWith(u"+00:00"_s));
        QCOMPARE(o.value(u"visitsSummary"_s).toObject().value(u"total"_s).toInt(-1), 0);

        const HttpResult got = s().call("GET", u"/rest/v3/short-urls/"_s + code);
        QCOMPARE(got.status, 200);
        QCOMPARE(got.json(), o);
        // The link redirects at once.
        const HttpResult hop = send(s().manager, "GET", s().at(u"/"_s + code));
        QCOMPARE(hop.status, 302);
        QCOMPARE(hop.header("location"), QByteArray("https://example.org/page"));
    }

    void createRefusesInvalidData_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("element");
        QTest::newRow("no longUrl") << QByteArray("{\"title\":\"x\"}") << u"longUrl"_s;
        QTest::newRow("ftp") << QByteArray("{\"longUrl\":\"ftp://example.org/x\"}") << u"longUrl"_s;
        QTest::newRow("relative") << QByteArray("{\"longUrl\":\"/just/a/path\"}") << u"longUrl"_s;
        QTest::newRow("user-info") << QByteArray("{\"longUrl\":\"https://me:pw@example.org/\"}") << u"longUrl"_s;
        QTest::newRow("too long") << QByteArray("{\"longUrl\":\"https://example.org/" + QByteArray(2100, 'a') + "\"}")
                                  << u"longUrl"_s;
        QTest::newRow("maxVisits type") << QByteArray("{\"longUrl\":\"https://example.org\",\"maxVisits\":\"many\"}")
                                        << u"maxVisits"_s;
        QTest::newRow("maxVisits zero") << QByteArray("{\"longUrl\":\"https://example.org\",\"maxVisits\":0}")
                                        << u"maxVisits"_s;
        QTest::newRow("bad date") << QByteArray("{\"longUrl\":\"https://example.org\",\"validSince\":\"yesterday\"}")
                                  << u"validSince"_s;
        QTest::newRow("tags type") << QByteArray("{\"longUrl\":\"https://example.org\",\"tags\":\"a,b\"}") << u"tags"_s;
        QTest::newRow("slug chars") << QByteArray("{\"longUrl\":\"https://example.org\",\"customSlug\":\"a b/c\"}")
                                    << u"customSlug"_s;
        QTest::newRow("code length") << QByteArray("{\"longUrl\":\"https://example.org\",\"shortCodeLength\":99}")
                                     << u"shortCodeLength"_s;
        QTest::newRow("not json") << QByteArray("{\"longUrl\": ") << QString();
    }

    void createRefusesInvalidData()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, element);
        const HttpResult r = s().call("POST", u"/rest/v3/short-urls"_s, body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.header("content-type"), QByteArray("application/problem+json"));
        QCOMPARE(problemType(r), u"https://shlink.io/api/error/invalid-data"_s);
        QVERIFY(!r.json().value(u"detail"_s).toString().isEmpty());
        const QJsonArray elements = r.json().value(u"invalidElements"_s).toArray();
        if (element.isEmpty())
            QVERIFY(elements.isEmpty());
        else
            QVERIFY2(elements.contains(element), r.body.constData());
        QCOMPARE(LinkStore(s().temp.db).pages().countAll().value(), 0);
    }

    void createRefusesOwnShortUrls()
    {
        const HttpResult r = s().create({{u"longUrl"_s, QString(s().url.toString(QUrl::RemovePath) + u"/abc"_s)}});
        QCOMPARE(r.status, 400);
        QVERIFY(r.json().value(u"invalidElements"_s).toArray().contains(u"longUrl"_s));
    }

    void customSlugMustBeUnique()
    {
        QCOMPARE(createCode(u"https://example.org/1"_s, {{u"customSlug"_s, u"my-slug"_s}}), u"my-slug"_s);
        const HttpResult r = s().create({{u"longUrl"_s, u"https://example.org/2"_s}, {u"customSlug"_s, u"my-slug"_s}});
        QCOMPARE(r.status, 400);
        QCOMPARE(problemType(r), u"https://shlink.io/api/error/non-unique-slug"_s);
        QCOMPARE(r.json().value(u"customSlug"_s).toString(), u"my-slug"_s);
        // findIfExists with the slug of the same URL answers that link.
        const HttpResult same = s().create(
            {{u"longUrl"_s, u"https://example.org/1"_s}, {u"customSlug"_s, u"my-slug"_s}, {u"findIfExists"_s, true}});
        QCOMPARE(same.status, 200);
        QCOMPARE(same.json().value(u"shortCode"_s).toString(), u"my-slug"_s);
    }

    void findIfExistsReusesTheLink()
    {
        const QString first = createCode(u"https://example.org/same"_s);
        QCOMPARE(createCode(u"https://example.org/same"_s, {{u"findIfExists"_s, true}}), first);
        const QString fresh = createCode(u"https://example.org/same"_s);
        QVERIFY(!fresh.isEmpty());
        QVERIFY(fresh != first);
        QCOMPARE(createCode(u"https://example.org/other"_s, {{u"findIfExists"_s, true}}).isEmpty(), false);
        QCOMPARE(LinkStore(s().temp.db).pages().countAll().value(), 3);
    }

    void shortCodeLengthIsHonoured()
    {
        QCOMPARE(createCode(u"https://example.org/long"_s, {{u"shortCodeLength"_s, 12}}).size(), 12);
    }

    void singleStepShortenAnswersText()
    {
        QUrlQuery query;
        query.addQueryItem(u"apiKey"_s, s().key);
        query.addQueryItem(u"longUrl"_s, u"https://example.org/single"_s);
        query.addQueryItem(u"format"_s, u"txt"_s);
        const HttpResult r
            = s().call("GET", u"/rest/v3/short-urls/shorten?"_s + query.toString(QUrl::FullyEncoded), {}, {}, false);
        QCOMPARE(r.status, 200);
        QVERIFY2(r.body.startsWith(QByteArray(s().url.toString(QUrl::RemovePath).toUtf8() + '/')), r.body.constData());
    }

    void unknownCodeIs404()
    {
        for (const QByteArray &method : {QByteArray("GET"), QByteArray("PATCH"), QByteArray("DELETE")}) {
            const HttpResult r = s().call(
                method, u"/rest/v3/short-urls/nothing"_s, method == "PATCH" ? QByteArray("{}") : QByteArray());
            QCOMPARE(r.status, 404);
            QCOMPARE(problemType(r), u"https://shlink.io/api/error/short-url-not-found"_s);
            QCOMPARE(r.json().value(u"shortCode"_s).toString(), u"nothing"_s);
        }
        QCOMPARE(s().call("GET", u"/rest/v3/short-urls/nothing/visits"_s).status, 404);
        QCOMPARE(s().call("GET", u"/rest/v3/no-such-route"_s).status, 404);
    }

    void patchEditsAndTheRedirectFollows()
    {
        const QString code = createCode(u"https://example.org/before"_s, {{u"maxVisits"_s, 3}, {u"title"_s, u"Old"_s}});
        QCOMPARE(send(s().manager, "HEAD", s().at(u"/"_s + code)).header("location"),
            QByteArray("https://example.org/before"));
        const HttpResult r = s().call("PATCH", u"/rest/v3/short-urls/"_s + code,
            "{\"longUrl\":\"https://example.org/after\",\"title\":\"New\",\"maxVisits\":null,\"tags\":[\"t\"]}");
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"longUrl"_s).toString(), u"https://example.org/after"_s);
        QCOMPARE(r.json().value(u"title"_s).toString(), u"New"_s);
        QVERIFY(r.json().value(u"meta"_s).toObject().value(u"maxVisits"_s).isNull());
        QCOMPARE(r.json().value(u"tags"_s).toArray(), QJsonArray{u"t"_s});
        QCOMPARE(send(s().manager, "HEAD", s().at(u"/"_s + code)).header("location"),
            QByteArray("https://example.org/after"));

        const HttpResult bad
            = s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"longUrl\":\"mailto:x@example.org\"}");
        QCOMPARE(bad.status, 400);
        QVERIFY(bad.json().value(u"invalidElements"_s).toArray().contains(u"longUrl"_s));
        const HttpResult dates = s().call("PATCH", u"/rest/v3/short-urls/"_s + code,
            "{\"validSince\":\"2030-01-02T00:00:00Z\",\"validUntil\":\"2030-01-01T00:00:00Z\"}");
        QCOMPARE(dates.status, 400);
        QVERIFY(dates.json().value(u"invalidElements"_s).toArray().contains(u"validUntil"_s));
    }

    // Kurz's extension: kurzPassword sets (and null or "" removes) a link's password; answers
    // say kurzProtected and never carry the password or its hash.
    void kurzPasswordProtectsTheLink()
    {
        const HttpResult created
            = s().create({{u"longUrl"_s, u"https://example.org/members"_s}, {u"kurzPassword"_s, u"club secret"_s}});
        QCOMPARE(created.status, 200);
        QCOMPARE(created.json().value(u"kurzProtected"_s).toBool(), true);
        QVERIFY(!created.body.contains("club secret"));
        QVERIFY(!created.body.contains("argon2"));
        const QString code = created.json().value(u"shortCode"_s).toString();
        // The link answers its form, not the redirect; Basic auth passes.
        const HttpResult form = send(s().manager, "GET", s().at(u"/"_s + code));
        QCOMPARE(form.status, 200);
        QVERIFY(form.header("location").isEmpty());
        QCOMPARE(send(s().manager, "HEAD", s().at(u"/"_s + code), {},
                     {{"Authorization", "Basic " + QByteArray(":club secret").toBase64()}})
                     .header("location"),
            QByteArray("https://example.org/members"));
        // Lists and single answers say so too.
        const HttpResult one = s().call("GET", u"/rest/v3/short-urls/"_s + code);
        QCOMPARE(one.json().value(u"kurzProtected"_s).toBool(), true);
        QVERIFY(!one.body.contains("argon2"));
        // A client that knows nothing of it edits other fields; the password stays.
        QCOMPARE(s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"title\":\"Members\"}")
                     .json()
                     .value(u"kurzProtected"_s)
                     .toBool(),
            true);
        // Refused: not a string; empty on a create is no password; never in an address.
        const HttpResult bad = s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"kurzPassword\":42}");
        QCOMPARE(bad.status, 400);
        QVERIFY(bad.json().value(u"invalidElements"_s).toArray().contains(u"kurzPassword"_s));
        const HttpResult inAddress = s().call(
            "GET", u"/rest/v3/short-urls/shorten?longUrl=https%3A%2F%2Fexample.org%2Fq&kurzPassword=visible"_s);
        QCOMPARE(inAddress.status, 400);
        QVERIFY(inAddress.json().value(u"invalidElements"_s).toArray().contains(u"kurzPassword"_s));
        // Null removes it, and the link redirects at once.
        const HttpResult removed = s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"kurzPassword\":null}");
        QCOMPARE(removed.status, 200);
        QCOMPARE(removed.json().value(u"kurzProtected"_s).toBool(), false);
        QTRY_COMPARE_WITH_TIMEOUT(send(s().manager, "HEAD", s().at(u"/"_s + code)).header("location"),
            QByteArray("https://example.org/members"), 5000);
        // Set again by PATCH.
        QCOMPARE(s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"kurzPassword\":\"new\"}")
                     .json()
                     .value(u"kurzProtected"_s)
                     .toBool(),
            true);
        QTRY_COMPARE_WITH_TIMEOUT(send(s().manager, "GET", s().at(u"/"_s + code)).status, 200, 5000);
    }

    // Kurz's extension: kurzNetworks limits a link to client networks ([] or null: all).
    void kurzNetworksLimitTheLink()
    {
        const HttpResult created = s().create({{u"longUrl"_s, u"https://intranet.example.org/"_s},
            {u"kurzNetworks"_s, QJsonArray{u"10.9.8.7/8"_s, u"fd00::/8"_s}}});
        QCOMPARE(created.status, 200);
        QCOMPARE(created.json().value(u"kurzNetworks"_s).toArray(), (QJsonArray{u"10.0.0.0/8"_s, u"fd00::/8"_s}));
        const QString code = created.json().value(u"shortCode"_s).toString();
        // This client (127.0.0.1) is in neither: the code does not exist for it.
        QCOMPARE(send(s().manager, "GET", s().at(u"/"_s + code)).status, 404);
        const HttpResult bad
            = s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"kurzNetworks\":[\"not a network\"]}");
        QCOMPARE(bad.status, 400);
        QVERIFY(bad.json().value(u"invalidElements"_s).toArray().contains(u"kurzNetworks"_s));
        const HttpResult lifted = s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"kurzNetworks\":null}");
        QCOMPARE(lifted.status, 200);
        QCOMPARE(lifted.json().value(u"kurzNetworks"_s).toArray(), QJsonArray());
        QTRY_COMPARE_WITH_TIMEOUT(send(s().manager, "GET", s().at(u"/"_s + code)).status, 302, 5000);
        QCOMPARE(
            s().call("PATCH", u"/rest/v3/short-urls/"_s + code, "{\"kurzNetworks\":[\"127.0.0.0/8\"]}").status, 200);
        QCOMPARE(send(s().manager, "GET", s().at(u"/"_s + code)).status, 302);
    }

    // F1: a link has at most MaxTagsPerLink tags (a clear 400 that names `tags`), and
    // a request with tens of thousands of them is refused without leaving any behind.
    void f1TagsPerLinkAreCapped()
    {
        const auto tags = [](int count, int distinct) {
            QJsonArray array;
            for (int i = 0; i < count; ++i)
                array.append(QStringLiteral("t%1").arg(i % distinct));
            return array;
        };
        const auto body
            = [](const QJsonObject &object) { return QJsonDocument(object).toJson(QJsonDocument::Compact); };
        const HttpResult tooMany = s().call("POST", u"/rest/v3/short-urls"_s,
            body({{u"longUrl"_s, u"https://example.org/t"_s},
                {u"tags"_s, tags(MaxTagsPerLink + 1, MaxTagsPerLink + 1)}}));
        QCOMPARE(tooMany.status, 400);
        QVERIFY2(tooMany.json().value(u"invalidElements"_s).toArray().contains(u"tags"_s), tooMany.body.constData());
        QVERIFY(tooMany.json().value(u"detail"_s).toString().contains(QString::number(MaxTagsPerLink)));
        QCOMPARE(LinkStore(s().temp.db).pages().countAll().value(), 0);

        // Duplicates count once: 20,000 copies of the most tags allowed make a link with those.
        const HttpResult repeated = s().call("POST", u"/rest/v3/short-urls"_s,
            body({{u"longUrl"_s, u"https://example.org/t"_s}, {u"tags"_s, tags(20000, MaxTagsPerLink)}}));
        QCOMPARE(repeated.status, 200);
        QCOMPARE(repeated.json().value(u"tags"_s).toArray().size(), MaxTagsPerLink);

        // 60,000 different tags in a PATCH (the review's stall): refused, the link keeps its own.
        const QString code = repeated.json().value(u"shortCode"_s).toString();
        const HttpResult patched
            = s().call("PATCH", u"/rest/v3/short-urls/"_s + code, body({{u"tags"_s, tags(60000, 60000)}}));
        QCOMPARE(patched.status, 400);
        QVERIFY(patched.json().value(u"invalidElements"_s).toArray().contains(u"tags"_s));
        QCOMPARE(LinkStore(s().temp.db).get(code).value().tags.size(), MaxTagsPerLink);
        QCOMPARE(
            s().call("GET", u"/rest/v3/tags"_s).json().value(u"tags"_s).toObject().value(u"data"_s).toArray().size(),
            MaxTagsPerLink);
    }

    void deleteRemovesTheLink()
    {
        const QString code = createCode(u"https://example.org/gone"_s, {{u"tags"_s, QJsonArray{u"only-here"_s}}});
        QCOMPARE(send(s().manager, "HEAD", s().at(u"/"_s + code)).status, 302);
        const HttpResult r = s().call("DELETE", u"/rest/v3/short-urls/"_s + code);
        QCOMPARE(r.status, 204);
        QVERIFY(r.body.isEmpty());
        QCOMPARE(s().call("GET", u"/rest/v3/short-urls/"_s + code).status, 404);
        QCOMPARE(send(s().manager, "HEAD", s().at(u"/"_s + code)).status, 404);
        QVERIFY(!s().call("GET", u"/rest/v3/tags"_s)
                     .json()
                     .value(u"tags"_s)
                     .toObject()
                     .value(u"data"_s)
                     .toArray()
                     .contains(u"only-here"_s));
    }

    void listPaginates()
    {
        for (int i = 0; i < 23; ++i)
            QVERIFY(!createCode(QStringLiteral("https://example.org/p%1").arg(i)).isEmpty());
        const HttpResult first = s().call("GET", u"/rest/v3/short-urls"_s);
        QCOMPARE(first.status, 200);
        QCOMPARE(codesOf(first).size(), 10);  // Shlink's default page size
        const HttpResult r = s().call("GET", u"/rest/v3/short-urls?page=3&itemsPerPage=10"_s);
        const QJsonObject pagination = r.json().value(u"shortUrls"_s).toObject().value(u"pagination"_s).toObject();
        QCOMPARE(pagination.value(u"currentPage"_s).toInt(), 3);
        QCOMPARE(pagination.value(u"pagesCount"_s).toInt(), 3);
        QCOMPARE(pagination.value(u"itemsPerPage"_s).toInt(), 10);
        QCOMPARE(pagination.value(u"itemsInCurrentPage"_s).toInt(), 3);
        QCOMPARE(pagination.value(u"totalItems"_s).toInt(), 23);
        QCOMPARE(codesOf(r).size(), 3);
        QCOMPARE(codesOf(s().call("GET", u"/rest/v3/short-urls?itemsPerPage=-1"_s)).size(), 23);
        QCOMPARE(codesOf(s().call("GET", u"/rest/v3/short-urls?page=9"_s)).size(), 0);
        QCOMPARE(s().call("GET", u"/rest/v3/short-urls?page=x"_s).status, 400);
        // Newest first by default, ties broken by creation order.
        QStringList all = codesOf(s().call("GET", u"/rest/v3/short-urls?itemsPerPage=-1"_s));
        QStringList ascending
            = codesOf(s().call("GET", u"/rest/v3/short-urls?itemsPerPage=-1&orderBy=dateCreated-ASC"_s));
        std::reverse(ascending.begin(), ascending.end());
        QCOMPARE(all, ascending);
    }

    void listOrderByForms()
    {
        for (const QString &slug : {u"bbb"_s, u"aaa"_s, u"ccc"_s})
            createCode(u"https://example.org/"_s + slug, {{u"customSlug"_s, slug}, {u"title"_s, slug.toUpper()}});
        const QStringList up{u"aaa"_s, u"bbb"_s, u"ccc"_s};
        const QStringList down{u"ccc"_s, u"bbb"_s, u"aaa"_s};
        QCOMPARE(codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=shortCode-ASC"_s)), up);
        QCOMPARE(codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=shortCode-DESC"_s)), down);
        QCOMPARE(codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=shortCode"_s)), up);
        QCOMPARE(codesOf(s().call("GET", u"/rest/v2/short-urls?orderBy%5BshortCode%5D=DESC"_s)), down);
        QCOMPARE(codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=title-DESC"_s)), down);
        QCOMPARE(codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=longUrl-ASC"_s)), up);
        for (int i = 0; i < 2; ++i)
            send(s().manager, "GET", s().at(u"/ccc"_s));
        send(s().manager, "GET", s().at(u"/aaa"_s));
        QTRY_COMPARE_WITH_TIMEOUT(codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=visits-DESC"_s)),
            (QStringList{u"ccc"_s, u"aaa"_s, u"bbb"_s}), 5000);
        const HttpResult bad = s().call("GET", u"/rest/v3/short-urls?orderBy=colour-ASC"_s);
        QCOMPARE(bad.status, 400);
        QVERIFY(bad.json().value(u"invalidElements"_s).toArray().contains(u"orderBy"_s));
        QCOMPARE(s().call("GET", u"/rest/v3/short-urls?orderBy=title-SIDEWAYS"_s).status, 400);
    }

    void listFiltersByTagsAndSearch()
    {
        createCode(u"https://example.org/one"_s, {{u"customSlug"_s, u"one"_s}, {u"tags"_s, QJsonArray{u"red"_s}}});
        createCode(u"https://example.org/two"_s,
            {{u"customSlug"_s, u"two"_s}, {u"tags"_s, QJsonArray{u"red"_s, u"blue"_s}},
                {u"title"_s, u"Kangaroo facts"_s}});
        createCode(
            u"https://example.org/three"_s, {{u"customSlug"_s, u"three"_s}, {u"tags"_s, QJsonArray{u"green"_s}}});
        const auto sorted = [this](const QString &query) {
            QStringList codes = codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=shortCode-ASC&"_s + query));
            return codes;
        };
        QCOMPARE(sorted(u"tags%5B%5D=red"_s), (QStringList{u"one"_s, u"two"_s}));
        QCOMPARE(sorted(u"tags%5B%5D=blue&tags%5B%5D=green"_s), (QStringList{u"three"_s, u"two"_s}));
        QCOMPARE(sorted(u"tags%5B%5D=blue&tags%5B%5D=green&tagsMode=any"_s), (QStringList{u"three"_s, u"two"_s}));
        QCOMPARE(sorted(u"tags%5B%5D=red&tags%5B%5D=blue&tagsMode=all"_s), QStringList{u"two"_s});
        QCOMPARE(sorted(u"tags%5B%5D=red&tags%5B%5D=green&tagsMode=all"_s), QStringList());
        QCOMPARE(s().call("GET", u"/rest/v3/short-urls?tagsMode=some"_s).status, 400);
        QCOMPARE(sorted(u"searchTerm=kangaroo"_s), QStringList{u"two"_s});
        QCOMPARE(sorted(u"searchTerm=example.org%2Fthr"_s), QStringList{u"three"_s});
        QCOMPARE(sorted(u"searchTerm=nowhere-to-be-found"_s), QStringList());
        // Kurz's own search words, as the window reads them.
        QCOMPARE(sorted(u"searchTerm=tag%3Ablue%20example"_s), QStringList{u"two"_s});
        QCOMPARE(sorted(u"searchTerm=status%3Alive%20tag%3Agreen"_s), QStringList{u"three"_s});
        const QJsonArray tags
            = s().call("GET", u"/rest/v3/tags"_s).json().value(u"tags"_s).toObject().value(u"data"_s).toArray();
        QCOMPARE(tags, (QJsonArray{u"blue"_s, u"green"_s, u"red"_s}));
        send(s().manager, "GET", s().at(u"/two"_s));
        QTRY_COMPARE_WITH_TIMEOUT(s().call("GET", u"/rest/v3/short-urls/two"_s)
                                      .json()
                                      .value(u"visitsSummary"_s)
                                      .toObject()
                                      .value(u"total"_s)
                                      .toInt(),
            1, 5000);
        const QJsonArray stats
            = s().call("GET", u"/rest/v3/tags/stats"_s).json().value(u"tags"_s).toObject().value(u"data"_s).toArray();
        QCOMPARE(stats.size(), 3);
        const QJsonObject red = stats.at(2).toObject();
        QCOMPARE(red.value(u"tag"_s).toString(), u"red"_s);
        QCOMPARE(red.value(u"shortUrlsCount"_s).toInt(), 2);
        QCOMPARE(red.value(u"visitsSummary"_s).toObject(),
            (QJsonObject{{u"total"_s, 1}, {u"nonBots"_s, 1}, {u"bots"_s, 0}}));
        QCOMPARE(stats.at(1).toObject().value(u"visitsSummary"_s).toObject().value(u"total"_s).toInt(-1), 0);

        // Rename and delete, as the web client's tag page does.
        QCOMPARE(s().call("PUT", u"/rest/v3/tags"_s, "{\"oldName\":\"red\",\"newName\":\"crimson\"}").status, 204);
        QCOMPARE(sorted(u"tags%5B%5D=crimson"_s), (QStringList{u"one"_s, u"two"_s}));
        QCOMPARE(s().call("GET", u"/rest/v3/short-urls/two"_s).json().value(u"tags"_s).toArray(),
            (QJsonArray{u"blue"_s, u"crimson"_s}));
        QCOMPARE(s().call("PUT", u"/rest/v3/tags"_s, "{\"oldName\":\"red\",\"newName\":\"pink\"}").status, 404);
        QCOMPARE(s().call("PUT", u"/rest/v3/tags"_s, "{\"oldName\":\"blue\",\"newName\":\"green\"}").status, 409);
        QCOMPARE(s().call("PUT", u"/rest/v3/tags"_s, "{\"oldName\":\"blue\"}").status, 400);
        QCOMPARE(s().call("DELETE", u"/rest/v3/tags?tags%5B%5D=crimson&tags%5B%5D=green"_s).status, 204);
        QCOMPARE(s().call("GET", u"/rest/v3/tags"_s).json().value(u"tags"_s).toObject().value(u"data"_s).toArray(),
            QJsonArray{u"blue"_s});
        QCOMPARE(sorted(QString()), (QStringList{u"one"_s, u"three"_s, u"two"_s}));
    }

    void listFiltersByDates()
    {
        LinkStore store(s().temp.db);
        for (const auto &[code, date] : {std::pair{u"old"_s, u"2020-01-01T10:00:00Z"_s},
                 std::pair{u"mid"_s, u"2022-06-15T10:00:00Z"_s}, std::pair{u"new"_s, u"2024-12-31T22:00:00Z"_s}}) {
            Link link;
            link.code = code;
            link.target = u"https://example.org/"_s + code;
            link.createdAt = QDateTime::fromString(date, Qt::ISODate);
            QVERIFY(store.insert(link));
        }
        const auto codes = [this](const QString &query) {
            return codesOf(s().call("GET", u"/rest/v3/short-urls?orderBy=dateCreated-ASC&"_s + query));
        };
        QCOMPARE(codes(u"startDate=2021-01-01T00:00:00%2B00:00"_s), (QStringList{u"mid"_s, u"new"_s}));
        QCOMPARE(codes(u"endDate=2022-06-15T12:00:00%2B02:00"_s),
            (QStringList{u"old"_s, u"mid"_s}));  // 10:00 UTC, inclusive
        QCOMPARE(codes(u"startDate=2021-01-01T00:00:00Z&endDate=2023-01-01T00:00:00Z"_s), QStringList{u"mid"_s});
        QCOMPARE(codes(u"startDate=2025-01-01T00:00:00%2B02:00"_s),
            QStringList{u"new"_s});  // 22:00 UTC the day before, inclusive
        Link full;
        full.code = u"full"_s;
        full.target = u"https://example.org/full"_s;
        full.maxVisits = 1;
        full.createdAt = QDateTime::fromString(u"2023-01-01T00:00:00Z"_s, Qt::ISODate);
        QVERIFY(store.insert(full));
        Link past = full;
        past.code = u"past"_s;
        past.maxVisits.reset();
        past.expiresAt = QDateTime::currentDateTimeUtc().addSecs(-60);
        QVERIFY(store.insert(past));
        QCOMPARE(send(s().manager, "GET", s().at(u"/full"_s)).status, 302);
        QTRY_COMPARE_WITH_TIMEOUT(
            codes(u"excludeMaxVisitsReached=true"_s), (QStringList{u"old"_s, u"mid"_s, u"past"_s, u"new"_s}), 5000);
        QCOMPARE(codes(u"excludePastValidUntil=true"_s), (QStringList{u"old"_s, u"mid"_s, u"full"_s, u"new"_s}));
        QCOMPARE(codes(QString()).size(), 5);
        const HttpResult bad = s().call("GET", u"/rest/v3/short-urls?startDate=soon"_s);
        QCOMPARE(bad.status, 400);
        QVERIFY(bad.json().value(u"invalidElements"_s).toArray().contains(u"startDate"_s));
    }

    void visitsAreCountedAndExpanded()
    {
        const QString code = createCode(u"https://example.org/visited"_s);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(
                send(s().manager, "GET", s().at(u"/"_s + code), {}, {{"Referer", "https://news.example.com/item?id=1"}})
                    .status,
                302);
        send(s().manager, "GET", s().at(u"/"_s + code), {},
            {{"User-Agent", "Googlebot/2.1 (+http://www.google.com/bot.html)"}});
        send(s().manager, "HEAD", s().at(u"/"_s + code));  // never counted
        const QString path = u"/rest/v3/short-urls/"_s + code + u"/visits"_s;
        QTRY_COMPARE_WITH_TIMEOUT(
            s().call("GET", path).json().value(u"visits"_s).toObject().value(u"data"_s).toArray().size(), 4, 5000);
        const QJsonObject visits = s().call("GET", path).json().value(u"visits"_s).toObject();
        int bots = 0;
        for (const QJsonValue &v : visits.value(u"data"_s).toArray()) {
            const QJsonObject visit = v.toObject();
            bots += visit.value(u"potentialBot"_s).toBool();
            QVERIFY(QDateTime::fromString(visit.value(u"date"_s).toString(), Qt::ISODate).isValid());
            QVERIFY(visit.contains(u"visitLocation"_s) && visit.value(u"visitLocation"_s).isNull());
            if (!visit.value(u"potentialBot"_s).toBool())
                QCOMPARE(visit.value(u"referer"_s).toString(), u"news.example.com"_s);
            QVERIFY(!visit.value(u"userAgent"_s).toString().contains(u'/'));  // family only
        }
        QCOMPARE(bots, 1);
        QCOMPARE(visits.value(u"pagination"_s).toObject().value(u"totalItems"_s).toInt(), 4);
        QCOMPARE(s().call("GET", path + u"?excludeBots=true"_s)
                     .json()
                     .value(u"visits"_s)
                     .toObject()
                     .value(u"data"_s)
                     .toArray()
                     .size(),
            3);
        const QJsonObject summary
            = s().call("GET", u"/rest/v3/short-urls/"_s + code).json().value(u"visitsSummary"_s).toObject();
        QCOMPARE(summary, (QJsonObject{{u"total"_s, 4}, {u"nonBots"_s, 3}, {u"bots"_s, 1}}));
        const QJsonObject overview = s().call("GET", u"/rest/v3/visits"_s).json().value(u"visits"_s).toObject();
        QCOMPARE(overview.value(u"nonOrphanVisits"_s).toObject(),
            (QJsonObject{{u"total"_s, 4}, {u"nonBots"_s, 3}, {u"bots"_s, 1}}));
        QCOMPARE(overview.value(u"orphanVisits"_s).toObject().value(u"total"_s).toInt(-1), 0);
    }

    void visitPagesCutAggregatedRows()
    {
        const QString code = createCode(u"https://example.org/rows"_s);
        LinkStore store(s().temp.db);
        const qint64 id = store.get(code)->id;
        HitBatch batch;
        batch.counts[id] = {7, 0, 0};
        // 2020-01-01T00:00:00Z: 3 visits in one row; 2021: 4 visits in one row.
        batch.visits[VisitKey{id, 1577836800, false, u"a.example"_s, u"Firefox"_s}] = 3;
        batch.visits[VisitKey{id, 1609459200, false, u"b.example"_s, u"Chrome"_s}] = 4;
        QVERIFY(VisitStore(s().temp.db).applyHits(batch).ok());
        const QString path = u"/rest/v3/short-urls/"_s + code + u"/visits"_s;
        const auto page = [&](const QString &query) {
            QStringList referers;
            for (const QJsonValue &v :
                s().call("GET", path + u'?' + query).json().value(u"visits"_s).toObject().value(u"data"_s).toArray())
                referers << v.toObject().value(u"referer"_s).toString();
            return referers;
        };
        // Newest first: b b b b a a a.
        QCOMPARE(page(u"itemsPerPage=3&page=1"_s), (QStringList{u"b.example"_s, u"b.example"_s, u"b.example"_s}));
        QCOMPARE(page(u"itemsPerPage=3&page=2"_s), (QStringList{u"b.example"_s, u"a.example"_s, u"a.example"_s}));
        QCOMPARE(page(u"itemsPerPage=3&page=3"_s), QStringList{u"a.example"_s});
        QCOMPARE(page(u"itemsPerPage=3&page=4"_s), QStringList());
        QCOMPARE(page(u"endDate=2020-06-01T00:00:00%2B00:00"_s).size(), 3);
        QCOMPARE(page(u"startDate=2020-06-01T00:00:00%2B00:00"_s).size(), 4);
        const QJsonObject pagination = s().call("GET", path + u"?itemsPerPage=3&page=3"_s)
                                           .json()
                                           .value(u"visits"_s)
                                           .toObject()
                                           .value(u"pagination"_s)
                                           .toObject();
        QCOMPARE(pagination.value(u"totalItems"_s).toInt(), 7);
        QCOMPARE(pagination.value(u"pagesCount"_s).toInt(), 3);
        QCOMPARE(pagination.value(u"itemsInCurrentPage"_s).toInt(), 1);
        QCOMPARE(s().call("GET", u"/rest/v3/visits"_s)
                     .json()
                     .value(u"visits"_s)
                     .toObject()
                     .value(u"nonOrphanVisits"_s)
                     .toObject()
                     .value(u"total"_s)
                     .toInt(),
            7);
        // However a page is asked for, it holds at most 5,000 visits.
        HitBatch many;
        many.counts[id] = {12000, 0, 0};
        many.visits[VisitKey{id, 1640995200, false, u"c.example"_s, u"Safari"_s}] = 12000;
        QVERIFY(VisitStore(s().temp.db).applyHits(many).ok());
        const QJsonObject all = s().call("GET", path + u"?itemsPerPage=-1"_s).json().value(u"visits"_s).toObject();
        QCOMPARE(all.value(u"data"_s).toArray().size(), 5000);
        QCOMPARE(all.value(u"pagination"_s).toObject().value(u"pagesCount"_s).toInt(), 3);
        QCOMPARE(all.value(u"pagination"_s).toObject().value(u"totalItems"_s).toInt(), 12007);
        const QJsonArray last = s().call("GET", path + u"?itemsPerPage=5000&page=3"_s)
                                    .json()
                                    .value(u"visits"_s)
                                    .toObject()
                                    .value(u"data"_s)
                                    .toArray();
        QCOMPARE(last.size(), 2007);
        QCOMPARE(last.last().toObject().value(u"referer"_s).toString(), u"a.example"_s);
    }

    void domainsAndOrphanVisits()
    {
        const QJsonArray domains
            = s().call("GET", u"/rest/v3/domains"_s).json().value(u"domains"_s).toObject().value(u"data"_s).toArray();
        QCOMPARE(domains.size(), 1);
        QCOMPARE(domains.first().toObject().value(u"domain"_s).toString(), s().url.authority());
        QVERIFY(domains.first().toObject().value(u"isDefault"_s).toBool());
        const HttpResult orphans = s().call("GET", u"/rest/v3/visits/orphan"_s);
        QCOMPARE(orphans.status, 200);
        QCOMPARE(orphans.json().value(u"visits"_s).toObject().value(u"data"_s).toArray().size(), 0);
        QCOMPARE(s().call("GET", u"/rest/v3/visits/orphan"_s, {}, {}, false).status, 401);
        const HttpResult mercure = s().call("GET", u"/rest/v3/mercure-info"_s);
        QCOMPARE(mercure.status, 501);
        QVERIFY(mercure.json().value(u"type"_s).toString().endsWith(u"/mercure-not-configured"_s));
    }

    void storageFailureIs500WithoutDetails()
    {
        s().dropLinkTables();
        for (const QString &path : {u"/rest/v3/tags"_s, u"/rest/v3/tags/stats"_s, u"/rest/v3/short-urls"_s,
                 u"/rest/v3/short-urls/abc"_s, u"/rest/v3/short-urls/abc/visits"_s, u"/rest/v3/visits"_s}) {
            const HttpResult r = s().call("GET", path);
            QCOMPARE(r.status, 500);
            QCOMPARE(problemType(r), u"https://shlink.io/api/error/internal-server-error"_s);
            QCOMPARE(r.json().value(u"detail"_s).toString(),
                u"The link database could not complete the request. The server's log says why."_s);
            QVERIFY2(!r.body.contains("table"), r.body.constData());  // the database's words stay in the log
        }
    }

    void olderVersionsAreAliases()
    {
        const QString code = createCode(u"https://example.org/alias"_s);
        for (const QString &version : {u"v1"_s, u"v2"_s, u"v3"_s})
            QCOMPARE(s().call("GET", u"/rest/"_s + version + u"/short-urls/"_s + code)
                         .json()
                         .value(u"shortCode"_s)
                         .toString(),
                code);
    }

    void browsersMayCall()
    {
        const HttpResult preflight = s().call("OPTIONS", u"/rest/v3/short-urls"_s, {},
            {{"Origin", "https://app.shlink.io"}, {"Access-Control-Request-Method", "POST"},
                {"Access-Control-Request-Headers", "x-api-key, content-type"}},
            false);
        QCOMPARE(preflight.status, 204);
        QCOMPARE(preflight.header("access-control-allow-origin"), QByteArray("*"));
        QVERIFY(preflight.header("access-control-allow-headers").contains("x-api-key"));
        QVERIFY(preflight.header("access-control-allow-methods").contains("PATCH"));
        const HttpResult get = s().call("GET", u"/rest/v3/tags"_s, {}, {{"Origin", "https://app.shlink.io"}});
        QCOMPARE(get.header("access-control-allow-origin"), QByteArray("*"));
    }

    void oversizedBodyIs413()
    {
        m_server = std::make_unique<ApiTestServer>([](Settings &settings) { settings.set(keys::MaxBodyBytes, 2048); });
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(s().url.port()));
        QVERIFY(socket.waitForConnected(5000));
        const QByteArray body = "{\"longUrl\":\"https://example.org/" + QByteArray(4096, 'x') + "\"}";
        socket.write(
            "POST /rest/v3/short-urls HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Api-Key: "
            + s().key.toUtf8() + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QByteArray answer;
        while (!answer.contains("\r\n\r\n") && socket.waitForReadyRead(5000))
            answer += socket.readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 413"), answer.constData());
        QCOMPARE(LinkStore(s().temp.db).pages().countAll().value(), 0);
    }

    void creationRateLimitPerKey()
    {
        m_server
            = std::make_unique<ApiTestServer>([](Settings &settings) { settings.set(keys::ApiCreatesPerMinute, 2); });
        QCOMPARE(s().create({{u"longUrl"_s, u"https://example.org/r1"_s}}).status, 200);
        QCOMPARE(s().create({{u"longUrl"_s, u"https://example.org/r2"_s}}).status, 200);
        const HttpResult limited = s().create({{u"longUrl"_s, u"https://example.org/r3"_s}});
        QCOMPARE(limited.status, 429);
        bool ok = false;
        const int retry = limited.header("retry-after").toInt(&ok);
        QVERIFY(ok && retry >= 1 && retry <= 60);
        QCOMPARE(limited.header("content-type"), QByteArray("application/problem+json"));
        // Reading is not limited, and another key has its own allowance.
        QCOMPARE(s().call("GET", u"/rest/v3/short-urls"_s).status, 200);
        const QString other = s().newKey(u"second"_s);
        QCOMPARE(s().call("POST", u"/rest/v3/short-urls"_s, "{\"longUrl\":\"https://example.org/r4\"}",
                        {{"X-Api-Key", other.toUtf8()}}, false)
                     .status,
            200);
        QCOMPARE(LinkStore(s().temp.db).pages().countAll().value(), 3);
    }

    // F13: a list's page holds at most 1,000 short URLs, also when itemsPerPage asks for
    // all (-1) or more; the pagination says so and how many pages there are.
    void f13ShortUrlPagesHoldAtMostAThousand()
    {
        s().addLinks(1500, u"p"_s);
        const auto list = [&](const QString &query) {
            return s().call("GET", u"/rest/v3/short-urls?"_s + query).json().value(u"shortUrls"_s).toObject();
        };
        for (const QString &asked : {u"itemsPerPage=-1"_s, u"itemsPerPage=0"_s, u"itemsPerPage=5000"_s}) {
            const QJsonObject all = list(asked);
            QCOMPARE(all.value(u"data"_s).toArray().size(), 1000);
            const QJsonObject pagination = all.value(u"pagination"_s).toObject();
            QCOMPARE(pagination.value(u"itemsPerPage"_s).toInt(), 1000);
            QCOMPARE(pagination.value(u"pagesCount"_s).toInt(), 2);
            QCOMPARE(pagination.value(u"totalItems"_s).toInt(), 1500);
        }
        const QJsonObject second = list(u"itemsPerPage=-1&page=2"_s);
        QCOMPARE(second.value(u"data"_s).toArray().size(), 500);
        QCOMPARE(second.value(u"pagination"_s).toObject().value(u"itemsInCurrentPage"_s).toInt(), 500);
        QCOMPARE(list(u"itemsPerPage=300"_s).value(u"data"_s).toArray().size(), 300);
    }

    void shortUrlsUseBaseUrlOrTrustedProxy()
    {
        // No base URL: forwarded headers count only from trusted proxies.
        const QList<QPair<QByteArray, QByteArray>> forwarded{
            {"X-Forwarded-Host", "s.example.net"}, {"X-Forwarded-Proto", "https"}};
        HttpResult r
            = s().call("POST", u"/rest/v3/short-urls"_s, "{\"longUrl\":\"https://example.org/f1\"}", forwarded);
        QVERIFY(r.json().value(u"shortUrl"_s).toString().startsWith(s().url.toString(QUrl::RemovePath) + u'/'));

        m_server = std::make_unique<ApiTestServer>(
            [](Settings &settings) { settings.set(keys::TrustedProxies, u"127.0.0.0/8"_s); });
        r = s().call("POST", u"/rest/v3/short-urls"_s, "{\"longUrl\":\"https://example.org/f2\"}", forwarded);
        QVERIFY2(r.json().value(u"shortUrl"_s).toString().startsWith(u"https://s.example.net/"_s), r.body.constData());

        m_server = std::make_unique<ApiTestServer>([](Settings &settings) {
            settings.set(keys::TrustedProxies, u"127.0.0.0/8"_s);
            settings.set(keys::BaseUrl, u"https://k.example/"_s);
        });
        r = s().call("POST", u"/rest/v3/short-urls"_s, "{\"longUrl\":\"https://example.org/f3\"}", forwarded);
        const QString code = r.json().value(u"shortCode"_s).toString();
        QCOMPARE(r.json().value(u"shortUrl"_s).toString(), u"https://k.example/"_s + code);
        // The base URL's links are this service's own: refused as targets.
        QCOMPARE(s().create({{u"longUrl"_s, u"https://k.example/abc"_s}}).status, 400);
    }

    void allInterfacesUseTheClientsHost()
    {
        m_server = std::make_unique<ApiTestServer>(
            [](Settings &settings) { settings.set(keys::ListenAddress, u"0.0.0.0:0"_s); });
        const QList<QPair<QByteArray, QByteArray>> host{{"Host", "lan-box.local:8080"}};
        const HttpResult r
            = s().call("POST", u"/rest/v3/short-urls"_s, "{\"longUrl\":\"https://example.org/lan\"}", host);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"shortUrl"_s).toString(),
            u"http://lan-box.local:8080/"_s + r.json().value(u"shortCode"_s).toString());
        // A short URL by the name the client knows this Kurz by would loop.
        const HttpResult loop
            = s().call("POST", u"/rest/v3/short-urls"_s, "{\"longUrl\":\"http://lan-box.local:8080/abc\"}", host);
        QCOMPARE(loop.status, 400);
    }
};

QTEST_GUILESS_MAIN(TestShlinkApi)
#include "tst_shlinkapi.moc"
