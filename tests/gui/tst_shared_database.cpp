// The window on a shared PostgreSQL database (issue 13): links that other instances create
// appear without polling, and the window's own connection comes back after the server was
// stopped, the status bar saying meanwhile that the database does not answer. The cluster is
// the test's own: stopping the suite's shared one would fail the other tests running.
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
#include <QtTest>

using namespace kurz;

class TestSharedDatabase : public QObject
{
    Q_OBJECT

    // Another Kurz on the same database: its own Database, store and service.
    struct Instance
    {
        std::shared_ptr<Database> db;
        LinkStore store{db};
        LinkService links{store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7)};

        explicit Instance(const QString &address) : db(Database::open(address).value()) {}
        bool create(const QString &code)
        {
            CreateRequest request;
            request.url = u"https://example.org/"_qs + code;
            request.alias = code;
            return links.create(request).ok();
        }
    };

private Q_SLOTS:
    void othersLinksAppearAndTheWindowReconnects()
    {
        if (test::TempDatabase::server().isEmpty())
            QSKIP("PostgreSQL only (the _pg run)");
        test::TempHome home;
        home.useForThisProcess();
        Translations::install(u"en"_qs);
        test::PgCluster cluster;
        QCOMPARE(cluster.start(), QString());
        auto db = Database::open(cluster.address());
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QTemporaryDir dir;
        Settings settings(dir.filePath(u"kurz.conf"_qs));
        DesktopApp app(settings, *db, std::make_unique<ServerListener>(*db, settings));
        QAbstractItemModel *rows = app.window()->model();
        QLabel *status = app.window()->listenerLabel();
        QCOMPARE(rows->rowCount(), 0);

        Instance other(cluster.address());
        QVERIFY(other.create(u"first"_qs));
        QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 1, 10000);

        // Committed in the other order than their ids were taken: the larger id is seen first,
        // the smaller must still appear.
        Instance third(cluster.address());
        const auto failed = other.store.inTransaction([&]() -> std::optional<Error> {
            if (!other.create(u"slow"_qs))
                return Error{};
            if (!third.create(u"quick"_qs))
                return Error{};
            if (!QTest::qWaitFor([&] { return rows->rowCount() == 2; }, 10000))
                return Error{};
            return std::nullopt;
        });
        QVERIFY(!failed);
        QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 3, 10000);

        QCOMPARE(cluster.halt(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"The shared database does not answer"_qs), 20000);
        QCOMPARE(cluster.resume(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!status->text().contains(u"does not answer"_qs), 60000);
        QVERIFY(status->text().endsWith(u"3 links"_qs));

        // Listening again on the new connection: another instance's link appears.
        Instance later(cluster.address());
        QVERIFY(later.create(u"after"_qs));
        QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 4, 10000);
    }
};

QTEST_MAIN(TestSharedDatabase)
#include "tst_shared_database.moc"
