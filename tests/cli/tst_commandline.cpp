// Global options either side of the command word, and help that names `kurz COMMAND`.
#include "support/CliRunner.h"
#include "support/TempHome.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestCommandLine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // A --db or --config that went unread would open the user's files: use throw-away ones.
        QVERIFY(m_home.dir.isValid());
        m_home.useForThisProcess();
    }

    void globalOptionsBeforeOrAfterTheCommand()
    {
        test::CliRunner kurz;
        const QString db = kurz.databasePath();
        const QString config = kurz.configPath();
        QCOMPARE(kurz.runAsTyped({u"--db"_s, db, u"--config"_s, config, u"shorten"_s, u"https://example.org/a"_s,
                     u"--alias"_s, u"first"_s}),
            0);
        QCOMPARE(kurz.runAsTyped({u"shorten"_s, u"--db"_s, db, u"https://example.org/b"_s, u"--config"_s, config,
                     u"--alias"_s, u"second"_s}),
            0);

        QCOMPARE(kurz.runAsTyped({u"--db"_s, db, u"--config"_s, config, u"--json"_s, u"list"_s}), 0);
        const QString before = kurz.out;
        QCOMPARE(QJsonDocument::fromJson(before.toUtf8()).array().size(), 2);
        QCOMPARE(kurz.runAsTyped({u"list"_s, u"--db"_s, db, u"--config"_s, config, u"--json"_s}), 0);
        QCOMPARE(kurz.out, before);
        QCOMPARE(kurz.runAsTyped({u"--json"_s, u"--db"_s, db, u"list"_s, u"--config"_s, config}), 0);
        QCOMPARE(kurz.out, before);
        // QCommandLineParser's forms: --db=PATH and -db PATH.
        QCOMPARE(kurz.runAsTyped({u"--db="_s + db, u"-config"_s, config, u"show"_s, u"first"_s}), 0);
        QVERIFY(kurz.out.contains(u"https://example.org/a"_s));
    }

    void commandHelpNamesTheCommand_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("usage");
        QTest::newRow("list --help") << QStringList{u"list"_s, u"--help"_s} << u"Usage: kurz list [options]\n"_s;
        QTest::newRow("shorten -h") << QStringList{u"shorten"_s, u"-h"_s} << u"Usage: kurz shorten [options] url\n"_s;
        QTest::newRow("--help show") << QStringList{u"--help"_s, u"show"_s} << u"Usage: kurz show [options] code\n"_s;
    }
    void commandHelpNamesTheCommand()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, usage);
        test::CliRunner kurz;
        QCOMPARE(kurz.runAsTyped(arguments), 0);
        QVERIFY2(kurz.out.startsWith(usage), qPrintable(kurz.out));
        QVERIFY(kurz.out.contains(u"--db <PATH>"_s));
    }

    void withoutAKnownCommandItHelpsOrSaysWhyAndOpensNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("err");
        QTest::newRow("--help") << QStringList{u"--help"_s} << 0 << u"Usage: kurz [GLOBAL OPTIONS] [COMMAND]"_s
                                << QString();
        QTest::newRow("--db X --help") << QStringList{u"--db"_s, u"x.db"_s, u"--help"_s} << 0
                                       << u"Usage: kurz [GLOBAL OPTIONS] [COMMAND]"_s << QString();
        QTest::newRow("--version") << QStringList{u"--version"_s} << 0 << u"kurz "_s << QString();
        QTest::newRow("--json") << QStringList{u"--json"_s} << 2 << QString()
                                << u"kurz: no command after '--json'. Run 'kurz --help'"_s;
        QTest::newRow("--db X") << QStringList{u"--db"_s, u"x.db"_s} << 2 << QString()
                                << u"no command after '--db x.db'"_s;
        QTest::newRow("unknown") << QStringList{u"--db"_s, u"x.db"_s, u"lsit"_s} << 2 << QString()
                                 << u"kurz: unknown command 'lsit'"_s;
        QTest::newRow("unknown option") << QStringList{u"--frobnicate"_s, u"list"_s} << 2 << QString()
                                        << u"kurz list: Unknown option 'frobnicate'"_s;
    }
    void withoutAKnownCommandItHelpsOrSaysWhyAndOpensNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, out);
        QFETCH(QString, err);
        test::CliRunner kurz;
        QCOMPARE(kurz.runAsTyped(arguments), status);
        QVERIFY2(kurz.out.startsWith(out), qPrintable(kurz.out));
        QVERIFY2(kurz.err.startsWith(err) || kurz.err.contains(err), qPrintable(kurz.err));
        QVERIFY(!QFile::exists(u"x.db"_s));
    }

private:
    test::TempHome m_home;
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
