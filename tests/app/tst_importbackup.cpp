// kurz backup and kurz import --from-shlink against a running `kurz serve` (the built binary).
#include "../cli/CliRunner.h"
#include "core/settings/Settings.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "support/CarriedFields.h"
#include "support/LoadClient.h"
#include "support/ServeProcess.h"
#include "support/TempDatabase.h"

#include "core/store/ApiKeyStore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace kurz;
using namespace kurz::test;

class TestImportBackup : public QObject
{
    Q_OBJECT

    static QStringList paths(const TempDatabase &temp)
    {
        return {u"--db"_qs, temp.path(), u"--config"_qs, temp.file(u"kurz.conf"_qs)};
    }

    static quint16 startServe(QProcess &process, const TempDatabase &temp)
    {
        return test::startServe(process, QStringList{u"--listen"_qs, u"127.0.0.1:0"_qs} + paths(temp));
    }

    static void addLinks(TempDatabase &temp, qint64 count)
    {
        LinkStore store(temp.db);
        QVERIFY(store.insertMany(count, [](qint64 i) {
            Link link;
            link.code = u"link"_qs + QString::number(i);
            link.target = u"https://example.org/"_qs + QString::number(i);
            link.title = u"Title "_qs + QString::number(i);
            link.tags = {u"tag"_qs + QString::number(i % 3)};
            link.hits = i % 7;
            link.botHits = i % 2;
            link.createdAt = QDateTime(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC).addSecs(i);
            return link;
        }).ok());
    }

private Q_SLOTS:
    void backupWhileServingAndFlushingHoldsEveryLink()
    {
        TempDatabase temp;
        addLinks(temp, 20000);
        Settings(temp.file(u"kurz.conf"_qs)).set(keys::HitFlushMs, 20);
        QProcess serve;
        const quint16 port = startServe(serve, temp);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        for (int round = 0; round < 3; ++round) {
            const QString copy = temp.file(QStringLiteral("copy%1.db").arg(round));
            QProcess backup;
            backup.start(QStringLiteral(KURZ_EXECUTABLE), QStringList{u"backup"_qs, copy} + paths(temp));
            QVERIFY(backup.waitForStarted(5000));
            // Hits are served and flushed while the copy is written.
            QCOMPARE(runClients(port, "/link1", 4, 250).redirects, 1000);
            QVERIFY(backup.state() == QProcess::NotRunning || backup.waitForFinished(60000));
            QVERIFY2(backup.exitCode() == 0, backup.readAllStandardError().constData());
            auto opened = Database::open(copy);
            QVERIFY2(opened, qPrintable(opened.error().message));
            LinkStore copied(*opened);
            QCOMPARE(copied.countAll().value(), 20000);
            QCOMPARE(copied.get(u"link19999"_qs)->target, u"https://example.org/19999"_qs);
        }
        serve.terminate();
        QVERIFY(serve.waitForFinished(20000));
        QCOMPARE(LinkStore(temp.db).get(u"link1"_qs)->hits, 1 + 3000);
    }

    void importFromARunningShlinkServer()
    {
        TempDatabase source;
        addLinks(source, 1203);  // three pages
        const auto key = ApiKeyStore(source.db).create(u"import"_qs);
        QVERIFY(key);
        QProcess serve;
        const quint16 port = startServe(serve, source);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        const QString url = QStringLiteral("http://127.0.0.1:%1").arg(port);

        CliRunner target;
        QCOMPARE(target.run({u"import"_qs, u"--from-shlink"_qs, url, u"--api-key"_qs, u"wrong"_qs}), 1);
        QVERIFY2(target.err.contains(u"refused the API key"_qs), qPrintable(target.err));

        QCOMPARE(target.run({u"import"_qs, u"--from-shlink"_qs, url, u"--api-key"_qs, key->key, u"--json"_qs}), 0);
        const QJsonObject summary = QJsonDocument::fromJson(target.out.toUtf8()).object();
        QCOMPARE(summary.value(u"format"_qs).toString(), u"shlink-api"_qs);
        QCOMPARE(summary.value(u"new"_qs).toInt(), 1203);
        LinkStore before(source.db);
        LinkStore after(*Database::open(target.databasePath()));
        QCOMPARE(after.countAll().value(), 1203);
        test::compareCarriedFields(before, after, test::BotHits::Compared);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(target.run({u"import"_qs, u"--from-shlink"_qs, url, u"--api-key"_qs, key->key, u"--json"_qs}), 0);
        QCOMPARE(QJsonDocument::fromJson(target.out.toUtf8()).object().value(u"same"_qs).toInt(), 1203);
        serve.terminate();
        QVERIFY(serve.waitForFinished(20000));
    }
};

QTEST_GUILESS_MAIN(TestImportBackup)
#include "tst_importbackup.moc"
