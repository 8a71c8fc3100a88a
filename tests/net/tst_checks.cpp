#include "app/CheckCommand.h"
#include "cli/Cli.h"
#include "core/settings/SettingsKeys.h"
#include "net/HealthChecker.h"

#include "support/CliRunner.h"
#include "support/TargetServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// Target checks, through `kurz check` and HealthChecker, against a local server of the
// test's own: 200, 301→200, 404, 410, a timeout, a TLS error, a refused connection.
class TestChecks : public QObject {
    Q_OBJECT

    struct Runner : test::CliRunner {
        test::TargetServer server;
        test::BadPorts bad;

        explicit Runner(bool allowPrivate = true)
        {
            Settings settings(configPath());
            settings.set(keys::AllowPrivateTargets, allowPrivate);
            settings.set(keys::HealthDelayMs, 0);
        }
        int check(QStringList arguments)
        {
            arguments.prepend(u"check"_s);
            arguments.prepend(u"kurz"_s);
            arguments << u"--db"_s << databasePath() << u"--config"_s << configPath();
            out.clear();
            err.clear();
            QTextStream outStream(&out), errStream(&err);
            Cli cli;
            cli.addCommand(std::make_unique<CheckCommand>());
            return cli.run(arguments, outStream, errStream);
        }
        void add(const QString &code, const QString &url)
        {
            QCOMPARE(run({u"shorten"_s, url, u"--alias"_s, code, u"--title"_s, code}), 0);
        }
        QJsonObject show(const QString &code)
        {
            run({u"show"_s, code, u"--json"_s});
            return QJsonDocument::fromJson(out.toUtf8()).object();
        }
    };

