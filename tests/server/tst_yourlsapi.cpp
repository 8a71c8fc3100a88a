#include "ApiTestServer.h"
#include "SqliteStatementCount.h"

#include "server/YourlsApi.h"

#include <QCryptographicHash>
#include <QXmlStreamReader>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestYourlsApi : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<ApiTestServer> m_server;
    ApiTestServer &s() { return *m_server; }
    QString base() { return s().url.toString(QUrl::RemovePath) + u'/'; }

    HttpResult get(QList<QPair<QString, QString>> params)
    {
        QUrlQuery query;
        query.setQueryItems(params);
        return send(s().manager, "GET", s().at(u"/yourls-api.php?"_s + query.toString(QUrl::FullyEncoded)));
    }
    HttpResult post(const QList<QPair<QString, QString>> &params)
    {
        QByteArray body;
        for (const auto &[name, value] : params)
            body += (body.isEmpty() ? "" : "&") + QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
        return send(s().manager, "POST", s().at(u"/yourls-api.php"_s), body,
            {{"Content-Type", "application/x-www-form-urlencoded"}});
    }
    HttpResult multipart(const QList<QPair<QString, QString>> &params)
    {
        auto *parts = new QHttpMultiPart(QHttpMultiPart::FormDataType);
        for (const auto &[name, value] : params) {
            QHttpPart part;
            part.setHeader(
                QNetworkRequest::ContentDispositionHeader, QStringLiteral("form-data; name=\"%1\"").arg(name));
            part.setBody(value.toUtf8());
            parts->append(part);
        }
        const HttpResult r = send(s().manager, "POST", s().at(u"/yourls-api.php"_s), {}, {}, parts);
        delete parts;
        return r;
    }
    QString shorten(const QString &url, const QString &keyword = {})
    {
        QList<QPair<QString, QString>> params{
            {u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s}, {u"url"_s, url}, {u"format"_s, u"json"_s}};
        if (!keyword.isEmpty())
            params.append({u"keyword"_s, keyword});
        return get(params).json().value(u"shorturl"_s).toString();
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
        const HttpResult r = get({{u"signature"_s, s().key}, {u"action"_s, u"db-stats"_s}, {u"format"_s, u"json"_s}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"db-stats"_s).toObject().value(u"total_links"_s).toString(), u"0"_s);
    }

    void usernameAndPasswordAuth()
    {
        const HttpResult r = post({{u"username"_s, u"anyone"_s}, {u"password"_s, s().key}, {u"action"_s, u"version"_s},
            {u"format"_s, u"json"_s}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"version"_s).toString(), QString::fromLatin1(YourlsApi::CompatibleVersion));
    }

    void timeLimitedSignatureAuth_data()
    {
        QTest::addColumn<QString>("hash");
        QTest::addColumn<int>("algorithm");
        QTest::newRow("md5 (default)") << QString() << int(QCryptographicHash::Md5);
        QTest::newRow("md5") << u"md5"_s << int(QCryptographicHash::Md5);
        QTest::newRow("sha256") << u"sha256"_s << int(QCryptographicHash::Sha256);
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
            const QByteArray signature = QCryptographicHash::hash(
                QByteArray(QByteArray::number(timestamp) + signingToken), QCryptographicHash::Algorithm(algorithm))
                                             .toHex();
            QList<QPair<QString, QString>> params{{u"timestamp"_s, QString::number(timestamp)},
                {u"signature"_s, QString::fromLatin1(signature)}, {u"action"_s, u"db-stats"_s},
                {u"format"_s, u"json"_s}};
            if (!hash.isEmpty())
                params.append({u"hash"_s, hash});
            return get(params);
        };
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        QCOMPARE(signedRequest(now, token).status, 200);
        QCOMPARE(signedRequest(now - 60, token).status, 200);
        QCOMPARE(signedRequest(now - 2 * 86400, token).status, 403);  // expired
        QCOMPARE(signedRequest(now, "not-the-token").status, 403);
        QCOMPARE(signedRequest(now, storedHash).status, 403);
        QCOMPARE(signedRequest(now, s().key.toLatin1()).status, 403);
    }

    void plainSignatureTakesTheKeyOrItsToken()
    {
        const auto withSignature = [this](const QString &signature) {
            return get({{u"signature"_s, signature}, {u"action"_s, u"db-stats"_s}, {u"format"_s, u"json"_s}}).status;
        };
        QCOMPARE(withSignature(s().key), 200);
        QCOMPARE(withSignature(s().signatureToken), 200);
        QCOMPARE(withSignature(ApiKeyStore::hashKey(s().key)), 403);
        QCOMPARE(withSignature(s().signatureToken.left(39)), 403);
        // The token is for YOURLS's signature only: the Shlink API wants the key.
        QCOMPARE(send(s().manager, "GET", s().at(u"/rest/v3/short-urls"_s), {},
                     {{"X-Api-Key", s().signatureToken.toLatin1()}})
                     .status,
            401);
        ApiKeyStore(s().temp.db).revoke(u"test"_s);
        QTRY_COMPARE_WITH_TIMEOUT(withSignature(s().signatureToken), 403, 5000);
    }

    void badAuthIs403WithYourlsBody()
    {
        HttpResult r = get({{u"signature"_s, u"wrong"_s}, {u"action"_s, u"db-stats"_s}, {u"format"_s, u"json"_s}});
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json().value(u"errorCode"_s).toInt(), 403);
        QCOMPARE(r.json().value(u"message"_s).toString(), u"Invalid username or password"_s);
        r = get({{u"action"_s, u"db-stats"_s}, {u"format"_s, u"json"_s}});
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json().value(u"message"_s).toString(), u"Please log in"_s);
        r = post({{u"username"_s, u"me"_s}, {u"password"_s, u"guess"_s}, {u"action"_s, u"version"_s}});
        QCOMPARE(r.status, 403);
        QCOMPARE(xmlValue(r.body, u"message"_s), u"Invalid username or password"_s);  // xml when no format is given
        ApiKeyStore(s().temp.db).revoke(u"test"_s);
        QTRY_COMPARE_WITH_TIMEOUT(get({{u"signature"_s, s().key}, {u"action"_s, u"version"_s}}).status, 403, 5000);
    }

    void everyFormatCarriesTheSameShortUrl()
    {
        const QList<QPair<QString, QString>> params{
            {u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s}, {u"url"_s, u"https://example.org/formats"_s}};
        const HttpResult xml = get(params);
        QCOMPARE(xml.status, 200);
        QVERIFY(xml.header("content-type").startsWith("application/xml"));
        QVERIFY(xml.body.startsWith("<?xml"));
        const QString shortUrl = xmlValue(xml.body, u"shorturl"_s);
        QVERIFY2(shortUrl.startsWith(base()), xml.body.constData());
        QCOMPARE(xmlValue(xml.body, u"status"_s), u"success"_s);
        QCOMPARE(xmlValue(xml.body, u"keyword"_s), shortUrl.mid(base().size()));

        const HttpResult json = get(params + QList<QPair<QString, QString>>{{u"format"_s, u"json"_s}});
        QCOMPARE(json.header("content-type"), QByteArray("application/json"));
        QCOMPARE(json.json().value(u"shorturl"_s).toString(), shortUrl);
        QVERIFY(!json.json().contains(u"simple"_s));

        const HttpResult simple = get(params + QList<QPair<QString, QString>>{{u"format"_s, u"simple"_s}});
        QCOMPARE(QString::fromUtf8(simple.body), shortUrl);

        const HttpResult jsonp
            = get(params + QList<QPair<QString, QString>>{{u"format"_s, u"jsonp"_s}, {u"callback"_s, u"cb_1"_s}});
        QVERIFY(jsonp.body.startsWith("cb_1({"));
        QVERIFY(jsonp.body.endsWith("})"));
        const QJsonObject inner = QJsonDocument::fromJson(jsonp.body.mid(5, jsonp.body.size() - 6)).object();
        QCOMPARE(inner.value(u"shorturl"_s).toString(), shortUrl);
        const HttpResult script
            = get(params + QList<QPair<QString, QString>>{{u"format"_s, u"jsonp"_s}, {u"callback"_s, u"alert(1);x"_s}});
        QVERIFY(script.body.startsWith("({"));  // only a plain function name may wrap the data
    }

    void shareXsMultipartPostIsShortened()
    {
        // ShareX's YOURLS shortener: multipart POST of signature, action, format, url.
        const HttpResult r = multipart({{u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s},
            {u"format"_s, u"simple"_s}, {u"url"_s, u"https://example.org/screenshot.png"_s}});
        QCOMPARE(r.status, 200);
        const QString shortUrl = QString::fromUtf8(r.body);
        QVERIFY2(shortUrl.startsWith(base()) && !shortUrl.contains(u'\n'), r.body.constData());
        const HttpResult hop = send(s().manager, "GET", QUrl(shortUrl));
        QCOMPARE(hop.status, 302);
        QCOMPARE(hop.header("location"), QByteArray("https://example.org/screenshot.png"));
        // The same screenshot again: the same short URL, still a success.
        const HttpResult again = multipart({{u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s},
            {u"format"_s, u"simple"_s}, {u"url"_s, u"https://example.org/screenshot.png"_s}});
        QCOMPARE(again.status, 200);
        QCOMPARE(QString::fromUtf8(again.body), shortUrl);
    }

    void existingUrlIsASuccess()
    {
        const QString first = shorten(u"https://example.org/twice"_s);
        const HttpResult r = post({{u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s},
            {u"url"_s, u"https://example.org/twice"_s}, {u"format"_s, u"json"_s}, {u"keyword"_s, u"another"_s}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"status"_s).toString(), u"success"_s);
        QCOMPARE(r.json().value(u"shorturl"_s).toString(), first);
        QVERIFY(r.json().value(u"message"_s).toString().contains(u"already exists"_s));
        QCOMPARE(r.json().value(u"statusCode"_s).toInt(), 200);
        QCOMPARE(LinkStore(s().temp.db).pages().countAll().value(), 1);
    }

    void shortenFieldsAndErrors()
    {
        const HttpResult r
            = get({{u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s}, {u"url"_s, u"https://example.org/kw"_s},
                {u"keyword"_s, u"mine"_s}, {u"title"_s, u"My page"_s}, {u"format"_s, u"json"_s}});
        QCOMPARE(r.status, 200);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"shorturl"_s).toString(), base() + u"mine"_s);
        QCOMPARE(o.value(u"title"_s).toString(), u"My page"_s);
        const QJsonObject url = o.value(u"url"_s).toObject();
        QCOMPARE(url.value(u"keyword"_s).toString(), u"mine"_s);
        QCOMPARE(url.value(u"url"_s).toString(), u"https://example.org/kw"_s);
        QVERIFY(QDateTime::fromString(url.value(u"date"_s).toString(), u"yyyy-MM-dd HH:mm:ss"_s).isValid());
        QVERIFY(url.contains(u"ip"_s));

        const auto failure = [&](const QString &target, const QString &keyword, const QString &code) {
            QList<QPair<QString, QString>> params{
                {u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s}, {u"url"_s, target}, {u"format"_s, u"json"_s}};
            if (!keyword.isEmpty())
                params.append({u"keyword"_s, keyword});
            const HttpResult e = get(params);
            QCOMPARE(e.status, 400);
            QCOMPARE(e.json().value(u"status"_s).toString(), u"fail"_s);
            QCOMPARE(e.json().value(u"code"_s).toString(), code);
            QCOMPARE(e.json().value(u"statusCode"_s).toInt(), 400);
        };
        failure(u"https://example.org/other"_s, u"mine"_s, u"error:keyword"_s);
        failure(QString(), QString(), u"error:nourl"_s);
        failure(u"javascript:alert(1)"_s, QString(), u"error:nourl"_s);
        failure(base() + u"mine"_s, QString(), u"error:noloop"_s);
        QCOMPARE(LinkStore(s().temp.db).pages().countAll().value(), 1);
    }

    void expandAndUrlStats()
    {
        const QString shortUrl = shorten(u"https://example.org/expand-me"_s, u"exp"_s);
        for (const QString &given : {u"exp"_s, shortUrl}) {
            const HttpResult r = get({{u"signature"_s, s().key}, {u"action"_s, u"expand"_s}, {u"shorturl"_s, given},
                {u"format"_s, u"json"_s}});
            QCOMPARE(r.status, 200);
            QCOMPARE(r.json().value(u"longurl"_s).toString(), u"https://example.org/expand-me"_s);
            QCOMPARE(r.json().value(u"keyword"_s).toString(), u"exp"_s);
            QCOMPARE(r.json().value(u"shorturl"_s).toString(), shortUrl);
        }
        QCOMPARE(QString::fromUtf8(get({{u"signature"_s, s().key}, {u"action"_s, u"expand"_s},
                                           {u"shorturl"_s, u"exp"_s}, {u"format"_s, u"simple"_s}})
                                       .body),
            u"https://example.org/expand-me"_s);
        QCOMPARE(get({{u"signature"_s, s().key}, {u"action"_s, u"expand"_s}, {u"shorturl"_s, u"nope"_s}}).status, 404);

        send(s().manager, "GET", QUrl(shortUrl));
        send(s().manager, "GET", QUrl(shortUrl));
        QTRY_COMPARE_WITH_TIMEOUT(get({{u"signature"_s, s().key}, {u"action"_s, u"url-stats"_s},
                                          {u"shorturl"_s, u"exp"_s}, {u"format"_s, u"json"_s}})
                                      .json()
                                      .value(u"link"_s)
                                      .toObject()
                                      .value(u"clicks"_s)
                                      .toString(),
            u"2"_s, 5000);
        const QJsonObject link = get({{u"signature"_s, s().key}, {u"action"_s, u"url-stats"_s},
                                         {u"shorturl"_s, shortUrl}, {u"format"_s, u"json"_s}})
                                     .json()
                                     .value(u"link"_s)
                                     .toObject();
        QCOMPARE(link.value(u"url"_s).toString(), u"https://example.org/expand-me"_s);
        QCOMPARE(link.value(u"shorturl"_s).toString(), shortUrl);
        QCOMPARE(
            get({{u"signature"_s, s().key}, {u"action"_s, u"url-stats"_s}, {u"shorturl"_s, u"nope"_s}}).status, 404);
    }

    void statsAndDbStats()
    {
        for (const QString &keyword : {u"s-a"_s, u"s-b"_s, u"s-c"_s})
            shorten(u"https://example.org/"_s + keyword, keyword);
        for (int i = 0; i < 3; ++i)
            send(s().manager, "GET", s().at(u"/s-b"_s));
        send(s().manager, "GET", s().at(u"/s-c"_s));
        const auto stats = [&](const QString &filter, const QString &limit) {
            return get({{u"signature"_s, s().key}, {u"action"_s, u"stats"_s}, {u"filter"_s, filter},
                           {u"limit"_s, limit}, {u"format"_s, u"json"_s}})
                .json();
        };
        QTRY_COMPARE_WITH_TIMEOUT(stats(u"top"_s, u"1"_s)
                                      .value(u"links"_s)
                                      .toObject()
                                      .value(u"link_1"_s)
                                      .toObject()
                                      .value(u"clicks"_s)
                                      .toString(),
            u"3"_s, 5000);
        // Each listener thread's hits are written in a transaction of their own: s-c's may come later.
        QTRY_COMPARE_WITH_TIMEOUT(
            stats(u"top"_s, u"2"_s).value(u"stats"_s).toObject().value(u"total_clicks"_s).toString(), u"4"_s, 5000);
        const QJsonObject top = stats(u"top"_s, u"2"_s);
        QCOMPARE(top.value(u"links"_s).toObject().size(), 2);
        QCOMPARE(top.value(u"links"_s).toObject().value(u"link_2"_s).toObject().value(u"shorturl"_s).toString(),
            base() + u"s-c"_s);
        QCOMPARE(top.value(u"stats"_s).toObject().value(u"total_links"_s).toString(), u"3"_s);
        QCOMPARE(top.value(u"stats"_s).toObject().value(u"total_clicks"_s).toString(), u"4"_s);
        QCOMPARE(stats(u"bottom"_s, u"1"_s)
                     .value(u"links"_s)
                     .toObject()
                     .value(u"link_1"_s)
                     .toObject()
                     .value(u"shorturl"_s)
                     .toString(),
            base() + u"s-a"_s);
        QCOMPARE(stats(u"last"_s, u"1"_s)
                     .value(u"links"_s)
                     .toObject()
                     .value(u"link_1"_s)
                     .toObject()
                     .value(u"shorturl"_s)
                     .toString(),
            base() + u"s-c"_s);
        QCOMPARE(stats(u"rand"_s, u"2"_s).value(u"links"_s).toObject().size(), 2);
        const QJsonObject db
            = get({{u"signature"_s, s().key}, {u"action"_s, u"db-stats"_s}, {u"format"_s, u"json"_s}}).json();
        QCOMPARE(
            db.value(u"db-stats"_s).toObject(), (QJsonObject{{u"total_links"_s, u"3"_s}, {u"total_clicks"_s, u"4"_s}}));
    }

    // F13: stats&filter=rand picks its links in one statement, not one query at an
    // OFFSET per link (1,000 of them for limit=1000), and each link at most once.
    void f13RandomStatsPickTheirLinksInOneQuery()
    {
        m_server.reset();
        SqliteStatementCount statements;  // before the server opens its connections
        m_server = std::make_unique<ApiTestServer>();
        s().addLinks(1500, u"r"_s);
        const qint64 before = SqliteStatementCount::now();
        const HttpResult r = get({{u"signature"_s, s().key}, {u"action"_s, u"stats"_s}, {u"filter"_s, u"rand"_s},
            {u"limit"_s, u"1000"_s}, {u"format"_s, u"json"_s}});
        const qint64 run = SqliteStatementCount::now() - before;
        QCOMPARE(r.status, 200);
        const QJsonObject links = r.json().value(u"links"_s).toObject();
        QCOMPARE(links.size(), 1000);
        QSet<QString> codes;
        for (const QJsonValue &link : links)
            codes.insert(link.toObject().value(u"shorturl"_s).toString().mid(base().size()));
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
        for (const QString &action : {u"db-stats"_s, u"stats"_s, u"expand"_s, u"url-stats"_s}) {
            const HttpResult r = get({{u"signature"_s, s().key}, {u"action"_s, action}, {u"shorturl"_s, u"abc"_s},
                {u"format"_s, u"json"_s}});
            QCOMPARE(r.status, 500);
            QCOMPARE(r.json().value(u"code"_s).toString(), u"error:db"_s);
            QVERIFY2(!r.body.contains("table"), r.body.constData());
        }
    }

    void unknownActionIs400()
    {
        const HttpResult r = get({{u"signature"_s, s().key}, {u"action"_s, u"explode"_s}, {u"format"_s, u"json"_s}});
        QCOMPARE(r.status, 400);
        QVERIFY(r.json().value(u"message"_s).toString().contains(u"action"_s));
    }

    void creationRateLimit()
    {
        m_server
            = std::make_unique<ApiTestServer>([](Settings &settings) { settings.set(keys::ApiCreatesPerMinute, 1); });
        QVERIFY(!shorten(u"https://example.org/one"_s).isEmpty());
        const HttpResult r = get({{u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s},
            {u"url"_s, u"https://example.org/two"_s}, {u"format"_s, u"json"_s}});
        QCOMPARE(r.status, 429);
        QVERIFY(r.header("retry-after").toInt() >= 1);
        // A URL that exists already costs no creation.
        QCOMPARE(
            get({{u"signature"_s, s().key}, {u"action"_s, u"shorturl"_s}, {u"url"_s, u"https://example.org/one"_s}})
                .status,
            200);
    }
};

QTEST_GUILESS_MAIN(TestYourlsApi)
#include "tst_yourlsapi.moc"
