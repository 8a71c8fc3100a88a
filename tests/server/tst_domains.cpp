// Several short domains on one Kurz (docs/server.md, docs/api.md): the same code once per domain,
// a request resolved by its Host (or a trusted proxy's X-Forwarded-Host), an unknown Host on the
// default domain, and the not-found redirects of each domain. Over real sockets, on SQLite and
// (tst_domains_pg) PostgreSQL.
#include "ApiTestServer.h"

#include "core/store/DomainStore.h"

#include <QNetworkProxy>
#include <QTcpSocket>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

struct Answer {
    int status = 0;
    QByteArray location;
};

// One GET over a raw socket with the Host (and more headers) given, as a browser on that name sends it.
Answer visit(const ApiTestServer &s, const QByteArray &path, const QByteArray &host, const QByteArray &headers = {})
{
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.connectToHost(QHostAddress::LocalHost, quint16(s.url.port()));
    if (!socket.waitForConnected(5000))
        return {};
    socket.write("GET " + path + " HTTP/1.1\r\nHost: " + host
        + "\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0\r\n" + headers
        + "Connection: close\r\n\r\n");
    QByteArray bytes;
    while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(5000))
        bytes += socket.readAll();
    bytes += socket.readAll();
    Answer answer;
    const QList<QByteArray> lines = bytes.left(bytes.indexOf("\r\n\r\n")).split('\n');
    if (lines.isEmpty())
        return answer;
    answer.status = lines.first().split(' ').value(1).toInt();
    for (const QByteArray &line : lines) {
        if (line.toLower().startsWith("location:"))
            answer.location = line.mid(9).trimmed();
    }
    return answer;
}

QString create(ApiTestServer &s, const QString &slug, const QString &target, const QString &domain = {})
{
    QJsonObject fields{{u"longUrl"_s, target}, {u"customSlug"_s, slug}};
    if (!domain.isEmpty())
        fields.insert(u"domain"_s, domain);
    const auto r = s.create(fields);
    if (r.status != 200)
        qWarning() << r.status << r.body;
    return r.json().value(u"shortUrl"_s).toString();
}

QByteArray patch(const QJsonObject &fields)
{
    return QJsonDocument(fields).toJson(QJsonDocument::Compact);
}

}  // namespace

