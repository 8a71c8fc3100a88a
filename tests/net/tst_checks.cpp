#include "cli/Cli.h"
#include "core/settings/SettingsKeys.h"
#include "app/CheckCommand.h"
#include "net/HealthChecker.h"

#include "support/CliRunner.h"
#include "support/TargetServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace kurz;

// Target checks, through `kurz check` and HealthChecker, against a local server of the
// test's own: 200, 301→200, 404, 410, a timeout, a TLS error, a refused connection.
class TestChecks : public QObject
{
    Q_OBJECT

    struct Runner : test::CliRunner
    {
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
            arguments.prepend(u"check"_qs);
            arguments.prepend(u"kurz"_qs);
            arguments << u"--db"_qs << databasePath() << u"--config"_qs << configPath();
            out.clear();
            err.clear();
            QTextStream outStream(&out), errStream(&err);
            Cli cli;
            cli.addCommand(std::make_unique<CheckCommand>());
            return cli.run(arguments, outStream, errStream);
        }
        void add(const QString &code, const QString &url)
        {
            QCOMPARE(run({u"shorten"_qs, url, u"--alias"_qs, code, u"--title"_qs, code}), 0);
        }
        QJsonObject show(const QString &code)
        {
            run({u"show"_qs, code, u"--json"_qs});
            return QJsonDocument::fromJson(out.toUtf8()).object();
        }
    };

    // code -> result, for the entries that say when they were checked.
    static QHash<QString, QJsonValue> results(const QString &json)
    {
        QHash<QString, QJsonValue> byCode;
        for (const QJsonValue &v : QJsonDocument::fromJson(json.toUtf8()).array()) {
            const QJsonObject o = v.toObject();
            if (QDateTime::fromString(o.value(u"checked"_qs).toString(), Qt::ISODateWithMs).isValid())
                byCode.insert(o.value(u"code"_qs).toString(), o.value(u"result"_qs));
        }
        return byCode;
    }

