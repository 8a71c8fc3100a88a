// The listener's extras: GET /.metrics and the bookmarklet's /.new, over real sockets.
#include "ServerTestSupport.h"
#include "support/HttpTestClient.h"

#include "core/links/BookmarkletLink.h"
#include "core/store/ApiKeyStore.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QRegularExpression>
#include <QUrlQuery>

#include <sys/resource.h>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestListenerExtras : public QObject {
    Q_OBJECT

    // The Prometheus text format, checked line by line: every sample belongs to a family
    // declared by # HELP and # TYPE before it, names and labels are well-formed, values are
    // numbers, histogram buckets grow and end in +Inf equal to _count. Returns sample -> value.
    static QHash<QString, double> parseMetrics(const QByteArray &text)
    {
        QHash<QString, double> samples;
        QHash<QString, QString> types;
        static const QRegularExpression help(u"^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) \\S.*$"_s);
        static const QRegularExpression type(u"^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram)$"_s);
        static const QRegularExpression sample(
            u"^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{[a-zA-Z_][a-zA-Z0-9_]*=\"[^\"\\\\]*\"(,[a-zA-Z_][a-zA-Z0-9_]*=\"[^\"\\\\]*\")*\\})? (\\S+)$"_s);
        QString helped;
        double lastBucket = -1;
        for (const QByteArray &raw : text.split('\n')) {
            const QString line = QString::fromUtf8(raw);
            if (line.isEmpty())
                continue;
            if (const auto m = help.match(line); m.hasMatch()) {
                helped = m.captured(1);
                lastBucket = -1;
                continue;
            }
            if (const auto m = type.match(line); m.hasMatch()) {
                if (m.captured(1) != helped)
                    qWarning("TYPE without HELP: %s", qPrintable(line));
                types.insert(m.captured(1), m.captured(2));
                continue;
            }
            const auto m = sample.match(line);
            if (!m.hasMatch()) {
                qWarning("not a sample: %s", qPrintable(line));
                return {};
            }
            QString family = m.captured(1);
            if (types.value(helped) == u"histogram")
                family.remove(QRegularExpression(u"_(bucket|sum|count)$"_s));
            if (family != helped) {
                qWarning("sample outside its family: %s", qPrintable(line));
                return {};
            }
            bool ok = false;
            const QString value = m.captured(4);
            const double number = value == u"+Inf" ? qInf() : value.toDouble(&ok);
            if (!ok && value != u"+Inf") {
                qWarning("not a number: %s", qPrintable(line));
                return {};
            }
            if (m.captured(1).endsWith(u"_bucket"_s)) {
                if (number < lastBucket) {
                    qWarning("buckets shrink: %s", qPrintable(line));
                    return {};
                }
                lastBucket = number;
            }
            samples.insert(m.captured(1) + m.captured(2), number);
        }
        return samples;
    }

    static HttpResult get(quint16 port, const QByteArray &target, const QByteArray &headers = {},
        const QByteArray &method = "GET", const QByteArray &body = {})
    {
        QTcpSocket socket;
        if (!connectSocket(socket, port))
            return {};
        // Under Kurz's own address, as a browser on this machine asks: the routes that trust
        // loopback answer no other name (f11).
        QByteArray request = getRequest(target, headers, method)
                                 .replace("Host: kurz.test", QByteArray("Host: 127.0.0.1:" + QByteArray::number(port)));
        if (!body.isEmpty()) {
            request.chop(2);
            request += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n\r\n" + body;
        }
        return exchange(socket, request);
    }

    // The bookmarklet as a person uses it: the token's GET answers the "Shorten this page?"
    // form, whose button posts it back with its one-time nonce. The post's answer.
    static HttpResult confirmed(
        quint16 port, const QByteArray &token, const QByteArray &url, const QByteArray &headers = {})
    {
        const HttpResult form = get(port, "/.new?token=" + token + "&url=" + url, headers);
        static const QByteArray field = "name=\"nonce\" value=\"";
        const qsizetype at = form.body.indexOf(field);
        if (form.status != 200 || at < 0)
            return form;
        const QByteArray nonce = form.body.mid(at + field.size(), 32);
        return get(port, "/.new",
            headers + "Origin: http://127.0.0.1:" + QByteArray::number(port) + "\r\nSec-Fetch-Site: same-origin\r\n",
            "POST", "url=" + url + "&token=" + token + "&nonce=" + nonce);
    }

    // The nice value of each thread of this process whose name starts with `prefix` (the names
    // RedirectServer gives its threads), as the kernel reports it.
    static QList<int> threadNiceValues(const QByteArray &prefix)
    {
        QList<int> values;
        for (const QFileInfo &task : QDir(u"/proc/self/task"_s).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile comm(task.filePath() + u"/comm"_s);
            QFile stat(task.filePath() + u"/stat"_s);
            if (!comm.open(QIODevice::ReadOnly) || !comm.readAll().startsWith(prefix)
                || !stat.open(QIODevice::ReadOnly))
                continue;
            // After the name in parentheses: state is field 3, nice field 19.
            const QByteArray fields = stat.readAll();
            values << fields.mid(fields.lastIndexOf(')') + 2).split(' ').value(16).toInt();
        }
        return values;
    }

    // Counted from /proc: a thread Qt has joined can still be listed there for a moment.
    static int listenerThreads() { return int(threadNiceValues("kurz-listener-").size()); }

