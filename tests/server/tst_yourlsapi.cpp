#include "ApiTestServer.h"
#include "SqliteStatementCount.h"

#include "server/YourlsApi.h"

#include <QCryptographicHash>
#include <QXmlStreamReader>
#include <QtTest>

using namespace kurz;
using namespace kurz::test;

class TestYourlsApi : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ApiTestServer> m_server;
    ApiTestServer &s() { return *m_server; }
    QString base() { return s().url.toString(QUrl::RemovePath) + u'/'; }

    HttpResult get(QList<QPair<QString, QString>> params)
    {
        QUrlQuery query;
        query.setQueryItems(params);
        return send(s().manager, "GET", s().at(u"/yourls-api.php?"_qs + query.toString(QUrl::FullyEncoded)));
    }
    HttpResult post(const QList<QPair<QString, QString>> &params)
    {
        QByteArray body;
        for (const auto &[name, value] : params)
            body += (body.isEmpty() ? "" : "&") + QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
        return send(s().manager, "POST", s().at(u"/yourls-api.php"_qs), body,
                    {{"Content-Type", "application/x-www-form-urlencoded"}});
    }
    HttpResult multipart(const QList<QPair<QString, QString>> &params)
    {
        auto *parts = new QHttpMultiPart(QHttpMultiPart::FormDataType);
        for (const auto &[name, value] : params) {
            QHttpPart part;
            part.setHeader(QNetworkRequest::ContentDispositionHeader, QStringLiteral("form-data; name=\"%1\"").arg(name));
            part.setBody(value.toUtf8());
            parts->append(part);
        }
        const HttpResult r = send(s().manager, "POST", s().at(u"/yourls-api.php"_qs), {}, {}, parts);
        delete parts;
        return r;
    }
    QString shorten(const QString &url, const QString &keyword = {})
    {
        QList<QPair<QString, QString>> params{{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"url"_qs, url},
                                              {u"format"_qs, u"json"_qs}};
        if (!keyword.isEmpty())
            params.append({u"keyword"_qs, keyword});
        return get(params).json().value(u"shorturl"_qs).toString();
    }
    static QString xmlValue(const QByteArray &xml, const QString &element)
    {
        QXmlStreamReader reader(xml);
        while (reader.readNextStartElement() || !reader.atEnd()) {
            if (reader.isStartElement() && reader.name() == element)
                return reader.readElementText();
            if (reader.hasError())
                break;
        }
        return {};
    }

