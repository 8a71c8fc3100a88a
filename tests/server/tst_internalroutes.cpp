// The listener's table of internal routes: which paths are Kurz's own, who may use them, and
// that the aliases core reserves and the fast path's refusals agree with it.
#include "core/links/AliasPolicy.h"
#include "core/settings/Settings.h"
#include "server/Apis.h"
#include "server/InternalRoutes.h"
#include "server/ServerConfig.h"
#include "server/SimpleRequest.h"
#include "support/TempDatabase.h"

#include <QSet>
#include <QTest>

using namespace kurz;
using namespace kurz::test;
using namespace Qt::StringLiterals;

namespace {

// The table every listener thread builds: the built-in pages (handlers not needed here) and the
// APIs every RedirectServer mounts.
struct StandardTable {
    TempDatabase temp;
    Settings settings{temp.file(u"kurz.conf"_s)};
    InternalRoutes routes
        = InternalRoutes::make({}, standardApis(temp.db, settings), QUrl(u"http://127.0.0.1:8080/"_s));
};

// The alias a route outside "/." would shadow: its first segment without the extension
// ("favicon" for /favicon.ico); empty for "/" and for what no code can take (under "/.").
QString shadowedAlias(const QString &path)
{
    if (path.startsWith(u"/."))
        return {};
    QString segment = path.sliced(1).section(u'/', 0, 0);
    return segment.section(u'.', 0, 0);
}

InternalRoutes::Route route(
    const QString &path, InternalRoutes::Match match, InternalRoutes::Access access, InternalRoutes::Methods methods)
{
    return {path, match, access, methods, {}};
}

}  // namespace

