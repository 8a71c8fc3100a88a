// The built `kurz` with no display at all: every command line runs, whatever the order of its
// options, and none of them tries to open a window.
#include "support/TempHome.h"
#include "support/TestPaths.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
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
        process.start(kurz::test::kurzExecutable(),
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

    // LANGUAGE=de: the command line speaks German, from a command's summary to the messages of
    // the commands, of core (reading a file, the settings) and German plurals.
    void commandLineSpeaksGerman()
    {
        m_env.insert(u"LANGUAGE"_qs, u"de"_qs);
        const auto english = qScopeGuard([this] { m_env.remove(u"LANGUAGE"_qs); });
        const QStringList db{u"--db"_qs, m_home.filePath(u"deutsch.db"_qs), u"--config"_qs, m_home.filePath(u"deutsch.conf"_qs)};
        QCOMPARE(run({u"--help"_qs}), 0);
        QVERIFY2(m_out.contains("Links aus Shlink, YOURLS, Bitly, golink oder kurz-json importieren"), m_out.constData());

        const QString missing = m_home.filePath(u"fehlt.csv"_qs);
        QCOMPARE(run(db + QStringList{u"import"_qs, missing}), 1);
        QVERIFY2(m_err.startsWith(QByteArray("kurz: " + missing.toUtf8() + " kann nicht geöffnet werden: ")), m_err.constData());
        const QString empty = m_home.filePath(u"leer.csv"_qs);
        QFile emptyFile(empty);
        QVERIFY(emptyFile.open(QIODevice::WriteOnly));
        emptyFile.close();
        QCOMPARE(run(db + QStringList{u"import"_qs, empty}), 1);
        QVERIFY2(m_err.startsWith("kurz: Die Datei ist leer: Es gibt nichts zu importieren."), m_err.constData());
        QCOMPARE(run(db + QStringList{u"codes"_qs, u"encode"_qs, u"--strategy"_qs, u"sqids"_qs, u"--length"_qs, u"x"_qs, u"1"_qs}), 1);
        QCOMPARE(m_err, QByteArray("kurz: --length braucht eine ganze Zahl ab 0, nicht »x«.\n"));

        const QString exported = m_home.filePath(u"links.json"_qs);
        QCOMPARE(run(db + QStringList{u"shorten"_qs, u"https://example.org/eins"_qs}), 0);
        QCOMPARE(run(db + QStringList{u"export"_qs, u"-o"_qs, exported}), 0);
        QCOMPARE(m_err, QByteArray("kurz: 1 Link nach " + exported.toUtf8() + " exportiert\n"));
        QCOMPARE(run(db + QStringList{u"shorten"_qs, u"https://example.org/zwei"_qs}), 0);
        QCOMPARE(run(db + QStringList{u"export"_qs, u"-o"_qs, exported}), 0);
        QCOMPARE(m_err, QByteArray("kurz: 2 Links nach " + exported.toUtf8() + " exportiert\n"));
        QCOMPARE(run(db + QStringList{u"status"_qs}), 3);
        QVERIFY2(m_out.startsWith("Für ") && m_out.contains(" läuft kein Kurz-Server."), m_out.constData());
    }

private:
    // Runs kurz to its end; its exit status, or -1 when it crashed (as Qt does without a display).
    int run(const QStringList &arguments)
    {
        QProcess process;
        process.setProcessEnvironment(m_env);
        process.start(kurz::test::kurzExecutable(), arguments);
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
