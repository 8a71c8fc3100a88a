#include "ApiTestServer.h"

#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

// Every visits operation of the Shlink API against Shlink's shapes, over real sockets: what the
// listener records (redirectUrl as the Location sent, orphan visits of each type, the tracking
// pixel) and what the API lists and deletes.
class TestVisitsApi : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<ApiTestServer> m_server;
    ApiTestServer &s() { return *m_server; }

    QString createCode(const QString &url, const QJsonObject &extra = {})
    {
        QJsonObject fields = extra;
        fields.insert(u"longUrl"_s, url);
        const HttpResult r = s().create(fields);
        if (r.status != 200)
            qWarning() << r.body;
        return r.json().value(u"shortCode"_s).toString();
    }
    HttpResult visit(const QString &path, const QByteArray &userAgent = "Mozilla/5.0 Firefox/131.0")
    {
        return send(s().manager, "GET", s().at(path), {}, {{"User-Agent", userAgent}});
    }
    QJsonObject visits(const QString &path) { return s().call("GET", path).json().value(u"visits"_s).toObject(); }
    QJsonArray data(const QString &path) { return visits(path).value(u"data"_s).toArray(); }
    qint64 total(const QString &path)
    {
        return visits(path).value(u"pagination"_s).toObject().value(u"totalItems"_s).toInteger(-1);
    }
    static QStringList field(const QJsonArray &visits, const QString &name)
    {
        QStringList values;
        for (const QJsonValue &v : visits) {
            const QJsonValue value = v.toObject().value(name);
            values << (value.isNull() ? u"null"_s : value.toString());
        }
        values.sort();
        return values;
    }
    QJsonObject summaryOf(const QString &code)
    {
        return s().call("GET", u"/rest/v3/short-urls/"_s + code).json().value(u"visitsSummary"_s).toObject();
    }
    QJsonObject overview() { return visits(u"/rest/v3/visits"_s); }

