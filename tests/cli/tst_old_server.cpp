// A PostgreSQL server older than Kurz supports is refused in words, by `--db` and by the
// settings' Test connection (Database::describeServer), and nothing is written to it. The
// server is a real PostgreSQL 12 (tests/support/old-postgres.sh fetches it) on a cluster of
// this test's own.
#include "core/store/Database.h"
#include "support/CliRunner.h"
#include "support/PgCluster.h"
#include "support/TestPaths.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>

#include <cstdlib>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestOldServer : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<test::PgCluster> m_cluster;

    // The tables of the old server's database, read without Kurz.
    QStringList tables()
    {
        QStringList names;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, u"peek"_s);
            const QUrl url(m_cluster->address());
            db.setHostName(url.host());
            db.setPort(url.port());
            db.setUserName(url.userName());
            db.setDatabaseName(url.path().mid(1));
            if (!db.open())
                return {u"cannot connect: "_s + db.lastError().text()};
            QSqlQuery q(u"SELECT tablename FROM pg_tables WHERE schemaname = 'public'"_s, db);
            while (q.next())
                names << q.value(0).toString();
        }
        QSqlDatabase::removeDatabase(u"peek"_s);
        return names;
    }

    static void expectTooOld(const QString &message)
    {
        QVERIFY2(message.contains(u"runs PostgreSQL 12."_s)
                && message.contains(u"too old: Kurz needs PostgreSQL 13 or newer"_s),
            qPrintable(message));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QProcess fetch;
        fetch.start(u"sh"_s,
            {test::supportScript(QStringLiteral("old-postgres.sh")), test::binaryDir(QStringLiteral("old-postgres"))});
        QVERIFY(fetch.waitForFinished(300000));
        const QString problem = QString::fromUtf8(fetch.readAllStandardError());
        if (fetch.exitCode() == 77) {
            // Reported by CTest as skipped (SKIP_RETURN_CODE), not as passed.
            std::fprintf(stderr, "SKIP: %s", qPrintable(problem));
            std::exit(77);
        }
        QVERIFY2(fetch.exitCode() == 0, qPrintable(problem));
        qputenv("KURZ_PG_BIN", fetch.readAllStandardOutput().trimmed());
        m_cluster = std::make_unique<test::PgCluster>();
        const QString started = m_cluster->start();
        QVERIFY2(started.isEmpty(), qPrintable(started));
    }

    void commandLineRefusesIt()
    {
        test::CliRunner cli;
        QCOMPARE(cli.runAsTyped({u"list"_s, u"--db"_s, m_cluster->address(), u"--config"_s, cli.configPath()}), 1);
        expectTooOld(cli.err);
        QCOMPARE(tables(), QStringList());
    }

    void testConnectionSaysWhy()
    {
        const auto described = Database::describeServer(m_cluster->address());
        QVERIFY(!described);
        expectTooOld(described.error().message);
    }

    void openingLeavesItUntouched()
    {
        const auto opened = Database::open(m_cluster->address());
        QVERIFY(!opened);
        expectTooOld(opened.error().message);
        QCOMPARE(tables(), QStringList());
    }

    void cleanupTestCase() { m_cluster.reset(); }
};

QTEST_GUILESS_MAIN(TestOldServer)
#include "tst_old_server.moc"
