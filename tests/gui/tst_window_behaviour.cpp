#include "DesktopFixture.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "app/ServerListener.h"
#include "core/links/ThisMachine.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/VisitStore.h"
#include "gui/ApiKeysPage.h"
#include "gui/Autostart.h"
#include "gui/BulkEditDialog.h"
#include "gui/CodesSettingsPage.h"
#include "gui/DesktopApp.h"
#include "gui/DetailPane.h"
#include "gui/HitsChart.h"
#include "gui/LinkEditorDialog.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "support/HttpTestClient.h"
#include "ui_LinkEditorDialog.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTcpServer>
#include <QToolBar>
#include <QUndoStack>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// The window as a power user drives it: one selection, menus, filters, bulk
// edits, undo, empty states, keyboard and accessibility.
class TestWindowBehaviour
    : public QObject
    , private test::DesktopFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(isolateHome()); }
    void init() { openApp(); }
    void cleanup() { closeApp(); }

    void apiKeyOnEnterIsShownAndSettingsStayOpen()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::KeysPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *name = test::part<ApiKeysPage>(&dialog)->findChild<QLineEdit *>(u"keyName"_s);
        QVERIFY(name);
        name->setFocus();
        QTest::keyClicks(name, u"sharex"_s);
        QTest::keyClick(name, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QVERIFY(!test::part<ApiKeysPage>(&dialog)->shownKey().isEmpty());
    }

    void expiredLinkTagsCanBeEdited()
    {
        Link link;
        link.code = u"old"_s;
        link.target = u"https://example.org/old"_s;
        link.expiresAt = QDateTime::currentDateTimeUtc().addDays(-3);
        QVERIFY(m_app->store().insert(link));
        LinkEditorDialog dialog(*m_app, m_app->store().get(u"old"_s).value(), {}, m_app->window());
        dialog.ui().tagsEdit->setText(u"archive"_s);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(m_app->store().get(u"old"_s)->tags, QStringList{u"archive"_s});
    }

    void validFromIsShownAndSaved()
    {
        LinkEditorDialog dialog(*m_app, std::nullopt, u"https://example.org/later"_s, m_app->window());
        dialog.ui().aliasEdit->setText(u"later"_s);
        dialog.validFromMode()->setCurrentIndex(1);
        const QDateTime start = QDateTime::currentDateTime().addDays(2);
        dialog.validFromAt()->setDateTime(start);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const Link saved = *m_app->store().get(u"later"_s);
        QCOMPARE(saved.validFrom.toSecsSinceEpoch() / 60, start.toSecsSinceEpoch() / 60);
        QCOMPARE(saved.status(QDateTime::currentDateTimeUtc()), LinkStatus::Scheduled);
        LinkEditorDialog edit(*m_app, saved, {}, m_app->window());
        QCOMPARE(edit.validFromMode()->currentIndex(), 1);
        QVERIFY(!edit.ui().aliasEdit->isEnabled());  // the code cannot change, and looks it
        edit.validFromMode()->setCurrentIndex(0);
        edit.accept();
        QVERIFY(!m_app->store().get(u"later"_s)->validFrom.isValid());
    }

    void longEditorErrorsAreShownWhole()
    {
        LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.ui().targetEdit->setText(u"https://user:secret@"_s + QString(300, u'a') + u".example/"_s);
        dialog.ui().aliasEdit->setText(u"a b"_s);
        settleLayouts();
        for (QLabel *label : {dialog.ui().targetError, dialog.ui().aliasError}) {
            QVERIFY(label->isVisible());
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                qPrintable(QStringLiteral("%1 < %2 at width %3: %4")
                               .arg(label->height())
                               .arg(label->heightForWidth(label->width()))
                               .arg(label->width())
                               .arg(label->text())));
        }
    }

    // Errors shown while typing do not move the rows below them.
    void theFormDoesNotJumpAsErrorsComeAndGo()
    {
        LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.ui().targetEdit->setText(u"https://example.org/"_s);
        settleLayouts();
        const int aliasTop = dialog.ui().aliasEdit->mapTo(&dialog, QPoint()).y();
        const int titleTop = dialog.ui().titleEdit->mapTo(&dialog, QPoint()).y();
        dialog.ui().targetEdit->setText(u"ftp://example.org/"_s);
        dialog.ui().aliasEdit->setText(u"a b"_s);
        settleLayouts();
        QVERIFY(!dialog.ui().targetError->text().isEmpty());
        QVERIFY(!dialog.ui().aliasError->text().isEmpty());
        QCOMPARE(dialog.ui().aliasEdit->mapTo(&dialog, QPoint()).y(), aliasTop);
        QCOMPARE(dialog.ui().titleEdit->mapTo(&dialog, QPoint()).y(), titleTop);
        dialog.ui().targetEdit->setText(u"https://example.org/again"_s);
        dialog.ui().aliasEdit->clear();
        settleLayouts();
        QVERIFY(dialog.ui().targetError->text().isEmpty());
        QCOMPARE(dialog.ui().titleEdit->mapTo(&dialog, QPoint()).y(), titleTop);
    }

    void listenAddressIsCheckedAndLanUrlsWork()
    {
        QVERIFY(!m_settings->set(keys::ListenAddress, u"300.1.1.1:8080"_s).ok());
        QVERIFY(!m_settings->set(keys::ListenAddress, u"1.2.3:8080"_s).ok());
        QVERIFY(m_settings->set(keys::ListenAddress, u"192.168.1.20:8080"_s).ok());
        QVERIFY(m_settings->set(keys::ListenAddress, u"127.0.0.1:8080"_s).ok());
        SettingsDialog dialog(*m_app, SettingsDialog::ServerPage, m_app->window());
        dialog.findChild<QRadioButton *>(u"listenCustom"_s)->setChecked(true);
        dialog.findChild<QLineEdit *>(u"listenHost"_s)->setText(u"300.1.1.1"_s);
        QVERIFY(!dialog.apply());
        QCOMPARE(dialog.currentPage(), SettingsDialog::ServerPage);
        QCOMPARE(m_settings->get(keys::ListenAddress), u"127.0.0.1:8080"_s);
        dialog.findChild<QLineEdit *>(u"listenHost"_s)->setText(u"203.0.113.77"_s);  // not this computer's
        QVERIFY(!dialog.apply());
        QCOMPARE(m_settings->get(keys::ListenAddress), u"127.0.0.1:8080"_s);

        // On the LAN without a base URL, short URLs carry this computer's LAN address.
        dialog.findChild<QRadioButton *>(u"listenLan"_s)->setChecked(true);
        QVERIFY(test::part<QLabel>(&dialog, u"lanNote"_s)->text().contains(thisMachine::lanAddress()));
        QVERIFY(dialog.apply());
        QVERIFY(!m_app->shortUrlBase().contains(u"0.0.0.0"_s));
        QCOMPARE(m_app->shortUrlBase(), u"http://"_s + thisMachine::lanAddress() + u":8080/"_s);
    }

    void listenerProblemsShowOnTheServerPage()
    {
        QTcpServer blocker;
        QVERIFY(blocker.listen(QHostAddress::LocalHost));
        QVERIFY(m_settings->set(keys::ListenAddress, QStringLiteral("127.0.0.1:%1").arg(blocker.serverPort())).ok());
        m_app->start();
        QVERIFY(!m_app->listenerState().problem.isEmpty());
        SettingsDialog dialog(*m_app, SettingsDialog::ServerPage, m_app->window());
        QVERIFY(test::part<QLabel>(&dialog, u"listenerProblem"_s)->isVisibleTo(&dialog));
        QVERIFY(
            test::part<QLabel>(&dialog, u"listenerProblem"_s)->text().contains(QString::number(blocker.serverPort())));
    }

    // A port another program holds (a real socket on 127.0.0.1), typed on the shown Server
    // page and confirmed with Enter, is not stored: the listener goes on where it answered,
    // short URLs keep pointing there, and the page says why under the port and stays open. A
    // free port typed then is stored and listened on.
    void portInUseIsRefusedAndTheWorkingOneKept()
    {
        const auto freePort = [] {
            QTcpServer probe;
            return probe.listen(QHostAddress::LocalHost) ? probe.serverPort() : quint16(0);
        };
        const quint16 working = freePort();
        QVERIFY(working > 0);
        QTcpServer other;
        QVERIFY(other.listen(QHostAddress::LocalHost));
        const QString taken = QString::number(other.serverPort());
        const QString workingAddress = u"127.0.0.1:"_s + QString::number(working);
        QVERIFY(m_settings->set(keys::ListenAddress, workingAddress).ok());
        QVERIFY(m_settings->set(keys::ServerThreads, 1).ok());
        m_app->start();
        QVERIFY2(m_app->listenerState().running, qPrintable(m_app->listenerState().problem));
        const QString shortUrlBase = m_app->shortUrlBase();

        SettingsDialog dialog(*m_app, SettingsDialog::ServerPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *port = test::part<QSpinBox>(&dialog, u"port"_s);
        auto *refused = test::part<QLabel>(&dialog, u"listenRefused"_s);
        QVERIFY(!refused->isVisible());
        const auto typePort = [&](const QString &value) {
            QTest::mouseClick(port, Qt::LeftButton);
            QTest::keyClick(port, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(port, value);
            QTest::keyClick(port, Qt::Key_Return);
        };
        typePort(taken);
        QVERIFY2(dialog.isVisible(), "the dialog closed");
        QCOMPARE(m_settings->get(keys::ListenAddress), workingAddress);
        QVERIFY(m_app->listenerState().running);
        QCOMPARE(m_app->listenerState().url, u"http://"_s + workingAddress);
        QCOMPARE(m_app->shortUrlBase(), shortUrlBase);
        QVERIFY(refused->isVisible());
        QVERIFY2(refused->text().contains(u"Port "_s + taken + u" is in use by another program"_s),
            qPrintable(refused->text()));
        QVERIFY2(refused->text().contains(u"Kurz goes on listening on http://"_s + workingAddress),
            qPrintable(refused->text()));
        // The refused port is still shown, to be corrected; the other program was left alone.
        QCOMPARE(port->value(), int(other.serverPort()));
        QVERIFY(other.isListening());

        const quint16 free = freePort();
        QVERIFY(free > 0);
        typePort(QString::number(free));
        QVERIFY2(!dialog.isVisible(), qPrintable(refused->text()));
        QCOMPARE(m_settings->get(keys::ListenAddress), u"127.0.0.1:"_s + QString::number(free));
        QTRY_VERIFY(m_app->listenerState().running);
        QCOMPARE(m_app->listenerState().url, u"http://127.0.0.1:"_s + QString::number(free));
    }

    // The Server page's "hide where links with a visit limit lead" box, clicked on the shown
    // page and confirmed with OK, is stored, and the listener it restarts answers a link
    // preview of a one-time link with a page that does not name the target.
    void hidingLimitedLinksFromBotsIsChosenOnTheServerPage()
    {
        QVERIFY(startListenerWithAOneTimeLink());

        SettingsDialog dialog(*m_app, SettingsDialog::ServerPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *hide = test::part<QCheckBox>(&dialog, u"hideLimitedLinksFromBots"_s);
        QVERIFY(hide->isVisible() && !hide->isChecked());
        QTest::mouseClick(hide, Qt::LeftButton, {}, QPoint(hide->height() / 2, hide->height() / 2));
        QVERIFY(hide->isChecked());
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(!dialog.isVisible());
        QVERIFY(m_settings->get(keys::HideLimitedLinksFromBots));

        const auto preview = [&] { return getFromListener("/once", "User-Agent: WhatsApp/2.23.20.0 A\r\n"); };
        QTRY_COMPARE_WITH_TIMEOUT(preview().status, 200, 20000);
        QVERIFY(!preview().body.contains("only-once"));
    }

    // The Server page's "Expired links go to" field: a typed address that is not a web address
    // keeps the dialog open with the reason and stores nothing; a web one, confirmed with Return,
    // is stored, and the restarted listener sends a used-up link's visitors there.
    void expiredLinksAddressIsChosenOnTheServerPage()
    {
        QVERIFY(startListenerWithAOneTimeLink());

        SettingsDialog dialog(*m_app, SettingsDialog::ServerPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *field = test::part<QLineEdit>(&dialog, u"expiredUrl"_s);
        QVERIFY(field->isVisible() && field->text().isEmpty());
        QTest::mouseClick(field, Qt::LeftButton);
        QTest::keyClicks(field, u"ftp://example.org/gone"_s);
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        const auto problems = dialog.findChildren<QLabel *>();
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](QLabel *label) {
            return label->isVisible() && label->text().contains(u"https://example.org/expired"_s);
        }));
        QVERIFY(m_settings->get(keys::ExpiredUrl).isEmpty());

        field->selectAll();
        QTest::keyClicks(field, u"https://example.org/gone"_s);
        QTest::keyClick(field, Qt::Key_Return);
        QTRY_VERIFY(!dialog.isVisible());
        QCOMPARE(m_settings->get(keys::ExpiredUrl), u"https://example.org/gone"_s);

        const auto visit = [&] { return getFromListener("/once"); };
        QTRY_VERIFY_WITH_TIMEOUT(m_app->listenerState().running, 20000);
        const test::HttpResult first = visit();
        QCOMPARE(first.status, 302);
        QCOMPARE(first.header("location"), QByteArray("https://example.org/only-once"));
        QTRY_COMPARE_WITH_TIMEOUT(visit().header("location"), QByteArray("https://example.org/gone"), 20000);
    }

    // Chart axis and plural forms.
    void chartAxisAndCountsReadWell()
    {
        QCOMPARE(HitsChart::axisLabel(1644039), QLocale().toString(1.64) + u"M"_s);
        QCOMPARE(HitsChart::axisLabel(250000), QLocale().toString(250) + u"k"_s);
        QCOMPARE(HitsChart::axisLabel(9999), QLocale().toString(9999));
        const Link link = test::insertLink(m_app->store(), u"one"_s, u"https://example.org/one"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        QVERIFY(test::listenerLabel(window)->text().contains(u"1 link"_s));
        QVERIFY(!test::listenerLabel(window)->text().contains(u"1 links"_s));
        QVERIFY(!test::listenerLabel(window)->text().contains(u"(s)"_s));
        LinkEdit limit;
        limit.maxVisits = std::optional<qint64>(1);
        QVERIFY(m_app->links().edit(u"one"_s, limit));
        QTRY_COMPARE(test::linkModel(window)->index(0, LinkTableModel::ExpiresColumn).data(Qt::ToolTipRole).toString(),
            u"Stops after 1 visit"_s);
        test::insertLink(m_app->store(), u"two"_s, u"https://example.org/two"_s);
        test::linkModel(window)->reload();
        QVERIFY(test::listenerLabel(window)->text().contains(u"2 links"_s));
        Q_UNUSED(link);
    }

    // The Codes page says what it will do.
    void codesPageExplainsLengthAndCase()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::CodesPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        test::part<QSpinBox>(&dialog, u"codeLength"_s)->setFocus();
        test::part<QSpinBox>(&dialog, u"codeLength"_s)->selectAll();
        QTest::keyClicks(test::part<QSpinBox>(&dialog, u"codeLength"_s), u"2"_s);
        QVERIFY2(test::part<CodesSettingsPage>(&dialog)->previewText().contains(u"length"_s),
            qPrintable(test::part<CodesSettingsPage>(&dialog)->previewText()));
        QVERIFY(test::part<CodesSettingsPage>(&dialog)->sampleCodes().isEmpty());
        QTest::keyClicks(test::part<QSpinBox>(&dialog, u"codeLength"_s), u"0"_s);  // "20"
        QCOMPARE(test::part<QSpinBox>(&dialog, u"codeLength"_s)->value(), 20);
        QCOMPARE(test::part<CodesSettingsPage>(&dialog)->sampleCodes().size(), 5);
        test::part<QSpinBox>(&dialog, u"codeLength"_s)->selectAll();
        QTest::keyClicks(test::part<QSpinBox>(&dialog, u"codeLength"_s), u"40"_s);
        QCOMPARE(test::part<QSpinBox>(&dialog, u"codeLength"_s)->text(), u"40"_s);  // typed as it is, and explained
        QVERIFY(test::part<CodesSettingsPage>(&dialog)->previewText().contains(u"length"_s));
        QVERIFY(!dialog.apply());
        QCOMPARE(m_settings->get(keys::CodeLength), 7);

        auto *note = dialog.findChild<QLabel *>(u"alphabetNote"_s);
        QVERIFY(!note->isVisibleTo(&dialog));
        dialog.findChild<QCheckBox *>(u"caseInsensitive"_s)->setChecked(true);
        QVERIFY(note->isVisibleTo(&dialog));
        QVERIFY(note->text().contains(u"lower-case"_s));
    }

    void internationalNamesAndUnicodeCase()
    {
        CreateRequest idn;
        idn.url = u"https://münchen.example/stadtplan"_s;
        idn.alias = u"muc"_s;
        const auto created = m_app->links().create(idn);
        QVERIFY(created);
        QVERIFY(created->link.target.contains(u"xn--mnchen-3ya"_s));  // stored as punycode
        CreateRequest size;
        size.url = u"https://example.org/shop"_s;
        size.title = u"Größe 42"_s;
        size.alias = u"shoe"_s;
        QVERIFY(m_app->links().create(size));
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        test::searchField(window)->setText(u"muc"_s);
        QCOMPARE(test::linkModel(window)->index(0, LinkTableModel::TargetColumn).data().toString(),
            u"https://münchen.example/stadtplan"_s);
        for (const QString &search : {u"münchen"_s, u"MÜNCHEN"_s, u"xn--mnchen"_s}) {
            test::searchField(window)->setText(search);
            QCOMPARE(test::linkModel(window)->rowCount(), 1);
            QCOMPARE(test::linkModel(window)->index(0, 0).data().toString(), u"muc"_s);
        }
        for (const QString &search : {u"GRÖSSE"_s, u"größe"_s, u"grösse"_s, u"Ö"_s}) {
            test::searchField(window)->setText(search);
            QVERIFY2(test::linkModel(window)->rowCount() == 1, qPrintable(search));
            QCOMPARE(test::linkModel(window)->index(0, 0).data().toString(), u"shoe"_s);
        }
    }

    void statusBarMessagesAreVisible()
    {
        test::insertLink(m_app->store(), u"msg"_s, u"https://example.org/msg"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        window->resize(1200, 700);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        test::linkList(window)->copySelected();
        const QString message = window->statusBar()->currentMessage();
        QVERIFY(message.startsWith(u"Copied"_s));
        // The message area is what the listener's label leaves free: enough for the message.
        const int free = window->statusBar()->width() - test::listenerLabel(window)->width();
        QVERIFY2(free > window->fontMetrics().horizontalAdvance(message), qPrintable(QString::number(free)));
        // A hotkey's shorten that fails says why where it can be seen (no tray here: the status bar).
        if (!m_app->tray()) {
            QGuiApplication::clipboard()->setText(u"not a link"_s);
            const QJsonObject reply = m_app->handleRequest({{u"command"_s, u"shorten-clipboard"_s}});
            QVERIFY(!reply.value(u"ok"_s).toBool());
            QVERIFY(!reply.value(u"message"_s).toString().isEmpty());
            QVERIFY(window->statusBar()->currentMessage().startsWith(u"Nothing shortened"_s));
        }
    }

    void theSelectionIsWhatThePaneAndActionsShow()
    {
        for (int i = 0; i < 5; ++i)
            test::insertLink(
                m_app->store(), QStringLiteral("sel%1").arg(i), QStringLiteral("https://example.org/%1").arg(i));
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        // A reload selects the first row; the pane shows exactly the selection.
        QCOMPARE(test::linkList(window)->selectedLinks().size(), 1);
        QCOMPARE(test::detailPane(window)->link()->code, test::linkList(window)->selectedLinks().first().code);
        const QString second = test::linkModel(window)->index(1, 0).data().toString();
        test::linkTable(window)->selectionModel()->select(
            test::linkModel(window)->index(1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(test::detailPane(window)->link()->code, second);
        // A sort keeps the selection.
        test::linkTable(window)->sortByColumn(LinkTableModel::CodeColumn, Qt::AscendingOrder);
        QCOMPARE(test::linkList(window)->selectedLinks().value(0).code, second);
        QCOMPARE(test::detailPane(window)->link()->code, second);
        // Several selected: the pane says how many instead of one of them.
        test::linkTable(window)->selectAll();
        QVERIFY(!test::detailPane(window)->link());
        QVERIFY(test::detailPane(window)->placeholderText().startsWith(u"5 links selected"_s));
        // A search selects the first match.
        test::searchField(window)->setText(u"sel3"_s);
        QCOMPARE(test::linkList(window)->selectedLinks().value(0).code, u"sel3"_s);
        QCOMPARE(test::detailPane(window)->link()->code, u"sel3"_s);
        test::searchField(window)->clear();
        // A delete selects the row after the deleted one.
        QVERIFY(test::linkList(window)->selectLink(m_app->store().get(u"sel1"_s)->id));
        QCOMPARE(test::linkList(window)->deleteSelected(false), 1);
        QCOMPARE(test::linkList(window)->selectedLinks().value(0).code, u"sel2"_s);
        QCOMPARE(test::detailPane(window)->link()->code, u"sel2"_s);
    }

    // On many links: a sort moves the selected link far outside the loaded rows.
    void aSortKeepsTheSelectionAmongManyLinks()
    {
        QVERIFY(m_app->links().bulkLoad(3000, [](qint64 i) {
            Link link;
            link.code = QStringLiteral("m%1").arg(i, 5, 10, QLatin1Char('0'));
            link.target = QStringLiteral("https://example.org/many/%1").arg(i);
            return link;
        }));
        test::insertLink(m_app->store(), u"zz-last"_s, u"https://example.org/last"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        QVERIFY(test::linkList(window)->selectLink(m_app->store().get(u"zz-last"_s)->id));
        test::linkTable(window)->sortByColumn(LinkTableModel::CodeColumn, Qt::AscendingOrder);
        QCOMPARE(test::linkList(window)->selectedLinks().size(), 1);
        QCOMPARE(test::linkList(window)->selectedLinks().first().code, u"zz-last"_s);
        QCOMPARE(test::linkTable(window)->currentIndex().row(), 3000);
        QCOMPARE(test::detailPane(window)->link()->code, u"zz-last"_s);
        test::linkTable(window)->sortByColumn(LinkTableModel::CodeColumn, Qt::DescendingOrder);
        QCOMPARE(test::linkTable(window)->currentIndex().row(), 0);
        QCOMPARE(test::linkList(window)->selectedLinks().first().code, u"zz-last"_s);
    }

    void columnsFitStatusCodesAndHits()
    {
        MainWindow *window = m_app->window();
        const QHeaderView *header = test::linkTable(window)->horizontalHeader();
        const QFontMetrics fm = test::linkTable(window)->fontMetrics();
        QVERIFY(header->sectionSize(LinkTableModel::StatusColumn) > fm.horizontalAdvance(u"limit reached"_s) + 16);
        QVERIFY2(header->sectionSize(LinkTableModel::HitsColumn) > fm.horizontalAdvance(u"1,644,039 / 12,345"_s),
            qPrintable(QStringLiteral("%1 %2")
                           .arg(header->sectionSize(LinkTableModel::HitsColumn))
                           .arg(fm.horizontalAdvance(u"1,644,039 / 12,345"_s))));
        QFont bold = test::linkTable(window)->font();
        bold.setBold(true);
        QVERIFY(
            header->sectionSize(LinkTableModel::CodeColumn) > QFontMetrics(bold).horizontalAdvance(u"release-2024"_s));
    }

    void broadSearchSaysPlusAndCtrlEndReachesTheLastLink()
    {
        const int count = LinkTableModel::SearchCountStep + 250;
        QVERIFY(m_app->links().bulkLoad(count, [](qint64 i) {
            Link link;
            link.code = QStringLiteral("c%1").arg(i);
            link.target = QStringLiteral("https://example.org/page/%1").arg(i);
            link.createdAt = QDateTime::fromSecsSinceEpoch(1700000000 + i, Qt::UTC);
            return link;
        }));
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        test::searchField(window)->setText(u"example"_s);
        QCOMPARE(test::linkModel(window)->rowCount(), LinkTableModel::SearchCountStep);
        QVERIFY2(test::listenerLabel(window)->text().contains(
                     QLocale().toString(LinkTableModel::SearchCountStep) + u"+ found"_s),
            qPrintable(test::listenerLabel(window)->text()));
        test::linkTable(window)->setFocus();
        QTest::keyClick(test::linkTable(window), Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(test::linkModel(window)->rowCount(), count);
        QCOMPARE(test::linkList(window)->selectedLinks().value(0).code, u"c0"_s);  // newest first: the oldest is last
        QVERIFY(test::listenerLabel(window)->text().contains(QLocale().toString(count) + u" found"_s));
    }

    void keyboardAlone()
    {
        test::insertLink(m_app->store(), u"kb1"_s, u"https://example.org/kb1"_s);
        test::insertLink(m_app->store(), u"kb2"_s, u"https://example.org/kb2"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QLineEdit *search = test::searchField(window);
        search->setFocus();
        QTest::keyClicks(search, u"kb2"_s);
        QCOMPARE(test::linkModel(window)->rowCount(), 1);
        QTest::keyClick(search, Qt::Key_Escape);
        QVERIFY(search->text().isEmpty());
        QCOMPARE(test::linkModel(window)->rowCount(), 2);
        QTest::keyClick(search, Qt::Key_Down);
        QVERIFY(test::linkTable(window)->hasFocus());
        QCOMPARE(test::linkList(window)->selectedLinks().size(), 1);
        // Tab leaves the table for the detail pane.
        QTest::keyClick(test::linkTable(window), Qt::Key_Tab);
        QVERIFY(test::detailPane(window)->hasFocus()
            || test::detailPane(window)->isAncestorOf(QApplication::focusWidget()));
        // Enter edits the selected link.
        test::linkTable(window)->setFocus();
        QString title;
        QTimer::singleShot(0, this, [&title] {
            auto *dialog = qobject_cast<LinkEditorDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            title = dialog->windowTitle();
            dialog->reject();
        });
        QTest::keyClick(test::linkTable(window), Qt::Key_Return);
        QCOMPARE(title, u"Edit "_s + test::linkList(window)->selectedLinks().value(0).code);
    }

    void deleteButtonsSayWhatTheyDo()
    {
        test::insertLink(m_app->store(), u"del"_s, u"https://example.org/del"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        QStringList buttons;
        QTimer::singleShot(0, this, [&buttons] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            for (QAbstractButton *button : box->buttons())
                buttons << button->text().remove(u'&');
            box->button(QMessageBox::Cancel)->click();
        });
        QCOMPARE(test::linkList(window)->deleteSelected(), 0);
        buttons.sort();
        QCOMPARE(buttons, (QStringList{u"Cancel"_s, u"Delete"_s}));
    }

    void savedWindowSizeIsClampedToTheScreen()
    {
        MainWindow *window = m_app->window();
        const QRect screen = window->screen()->availableGeometry();
        window->resize(screen.width() + 1000, screen.height() + 600);
        window->fitToScreen();
        QVERIFY(window->width() <= screen.width());
        QVERIFY(window->height() <= screen.height());
    }

    void backupReplacesAFileTheUserChose()
    {
        test::insertLink(m_app->store(), u"keep"_s, u"https://example.org/keep"_s);
        const QString path = m_db->file(u"backup.db"_s);
        QVERIFY(m_app->backUpTo(path).ok());
        test::insertLink(m_app->store(), u"later"_s, u"https://example.org/later"_s);
        // The file dialog asked "Replace?": replacing is what the user said yes to.
        QVERIFY(m_app->backUpTo(path).ok());
        auto copy = Database::open(path);
        QVERIFY(copy.ok());
        LinkStore store(*copy);
        QVERIFY(store.get(u"later"_s));
        QVERIFY(!QFile::exists(path + u".part"_s));
    }

    void autostartKeepsDatabaseAndConfigAndFollowsTheFile()
    {
        QCOMPARE(Autostart::launchArguments(
                     {u"kurz"_s, u"--db"_s, u"/data/my links.db"_s, u"--config=/c/k.conf"_s, u"--shorten-clipboard"_s}),
            (QStringList{u"--db"_s, u"/data/my links.db"_s, u"--config"_s, u"/c/k.conf"_s}));
        QVERIFY(Autostart::setEnabled(true, u"/usr/bin/kurz"_s, {u"--db"_s, u"/data/my links.db"_s}).ok());
        QFile file(Autostart::entryPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("Exec=/usr/bin/kurz --db \"/data/my links.db\"\n"));
        file.close();
        // The settings file says on, but the entry is gone: the box shows what login will do,
        // and ticking it writes the entry again.
        QVERIFY(m_settings->set(keys::StartAtLogin, true).ok());
        QFile::remove(Autostart::entryPath());
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, m_app->window());
        auto *box = dialog.findChild<QCheckBox *>(u"startAtLogin"_s);
        QVERIFY(box);
        QVERIFY(!box->isChecked());
        box->setChecked(true);
        QVERIFY(dialog.apply());
        QVERIFY(Autostart::isEnabled());
    }

    void copiedUrlReusesItsExistingLink()
    {
        QVERIFY(m_settings->set(keys::AutoShortenClipboard, true).ok());
        QGuiApplication::clipboard()->setText(u"https://example.org/again"_s);
        QTRY_COMPARE(m_app->store().pages().countAll().value(), 1);
        const QString first = QGuiApplication::clipboard()->text();
        QGuiApplication::clipboard()->setText(u"https://example.org/again"_s);
        QTRY_COMPARE(QGuiApplication::clipboard()->text(), first);
        QCOMPARE(m_app->store().pages().countAll().value(), 1);
        QVERIFY(m_settings->set(keys::ReuseClipboardLinks, false).ok());
        QGuiApplication::clipboard()->setText(u"https://example.org/again"_s);
        QTRY_COMPARE(m_app->store().pages().countAll().value(), 2);
    }

    void menuBarOffersEverything()
    {
        MainWindow *window = m_app->window();
        QStringList menus;
        for (QAction *action : window->menuBar()->actions())
            menus << action->text().remove(u'&');
        QCOMPARE(menus, (QStringList{u"File"_s, u"Edit"_s, u"View"_s, u"Listener"_s, u"Help"_s}));
        auto texts = [window](const QString &menu) {
            QStringList list;
            for (QAction *action : window->menuBar()->findChild<QMenu *>(menu)->actions())
                list << action->text().remove(u'&');
            return list;
        };
        for (const QString &item : {u"New link…"_s, u"Back up now…"_s, u"Restore from backup…"_s, u"Quit"_s})
            QVERIFY2(texts(u"fileMenu"_s).contains(item), qPrintable(item));
        for (const QString &item : {u"Copy short URL"_s, u"Edit…"_s, u"Delete"_s, u"Select all"_s})
            QVERIFY2(texts(u"editMenu"_s).contains(item), qPrintable(item));
        QVERIFY(texts(u"editMenu"_s).contains(u"Undo"_s));
        for (const QString &item : {u"Columns"_s, u"Detail pane"_s, u"Filters"_s})
            QVERIFY2(texts(u"viewMenu"_s).contains(item), qPrintable(item));
        QVERIFY(texts(u"listenerMenu"_s).contains(u"Pause listener"_s));
        for (const QString &item : {u"Keyboard shortcuts"_s, u"About Kurz"_s, u"About Qt"_s})
            QVERIFY2(texts(u"helpMenu"_s).contains(item), qPrintable(item));
        // Toolbar icons exist without an icon theme.
        QIcon::setThemeName(u"no-such-theme"_s);
        for (QAction *action : window->findChild<QToolBar *>(u"linksToolBar"_s)->actions()) {
            if (!action->text().isEmpty() && !action->isSeparator())
                QVERIFY2(!action->icon().isNull(), qPrintable(action->text()));
        }
        // Pause in the Listener menu pauses the listener.
        window->findChild<QAction *>(u"pauseListener"_s)->trigger();
        QVERIFY(m_app->listenerState().paused);
    }

    void undoBringsADeletedLinkBackWithItsHits()
    {
        const Link link = test::insertLink(m_app->store(), u"undo"_s, u"https://example.org/undo"_s);
        test::addHits(m_app->store(), link.id, 7, 2);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        QVERIFY(test::linkList(window)->selectLink(link.id));
        QCOMPARE(test::linkList(window)->deleteSelected(false), 1);
        QVERIFY(!m_app->store().get(u"undo"_s));
        test::undoStack(window)->undo();
        const auto back = m_app->store().get(u"undo"_s);
        QVERIFY(back);
        QCOMPARE(back->id, link.id);
        QCOMPARE(back->hits, 7);
        QCOMPARE(back->botHits, 2);
        VisitQuery visits;
        visits.linkId = link.id;
        QCOMPARE(VisitStore(m_app->database()).count(visits).value(), 9);
        QCOMPARE(test::linkModel(window)->rowCount(), 1);
        test::undoStack(window)->redo();
        QVERIFY(!m_app->store().get(u"undo"_s));
    }

    void undoEditAndToggle()
    {
        const Link link = test::insertLink(m_app->store(), u"ed"_s, u"https://example.org/ed"_s, u"Before"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        QVERIFY(test::linkList(window)->selectLink(link.id));
        test::linkList(window)->toggleSelectedDisabled();
        QVERIFY(m_app->store().get(u"ed"_s)->disabled);
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<LinkEditorDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->ui().titleEdit->setText(u"After"_s);
            dialog->accept();
        });
        test::linkList(window)->editSelected();
        QCOMPARE(m_app->store().get(u"ed"_s)->title, u"After"_s);
        QCOMPARE(test::undoStack(window)->count(), 2);
        test::undoStack(window)->undo();
        QCOMPARE(m_app->store().get(u"ed"_s)->title, u"Before"_s);
        QVERIFY(m_app->store().get(u"ed"_s)->disabled);
        test::undoStack(window)->undo();
        QVERIFY(!m_app->store().get(u"ed"_s)->disabled);
        test::undoStack(window)->redo();
        test::undoStack(window)->redo();
        QCOMPARE(m_app->store().get(u"ed"_s)->title, u"After"_s);
        QVERIFY(m_app->store().get(u"ed"_s)->disabled);
    }

    void filtersByStatusAndTagInTheDatabase()
    {
        auto add = [this](const QString &code, const QStringList &tags, bool disabled, int expiredDaysAgo) {
            Link link;
            link.code = code;
            link.target = u"https://example.org/"_s + code;
            link.tags = tags;
            link.disabled = disabled;
            if (expiredDaysAgo > 0)
                link.expiresAt = QDateTime::currentDateTimeUtc().addDays(-expiredDaysAgo);
            QVERIFY(m_app->store().insert(link));
        };
        add(u"live1"_s, {u"docs"_s}, false, 0);
        add(u"live2"_s, {u"work"_s}, false, 0);
        add(u"gone"_s, {u"docs"_s}, false, 2);
        add(u"off"_s, {u"docs"_s, u"work"_s}, true, 0);
        MainWindow *window = m_app->window();
        m_app->linksChanged(LinkChange{LinkChange::Kind::External, {}, {}});
        QTRY_COMPARE(test::linkModel(window)->rowCount(), 4);
        test::statusFilter(window)->setCurrentIndex(test::statusFilter(window)->findData(int(LinkStatus::Expired)));
        QCOMPARE(test::linkModel(window)->rowCount(), 1);
        test::statusFilter(window)->setCurrentIndex(0);
        QVERIFY(test::tagFilter(window)->findData(u"work"_s) > 0);
        test::tagFilter(window)->setCurrentIndex(test::tagFilter(window)->findData(u"docs"_s));
        QCOMPARE(test::linkModel(window)->rowCount(), 3);
        test::searchField(window)->setText(u"status:disabled"_s);
        QCOMPARE(test::linkModel(window)->rowCount(), 1);
        QCOMPARE(test::linkModel(window)->index(0, 0).data().toString(), u"off"_s);
        test::tagFilter(window)->setCurrentIndex(0);
        test::searchField(window)->setText(u"tag:work live"_s);
        QCOMPARE(test::linkModel(window)->rowCount(), 1);
        QCOMPARE(test::linkModel(window)->index(0, 0).data().toString(), u"live2"_s);
        test::searchField(window)->setText(u"status:expired tag:docs"_s);
        QCOMPARE(test::linkModel(window)->rowCount(), 1);
        QCOMPARE(test::linkModel(window)->index(0, 0).data().toString(), u"gone"_s);
    }

    void bulkEditIsOneUndoableStep()
    {
        test::insertLink(m_app->store(), u"b1"_s, u"https://example.org/b1"_s);
        test::insertLink(m_app->store(), u"b2"_s, u"https://example.org/b2"_s);
        test::insertLink(m_app->store(), u"b3"_s, u"https://example.org/b3"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        test::linkTable(window)->selectAll();
        QSignalSpy changes(&m_db->db->linkChanges(), &LinkChanges::changed);
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<BulkEditDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->addTagsEdit()->setText(u"batch, q3"_s);
            dialog->expiryBox()->setCurrentIndex(BulkEditDialog::ExpireAt);
            dialog->expiryAtEdit()->setDateTime(QDateTime::currentDateTime().addDays(30));
            dialog->stateBox()->setCurrentIndex(BulkEditDialog::Disable);
            dialog->accept();
        });
        test::linkList(window)->bulkEditSelected();
        QCOMPARE(changes.size(), 1);  // one transaction, one change
        for (const QString &code : {u"b1"_s, u"b2"_s, u"b3"_s}) {
            const Link link = *m_app->store().get(code);
            QCOMPARE(link.tags, (QStringList{u"batch"_s, u"q3"_s}));
            QVERIFY(link.disabled);
            QVERIFY(link.expiresAt.isValid());
        }
        QCOMPARE(test::undoStack(window)->count(), 1);
        test::undoStack(window)->undo();
        QCOMPARE(changes.size(), 2);
        for (const QString &code : {u"b1"_s, u"b2"_s, u"b3"_s}) {
            const Link link = *m_app->store().get(code);
            QVERIFY(link.tags.isEmpty());
            QVERIFY(!link.disabled);
            QVERIFY(!link.expiresAt.isValid());
        }
    }

    void emptyStatesSayWhatToDo()
    {
        MainWindow *window = m_app->window();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(test::emptyState(window)->isVisible());
        QCOMPARE(test::emptyState(window)->size(), test::linkTable(window)->viewport()->size());
        QVERIFY(test::emptyStateLabel(window)->text().contains(u"Ctrl+N"_s));
        test::insertLink(m_app->store(), u"one"_s, u"https://example.org/one"_s);
        test::linkModel(window)->reload();
        QVERIFY(!test::emptyState(window)->isVisible());
        test::searchField(window)->setText(u"nothing-like-this"_s);
        QVERIFY(test::emptyState(window)->isVisible());
        QVERIFY(test::emptyStateLabel(window)->text().contains(u"nothing-like-this"_s));
        auto *clear = test::emptyState(window)->findChild<QPushButton *>();
        QVERIFY(clear && clear->isVisible());
        clear->click();
        QVERIFY(test::searchField(window)->text().isEmpty());
        QVERIFY(!test::emptyState(window)->isVisible());
    }

    void everyControlHasAnAccessibleName()
    {
        test::insertLink(m_app->store(), u"a11y"_s, u"https://example.org/a11y"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        checkNames(window);
        LinkEditorDialog editor(*m_app, std::nullopt, {}, window);
        editor.show();
        checkNames(&editor);
        // The Rules tab, with a rule and its condition shown.
        editor.findChild<QTabWidget *>(u"editorTabs"_s)->setCurrentIndex(1);
        QTest::mouseClick(editor.findChild<QPushButton *>(u"addRule"_s), Qt::LeftButton);
        checkNames(&editor);
        SettingsDialog settings(*m_app, SettingsDialog::CodesPage, window);
        settings.show();
        checkNames(&settings);
        BulkEditDialog bulk(2, {}, window);
        bulk.show();
        checkNames(&bulk);
    }

private:
    // The window's listener on a free port, and the link "once" that may be visited once.
    bool startListenerWithAOneTimeLink()
    {
        if (!m_settings->set(keys::ListenAddress, u"127.0.0.1:0"_s).ok())
            return false;
        m_app->start();
        if (!m_app->listenerState().running) {
            qWarning() << m_app->listenerState().problem;
            return false;
        }
        CreateRequest once;
        once.url = u"https://example.org/only-once"_s;
        once.alias = u"once"_s;
        once.maxVisits = 1;
        return m_app->links().create(once).ok();
    }

    test::HttpResult getFromListener(const QByteArray &path, const QByteArray &headers = {})
    {
        QTcpSocket socket;
        const QUrl url(m_app->listenerState().url);
        socket.connectToHost(QHostAddress::LocalHost, quint16(url.port()));
        if (!socket.waitForConnected(5000))
            return {};
        return test::exchange(socket, test::getRequest(path, headers));
    }

    // Lays out what changed, as the event loop would before the next paint.
    static void settleLayouts() { QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest); }

    // Every control a keyboard can reach is named for a screen reader.
    void checkNames(QWidget *root)
    {
        QAccessible::setActive(true);
        for (QWidget *widget : root->findChildren<QWidget *>()) {
            if (!widget->isVisibleTo(root) || widget->focusPolicy() == Qt::NoFocus || !widget->isEnabled())
                continue;
            if (qobject_cast<QAbstractScrollArea *>(widget->parentWidget())
                || qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
                continue;  // a scroll area's viewport, a spin box's text field: parts of a named control
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
            QVERIFY(iface);
            QVERIFY2(!iface->text(QAccessible::Name).trimmed().isEmpty(),
                qPrintable(QStringLiteral("%1 %2 in %3")
                               .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                                   root->windowTitle())));
        }
    }
};

QTEST_MAIN(TestWindowBehaviour)
#include "tst_window_behaviour.moc"