class TestInternalRoutes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Which route answers a path; "" is a short code. The same paths as the listener always kept
    // for itself: "/", everything under "/.", "/rest" and under it, the YOURLS endpoint, the
    // favicon and robots.txt.
    void findTellsInternalPathsFromCodes_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("route");
        const QList<std::pair<QString, QString>> rows{
            {u"/"_s, u"/"_s},
            {u""_s, u"/"_s},  // an absolute-form request without a path
            {u"/.health"_s, u"/.health"_s},
            {u"/.metrics"_s, u"/.metrics"_s},
            {u"/.new"_s, u"/.new"_s},
            {u"/.new/more"_s, u"/."_s},
            {u"/.well-known/security.txt"_s, u"/."_s},
            {u"/."_s, u"/."_s},
            {u"/rest"_s, u"/rest/"_s},
            {u"/rest/"_s, u"/rest/"_s},
            {u"/rest/v3/short-urls"_s, u"/rest/"_s},
            {u"/yourls-api.php"_s, u"/yourls-api.php"_s},
            {u"/favicon.ico"_s, u"/favicon.ico"_s},
            {u"/robots.txt"_s, u"/robots.txt"_s},
            {u"/demo"_s, {}},
            {u"/restful"_s, {}},
            {u"/r"_s, {}},
            {u"/REST"_s, {}},
            {u"/favicon"_s, {}},
            {u"/robots.txt/x"_s, {}},
            {u"/yourls-api.php/x"_s, {}},
            {u"/f/.health"_s, {}},
            {u"/%2Ehealth"_s, {}},
        };
        for (const auto &[path, route] : rows)
            QTest::newRow(qPrintable(path.isEmpty() ? u"(empty)"_s : path)) << path << route;
    }
    void findTellsInternalPathsFromCodes()
    {
        QFETCH(QString, path);
        QFETCH(QString, route);
        const StandardTable table;
        const InternalRoutes::Route *found = table.routes.find(path);
        QCOMPARE(found ? found->path : QString(), route);
    }

    // A route outside "/." shadows the alias of its first segment: core must reserve it
    // (AliasPolicy::listenerNames), and every name reserved for a route must still have one.
    // Fails when a route is added to the table without reserving its alias, or when a route is
    // dropped while its name stays reserved for it (move it to keptNames then).
    void everyRouteOutsideDotIsAReservedAlias()
    {
        const StandardTable table;
        QSet<QString> shadowed;
        for (const InternalRoutes::Route &route : table.routes.routes()) {
            const QString alias = shadowedAlias(route.path);
            if (alias.isEmpty())
                continue;
            shadowed.insert(alias);
            QVERIFY2(AliasPolicy::listenerNames().contains(alias),
                qPrintable(route.path + u" shadows the alias "_s + alias + u", which AliasPolicy does not reserve"_s));
            QVERIFY(!AliasPolicy::validate(alias));
        }
        for (const QString &name : AliasPolicy::listenerNames())
            QVERIFY2(shadowed.contains(name), qPrintable(u"no route uses the reserved name "_s + name));
        for (const QString &name : AliasPolicy::keptNames())
            QVERIFY2(!shadowed.contains(name), qPrintable(name + u" is a route's: list it in listenerNames"_s));
        QVERIFY(shadowed.contains(u"rest"_s));  // the table was read at all
        // What no code can take needs no alias: every other route is under "/." (or "/").
        for (const InternalRoutes::Route &route : table.routes.routes()) {
            if (route.path.startsWith(u"/.") || route.path == u"/")
                QVERIFY(!AliasPolicy::isPossibleCode(route.path.sliced(1).section(u'/', 0, 0)));
        }
    }

    // The fast path in front of QHttpServer answers codes only: no route's path reaches it.
    void theFastPathTakesNoRoute()
    {
        const auto simple = [](const QString &path) {
            const QByteArray request = "GET " + path.toLatin1() + " HTTP/1.1\r\nHost: kurz.test\r\n\r\n";
            return SimpleRequest::parse(request).has_value();
        };
        QVERIFY(simple(u"/demo"_s));  // the control: a code is taken
        const StandardTable table;
        for (const InternalRoutes::Route &route : table.routes.routes()) {
            QVERIFY2(!simple(route.path), qPrintable(route.path));
            if (route.path.endsWith(u'/'))
                QVERIFY2(!simple(route.path.chopped(1)), qPrintable(route.path));
        }
    }

    // Who may use a route is the table's column: the Host check (421), the methods (405) and the
    // metrics clients (403), in that order.
    void refusalsFollowTheTable()
    {
        using Method = QHttpServerRequest::Method;
        const StandardTable table;
        ServerConfig config;
        config.host = u"127.0.0.1"_s;
        const QHostAddress loopback(QHostAddress::LocalHost);
        const QHostAddress lan(u"192.168.1.20"_s);
        const auto refused = [&](const QString &path, Method method, const QByteArray &host, const QHostAddress &peer) {
            const InternalRoutes::Route *route = table.routes.find(path);
            Q_ASSERT(route);
            const auto refusal = InternalRoutes::refusal(*route, {method, host, peer, {}}, config);
            return refusal ? refusal->status : 0;
        };
        QCOMPARE(refused(u"/.health"_s, Method::Get, "evil.example", lan), 0);
        QCOMPARE(refused(u"/.health"_s, Method::Post, "kurz.test", loopback), 405);
        QCOMPARE(refused(u"/.nothing"_s, Method::Delete, "kurz.test", loopback), 405);
        QCOMPARE(
            refused(u"/.new"_s, Method::Post, "localhost:8080", loopback), 0);  // the bookmarklet's own checks follow
        QCOMPARE(refused(u"/.new"_s, Method::Get, "evil.example", loopback), 421);
        QCOMPARE(refused(u"/.metrics"_s, Method::Get, "evil.example", loopback), 421);
        QCOMPARE(refused(u"/.metrics"_s, Method::Post, "127.0.0.1", loopback), 405);
        QCOMPARE(refused(u"/.metrics"_s, Method::Get, "127.0.0.1", loopback), 0);
        QCOMPARE(refused(u"/.metrics"_s, Method::Get, "192.168.1.2", lan), 403);
        config.allowedNetworks = {QHostAddress::parseSubnet(u"192.168.1.0/24"_s)};
        QCOMPARE(refused(u"/.metrics"_s, Method::Get, "192.168.1.2", lan), 403);
        config.lanMetrics = true;
        QCOMPARE(refused(u"/.metrics"_s, Method::Get, "192.168.1.2", lan), 0);
        QCOMPARE(refused(u"/rest/v3/short-urls"_s, Method::Delete, "evil.example", lan), 0);  // the API's own answer
    }

    // Exact paths before prefixes, longer prefixes first, whatever the order added; a route at
    // a path already taken replaces it (an API over a page).
    void exactBeforePrefixAndReplacement()
    {
        using Match = InternalRoutes::Match;
        using Access = InternalRoutes::Access;
        using Methods = InternalRoutes::Methods;
        InternalRoutes routes;
        routes.add(route(u"/."_s, Match::Prefix, Access::Anyone, Methods::GetHead));
        routes.add(route(u"/.x/"_s, Match::Prefix, Access::Anyone, Methods::Any));
        routes.add(route(u"/.x/y"_s, Match::Exact, Access::Anyone, Methods::GetHead));
        QCOMPARE(routes.find(u"/.x/y")->path, u"/.x/y"_s);
        QCOMPARE(routes.find(u"/.x/z")->path, u"/.x/"_s);
        QCOMPARE(routes.find(u"/.x")->path, u"/.x/"_s);
        QCOMPARE(routes.find(u"/.y")->path, u"/."_s);
        QVERIFY(!routes.find(u"/"));  // no home page in this table
        routes.add(route(u"/."_s, Match::Prefix, Access::OwnHost, Methods::Any));
        QCOMPARE(routes.routes().size(), size_t(3));
        QCOMPARE(routes.find(u"/.y")->access, Access::OwnHost);
    }
};

QTEST_GUILESS_MAIN(TestInternalRoutes)
#include "tst_internalroutes.moc"