private Q_SLOTS:
    void checksEveryKindOfTarget()
    {
        Runner r;
        r.add(u"okay"_qs, r.server.url(u"/ok"_qs));
        r.add(u"moved"_qs, r.server.url(u"/moved"_qs));
        r.add(u"missing"_qs, r.server.url(u"/missing"_qs));
        r.add(u"gone"_qs, r.server.url(u"/gone"_qs));
        r.add(u"slow"_qs, r.server.url(u"/slow"_qs));
        r.add(u"refused"_qs, r.bad.refusedUrl());
        r.add(u"tls"_qs, r.bad.tlsUrl());
        r.add(u"nohead"_qs, r.server.url(u"/no-head"_qs));
        QCOMPARE(r.show(u"okay"_qs).value(u"health"_qs), QJsonValue(QJsonValue::Null));

        QCOMPARE(r.check({u"--json"_qs}), 0);  // broken targets are no failure
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QHash<QString, QJsonValue> result = results(r.out);
        QCOMPARE(result.size(), 8);
        QCOMPARE(result.value(u"okay"_qs), QJsonValue(200));
        QCOMPARE(result.value(u"moved"_qs), QJsonValue(200));
        QCOMPARE(result.value(u"missing"_qs), QJsonValue(404));
        QCOMPARE(result.value(u"gone"_qs), QJsonValue(410));
        QCOMPARE(result.value(u"slow"_qs), QJsonValue(u"timeout"_qs));
        QCOMPARE(result.value(u"refused"_qs), QJsonValue(u"refused"_qs));
        QCOMPARE(result.value(u"tls"_qs), QJsonValue(u"tls"_qs));
        QCOMPARE(result.value(u"nohead"_qs), QJsonValue(200));

        // Politely: HEAD first, a ranged GET only where HEAD was refused, Kurz named.
        QVERIFY(r.server.requests.contains(u"HEAD /ok"_qs));
        QVERIFY(!r.server.requests.contains(u"GET /ok"_qs));
        QVERIFY(r.server.requests.contains(u"GET /no-head"_qs));
        for (const QByteArray &agent : std::as_const(r.server.userAgents))
            QVERIFY(agent.startsWith("Kurz/"));

        // Recorded: list --broken and show --json.
        QCOMPARE(r.run({u"list"_qs, u"--broken"_qs, u"--json"_qs}), 0);
        QStringList broken;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array())
            broken << v.toObject().value(u"code"_qs).toString();
        broken.sort();
        QCOMPARE(broken, (QStringList{u"gone"_qs, u"missing"_qs, u"refused"_qs, u"slow"_qs, u"tls"_qs}));
        const QJsonObject health = r.show(u"gone"_qs).value(u"health"_qs).toObject();
        QCOMPARE(health.value(u"result"_qs), QJsonValue(410));
        QVERIFY(QDateTime::fromString(health.value(u"checked"_qs).toString(), Qt::ISODateWithMs).isValid());
    }

    void checksTheGivenCodesOnly()
    {
        Runner r;
        r.add(u"one"_qs, r.server.url(u"/ok"_qs));
        r.add(u"two"_qs, r.server.url(u"/gone"_qs));
        QCOMPARE(r.check({u"two"_qs}), 0);
        QVERIFY(r.out.startsWith(u"two\t410\tbroken\t"_qs));
        QCOMPARE(r.server.requests.size(), 2);  // HEAD and the GET after its 410
        QCOMPARE(r.show(u"one"_qs).value(u"health"_qs), QJsonValue(QJsonValue::Null));

        QCOMPARE(r.check({u"nope"_qs}), 1);
        QVERIFY(r.err.contains(u"No link has the code 'nope'"_qs));
    }

    void loopbackTargetsNeedTheSetting()
    {
        Runner r(false);
        r.add(u"local"_qs, r.server.url(u"/ok"_qs));
        QCOMPARE(r.check({u"--json"_qs}), 0);
        QCOMPARE(results(r.out).value(u"local"_qs), QJsonValue(u"private"_qs));
        QVERIFY(r.server.requests.isEmpty());
        // Said as what it is: not checked, not broken; and not listed among the broken.
        QCOMPARE(r.check({}), 0);
        QCOMPARE(r.out, u"local\tprivate\tnot checked\t"_qs + r.server.url(u"/ok"_qs) + u'\n');
        QCOMPARE(r.run({u"list"_qs, u"--broken"_qs, u"--json"_qs}), 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 0);
    }

    // F2: the ranged GET after a refused HEAD reads the status and stops, also when the
    // server ignores Range and streams its body: before, Qt buffered the body until the time limit.
    void f2ARangedCheckStopsReadingOnceTheHeadersAreIn()
    {
        Runner r;
        r.add(u"endless"_qs, r.server.url(u"/endless"_qs));
        QCOMPARE(r.check({u"endless"_qs, u"--json"_qs}), 0);
        QCOMPARE(results(r.out).value(u"endless"_qs), QJsonValue(200));
        QCOMPARE(r.server.requests, (QStringList{u"HEAD /endless"_qs, u"GET /endless"_qs}));
        // What lies in the sockets' buffers when the reply ends, far from everything streamed.
        QVERIFY2(r.server.streamed < test::TargetServer::EndlessBytes / 2, qPrintable(QString::number(r.server.streamed)));

        // A redirect that ends a ranged GET early is still followed.
        r.add(u"moved"_qs, r.server.url(u"/to-endless"_qs));
        QCOMPARE(r.check({u"moved"_qs, u"--json"_qs}), 0);
        QCOMPARE(results(r.out).value(u"moved"_qs), QJsonValue(200));
        QVERIFY(r.server.requests.endsWith(u"GET /endless"_qs));
    }

    void atMostTwoPerHost()
    {
        test::TargetServer server;
        QTemporaryDir dir;
        Settings polite(dir.filePath(u"kurz.conf"_qs));
        polite.set(keys::AllowPrivateTargets, true);
        polite.set(keys::HealthDelayMs, 0);
        HealthChecker checker(polite);
        QSignalSpy checked(&checker, &HealthChecker::checked);
        QSignalSpy finished(&checker, &HealthChecker::finished);
        QList<LinkTarget> targets;
        for (int i = 0; i < 7; ++i)
            targets.append(LinkTarget{i + 1, u"c%1"_qs.arg(i), server.url(u"/wait"_qs)});
        checker.check(targets);
        QVERIFY(finished.wait(20000));
        QCOMPARE(checked.size(), 7);
        QCOMPARE(server.mostOpen, HealthChecker::PerHost);
    }
};

QTEST_GUILESS_MAIN(TestChecks)
#include "tst_checks.moc"
