#include "DesktopFixture.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "app/ServerListener.h"
#include "core/settings/SettingsKeys.h"
#include "gui/ApiKeysPage.h"
#include "gui/CodesSettingsPage.h"
#include "gui/DataSettingsPage.h"
#include "gui/DesktopApp.h"
#include "gui/DetailPane.h"
#include "gui/HitsChart.h"
#include "gui/LinkEditorDialog.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "gui/QrCodeView.h"
#include "gui/SettingsDialog.h"
#include "gui/Translations.h"
#include "gui/TrayController.h"
#include "server/ApiKeyCache.h"
#include "ui_LinkEditorDialog.h"

#include "core/links/LinkPassword.h"
#include "core/store/ApiKeyStore.h"
#include "core/store/DomainStore.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTcpServer>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestMainWindow
    : public QObject
    , private test::DesktopFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(isolateHome()); }
    void init() { openApp(); }
    void cleanup() { closeApp(); }

    void createThroughEditorShowsRow()
    {
        LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
        dialog.ui().targetEdit->setText(u"https://example.org/docs/guide"_s);
        dialog.ui().aliasEdit->setText(u"guide"_s);
        dialog.ui().titleEdit->setText(u"The guide"_s);
        dialog.ui().tagsEdit->setText(u"docs, work"_s);
        dialog.ui().expiryMode->setCurrentIndex(2);
        dialog.ui().expiryAmount->setValue(3);
        dialog.ui().expiryUnit->setCurrentIndex(1);
        dialog.ui().maxVisits->setValue(10);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.savedLink().has_value());

        LinkTableModel *model = test::linkModel(m_app->window());
        QTRY_COMPARE(model->rowCount(), 1);  // changes reach the table within moments
        QCOMPARE(model->index(0, LinkTableModel::CodeColumn).data().toString(), u"guide"_s);
        QCOMPARE(model->index(0, LinkTableModel::TitleColumn).data().toString(), u"The guide"_s);
        QCOMPARE(model->index(0, LinkTableModel::TagsColumn).data().toString(), u"docs, work"_s);
        const auto stored = m_app->store().get(u"guide"_s);
        QVERIFY(stored);
        QCOMPARE(stored->maxVisits.value_or(0), 10);
        QVERIFY(stored->expiresAt > QDateTime::currentDateTimeUtc().addDays(2));
        QVERIFY(stored->expiresAt < QDateTime::currentDateTimeUtc().addDays(4));
    }

    // The editor's password row, driven as a person does: typed, shown, saved as a hash only;
    // "protected" in the table and the detail pane; removed again.
    void passwordSetShownAndRemovedInTheEditor()
    {
        {
            LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            auto *password = dialog.findChild<QLineEdit *>(u"passwordEdit"_s);
            auto *show = dialog.findChild<QCheckBox *>(u"showPassword"_s);
            QVERIFY(password && show);
            QVERIFY(!dialog.findChild<QCheckBox *>(u"removePassword"_s));  // nothing to remove yet
            QCOMPARE(password->echoMode(), QLineEdit::Password);
            QTest::keyClicks(dialog.ui().targetEdit, u"https://example.org/private"_s);
            QTest::keyClicks(dialog.ui().aliasEdit, u"private"_s);
            QTest::keyClicks(password, u"open sesame"_s);
            QTest::mouseClick(show, Qt::LeftButton, {}, QPoint(4, show->height() / 2));
            QCOMPARE(password->echoMode(), QLineEdit::Normal);
            QTest::mouseClick(show, Qt::LeftButton, {}, QPoint(4, show->height() / 2));
            QCOMPARE(password->echoMode(), QLineEdit::Password);
            QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        const auto stored = m_app->store().get(u"private"_s);
        QVERIFY(stored);
        QVERIFY(stored->passwordHash.startsWith(u"$argon2id$"_s));
        QVERIFY(linkpassword::verify(stored->passwordHash, "open sesame"));

        LinkTableModel *model = test::linkModel(m_app->window());
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, LinkTableModel::StatusColumn).data().toString(), u"live, protected"_s);
        QVERIFY(test::linkList(m_app->window())->selectLink(stored->id));
        auto *status = test::detailPane(m_app->window())->findChild<QLabel *>(u"status"_s);
        QVERIFY(status);
        QTRY_VERIFY(status->text().contains(u"protected by a password"_s));

        {
            // Editing: the field starts empty (only a hash is stored), and an untouched field
            // keeps the password.
            LinkEditorDialog dialog(*m_app, *stored, {}, m_app->window());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.findChild<QLineEdit *>(u"passwordEdit"_s)->text().isEmpty());
            QTest::keyClicks(dialog.ui().titleEdit, u"Private"_s);
            QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        QCOMPARE(m_app->store().get(u"private"_s)->passwordHash, stored->passwordHash);
        {
            LinkEditorDialog dialog(*m_app, *m_app->store().get(u"private"_s), {}, m_app->window());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            auto *remove = dialog.findChild<QCheckBox *>(u"removePassword"_s);
            QVERIFY(remove);
            QTest::mouseClick(remove, Qt::LeftButton, {}, QPoint(4, remove->height() / 2));
            QVERIFY(!dialog.findChild<QLineEdit *>(u"passwordEdit"_s)->isEnabled());
            QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        QVERIFY(!m_app->store().get(u"private"_s)->isProtected());
        QTRY_COMPARE(model->index(0, LinkTableModel::StatusColumn).data().toString(), u"live"_s);
    }

    // The editor's domain choice: a new link on a short domain of its own, with a code the
    // default domain has too; the table's Domain column shows it, and its short URL is on it.
    void domainChosenInTheEditor()
    {
        test::insertLink(m_app->store(), u"docs"_s, u"https://example.org/default"_s);
        LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *domain = dialog.findChild<QComboBox *>(u"domainCombo"_s);
        QVERIFY(domain);
        QTest::keyClicks(dialog.ui().targetEdit, u"https://example.org/on-go"_s);
        QTest::keyClicks(dialog.ui().aliasEdit, u"docs"_s);
        QVERIFY(!dialog.ui().aliasError->text().isEmpty());  // taken on the default domain
        QTest::keyClicks(domain->lineEdit(), u"Go.Example.com"_s);
        QVERIFY(dialog.ui().aliasError->text().isEmpty());  // free on go.example.com
        QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const auto stored = m_app->store().get(u"docs"_s, u"go.example.com"_s);
        QVERIFY(stored);
        QCOMPARE(stored->target, u"https://example.org/on-go"_s);
        QCOMPARE(m_app->store().get(u"docs"_s)->target, u"https://example.org/default"_s);
        QVERIFY(m_app->shortUrl(*stored).endsWith(u"://go.example.com/docs"_s));

        LinkTableModel *model = test::linkModel(m_app->window());
        QTRY_COMPARE(model->rowCount(), 2);
        QStringList domains;
        for (int row = 0; row < model->rowCount(); ++row)
            domains << model->index(row, LinkTableModel::DomainColumn).data().toString();
        domains.sort();
        QCOMPARE(domains, (QStringList{QString(), u"go.example.com"_s}));

        // Editing keeps the domain, and changes that link, not the default domain's.
        LinkEditorDialog edit(*m_app, *stored, {}, m_app->window());
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        QVERIFY(!edit.findChild<QComboBox *>(u"domainCombo"_s)->isEnabled());
        QCOMPARE(edit.findChild<QComboBox *>(u"domainCombo"_s)->currentText(), u"go.example.com"_s);
        QTest::keyClicks(edit.ui().titleEdit, u"On go"_s);
        QTest::mouseClick(edit.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
        QCOMPARE(edit.result(), int(QDialog::Accepted));
        QCOMPARE(m_app->store().get(u"docs"_s, u"go.example.com"_s)->title, u"On go"_s);
        QCOMPARE(m_app->store().get(u"docs"_s)->title, QString());
    }

    // Settings → Domains: the default domain and a domain with links, their not-found redirects
    // typed into the table and stored; a bad address is refused.
    void notFoundRedirectsOnTheDomainsPage()
    {
        Link link;
        link.code = u"x"_s;
        link.target = u"https://example.org/x"_s;
        link.domain = u"go.example.com"_s;
        QVERIFY(m_app->store().insert(link));
        SettingsDialog dialog(*m_app, SettingsDialog::DomainsPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = test::part<QTableWidget>(&dialog, u"domainsTable"_s);
        QCOMPARE(table->rowCount(), 2);
        QVERIFY(table->item(0, 0)->text().contains(u"default"_s));
        QCOMPARE(table->item(1, 0)->text(), u"go.example.com"_s);
        const auto type = [&](int row, int column, const QString &text) {
            const QRect cell = table->visualItemRect(table->item(row, column));
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
            QTest::keyClick(table, Qt::Key_F2);
            QLineEdit *editor = nullptr;
            QTRY_VERIFY((editor = table->viewport()->findChild<QLineEdit *>()));
            editor->selectAll();
            QTest::keyClicks(editor, text);
            QTest::keyClick(editor, Qt::Key_Return);
            QTRY_COMPARE(table->item(row, column)->text(), text);
        };
        type(1, 3, u"ftp://example.org/"_s);
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY(DomainStore(m_app->database()).list()->at(1).redirects.isEmpty());
        type(1, 3, u"https://example.org/unknown"_s);
        type(0, 1, u"https://example.org/home"_s);
        auto *added = test::part<QLineEdit>(&dialog, u"newDomain"_s);
        QTest::keyClicks(added, u"s.example.org"_s);
        QTest::mouseClick(test::part<QPushButton>(&dialog, u"addDomain"_s), Qt::LeftButton);
        QCOMPARE(table->rowCount(), 3);
        type(2, 2, u"https://example.org/elsewhere"_s);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const QList<ShortDomain> stored = *DomainStore(m_app->database()).list();
        QCOMPARE(stored.size(), 3);
        QCOMPARE(stored.at(0).redirects.baseUrl, u"https://example.org/home"_s);
        QCOMPARE(stored.at(1).name, u"go.example.com"_s);
        QCOMPARE(stored.at(1).redirects.invalidShortUrl, u"https://example.org/unknown"_s);
        QCOMPARE(stored.at(2).name, u"s.example.org"_s);
        QCOMPARE(stored.at(2).redirects.regular404, u"https://example.org/elsewhere"_s);
    }

    // The editor's When expired field: refused when it is no web address, stored when it is.
    void expiredUrlTypedInTheEditor()
    {
        const Link link = test::insertLink(m_app->store(), u"sale"_s, u"https://shop.example.org/sale"_s);
        LinkEditorDialog dialog(*m_app, link, {}, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *expiredUrl = dialog.findChild<QLineEdit *>(u"expiredUrlEdit"_s);
        QVERIFY(expiredUrl);
        QTest::keyClicks(expiredUrl, u"ftp://shop.example.org/"_s);
        QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY(dialog.findChild<QLabel *>(u"expiredUrlError"_s)->isVisibleTo(&dialog));
        QVERIFY(m_app->store().get(u"sale"_s)->expiredUrl.isEmpty());
        expiredUrl->clear();
        QTest::keyClicks(expiredUrl, u"https://shop.example.org/sale-is-over"_s);
        QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(m_app->store().get(u"sale"_s)->expiredUrl, u"https://shop.example.org/sale-is-over"_s);
    }

    // The editor's Rules tab, used with the mouse and the keyboard: a rule added, refused while
    // it has no address, given one and a second condition, tried with the "Try a visitor" box (an
    // Android phone that prefers German gets the rule's address, a Windows PC the link's target),
    // and stored on Save; on a second edit a rule for iPhones is added and moved up, on a third
    // both are removed.
    void redirectRulesEditedAndTriedInTheEditor()
    {
        const Link link = test::insertLink(m_app->store(), u"app"_s, u"https://example.org/app"_s);
        const QString play = u"https://play.google.com/store/apps/details?id=org.example"_s;
        const QString appStore = u"https://apps.apple.com/app/id1"_s;
        const auto openRules = [&](LinkEditorDialog &dialog) -> QWidget * {
            dialog.show();
            if (!QTest::qWaitForWindowExposed(&dialog))
                return nullptr;
            auto *tabs = dialog.findChild<QTabWidget *>(u"editorTabs"_s);
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
            if (tabs->currentIndex() != 1)
                return nullptr;
            return dialog.findChild<QWidget *>(u"rulesEditor"_s);
        };
        const auto click = [](QWidget *rules, const char *name) {
            auto *button = rules->findChild<QPushButton *>(QString::fromLatin1(name));
            QVERIFY2(button && button->isVisible() && button->isEnabled(), name);
            QTest::mouseClick(button, Qt::LeftButton);
        };
        const auto save = [](LinkEditorDialog &dialog) {
            QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
        };
        {
            LinkEditorDialog dialog(*m_app, link, {}, m_app->window());
            QWidget *rules = openRules(dialog);
            QVERIFY(rules && rules->isVisible());
            click(rules, "addRule");
            auto *table = rules->findChild<QTableWidget *>(u"ruleConditions"_s);
            QCOMPARE(table->rowCount(), 1);
            QCOMPARE(qobject_cast<QComboBox *>(table->cellWidget(0, 2))->currentText(), u"android"_s);
            save(dialog);
            QVERIFY(dialog.result() != QDialog::Accepted);
            auto *error = rules->findChild<QLabel *>(u"rulesError"_s);
            QVERIFY(error->isVisible());
            QVERIFY2(error->text().contains(u"no address"_s), qPrintable(error->text()));
            QVERIFY(m_app->store().get(u"app"_s)->targetRules.isEmpty());

            QTest::keyClicks(rules->findChild<QLineEdit *>(u"ruleUrl"_s), play);
            click(rules, "addCondition");
            QCOMPARE(table->rowCount(), 2);
            QCOMPARE(qobject_cast<QComboBox *>(table->cellWidget(1, 0))->currentData().toString(), u"language"_s);
            QTest::keyClicks(qobject_cast<QComboBox *>(table->cellWidget(1, 2))->lineEdit(), u"de"_s);

            auto *result = rules->findChild<QLabel *>(u"tryResult"_s);
            QVERIFY(result->isVisibleTo(&dialog));
            auto *preset = rules->findChild<QComboBox *>(u"tryPreset"_s);
            preset->setFocus();
            QTest::keyClick(preset, Qt::Key_Down);  // "Android phone, Chrome"
            QVERIFY(rules->findChild<QLineEdit *>(u"tryUserAgent"_s)->text().contains(u"Android 14"_s));
            QVERIFY2(result->text().contains(u"https://example.org/app"_s), qPrintable(result->text()));
            QTest::keyClicks(rules->findChild<QLineEdit *>(u"tryLanguage"_s), u"de-DE,de;q=0.9,en;q=0.8"_s);
            QVERIFY2(result->text().contains(play) && result->text().contains(u"rule 1"_s), qPrintable(result->text()));
            auto *agent = rules->findChild<QLineEdit *>(u"tryUserAgent"_s);
            agent->selectAll();
            QTest::keyClicks(agent,
                u"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                "Chrome/131.0.0.0 Safari/537.36"_s);
            QVERIFY2(result->text().contains(u"https://example.org/app"_s) && !result->text().contains(play),
                qPrintable(result->text()));

            save(dialog);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            const auto stored = m_app->store().get(u"app"_s)->targetRules;
            QCOMPARE(stored.size(), 1);
            QCOMPARE(stored[0].longUrl, play);
            QCOMPARE(stored[0].conditions.size(), 2);
            QCOMPARE(stored[0].conditions[0].describe(), u"device is android"_s);
            QCOMPARE(stored[0].conditions[1].describe(), u"de is an accepted language"_s);
        }
        {
            LinkEditorDialog dialog(*m_app, *m_app->store().get(u"app"_s), {}, m_app->window());
            QWidget *rules = openRules(dialog);
            QVERIFY(rules);
            auto *list = rules->findChild<QListWidget *>(u"rulesList"_s);
            QCOMPARE(list->count(), 1);
            QVERIFY2(list->item(0)->text().contains(play), qPrintable(list->item(0)->text()));
            click(rules, "addRule");
            QTest::keyClicks(rules->findChild<QLineEdit *>(u"ruleUrl"_s), appStore);
            auto *value
                = qobject_cast<QComboBox *>(rules->findChild<QTableWidget *>(u"ruleConditions"_s)->cellWidget(0, 2));
            value->lineEdit()->selectAll();
            QTest::keyClicks(value->lineEdit(), u"ios"_s);
            click(rules, "moveRuleUp");
            QCOMPARE(list->currentRow(), 0);
            QVERIFY2(list->item(0)->text().contains(appStore), qPrintable(list->item(0)->text()));
            save(dialog);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            const auto stored = m_app->store().get(u"app"_s)->targetRules;
            QCOMPARE(stored.size(), 2);
            QCOMPARE(stored[0].longUrl, appStore);
            QCOMPARE(stored[0].conditions[0].describe(), u"device is ios"_s);
            QCOMPARE(stored[1].longUrl, play);
        }
        {
            LinkEditorDialog dialog(*m_app, *m_app->store().get(u"app"_s), {}, m_app->window());
            QWidget *rules = openRules(dialog);
            QVERIFY(rules);
            click(rules, "removeRule");
            click(rules, "removeRule");
            QVERIFY(!rules->findChild<QPushButton *>(u"removeRule"_s)->isEnabled());
            save(dialog);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QVERIFY(m_app->store().get(u"app"_s)->targetRules.isEmpty());
        }
    }

    void networksTypedInTheEditor()
    {
        const Link link = test::insertLink(m_app->store(), u"wiki"_s, u"https://wiki.example.org/"_s);
        LinkEditorDialog dialog(*m_app, link, {}, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *networks = dialog.findChild<QLineEdit *>(u"networksEdit"_s);
        QVERIFY(networks);
        QTest::keyClicks(networks, u"192.168.1.0/33"_s);
        QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY(dialog.findChild<QLabel *>(u"networksError"_s)->isVisibleTo(&dialog));
        QVERIFY(m_app->store().get(u"wiki"_s)->networks.isEmpty());
        networks->clear();
        QTest::keyClicks(networks, u"192.168.1.20/24, fd00::/8"_s);
        QTest::mouseClick(dialog.ui().buttonBox->button(QDialogButtonBox::Save), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(m_app->store().get(u"wiki"_s)->networks, u"192.168.1.0/24, fd00::/8"_s);
        test::linkModel(m_app->window())->reload();
        QVERIFY(test::linkList(m_app->window())->selectLink(link.id));
        QTRY_VERIFY(test::detailPane(m_app->window())
                        ->findChild<QLabel *>(u"status"_s)
                        ->text()
                        .contains(u"only for 192.168.1.0/24, fd00::/8"_s));
    }

    void invalidInputShowsInlineErrorsAndStoresNothing()
    {
        LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
        dialog.ui().targetEdit->setText(u"ftp://example.org/file"_s);
        QVERIFY(!dialog.ui().targetError->text().isEmpty());  // live, while typing
        QVERIFY(dialog.ui().targetError->text().contains(u"http"_s));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(m_app->store().pages().countAll().value(), 0);

        dialog.ui().targetEdit->setText(u"https://example.org/ok"_s);
        QVERIFY(dialog.ui().targetError->text().isEmpty());
        dialog.ui().aliasEdit->setText(u"a b"_s);
        QVERIFY(!dialog.ui().aliasError->text().isEmpty());
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(m_app->store().pages().countAll().value(), 0);

        test::insertLink(m_app->store(), u"taken"_s, u"https://example.org/other"_s);
        dialog.ui().aliasEdit->setText(u"taken"_s);
        QVERIFY(dialog.ui().aliasError->text().contains(u"already taken"_s));
        dialog.ui().aliasEdit->clear();
        dialog.ui().expiryMode->setCurrentIndex(1);
        dialog.ui().expiryAt->setDateTime(QDateTime::currentDateTime().addDays(-1));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY(dialog.ui().expiryError->isVisibleTo(&dialog));
        QCOMPARE(m_app->store().pages().countAll().value(), 1);
    }

    void searchAsYouType()
    {
        test::insertLink(m_app->store(), u"docs"_s, u"https://docs.example.org/guide"_s, u"User guide"_s);
        test::insertLink(m_app->store(), u"blog"_s, u"https://blog.example.org/post"_s);
        test::linkModel(m_app->window())->reload();
        QTest::keyClicks(test::searchField(m_app->window()), u"guid"_s);
        QCOMPARE(test::linkModel(m_app->window())->rowCount(), 1);
        QVERIFY(test::listenerLabel(m_app->window())->text().endsWith(u"2 links, 1 found"_s));
        QTest::keyClick(test::searchField(m_app->window()), Qt::Key_Backspace);
        QTest::keyClick(test::searchField(m_app->window()), Qt::Key_Backspace);
        QTest::keyClick(test::searchField(m_app->window()), Qt::Key_Backspace);
        QTest::keyClick(test::searchField(m_app->window()), Qt::Key_Backspace);
        QCOMPARE(test::linkModel(m_app->window())->rowCount(), 2);
    }

    void sortByHitsFromHeader()
    {
        const Link few = test::insertLink(m_app->store(), u"few"_s, u"https://few.example/"_s);
        const Link many = test::insertLink(m_app->store(), u"many"_s, u"https://many.example/"_s);
        test::addHits(m_app->store(), few.id, 2);
        test::addHits(m_app->store(), many.id, 40);
        test::insertLink(m_app->store(), u"none"_s, u"https://none.example/"_s);
        test::linkModel(m_app->window())->reload();
        QTableView *table = test::linkTable(m_app->window());
        table->sortByColumn(LinkTableModel::HitsColumn, Qt::DescendingOrder);
        QCOMPARE(table->model()->index(0, 0).data().toString(), u"many"_s);
        QCOMPARE(table->model()->index(2, 0).data().toString(), u"none"_s);
        table->sortByColumn(LinkTableModel::HitsColumn, Qt::AscendingOrder);
        QCOMPARE(table->model()->index(0, 0).data().toString(), u"none"_s);
    }

    void editSelectedLink()
    {
        const Link link = test::insertLink(m_app->store(), u"edit"_s, u"https://example.org/before"_s, u"Before"_s);
        test::linkModel(m_app->window())->reload();
        QVERIFY(test::linkList(m_app->window())->selectLink(link.id));
        LinkEditorDialog dialog(*m_app, test::linkList(m_app->window())->selectedLinks().value(0), {}, m_app->window());
        QCOMPARE(dialog.ui().targetEdit->text(), u"https://example.org/before"_s);
        QVERIFY(dialog.ui().aliasEdit->isReadOnly());
        dialog.ui().titleEdit->setText(u"After"_s);
        dialog.ui().targetEdit->setText(u"https://example.org/after"_s);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QTRY_COMPARE(
            test::linkModel(m_app->window())->index(0, LinkTableModel::TitleColumn).data().toString(), u"After"_s);
        QCOMPARE(m_app->store().get(u"edit"_s)->target, u"https://example.org/after"_s);
        // The selection and the detail pane follow the edited link.
        QCOMPARE(test::detailPane(m_app->window())->link()->title, u"After"_s);
    }

    void toggleDisabled()
    {
        const Link link = test::insertLink(m_app->store(), u"tog"_s, u"https://example.org/t"_s);
        test::linkModel(m_app->window())->reload();
        QVERIFY(test::linkList(m_app->window())->selectLink(link.id));
        test::linkList(m_app->window())->toggleSelectedDisabled();
        QVERIFY(m_app->store().get(u"tog"_s)->disabled);
        QCOMPARE(
            test::linkModel(m_app->window())->index(0, LinkTableModel::StatusColumn).data().toString(), u"disabled"_s);
        test::linkList(m_app->window())->toggleSelectedDisabled();
        QVERIFY(!m_app->store().get(u"tog"_s)->disabled);
    }

    void deleteAsksFirst()
    {
        test::insertLink(m_app->store(), u"one"_s, u"https://example.org/1"_s);
        test::insertLink(m_app->store(), u"two"_s, u"https://example.org/2"_s);
        test::insertLink(m_app->store(), u"three"_s, u"https://example.org/3"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        test::linkTable(window)->selectAll();
        test::linkTable(window)->selectionModel()->select(
            test::linkModel(window)->index(2, 0), QItemSelectionModel::Deselect | QItemSelectionModel::Rows);
        QCOMPARE(test::linkList(window)->selectedLinks().size(), 2);

        answerNextQuestion(QMessageBox::Cancel);
        QCOMPARE(test::linkList(window)->deleteSelected(), 0);
        QCOMPARE(m_app->store().pages().countAll().value(), 3);

        answerNextQuestion(u"Delete"_s);
        QCOMPARE(test::linkList(window)->deleteSelected(), 2);
        QCOMPARE(m_app->store().pages().countAll().value(), 1);
        QCOMPARE(test::linkModel(window)->rowCount(), 1);
        QCOMPARE(test::linkModel(window)->index(0, 0).data().toString(), u"one"_s);
    }

    void copyAndDrop()
    {
        MainWindow *window = m_app->window();
        QMimeData mime;
        mime.setUrls({QUrl(u"https://example.org/dropped"_s)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window, &drop);
        QCOMPARE(m_app->store().pages().countAll().value(), 1);
        const auto created = m_app->store().findByTarget(u"https://example.org/dropped"_s);
        QVERIFY(created);
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(created->code));
        QCOMPARE(test::linkList(window)->selectedLinks().value(0).code, created->code);

        QGuiApplication::clipboard()->clear();
        test::linkList(window)->copySelected();
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(created->code));

        QMimeData notUrl;
        notUrl.setText(u"just words"_s);
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &notUrl, Qt::LeftButton, Qt::NoModifier);
        refused.setAccepted(false);
        QCoreApplication::sendEvent(window, &refused);
        QVERIFY(!refused.isAccepted());
    }

    void keyboardShortcutsInTheTable()
    {
        const Link link = test::insertLink(m_app->store(), u"keys"_s, u"https://example.org/keys"_s);
        MainWindow *window = m_app->window();
        test::linkModel(window)->reload();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(test::linkList(window)->selectLink(link.id));
        test::linkTable(window)->setFocus();
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(test::linkTable(window), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(u"keys"_s));
        answerNextQuestion(u"Delete"_s);
        QTest::keyClick(test::linkTable(window), Qt::Key_Delete);
        QCOMPARE(m_app->store().pages().countAll().value(), 0);
    }

    void shortenClipboardRequest()
    {
        QGuiApplication::clipboard()->setText(u"https://example.org/from-clipboard"_s);
        const QJsonObject reply = m_app->handleRequest({{u"command"_s, u"shorten-clipboard"_s}});
        QVERIFY(reply.value(u"ok"_s).toBool());
        const QString shortUrl = reply.value(u"shortUrl"_s).toString();
        QVERIFY(shortUrl.startsWith(m_app->shortUrlBase()));
        QCOMPARE(QGuiApplication::clipboard()->text(), shortUrl);

        QGuiApplication::clipboard()->setText(u"not a link"_s);
        const QJsonObject refused = m_app->handleRequest({{u"command"_s, u"shorten-clipboard"_s}});
        QVERIFY(!refused.value(u"ok"_s).toBool());
        QVERIFY(!refused.value(u"message"_s).toString().isEmpty());
        QCOMPARE(m_app->store().pages().countAll().value(), 1);
    }

    void autoShortenCopiedUrlsWhenOn()
    {
        QGuiApplication::clipboard()->setText(u"https://example.org/copied-while-off"_s);
        QCOMPARE(m_app->store().pages().countAll().value(), 0);
        QVERIFY(m_settings->set(keys::AutoShortenClipboard, true).ok());
        QGuiApplication::clipboard()->setText(u"https://example.org/copied"_s);
        QTRY_COMPARE(m_app->store().pages().countAll().value(), 1);
        QVERIFY(QGuiApplication::clipboard()->text().startsWith(m_app->shortUrlBase()));
        QCOMPARE(m_app->store().pages().countAll().value(), 1);  // its own short URL is not shortened again
    }

    void detailPaneShowsVisitsAndQrCode()
    {
        const Link link = test::insertLink(m_app->store(), u"qr"_s, u"https://example.org/qr"_s);
        test::addHits(m_app->store(), link.id, 6, 2);
        test::linkModel(m_app->window())->reload();
        QVERIFY(test::linkList(m_app->window())->selectLink(link.id));
        DetailPane *pane = test::detailPane(m_app->window());
        QCOMPARE(pane->link()->code, u"qr"_s);
        qint64 human = 0, bots = 0;
        for (const DayVisits &day : pane->chart()->days()) {
            human += day.human;
            bots += day.bots;
        }
        QCOMPARE(pane->chart()->days().size(), DetailPane::ChartDays);
        QCOMPARE(human, 6);
        QCOMPARE(bots, 2);
        QCOMPARE(pane->qrCode()->text(), m_app->shortUrl(u"qr"_s));

        const QString png = m_db->file(u"qr.png"_s);
        const QString svg = m_db->file(u"qr.svg"_s);
        QCOMPARE(pane->qrCode()->saveTo(png), QString());
        QCOMPARE(pane->qrCode()->saveTo(svg), QString());
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), image.height());
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QVERIFY(svgFile.readAll().contains("<svg"));
    }

    void settingsSurviveRestartAndApplyAtOnce()
    {
        const Link link = test::insertLink(m_app->store(), u"base"_s, u"https://example.org/b"_s);
        test::linkModel(m_app->window())->reload();
        {
            SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, m_app->window());
            test::part<QLineEdit>(&dialog, u"baseUrl"_s)->setText(u"not a url"_s);
            dialog.accept();
            QVERIFY(dialog.result() != QDialog::Accepted);
            QCOMPARE(dialog.currentPage(), SettingsDialog::GeneralPage);
            QCOMPARE(m_settings->get(keys::BaseUrl), QString());

            test::part<QLineEdit>(&dialog, u"baseUrl"_s)->setText(u"https://s.example.org/"_s);
            test::part<QSpinBox>(&dialog, u"codeLength"_s)->setValue(9);
            test::part<QSpinBox>(&dialog, u"port"_s)->setValue(9090);
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        // Applied without a restart: the table's short URLs and new codes follow.
        QCOMPARE(test::linkModel(m_app->window())->index(0, LinkTableModel::ShortUrlColumn).data().toString(),
            u"https://s.example.org/base"_s);
        const auto created = m_app->shortenText(u"https://example.org/nine"_s);
        QVERIFY(created.ok());
        QCOMPARE(created->link.code.size(), 9);
        Q_UNUSED(link);

        const QString path = m_settings->fileName();
        m_app.reset();
        m_settings = std::make_unique<Settings>(path);
        QCOMPARE(m_settings->get(keys::BaseUrl), u"https://s.example.org/"_s);
        QCOMPARE(m_settings->get(keys::CodeLength), 9);
        QCOMPARE(m_settings->get(keys::ListenAddress), u"127.0.0.1:9090"_s);
    }

    // Settings → Data: a shared database is chosen by address, tested without blocking the
    // window, and stored without a password.
    void sharedDatabaseIsTestedAndChosenOnTheDataPage()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::DataPage, m_app->window());
        QVERIFY(!test::part<QLineEdit>(&dialog, u"serverAddress"_s)->isEnabled());
        test::part<QRadioButton>(&dialog, u"sharedDatabase"_s)->setChecked(true);
        QVERIFY(test::part<QLineEdit>(&dialog, u"serverAddress"_s)->isEnabled());
        test::part<QLineEdit>(&dialog, u"serverAddress"_s)
            ->setText(u"postgresql://kurz@127.0.0.1:1/links"_s);  // nobody listens on port 1
        test::part<QPushButton>(&dialog, u"testConnection"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(test::part<DataSettingsPage>(&dialog)->connectionResult().startsWith(
                                     u"Cannot reach the database server at 127.0.0.1:1/links"_s),
            20000);
        QVERIFY(test::part<QPushButton>(&dialog, u"testConnection"_s)->isEnabled());

        test::part<QLineEdit>(&dialog, u"serverAddress"_s)->setText(u"postgresql://kurz:secret@db.lan/links"_s);
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(m_settings->get(keys::DatabasePath), QString());

        test::part<QLineEdit>(&dialog, u"serverAddress"_s)
            ->setText(u"postgresql://kurz@db.lan/links?sslmode=require"_s);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(m_settings->get(keys::DatabasePath), u"postgresql://kurz@db.lan/links?sslmode=require"_s);
    }

    void oneSettingsBatchReconfiguresTheLinkServiceOnce()
    {
        QSignalSpy changed(m_settings.get(), &Settings::changed);
        // The changes that had the window set its LinkService up again.
        const auto reconfigured = [&changed] {
            return std::count_if(changed.cbegin(), changed.cend(), [](const QList<QVariant> &arguments) {
                return arguments.at(1).value<SettingScopes>().testFlag(SettingScope::LinkService);
            });
        };
        {
            SettingsDialog dialog(*m_app, SettingsDialog::CodesPage, m_app->window());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            test::part<QComboBox>(&dialog, u"strategy"_s)
                ->setCurrentIndex(test::part<QComboBox>(&dialog, u"strategy"_s)->findData(u"sequence"_s));
            test::part<QComboBox>(&dialog, u"alphabet"_s)
                ->setCurrentIndex(test::part<QComboBox>(&dialog, u"alphabet"_s)->findData(u"base36"_s));
            test::part<QSpinBox>(&dialog, u"codeLength"_s)->setValue(5);
            test::part<QLineEdit>(&dialog, u"baseUrl"_s)->setText(u"https://s.example.org/"_s);
            QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        QCOMPARE(changed.count(), 1);  // four changed values, announced once
        QCOMPARE(reconfigured(), 1);
        QCOMPARE(m_app->shortUrl(u"x"_s), u"https://s.example.org/x"_s);
        QCOMPARE(m_app->links().strategy().id(), u"sequence"_s);
        QCOMPARE(m_app->shortenText(u"https://example.org/one"_s)->link.code, u"00001"_s);

        // Outside a batch every change takes effect on its own.
        QVERIFY(m_settings->set(keys::CodeStrategy, u"feistel"_s).ok());
        QCOMPARE(reconfigured(), 2);
        QCOMPARE(m_app->links().strategy().id(), u"feistel"_s);
        QVERIFY(m_settings->set(keys::HitFlushMs, 2000).ok());
        QCOMPARE(reconfigured(), 2);  // not a setting of links
        // Codes matched regardless of case are made in lower case from now on.
        QVERIFY(m_settings->set(keys::CodeAlphabet, u"base62"_s).ok());
        QVERIFY(m_settings->set(keys::CaseInsensitiveCodes, true).ok());
        QCOMPARE(reconfigured(), 4);
        for (int i = 0; i < 20; ++i) {
            const QString code = m_app->shortenText(QStringLiteral("https://example.org/lower/%1").arg(i))->link.code;
            QCOMPARE(code, code.toLower());
        }
    }

    void codesPagePreviewsSamples()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::CodesPage, m_app->window());
        QCOMPARE(test::part<CodesSettingsPage>(&dialog)->sampleCodes().size(), 5);
        for (const QString &code : test::part<CodesSettingsPage>(&dialog)->sampleCodes())
            QCOMPARE(code.size(), m_settings->get(keys::CodeLength));
        test::part<QSpinBox>(&dialog, u"codeLength"_s)->setValue(12);
        for (const QString &code : test::part<CodesSettingsPage>(&dialog)->sampleCodes())
            QCOMPARE(code.size(), 12);
        QCOMPARE(test::part<QComboBox>(&dialog, u"strategy"_s)->count(), 8);
        QVERIFY(test::part<CodesSettingsPage>(&dialog)->arithmeticText().contains(u"62^12"_s));
        test::part<QComboBox>(&dialog, u"strategy"_s)
            ->setCurrentIndex(test::part<QComboBox>(&dialog, u"strategy"_s)->findData(u"sequence"_s));
        QVERIFY(test::part<CodesSettingsPage>(&dialog)->arithmeticText().contains(u"never collide"_s));
        QCOMPARE(m_settings->get(keys::CodeLength), 7);  // previews store nothing
        QCOMPARE(m_settings->get(keys::CodeStrategy), u"random"_s);
    }

    void backUpNow()
    {
        test::insertLink(m_app->store(), u"keep"_s, u"https://example.org/keep"_s);
        SettingsDialog dialog(*m_app, SettingsDialog::DataPage, m_app->window());
        const QString path = m_db->file(u"backup.db"_s);
        QVERIFY(test::part<DataSettingsPage>(&dialog)->backUpTo(path).ok());
        QVERIFY(test::part<DataSettingsPage>(&dialog)
                    ->backUpTo(path)
                    .ok());  // replaces what the file dialog asked to replace
        auto copy = Database::open(path);
        QVERIFY(copy.ok());
        LinkStore store(*copy);
        QVERIFY(store.get(u"keep"_s).ok());
    }

    void withoutTrayTheWindowIsTheWayIn()
    {
        if (QSystemTrayIcon::isSystemTrayAvailable())
            QSKIP("this desktop has a tray; the no-tray path needs the offscreen platform");
        QVERIFY(m_app->tray() == nullptr);
        QVERIFY(QApplication::quitOnLastWindowClosed());
        QVERIFY(m_settings->set(keys::StartMinimized, true).ok());
        m_app->start();
        QVERIFY(m_app->window()->isVisible());  // never hidden when there is no tray
        // Closing the only window ends the event loop: no invisible process is left behind.
        QTimer guard;
        guard.setSingleShot(true);
        connect(&guard, &QTimer::timeout, qApp, [] { QCoreApplication::exit(99); });
        guard.start(10000);
        QTimer::singleShot(0, m_app->window(), &QWidget::close);
        QCOMPARE(QApplication::exec(), 0);
        guard.stop();
        // Notifications fall back to the status bar.
        m_app->notify(u"Title"_s, u"message"_s);
    }

    void trayMenuOffersRecentLinks()
    {
        // The tray is built the same way where the desktop has one; here it is never shown.
        for (int i = 0; i < 12; ++i)
            test::insertLink(
                m_app->store(), QStringLiteral("recent%1").arg(i), QStringLiteral("https://example.org/%1").arg(i));
        TrayController tray(*m_app);
        Q_EMIT tray.menu()->aboutToShow();
        QStringList texts;
        QAction *newest = nullptr;
        for (QAction *action : tray.menu()->actions()) {
            texts << action->text();
            if (!newest && action->text().startsWith(u"recent11"_s))
                newest = action;
        }
        QCOMPARE(texts.filter(u"recent"_s).size(), TrayController::RecentCount);
        QVERIFY(!texts.filter(u"recent0 "_s).size());  // the two oldest are not listed
        QVERIFY(texts.contains(u"&Shorten clipboard"_s));
        QVERIFY(texts.contains(u"&Open Kurz"_s));
        QVERIFY(texts.contains(u"&Quit"_s));
        QVERIFY(newest);
        newest->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(u"recent11"_s));
    }

    void startAtLoginWritesAutostartEntry()
    {
        const QString entry = m_home.filePath(u"config/autostart/app.kurz.Kurz.desktop"_s);
        QVERIFY(m_settings->set(keys::StartAtLogin, true).ok());
        QVERIFY(QFile::exists(entry));
        QFile file(entry);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("Exec="));
        QVERIFY(m_settings->set(keys::StartAtLogin, false).ok());
        QVERIFY(!QFile::exists(entry));
    }

    void listenerServesAndTableFollowsHits()
    {
        QVERIFY(m_settings->set(keys::ListenAddress, u"127.0.0.1:0"_s).ok());
        QVERIFY(m_settings->set(keys::HitFlushMs, 50).ok());
        QVERIFY(m_settings->set(keys::ServerThreads, 1).ok());
        const Link link = test::insertLink(m_app->store(), u"served"_s, u"https://example.org/before"_s);
        test::linkModel(m_app->window())->reload();
        QSignalSpy flushed(m_app.get(), &DesktopApp::hitsFlushed);
        m_app->start();
        const ListenerState state = m_app->listenerState();
        QVERIFY2(state.running, qPrintable(state.problem));
        QVERIFY(state.url.startsWith(u"http://127.0.0.1:"_s));
        QVERIFY(test::listenerLabel(m_app->window())->text().startsWith(u"Serving "_s + state.url + u" · "_s));
        QVERIFY(test::listenerLabel(m_app->window())->text().endsWith(u"1 link"_s));

        QCOMPARE(get(state.url + u"/served"_s), u"https://example.org/before"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!flushed.isEmpty(), 10000);
        QVERIFY(flushed.last().first().value<QList<qint64>>().contains(link.id));
        QCOMPARE(test::linkModel(m_app->window())->index(0, LinkTableModel::HitsColumn).data().toString(), u"1"_s);

        // An edit in the window reaches the listener at once.
        LinkEdit edit;
        edit.target = u"https://example.org/after"_s;
        QVERIFY(m_app->links().edit(u"served"_s, edit).ok());
        QCOMPARE(get(state.url + u"/served"_s), u"https://example.org/after"_s);

        m_app->setListenerPaused(true);
        QVERIFY(!m_app->listenerState().running);
        QVERIFY(test::listenerLabel(m_app->window())->text().contains(u"paused"_s));
        m_app->setListenerPaused(false);
        QVERIFY(m_app->listenerState().running);
    }

    void portInUseIsExplained()
    {
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost, 0));
        QVERIFY(m_settings->set(keys::ListenAddress, QStringLiteral("127.0.0.1:%1").arg(squatter.serverPort())).ok());
        m_app->start();
        const ListenerState state = m_app->listenerState();
        QVERIFY(!state.running);
        QVERIFY(state.problem.contains(QString::number(squatter.serverPort())));
        QVERIFY(test::listenerLabel(m_app->window())->text().contains(u"Settings → Server"_s));
        const auto buttons = m_app->window()->statusBar()->findChildren<QPushButton *>();
        QVERIFY(
            std::any_of(buttons.cbegin(), buttons.cend(), [](QPushButton *b) { return b->isVisibleTo(b->window()); }));

        // Choosing a free port in the settings restarts the listener without a restart of Kurz.
        squatter.close();
        SettingsDialog dialog(*m_app, SettingsDialog::ServerPage, m_app->window());
        test::part<QSpinBox>(&dialog, u"port"_s)->setValue(0);
        dialog.accept();
        QTRY_VERIFY_WITH_TIMEOUT(m_app->listenerState().running, 20000);
    }

    // Settings → API keys makes a key with the scope its boxes choose (driven by keys and clicks)
    // and shows what each key may do.
    void apiKeysPageShowsScopes()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::KeysPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        ApiKeysPage *page = test::part<ApiKeysPage>(&dialog);
        auto *name = test::part<QLineEdit>(&dialog, u"keyName"_s);
        auto *readOnly = test::part<QCheckBox>(&dialog, u"keyReadOnly"_s);
        auto *expires = test::part<QCheckBox>(&dialog, u"keyExpires"_s);
        auto *expiresOn = test::part<QDateEdit>(&dialog, u"keyExpiresOn"_s);
        QVERIFY(!expiresOn->isEnabled());
        QTest::mouseClick(readOnly, Qt::LeftButton, {}, readOnly->rect().center());
        QTest::mouseClick(expires, Qt::LeftButton, {}, expires->rect().center());
        QVERIFY(readOnly->isChecked());
        QVERIFY(expiresOn->isEnabled());
        const QDate day = expiresOn->date();
        QTest::keyClicks(name, u"grafana"_s);
        QTest::keyClick(name, Qt::Key_Return);
        QVERIFY(!page->shownKey().isEmpty());
        QVERIFY(!readOnly->isChecked());  // the next key starts with every box clear

        // The same as the store keeps it.
        const QList<ApiKeyInfo> keys = ApiKeyStore(m_app->database()).list();
        QCOMPARE(keys.size(), 1);
        QVERIFY(keys.at(0).scope.readOnly);
        QVERIFY(!keys.at(0).scope.ownLinks);
        QCOMPARE(keys.at(0).scope.expiresAt, day.startOfDay().toUTC());

        // A full key, and one whose day has passed.
        QTest::keyClicks(name, u"sharex"_s);
        QTest::keyClick(name, Qt::Key_Return);
        QVERIFY(ApiKeyStore(m_app->database())
                    .create(u"old"_s, ApiKeyScope{false, true, QDateTime::currentDateTimeUtc().addDays(1), {}})
                    .ok());
        QSqlQuery q(m_app->database()->connection());
        QVERIFY(q.exec(u"UPDATE api_keys SET expires_at = 0 WHERE name = 'old'"_s));
        page->load();
        QTableWidget *table = test::part<QTableWidget>(&dialog, u"apiKeys"_s);
        QCOMPARE(table->rowCount(), 3);
        const auto mayDo = [table](const QString &key) {
            for (int row = 0; row < table->rowCount(); ++row) {
                if (table->item(row, 0)->text() == key)
                    return table->item(row, 3)->text();
            }
            return QString();
        };
        QVERIFY2(mayDo(u"grafana"_s).startsWith(u"read only, until "_s), qPrintable(mayDo(u"grafana"_s)));
        QCOMPARE(mayDo(u"sharex"_s), u"everything"_s);
        QVERIFY2(mayDo(u"old"_s).startsWith(u"own links, expired "_s), qPrintable(mayDo(u"old"_s)));
    }

    void apiKeysPage()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::KeysPage, m_app->window());
        ApiKeysPage *page = test::part<ApiKeysPage>(&dialog);
        QCOMPARE(page->createKey(QString()), QString());  // a name is needed
        const QString key = page->createKey(u"sharex"_s);
        QVERIFY(key.size() >= 32);
        QCOMPARE(page->shownKey(), key);
        const QString token = page->shownToken();
        QCOMPARE(token.size(), 40);
        QVERIFY(page->showToken(u"sharex"_s));  // on demand later: the token, never the key again
        QCOMPARE(page->shownToken(), token);
        QCOMPARE(page->shownKey(), QString());
        QCOMPARE(page->table()->rowCount(), 1);
        QCOMPARE(page->table()->item(0, 0)->text(), u"sharex"_s);
        QVERIFY(page->table()->item(0, 2)->text().isEmpty());
        QVERIFY(page->createKey(u"sharex"_s).isEmpty());  // names are unique

        // The window's listener accepts the new key for the Shlink API, and the new link shows.
        QVERIFY(m_settings->set(keys::ListenAddress, u"127.0.0.1:0"_s).ok());
        m_app->start();
        QVERIFY2(m_app->listenerState().running, qPrintable(m_app->listenerState().problem));
        QCOMPARE(createThroughApi(key), 200);
        QCOMPARE(m_app->store().pages().countAll().value(), 1);
        // Made by another thread's connection: the window notices and shows it.
        QTRY_COMPARE_WITH_TIMEOUT(test::linkModel(m_app->window())->rowCount(), 1, 20000);

        QVERIFY(page->revokeKey(u"sharex"_s));
        QVERIFY(!page->table()->item(0, 2)->text().isEmpty());
        // Each listener thread believes a key it saw valid for a moment
        // (ApiKeyCache::DefaultLifetimeMs); after that, never again.
        QTRY_COMPARE_WITH_TIMEOUT(createThroughApi(key), 401, 10 * ApiKeyCache::DefaultLifetimeMs);
        QCOMPARE(createThroughApi(key), 401);
    }

