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

using namespace Qt::StringLiterals;

class TestHeadless : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.dir.isValid());
        m_env = m_home.environment();
        for (const QString &name : {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s})
            m_env.remove(name);
        m_db = m_home.filePath(u"links.db"_s);
        m_config = m_home.filePath(u"kurz.conf"_s);
    }

    void commandsWithGlobalOptionsFirst()
    {
        QCOMPARE(run({u"--db"_s, m_db, u"--config"_s, m_config, u"shorten"_s, u"https://example.org/"_s, u"--alias"_s,
                     u"demo"_s}),
            0);
        QCOMPARE(m_out, QByteArray("http://127.0.0.1:8080/demo\n"));
        QCOMPARE(run({u"--db"_s, m_db, u"--config"_s, m_config, u"list"_s}), 0);
        QVERIFY(m_out.contains("demo"));
        const QByteArray listed = m_out;
        QCOMPARE(run({u"list"_s, u"--db"_s, m_db, u"--config"_s, m_config}), 0);
        QCOMPARE(m_out, listed);
        QCOMPARE(run({u"--db"_s, m_db, u"--config"_s, m_config, u"show"_s, u"demo"_s}), 0);
        QVERIFY(m_out.contains("https://example.org/"));
    }

    void noCommandLineOpensAWindow_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("printed");
        QTest::newRow("--help") << QStringList{u"--help"_s} << 0
                                << QByteArray("Usage: kurz [GLOBAL OPTIONS] [COMMAND]");
        QTest::newRow("--db X --help") << QStringList{u"--db"_s, u"x.db"_s, u"--help"_s} << 0
                                       << QByteArray("Usage: kurz [GLOBAL OPTIONS] [COMMAND]");
        QTest::newRow("--version") << QStringList{u"--version"_s} << 0 << QByteArray("kurz ");
        QTest::newRow("list --help") << QStringList{u"list"_s, u"--help"_s} << 0
                                     << QByteArray("Usage: kurz list [options]");
        QTest::newRow("--json") << QStringList{u"--json"_s} << 2 << QByteArray("no command after '--json'");
        QTest::newRow("unknown option") << QStringList{u"--frobnicate"_s} << 2
                                        << QByteArray("no command after '--frobnicate'");
        QTest::newRow("unknown command") << QStringList{u"--db"_s, u"x.db"_s, u"lsit"_s} << 2
                                         << QByteArray("unknown command 'lsit'");
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
            {u"--db"_s, m_db, u"--config"_s, m_config, u"serve"_s, u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY(process.waitForStarted(5000));
        QByteArray line;
        const QDeadlineTimer deadline(15000);
        while (!line.endsWith('\n') && !deadline.hasExpired() && process.state() == QProcess::Running) {
            if (process.canReadLine() || process.waitForReadyRead(100))
                line += process.readLine();
        }
        QVERIFY2(QRegularExpression(u"^Listening on http://127\\.0\\.0\\.1:\\d+\\n$"_s)
                     .match(QString::fromUtf8(line))
                     .hasMatch(),
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
        m_env.insert(u"LANGUAGE"_s, u"de"_s);
        const auto english = qScopeGuard([this] { m_env.remove(u"LANGUAGE"_s); });
        const QStringList db{
            u"--db"_s, m_home.filePath(u"deutsch.db"_s), u"--config"_s, m_home.filePath(u"deutsch.conf"_s)};
        QCOMPARE(run({u"--help"_s}), 0);
        QVERIFY2(
            m_out.contains("Links aus Shlink, YOURLS, Bitly, golink oder kurz-json importieren"), m_out.constData());

        const QString missing = m_home.filePath(u"fehlt.csv"_s);
        QCOMPARE(run(db + QStringList{u"import"_s, missing}), 1);
        QVERIFY2(m_err.startsWith(QByteArray("kurz: " + missing.toUtf8() + " kann nicht geöffnet werden: ")),
            m_err.constData());
        const QString empty = m_home.filePath(u"leer.csv"_s);
        QFile emptyFile(empty);
        QVERIFY(emptyFile.open(QIODevice::WriteOnly));
        emptyFile.close();
        QCOMPARE(run(db + QStringList{u"import"_s, empty}), 1);
        QVERIFY2(m_err.startsWith("kurz: Die Datei ist leer: Es gibt nichts zu importieren."), m_err.constData());
        QCOMPARE(
            run(db + QStringList{u"codes"_s, u"encode"_s, u"--strategy"_s, u"sqids"_s, u"--length"_s, u"x"_s, u"1"_s}),
            1);
        QCOMPARE(m_err, QByteArray("kurz: --length braucht eine ganze Zahl ab 0, nicht »x«.\n"));

        const QString exported = m_home.filePath(u"links.json"_s);
        QCOMPARE(run(db + QStringList{u"shorten"_s, u"https://example.org/eins"_s}), 0);
        QCOMPARE(run(db + QStringList{u"export"_s, u"-o"_s, exported}), 0);
        QCOMPARE(m_err, QByteArray("kurz: 1 Link nach " + exported.toUtf8() + " exportiert\n"));
        QCOMPARE(run(db + QStringList{u"shorten"_s, u"https://example.org/zwei"_s}), 0);
        QCOMPARE(run(db + QStringList{u"export"_s, u"-o"_s, exported}), 0);
        QCOMPARE(m_err, QByteArray("kurz: 2 Links nach " + exported.toUtf8() + " exportiert\n"));
        QCOMPARE(run(db + QStringList{u"status"_s}), 3);
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
