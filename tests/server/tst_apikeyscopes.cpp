// API keys that can do less: every Shlink and YOURLS route, the bookmarklet and /.metrics,
// asked with a full, a read-only, an own-links, a domain-specific and an expired key over real
// sockets: allowed, or 403 naming the missing scope, as docs/api.md documents.
#include "ApiTestServer.h"

#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

enum class Scope { Full, ReadOnly, OwnLinksOwn, OwnLinksOther, Expired, DomainOwn, DomainOther };

// The domain-specific key's domain.
const QString KeyDomain = QStringLiteral("s.example.org");

// What a route is, as the matrix needs it: what it asks of the key, and its answer when allowed.
struct RouteCase {
    const char *name;
    ApiAccess access;
    int allowed;
};

const QList<RouteCase> Routes{
    {"shlink list", ApiAccess::Read, 200},
    {"shlink create", ApiAccess::Create, 200},
    {"shlink shorten", ApiAccess::Create, 200},
    {"shlink get", ApiAccess::Read, 200},
    {"shlink patch", ApiAccess::ChangeLink, 200},
    {"shlink put", ApiAccess::ChangeLink, 200},
    {"shlink delete", ApiAccess::ChangeLink, 204},
    {"shlink link visits", ApiAccess::Read, 200},
    {"shlink visits", ApiAccess::Read, 200},
    {"shlink orphan visits", ApiAccess::Read, 200},
    {"shlink delete link visits", ApiAccess::ChangeLink, 200},
    {"shlink delete orphan visits", ApiAccess::ChangeAll, 200},
    {"shlink tag visits", ApiAccess::Read, 200},
    {"shlink non-orphan visits", ApiAccess::Read, 200},
    {"shlink tags", ApiAccess::Read, 200},
    {"shlink tag stats", ApiAccess::Read, 200},
    {"shlink rename tag", ApiAccess::ChangeAll, 204},
    {"shlink delete tag", ApiAccess::ChangeAll, 204},
    {"shlink redirect rules", ApiAccess::Read, 200},
    {"shlink set redirect rules", ApiAccess::ChangeLink, 200},
    {"shlink patch redirect rules", ApiAccess::ChangeLink, 200},
    {"shlink domains", ApiAccess::Read, 200},
    {"shlink mercure", ApiAccess::Read, 501},
    {"yourls shorturl", ApiAccess::Create, 200},
    {"yourls expand", ApiAccess::Read, 200},
    {"yourls url-stats", ApiAccess::Read, 200},
    {"yourls stats", ApiAccess::Read, 200},
    {"yourls db-stats", ApiAccess::Read, 200},
    {"yourls version", ApiAccess::Read, 200},
    {"bookmarklet", ApiAccess::Create, 200},
    {"metrics", ApiAccess::Read, 200},
};

// The scope docs/api.md says the key lacks for the access, or empty when it is allowed.
QString missingScope(Scope scope, ApiAccess access)
{
    switch (scope) {
    case Scope::Full: return {};
    case Scope::Expired: return u"unexpired"_s;
    case Scope::ReadOnly: return access == ApiAccess::Read ? QString() : u"write"_s;
    case Scope::OwnLinksOwn: return access == ApiAccess::ChangeAll ? u"all-links"_s : QString();
    case Scope::OwnLinksOther:
        return access == ApiAccess::ChangeAll || access == ApiAccess::ChangeLink ? u"all-links"_s : QString();
    case Scope::DomainOwn: return access == ApiAccess::ChangeAll ? u"domain"_s : QString();
    case Scope::DomainOther:
        return access == ApiAccess::ChangeAll || access == ApiAccess::ChangeLink ? u"domain"_s : QString();
    }
    return {};
}

}  // namespace

