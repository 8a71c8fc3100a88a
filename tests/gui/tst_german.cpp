// Kurz in German, as LANGUAGE=de shows it: translated, with German numbers and plurals, and no
// label, button or column heading cut short.
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "app/ServerListener.h"
#include "core/settings/SettingsKeys.h"
#include "gui/CodesSettingsPage.h"
#include "gui/DesktopApp.h"
#include "gui/LinkEditorDialog.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/Translations.h"
#include "support/TempDatabase.h"
#include "support/TempHome.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QToolBar>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

// Every visible one-line label and button of `top` is at least as wide as its text needs.
QStringList cutShort(QWidget *top)
{
    QStringList problems;
    for (QLabel *label : top->findChildren<QLabel *>()) {
        if (label->isVisibleTo(top) && !label->wordWrap() && !label->text().isEmpty()
            && label->width() < label->sizeHint().width())
            problems.append(QStringLiteral("label '%1': %2 < %3 px")
                                .arg(label->text())
                                .arg(label->width())
                                .arg(label->sizeHint().width()));
    }
    for (QAbstractButton *button : top->findChildren<QAbstractButton *>()) {
        if (button->isVisibleTo(top) && !button->text().isEmpty() && button->width() < button->sizeHint().width())
            problems.append(QStringLiteral("button '%1': %2 < %3 px")
                                .arg(button->text())
                                .arg(button->width())
                                .arg(button->sizeHint().width()));
    }
    for (QComboBox *box : top->findChildren<QComboBox *>()) {
        if (box->isVisibleTo(top) && box->width() < box->minimumSizeHint().width())
            problems.append(QStringLiteral("list '%1': %2 < %3 px")
                                .arg(box->currentText())
                                .arg(box->width())
                                .arg(box->minimumSizeHint().width()));
    }
    // A list of choices (Settings' pages) shows its longest entry whole.
    for (QListWidget *list : top->findChildren<QListWidget *>()) {
        if (list->isVisibleTo(top) && list->count() > 0 && list->viewport()->width() < list->sizeHintForColumn(0))
            problems.append(QStringLiteral("list of '%1': %2 < %3 px")
                                .arg(list->item(0)->text())
                                .arg(list->viewport()->width())
                                .arg(list->sizeHintForColumn(0)));
    }
    // A placeholder is the field's explanation: it must show whole (frame and margins take ~16 px).
    for (QLineEdit *edit : top->findChildren<QLineEdit *>()) {
        const int needed = edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + 16;
        if (edit->isVisibleTo(top) && edit->text().isEmpty() && !edit->placeholderText().isEmpty()
            && edit->width() < needed)
            problems.append(
                QStringLiteral("field '%1': %2 < %3 px").arg(edit->placeholderText()).arg(edit->width()).arg(needed));
    }
    return problems;
}

}  // namespace

