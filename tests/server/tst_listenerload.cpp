// Many keep-alive clients at once: every hit counted exactly, the WAL stays bounded.
#include "ServerTestSupport.h"
#include "support/LoadClient.h"

#include <QFileInfo>
#include <QTimer>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestListenerLoad : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyHitOfSixteenKeepAliveClientsIsCounted()
    {
        ServerFixture f;
        f.settings.set(keys::ServerThreads, 4);
        f.settings.set(keys::HitFlushMs, 200);
        QCOMPARE(f.startWithDemo(), QString());
        const qint64 id = f.reload(u"demo"_s).id;
        QCOMPARE(runClients(f.port, "/demo", 16, 1000).redirects, 16000);
        // Counted once flushed, without stopping the server.
        QTRY_COMPARE_WITH_TIMEOUT(f.reload(u"demo"_s).hits, 16000, 10000);
        QCOMPARE(f.scalar(QStringLiteral("SELECT sum(count) FROM visits WHERE link_id = %1").arg(id)), 16000);
        QCOMPARE(f.server->requestsServed(), quint64(16000));
        f.server->stop();
        QCOMPARE(f.reload(u"demo"_s).hits, 16000);
    }

    void walStaysBounded()
    {
        ServerFixture f;
        f.settings.set(keys::HitFlushMs, 100);
        QCOMPARE(f.startWithDemo(), QString());
        qint64 largestWal = 0;
        QTimer watch;
        connect(&watch, &QTimer::timeout, this,
            [&] { largestWal = std::max(largestWal, QFileInfo(f.temp.path() + u"-wal"_s).size()); });
        watch.start(20);
        QCOMPARE(runClients(f.port, "/demo", 16, 6250).redirects, 100000);
        f.server->stop();
        watch.stop();
        largestWal = std::max(largestWal, QFileInfo(f.temp.path() + u"-wal"_s).size());
        QCOMPARE(f.reload(u"demo"_s).hits, 100000);
        QVERIFY2(largestWal < 64 * 1024 * 1024, qPrintable(QString::number(largestWal)));
        qInfo("largest WAL seen: %.1f MB", double(largestWal) / 1048576);
    }
};

QTEST_GUILESS_MAIN(TestListenerLoad)
#include "tst_listenerload.moc"