private Q_SLOTS:
    void init() { m_server = std::make_unique<ApiTestServer>(); }
    void cleanup() { m_server.reset(); }

    void keyAsSignatureIsAccepted()
    {
        const HttpResult r = get({{u"signature"_qs, s().key}, {u"action"_qs, u"db-stats"_qs}, {u"format"_qs, u"json"_qs}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"db-stats"_qs).toObject().value(u"total_links"_qs).toString(), u"0"_qs);
    }

    void usernameAndPasswordAuth()
    {
        const HttpResult r = post({{u"username"_qs, u"anyone"_qs}, {u"password"_qs, s().key}, {u"action"_qs, u"version"_qs},
                                   {u"format"_qs, u"json"_qs}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"version"_qs).toString(), QString::fromLatin1(YourlsApi::CompatibleVersion));
    }

    void timeLimitedSignatureAuth_data()
    {
        QTest::addColumn<QString>("hash");
        QTest::addColumn<int>("algorithm");
        QTest::newRow("md5 (default)") << QString() << int(QCryptographicHash::Md5);
        QTest::newRow("md5") << u"md5"_qs << int(QCryptographicHash::Md5);
        QTest::newRow("sha256") << u"sha256"_qs << int(QCryptographicHash::Sha256);
    }

    void timeLimitedSignatureAuth()
    {
        QFETCH(QString, hash);
        QFETCH(int, algorithm);
        // The signing token is the key's own random signature token, shown when it was made.
        const QByteArray token = s().signatureToken.toLatin1();
        // What the database keeps of the key (its SHA-256) signs nothing.
        const QByteArray storedHash = QCryptographicHash::hash(s().key.toUtf8(), QCryptographicHash::Sha256).toHex();
        const auto signedRequest = [&](qint64 timestamp, const QByteArray &signingToken) {
            const QByteArray signature = QCryptographicHash::hash(QByteArray(QByteArray::number(timestamp) + signingToken),
                                                                  QCryptographicHash::Algorithm(algorithm)).toHex();
            QList<QPair<QString, QString>> params{{u"timestamp"_qs, QString::number(timestamp)},
                                                  {u"signature"_qs, QString::fromLatin1(signature)},
                                                  {u"action"_qs, u"db-stats"_qs}, {u"format"_qs, u"json"_qs}};
            if (!hash.isEmpty())
                params.append({u"hash"_qs, hash});
            return get(params);
        };
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        QCOMPARE(signedRequest(now, token).status, 200);
        QCOMPARE(signedRequest(now - 60, token).status, 200);
        QCOMPARE(signedRequest(now - 2 * 86400, token).status, 403);   // expired
        QCOMPARE(signedRequest(now, "not-the-token").status, 403);
        QCOMPARE(signedRequest(now, storedHash).status, 403);
        QCOMPARE(signedRequest(now, s().key.toLatin1()).status, 403);
    }

    void plainSignatureTakesTheKeyOrItsToken()
    {
        const auto withSignature = [this](const QString &signature) {
            return get({{u"signature"_qs, signature}, {u"action"_qs, u"db-stats"_qs}, {u"format"_qs, u"json"_qs}}).status;
        };
        QCOMPARE(withSignature(s().key), 200);
        QCOMPARE(withSignature(s().signatureToken), 200);
        QCOMPARE(withSignature(ApiKeyStore::hashKey(s().key)), 403);
        QCOMPARE(withSignature(s().signatureToken.left(39)), 403);
        // The token is for YOURLS's signature only: the Shlink API wants the key.
        QCOMPARE(send(s().manager, "GET", s().at(u"/rest/v3/short-urls"_qs), {},
                      {{"X-Api-Key", s().signatureToken.toLatin1()}}).status, 401);
        ApiKeyStore(s().temp.db).revoke(u"test"_qs);
        QTRY_COMPARE_WITH_TIMEOUT(withSignature(s().signatureToken), 403, 5000);
    }

    void badAuthIs403WithYourlsBody()
    {
        HttpResult r = get({{u"signature"_qs, u"wrong"_qs}, {u"action"_qs, u"db-stats"_qs}, {u"format"_qs, u"json"_qs}});
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json().value(u"errorCode"_qs).toInt(), 403);
        QCOMPARE(r.json().value(u"message"_qs).toString(), u"Invalid username or password"_qs);
        r = get({{u"action"_qs, u"db-stats"_qs}, {u"format"_qs, u"json"_qs}});
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json().value(u"message"_qs).toString(), u"Please log in"_qs);
        r = post({{u"username"_qs, u"me"_qs}, {u"password"_qs, u"guess"_qs}, {u"action"_qs, u"version"_qs}});
        QCOMPARE(r.status, 403);
        QCOMPARE(xmlValue(r.body, u"message"_qs), u"Invalid username or password"_qs);  // xml when no format is given
        ApiKeyStore(s().temp.db).revoke(u"test"_qs);
        QTRY_COMPARE_WITH_TIMEOUT(get({{u"signature"_qs, s().key}, {u"action"_qs, u"version"_qs}}).status, 403, 5000);
    }

    void everyFormatCarriesTheSameShortUrl()
    {
        const QList<QPair<QString, QString>> params{{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs},
                                                    {u"url"_qs, u"https://example.org/formats"_qs}};
        const HttpResult xml = get(params);
        QCOMPARE(xml.status, 200);
        QVERIFY(xml.header("content-type").startsWith("application/xml"));
        QVERIFY(xml.body.startsWith("<?xml"));
        const QString shortUrl = xmlValue(xml.body, u"shorturl"_qs);
        QVERIFY2(shortUrl.startsWith(base()), xml.body.constData());
        QCOMPARE(xmlValue(xml.body, u"status"_qs), u"success"_qs);
        QCOMPARE(xmlValue(xml.body, u"keyword"_qs), shortUrl.mid(base().size()));

        const HttpResult json = get(params + QList<QPair<QString, QString>>{{u"format"_qs, u"json"_qs}});
        QCOMPARE(json.header("content-type"), QByteArray("application/json"));
        QCOMPARE(json.json().value(u"shorturl"_qs).toString(), shortUrl);
        QVERIFY(!json.json().contains(u"simple"_qs));

        const HttpResult simple = get(params + QList<QPair<QString, QString>>{{u"format"_qs, u"simple"_qs}});
        QCOMPARE(QString::fromUtf8(simple.body), shortUrl);

        const HttpResult jsonp = get(params + QList<QPair<QString, QString>>{{u"format"_qs, u"jsonp"_qs}, {u"callback"_qs, u"cb_1"_qs}});
        QVERIFY(jsonp.body.startsWith("cb_1({"));
        QVERIFY(jsonp.body.endsWith("})"));
        const QJsonObject inner = QJsonDocument::fromJson(jsonp.body.mid(5, jsonp.body.size() - 6)).object();
        QCOMPARE(inner.value(u"shorturl"_qs).toString(), shortUrl);
        const HttpResult script = get(params + QList<QPair<QString, QString>>{{u"format"_qs, u"jsonp"_qs},
                                                                              {u"callback"_qs, u"alert(1);x"_qs}});
        QVERIFY(script.body.startsWith("({"));  // only a plain function name may wrap the data
    }

    void shareXsMultipartPostIsShortened()
    {
        // ShareX's YOURLS shortener: multipart POST of signature, action, format, url.
        const HttpResult r = multipart({{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"format"_qs, u"simple"_qs},
                                        {u"url"_qs, u"https://example.org/screenshot.png"_qs}});
        QCOMPARE(r.status, 200);
        const QString shortUrl = QString::fromUtf8(r.body);
        QVERIFY2(shortUrl.startsWith(base()) && !shortUrl.contains(u'\n'), r.body.constData());
        const HttpResult hop = send(s().manager, "GET", QUrl(shortUrl));
        QCOMPARE(hop.status, 302);
        QCOMPARE(hop.header("location"), QByteArray("https://example.org/screenshot.png"));
        // The same screenshot again: the same short URL, still a success.
        const HttpResult again = multipart({{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"format"_qs, u"simple"_qs},
                                            {u"url"_qs, u"https://example.org/screenshot.png"_qs}});
        QCOMPARE(again.status, 200);
        QCOMPARE(QString::fromUtf8(again.body), shortUrl);
    }

    void existingUrlIsASuccess()
    {
        const QString first = shorten(u"https://example.org/twice"_qs);
        const HttpResult r = post({{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"url"_qs, u"https://example.org/twice"_qs},
                                   {u"format"_qs, u"json"_qs}, {u"keyword"_qs, u"another"_qs}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"status"_qs).toString(), u"success"_qs);
        QCOMPARE(r.json().value(u"shorturl"_qs).toString(), first);
        QVERIFY(r.json().value(u"message"_qs).toString().contains(u"already exists"_qs));
        QCOMPARE(r.json().value(u"statusCode"_qs).toInt(), 200);
        QCOMPARE(LinkStore(s().temp.db).countAll().value(), 1);
    }

    void shortenFieldsAndErrors()
    {
        const HttpResult r = get({{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"url"_qs, u"https://example.org/kw"_qs},
                                  {u"keyword"_qs, u"mine"_qs}, {u"title"_qs, u"My page"_qs}, {u"format"_qs, u"json"_qs}});
        QCOMPARE(r.status, 200);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"shorturl"_qs).toString(), base() + u"mine"_qs);
        QCOMPARE(o.value(u"title"_qs).toString(), u"My page"_qs);
        const QJsonObject url = o.value(u"url"_qs).toObject();
        QCOMPARE(url.value(u"keyword"_qs).toString(), u"mine"_qs);
        QCOMPARE(url.value(u"url"_qs).toString(), u"https://example.org/kw"_qs);
        QVERIFY(QDateTime::fromString(url.value(u"date"_qs).toString(), u"yyyy-MM-dd HH:mm:ss"_qs).isValid());
        QVERIFY(url.contains(u"ip"_qs));

        const auto failure = [&](const QString &target, const QString &keyword, const QString &code) {
            QList<QPair<QString, QString>> params{{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"url"_qs, target},
                                                  {u"format"_qs, u"json"_qs}};
            if (!keyword.isEmpty())
                params.append({u"keyword"_qs, keyword});
            const HttpResult e = get(params);
            QCOMPARE(e.status, 400);
            QCOMPARE(e.json().value(u"status"_qs).toString(), u"fail"_qs);
            QCOMPARE(e.json().value(u"code"_qs).toString(), code);
            QCOMPARE(e.json().value(u"statusCode"_qs).toInt(), 400);
        };
        failure(u"https://example.org/other"_qs, u"mine"_qs, u"error:keyword"_qs);
        failure(QString(), QString(), u"error:nourl"_qs);
        failure(u"javascript:alert(1)"_qs, QString(), u"error:nourl"_qs);
        failure(base() + u"mine"_qs, QString(), u"error:noloop"_qs);
        QCOMPARE(LinkStore(s().temp.db).countAll().value(), 1);
    }

    void expandAndUrlStats()
    {
        const QString shortUrl = shorten(u"https://example.org/expand-me"_qs, u"exp"_qs);
        for (const QString &given : {u"exp"_qs, shortUrl}) {
            const HttpResult r = get({{u"signature"_qs, s().key}, {u"action"_qs, u"expand"_qs}, {u"shorturl"_qs, given},
                                      {u"format"_qs, u"json"_qs}});
            QCOMPARE(r.status, 200);
            QCOMPARE(r.json().value(u"longurl"_qs).toString(), u"https://example.org/expand-me"_qs);
            QCOMPARE(r.json().value(u"keyword"_qs).toString(), u"exp"_qs);
            QCOMPARE(r.json().value(u"shorturl"_qs).toString(), shortUrl);
        }
        QCOMPARE(QString::fromUtf8(get({{u"signature"_qs, s().key}, {u"action"_qs, u"expand"_qs}, {u"shorturl"_qs, u"exp"_qs},
                                        {u"format"_qs, u"simple"_qs}}).body),
                 u"https://example.org/expand-me"_qs);
        QCOMPARE(get({{u"signature"_qs, s().key}, {u"action"_qs, u"expand"_qs}, {u"shorturl"_qs, u"nope"_qs}}).status, 404);

        send(s().manager, "GET", QUrl(shortUrl));
        send(s().manager, "GET", QUrl(shortUrl));
        QTRY_COMPARE_WITH_TIMEOUT(get({{u"signature"_qs, s().key}, {u"action"_qs, u"url-stats"_qs}, {u"shorturl"_qs, u"exp"_qs},
                                       {u"format"_qs, u"json"_qs}}).json().value(u"link"_qs).toObject().value(u"clicks"_qs).toString(),
                                  u"2"_qs, 5000);
        const QJsonObject link = get({{u"signature"_qs, s().key}, {u"action"_qs, u"url-stats"_qs}, {u"shorturl"_qs, shortUrl},
                                      {u"format"_qs, u"json"_qs}}).json().value(u"link"_qs).toObject();
        QCOMPARE(link.value(u"url"_qs).toString(), u"https://example.org/expand-me"_qs);
        QCOMPARE(link.value(u"shorturl"_qs).toString(), shortUrl);
        QCOMPARE(get({{u"signature"_qs, s().key}, {u"action"_qs, u"url-stats"_qs}, {u"shorturl"_qs, u"nope"_qs}}).status, 404);
    }

    void statsAndDbStats()
    {
        for (const QString &keyword : {u"s-a"_qs, u"s-b"_qs, u"s-c"_qs})
            shorten(u"https://example.org/"_qs + keyword, keyword);
        for (int i = 0; i < 3; ++i)
            send(s().manager, "GET", s().at(u"/s-b"_qs));
        send(s().manager, "GET", s().at(u"/s-c"_qs));
        const auto stats = [&](const QString &filter, const QString &limit) {
            return get({{u"signature"_qs, s().key}, {u"action"_qs, u"stats"_qs}, {u"filter"_qs, filter}, {u"limit"_qs, limit},
                        {u"format"_qs, u"json"_qs}}).json();
        };
        QTRY_COMPARE_WITH_TIMEOUT(stats(u"top"_qs, u"1"_qs).value(u"links"_qs).toObject().value(u"link_1"_qs).toObject()
                                      .value(u"clicks"_qs).toString(), u"3"_qs, 5000);
        // Each listener thread's hits are written in a transaction of their own: s-c's may come later.
        QTRY_COMPARE_WITH_TIMEOUT(stats(u"top"_qs, u"2"_qs).value(u"stats"_qs).toObject().value(u"total_clicks"_qs).toString(), u"4"_qs, 5000);
        const QJsonObject top = stats(u"top"_qs, u"2"_qs);
        QCOMPARE(top.value(u"links"_qs).toObject().size(), 2);
        QCOMPARE(top.value(u"links"_qs).toObject().value(u"link_2"_qs).toObject().value(u"shorturl"_qs).toString(), base() + u"s-c"_qs);
        QCOMPARE(top.value(u"stats"_qs).toObject().value(u"total_links"_qs).toString(), u"3"_qs);
        QCOMPARE(top.value(u"stats"_qs).toObject().value(u"total_clicks"_qs).toString(), u"4"_qs);
        QCOMPARE(stats(u"bottom"_qs, u"1"_qs).value(u"links"_qs).toObject().value(u"link_1"_qs).toObject().value(u"shorturl"_qs).toString(),
                 base() + u"s-a"_qs);
        QCOMPARE(stats(u"last"_qs, u"1"_qs).value(u"links"_qs).toObject().value(u"link_1"_qs).toObject().value(u"shorturl"_qs).toString(),
                 base() + u"s-c"_qs);
        QCOMPARE(stats(u"rand"_qs, u"2"_qs).value(u"links"_qs).toObject().size(), 2);
        const QJsonObject db = get({{u"signature"_qs, s().key}, {u"action"_qs, u"db-stats"_qs}, {u"format"_qs, u"json"_qs}}).json();
        QCOMPARE(db.value(u"db-stats"_qs).toObject(), (QJsonObject{{u"total_links"_qs, u"3"_qs}, {u"total_clicks"_qs, u"4"_qs}}));
    }

    // F13: stats&filter=rand picks its links in one statement, not one query at an
    // OFFSET per link (1,000 of them for limit=1000), and each link at most once.
    void f13RandomStatsPickTheirLinksInOneQuery()
    {
        m_server.reset();
        SqliteStatementCount statements;  // before the server opens its connections
        m_server = std::make_unique<ApiTestServer>();
        s().addLinks(1500, u"r"_qs);
        const qint64 before = SqliteStatementCount::now();
        const HttpResult r = get({{u"signature"_qs, s().key}, {u"action"_qs, u"stats"_qs}, {u"filter"_qs, u"rand"_qs},
                                  {u"limit"_qs, u"1000"_qs}, {u"format"_qs, u"json"_qs}});
        const qint64 run = SqliteStatementCount::now() - before;
        QCOMPARE(r.status, 200);
        const QJsonObject links = r.json().value(u"links"_qs).toObject();
        QCOMPARE(links.size(), 1000);
        QSet<QString> codes;
        for (const QJsonValue &link : links)
            codes.insert(link.toObject().value(u"shorturl"_qs).toString().mid(base().size()));
        QCOMPARE(codes.size(), 1000);
        for (const QString &code : std::as_const(codes))
            QVERIFY2(code.startsWith(u'r') && code.mid(1).toInt() < 1500, qPrintable(code));
        // The pick, the totals and what else runs meanwhile; a statement per link would be 1,000.
        if (!s().temp.onServer())
            QVERIFY2(run < 50, qPrintable(QString::number(run)));
    }

    void storageFailureIs500WithoutDetails()
    {
        s().dropLinkTables();
        for (const QString &action : {u"db-stats"_qs, u"stats"_qs, u"expand"_qs, u"url-stats"_qs}) {
            const HttpResult r = get({{u"signature"_qs, s().key}, {u"action"_qs, action}, {u"shorturl"_qs, u"abc"_qs},
                                      {u"format"_qs, u"json"_qs}});
            QCOMPARE(r.status, 500);
            QCOMPARE(r.json().value(u"code"_qs).toString(), u"error:db"_qs);
            QVERIFY2(!r.body.contains("table"), r.body.constData());
        }
    }

    void unknownActionIs400()
    {
        const HttpResult r = get({{u"signature"_qs, s().key}, {u"action"_qs, u"explode"_qs}, {u"format"_qs, u"json"_qs}});
        QCOMPARE(r.status, 400);
        QVERIFY(r.json().value(u"message"_qs).toString().contains(u"action"_qs));
    }

    void creationRateLimit()
    {
        m_server = std::make_unique<ApiTestServer>([](Settings &settings) { settings.set(keys::ApiCreatesPerMinute, 1); });
        QVERIFY(!shorten(u"https://example.org/one"_qs).isEmpty());
        const HttpResult r = get({{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"url"_qs, u"https://example.org/two"_qs},
                                  {u"format"_qs, u"json"_qs}});
        QCOMPARE(r.status, 429);
        QVERIFY(r.header("retry-after").toInt() >= 1);
        // A URL that exists already costs no creation.
        QCOMPARE(get({{u"signature"_qs, s().key}, {u"action"_qs, u"shorturl"_qs}, {u"url"_qs, u"https://example.org/one"_qs}}).status, 200);
    }
};

QTEST_GUILESS_MAIN(TestYourlsApi)
#include "tst_yourlsapi.moc"
