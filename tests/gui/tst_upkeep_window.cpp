#include "DesktopFixture.h"
#include "GuiTestSupport.h"
#include "ShownDialogs.h"
#include "WindowParts.h"
#include "core/links/BookmarkletLink.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkChanges.h"
#include "gui/BookmarkletLabel.h"
#include "gui/DesktopApp.h"
#include "gui/DetailPane.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/TargetChecks.h"
#include "net/HealthChecker.h"
#include "net/LinkUpkeep.h"
#include "net/TitleFiller.h"
#include "net/UpkeepThread.h"
#include "support/TargetServer.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QtTest>

#include <algorithm>

#include <ctime>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

qint64 threadCpuUs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}

}  // namespace

// The window's part of links that look after themselves: checking targets, the
// broken-target mark and filter, and Settings → General's titles, checks and bookmarklet.
class TestUpkeepWindow
    : public QObject
    , private test::DesktopFixture {
    Q_OBJECT

    MainWindow *window() const { return m_app->window(); }
    QAction *checkAction() const { return window()->findChild<QAction *>(u"checkTargets"_s); }

    int rowOf(const QString &code) const
    {
        LinkTableModel *model = test::linkModel(window());
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(LinkTableModel::CodeRole).toString() == code)
                return row;
        }
        return -1;
    }
    QVariant statusData(const QString &code, int role) const
    {
        return test::linkModel(window())->index(rowOf(code), LinkTableModel::StatusColumn).data(role);
    }
    std::optional<LinkHealth> health(const QString &code) const { return m_app->store().get(code)->health; }

    void record(const QString &code, int status, const QString &error = {})
    {
        const LinkHealth result{status, error, QDateTime(QDate(2026, 11, 30), QTime(14, 2), Qt::UTC)};
        QVERIFY(m_app->links().recordHealth({{m_app->store().get(code)->id, result}}));
    }

    // dead: 404, slow: a timeout, fine: 200, new: never checked, lan: skipped as private.
    void addCheckedLinks()
    {
        for (const QString &code : {u"dead"_s, u"slow"_s, u"fine"_s, u"new"_s, u"lan"_s})
            test::insertLink(m_app->store(), code, u"https://example.org/"_s + code);
        record(u"dead"_s, 404);
        record(u"slow"_s, 0, u"timeout"_s);
        record(u"fine"_s, 200);
        record(u"lan"_s, 0, u"private"_s);
        // Changes made outside the window reach its table within moments; the last one shown
        // means all are.
        QTRY_VERIFY(statusData(u"lan"_s, Qt::ToolTipRole).toString().startsWith(u"Target not checked"_s));
    }

    void waitForChecks()
    {
        QSignalSpy finished(test::targetChecks(window()), &TargetChecks::finished);
        QVERIFY(test::targetChecks(window())->isRunning());
        QVERIFY(finished.wait(20000));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(isolateHome()); }
    void init()
    {
        openApp();
        m_settings->set(keys::AllowPrivateTargets, true);  // the test's server is on loopback
        m_settings->set(keys::HealthDelayMs, 0);
    }
    void cleanup() { closeApp(); }

    // Daily checks, switched on in the shown Settings, run at once in the window's one run of
    // checks (the status bar's), and only what was not checked within a day.
    void dailyChecksRunInTheWindowsRun()
    {
        test::TargetServer server;
        test::insertLink(m_app->store(), u"ok"_s, server.url(u"/ok"_s));
        test::insertLink(m_app->store(), u"gone"_s, server.url(u"/gone"_s));
        test::insertLink(m_app->store(), u"recent"_s, server.url(u"/missing"_s));
        const LinkHealth fresh{200, {}, QDateTime::currentDateTimeUtc().addSecs(-3600)};
        QVERIFY(m_app->links().recordHealth({{m_app->store().get(u"recent"_s)->id, fresh}}));
        QVERIFY(!test::targetChecks(window())->isRunning());

        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *daily = test::part<QCheckBox>(&dialog, u"dailyChecks"_s);
        QTest::mouseClick(daily, Qt::LeftButton, {}, QPoint(daily->height() / 2, daily->height() / 2));
        QVERIFY(daily->isChecked());
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(m_settings->get(keys::HealthDaily), true);

        QSignalSpy finished(test::targetChecks(window()), &TargetChecks::finished);
        QVERIFY(test::targetChecks(window())->isRunning());
        QCOMPARE(test::targetChecks(window())->total(), 2);
        QVERIFY(finished.wait(20000));
        QCOMPARE(health(u"ok"_s)->status, 200);
        QCOMPARE(health(u"gone"_s)->status, 410);
        QCOMPARE(health(u"recent"_s)->checked, fresh.checked);  // checked within the day: left alone
        QVERIFY(!server.requests.contains(u"HEAD /missing"_s));
    }

    void checksTheSelectedLinksAndShowsTheResults()
    {
        test::TargetServer server;
        test::insertLink(m_app->store(), u"ok"_s, server.url(u"/ok"_s));
        test::insertLink(m_app->store(), u"missing"_s, server.url(u"/missing"_s));
        test::insertLink(m_app->store(), u"gone"_s, server.url(u"/gone"_s));
        test::linkModel(window())->reload();
        QItemSelectionModel *selection = test::linkTable(window())->selectionModel();
        selection->clearSelection();
        for (const QString &code : {u"ok"_s, u"missing"_s})
            selection->select(test::linkModel(window())->index(rowOf(code), 0),
                QItemSelectionModel::Select | QItemSelectionModel::Rows);

        QVERIFY(checkAction());
        checkAction()->trigger();
        QVERIFY(!test::checkProgress(window())->isHidden());
        QVERIFY(window()->statusBar()->currentMessage().startsWith(u"Checking targets: 0 of 2"_s));
        waitForChecks();

        QCOMPARE(health(u"ok"_s)->status, 200);
        QCOMPARE(health(u"missing"_s)->status, 404);
        QVERIFY(!health(u"gone"_s));  // not selected, not checked
        QVERIFY(test::checkProgress(window())->isHidden());
        QCOMPARE(window()->statusBar()->currentMessage(), u"Checked 2 targets: 1 broken"_s);
        QVERIFY(statusData(u"missing"_s, LinkTableModel::TargetBrokenRole).toBool());
        QVERIFY(!statusData(u"ok"_s, LinkTableModel::TargetBrokenRole).toBool());
        // The same links stay selected while the results come in.
        QCOMPARE(test::linkList(window())->selectedLinks().size(), 2);
    }

    void checksEveryLinkWhenNoneIsSelectedAndShowsEachResultAsItComes()
    {
        test::TargetServer server;
        test::BadPorts bad;
        test::insertLink(m_app->store(), u"fast"_s, server.url(u"/ok"_s));
        test::insertLink(m_app->store(), u"waits"_s, server.url(u"/held"_s));
        test::insertLink(m_app->store(), u"refused"_s, bad.refusedUrl());
        test::linkModel(window())->reload();
        test::linkTable(window())->selectionModel()->clearSelection();
        const auto checked = [this](const QString &code) {
            return statusData(code, Qt::ToolTipRole).toString() != u"Target never checked"_s;
        };
        checkAction()->trigger();
        // The results that are in show while another target has not answered yet.
        QTRY_VERIFY(checked(u"fast"_s) && checked(u"refused"_s));
        QVERIFY(test::targetChecks(window())->isRunning());
        QVERIFY(!checked(u"waits"_s));
        server.release();
        waitForChecks();
        QCOMPARE(health(u"fast"_s)->status, 200);
        QCOMPARE(health(u"waits"_s)->status, 200);
        QCOMPARE(health(u"refused"_s)->error, u"refused"_s);
        QVERIFY(checked(u"waits"_s));
        QVERIFY(statusData(u"refused"_s, Qt::ToolTipRole).toString().contains(u"connection refused"_s));
        QCOMPARE(window()->statusBar()->currentMessage(), u"Checked 3 targets: 1 broken"_s);
    }

    void checkAllTargetsChecksEveryLinkWhateverIsSelected()
    {
        test::TargetServer server;
        test::insertLink(m_app->store(), u"ok"_s, server.url(u"/ok"_s));
        test::insertLink(m_app->store(), u"gone"_s, server.url(u"/gone"_s));
        test::linkModel(window())->reload();
        QCOMPARE(test::linkList(window())->selectedLinks().size(), 1);
        auto *edit = window()->findChild<QMenu *>(u"editMenu"_s);
        auto *all = window()->findChild<QAction *>(u"checkAllTargets"_s);
        QVERIFY(edit->actions().contains(checkAction()));
        QVERIFY(edit->actions().contains(all));
        all->trigger();
        waitForChecks();
        QCOMPARE(health(u"ok"_s)->status, 200);
        QCOMPARE(health(u"gone"_s)->status, 410);
        QCOMPARE(window()->statusBar()->currentMessage(), u"Checked 2 targets: 1 broken"_s);
    }

    // Check all targets on more than a hundred links asks first, with their number and how
    // long it takes, Cancel being the default; the shown window then checks them with a
    // progress bar and Cancel beside it in the status bar, holding a few pages of them at a
    // time. Cancel stops at once: no further request, those under way closed, the results
    // so far kept.
    void manyLinksAreConfirmedAndTheirCheckCanBeCancelled()
    {
        test::TargetServer server;
        constexpr int Fast = 3, Slow = 1200;
        for (int i = 0; i < Fast; ++i)
            test::insertLink(m_app->store(), u"ok%1"_s.arg(i), server.url(u"/ok"_s));
        for (int i = 0; i < Slow; ++i)
            test::insertLink(m_app->store(), u"slow%1"_s.arg(i), server.url(u"/slow/%1"_s.arg(i)));
        test::linkModel(window())->reload();
        window()->show();
        QVERIFY(QTest::qWaitForWindowExposed(window()));
        QAction *checkAll = window()->findChild<QAction *>(u"checkAllTargets"_s);
        QPushButton *cancel = test::part<QPushButton>(window(), u"cancelChecks"_s);
        QVERIFY(!cancel->isVisible());

        // Enter takes the default: Cancel. Nothing is asked of any server.
        QString question;
        test::driveNextDialog(this, [&](QDialog *box) {
            question
                = static_cast<QMessageBox *>(box)->text() + u' ' + static_cast<QMessageBox *>(box)->informativeText();
            QTest::keyClick(box, Qt::Key_Return);
        });
        checkAll->trigger();
        QVERIFY2(question.contains(u"1,203 links"_s), qPrintable(question));  // with the locale's group separator
        QVERIFY2(question.contains(TargetChecks::durationText(HealthChecker::typicalSeconds(Fast + Slow))),
            qPrintable(question));
        QCOMPARE(TargetChecks::durationText(HealthChecker::typicalSeconds(Fast + Slow)), u"about 3 minutes"_s);
        QVERIFY(!test::targetChecks(window())->isRunning());
        QTest::qWait(50);
        QVERIFY(server.requests.isEmpty());
        QVERIFY(!health(u"ok0"_s));

        // The button that starts them, clicked.
        test::driveNextDialog(this, [&](QDialog *box) {
            auto *start = box->findChild<QPushButton *>(u"startChecks"_s);
            QVERIFY(start);
            QCOMPARE(start->text().remove(u'&'), u"Check 1,203 targets"_s);
            QTest::mouseClick(start, Qt::LeftButton);
        });
        const QDateTime started = QDateTime::currentDateTimeUtc();
        checkAll->trigger();
        TargetChecks *checks = test::targetChecks(window());
        QVERIFY(checks->isRunning());
        QCOMPARE(checks->total(), Fast + Slow);
        QVERIFY(test::checkProgress(window())->isVisible());
        QVERIFY(cancel->isVisible());
        // The fast ones answer; two slow ones (two at a time per server) wait for an answer.
        QTRY_VERIFY_WITH_TIMEOUT(checks->done() == Fast && server.open == HealthChecker::PerHost, 20000);
        QVERIFY2(checks->held() <= 2 * TargetChecks::PageSize, qPrintable(QString::number(checks->held())));
        QVERIFY(window()->statusBar()->currentMessage().startsWith(u"Checking targets: 3 of 1,203"_s));
        const qsizetype asked = server.requests.size();
        QCOMPARE(asked, qsizetype(Fast + HealthChecker::PerHost));

        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!checks->isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(server.closed, server.accepted, 10000);  // the waiting requests' connections closed
        QTest::qWait(100);
        QCOMPARE(server.requests.size(), asked);  // and nothing asked since
        QVERIFY(!test::checkProgress(window())->isVisible());
        QVERIFY(!cancel->isVisible());
        QCOMPARE(window()->statusBar()->currentMessage(),
            u"Check cancelled after 3 of 1,203 targets, 0 broken; the results so far are kept"_s);
        for (int i = 0; i < Fast; ++i)
            QCOMPARE(health(u"ok%1"_s.arg(i))->status, 200);
        QVERIFY(!health(u"slow0"_s));
        QCOMPARE(UpkeepStore(m_db->db).countDueForCheck(started).value(), qint64(Slow));
    }

    // A check of every link reads them a page at a time: more than a page, all checked once.
    void everyLinkIsCheckedOncePageByPage()
    {
        test::TargetServer server;
        const int count = TargetChecks::PageSize + 30;
        for (int i = 0; i < count; ++i)
            test::insertLink(m_app->store(), u"page%1"_s.arg(i), server.url(u"/ok"_s));
        TargetChecks *checks = test::targetChecks(window());
        const QDateTime started = QDateTime::currentDateTimeUtc();
        QCOMPARE(checks->checkAll().value(), qint64(count));
        int mostHeld = 0;
        connect(checks, &TargetChecks::progress, this, [&] { mostHeld = std::max(mostHeld, checks->held()); });
        QSignalSpy finished(checks, &TargetChecks::finished);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).toInt(), count);
        QCOMPARE(finished.first().at(2).toBool(), false);
        QCOMPARE(server.requests.size(), count);
        QVERIFY(mostHeld <= 2 * TargetChecks::PageSize);
        QCOMPARE(UpkeepStore(m_db->db).countDueForCheck(started).value(), 0);
    }

    void brokenTargetIsMarkedBesideTheStatusAndInTheDetails()
    {
        addCheckedLinks();

        const QDateTime local = QDateTime(QDate(2026, 11, 30), QTime(14, 2), Qt::UTC).toLocalTime();
        const QString when
            = QLocale().toString(local.date(), QLocale::ShortFormat) + u' ' + local.time().toString(u"HH:mm");
        QCOMPARE(statusData(u"dead"_s, Qt::ToolTipRole).toString(), u"Target broken: answered 404 on "_s + when);
        QCOMPARE(statusData(u"slow"_s, Qt::ToolTipRole).toString(),
            u"Target broken: no answer within 5 seconds (timeout) on "_s + when);
        QCOMPARE(statusData(u"fine"_s, Qt::ToolTipRole).toString(), u"Target answered 200 on "_s + when);
        QCOMPARE(statusData(u"new"_s, Qt::ToolTipRole).toString(), u"Target never checked"_s);
        // A target on a private address was not asked: not checked, and not marked broken.
        QCOMPARE(statusData(u"lan"_s, Qt::ToolTipRole).toString(),
            u"Target not checked on "_s + when + u": private address (Settings → General can allow it)"_s);
        QVERIFY(!statusData(u"lan"_s, LinkTableModel::TargetBrokenRole).toBool());
        QCOMPARE(statusData(u"lan"_s, Qt::DecorationRole).userType(), int(QMetaType::QIcon));
        // A second mark beside the status dot, and words for screen readers.
        QCOMPARE(statusData(u"dead"_s, Qt::DecorationRole).userType(), int(QMetaType::QPixmap));
        QCOMPARE(
            statusData(u"dead"_s, Qt::DecorationRole).value<QPixmap>().deviceIndependentSize().toSize(), QSize(32, 16));
        QCOMPARE(statusData(u"fine"_s, Qt::DecorationRole).userType(), int(QMetaType::QIcon));
        QCOMPARE(statusData(u"dead"_s, Qt::AccessibleTextRole).toString(), u"live, target broken"_s);
        QCOMPARE(statusData(u"dead"_s, Qt::DisplayRole).toString(), u"live"_s);

        QVERIFY(test::linkList(window())->selectLink(m_app->store().get(u"dead"_s)->id));
        QCOMPARE(test::detailPane(window())->healthLabel()->text(), u"Target broken: answered 404 on "_s + when);
        QVERIFY(test::linkList(window())->selectLink(m_app->store().get(u"new"_s)->id));
        QCOMPARE(test::detailPane(window())->healthLabel()->text(), u"Target never checked"_s);
        QVERIFY(test::linkList(window())->selectLink(m_app->store().get(u"lan"_s)->id));
        QVERIFY(test::detailPane(window())->healthLabel()->text().startsWith(u"Target not checked on "_s));
    }

    void statusFilterAndSearchFindBrokenTargets()
    {
        addCheckedLinks();
        LinkTableModel *model = test::linkModel(window());
        QCOMPARE(model->rowCount(), 5);

        // "lan", skipped as private, is not among the broken.
        QComboBox *filter = test::statusFilter(window());
        const int broken = filter->findText(u"Target broken"_s);
        QVERIFY(broken > 0);
        filter->setCurrentIndex(broken);
        QCOMPARE(model->rowCount(), 2);
        QVERIFY(model->isFiltered());
        QVERIFY(rowOf(u"dead"_s) >= 0 && rowOf(u"slow"_s) >= 0);
        filter->setCurrentIndex(filter->findText(u"disabled"_s));
        QCOMPARE(model->rowCount(), 0);
        filter->setCurrentIndex(0);
        QCOMPARE(model->rowCount(), 5);

        test::searchField(window())->setText(u"status:broken"_s);
        QCOMPARE(model->rowCount(), 2);
        test::searchField(window())->setText(u"status:broken dead"_s);
        QCOMPARE(model->rowCount(), 1);
        test::searchField(window())->setText(u"status:broken lan"_s);
        QCOMPARE(model->rowCount(), 0);
        test::searchField(window())->clear();
        QCOMPARE(model->rowCount(), 5);
    }

    void generalPageStoresTheUpkeepSettings()
    {
        m_settings->set(keys::AllowPrivateTargets, false);
        QVERIFY(m_app->shortenText(u"https://example.org/before"_s)->link.titlePending);
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, window());
        QVERIFY(test::part<QCheckBox>(&dialog, u"fetchTitles"_s)->isChecked());
        QVERIFY(!test::part<QCheckBox>(&dialog, u"allowPrivate"_s)->isChecked());
        QVERIFY(!test::part<QCheckBox>(&dialog, u"dailyChecks"_s)->isChecked());
        test::part<QCheckBox>(&dialog, u"fetchTitles"_s)->setChecked(false);
        test::part<QCheckBox>(&dialog, u"allowPrivate"_s)->setChecked(true);
        test::part<QCheckBox>(&dialog, u"dailyChecks"_s)->setChecked(true);
        QVERIFY(dialog.apply());
        QCOMPARE(m_settings->get(keys::FetchTitles), false);
        QCOMPARE(m_settings->get(keys::AllowPrivateTargets), true);
        QCOMPARE(m_settings->get(keys::HealthDaily), true);
        // The window's new links are no longer marked as waiting for their title.
        QVERIFY(!m_app->shortenText(u"https://example.org/after"_s)->link.titlePending);
        // Also when it is the only setting that changes.
        m_settings->set(keys::FetchTitles, true);
        QVERIFY(m_app->shortenText(u"https://example.org/again"_s)->link.titlePending);
    }

    // The title switch, clicked off in the shown Settings and applied, stops the fetches under
    // way at once (their connections closed) and leaves the links waiting; a Kurz started again
    // fetches nothing while it is off, and goes on with them once it is on again.
    void turningTitlesOffStopsTheFetchesAtOnce()
    {
        test::TargetServer server;
        m_settings->set(keys::AllowPrivateTargets, true);
        for (int i = 0; i < 10; ++i)
            QVERIFY(m_app->shortenText(server.url(u"/slow/%1"_s.arg(i)))->link.titlePending);
        const auto waiting = [this] { return UpkeepStore(m_db->db).awaitingTitle(100).value().size(); };
        auto upkeep = std::make_unique<LinkUpkeep>(m_db->db, *m_settings);  // as the window's launcher makes it
        upkeep->start();
        QTRY_COMPARE(server.open, TitleFiller::AtOnce);

        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *fetchTitles = test::part<QCheckBox>(&dialog, u"fetchTitles"_s);
        QVERIFY(fetchTitles->isChecked());
        QTest::mouseClick(
            fetchTitles, Qt::LeftButton, {}, QPoint(fetchTitles->height() / 2, fetchTitles->height() / 2));
        QVERIFY(!fetchTitles->isChecked());
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Apply), Qt::LeftButton);
        QCOMPARE(m_settings->get(keys::FetchTitles), false);
        QVERIFY(!upkeep->titles().isBusy());
        QTRY_COMPARE(server.closed, TitleFiller::AtOnce);
        QCOMPARE(waiting(), 10);
        QCOMPARE(server.requests.size(), TitleFiller::AtOnce);

        // Started again with the switch off (as after a restart): nothing is fetched.
        upkeep = std::make_unique<LinkUpkeep>(m_db->db, *m_settings);
        upkeep->start();
        QVERIFY(!upkeep->titles().isBusy());
        QCOMPARE(server.requests.size(), TitleFiller::AtOnce);
        QCOMPARE(waiting(), 10);

        // On again: the links waiting are fetched.
        QTest::mouseClick(
            fetchTitles, Qt::LeftButton, {}, QPoint(fetchTitles->height() / 2, fetchTitles->height() / 2));
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Apply), Qt::LeftButton);
        QCOMPARE(m_settings->get(keys::FetchTitles), true);
        QVERIFY(upkeep->titles().isBusy());
        QTRY_COMPARE(server.requests.size(), 2 * TitleFiller::AtOnce);
    }

    // Titles filled in among many links reach the table as changes: far
    // fewer refreshes than titles, no reset, and the user's scroll position and selection stay.
    // The GUI thread's longest stall meanwhile (a 10 ms timer's lateness) is printed; tests
    // assert no times, bench/window's "title burst" line is the figure.
    void fillingTitlesAmongManyLinksKeepsTheViewWhereItIs_data()
    {
        QTest::addColumn<QString>("search");
        QTest::newRow("every link") << QString();
        QTest::newRow("a search") << u"link 1"_s;
    }

    void fillingTitlesAmongManyLinksKeepsTheViewWhereItIs()
    {
        QFETCH(QString, search);
        constexpr int Links = 100000, Untitled = 1000;
        // The target server runs on a thread of its own, so that its work is not the window's.
        QThread serverThread;
        QObject inServerThread;
        inServerThread.moveToThread(&serverThread);
        serverThread.start();
        std::unique_ptr<test::TargetServer> server;
        QMetaObject::invokeMethod(
            &inServerThread, [&] { server = std::make_unique<test::TargetServer>(); }, Qt::BlockingQueuedConnection);
        const auto stopServer = qScopeGuard([&] {
            QMetaObject::invokeMethod(
                &inServerThread, [&] { server.reset(); }, Qt::BlockingQueuedConnection);
            serverThread.quit();
            serverThread.wait();
        });
        const QString base = server->url(u"/titled/"_s);
        const auto made = m_app->store().bulkLoad(Links, [&](qint64 i) {
            Link link;
            link.code = u"l"_s + QString::number(i);
            // Every hundredth link waits for its page's title, spread over the whole table.
            link.titlePending = i % (Links / Untitled) == 0;
            link.target
                = link.titlePending ? base + QString::number(i) : u"https://example.org/"_s + QString::number(i);
            link.title = link.titlePending ? QString() : u"Link "_s + QString::number(i);
            return link;
        });
        QCOMPARE(made.value(), Links);
        m_db->db->linkChanges().publish(LinkChange{LinkChange::Kind::External, {}, {}});
        window()->resize(1200, 800);
        window()->show();
        QVERIFY(QTest::qWaitForWindowExposed(window()));
        QTableView *table = test::linkTable(window());
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), Links, 60000);  // slow under sanitizers
        if (!search.isEmpty()) {
            QTest::keyClicks(test::searchField(window()), search);
            QTRY_VERIFY(table->model()->rowCount() > 0 && table->model()->rowCount() < Links);
        }
        QScrollBar *scroll = table->verticalScrollBar();
        scroll->setValue(scroll->maximum() / 2);
        const int row = table->rowAt(table->viewport()->height() / 2);
        table->selectRow(row);
        const qint64 selected = test::detailPane(window())->link().value_or(Link{}).id;
        QVERIFY(selected > 0);
        const int position = scroll->value();

        QSignalSpy resets(table->model(), &QAbstractItemModel::modelReset);
        QSignalSpy refreshes(table->model(), &QAbstractItemModel::layoutChanged);
        // The worst lateness, and how much of it the GUI thread spent working (the rest it
        // waited for a core, which says nothing of Kurz on a busy machine).
        QElapsedTimer since;
        qint64 worstUs = 0, worstCpuUs = 0, cpuUs = threadCpuUs();
        QTimer tick;
        tick.setTimerType(Qt::PreciseTimer);
        connect(&tick, &QTimer::timeout, this, [&] {
            const qint64 late = since.nsecsElapsed() / 1000 - 10000, cpu = threadCpuUs();
            if (late > worstUs) {
                worstUs = late;
                worstCpuUs = cpu - cpuUs;
            }
            cpuUs = cpu;
            since.start();
        });
        QElapsedTimer fill;
        fill.start();
        UpkeepThread upkeep(m_db->db, *m_settings);  // as the window's launcher runs it
        since.start();
        tick.start(10);
        upkeep.restart();
        const auto waiting = [this] { return UpkeepStore(m_db->db).awaitingTitle(1).value().size(); };
        QTRY_VERIFY_WITH_TIMEOUT(waiting() == 0, 90000);
        QTest::qWait(2 * 100);  // the last changes' interval ends
        tick.stop();
        qInfo("%d titles among %d links filled in %.1f s, %d rows shown: %lld table refreshes, the GUI thread's "
              "longest stall "
              "%.1f ms (its own work in it: %.1f ms)",
            Untitled, Links, fill.nsecsElapsed() / 1e9, table->model()->rowCount(), qint64(refreshes.size()),
            worstUs / 1000.0, worstCpuUs / 1000.0);
        QCOMPARE(m_app->store().get(u"l0"_s).value().title, u"Page 0"_s);
        QCOMPARE(resets.size(), 0);
        QVERIFY2(refreshes.size() < Untitled / 4, qPrintable(QString::number(refreshes.size())));
        QCOMPARE(scroll->value(), position);
        QCOMPARE(test::detailPane(window())->link().value_or(Link{}).id, selected);
    }

    void bookmarkletCarriesTheListenersAddressAndTheToken()
    {
        m_settings->set(keys::ListenAddress, u"0.0.0.0:18555"_s);
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, window());
        const QString token = BookmarkletLink::token(*m_db->db);
        QCOMPARE(token.size(), 32);
        const QString script = test::part<BookmarkletLabel>(&dialog)->script();
        QCOMPARE(script,
            u"javascript:location.href='http://127.0.0.1:18555/.new?token="_s + token
                + u"&url='+encodeURIComponent(location.href)"_s);
        QVERIFY(test::part<BookmarkletLabel>(&dialog)->text().contains(u"Shorten with Kurz"_s));
        QVERIFY(test::part<BookmarkletLabel>(&dialog)->text().contains(u"href=\"javascript:location.href="_s));

        // What a drag onto the bookmarks bar carries: the URL, and Firefox's URL with a name.
        std::unique_ptr<QMimeData> mime(test::part<BookmarkletLabel>(&dialog)->mimeData());
        QCOMPARE(mime->urls().value(0).scheme(), u"javascript"_s);
        QCOMPARE(mime->text(), script);
        const QByteArray moz = mime->data(u"text/x-moz-url"_s);
        QCOMPARE(QString::fromUtf16(reinterpret_cast<const char16_t *>(moz.constData()), moz.size() / 2),
            script + u"\nShorten with Kurz"_s);

        auto *copy = dialog.findChild<QPushButton *>(u"copyBookmarklet"_s);
        QVERIFY(copy);
        copy->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), script);
    }

    // "New token…" on the shown General page asks first; Cancel keeps the token, Yes makes a
    // new one that the page's bookmarklet carries at once (F11).
    void theBookmarkletTokenIsRenewedOnTheGeneralPage()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString token = BookmarkletLink::token(*m_db->db);
        auto *renew = test::part<QPushButton>(&dialog, u"renewBookmarklet"_s);
        QVERIFY(renew->isVisible());
        const auto clickInTheQuestion = [&](QMessageBox::StandardButton answer) {
            test::driveNextDialog(&dialog, [answer](QDialog *shown) {
                auto *box = qobject_cast<QMessageBox *>(shown);
                QVERIFY(box && box->text().contains(u"stops working"_s));
                QTest::mouseClick(box->button(answer), Qt::LeftButton);
            });
        };
        clickInTheQuestion(QMessageBox::Cancel);
        QTest::mouseClick(renew, Qt::LeftButton);
        QCOMPARE(BookmarkletLink::token(*m_db->db), token);
        clickInTheQuestion(QMessageBox::Yes);
        QTest::mouseClick(renew, Qt::LeftButton);
        const QString renewed = BookmarkletLink::token(*m_db->db);
        QVERIFY(renewed != token && renewed.size() == 32);
        QVERIFY(test::part<BookmarkletLabel>(&dialog)->script().contains(u"token="_s + renewed + u"&"_s));
    }
};

QTEST_MAIN(TestUpkeepWindow)
#include "tst_upkeep_window.moc"