private Q_SLOTS:
    void init() { m_server = std::make_unique<ApiTestServer>(); }
    void cleanup() { m_server.reset(); }

    // The visit records the Location sent: the target, with the forwarded query, with the
    // extra path, or a redirect rule's URL.
    void redirectUrlIsTheLocationSent()
    {
        const QString code = createCode(u"https://example.org/landing"_s);
        const QString passthrough = createCode(u"https://example.org/docs/"_s);
        LinkStore store(s().temp.db);
        Link link = *store.get(passthrough);
        link.pathMode = PathMode::Append;
        QVERIFY(store.update(link).ok());
        const QString ruled = createCode(u"https://example.org/default"_s);
        const QByteArray rules
            = QJsonDocument(QJsonObject{{u"redirectRules"_s,
                                QJsonArray{QJsonObject{{u"longUrl"_s, u"https://play.example.org/app"_s},
                                    {u"conditions"_s,
                                        QJsonArray{QJsonObject{{u"type"_s, u"query-param"_s}, {u"matchKey"_s, u"app"_s},
                                            {u"matchValue"_s, u"1"_s}}}}}}}})
                  .toJson(QJsonDocument::Compact);
        const HttpResult set = s().call("POST", u"/rest/v3/short-urls/"_s + ruled + u"/redirect-rules"_s, rules);
        QCOMPARE(set.status, 200);

        QCOMPARE(visit(u"/"_s + code).header("location"), QByteArray("https://example.org/landing"));
        QCOMPARE(visit(u"/"_s + code + u"?utm_source=mail"_s).header("location"),
            QByteArray("https://example.org/landing?utm_source=mail"));
        QCOMPARE(visit(u"/"_s + passthrough + u"/guide/start"_s).header("location"),
            QByteArray("https://example.org/docs/guide/start"));
        QCOMPARE(
            visit(u"/"_s + ruled + u"?app=1"_s).header("location"), QByteArray("https://play.example.org/app?app=1"));
        QCOMPARE(visit(u"/"_s + ruled).header("location"), QByteArray("https://example.org/default"));

        const QString of = u"/rest/v3/short-urls/%1/visits"_s;
        QTRY_COMPARE_WITH_TIMEOUT(total(of.arg(code)), 2, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(total(of.arg(passthrough)), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(total(of.arg(ruled)), 2, 10000);
        QCOMPARE(field(data(of.arg(code)), u"redirectUrl"_s),
            (QStringList{u"https://example.org/landing"_s, u"https://example.org/landing?utm_source=mail"_s}));
        QCOMPARE(
            field(data(of.arg(passthrough)), u"redirectUrl"_s), QStringList{u"https://example.org/docs/guide/start"_s});
        QCOMPARE(field(data(of.arg(ruled)), u"redirectUrl"_s),
            (QStringList{u"https://example.org/default"_s, u"https://play.example.org/app?app=1"_s}));
        QCOMPARE(field(data(of.arg(code)), u"visitedUrl"_s),
            (QStringList(2, s().url.toString(QUrl::RemovePath) + u"/"_s + code)));
        // The same in the lists of every link.
        QTRY_COMPARE_WITH_TIMEOUT(total(u"/rest/v3/visits/non-orphan"_s), 5, 10000);
        QVERIFY(field(data(u"/rest/v3/visits/non-orphan"_s), u"redirectUrl"_s)
                    .contains(u"https://example.org/landing?utm_source=mail"_s));
    }

    // Shlink's three types, each with the URL visited and the redirect given.
    void orphanVisitsOfEachType()
    {
        QCOMPARE(visit(u"/no-such-code"_s).status, 404);
        QCOMPARE(visit(u"/no-such-code?x=1"_s, "Googlebot/2.1 (+http://www.google.com/bot.html)").status, 404);
        QCOMPARE(visit(u"/"_s).status, 200);
        QCOMPARE(visit(u"/no-such-code/deeper/path"_s).status, 404);
        QCOMPARE(visit(u"/.nothing-here"_s).status, 404);
        QCOMPARE(send(s().manager, "HEAD", s().at(u"/another-unknown"_s)).status, 404);  // not counted
        // A link that does not redirect now is not found, and its visit an orphan one.
        const QString expired
            = createCode(u"https://example.org/over"_s, QJsonObject{{u"validUntil"_s, u"2001-01-01T00:00:00+00:00"_s}});
        QCOMPARE(visit(u"/"_s + expired).status, 410);

        const QString path = u"/rest/v3/visits/orphan"_s;
        QTRY_COMPARE_WITH_TIMEOUT(total(path), 6, 10000);
        const QJsonArray all = data(path);
        QCOMPARE(all.size(), 6);
        QStringList types = field(all, u"type"_s);
        QCOMPARE(types,
            (QStringList{u"base_url"_s, u"invalid_short_url"_s, u"invalid_short_url"_s, u"invalid_short_url"_s,
                u"regular_404"_s, u"regular_404"_s}));
        const QString base = s().url.toString(QUrl::RemovePath);
        QStringList visited = field(all, u"visitedUrl"_s);
        QVERIFY2(visited.contains(base + u"/no-such-code?x=1"_s), qPrintable(visited.join(u' ')));
        QVERIFY(visited.contains(base + u"/no-such-code/deeper/path"_s));
        QVERIFY(visited.contains(base + u"/"_s + expired));
        for (const QJsonValue &v : all) {
            const QJsonObject o = v.toObject();
            for (const QString &key : {u"referer"_s, u"date"_s, u"userAgent"_s, u"visitLocation"_s, u"potentialBot"_s,
                     u"visitedUrl"_s, u"redirectUrl"_s, u"type"_s})
                QVERIFY2(o.contains(key), qPrintable(key));
            QVERIFY(o.value(u"redirectUrl"_s).isNull());
        }
        QCOMPARE(total(path + u"?type=base_url"_s), 1);
        QCOMPARE(total(path + u"?type=regular_404"_s), 2);
        QCOMPARE(total(path + u"?excludeBots=true"_s), 5);
        QCOMPARE(total(path + u"?startDate=2000-01-01T00:00:00%2B00:00&endDate=2001-01-01T00:00:00%2B00:00"_s), 0);
        const QJsonObject page = visits(path + u"?itemsPerPage=4&page=2"_s);
        QCOMPARE(page.value(u"data"_s).toArray().size(), 2);
        QCOMPARE(page.value(u"pagination"_s).toObject().value(u"pagesCount"_s).toInt(), 2);
        const HttpResult wrongType = s().call("GET", path + u"?type=everything"_s);
        QCOMPARE(wrongType.status, 400);
        QCOMPARE(wrongType.json().value(u"invalidElements"_s).toArray(), QJsonArray{u"type"_s});
        const QJsonObject summary = overview();
        QCOMPARE(summary.value(u"orphanVisits"_s).toObject(),
            (QJsonObject{{u"total"_s, 6}, {u"nonBots"_s, 5}, {u"bots"_s, 1}}));
        QCOMPARE(summary.value(u"nonOrphanVisits"_s).toObject().value(u"total"_s).toInt(-1), 0);
        QCOMPARE(summaryOf(expired).value(u"total"_s).toInt(-1), 0);
    }

    // The root's redirect, when set, is the redirect an orphan visit records.
    void orphanVisitsRecordTheRedirectGiven()
    {
        m_server = std::make_unique<ApiTestServer>(
            [](Settings &settings) { settings.set(keys::HomeRedirect, u"https://example.org/welcome"_s); });
        QCOMPARE(visit(u"/"_s).header("location"), QByteArray("https://example.org/welcome"));
        QTRY_COMPARE_WITH_TIMEOUT(total(u"/rest/v3/visits/orphan"_s), 1, 10000);
        QCOMPARE(data(u"/rest/v3/visits/orphan"_s).first().toObject().value(u"redirectUrl"_s).toString(),
            u"https://example.org/welcome"_s);
    }

    // /{code}/track: a 1x1 GIF, no redirect, counted exactly once a request, as Shlink does.
    void trackingPixelCountsOnce()
    {
        const QString code = createCode(u"https://example.org/mail"_s);
        const HttpResult pixel = visit(u"/"_s + code + u"/track"_s);
        QCOMPARE(pixel.status, 200);
        QCOMPARE(pixel.header("content-type"), QByteArray("image/gif"));
        QCOMPARE(pixel.header("cache-control"), QByteArray("no-store"));
        QVERIFY(pixel.header("location").isEmpty());
        QVERIFY(pixel.body.startsWith("GIF89a"));
        QCOMPARE(pixel.body.size(), 43);
        QCOMPARE(visit(u"/"_s + code + u"/track"_s, "Googlebot/2.1 (+http://www.google.com/bot.html)").status, 200);
        QCOMPARE(send(s().manager, "HEAD", s().at(u"/"_s + code + u"/track"_s)).status, 200);  // not counted
        const QString path = u"/rest/v3/short-urls/"_s + code + u"/visits"_s;
        QTRY_COMPARE_WITH_TIMEOUT(total(path), 2, 10000);
        QTest::qWait(300);  // nothing more arrives
        QCOMPARE(total(path), 2);
        for (const QJsonValue &v : data(path))
            QVERIFY(v.toObject().value(u"redirectUrl"_s).isNull());
        QCOMPARE(summaryOf(code), (QJsonObject{{u"total"_s, 2}, {u"nonBots"_s, 1}, {u"bots"_s, 1}}));

        // A visit limit holds for the pixel too; past it the pixel is not found (an orphan visit).
        const QString limited = createCode(u"https://example.org/once"_s, QJsonObject{{u"maxVisits"_s, 1}});
        QCOMPARE(visit(u"/"_s + limited + u"/track"_s).status, 200);
        QCOMPARE(visit(u"/"_s + limited + u"/track"_s).status, 404);
        QCOMPARE(visit(u"/no-such-code/track"_s).status, 404);
        QTRY_COMPARE_WITH_TIMEOUT(total(u"/rest/v3/visits/orphan?type=invalid_short_url"_s), 2, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(summaryOf(limited).value(u"total"_s).toInt(), 1, 10000);
    }

    void tagAndNonOrphanVisits()
    {
        const QString a = createCode(u"https://example.org/a"_s, QJsonObject{{u"tags"_s, QJsonArray{u"news"_s}}});
        const QString b
            = createCode(u"https://example.org/b"_s, QJsonObject{{u"tags"_s, QJsonArray{u"news"_s, u"x"_s}}});
        const QString c = createCode(u"https://example.org/c"_s);
        for (const QString &code : {a, a, b, c, c, c})
            QCOMPARE(visit(u"/"_s + code).status, 302);
        visit(u"/unknown-one"_s);  // orphan: in neither list
        QTRY_COMPARE_WITH_TIMEOUT(total(u"/rest/v3/visits/non-orphan"_s), 6, 10000);
        QCOMPARE(total(u"/rest/v3/tags/news/visits"_s), 3);
        QCOMPARE(total(u"/rest/v3/tags/x/visits"_s), 1);
        const QString base = s().url.toString(QUrl::RemovePath) + u'/';
        QStringList visited{base + a, base + a, base + b};
        visited.sort();
        QCOMPARE(field(data(u"/rest/v3/tags/news/visits"_s), u"visitedUrl"_s), visited);
        QCOMPARE(field(data(u"/rest/v3/tags/news/visits"_s), u"redirectUrl"_s),
            (QStringList{u"https://example.org/a"_s, u"https://example.org/a"_s, u"https://example.org/b"_s}));
        const QJsonObject page = visits(u"/rest/v3/visits/non-orphan?itemsPerPage=4&page=2"_s);
        QCOMPARE(page.value(u"data"_s).toArray().size(), 2);
        QCOMPARE(page.value(u"pagination"_s).toObject(),
            (QJsonObject{{u"currentPage"_s, 2}, {u"pagesCount"_s, 2}, {u"itemsPerPage"_s, 4},
                {u"itemsInCurrentPage"_s, 2}, {u"totalItems"_s, 6}}));
        QCOMPARE(total(u"/rest/v3/visits/non-orphan?excludeBots=true&startDate=2000-01-01T00:00:00%2B00:00"_s), 6);
        QCOMPARE(total(u"/rest/v3/visits/non-orphan?endDate=2001-01-01T00:00:00%2B00:00"_s), 0);
        const HttpResult missing = s().call("GET", u"/rest/v3/tags/no-such-tag/visits"_s);
        QCOMPARE(missing.status, 404);
        QCOMPARE(missing.json().value(u"type"_s).toString(), u"https://shlink.io/api/error/tag-not-found"_s);
    }

    // DELETE of a link's visits takes its counters too (visitsSummary, the limit); of orphan
    // visits, all of them; both answer deletedVisits.
    void deletingVisits()
    {
        const QString code = createCode(u"https://example.org/del"_s, QJsonObject{{u"maxVisits"_s, 3}});
        const QString other = createCode(u"https://example.org/keep"_s);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(visit(u"/"_s + code).status, 302);
        QCOMPARE(visit(u"/"_s + code).status, 410);  // used up
        QCOMPARE(visit(u"/"_s + other).status, 302);
        visit(u"/gone-code"_s);
        visit(u"/"_s);
        QTRY_COMPARE_WITH_TIMEOUT(summaryOf(code).value(u"total"_s).toInt(), 3, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(total(u"/rest/v3/visits/orphan"_s), 3, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(summaryOf(other).value(u"total"_s).toInt(), 1, 10000);

        const HttpResult deleted = s().call("DELETE", u"/rest/v3/short-urls/"_s + code + u"/visits"_s);
        QCOMPARE(deleted.status, 200);
        QCOMPARE(deleted.json(), (QJsonObject{{u"deletedVisits"_s, 3}}));
        QCOMPARE(summaryOf(code), (QJsonObject{{u"total"_s, 0}, {u"nonBots"_s, 0}, {u"bots"_s, 0}}));
        QCOMPARE(total(u"/rest/v3/short-urls/"_s + code + u"/visits"_s), 0);
        QCOMPARE(LinkStore(s().temp.db).get(code)->hits, 0);
        QCOMPARE(summaryOf(other).value(u"total"_s).toInt(), 1);
        QCOMPARE(overview().value(u"nonOrphanVisits"_s).toObject().value(u"total"_s).toInt(), 1);
        // The limit counts from zero again: the link redirects once the listener has seen it.
        QTRY_COMPARE_WITH_TIMEOUT(visit(u"/"_s + code).status, 302, 10000);
        QCOMPARE(s().call("DELETE", u"/rest/v3/short-urls/no-such-code/visits"_s).status, 404);

        // The used-up link's refused visits were orphan ones too: three and more.
        QTest::qWait(300);
        const qint64 orphanCount = total(u"/rest/v3/visits/orphan"_s);
        QVERIFY(orphanCount >= 3);
        const HttpResult orphans = s().call("DELETE", u"/rest/v3/visits/orphan"_s);
        QCOMPARE(orphans.status, 200);
        QCOMPARE(orphans.json().value(u"deletedVisits"_s).toInteger(), orphanCount);
        QCOMPARE(total(u"/rest/v3/visits/orphan"_s), 0);
        QCOMPARE(overview().value(u"orphanVisits"_s).toObject().value(u"total"_s).toInt(-1), 0);
        QCOMPARE(s().call("DELETE", u"/rest/v3/visits/orphan"_s).json().value(u"deletedVisits"_s).toInt(-1), 0);
    }
};

QTEST_GUILESS_MAIN(TestVisitsApi)
#include "tst_visitsapi.moc"
