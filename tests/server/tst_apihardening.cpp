// The HTTP APIs against requests made to hurt: reflected CORS headers, numbers out of
// range, keys in query strings, costly searches, database errors.
#include "ApiTestServer.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestApiHardening : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void corsPreflightAnswersAFixedList()
    {
        ApiTestServer s;
        const HttpResult preflight = s.call("OPTIONS", u"/rest/v3/short-urls"_s, {},
            {{"Origin", "https://app.shlink.io"}, {"Access-Control-Request-Method", "POST"},
                {"Access-Control-Request-Headers", "x-api-key, x-injected-by-client"}},
            false);
        QCOMPARE(preflight.status, 204);
        QCOMPARE(preflight.header("access-control-allow-headers"),
            QByteArray("accept, authorization, content-type, x-api-key"));
    }

    void numbersOutOfRangeAreInvalid_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("maxVisits 1e300") << QByteArray("POST") << u"/rest/v3/short-urls"_s
                                         << QByteArray("{\"longUrl\":\"https://example.org/\",\"maxVisits\":1e300}");
        QTest::newRow("maxVisits -1e300") << QByteArray("POST") << u"/rest/v3/short-urls"_s
                                          << QByteArray("{\"longUrl\":\"https://example.org/\",\"maxVisits\":-1e300}");
        QTest::newRow("page at the 64-bit limit")
            << QByteArray("GET") << u"/rest/v3/short-urls?page=9223372036854775807"_s << QByteArray();
        QTest::newRow("itemsPerPage at the 64-bit limit")
            << QByteArray("GET") << u"/rest/v3/short-urls?itemsPerPage=9223372036854775807&page=2"_s << QByteArray();
    }
    void numbersOutOfRangeAreInvalid()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        ApiTestServer s;
        const HttpResult r = s.call(method, path, body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.json().value(u"type"_s).toString().contains(u"invalid-data"_s), true);
    }

    void apiKeyInTheQueryOnlyForShorten()
    {
        ApiTestServer s;
        const QString key = QString::fromLatin1(QUrl::toPercentEncoding(s.key));
        QCOMPARE(s.call("GET", u"/rest/v3/tags?apiKey="_s + key, {}, {}, false).status, 401);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls?apiKey="_s + key, {}, {}, false).status, 401);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/shorten?longUrl=https%3A%2F%2Fexample.org%2F&apiKey="_s + key, {},
                      {}, false)
                     .status,
            200);
    }

    void searchesAreCapped_data()
    {
        QTest::addColumn<QString>("term");
        QTest::addColumn<QString>("says");
        QTest::newRow("17 words") << QStringList(17, u"a"_s).join(u' ') << u"at most 16 words"_s;
        QTest::newRow("257 characters") << QString(257, u'a') << u"at most 256 characters"_s;
        QTest::newRow("600 words") << QStringList(600, u"a"_s).join(u' ') << u"at most 256 characters"_s;
    }
    void searchesAreCapped()
    {
        QFETCH(QString, term);
        QFETCH(QString, says);
        ApiTestServer s;
        const HttpResult r = s.call("GET", u"/rest/v3/short-urls?searchTerm="_s + term.replace(u' ', u'+'));
        QCOMPARE(r.status, 400);
        QVERIFY2(r.json().value(u"detail"_s).toString().contains(says), r.body.constData());
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls?searchTerm=a+b+c"_s).status, 200);
    }

    void databaseErrorsAre500WithoutTheirDetails()
    {
        ApiTestServer s;
        QCOMPARE(s.create({{u"longUrl"_s, u"https://example.org/"_s}}).status, 200);
        QSqlQuery q(s.temp.db->connection());
        QVERIFY2(q.exec(u"ALTER TABLE links RENAME TO links_gone"_s), qPrintable(q.lastError().text()));
        q.finish();
        const HttpResult list = s.call("GET", u"/rest/v3/short-urls"_s);
        QCOMPARE(list.status, 500);
        QVERIFY2(!list.body.contains("no such"), list.body.constData());
        QVERIFY(list.body.contains("log"));
    }
};

QTEST_GUILESS_MAIN(TestApiHardening)
#include "tst_apihardening.moc"