    // code -> result, for the entries that say when they were checked.
    static QHash<QString, QJsonValue> results(const QString &json)
    {
        QHash<QString, QJsonValue> byCode;
        for (const QJsonValue &v : QJsonDocument::fromJson(json.toUtf8()).array()) {
            const QJsonObject o = v.toObject();
            if (QDateTime::fromString(o.value(u"checked"_s).toString(), Qt::ISODateWithMs).isValid())
                byCode.insert(o.value(u"code"_s).toString(), o.value(u"result"_s));
        }
        return byCode;
    }

private Q_SLOTS:
    void checksEveryKindOfTarget()
    {
        Runner r;
        r.add(u"okay"_s, r.server.url(u"/ok"_s));
        r.add(u"moved"_s, r.server.url(u"/moved"_s));
        r.add(u"missing"_s, r.server.url(u"/missing"_s));
        r.add(u"gone"_s, r.server.url(u"/gone"_s));
        r.add(u"slow"_s, r.server.url(u"/slow"_s));
        r.add(u"refused"_s, r.bad.refusedUrl());
        r.add(u"tls"_s, r.bad.tlsUrl());
        r.add(u"nohead"_s, r.server.url(u"/no-head"_s));
        QCOMPARE(r.show(u"okay"_s).value(u"health"_s), QJsonValue(QJsonValue::Null));

        QCOMPARE(r.check({u"--json"_s}), 0);  // broken targets are no failure
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QHash<QString, QJsonValue> result = results(r.out);
        QCOMPARE(result.size(), 8);
        QCOMPARE(result.value(u"okay"_s), QJsonValue(200));
        QCOMPARE(result.value(u"moved"_s), QJsonValue(200));
        QCOMPARE(result.value(u"missing"_s), QJsonValue(404));
        QCOMPARE(result.value(u"gone"_s), QJsonValue(410));
        QCOMPARE(result.value(u"slow"_s), QJsonValue(u"timeout"_s));
        QCOMPARE(result.value(u"refused"_s), QJsonValue(u"refused"_s));
        QCOMPARE(result.value(u"tls"_s), QJsonValue(u"tls"_s));
        QCOMPARE(result.value(u"nohead"_s), QJsonValue(200));

        // Politely: HEAD first, a ranged GET only where HEAD was refused, Kurz named.
        QVERIFY(r.server.requests.contains(u"HEAD /ok"_s));
        QVERIFY(!r.server.requests.contains(u"GET /ok"_s));
        QVERIFY(r.server.requests.contains(u"GET /no-head"_s));
        for (const QByteArray &agent : std::as_const(r.server.userAgents))
            QVERIFY(agent.startsWith("Kurz/"));

        // Recorded: list --broken and show --json.
        QCOMPARE(r.run({u"list"_s, u"--broken"_s, u"--json"_s}), 0);
        QStringList broken;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array())
            broken << v.toObject().value(u"code"_s).toString();
        broken.sort();
        QCOMPARE(broken, (QStringList{u"gone"_s, u"missing"_s, u"refused"_s, u"slow"_s, u"tls"_s}));
        const QJsonObject health = r.show(u"gone"_s).value(u"health"_s).toObject();
        QCOMPARE(health.value(u"result"_s), QJsonValue(410));
        QVERIFY(QDateTime::fromString(health.value(u"checked"_s).toString(), Qt::ISODateWithMs).isValid());
    }

    void checksTheGivenCodesOnly()
    {
        Runner r;
        r.add(u"one"_s, r.server.url(u"/ok"_s));
        r.add(u"two"_s, r.server.url(u"/gone"_s));
        QCOMPARE(r.check({u"two"_s}), 0);
        QVERIFY(r.out.startsWith(u"two\t410\tbroken\t"_s));
        QCOMPARE(r.server.requests.size(), 2);  // HEAD and the GET after its 410
        QCOMPARE(r.show(u"one"_s).value(u"health"_s), QJsonValue(QJsonValue::Null));

        QCOMPARE(r.check({u"nope"_s}), 1);
        QVERIFY(r.err.contains(u"No link has the code 'nope'"_s));
    }

    void loopbackTargetsNeedTheSetting()
    {
        Runner r(false);
        r.add(u"local"_s, r.server.url(u"/ok"_s));
        QCOMPARE(r.check({u"--json"_s}), 0);
        QCOMPARE(results(r.out).value(u"local"_s), QJsonValue(u"private"_s));
        QVERIFY(r.server.requests.isEmpty());
        // Said as what it is: not checked, not broken; and not listed among the broken.
        QCOMPARE(r.check({}), 0);
        QCOMPARE(r.out, u"local\tprivate\tnot checked\t"_s + r.server.url(u"/ok"_s) + u'\n');
        QCOMPARE(r.run({u"list"_s, u"--broken"_s, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 0);
    }

    // F2: the ranged GET after a refused HEAD reads the status and stops, also when the
    // server ignores Range and streams its body: before, Qt buffered the body until the time limit.
    void f2ARangedCheckStopsReadingOnceTheHeadersAreIn()
    {
        Runner r;
        r.add(u"endless"_s, r.server.url(u"/endless"_s));
        QCOMPARE(r.check({u"endless"_s, u"--json"_s}), 0);
        QCOMPARE(results(r.out).value(u"endless"_s), QJsonValue(200));
        QCOMPARE(r.server.requests, (QStringList{u"HEAD /endless"_s, u"GET /endless"_s}));
        // What lies in the sockets' buffers when the reply ends, far from everything streamed.
        QVERIFY2(
            r.server.streamed < test::TargetServer::EndlessBytes / 2, qPrintable(QString::number(r.server.streamed)));

        // A redirect that ends a ranged GET early is still followed.
        r.add(u"moved"_s, r.server.url(u"/to-endless"_s));
        QCOMPARE(r.check({u"moved"_s, u"--json"_s}), 0);
        QCOMPARE(results(r.out).value(u"moved"_s), QJsonValue(200));
        QVERIFY(r.server.requests.endsWith(u"GET /endless"_s));
    }

    void atMostTwoPerHost()
    {
        test::TargetServer server;
        QTemporaryDir dir;
        Settings polite(dir.filePath(u"kurz.conf"_s));
        polite.set(keys::AllowPrivateTargets, true);
        polite.set(keys::HealthDelayMs, 0);
        HealthChecker checker(polite);
        QSignalSpy checked(&checker, &HealthChecker::checked);
        QSignalSpy finished(&checker, &HealthChecker::finished);
        QList<LinkTarget> targets;
        for (int i = 0; i < 7; ++i)
            targets.append(LinkTarget{i + 1, u"c%1"_s.arg(i), server.url(u"/wait"_s)});
        checker.check(targets);
        QVERIFY(finished.wait(20000));
        QCOMPARE(checked.size(), 7);
        QCOMPARE(server.mostOpen, HealthChecker::PerHost);
    }
};

QTEST_GUILESS_MAIN(TestChecks)
#include "tst_checks.moc"
