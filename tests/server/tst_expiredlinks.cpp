// What an expired, used-up or disabled link shows (docs/server.md): 410 by default; the link's
// own address, else the server's default (server/expiredUrl), with a 302 instead. Such a
// visit is not counted on the link, as Shlink does not count it on its short URL. Over real
// sockets, set through the Shlink API's kurzExpiredUrl.
#include "ApiTestServer.h"

#include "core/codes/Alphabet.h"
#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"

#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

const QByteArray Browser = "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0";

}  // namespace

class TestExpiredLinks : public QObject {
    Q_OBJECT

private:
    static HttpResult visit(ApiTestServer &s, const QString &code)
    {
        return send(s.manager, "GET", s.at(u"/"_s + code), {}, {{"User-Agent", Browser}});
    }
    static QString make(ApiTestServer &s, QJsonObject fields)
    {
        fields.insert(u"longUrl"_s, QString(u"https://example.org/"_s + fields.value(u"customSlug"_s).toString()));
        const HttpResult r = s.create(fields);
        if (r.status != 200)
            qWarning() << r.body;
        return r.json().value(u"shortCode"_s).toString();
    }
    static qint64 hitsOf(ApiTestServer &s, const QString &code)
    {
        QTest::qWait(300);  // several flushes (50 ms)
        return LinkStore(s.temp.db).get(code)->hits;
    }

private Q_SLOTS:
    void goneIs410ByDefault()
    {
        ApiTestServer s;
        make(s, {{u"customSlug"_s, u"old"_s}, {u"validUntil"_s, u"2001-01-01T00:00:00+00:00"_s}});
        QCOMPARE(visit(s, u"old"_s).status, 410);
        QCOMPARE(hitsOf(s, u"old"_s), 0);
    }

    void anExpiredLinkSendsVisitorsToItsAddressUncounted()
    {
        ApiTestServer s;
        const HttpResult created = s.create({{u"longUrl"_s, u"https://example.org/sale"_s},
            {u"customSlug"_s, u"sale"_s}, {u"validUntil"_s, u"2001-01-01T00:00:00+00:00"_s},
            {u"kurzExpiredUrl"_s, u"https://example.org/sale-is-over"_s}});
        QCOMPARE(created.status, 200);
        QCOMPARE(created.json().value(u"kurzExpiredUrl"_s).toString(), u"https://example.org/sale-is-over"_s);
        const HttpResult r = visit(s, u"sale"_s);
        QCOMPARE(r.status, 302);
        QCOMPARE(r.header("location"), QByteArray("https://example.org/sale-is-over"));
        QCOMPARE(hitsOf(s, u"sale"_s), 0);
        QCOMPARE(LinkStore(s.temp.db).get(u"sale"_s)->expiredUrl, u"https://example.org/sale-is-over"_s);
    }

    void aUsedUpLinkSendsTheVisitAfterItsLimitAway()
    {
        ApiTestServer s;
        make(s,
            {{u"customSlug"_s, u"once"_s}, {u"maxVisits"_s, 1},
                {u"kurzExpiredUrl"_s, u"https://example.org/too-late"_s}});
        const HttpResult first = visit(s, u"once"_s);
        QCOMPARE(first.status, 302);
        QCOMPARE(first.header("location"), QByteArray("https://example.org/once"));
        const HttpResult second = visit(s, u"once"_s);
        QCOMPARE(second.status, 302);
        QCOMPARE(second.header("location"), QByteArray("https://example.org/too-late"));
        QCOMPARE(hitsOf(s, u"once"_s), 1);
    }

    void theServersDefaultServesLinksWithoutTheirOwn()
    {
        ApiTestServer s(
            [](Settings &settings) { QVERIFY(settings.set(keys::ExpiredUrl, u"https://example.org/gone"_s).ok()); });
        make(s, {{u"customSlug"_s, u"off"_s}});
        make(s, {{u"customSlug"_s, u"own"_s}, {u"kurzExpiredUrl"_s, u"https://example.org/own-gone"_s}});
        QCOMPARE(visit(s, u"off"_s).status, 302);
        QCOMPARE(visit(s, u"off"_s).header("location"), QByteArray("https://example.org/off"));
        // Disabled in another "process": the listeners notice through the links generation.
        LinkStore store(s.temp.db);
        LinkService service(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
        QVERIFY(service.setDisabled({u"off"_s, u"own"_s}, true).ok());
        QTRY_COMPARE_WITH_TIMEOUT(visit(s, u"off"_s).header("location"), QByteArray("https://example.org/gone"), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(
            visit(s, u"own"_s).header("location"), QByteArray("https://example.org/own-gone"), 5000);
        QCOMPARE(visit(s, u"own"_s).status, 302);

        // "" takes the link's own address away: the default again.
        const HttpResult cleared = s.call("PATCH", u"/rest/v3/short-urls/own"_s, "{\"kurzExpiredUrl\":\"\"}");
        QCOMPARE(cleared.status, 200);
        QVERIFY(cleared.json().value(u"kurzExpiredUrl"_s).isNull());
        QTRY_COMPARE_WITH_TIMEOUT(visit(s, u"own"_s).header("location"), QByteArray("https://example.org/gone"), 5000);
    }

    void onlyHttpAddressesAreTaken()
    {
        ApiTestServer s;
        const HttpResult r
            = s.create({{u"longUrl"_s, u"https://example.org/x"_s}, {u"kurzExpiredUrl"_s, u"javascript:alert(1)"_s}});
        QCOMPARE(r.status, 400);
        QVERIFY2(r.json().value(u"detail"_s).toString().contains(u"http or https"_s), r.body.constData());
        Settings settings(s.temp.file(u"other.conf"_s));
        QVERIFY(!settings.set(keys::ExpiredUrl, u"ftp://example.org/"_s).ok());
    }
};

QTEST_GUILESS_MAIN(TestExpiredLinks)
#include "tst_expiredlinks.moc"