class TestGerman : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.dir.isValid());
        m_home.useForThisProcess();
        QVERIFY(Translations::available().contains(u"de"_s));
        Translations::install(u"de"_s);
    }

    void init()
    {
        m_db = std::make_unique<test::TempDatabase>();
        m_settings = std::make_unique<Settings>(m_db->file(u"kurz.conf"_s));
        QVERIFY(m_settings->set(keys::ListenAddress, u"127.0.0.1:0"_s).ok());
        m_app = std::make_unique<DesktopApp>(
            *m_settings, m_db->db, std::make_unique<ServerListener>(m_db->db, *m_settings));
    }

    void cleanup()
    {
        m_app.reset();
        m_settings.reset();
        m_db.reset();
    }

    void windowSpeaksGermanWithGermanNumbers()
    {
        const Link link = test::insertLink(m_app->store(), u"demo"_s, u"https://example.org/"_s);
        test::addHits(m_app->store(), link.id, 12345);
        test::linkModel(m_app->window())->reload();
        m_app->start();
        QVERIFY(QTest::qWaitForWindowExposed(m_app->window()));
        const QString status = test::listenerLabel(m_app->window())->text();
        QVERIFY2(status.startsWith(u"Erreichbar unter http://127.0.0.1:"_s) && status.endsWith(u" · 1 Link"_s),
            qPrintable(status));
        LinkTableModel *model = test::linkModel(m_app->window());
        QCOMPARE(model->headerData(LinkTableModel::HitsColumn, Qt::Horizontal).toString(), u"Aufrufe"_s);
        QCOMPARE(model->data(model->index(0, LinkTableModel::HitsColumn)).toString(), u"12.345"_s);
        QCOMPARE(model->data(model->index(0, LinkTableModel::StatusColumn)).toString(), u"aktiv"_s);
        QCOMPARE(model->data(model->index(0, LinkTableModel::HitsColumn), Qt::ToolTipRole).toString(),
            u"Besuche: 12.345 von Menschen, 0 von Bots"_s);
    }

    void windowCutsNothingShort()
    {
        m_app->showWindow();
        // The offscreen screen is 800x600 and the window fits itself to it; judge the German
        // labels at the window's usual size instead.
        m_app->window()->resize(1240, 760);
        QVERIFY(QTest::qWaitForWindowExposed(m_app->window()));
        const QStringList problems = cutShort(m_app->window());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
        const QHeaderView *header = m_app->window()->findChild<QTableView *>()->horizontalHeader();
        for (int column = 0; column < header->count() - 1; ++column) {
            if (!header->isSectionHidden(column))
                QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                    qPrintable(QString::number(header->sectionSize(column)) + u" "_s
                        + QString::number(header->sectionSizeHint(column)) + u" "_s
                        + test::linkModel(m_app->window())->headerData(column, Qt::Horizontal).toString()));
        }
        for (QToolBar *toolbar : m_app->window()->findChildren<QToolBar *>()) {
            for (QAction *action : toolbar->actions())
                QVERIFY2(
                    action->isSeparator() || toolbar->widgetForAction(action)->isVisible(), qPrintable(action->text()));
        }
    }

    // Every status in German, a broken target's mark, counts in the millions and dates fit
    // their columns at the window's first size, as they do in English.
    void tableCellsFitInGerman()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        auto add = [this](const QString &code, auto &&shape) {
            Link link;
            link.code = code;
            link.target = u"https://example.org/"_s + code;
            shape(link);
            const auto inserted = m_app->store().insert(link);
            QVERIFY2(inserted, qPrintable(inserted ? QString() : inserted.error().message));
        };
        add(u"geplant"_s, [&](Link &link) { link.validFrom = now.addDays(3); });
        add(u"abgelaufen"_s, [&](Link &link) { link.expiresAt = now.addDays(-3); });
        add(u"erschoepft"_s, [&](Link &link) { link.maxVisits = 1; });
        add(u"aus"_s, [&](Link &link) { link.disabled = true; });
        add(u"kaputt1234ab"_s, [&](Link &link) { link.expiresAt = now.addYears(2); });
        test::addHits(m_app->store(), m_app->store().get(u"erschoepft"_s)->id, 1);
        test::addHits(m_app->store(), m_app->store().get(u"kaputt1234ab"_s)->id, 1644039, 99999);
        QVERIFY(m_app->links().recordHealth({{m_app->store().get(u"kaputt1234ab"_s)->id, LinkHealth{404, {}, now}}}));
        m_app->showWindow();
        m_app->window()->resize(1240, 760);
        test::linkModel(m_app->window())->reload();
        QVERIFY(QTest::qWaitForWindowExposed(m_app->window()));
        QCOMPARE(test::linkModel(m_app->window())->rowCount(), 5);

        // QTableView hides sizeHintForColumn; the view's public one measures every loaded cell.
        QTableView *tableView = m_app->window()->findChild<QTableView *>();
        const QAbstractItemView *table = tableView;
        const QHeaderView *header = tableView->horizontalHeader();
        QStringList statuses;
        for (int row = 0; row < 5; ++row)
            statuses << table->model()->index(row, LinkTableModel::StatusColumn).data().toString();
        statuses.sort();
        QCOMPARE(
            statuses, (QStringList{u"Limit erreicht"_s, u"abgelaufen"_s, u"aktiv"_s, u"deaktiviert"_s, u"geplant"_s}));
        for (int column : {int(LinkTableModel::CodeColumn), int(LinkTableModel::HitsColumn),
                 int(LinkTableModel::LastHitColumn), int(LinkTableModel::CreatedColumn),
                 int(LinkTableModel::ExpiresColumn), int(LinkTableModel::StatusColumn)}) {
            QVERIFY2(header->sectionSize(column) >= table->sizeHintForColumn(column),
                qPrintable(test::linkModel(m_app->window())->headerData(column, Qt::Horizontal).toString() + u": "_s
                    + QString::number(header->sectionSize(column)) + u" < "_s
                    + QString::number(table->sizeHintForColumn(column))));
        }
        // ... and all of them are in view: the target column gives way, nothing scrolls sideways.
        QVERIFY(test::linkList(m_app->window())->selectLink(m_app->store().get(u"kaputt1234ab"_s)->id));
        QCoreApplication::processEvents();
        QCOMPARE(tableView->horizontalScrollBar()->maximum(), 0);
        QVERIFY(
            header->sectionSize(LinkTableModel::TargetColumn) >= header->sectionSizeHint(LinkTableModel::TargetColumn));
    }

    void dialogsCutNothingShort_data()
    {
        QTest::addColumn<int>("page");
        for (int page = 0; page < SettingsDialog::PageCount; ++page)
            QTest::addRow("settings page %d", page) << page;
    }

    void dialogsCutNothingShort()
    {
        QFETCH(int, page);
        SettingsDialog dialog(*m_app, SettingsDialog::Page(page), m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QStringList problems = cutShort(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
        QCOMPARE(dialog.windowTitle(), u"Einstellungen"_s);
    }

    void editorCutsNothingShort()
    {
        LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QStringList problems = cutShort(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    }

    // Messages from core that Settings and the window show: a setting's validator, the store.
    void coreMessagesSpeakGerman()
    {
        QCOMPARE(m_settings->set(keys::CodeLength, 99).error().message,
            u"Die Codelänge muss zwischen 3 und 32 liegen; 99 liegt außerhalb."_s);
        QCOMPARE(m_settings->set(keys::ListenAddress, u"8080"_s).error().message,
            u"Die Adresse zum Lauschen muss HOST:PORT sein, z. B. 127.0.0.1:8080, mit einem Port von 0 bis 65535."_s);
        const auto missing = m_app->store().get(u"fehlt"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().message, u"Kein Link hat den Code »fehlt«."_s);
    }

    // A refused code setting is explained in place of the samples, in German and whole.
    void codeProblemShowsWhole()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::CodesPage, m_app->window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        test::part<QSpinBox>(&dialog, u"codeLength"_s)->setValue(2);
        QCOMPARE(test::part<CodesSettingsPage>(&dialog)->previewText(),
            u"Die Codelänge muss zwischen 3 und 32 liegen; 2 liegt außerhalb."_s);
        const QStringList problems = cutShort(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    }

    void languageSettingOffersGerman()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage);
        QComboBox *language = test::part<QComboBox>(&dialog, u"language"_s);
        QVERIFY(language->findText(u"Deutsch"_s) > 0);
        language->setCurrentIndex(language->findText(u"Deutsch"_s));
        QVERIFY(dialog.apply());
        QCOMPARE(m_settings->get(keys::Language), u"de"_s);
        QCOMPARE(language->itemText(0), u"Die Sprache des Desktops"_s);
    }

private:
    test::TempHome m_home;
    std::unique_ptr<test::TempDatabase> m_db;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<DesktopApp> m_app;
};

QTEST_MAIN(TestGerman)
#include "tst_german.moc"