private:
    // The Location a GET of `url` answers with (redirects not followed).
    QString get(const QString &url)
    {
        QNetworkAccessManager manager;
        QNetworkRequest request{QUrl(url)};
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        std::unique_ptr<QNetworkReply> reply(manager.get(request));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        if (!finished.wait(10000))
            return {};
        return QString::fromUtf8(reply->rawHeader("Location"));
    }

    // Creates a link through the listener's Shlink API with `key`; the HTTP status.
    int createThroughApi(const QString &key)
    {
        QNetworkAccessManager manager;
        QNetworkRequest request{QUrl(m_app->listenerState().url + u"/rest/v3/short-urls"_s)};
        request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
        request.setRawHeader("X-Api-Key", key.toUtf8());
        std::unique_ptr<QNetworkReply> reply(
            manager.post(request, QByteArrayLiteral("{\"longUrl\":\"https://example.org/from-the-api\"}")));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        if (!finished.wait(10000))
            return 0;
        return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    }

    // Presses the next message box's button with this text once it is shown.
    void answerNextQuestion(const QString &text)
    {
        QTimer::singleShot(0, this, [text] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            for (QAbstractButton *button : box->buttons()) {
                if (button->text().remove(u'&') == text)
                    button->click();
            }
        });
    }

    // Answers the next message box with `button` once it is shown.
    void answerNextQuestion(QMessageBox::StandardButton button)
    {
        QTimer::singleShot(0, this, [button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(button)->click();
        });
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