class TestDomains : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theSameCodeOnTwoDomainsIsResolvedByHost()
    {
        ApiTestServer s;
        QCOMPARE(create(s, u"goto"_s, u"https://example.org/a"_s, u"A.Example"_s), u"http://a.example/goto"_s);
        QCOMPARE(create(s, u"goto"_s, u"https://example.org/b"_s, u"b.example"_s), u"http://b.example/goto"_s);
        create(s, u"goto"_s, u"https://example.org/default"_s);
        create(s, u"only"_s, u"https://example.org/only-default"_s);
        // Twice each: the second answer comes from the resolve cache (and the simple fast path).
        for (int round = 0; round < 2; ++round) {
            QCOMPARE(visit(s, "/goto", "a.example").location, QByteArray("https://example.org/a"));
            QCOMPARE(visit(s, "/goto", "B.EXAMPLE:8080").location, QByteArray("https://example.org/b"));
            QCOMPARE(visit(s, "/goto", "127.0.0.1").location, QByteArray("https://example.org/default"));
            // An unknown Host is the default domain's, as in Shlink.
            QCOMPARE(visit(s, "/goto", "c.example").location, QByteArray("https://example.org/default"));
            // A code the domain lacks falls back to the default domain's.
            QCOMPARE(visit(s, "/only", "a.example").location, QByteArray("https://example.org/only-default"));
            // The general path (a query string) keys the same way.
            QCOMPARE(visit(s, "/goto?x=1", "b.example").location, QByteArray("https://example.org/b?x=1"));
        }
        const auto links = LinkStore(s.temp.db).pages().page(LinkQuery{});
        QCOMPARE(links->size(), 4);
        QCOMPARE(LinkStore(s.temp.db).get(u"goto"_s, u"a.example"_s)->target, u"https://example.org/a"_s);
    }

    // GET /domains/{domain}/visits: a domain's links' visits, DEFAULT's (or the default
    // domain's own name's) the default links', and 404 domain-not-found for an unknown one.
    void aDomainsVisitsAreListed()
    {
        ApiTestServer s;
        create(s, u"goto"_s, u"https://example.org/a"_s, u"a.example"_s);
        create(s, u"goto"_s, u"https://example.org/default"_s);
        QCOMPARE(visit(s, "/goto", "a.example").status, 302);
        QCOMPARE(visit(s, "/goto", "a.example").status, 302);
        QCOMPARE(visit(s, "/goto", "127.0.0.1").status, 302);
        const auto total = [&s](const QString &domain) {
            const auto r = s.call("GET", u"/rest/v3/domains/"_s + domain + u"/visits"_s);
            if (r.status != 200)
                return -r.status;
            return r.json()
                .value(u"visits"_s)
                .toObject()
                .value(u"pagination"_s)
                .toObject()
                .value(u"totalItems"_s)
                .toInt(-1);
        };
        QTRY_COMPARE_WITH_TIMEOUT(total(u"a.example"_s), 2, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(total(u"DEFAULT"_s), 1, 10000);
        QCOMPARE(total(u"127.0.0.1"_s), 1);  // the default domain by its name
        QCOMPARE(total(u"c.example"_s), -404);
        const auto unknown = s.call("GET", u"/rest/v3/domains/c.example/visits"_s);
        QVERIFY(unknown.json().value(u"type"_s).toString().contains(u"domain-not-found"_s));
    }

    void theUniqueConstraintRefusesASecondCodeOnOneDomain()
    {
        ApiTestServer s;
        create(s, u"dup"_s, u"https://example.org/1"_s, u"a.example"_s);
        const auto again = s.create(
            {{u"longUrl"_s, u"https://example.org/2"_s}, {u"customSlug"_s, u"dup"_s}, {u"domain"_s, u"a.example"_s}});
        QCOMPARE(again.status, 400);
        QCOMPARE(again.json().value(u"type"_s).toString().contains(u"non-unique-slug"_s), true);
        // Straight into the store: the database's UNIQUE (code, domain) decides.
        LinkStore store(s.temp.db);
        Link link;
        link.code = u"dup"_s;
        link.target = u"https://example.org/3"_s;
        link.domain = u"a.example"_s;
        const auto refused = store.insert(link);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Conflict);
        link.domain = u"b.example"_s;
        QVERIFY(store.insert(link));
        link.domain.clear();
        QVERIFY(store.insert(link));
        QVERIFY(!store.insert(link));
    }

    void aTrustedProxysForwardedHostChoosesTheDomain()
    {
        ApiTestServer trusting([](Settings &settings) { settings.set(keys::TrustedProxies, u"127.0.0.1/32"_s); });
        create(trusting, u"prx"_s, u"https://example.org/proxied"_s, u"a.example"_s);
        create(trusting, u"prx"_s, u"https://example.org/default"_s);
        QCOMPARE(visit(trusting, "/prx", "backend.internal", "X-Forwarded-Host: a.example\r\n").location,
            QByteArray("https://example.org/proxied"));
        ApiTestServer untrusting;
        create(untrusting, u"prx"_s, u"https://example.org/proxied"_s, u"a.example"_s);
        create(untrusting, u"prx"_s, u"https://example.org/default"_s);
        QCOMPARE(visit(untrusting, "/prx", "backend.internal", "X-Forwarded-Host: a.example\r\n").location,
            QByteArray("https://example.org/default"));
    }

    void eachNotFoundRedirectIsApplied()
    {
        ApiTestServer s;
        create(s, u"xyz"_s, u"https://example.org/x"_s, u"a.example"_s);
        QCOMPARE(visit(s, "/", "a.example").status, 200);  // Kurz's home page until a redirect is set
        QCOMPARE(visit(s, "/nothing", "a.example").status, 404);
        const auto set = s.call("PATCH", u"/rest/v3/domains/redirects"_s,
            patch({{u"domain"_s, u"a.example"_s}, {u"baseUrlRedirect"_s, u"https://example.org/base"_s},
                {u"regular404Redirect"_s, u"https://example.org/404"_s},
                {u"invalidShortUrlRedirect"_s, u"https://example.org/invalid"_s}}));
        QCOMPARE(set.status, 200);
        QCOMPARE(set.json().value(u"invalidShortUrlRedirect"_s).toString(), u"https://example.org/invalid"_s);
        QCOMPARE(visit(s, "/", "a.example").location, QByteArray("https://example.org/base"));
        QCOMPARE(visit(s, "/nothing", "a.example").location, QByteArray("https://example.org/invalid"));
        QCOMPARE(visit(s, "/xyz/more/path", "a.example").location, QByteArray("https://example.org/404"));
        QCOMPARE(visit(s, "/a/b/c%20d", "a.example").location, QByteArray("https://example.org/404"));
        QCOMPARE(visit(s, "/xyz", "a.example").location, QByteArray("https://example.org/x"));
        // The default domain has none yet: Kurz's own answers.
        QCOMPARE(visit(s, "/nothing", "127.0.0.1").status, 404);
        QCOMPARE(visit(s, "/", "127.0.0.1").status, 200);
        // The default domain's, named by its own host.
        QCOMPARE(s.call("PATCH", u"/rest/v3/domains/redirects"_s,
                      patch({{u"domain"_s, u"127.0.0.1"_s},
                          {u"invalidShortUrlRedirect"_s, u"https://example.org/default-invalid"_s}}))
                     .status,
            200);
        QCOMPARE(visit(s, "/nothing", "c.example").location, QByteArray("https://example.org/default-invalid"));
        QCOMPARE(visit(s, "/", "c.example").status, 200);
        // A domain with redirects of its own keeps them.
        QCOMPARE(visit(s, "/nothing", "a.example").location, QByteArray("https://example.org/invalid"));

        const auto listed = s.call("GET", u"/rest/v3/domains"_s).json().value(u"domains"_s).toObject();
        const QJsonArray data = listed.value(u"data"_s).toArray();
        QCOMPARE(data.size(), 2);
        QCOMPARE(data.at(0).toObject().value(u"isDefault"_s).toBool(), true);
        QCOMPARE(data.at(1).toObject().value(u"domain"_s).toString(), u"a.example"_s);
        QCOMPARE(data.at(1).toObject().value(u"redirects"_s).toObject().value(u"baseUrlRedirect"_s).toString(),
            u"https://example.org/base"_s);
        QCOMPARE(listed.value(u"defaultRedirects"_s).toObject().value(u"invalidShortUrlRedirect"_s).toString(),
            u"https://example.org/default-invalid"_s);
        QCOMPARE(s.call("PATCH", u"/rest/v3/domains/redirects"_s,
                      patch({{u"domain"_s, u"not a host"_s}, {u"baseUrlRedirect"_s, u"https://example.org/"_s}}))
                     .status,
            400);
    }

    void deletingADomainsLastLinkForgetsTheDomain()
    {
        ApiTestServer s;
        create(s, u"last"_s, u"https://example.org/on-a"_s, u"a.example"_s);
        create(s, u"last"_s, u"https://example.org/default"_s);
        QCOMPARE(visit(s, "/last", "a.example").location, QByteArray("https://example.org/on-a"));
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/last?domain=a.example"_s).json().value(u"longUrl"_s).toString(),
            u"https://example.org/on-a"_s);
        const auto listed = s.call("GET", u"/rest/v3/short-urls?domain=a.example"_s).json();
        QCOMPARE(listed.value(u"shortUrls"_s).toObject().value(u"data"_s).toArray().size(), 1);
        QCOMPARE(s.call("DELETE", u"/rest/v3/short-urls/last?domain=a.example"_s).status, 204);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/last?domain=a.example"_s).status, 404);
        // The default domain's link is still there, and now answers on a.example too.
        QCOMPARE(visit(s, "/last", "a.example").location, QByteArray("https://example.org/default"));
        QCOMPARE(DomainStore(s.temp.db).names()->size(), 0);
        const QJsonArray data
            = s.call("GET", u"/rest/v3/domains"_s).json().value(u"domains"_s).toObject().value(u"data"_s).toArray();
        QCOMPARE(data.size(), 1);
        QCOMPARE(s.call("GET", u"/rest/v3/short-urls/last"_s).status, 200);
    }

    void aDomainKeyCreatesOnItsDomainAndChangesOnlyItsLinks()
    {
        ApiTestServer s;
        create(s, u"theirs"_s, u"https://example.org/default"_s);
        ApiKeyScope scope;
        scope.domain = u"a.example"_s;
        const QString key = ApiKeyStore(s.temp.db).create(u"domain-key"_s, scope)->key;
        const QList<QPair<QByteArray, QByteArray>> withKey{{"X-Api-Key", key.toUtf8()}};
        const auto made = s.call("POST", u"/rest/v3/short-urls"_s,
            patch({{u"longUrl"_s, u"https://example.org/mine"_s}, {u"customSlug"_s, u"mine"_s}}), withKey, false);
        QCOMPARE(made.status, 200);
        QCOMPARE(made.json().value(u"domain"_s).toString(), u"a.example"_s);
        QCOMPARE(
            s.call("POST", u"/rest/v3/short-urls"_s,
                 patch({{u"longUrl"_s, u"https://example.org/x"_s}, {u"domain"_s, u"b.example"_s}}), withKey, false)
                .status,
            403);
        QCOMPARE(s.call("PATCH", u"/rest/v3/short-urls/theirs"_s, patch({{u"title"_s, u"t"_s}}), withKey, false).status,
            403);
        QCOMPARE(s.call("PATCH", u"/rest/v3/short-urls/mine?domain=a.example"_s, patch({{u"title"_s, u"t"_s}}), withKey,
                      false)
                     .status,
            200);
    }
};

QTEST_GUILESS_MAIN(TestDomains)
#include "tst_domains.moc"
