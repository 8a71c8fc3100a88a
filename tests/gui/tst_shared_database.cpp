// The window on a shared PostgreSQL database: links that other instances create
// appear without polling, and the window's own connection comes back after the server was
// stopped, the status bar saying meanwhile that the database does not answer; attempts to
// reach a server that never answers leave the window responsive and quick to quit. The cluster
// is the test's own: stopping the suite's shared one would fail the other tests running.
#include "WindowParts.h"
#include "app/ServerListener.h"
#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/settings/Settings.h"
#include "gui/DesktopApp.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "gui/Translations.h"
#include "support/PgCluster.h"
#include "support/TempDatabase.h"
#include "support/TempHome.h"

#include <QLabel>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestSharedDatabase : public QObject {
    Q_OBJECT

    // Another Kurz on the same database: its own Database, store and service.
    struct Instance {
        std::shared_ptr<Database> db;
        LinkStore store{db};
        LinkService links{store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7)};

        explicit Instance(const QString &address)
            : db(Database::open(address).value())
        {
        }
        bool create(const QString &code)
        {
            CreateRequest request;
            request.url = u"https://example.org/"_s + code;
            request.alias = code;
            return links.create(request).ok();
        }
    };

    std::unique_ptr<test::TempHome> m_home;
    std::unique_ptr<test::PgCluster> m_cluster;

private Q_SLOTS:
    void init()
    {
        if (test::TempDatabase::server().isEmpty())
            QSKIP("PostgreSQL only (the _pg run)");
        m_home = std::make_unique<test::TempHome>();
        m_home->useForThisProcess();
        Translations::install(u"en"_s);
        m_cluster = std::make_unique<test::PgCluster>();
        QCOMPARE(m_cluster->start(), QString());
    }

    void cleanup()
    {
        m_cluster.reset();
        m_home.reset();
    }

    void othersLinksAppearAndTheWindowReconnects()
    {
        test::PgCluster &cluster = *m_cluster;
        auto db = Database::open(cluster.address());
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QTemporaryDir dir;
        Settings settings(dir.filePath(u"kurz.conf"_s));
        DesktopApp app(settings, *db, std::make_unique<ServerListener>(*db, settings));
        QAbstractItemModel *rows = test::linkModel(app.window());
        QLabel *status = test::listenerLabel(app.window());
        QCOMPARE(rows->rowCount(), 0);

        Instance other(cluster.address());
        QVERIFY(other.create(u"first"_s));
        QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 1, 10000);

        // Committed in the other order than their ids were taken: the larger id is seen first,
        // the smaller must still appear.
        Instance third(cluster.address());
        const auto failed = other.store.inTransaction([&]() -> Result<void> {
            if (!other.create(u"slow"_s))
                return Error{};
            if (!third.create(u"quick"_s))
                return Error{};
            if (!QTest::qWaitFor([&] { return rows->rowCount() == 2; }, 10000))
                return Error{};
            return {};
        });
        QVERIFY(failed.ok());
        QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 3, 10000);

        QCOMPARE(cluster.halt(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"The shared database does not answer"_s), 20000);
        QCOMPARE(cluster.resume(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!status->text().contains(u"does not answer"_s), 60000);
        QVERIFY(status->text().endsWith(u"3 links"_s));

        // Listening again on the new connection: another instance's link appears.
        Instance later(cluster.address());
        QVERIFY(later.create(u"after"_s));
        QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 4, 10000);
    }

    void attemptsToReconnectNeverFreezeTheWindowNorItsQuitting()
    {
        test::PgCluster &cluster = *m_cluster;
        // Each attempt below waits this long for an answer.
        const QString address = cluster.address() + u"?connect_timeout=30"_s;
        auto opened = Database::open(address);
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        std::shared_ptr<Database> db = *opened;
        QTemporaryDir dir;
        auto settings = std::make_unique<Settings>(dir.filePath(u"kurz.conf"_s));
        // The listener stays off: the attempts seen below are the window's own (a listener's run
        // on its own threads; tst_database's closingTheConnectionEndsAReconnectionAttempt).
        auto app = std::make_unique<DesktopApp>(*settings, db, std::make_unique<ServerListener>(db, *settings));
        QLabel *status = test::listenerLabel(app->window());

        // The server goes and in its place is one that accepts connections and never answers, like
        // a host whose packets are dropped: libpq waits for its reply until connect_timeout.
        QCOMPARE(cluster.halt(), QString());
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, quint16(QUrl(cluster.address()).port())));
        QList<QPointer<QTcpSocket>> attempts;  // kept open, unanswered, until `silent` goes
        connect(&silent, &QTcpServer::newConnection, &silent, [&] {
            while (QTcpSocket *attempt = silent.nextPendingConnection())
                attempts.append(attempt);
        });
        const auto waiting = [&] {
            return std::count_if(attempts.cbegin(), attempts.cend(),
                [](const auto &a) { return a && a->state() == QAbstractSocket::ConnectedState; });
        };

        // The window's event loop keeps turning while an attempt waits for its answer (30 s): an
        // attempt's connection stays open over many 20 ms ticks. Were the window waiting with the
        // attempt, its connection would be accepted only once the attempt had given up.
        QHash<const QTcpSocket *, int> ticksOpen;
        int mostTicksOpen = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, &tick, [&] {
            for (const auto &attempt : std::as_const(attempts)) {
                if (attempt && attempt->state() == QAbstractSocket::ConnectedState)
                    mostTicksOpen = std::max(mostTicksOpen, ++ticksOpen[attempt.data()]);
            }
        });
        tick.start(20);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"does not answer"_s), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(mostTicksOpen >= 25, 40000);
        tick.stop();

        // Quitting while an attempt still waits for its answer neither waits for it nor crashes:
        // the attempt's connection is still open afterwards (it would close at its timeout).
        QTRY_VERIFY_WITH_TIMEOUT(waiting() > 0, 40000);
        app.reset();
        settings.reset();
        db.reset();
        opened = Error{};
        QTest::qWait(500);  // a connection that closed meanwhile is seen closed
        QVERIFY2(waiting() > 0, "quitting waited for the attempt to end");
    }
};

QTEST_MAIN(TestSharedDatabase)
#include "tst_shared_database.moc"
