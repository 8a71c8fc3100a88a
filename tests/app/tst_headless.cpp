// The built `kurz` with no display at all: every command line runs, whatever the order of its
// options, and none of them tries to open a window.
#include "support/TempHome.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

class TestHeadless : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.dir.isValid());
        m_env = m_home.environment();
        for (const QString &name : {u"DISPLAY"_qs, u"WAYLAND_DISPLAY"_qs, u"QT_QPA_PLATFORM"_qs})
            m_env.remove(name);
        m_db = m_home.filePath(u"links.db"_qs);
        m_config = m_home.filePath(u"kurz.conf"_qs);
    }

    void commandsWithGlobalOptionsFirst()
    {
        QCOMPARE(run({u"--db"_qs, m_db, u"--config"_qs, m_config, u"shorten"_qs, u"https://example.org/"_qs, u"--alias"_qs, u"demo"_qs}), 0);
        QCOMPARE(m_out, QByteArray("http://127.0.0.1:8080/demo\n"));
        QCOMPARE(run({u"--db"_qs, m_db, u"--config"_qs, m_config, u"list"_qs}), 0);
        QVERIFY(m_out.contains("demo"));
        const QByteArray listed = m_out;
        QCOMPARE(run({u"list"_qs, u"--db"_qs, m_db, u"--config"_qs, m_config}), 0);
        QCOMPARE(m_out, listed);
        QCOMPARE(run({u"--db"_qs, m_db, u"--config"_qs, m_config, u"show"_qs, u"demo"_qs}), 0);
        QVERIFY(m_out.contains("https://example.org/"));
    }

    void noCommandLineOpensAWindow_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("printed");
        QTest::newRow("--help") << QStringList{u"--help"_qs} << 0 << QByteArray("Usage: kurz [GLOBAL OPTIONS] [COMMAND]");
        QTest::newRow("--db X --help") << QStringList{u"--db"_qs, u"x.db"_qs, u"--help"_qs} << 0 << QByteArray("Usage: kurz [GLOBAL OPTIONS] [COMMAND]");
        QTest::newRow("--version") << QStringList{u"--version"_qs} << 0 << QByteArray("kurz ");
        QTest::newRow("list --help") << QStringList{u"list"_qs, u"--help"_qs} << 0 << QByteArray("Usage: kurz list [options]");
        QTest::newRow("--json") << QStringList{u"--json"_qs} << 2 << QByteArray("no command after '--json'");
        QTest::newRow("unknown option") << QStringList{u"--frobnicate"_qs} << 2 << QByteArray("no command after '--frobnicate'");
        QTest::newRow("unknown command") << QStringList{u"--db"_qs, u"x.db"_qs, u"lsit"_qs} << 2 << QByteArray("unknown command 'lsit'");
    }
    void noCommandLineOpensAWindow()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QByteArray, printed);
        QCOMPARE(run(arguments), status);
        const QByteArray output = m_out + m_err;
        QVERIFY2(output.contains(printed), output.constData());
    }

    void serveWithGlobalOptionsFirst()
    {
        QProcess process;
        process.setProcessEnvironment(m_env);
        process.start(QStringLiteral(KURZ_EXECUTABLE),
                      {u"--db"_qs, m_db, u"--config"_qs, m_config, u"serve"_qs, u"--listen"_qs, u"127.0.0.1:0"_qs});
        QVERIFY(process.waitForStarted(5000));
        QByteArray line;
        const QDeadlineTimer deadline(15000);
        while (!line.endsWith('\n') && !deadline.hasExpired() && process.state() == QProcess::Running) {
            if (process.canReadLine() || process.waitForReadyRead(100))
                line += process.readLine();
        }
        QVERIFY2(QRegularExpression(u"^Listening on http://127\\.0\\.0\\.1:\\d+\\n$"_qs).match(QString::fromUtf8(line)).hasMatch(),
                 QByteArray(line + process.readAllStandardError()).constData());
        ::kill(pid_t(process.processId()), SIGTERM);
        QVERIFY(process.waitForFinished(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
    }

private:
    // Runs kurz to its end; its exit status, or -1 when it crashed (as Qt does without a display).
    int run(const QStringList &arguments)
    {
        QProcess process;
        process.setProcessEnvironment(m_env);
        process.start(QStringLiteral(KURZ_EXECUTABLE), arguments);
        if (!process.waitForFinished(20000))
            return -2;
        m_out = process.readAllStandardOutput();
        m_err = process.readAllStandardError();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

    kurz::test::TempHome m_home;
    QProcessEnvironment m_env;
    QString m_db;
    QString m_config;
    QByteArray m_out;
    QByteArray m_err;
};

QTEST_GUILESS_MAIN(TestHeadless)
#include "tst_headless.moc"
