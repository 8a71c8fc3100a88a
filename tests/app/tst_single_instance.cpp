#include "support/TempHome.h"
#include "support/TestPaths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

// Two real `kurz` processes: the second hands its request to the first and exits.
class TestSingleInstance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.dir.isValid());
        m_env = m_home.environment();
        m_env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        m_env.insert(u"QT_LOGGING_RULES"_s, u"kurz.*.info=true"_s);
        // The window's listener takes any free port, never one another program uses.
        QVERIFY(QDir().mkpath(m_home.filePath(u"config/kurz"_s)));
        QFile config(m_home.filePath(u"config/kurz/kurz.conf"_s));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("[server]\nlisten=127.0.0.1:0\n");
    }

    void secondLaunchHandsOverAndExits()
    {
        QProcess primary;
        startPrimary(primary);

        QProcess second;
        run(second, {});
        QCOMPARE(second.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_primaryLog.contains("request \"raise\""), 10000);

        QProcess copy;
        run(copy, {u"shorten"_s, u"--copy"_s, u"https://example.org/handed-over"_s});
        QCOMPARE(copy.exitCode(), 0);
        const QByteArray copyErrors = copy.readAllStandardError();
        QVERIFY2(!copyErrors.contains("not copied"), copyErrors.constData());
        QTRY_VERIFY_WITH_TIMEOUT(m_primaryLog.contains("request \"copy\""), 10000);

        // The primary's clipboard now holds its own short URL, which it refuses to shorten
        // again; the refusal comes back to the second process.
        QProcess shorten;
        run(shorten, {u"--shorten-clipboard"_s});
        QCOMPARE(shorten.exitCode(), 1);
        QVERIFY(shorten.readAllStandardError().contains("short link of this Kurz"));
        QTRY_VERIFY_WITH_TIMEOUT(m_primaryLog.contains("request \"shorten-clipboard\""), 10000);

        primary.terminate();  // SIGTERM: a clean shutdown
        QVERIFY(primary.waitForFinished(10000));
        QCOMPARE(primary.exitStatus(), QProcess::NormalExit);
        QCOMPARE(primary.exitCode(), 0);
    }

    // A second launch for another database opens nothing and writes no settings of its own:
    // it says which database the running Kurz has, whose window offers the other one.
    void secondLaunchForAnotherDatabaseSaysWhichIsOpen()
    {
        QProcess primary;
        startPrimary(primary);
        const QString other = m_home.filePath(u"elsewhere/other.db"_s);
        const QString otherConfig = m_home.filePath(u"elsewhere/other.conf"_s);
        QProcess second;
        run(second, {u"--db"_s, other, u"--config"_s, otherConfig});
        QCOMPARE(second.exitCode(), 0);
        const QByteArray said = second.readAllStandardError();
        QVERIFY2(said.contains("the running Kurz has ") && said.contains(other.toUtf8()), said.constData());
        QVERIFY(!QFile::exists(other));
        QVERIFY(!QFile::exists(otherConfig));
        primary.terminate();
        QVERIFY(primary.waitForFinished(10000));
        QCOMPARE(primary.exitCode(), 0);
    }

    void staleLockDoesNotBlock()
    {
        QProcess crashed;
        startPrimary(crashed);
        crashed.kill();  // SIGKILL: lock file and socket stay behind
        QVERIFY(crashed.waitForFinished(10000));
        QVERIFY(QFile::exists(m_home.filePath(u"run/kurz/instance.lock"_s)));

        QProcess copy;
        run(copy, {u"shorten"_s, u"--copy"_s, u"https://example.org/nobody-running"_s});
        QCOMPARE(copy.exitCode(), 0);
        QVERIFY(copy.readAllStandardError().contains("not copied"));

        QProcess next;
        startPrimary(next);
        QVERIFY(m_primaryLog.contains("primary instance"));
        QProcess second;
        run(second, {});
        QCOMPARE(second.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_primaryLog.contains("request \"raise\""), 10000);
        next.terminate();
        QVERIFY(next.waitForFinished(10000));
        QCOMPARE(next.exitCode(), 0);
    }

private:
    void startPrimary(QProcess &process)
    {
        m_primaryLog.clear();
        process.setProcessEnvironment(m_env);
        connect(&process, &QProcess::readyReadStandardError, this,
            [this, &process] { m_primaryLog += process.readAllStandardError(); });
        process.start(kurz::test::kurzExecutable(), {});
        QVERIFY(process.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(m_primaryLog.contains("kurz.app: ready"), 20000);
    }

    void run(QProcess &process, const QStringList &arguments)
    {
        process.setProcessEnvironment(m_env);
        process.start(kurz::test::kurzExecutable(), arguments);
        QVERIFY(process.waitForStarted(10000));
        // Keep the primary's output flowing while waiting.
        QTRY_VERIFY_WITH_TIMEOUT(process.state() == QProcess::NotRunning, 20000);
    }

    kurz::test::TempHome m_home;
    QProcessEnvironment m_env;
    QByteArray m_primaryLog;
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_single_instance.moc"