class TestApiKeyScopes : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<ApiTestServer> m_server;
    QHash<Scope, QString> m_keys;
    int m_made = 0;

    ApiTestServer &s() { return *m_server; }

    QString makeKey(const QString &name, const ApiKeyScope &scope)
    {
        return ApiKeyStore(s().temp.db).create(name, scope).value().key;
    }

    // A link made through the Shlink API with `key`, tagged `tag`: its code.
    QString makeLink(const QString &key, const QString &tag)
    {
        const QString url = u"https://example.org/made/%1"_s.arg(++m_made);
        const HttpResult made = send(s().manager, "POST", s().at(u"/rest/v3/short-urls"_s),
            QJsonDocument(QJsonObject{{u"longUrl"_s, url}, {u"tags"_s, QJsonArray{tag}}}).toJson(),
            {{"X-Api-Key", key.toUtf8()}});
        if (made.status != 200)
            qFatal("cannot make a link: %s", made.body.constData());
        return made.json().value(u"shortCode"_s).toString();
    }

    // `domain`: the link's, named in ?domain= to the Shlink routes of one short URL.
    HttpResult ask(
        const RouteCase &route, const QString &key, const QString &code, const QString &tag, const QString &domain = {})
    {
        const QString onDomain = domain.isEmpty() ? QString() : u"?domain="_s + domain;
        const QList<QPair<QByteArray, QByteArray>> header{{"X-Api-Key", key.toUtf8()}};
        const QByteArray name = route.name;
        const QString unique = QString::number(++m_made);
        const auto shlink = [&](const QByteArray &method, const QString &path, const QJsonObject &body) {
            return send(s().manager, method, s().at(u"/rest/v3"_s + path),
                body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact), header);
        };
        const auto yourls = [&](const QString &query) {
            return send(s().manager, "GET",
                s().at(u"/yourls-api.php?format=json&password="_s + QString::fromLatin1(QUrl::toPercentEncoding(key))
                    + u'&' + query));
        };
        if (name == "shlink list")
            return shlink("GET", u"/short-urls"_s, {});
        if (name == "shlink create")
            return shlink(
                "POST", u"/short-urls"_s, QJsonObject{{u"longUrl"_s, QString(u"https://example.org/new/"_s + unique)}});
        if (name == "shlink shorten")
            return shlink(
                "GET", u"/short-urls/shorten?format=json&longUrl=https%3A%2F%2Fexample.org%2Fs%2F"_s + unique, {});
        if (name == "shlink get")
            return shlink("GET", u"/short-urls/"_s + code + onDomain, {});
        if (name == "shlink patch")
            return shlink("PATCH", u"/short-urls/"_s + code + onDomain, QJsonObject{{u"title"_s, u"patched"_s}});
        if (name == "shlink put")
            return shlink("PUT", u"/short-urls/"_s + code + onDomain, QJsonObject{{u"title"_s, u"put"_s}});
        if (name == "shlink delete")
            return shlink("DELETE", u"/short-urls/"_s + code + onDomain, {});
        if (name == "shlink link visits")
            return shlink("GET", u"/short-urls/"_s + code + u"/visits"_s + onDomain, {});
        if (name == "shlink visits")
            return shlink("GET", u"/visits"_s, {});
        if (name == "shlink orphan visits")
            return shlink("GET", u"/visits/orphan"_s, {});
        if (name == "shlink delete link visits")
            return shlink("DELETE", u"/short-urls/"_s + code + u"/visits"_s + onDomain, {});
        if (name == "shlink delete orphan visits")
            return shlink("DELETE", u"/visits/orphan"_s, {});
        if (name == "shlink tag visits")
            return shlink("GET", u"/tags/"_s + tag + u"/visits"_s, {});
        if (name == "shlink non-orphan visits")
            return shlink("GET", u"/visits/non-orphan"_s, {});
        if (name == "shlink tags")
            return shlink("GET", u"/tags"_s, {});
        if (name == "shlink tag stats")
            return shlink("GET", u"/tags/stats"_s, {});
        if (name == "shlink rename tag")
            return shlink(
                "PUT", u"/tags"_s, QJsonObject{{u"oldName"_s, tag}, {u"newName"_s, QString(tag + u"-renamed"_s)}});
        if (name == "shlink delete tag")
            return shlink("DELETE", u"/tags?tags%5B%5D="_s + tag, {});
        if (name == "shlink redirect rules")
            return shlink("GET", u"/short-urls/"_s + code + u"/redirect-rules"_s + onDomain, {});
        if (name == "shlink set redirect rules" || name == "shlink patch redirect rules")
            return shlink(name == "shlink set redirect rules" ? "POST" : "PATCH",
                u"/short-urls/"_s + code + u"/redirect-rules"_s + onDomain,
                QJsonObject{{u"redirectRules"_s, QJsonArray()}});
        if (name == "shlink domains")
            return shlink("GET", u"/domains"_s, {});
        if (name == "shlink mercure")
            return shlink("GET", u"/mercure-info"_s, {});
        if (name == "yourls shorturl")
            return yourls(u"action=shorturl&url=https%3A%2F%2Fexample.org%2Fy%2F"_s + unique);
        if (name == "yourls expand")
            return yourls(u"action=expand&shorturl="_s + code);
        if (name == "yourls url-stats")
            return yourls(u"action=url-stats&shorturl="_s + code);
        if (name == "yourls stats")
            return yourls(u"action=stats&filter=top&limit=2"_s);
        if (name == "yourls db-stats")
            return yourls(u"action=db-stats"_s);
        if (name == "yourls version")
            return yourls(u"action=version"_s);
        if (name == "bookmarklet")
            return send(
                s().manager, "GET", s().at(u"/.new?url=https%3A%2F%2Fexample.org%2Fb%2F"_s + unique), {}, header);
        // From a client on the LAN behind the trusted proxy on this machine: without a key it
        // is no metrics client (server/lanMetrics is off), with one it is.
        return send(s().manager, "GET", s().at(u"/.metrics"_s), {},
            {{"X-Api-Key", key.toUtf8()}, {"X-Forwarded-For", "192.168.1.5"}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = std::make_unique<ApiTestServer>(
            [](Settings &settings) { settings.set(keys::TrustedProxies, u"127.0.0.1/32"_s); });
        m_keys[Scope::Full] = s().key;
        m_keys[Scope::ReadOnly] = makeKey(u"reader"_s, ApiKeyScope{true, false, {}, {}});
        m_keys[Scope::OwnLinksOwn] = m_keys[Scope::OwnLinksOther]
            = makeKey(u"teammate"_s, ApiKeyScope{false, true, {}, {}});
        m_keys[Scope::Expired]
            = makeKey(u"old"_s, ApiKeyScope{false, false, QDateTime::currentDateTimeUtc().addDays(1), {}});
        m_keys[Scope::DomainOwn] = m_keys[Scope::DomainOther]
            = makeKey(u"one-domain"_s, ApiKeyScope{false, false, {}, KeyDomain});
        QSqlQuery q(s().temp.db->connection());
        QVERIFY(q.exec(u"UPDATE api_keys SET expires_at = %1 WHERE name = 'old'"_s.arg(
            QDateTime::currentMSecsSinceEpoch() - 60000)));
    }
    void cleanupTestCase() { m_server.reset(); }

    void everyRouteWithEveryScope_data()
    {
        QTest::addColumn<int>("route");
        QTest::addColumn<int>("scope");
        const QList<QPair<Scope, const char *>> scopes{{Scope::Full, "full"}, {Scope::ReadOnly, "read-only"},
            {Scope::OwnLinksOwn, "own-links, its link"}, {Scope::OwnLinksOther, "own-links, another's link"},
            {Scope::Expired, "expired"}, {Scope::DomainOwn, "domain, its domain's link"},
            {Scope::DomainOther, "domain, a default domain's link"}};
        for (int r = 0; r < Routes.size(); ++r) {
            const QByteArray name = Routes.at(r).name;
            for (const auto &[scope, scopeName] : scopes) {
                // YOURLS names links by code alone, on the default domain: it has no other domain's link to read.
                if (scope == Scope::DomainOwn && (name == "yourls expand" || name == "yourls url-stats"))
                    continue;
                QTest::addRow("%s, %s", Routes.at(r).name, scopeName) << r << int(scope);
            }
        }
    }

    void everyRouteWithEveryScope()
    {
        QFETCH(int, route);
        QFETCH(int, scope);
        const RouteCase &routeCase = Routes.at(route);
        const Scope keyScope = Scope(scope);
        // A fresh link and tag for each row: made with the own-links key itself, or with the full key.
        const QString tag = u"tag%1"_s.arg(++m_made);
        const QString owner = keyScope == Scope::OwnLinksOwn ? m_keys[Scope::OwnLinksOwn]
            : keyScope == Scope::DomainOwn                   ? m_keys[Scope::DomainOwn]
                                                             : m_keys[Scope::Full];
        const QString code = makeLink(owner, tag);
        // The domain key's own links are made on its domain.
        const QString domain = keyScope == Scope::DomainOwn ? KeyDomain : QString();
        QCOMPARE(LinkStore(s().temp.db).get(code, domain).ok(), true);
        if (keyScope == Scope::OwnLinksOther)
            makeLink(m_keys[Scope::OwnLinksOwn], tag);  // its own link carries the tag too

        const HttpResult r = ask(routeCase, m_keys[keyScope], code, tag, domain);
        const QString missing = missingScope(keyScope, routeCase.access);
        const bool yourls = QByteArray(routeCase.name).startsWith("yourls");
        if (missing.isEmpty()) {
            QVERIFY2(
                r.status == routeCase.allowed, qPrintable(u"%1: %2"_s.arg(r.status).arg(QString::fromUtf8(r.body))));
            return;
        }
        QVERIFY2(r.status == 403, qPrintable(u"%1: %2"_s.arg(r.status).arg(QString::fromUtf8(r.body))));
        if (yourls) {
            QCOMPARE(r.json().value(u"errorCode"_s).toInt(), 403);
            QCOMPARE(r.json().value(u"missingScope"_s).toString(), missing);
        } else {
            QCOMPARE(r.header("content-type"), QByteArray("application/problem+json"));
            QCOMPARE(r.json().value(u"type"_s).toString(), u"https://shlink.io/api/error/forbidden-operation"_s);
            QCOMPARE(r.json().value(u"missingScope"_s).toString(), missing);
            QVERIFY(!r.json().value(u"detail"_s).toString().isEmpty());
        }
        // Nothing changed: the link is there as it was, the tag too.
        const auto link = LinkStore(s().temp.db).get(code, domain);
        QVERIFY(link.ok());
        QVERIFY(link->title.isEmpty());
        QCOMPARE(link->tags, QStringList{tag});
    }

    // Links made through an API record their key; an own-links key still lists every link.
    void ownLinksKeysReadEverything()
    {
        const QString mine = makeLink(m_keys[Scope::OwnLinksOwn], u"mine"_s);
        const QString theirs = makeLink(m_keys[Scope::Full], u"theirs"_s);
        LinkStore store(s().temp.db);
        QVERIFY(store.get(mine)->apiKeyId != 0);
        QVERIFY(store.get(mine)->apiKeyId != store.get(theirs)->apiKeyId);
        const HttpResult list = send(s().manager, "GET", s().at(u"/rest/v3/short-urls?itemsPerPage=-1"_s), {},
            {{"X-Api-Key", m_keys[Scope::OwnLinksOwn].toUtf8()}});
        QCOMPARE(list.status, 200);
        QStringList codes;
        for (const QJsonValue &v : list.json().value(u"shortUrls"_s).toObject().value(u"data"_s).toArray())
            codes << v.toObject().value(u"shortCode"_s).toString();
        QVERIFY(codes.contains(mine));
        QVERIFY(codes.contains(theirs));
    }

    // Without a key, a LAN client behind the proxy is no metrics client; a wrong key is 401.
    void metricsWithoutOrWithAWrongKey()
    {
        QCOMPARE(
            send(s().manager, "GET", s().at(u"/.metrics"_s), {}, {{"X-Forwarded-For", "192.168.1.5"}}).status, 403);
        const HttpResult wrong = send(s().manager, "GET", s().at(u"/.metrics"_s), {},
            {{"X-Api-Key", "not-a-key"}, {"X-Forwarded-For", "192.168.1.5"}});
        QCOMPARE(wrong.status, 401);
        QCOMPARE(wrong.json().value(u"type"_s).toString(), u"https://shlink.io/api/error/invalid-api-key"_s);
    }

    void expiriesAheadOnlyAndDomainsByName()
    {
        ApiKeyStore keys(s().temp.db);
        const auto past
            = keys.create(u"past"_s, ApiKeyScope{false, false, QDateTime::currentDateTimeUtc().addSecs(-1), {}});
        QVERIFY(!past.ok());
        QCOMPARE(past.error().field, u"expires"_s);
        const auto domain = keys.create(u"domain"_s, ApiKeyScope{false, false, {}, u"not a domain"_s});
        QVERIFY(!domain.ok());
        QCOMPARE(domain.error().field, u"domain"_s);
        QVERIFY(keys.create(u"go"_s, ApiKeyScope{false, false, {}, u"Go.Example.com"_s}).ok());
        bool listed = false;
        for (const ApiKeyInfo &key : keys.list())
            listed = listed || (key.name == u"go"_s && key.scope.domain == u"go.example.com"_s);
        QVERIFY(listed);
    }
};

QTEST_GUILESS_MAIN(TestApiKeyScopes)
#include "tst_apikeyscopes.moc"