private Q_SLOTS:
    void reservedCoresLeaveACoreToTheCaller()
    {
        ServerFixture f;
        f.settings.set(keys::ServerThreads, 0);  // one per core
        f.server = std::make_unique<RedirectServer>(f.temp.db, f.settings);
        f.server->setReservedCores(1);
        QVERIFY(f.server->start().ok());
        QTRY_COMPARE(listenerThreads(), std::max(1, QThread::idealThreadCount() - 1));
        f.server->stop();
        f.server->setReservedCores(QThread::idealThreadCount());  // never fewer than one
        QVERIFY(f.server->start().ok());
        QTRY_COMPARE(listenerThreads(), 1);
        f.server->stop();
        f.server->setReservedCores(0);
        QVERIFY(f.server->start().ok());
        QTRY_COMPARE(listenerThreads(), std::max(1, QThread::idealThreadCount()));
        // An explicit number is kept as it is.
        f.server->stop();
        f.settings.set(keys::ServerThreads, 3);
        f.server->setReservedCores(1);
        QVERIFY(f.server->start().ok());
        QTRY_COMPARE(listenerThreads(), 3);
    }

    void windowListenerYieldsToTheWindowThread()
    {
        ServerFixture f;
        f.settings.set(keys::ServerThreads, 2);
        f.server = std::make_unique<RedirectServer>(f.temp.db, f.settings);
        const auto serverThreads = [] { return threadNiceValues("kurz-listener-") + threadNiceValues("kurz-hits"); };
        const int own = ::getpriority(PRIO_PROCESS, 0);  // on Linux: this thread's
        QVERIFY(f.server->start().ok());
        QCOMPARE(serverThreads(), QList<int>(3, own));  // as `kurz serve` runs them
        f.server->stop();
        f.server->setYieldToCaller(true);  // as the window runs them
        QVERIFY(f.server->start().ok());
        QCOMPARE(serverThreads(), QList<int>(3, std::min(own + 5, 19)));
        QCOMPARE(::getpriority(PRIO_PROCESS, 0), own);
        QCOMPARE(get(f.server->url().port(), "/nothing-here").status, 404);  // and they answer
    }

    void metricsCountWhatTheListenerDid()
    {
        ServerFixture f;
        f.settings.set(keys::HitFlushMs, 50);
        f.settings.set(keys::ServerThreads, 1);  // one cache: the second /demo is a hit
        insertLink(f.store, u"expired"_s, u"https://example.org/old"_s,
            [](Link &l) { l.expiresAt = QDateTime::currentDateTimeUtc().addDays(-1); });
        QVERIFY(f.startWithDemo().isEmpty());
        QCOMPARE(get(f.port, "/demo").status, 302);
        QCOMPARE(get(f.port, "/demo").status, 302);
        QCOMPARE(get(f.port, "/nope").status, 404);
        QCOMPARE(get(f.port, "/expired").status, 410);
        QCOMPARE(get(f.port, "/rest/health").status, 200);
        QTRY_COMPARE(f.reload(u"demo"_s).hits, 2);

        const HttpResult scrape = get(f.port, "/.metrics");
        QCOMPARE(scrape.status, 200);
        QVERIFY(scrape.header("Content-Type").startsWith("text/plain; version=0.0.4"));
        const auto m = parseMetrics(scrape.body);
        QVERIFY2(!m.isEmpty(), scrape.body.constData());
        QCOMPARE(m.value(u"kurz_requests_total{outcome=\"redirect\"}"_s), 2.0);
        QCOMPARE(m.value(u"kurz_requests_total{outcome=\"not_found\"}"_s), 1.0);
        QCOMPARE(m.value(u"kurz_requests_total{outcome=\"gone\"}"_s), 1.0);
        QCOMPARE(m.value(u"kurz_requests_total{outcome=\"forbidden\"}"_s), 0.0);
        QCOMPARE(m.value(u"kurz_requests_total{outcome=\"api\"}"_s), 1.0);
        QCOMPARE(m.value(u"kurz_hits_flushed_total"_s), 2.0);
        QCOMPARE(m.value(u"kurz_hits_pending"_s), 0.0);
        QVERIFY(m.value(u"kurz_flush_seconds_count"_s) >= 1);
        QCOMPARE(m.value(u"kurz_flush_seconds_bucket{le=\"+Inf\"}"_s), m.value(u"kurz_flush_seconds_count"_s));
        // The second /demo was a cache hit; the first lookups of demo, nope and expired missed.
        QVERIFY(m.value(u"kurz_cache_lookups_total{result=\"hit\"}"_s) >= 1);
        QCOMPARE(m.value(u"kurz_cache_lookups_total{result=\"miss\"}"_s), 3.0);
        QCOMPARE(m.value(u"kurz_connections_open"_s), 1.0);  // the scrape's own
        // The file with its WAL, or Kurz's tables and indexes on the server: a few pages at least.
        QVERIFY2(
            m.value(u"kurz_database_bytes"_s) >= 8192, qPrintable(QString::number(m.value(u"kurz_database_bytes"_s))));
        QVERIFY(m.contains(u"kurz_cache_entries"_s));
    }

    void metricsAreForLoopbackUnlessAllowed()
    {
        QHostAddress lan;
        for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
            if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback())
                lan = address;
        }
        if (lan.isNull())
            QSKIP("this machine has no non-loopback IPv4 address");
        for (const bool allowed : {false, true}) {
            ServerFixture f;
            f.settings.set(keys::ListenAddress, u"*:0"_s);
            f.settings.set(keys::AllowedNetworks, QString(lan.toString() + u"/32"_s));
            f.settings.set(keys::LanMetrics, allowed);
            QVERIFY(f.startWithDemo().isEmpty());
            QTcpSocket socket;
            socket.connectToHost(lan, f.port);
            QVERIFY(socket.waitForConnected(5000));
            QCOMPARE(exchange(socket, getRequest("/demo")).status, 302);  // the LAN client is answered
            QCOMPARE(exchange(socket, getRequest("/.metrics").replace("kurz.test", lan.toString().toUtf8())).status,
                allowed ? 200 : 403);
        }
    }

    void bookmarkletCreatesOnlyWithTheTokenAndNotCrossSite()
    {
        ServerFixture f;
        QVERIFY(f.startWithDemo().isEmpty());
        const QByteArray token = BookmarkletLink::token(*f.temp.db).toUtf8();
        QCOMPARE(token.size(), 32);
        const QByteArray page = QUrl::toPercentEncoding(u"https://example.org/read?a=1&b=2"_s);
        const auto links = [&] { return f.store.pages().countAll().value(); };
        const qint64 before = links();

        QCOMPARE(get(f.port, "/.new?url=" + page).status, 403);
        QCOMPARE(get(f.port, "/.new?token=wrong&url=" + page).status, 403);

        // The token's GET, whoever sent the browser here, is a page to confirm: nothing created.
        for (const QByteArray &site :
            {QByteArray("Sec-Fetch-Site: cross-site\r\n"), QByteArray("Sec-Fetch-Site: none\r\n"), QByteArray()}) {
            const HttpResult confirm = get(f.port, "/.new?token=" + token + "&url=" + page, site);
            QCOMPARE(confirm.status, 200);
            QVERIFY(confirm.body.contains("<form method=\"post\" action=\"/.new\">"));
            QVERIFY(confirm.body.contains("name=\"nonce\""));
            QCOMPARE(confirm.header("X-Frame-Options"), QByteArray("DENY"));
        }
        QCOMPARE(links(), before);
        // ... and another site cannot post the form itself.
        const QByteArray form = "url=" + page + "&token=" + token;
        QCOMPARE(get(f.port, "/.new", "Origin: https://evil.example\r\n", "POST", form).status, 403);
        QCOMPARE(get(f.port, "/.new", "Sec-Fetch-Site: cross-site\r\n", "POST", form).status, 403);
        QCOMPARE(links(), before);

        // The confirm page's own post creates (or reuses) the link.
        const HttpResult made = confirmed(f.port, token, page);
        QCOMPARE(made.status, 200);
        QCOMPARE(links(), before + 1);
        const Link link = f.store.pages().page(LinkQuery{}).value().first();
        QCOMPARE(link.target, u"https://example.org/read?a=1&b=2"_s);
        QVERIFY(made.body.contains(
            QByteArray("value=\"http://127.0.0.1:" + QByteArray::number(f.port) + '/' + link.code.toUtf8() + '"')));
        QVERIFY(made.body.contains("<svg"));
        QVERIFY(made.body.contains("navigator.clipboard.writeText"));
        QCOMPARE(made.header("Referrer-Policy"), QByteArray("no-referrer"));
        QCOMPARE(links(), before + 1);

        // An API key works instead of the token.
        const auto key = ApiKeyStore(f.temp.db).create(u"bookmarklet-test"_s);
        QVERIFY(key);
        const HttpResult byKey
            = get(f.port, "/.new?url=https%3A%2F%2Fexample.org%2Fother", "X-Api-Key: " + key->key.toUtf8() + "\r\n");
        QCOMPARE(byKey.status, 200);
        QCOMPARE(links(), before + 2);
        // Bad input gets a page saying what to do.
        QCOMPARE(get(f.port, "/.new?token=" + token + "&url=ftp%3A%2F%2Fx").status, 400);
        QCOMPARE(get(f.port, "/.new?token=" + token).status, 400);
    }

    // F9: /.new keeps to api/createsPerMinute, per key and for the token, with 429,
    // Retry-After and a page that says when to try again.
    void f9BookmarkletKeepsToTheCreationLimit()
    {
        ServerFixture f;
        f.settings.set(keys::ApiCreatesPerMinute, 2);
        QVERIFY(f.startWithDemo().isEmpty());
        const auto key = ApiKeyStore(f.temp.db).create(u"limit-test"_s);
        QVERIFY(key);
        const QByteArray token = BookmarkletLink::token(*f.temp.db).toUtf8();
        const qint64 before = f.store.pages().countAll().value();
        const auto byKey = [&](int i) {
            return get(f.port, "/.new?url=https%3A%2F%2Fexample.org%2Fk" + QByteArray::number(i),
                "X-Api-Key: " + key->key.toUtf8() + "\r\n");
        };
        const auto byToken
            = [&](int i) { return confirmed(f.port, token, "https%3A%2F%2Fexample.org%2Ft" + QByteArray::number(i)); };
        QCOMPARE(byKey(1).status, 200);
        QCOMPARE(byKey(2).status, 200);
        for (int i = 3; i <= 20; ++i) {
            const HttpResult refused = byKey(i);
            QCOMPARE(refused.status, 429);
            QVERIFY(refused.header("Retry-After").toInt() >= 1);
            QVERIFY(refused.body.contains("Try again in"));
        }
        // The token has a bucket of its own.
        QCOMPARE(byToken(1).status, 200);
        QCOMPARE(byToken(2).status, 200);
        QCOMPARE(byToken(3).status, 429);
        QCOMPARE(f.store.pages().countAll().value(), before + 4);
    }

    // F10: behind a reverse proxy on this machine, /.metrics and the bookmarklet's token
    // are decided by the client the proxy forwards, not by the proxy's loopback address; the
    // header counts only from a trusted proxy, read from the right, and a bad entry is no loopback.
    void f10LoopbackOnlyMeansTheForwardedClientBehindAProxy()
    {
        ServerFixture f;
        f.settings.set(keys::TrustedProxies, u"127.0.0.1/32"_s);
        QVERIFY(f.startWithDemo().isEmpty());
        const QByteArray token = BookmarkletLink::token(*f.temp.db).toUtf8();
        const auto metrics = [&](const QByteArray &headers) { return get(f.port, "/.metrics", headers).status; };
        QCOMPARE(metrics("X-Forwarded-For: 198.51.100.7\r\n"), 403);
        QCOMPARE(metrics("X-Forwarded-For: 127.0.0.1, 198.51.100.7\r\n"), 403);  // the client's own claim stands left
        QCOMPARE(
            metrics("X-Forwarded-For: 127.0.0.1\r\nX-Forwarded-For: 198.51.100.7\r\n"), 403);  // a proxy adding a line
        QCOMPARE(metrics("X-Forwarded-For: [2001:db8::7]:4711\r\n"), 403);
        QCOMPARE(metrics("X-Forwarded-For: unknown\r\n"), 403);
        QCOMPARE(metrics("X-Forwarded-For: 198.51.100.7:4711, 127.0.0.1\r\n"),
            403);  // through two proxies, the other one not trusted
        QCOMPARE(metrics("X-Forwarded-For: 127.0.0.1\r\n"), 200);  // a browser on this machine, through the proxy
        QCOMPARE(metrics("X-Forwarded-For: ::1\r\n"), 200);
        QCOMPARE(metrics({}), 200);  // asked directly
        // From a loopback address that is no trusted proxy the header is the client's own word: ignored.
        QTcpSocket untrusted;
        QVERIFY(connectFrom(untrusted, QHostAddress(u"127.0.0.2"_s), f.port));
        QCOMPARE(exchange(untrusted,
                     getRequest("/.metrics", "X-Forwarded-For: 198.51.100.7\r\n").replace("kurz.test", "127.0.0.1"))
                     .status,
            200);

        const QByteArray url = "https%3A%2F%2Fexample.org%2Ff10";
        const qint64 before = f.store.pages().countAll().value();
        QCOMPARE(confirmed(f.port, token, url, "X-Forwarded-For: 198.51.100.7\r\n").status, 403);
        QCOMPARE(confirmed(f.port, token, url, "X-Forwarded-For: 127.0.0.1, 198.51.100.7\r\n").status, 403);
        QCOMPARE(f.store.pages().countAll().value(), before);
        QCOMPARE(confirmed(f.port, token, url, "X-Forwarded-For: 127.0.0.1\r\n").status, 200);
        QCOMPARE(f.store.pages().countAll().value(), before + 1);
    }

    // F11: what trusts loopback clients (/.new, /.metrics) answers only under Kurz's own names,
    // so that a page whose name was made to resolve to 127.0.0.1 (DNS rebinding: its Host and
    // Origin are both evil.example:PORT) can neither create links nor read the metrics.
    void f11LoopbackRoutesAnswerOnlyUnderKurzsOwnNames()
    {
        ServerFixture f;
        QVERIFY(f.startWithDemo().isEmpty());
        const QByteArray token = BookmarkletLink::token(*f.temp.db).toUtf8();
        const QByteArray port = QByteArray::number(f.port);
        const auto ask = [&](const QByteArray &host, const QByteArray &target, const QByteArray &method = "GET",
                             const QByteArray &body = {}) {
            QTcpSocket socket;
            if (!connectSocket(socket, f.port))
                return HttpResult{};
            QByteArray request
                = method + ' ' + target + " HTTP/1.1\r\nHost: " + host + "\r\nOrigin: http://" + host + "\r\n";
            if (!body.isEmpty())
                request += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: "
                    + QByteArray::number(body.size()) + "\r\n";
            return exchange(socket, request + "\r\n" + body);
        };
        const qint64 before = f.store.pages().countAll().value();
        const QByteArray create = "/.new?token=" + token + "&url=https%3A%2F%2Fexample.org%2Frebound";
        for (const QByteArray &evil :
            QList<QByteArray>{"evil.example:" + port, "evil.example", "kurz.evil.example.:" + port}) {
            QCOMPARE(ask(evil, create).status, 421);
            QCOMPARE(ask(evil, "/.new", "POST", "url=https%3A%2F%2Fexample.org%2Frebound&token=" + token).status, 421);
            QCOMPARE(ask(evil, "/.metrics").status, 421);
            QCOMPARE(ask(evil, "/.health").status, 200);  // says nothing a link would not
        }
        QCOMPARE(f.store.pages().countAll().value(), before);
        for (const QByteArray &own :
            QList<QByteArray>{"127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port, "LOCALHOST"}) {
            QCOMPARE(ask(own, "/.metrics").status, 200);
            QCOMPARE(ask(own, create).status, 200);  // the page to confirm
        }
    }

    // F11: the token alone creates nothing (it sits in bookmarks and history): each confirmation
    // form's nonce creates once; the token is compared in constant time and can be renewed, after
    // which the old one is refused.
    void f11EachConfirmationCreatesOnceAndTheTokenCanBeRenewed()
    {
        ServerFixture f;
        QVERIFY(f.startWithDemo().isEmpty());
        const QByteArray token = BookmarkletLink::token(*f.temp.db).toUtf8();
        const QByteArray url = "https%3A%2F%2Fexample.org%2Fonce";
        const qint64 before = f.store.pages().countAll().value();
        QCOMPARE(get(f.port, "/.new?token=" + token + "&url=" + url).status, 200);
        QCOMPARE(f.store.pages().countAll().value(), before);
        const HttpResult form = get(f.port, "/.new?token=" + token + "&url=" + url);
        const QByteArray nonce = form.body.mid(form.body.indexOf("name=\"nonce\" value=\"") + 20, 32);
        const QByteArray post = "url=" + url + "&token=" + token + "&nonce=" + nonce;
        const QByteArray sameOrigin = "Origin: http://127.0.0.1:" + QByteArray::number(f.port) + "\r\n";
        QCOMPARE(get(f.port, "/.new", sameOrigin, "POST", "url=" + url + "&token=" + token).status, 403);  // no nonce
        QCOMPARE(
            get(f.port, "/.new", sameOrigin, "POST", "url=" + url + "&token=" + token + "&nonce=" + QByteArray(32, 'a'))
                .status,
            403);
        QCOMPARE(f.store.pages().countAll().value(), before);
        QCOMPARE(get(f.port, "/.new", sameOrigin, "POST", post).status, 200);
        QCOMPARE(f.store.pages().countAll().value(), before + 1);
        const HttpResult again = get(f.port, "/.new", sameOrigin, "POST", post);
        QCOMPARE(again.status, 403);  // used once
        QVERIFY(again.body.contains("Click the bookmarklet again"));

        const auto renewed = BookmarkletLink::renewToken(*f.temp.db);
        QVERIFY(renewed && renewed->toUtf8() != token && renewed->size() == 32);
        QCOMPARE(BookmarkletLink::token(*f.temp.db), *renewed);
        QCOMPARE(get(f.port, "/.new?token=" + token + "&url=" + url).status, 403);
        QCOMPARE(confirmed(f.port, renewed->toUtf8(), "https%3A%2F%2Fexample.org%2Frenewed").status, 200);
    }

    void shlinkListsCarryTheLastCheck()
    {
        ServerFixture f;
        QVERIFY(f.startWithDemo().isEmpty());
        const QDateTime at = QDateTime::fromMSecsSinceEpoch(1'800'000'000'000, Qt::UTC);
        QVERIFY(f.links.recordHealth({{f.reload(u"demo"_s).id, LinkHealth{404, {}, at}}}));
        const auto key = ApiKeyStore(f.temp.db).create(u"health-test"_s);
        const HttpResult list = get(f.port, "/rest/v3/short-urls", "X-Api-Key: " + key->key.toUtf8() + "\r\n");
        QCOMPARE(list.status, 200);
        const QJsonObject item = QJsonDocument::fromJson(list.body)
                                     .object()
                                     .value(u"shortUrls"_s)
                                     .toObject()
                                     .value(u"data"_s)
                                     .toArray()
                                     .first()
                                     .toObject();
        QCOMPARE(item.value(u"kurzHealth"_s).toObject().value(u"result"_s).toInt(), 404);
        QCOMPARE(item.value(u"kurzHealth"_s).toObject().value(u"checked"_s).toString(), at.toString(Qt::ISODateWithMs));
    }

    void bookmarkletScriptUsesTheLoopbackUrl()
    {
        const QString expected
            = u"javascript:location.href='http://127.0.0.1:8080/.new?token=abc&url='+encodeURIComponent(location.href)"_s;
        QCOMPARE(BookmarkletLink::script(QUrl(u"http://127.0.0.1:8080/"_s), u"abc"_s), expected);
        // A listener on all interfaces takes the token only from loopback.
        QCOMPARE(BookmarkletLink::script(QUrl(u"http://0.0.0.0:8080/"_s), u"abc"_s), expected);
    }
};

QTEST_GUILESS_MAIN(TestListenerExtras)
#include "tst_listenerextras.moc"
