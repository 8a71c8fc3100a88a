// `kurz serve` as a user runs it: the built binary in its own process.
#include "cli/Cli.h"
#include "core/settings/Settings.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "support/HttpTestClient.h"
#include "support/InsertLink.h"
#include "support/LoadClient.h"
#include "support/PgCluster.h"
#include "support/ServeProcess.h"
#include "support/TargetServer.h"
#include "support/TempDatabase.h"
#include "support/TestPaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTcpServer>
#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestServeCommand : public QObject {
    Q_OBJECT

private:
    // Starts kurz serve and returns the port it printed, or 0.
    static quint16 startServe(QProcess &process, const TempDatabase &temp, const QStringList &extra = {})
    {
        return test::startServe(
            process, QStringList{u"--db"_s, temp.path(), u"--config"_s, temp.file(u"kurz.conf"_s)} + extra);
    }

    static void prepare(TempDatabase &temp)
    {
        Settings settings(temp.file(u"kurz.conf"_s));
        settings.set(keys::HitFlushMs, 60000);  // nothing is written before the signal
        LinkStore store(temp.db);
        insertLink(store, u"demo"_s, u"https://example.org/"_s);
    }

    // kurz serve flushing every 100 ms, with 100 hits on demo answered and written: its port, or 0.
    static quint16 serveWith100HitsWritten(QProcess &serve, TempDatabase &temp)
    {
        prepare(temp);
        Settings(temp.file(u"kurz.conf"_s)).set(keys::HitFlushMs, 100);
        const quint16 port = startServe(serve, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        if (port == 0 || runClients(port, "/demo", 2, 50).redirects != 100)
            return 0;
        LinkStore store(temp.db);
        return QTest::qWaitFor([&] { return store.get(u"demo"_s)->hits == 100; }, 20000) ? port : 0;
    }

private Q_SLOTS:
    void signalsStopCleanlyWithEveryHitWritten_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << SIGTERM;
        QTest::newRow("SIGINT") << SIGINT;
    }
    void signalsStopCleanlyWithEveryHitWritten()
    {
        QFETCH(int, signalNumber);
        TempDatabase temp;
        prepare(temp);
        QProcess process;
        const quint16 port = startServe(process, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        QCOMPARE(runClients(port, "/demo", 8, 500).redirects, 4000);
        ::kill(pid_t(process.processId()), signalNumber);
        QVERIFY(process.waitForFinished(20000));
        const QByteArray errors = process.readAllStandardError();
        QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0, errors.constData());
        QVERIFY(errors.contains("answered 4000 requests"));
        LinkStore store(temp.db);
        QCOMPARE(store.get(u"demo"_s)->hits, 4000);
    }

    void statusTellsWhetherServeRuns()
    {
        TempDatabase temp;
        prepare(temp);
        // kurz status as a user runs it, in a process of its own.
        const auto status = [&](QJsonObject *json = nullptr) {
            QProcess process;
            process.start(test::kurzExecutable(),
                {u"status"_s, u"--json"_s, u"--db"_s, temp.path(), u"--config"_s, temp.file(u"kurz.conf"_s)});
            process.waitForFinished(15000);
            if (json)
                *json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
            return process.exitCode();
        };
        QCOMPARE(status(), 3);

        QProcess serve;
        const quint16 port = startServe(serve, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY(port);
        QJsonObject json;
        QCOMPARE(status(&json), 0);
        QVERIFY(json.value(u"running"_s).toBool());
        const QJsonObject listener = json.value(u"listeners"_s).toArray().first().toObject();
        QCOMPARE(listener.value(u"url"_s).toString(), u"http://127.0.0.1:%1/"_s.arg(port));
        QCOMPARE(listener.value(u"kind"_s).toString(), u"serve"_s);
        QCOMPARE(listener.value(u"pid"_s).toInteger(), serve.processId());
        QVERIFY(QDateTime::fromString(listener.value(u"started"_s).toString(), Qt::ISODate).isValid());
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, port));
        QCOMPARE(exchange(socket, getRequest("/demo")).status, 302);
        // The record is refreshed every few seconds with the counts.
        QTRY_VERIFY_WITH_TIMEOUT(
            (status(&json),
                json.value(u"listeners"_s).toArray().first().toObject().value(u"requests"_s).toInteger() >= 1),
            20000);

        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(15000));
        QCOMPARE(status(&json), 3);
        QVERIFY(!json.value(u"running"_s).toBool());

        // A listener killed without a chance to clean up leaves its record: it is not believed.
        QVERIFY(startServe(serve, temp, {u"--listen"_s, u"127.0.0.1:0"_s}));
        QCOMPARE(status(), 0);
        serve.kill();
        QVERIFY(serve.waitForFinished(15000));
        QCOMPARE(status(), 3);
    }

    void serveFillsTitlesOfLinksMadeByTheCommandLine()
    {
        TempDatabase temp;
        prepare(temp);
        Settings(temp.file(u"kurz.conf"_s)).set(keys::AllowPrivateTargets, true);
        TargetServer target;
        QProcess serve;
        QVERIFY(startServe(serve, temp, {u"--listen"_s, u"127.0.0.1:0"_s}));
        QString out, err;
        QTextStream outStream(&out), errStream(&err);
        QCOMPARE(Cli().run({u"kurz"_s, u"shorten"_s, target.url(u"/ok"_s), u"--alias"_s, u"page"_s, u"--db"_s,
                               temp.path(), u"--config"_s, temp.file(u"kurz.conf"_s)},
                     outStream, errStream),
            0);
        LinkStore store(temp.db);
        QVERIFY(store.get(u"page"_s)->titlePending);
        QTRY_COMPARE_WITH_TIMEOUT(store.get(u"page"_s)->title, u"Plain & simple \u2013 caf\u00e9"_s, 20000);
        QVERIFY(!store.get(u"page"_s)->titlePending);
        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(15000));
    }

    // systemd's stop and an impatient second Ctrl+C: the second signal arrives while the
    // listener is shutting down and writing its last hits, and must not cut that short.
    void secondSignalDuringShutdownLosesNothing()
    {
        TempDatabase temp;
        prepare(temp);
        QProcess process;
        const quint16 port = startServe(process, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        const auto pid = pid_t(process.processId());
        QCOMPARE(runClients(port, "/demo", 8, 500).redirects, 4000);  // hits waiting for the final flush
        // SIGTERM under load, and again at every turn of the clients' event loop until the
        // listener has closed every connection, then every millisecond until the process is gone.
        runClients(port, "/demo", 8, 1000000, [&](int) { ::kill(pid, SIGTERM); });
        const QDeadlineTimer deadline(20000);
        while (process.state() == QProcess::Running && !process.waitForFinished(1) && !deadline.hasExpired())
            ::kill(pid, SIGTERM);
        QVERIFY2(process.state() == QProcess::NotRunning, "kurz serve did not stop within 20 s of SIGTERM");
        const QString errors = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0, qPrintable(errors));
        const auto answered = QRegularExpression(u"answered (\\d+) requests"_s).match(errors);
        QVERIFY2(answered.hasMatch(), qPrintable(errors));
        // At least the first 4,000; the signals may stop the listener before it answers any of
        // the second clients (seen on a loaded machine), which leaves those 4,000 to the last flush.
        const int served = answered.captured(1).toInt();
        QVERIFY(served >= 4000);
        LinkStore store(temp.db);
        QCOMPARE(store.get(u"demo"_s)->hits, served);
    }

    // kill -9 under load. The links survive intact, and what is lost is at most
    // the hits of the last flush interval: every hit answered before the last flush is counted.
    void killedUnderLoadKeepsLinksAndLosesAtMostOneFlushInterval()
    {
        TempDatabase temp;
        prepare(temp);
        Settings(temp.file(u"kurz.conf"_s)).set(keys::HitFlushMs, 200);
        QProcess process;
        const quint16 port = startServe(process, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        QCOMPARE(runClients(port, "/demo", 4, 500).redirects, 2000);
        LinkStore store(temp.db);
        QTRY_COMPARE_WITH_TIMEOUT(store.get(u"demo"_s)->hits, 2000, 20000);  // flushed within an interval or so
        const auto pid = pid_t(process.processId());
        int answered = 0;
        const LoadTotals load = runClients(port, "/demo", 4, 1000000, [&](int) {
            if (++answered == 50)
                ::kill(pid, SIGKILL);
        });
        QVERIFY(process.state() == QProcess::NotRunning || process.waitForFinished(20000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        temp.db->closeThreadConnection();
        auto reopened = Database::open(temp.path());
        QVERIFY2(reopened.ok(), qPrintable(reopened.ok() ? QString() : reopened.error().message));
        if (!temp.onServer()) {
            QSqlQuery check((*reopened)->connection());
            QVERIFY(check.exec(u"PRAGMA integrity_check"_s) && check.next());
            QCOMPARE(check.value(0).toString(), u"ok"_s);
        }
        LinkStore after(*reopened);
        const Link demo = *after.get(u"demo"_s);
        QCOMPARE(demo.target, u"https://example.org/"_s);
        QVERIFY(demo.hits >= 2000);
        QVERIFY(demo.hits <= 2000 + load.redirects);
    }

    // Hits are in the database within a flush interval of being answered, however long the
    // folds into the counts wait: a kill -9 loses none that were answered before the last
    // interval, and the next listener adds what the killed one left in the journal.
    void killedListenersJournalIsCountedByTheNextListener()
    {
        TempDatabase temp;
        prepare(temp);
        Settings(temp.file(u"kurz.conf"_s)).set(keys::HitFlushMs, 100);
        QProcess process;
        quint16 port = startServe(process, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        QCOMPARE(runClients(port, "/demo", 2, 150).redirects, 300);
        const auto durable = [&] {
            QSqlQuery q(temp.db->connection());
            q.exec(u"SELECT (SELECT hits FROM links WHERE code = 'demo')"
                   " + (SELECT coalesce(sum(count), 0) FROM hit_journal)"_s);
            return q.next() ? q.value(0).toLongLong() : -1;
        };
        QTRY_COMPARE_WITH_TIMEOUT(durable(), 300, 20000);
        process.kill();
        QVERIFY(process.waitForFinished(20000));
        // What a listener killed between a journal write and its fold leaves: rows of its own.
        const qint64 demoId = LinkStore(temp.db).get(u"demo"_s)->id;
        {
            QSqlQuery q(temp.db->connection());
            QVERIFY(q.exec(
                u"INSERT INTO hit_journal (writer, link_id, at, bot, referrer_host, browser, count, visit,"
                " last_ms) VALUES (424242, %1, 1796000000000, 0, '', 'Firefox', 7, 1, 1796000000500)"_s.arg(demoId)));
        }
        port = startServe(process, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        LinkStore store(temp.db);
        QTRY_COMPARE_WITH_TIMEOUT(store.get(u"demo"_s)->hits, 307, 20000);
        ::kill(pid_t(process.processId()), SIGTERM);
        QVERIFY(process.waitForFinished(20000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(durable(), 307);
        QSqlQuery q(temp.db->connection());
        QVERIFY(q.exec(u"SELECT count(*) FROM hit_journal"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(q.exec(u"SELECT sum(count) FROM visits"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 307);
    }

    // Two listeners on one database (an SQLite file; one PostgreSQL database in the _pg run),
    // 16 keep-alive clients each on the same link, flushing while they run: the stored total
    // is exactly the redirects answered.
    void twoListenersCountEveryHit()
    {
        TempDatabase temp;
        prepare(temp);
        Settings(temp.file(u"kurz.conf"_s)).set(keys::HitFlushMs, 100);
        QProcess first, second;
        const quint16 firstPort = startServe(first, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        const quint16 secondPort = startServe(second, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY2(firstPort != 0 && secondPort != 0,
            QByteArray(first.readAllStandardError() + second.readAllStandardError()).constData());
        const LoadTotals totals = runClients({firstPort, secondPort}, "/demo", 16, 2000);
        QCOMPARE(totals.redirects, 2 * 16 * 2000);
        for (QProcess *process : {&first, &second}) {
            ::kill(pid_t(process->processId()), SIGTERM);
            QVERIFY(process->waitForFinished(20000));
            QVERIFY2(process->exitStatus() == QProcess::NormalExit && process->exitCode() == 0,
                process->readAllStandardError().constData());
        }
        LinkStore store(temp.db);
        QCOMPARE(store.get(u"demo"_s)->hits, totals.redirects);
    }

    // A visit limit across two listeners: each met the link before the other's hits were
    // written; once the first has served the limit and flushed, the second answers 410 too
    // (at most the visits it served before that flush go past the limit).
    void visitLimitHoldsAcrossListenersAfterAFlush()
    {
        TempDatabase temp;
        Settings(temp.file(u"kurz.conf"_s)).set(keys::HitFlushMs, 100);
        {
            LinkStore store(temp.db);
            insertLink(store, u"limited"_s, u"https://example.org/"_s, [](Link &l) { l.maxVisits = 20; });
        }
        QProcess first, second;
        const quint16 firstPort = startServe(first, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        const quint16 secondPort = startServe(second, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY(firstPort != 0 && secondPort != 0);
        QCOMPARE(runClients(secondPort, "/limited", 1, 1).redirects, 1);  // both know it now
        // 20 on its own count, 19 if it took in the second's hit already.
        const LoadTotals byFirst = runClients(firstPort, "/limited", 1, 40);
        QVERIFY2(byFirst.redirects == 19 || byFirst.redirects == 20, qPrintable(QString::number(byFirst.redirects)));
        QCOMPARE(byFirst.gone, 40 - byFirst.redirects);
        const int written = 1 + byFirst.redirects;
        LinkStore store(temp.db);
        QTRY_COMPARE_WITH_TIMEOUT(store.get(u"limited"_s)->hits, written, 20000);  // the first's are written
        // The second takes them in at its next flush; until then it serves on its own count,
        // which would allow it 19 more.
        int late = 0;
        const auto secondRefuses = [&] {
            const LoadTotals one = runClients(secondPort, "/limited", 1, 1);
            late += one.redirects;
            return one.gone == 1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(secondRefuses(), 20000);
        QVERIFY2(late < 19, qPrintable(QString::number(late)));
        for (QProcess *process : {&first, &second}) {
            ::kill(pid_t(process->processId()), SIGTERM);
            QVERIFY(process->waitForFinished(20000));
        }
        QCOMPARE(store.get(u"limited"_s)->hits, written + late);
    }

    // An edit made through another instance (here `kurz edit`) reaches a running listener's cache.
    void editThroughAnotherInstanceIsAnswered()
    {
        TempDatabase temp;
        prepare(temp);
        QProcess serve;
        const quint16 port = startServe(serve, temp, {u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        QCOMPARE(runClients(port, "/demo", 1, 1).redirects, 1);  // cached as live
        QProcess edit;
        edit.start(test::kurzExecutable(),
            {u"edit"_s, u"demo"_s, u"--disable"_s, u"--db"_s, temp.path(), u"--config"_s, temp.file(u"kurz.conf"_s)});
        QVERIFY(edit.waitForFinished(20000));
        QCOMPARE(edit.exitCode(), 0);
        // The cached answer holds until the change reaches the listener (SQLite: its next 200 ms
        // poll). Its threads share one cache: from the first 410 on, every connection gets 410.
        QTRY_COMPARE_WITH_TIMEOUT(runClients(port, "/demo", 1, 1).gone, 1, 10000);
        QCOMPARE(runClients(port, "/demo", 8, 1).gone, 8);
        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(20000));
    }

    // A listener whose PostgreSQL server stops and starts again under load keeps answering
    // cached codes and, once the server is back, writes every hit it answered. The cluster is
    // one of the test's own: stopping the shared one would fail the other tests running.
    void serverRestartUnderLoadLosesNoHit()
    {
        if (TempDatabase::server().isEmpty())
            QSKIP("PostgreSQL only (the _pg run)");
        PgCluster cluster;
        QCOMPARE(cluster.start(), QString());
        const QString address = cluster.address();
        QTemporaryDir dir;
        {
            auto db = Database::open(address);
            QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
            LinkStore store(*db);
            insertLink(store, u"demo"_s, u"https://example.org/"_s);
        }
        const QString config = dir.filePath(u"kurz.conf"_s);
        Settings(config).set(keys::HitFlushMs, 100);
        QProcess serve;
        serve.start(test::kurzExecutable(),
            {u"serve"_s, u"--db"_s, address, u"--config"_s, config, u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY(serve.waitForReadyRead(15000));
        const auto listening
            = QRegularExpression(u"127\\.0\\.0\\.1:(\\d+)"_s).match(QString::fromUtf8(serve.readLine()));
        QVERIFY(listening.hasMatch());
        const auto servePort = quint16(listening.captured(1).toUInt());
        int answered = runClients(servePort, "/demo", 8, 500).redirects;
        QCOMPARE(cluster.halt(), QString());
        answered += runClients(servePort, "/demo", 8, 500).redirects;  // from the cache, counted in memory
        QCOMPARE(cluster.resume(), QString());
        answered += runClients(servePort, "/demo", 8, 500).redirects;
        QCOMPARE(answered, 3 * 8 * 500);
        auto db = Database::open(address);
        QVERIFY(db.ok());
        LinkStore store(*db);
        QTRY_COMPARE_WITH_TIMEOUT(store.get(u"demo"_s)->hits, answered, 60000);
        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(20000));
        QVERIFY(serve.readAllStandardError().contains("Reconnected to the database"));
        QCOMPARE(store.get(u"demo"_s)->hits, answered);
    }

    // The database file made read-only under a running kurz serve. Redirects
    // keep working; the hits wait in memory (one line in the log, saying why) and are all
    // counted once the file may be written again (one more line).
    void databaseMadeReadOnlyKeepsHitsUntilWritable()
    {
        TempDatabase temp;
        if (temp.onServer())
            QSKIP("a fault of an SQLite file");
        QProcess serve;
        const quint16 port = serveWith100HitsWritten(serve, temp);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        LinkStore store(temp.db);
        QVERIFY(QFile::setPermissions(temp.path(), QFile::ReadOwner));
        QCOMPARE(runClients(port, "/demo", 2, 50).redirects, 100);
        QByteArray log;
        QTRY_VERIFY_WITH_TIMEOUT((log += serve.readAllStandardError()).contains("is read-only"), 20000);
        QCOMPARE(store.get(u"demo"_s)->hits, 100);
        QVERIFY(QFile::setPermissions(temp.path(), QFile::ReadOwner | QFile::WriteOwner));
        QTRY_COMPARE_WITH_TIMEOUT(store.get(u"demo"_s)->hits, 200, 20000);
        QTRY_VERIFY_WITH_TIMEOUT((log += serve.readAllStandardError()).contains("Writing hits again"), 20000);
        QCOMPARE(log.count("Cannot write hits"), 1);
        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(20000));
        QCOMPARE(serve.exitCode(), 0);
    }

    // The database file deleted under a running kurz serve. Redirects keep
    // working from the file still open; the log says what happened and what to do; no hit goes
    // into the deleted file (nor into a new empty one made in its place): they wait in memory.
    void databaseDeletedIsSaidAndNothingIsWrittenIntoIt()
    {
        TempDatabase temp;
        if (temp.onServer())
            QSKIP("a fault of an SQLite file");
        QProcess serve;
        const quint16 port = serveWith100HitsWritten(serve, temp);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        temp.db->closeThreadConnection();
        QVERIFY(QFile::remove(temp.path()));
        QCOMPARE(runClients(port, "/demo", 2, 50).redirects, 100);
        QByteArray log;
        QTRY_VERIFY_WITH_TIMEOUT(
            (log += serve.readAllStandardError()).contains("was deleted or replaced while Kurz had it open"), 20000);
        QTcpSocket socket;
        QVERIFY(connectSocket(socket, port));
        const QByteArray metrics = exchange(socket, getRequest("/.metrics").replace("kurz.test", "127.0.0.1")).body;
        QVERIFY2(metrics.contains("\nkurz_hits_flushed_total 100\n"), metrics.constData());
        QVERIFY2(metrics.contains("\nkurz_hits_pending 100\n"), metrics.constData());
        QVERIFY(!QFileInfo::exists(temp.path()));
        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(20000));
        log += serve.readAllStandardError();
        QVERIFY2(log.contains("100 hits could not be written"), log.constData());
        QCOMPARE(log.count("Cannot write hits"), 1);
    }

    void portInUseIsAClearError()
    {
        QTcpServer occupant;
        QVERIFY(occupant.listen(QHostAddress::LocalHost, 0));
        TempDatabase temp;
        QProcess process;
        const QString listen = u"127.0.0.1:"_s + QString::number(occupant.serverPort());
        QCOMPARE(startServe(process, temp, {u"--listen"_s, listen}), quint16(0));
        QVERIFY(process.state() == QProcess::NotRunning || process.waitForFinished(10000));
        QVERIFY(process.exitCode() != 0);
        const QString error = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(error.contains(QStringLiteral("Port %1 is in use by another program — choose another port")
                                    .arg(occupant.serverPort())),
            qPrintable(error));
    }

    void addressNotOnThisMachineIsAClearError()
    {
        TempDatabase temp;
        QProcess process;
        QCOMPARE(startServe(process, temp, {u"--listen"_s, u"192.0.2.1:8080"_s}), quint16(0));
        QVERIFY(process.state() == QProcess::NotRunning || process.waitForFinished(10000));
        QVERIFY(process.exitCode() != 0);
        QVERIFY(process.readAllStandardError().contains("192.0.2.1 is not an address of this machine"));
    }
};

QTEST_GUILESS_MAIN(TestServeCommand)
#include "tst_servecommand.moc"
