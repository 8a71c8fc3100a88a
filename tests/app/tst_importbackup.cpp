// kurz backup and kurz import --from-shlink against a running `kurz serve` (the built binary).
#include "core/settings/Settings.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "support/CarriedFields.h"
#include "support/CliRunner.h"
#include "support/LoadClient.h"
#include "support/ServeProcess.h"
#include "support/TempDatabase.h"
#include "support/TestPaths.h"

#include "core/store/ApiKeyStore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QThread>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestImportBackup : public QObject {
    Q_OBJECT

    static QStringList paths(const TempDatabase &temp)
    {
        return {u"--db"_s, temp.path(), u"--config"_s, temp.file(u"kurz.conf"_s)};
    }

    static quint16 startServe(QProcess &process, const TempDatabase &temp)
    {
        return test::startServe(process, QStringList{u"--listen"_s, u"127.0.0.1:0"_s} + paths(temp));
    }

    static void addLinks(TempDatabase &temp, qint64 count)
    {
        LinkStore store(temp.db);
        QVERIFY(store
                    .bulkLoad(count,
                        [](qint64 i) {
                            Link link;
                            link.code = u"link"_s + QString::number(i);
                            link.target = u"https://example.org/"_s + QString::number(i);
                            link.title = u"Title "_s + QString::number(i);
                            link.tags = {u"tag"_s + QString::number(i % 3)};
                            link.hits = i % 7;
                            link.botHits = i % 2;
                            link.createdAt = QDateTime(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC).addSecs(i);
                            return link;
                        })
                    .ok());
    }

private Q_SLOTS:
    void backupWhileServingAndFlushingHoldsEveryLink()
    {
        TempDatabase temp;
        addLinks(temp, 20000);
        Settings(temp.file(u"kurz.conf"_s)).set(keys::HitFlushMs, 20);
        QProcess serve;
        const quint16 port = startServe(serve, temp);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        for (int round = 0; round < 3; ++round) {
            const QString copy = temp.file(QStringLiteral("copy%1.db").arg(round));
            QProcess backup;
            backup.start(test::kurzExecutable(), QStringList{u"backup"_s, copy} + paths(temp));
            QVERIFY(backup.waitForStarted(5000));
            // Hits are served and flushed while the copy is written.
            QCOMPARE(runClients(port, "/link1", 4, 250).redirects, 1000);
            QVERIFY(backup.state() == QProcess::NotRunning || backup.waitForFinished(60000));
            QVERIFY2(backup.exitCode() == 0, backup.readAllStandardError().constData());
            auto opened = Database::open(copy);
            QVERIFY2(opened, qPrintable(opened.error().message));
            LinkStore copied(*opened);
            QCOMPARE(copied.pages().countAll().value(), 20000);
            QCOMPARE(copied.get(u"link19999"_s)->target, u"https://example.org/19999"_s);
        }
        serve.terminate();
        QVERIFY(serve.waitForFinished(20000));
        QCOMPARE(LinkStore(temp.db).get(u"link1"_s)->hits, 1 + 3000);
    }

    // `kurz import` into an empty database builds the secondary indexes after its last batch.
    // Killed in between, it leaves whole batches and a database whose next open builds them.
    void anImportKilledMidwayLeavesWholeBatchesAndItsIndexesComeBack()
    {
        TempDatabase temp;
        if (temp.onServer())
            QSKIP("PostgreSQL keeps its indexes during an import");
        const auto indexes = [](Database &db) { return indexNames(db); };
        const auto count = [](Database &db) {
            QSqlQuery q(db.connection());
            return q.exec(u"SELECT count(*) FROM links"_s) && q.next() ? q.value(0).toLongLong() : -1;
        };
        const QStringList all = indexes(*temp.db);
        QFile csv(temp.file(u"links.csv"_s));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("createdAt,shortCode,longUrl,tags\n");
        for (int i = 0; i < 400000; ++i) {
            const QByteArray n = QByteArray::number(i);
            csv.write("2024-05-01T10:20:30+00:00,code" + n + ",https://example.org/" + n + (i % 3 ? ",a|b\n" : ",\n"));
        }
        csv.close();
        QProcess import;
        import.start(test::kurzExecutable(), QStringList{u"import"_s, csv.fileName()} + paths(temp));
        QVERIFY(import.waitForStarted());
        QDeadlineTimer deadline(120000);
        while (!(count(*temp.db) > 0 && !indexes(*temp.db).contains(u"links_target"_s))
            && import.state() == QProcess::Running && !deadline.hasExpired())
            QThread::msleep(5);
        QCOMPARE(import.state(), QProcess::Running);
        import.kill();
        QVERIFY(import.waitForFinished(20000));
        QVERIFY(!indexes(*temp.db).contains(u"links_target"_s));
        const qint64 imported = count(*temp.db);
        QVERIFY(imported > 0 && imported < 400000);
        QCOMPARE(imported % 5000, 0);  // whole batches

        auto reopened = Database::open(temp.path());
        QVERIFY(reopened);
        QCOMPARE(indexes(**reopened), all);
        QCOMPARE(count(**reopened), imported);
        QSqlQuery check((*reopened)->connection());
        QVERIFY(check.exec(u"PRAGMA integrity_check"_s) && check.next());
        QCOMPARE(check.value(0).toString(), u"ok"_s);
    }

    void importFromARunningShlinkServer()
    {
        TempDatabase source;
        addLinks(source, 1203);  // three pages
        const auto key = ApiKeyStore(source.db).create(u"import"_s);
        QVERIFY(key);
        QProcess serve;
        const quint16 port = startServe(serve, source);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        const QString url = QStringLiteral("http://127.0.0.1:%1").arg(port);

        CliRunner target;
        QCOMPARE(target.run({u"import"_s, u"--from-shlink"_s, url, u"--api-key"_s, u"wrong"_s}), 1);
        QVERIFY2(target.err.contains(u"refused the API key"_s), qPrintable(target.err));

        QCOMPARE(target.run({u"import"_s, u"--from-shlink"_s, url, u"--api-key"_s, key->key, u"--json"_s}), 0);
        const QJsonObject summary = QJsonDocument::fromJson(target.out.toUtf8()).object();
        QCOMPARE(summary.value(u"format"_s).toString(), u"shlink-api"_s);
        QCOMPARE(summary.value(u"new"_s).toInt(), 1203);
        LinkStore before(source.db);
        LinkStore after(*Database::open(target.databasePath()));
        QCOMPARE(after.pages().countAll().value(), 1203);
        test::compareCarriedFields(before, after, test::BotHits::Compared);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(target.run({u"import"_s, u"--from-shlink"_s, url, u"--api-key"_s, key->key, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(target.out.toUtf8()).object().value(u"same"_s).toInt(), 1203);
        serve.terminate();
        QVERIFY(serve.waitForFinished(20000));
    }
};

QTEST_GUILESS_MAIN(TestImportBackup)
#include "tst_importbackup.moc"
