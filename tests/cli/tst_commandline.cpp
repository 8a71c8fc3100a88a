// Global options either side of the command word, and help that names `kurz COMMAND`.
#include "support/CliRunner.h"
#include "support/TempHome.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kurz;

class TestCommandLine : public QObject
{
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
        QCOMPARE(kurz.runAsTyped({u"--db"_qs, db, u"--config"_qs, config, u"shorten"_qs, u"https://example.org/a"_qs,
                                  u"--alias"_qs, u"first"_qs}), 0);
        QCOMPARE(kurz.runAsTyped({u"shorten"_qs, u"--db"_qs, db, u"https://example.org/b"_qs, u"--config"_qs, config,
                                  u"--alias"_qs, u"second"_qs}), 0);

        QCOMPARE(kurz.runAsTyped({u"--db"_qs, db, u"--config"_qs, config, u"--json"_qs, u"list"_qs}), 0);
        const QString before = kurz.out;
        QCOMPARE(QJsonDocument::fromJson(before.toUtf8()).array().size(), 2);
        QCOMPARE(kurz.runAsTyped({u"list"_qs, u"--db"_qs, db, u"--config"_qs, config, u"--json"_qs}), 0);
        QCOMPARE(kurz.out, before);
        QCOMPARE(kurz.runAsTyped({u"--json"_qs, u"--db"_qs, db, u"list"_qs, u"--config"_qs, config}), 0);
        QCOMPARE(kurz.out, before);
        // QCommandLineParser's forms: --db=PATH and -db PATH.
        QCOMPARE(kurz.runAsTyped({u"--db="_qs + db, u"-config"_qs, config, u"show"_qs, u"first"_qs}), 0);
        QVERIFY(kurz.out.contains(u"https://example.org/a"_qs));
    }

    void commandHelpNamesTheCommand_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("usage");
        QTest::newRow("list --help") << QStringList{u"list"_qs, u"--help"_qs} << u"Usage: kurz list [options]\n"_qs;
        QTest::newRow("shorten -h") << QStringList{u"shorten"_qs, u"-h"_qs} << u"Usage: kurz shorten [options] url\n"_qs;
        QTest::newRow("--help show") << QStringList{u"--help"_qs, u"show"_qs} << u"Usage: kurz show [options] code\n"_qs;
    }
    void commandHelpNamesTheCommand()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, usage);
        test::CliRunner kurz;
        QCOMPARE(kurz.runAsTyped(arguments), 0);
        QVERIFY2(kurz.out.startsWith(usage), qPrintable(kurz.out));
        QVERIFY(kurz.out.contains(u"--db <PATH>"_qs));
    }

    void withoutAKnownCommandItHelpsOrSaysWhyAndOpensNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("err");
        QTest::newRow("--help") << QStringList{u"--help"_qs} << 0 << u"Usage: kurz [GLOBAL OPTIONS] [COMMAND]"_qs << QString();
        QTest::newRow("--db X --help") << QStringList{u"--db"_qs, u"x.db"_qs, u"--help"_qs} << 0 << u"Usage: kurz [GLOBAL OPTIONS] [COMMAND]"_qs << QString();
        QTest::newRow("--version") << QStringList{u"--version"_qs} << 0 << u"kurz "_qs << QString();
        QTest::newRow("--json") << QStringList{u"--json"_qs} << 2 << QString()
                                << u"kurz: no command after '--json'. Run 'kurz --help'"_qs;
        QTest::newRow("--db X") << QStringList{u"--db"_qs, u"x.db"_qs} << 2 << QString() << u"no command after '--db x.db'"_qs;
        QTest::newRow("unknown") << QStringList{u"--db"_qs, u"x.db"_qs, u"lsit"_qs} << 2 << QString()
                                 << u"kurz: unknown command 'lsit'"_qs;
        QTest::newRow("unknown option") << QStringList{u"--frobnicate"_qs, u"list"_qs} << 2 << QString()
                                        << u"kurz list: Unknown option 'frobnicate'"_qs;
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
        QVERIFY(!QFile::exists(u"x.db"_qs));
    }

private:
    test::TempHome m_home;
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
