// The window and every dialog at twice the scale on a 1440x900 screen (QT_SCALE_FACTOR=2):
// 720x450 device-independent pixels, where nothing may run off the screen with its buttons.
#include "DesktopFixture.h"
#include "GuiTestSupport.h"
#include "OffscreenScreen.h"
#include "core/settings/SettingsKeys.h"
#include "gui/BulkEditDialog.h"
#include "gui/ImportPreviewDialog.h"
#include "gui/LinkEditorDialog.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QTableView>
#include <QTimer>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestWindowScale
    : public QObject
    , private test::DesktopFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(isolateHome());
        QCOMPARE(QGuiApplication::primaryScreen()->devicePixelRatio(), 2.0);
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(720, 450));
    }
    void init()
    {
        openApp();
        m_app->window()->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_app->window()));
    }
    void cleanup() { closeApp(); }

    void mainWindowFitsTheScreen() { checkFits(m_app->window(), nullptr); }

    void newLinkDialogFitsTheScreen()
    {
        LinkEditorDialog dialog(*m_app, std::nullopt, {}, m_app->window());
        checkFits(&dialog, dialog.findChild<QDialogButtonBox *>(u"buttonBox"_s)->button(QDialogButtonBox::Save));
    }

    void editDialogFitsTheScreenWithLongErrors()
    {
        const Link link = test::insertLink(m_app->store(), u"edited"_s, u"https://example.org/edited"_s);
        LinkEditorDialog dialog(*m_app, link, {}, m_app->window());
        checkFits(&dialog, dialog.findChild<QDialogButtonBox *>(u"buttonBox"_s)->button(QDialogButtonBox::Save));
        // An error that makes the dialog grow grows it only as far as the screen.
        dialog.findChild<QLineEdit *>(u"targetEdit"_s)
            ->setText(u"https://user:secret@"_s + QString(600, u'a') + u".example/"_s);
        checkFits(&dialog, dialog.findChild<QDialogButtonBox *>(u"buttonBox"_s)->button(QDialogButtonBox::Save));
    }

    void everySettingsPageFitsTheScreen()
    {
        SettingsDialog dialog(*m_app, SettingsDialog::CodesPage, m_app->window());
        auto *pages = dialog.findChild<QListWidget *>();
        QVERIFY(pages);
        for (int page = 0; page < pages->count(); ++page) {
            pages->setCurrentRow(page);
            QPushButton *ok = nullptr;
            for (auto *buttons : dialog.findChildren<QDialogButtonBox *>()) {
                if (buttons->button(QDialogButtonBox::Ok))
                    ok = buttons->button(QDialogButtonBox::Ok);
            }
            checkFits(&dialog, ok);
        }
    }

    void bulkEditDialogFitsTheScreen()
    {
        BulkEditDialog dialog(5, {}, m_app->window());
        checkFits(&dialog, dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok));
    }

    void importPreviewFitsTheScreen()
    {
        ImportPreviewDialog dialog(u"links.csv"_s, m_app->window());
        checkFits(&dialog, dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok));
    }

    void qrCodeDialogFitsTheScreen()
    {
        test::insertLink(m_app->store(), u"qr"_s, u"https://example.org/qr"_s);
        auto *links = m_app->window()->findChild<QTableView *>(u"links"_s);
        m_db->db->linkChanges().publish(LinkChange{LinkChange::Kind::External, {}, {}});
        QTRY_COMPARE(links->model()->rowCount(), 1);
        links->setFocus();
        links->selectRow(0);
        bool checked = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            checkFits(dialog, dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close));
            checked = true;
            dialog->reject();
        });
        QTest::keyClick(links, Qt::Key_R, Qt::ControlModifier);
        QVERIFY(checked);
    }

    void savedWindowGeometryIsClampedAtTwiceTheScale()
    {
        QWidget big;
        big.setGeometry(0, 0, 1440, 960);
        m_settings->set(keys::WindowGeometry, big.saveGeometry());
        closeApp();
        openApp();
        m_app->window()->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_app->window()));
        checkFits(m_app->window(), nullptr);
    }

private:
    // Shown, `window` lies on the available screen, and `button` (its OK, Create or Close) lies
    // inside it, to be clicked.
    void checkFits(QWidget *window, QWidget *button)
    {
        if (!window->isVisible()) {
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
        }
        QCoreApplication::processEvents();
        const QRect available = window->screen()->availableGeometry();
        QVERIFY2(available.contains(window->frameGeometry()),
            qPrintable(QStringLiteral("%1: %2x%3 at %4,%5 on %6x%7")
                           .arg(window->windowTitle())
                           .arg(window->frameGeometry().width())
                           .arg(window->frameGeometry().height())
                           .arg(window->frameGeometry().x())
                           .arg(window->frameGeometry().y())
                           .arg(available.width())
                           .arg(available.height())));
        if (!button)
            return;
        QVERIFY(button->isVisible());
        const QRect place(button->mapTo(window, QPoint()), button->size());
        QVERIFY2(window->rect().contains(place), qPrintable(window->windowTitle()));
    }
};

// Twice the scale on a 1440x900 screen.
int main(int argc, char **argv)
{
    return test::runOnScreen<TestWindowScale>(argc, argv, QSize(1440, 900), 2);
}

#include "tst_window_scale.moc"
