#include "OffscreenScreen.h"
#include "ShownDialogs.h"
#include "WindowParts.h"
#include "app/ServerListener.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/DailyBackups.h"
#include "core/store/UpkeepStore.h"
#include "gui/DesktopApp.h"
#include "gui/ImportExportActions.h"
#include "gui/ImportPreviewDialog.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "net/LinkUpkeep.h"
#include "net/TitleFiller.h"
#include "support/InsertLink.h"
#include "support/TargetServer.h"
#include "support/TempDatabase.h"
#include "support/TestPaths.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// Import… and Export… in the window, and the daily backups of Settings → Data.
class TestImportExportWindow : public QObject {
    Q_OBJECT

    // Answers the dialogs an import opens: `onPreview` with the preview, `onProgress` with the
    // real import's progress dialog.
    void answerDialogs(const std::function<void(ImportPreviewDialog *)> &onPreview,
        const std::function<void(QProgressDialog *)> &onProgress = {})
    {
        auto *timer = new QTimer(m_app->window());
        timer->setInterval(0);
        connect(timer, &QTimer::timeout, this, [=, this] {
            ImportPreviewDialog *preview = actions()->preview();
            if (preview && preview->isVisible()) {
                onPreview(preview);
                return;
            }
            auto *progress = m_app->window()->findChild<QProgressDialog *>(u"importProgress"_s);
            if (onProgress && progress && progress->labelText().startsWith(u"Importing"_s)) {
                onProgress(progress);
                timer->stop();
            }
        });
        timer->start();
    }

    // Ten links, four of them "beta…", in the shown window.
    void addShownLinks()
    {
        for (int i = 0; i < 10; ++i) {
            const QString code = (i % 3 == 0 ? u"beta%1"_s : u"alpha%1"_s).arg(i);
            test::insertLink(m_app->store(), code, u"https://example.org/"_s + code);
        }
        LinkChange change;
        change.kind = LinkChange::Kind::External;
        m_db->db->linkChanges().publish(change);
        m_app->window()->show();
        QVERIFY(QTest::qWaitForWindowActive(m_app->window()));
        QTRY_COMPARE(test::linkModel(m_app->window())->rowCount(), 10);
    }

    // Types `path` into the export's file dialog once it shows, and presses Enter.
    void chooseFile(const QString &path)
    {
        test::driveDialogNamed(this, u"exportFile"_s, [path](QDialog *dialog) {
            auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
            QVERIFY(name);
            name->setFocus();
            name->selectAll();
            QTest::keyClicks(name, path);
            QTest::keyClick(name, Qt::Key_Return);
        });
    }

    ImportExportActions *actions() const { return m_app->window()->findChild<ImportExportActions *>(); }

private Q_SLOTS:
    void init()
    {
        m_db = std::make_unique<test::TempDatabase>();
        m_settings = std::make_unique<Settings>(m_db->file(u"kurz.conf"_s));
        m_app = std::make_unique<DesktopApp>(
            *m_settings, m_db->db, std::make_unique<ServerListener>(m_db->db, *m_settings));
    }

    void cleanup()
    {
        m_app.reset();
        m_settings.reset();
        m_db.reset();
    }

    void previewThenImportShowsTheLinks()
    {
        QVERIFY(m_app->window()->findChild<QAction *>(u"importLinks"_s));
        QVERIFY(m_app->window()->findChild<QAction *>(u"exportLinks"_s));
        QString summary, invalid;
        bool fetchAsked = true;
        answerDialogs([&](ImportPreviewDialog *preview) {
            summary = preview->summaryText();
            invalid = preview->invalidText();
            fetchAsked = preview->findChild<QCheckBox *>(u"fetchTitles"_s)->isVisible();
            preview->accept();
        });
        actions()->importFile(test::testData(QStringLiteral("import/shlink.csv")));
        QVERIFY2(summary.contains(u"8 rows: 5 new, 0 already here"_s), qPrintable(summary));
        QVERIFY(summary.contains(u"3 cannot be imported"_s));
        QVERIFY(invalid.startsWith(u"Line 5: "_s));
        QVERIFY(!fetchAsked);  // five titles to fetch: no question
        QCOMPARE(m_app->store().pages().countAll().value(), 5);
        QTRY_COMPARE(test::linkModel(m_app->window())->rowCount(), 5);
    }

    void conflictChoiceUpdatesThePreview()
    {
        CreateRequest taken;
        taken.url = u"https://example.org/elsewhere"_s;
        taken.alias = u"docs"_s;
        QVERIFY(m_app->links().create(taken));
        QStringList summaries;
        answerDialogs([&](ImportPreviewDialog *preview) {
            summaries << preview->summaryText();
            if (summaries.size() == 1)
                preview->findChild<QComboBox *>(u"conflictPolicy"_s)->setCurrentIndex(1);
            else
                preview->accept();
        });
        actions()->importFile(test::testData(QStringLiteral("import/shlink.csv")));
        QVERIFY2(summaries.first().contains(u"1 with a code taken by another link (skipped)"_s),
            qPrintable(summaries.first()));
        QVERIFY2(summaries.last().contains(u"(imported under new codes)"_s), qPrintable(summaries.last()));
        QCOMPARE(m_app->store().pages().countAll().value(), 6);
    }

    void cancelRollsTheImportBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"many.csv"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("shortCode,longUrl\n");
        for (int i = 0; i < 20000; ++i)
            file.write("code" + QByteArray::number(i) + ",https://example.org/" + QByteArray::number(i) + '\n');
        file.close();
        QSignalSpy finished(actions(), &ImportExportActions::importFinished);
        int batchesSeen = 0;
        answerDialogs([](ImportPreviewDialog *preview) { preview->accept(); },
            [&](QProgressDialog *progress) {
                ++batchesSeen;
                progress->cancel();
            });
        actions()->importFile(path);
        QCOMPARE(batchesSeen, 1);
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.first().at(0).value<ImportOutcome>().added > 0);  // some batches were in
        QCOMPARE(finished.first().at(1).toBool(), true);
        QCOMPARE(m_app->store().pages().countAll().value(), 0);  // and are out again
    }

    // An import of links without titles that would fetch more than a few hundred pages says how
    // many and lets the user choose in the shown preview; unless chosen, none is fetched.
    void manyTitlesToFetchAreTheUsersChoice_data()
    {
        QTest::addColumn<bool>("fetch");
        QTest::newRow("left off") << false;
        QTest::newRow("clicked on") << true;
    }
    void manyTitlesToFetchAreTheUsersChoice()
    {
        QFETCH(bool, fetch);
        test::TargetServer server;
        m_settings->set(keys::AllowPrivateTargets, true);
        constexpr int Rows = ImportPreviewDialog::AskAboutTitlesAbove + 100;
        QTemporaryDir dir;
        const QString path = dir.filePath(u"untitled.csv"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("shortCode,longUrl\n");
        for (int i = 0; i < Rows; ++i)
            file.write("code" + QByteArray::number(i) + ',' + server.url(u"/ok?%1"_s.arg(i)).toUtf8() + '\n');
        file.close();
        QString note;
        bool clicked = false;
        answerDialogs([&](ImportPreviewDialog *preview) {
            if (clicked || !preview->windowHandle() || !preview->windowHandle()->isExposed())
                return;
            clicked = true;
            auto *box = preview->findChild<QCheckBox *>(u"fetchTitles"_s);
            QVERIFY(box);
            note = preview->findChild<QLabel *>(u"titlesNote"_s)->text();
            QVERIFY(box->isVisible());
            QVERIFY(!box->isChecked());
            if (fetch)
                QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
            QCOMPARE(box->isChecked(), fetch);
            QTest::mouseClick(preview->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        actions()->importFile(path);
        QVERIFY(clicked);
        QVERIFY2(note.contains(QLocale().toString(Rows)), qPrintable(note));
        QCOMPARE(m_app->store().pages().countAll().value(), Rows);
        const auto waiting = UpkeepStore(m_db->db).awaitingTitle(Rows + 1).value().size();
        QCOMPARE(waiting, fetch ? Rows : 0);
        LinkUpkeep upkeep(m_db->db, *m_settings);  // as the window's launcher makes it
        upkeep.start();
        QCOMPARE(upkeep.titles().isBusy(), fetch);
        if (fetch)
            QTRY_VERIFY(server.requests.size() >= TitleFiller::AtOnce);
        else
            QVERIFY(server.requests.isEmpty());
    }

    void exportWritesTheChosenFormat()
    {
        Link link;
        link.code = u"out"_s;
        link.target = u"https://example.org/out"_s;
        QVERIFY(m_app->store().insert(link));
        QTemporaryDir dir;
        QVERIFY(actions()->exportFile(dir.filePath(u"links.csv"_s), LinkFormat::ShlinkCsv));
        QFile file(dir.filePath(u"links.csv"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readLine(), QByteArray("createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\r\n"));
        QVERIFY(file.readLine().contains(",out,"));
    }

    // File → Export… writes the links the search shows, typed into the shown window
    // and chosen in the shown dialogs, and nothing else.
    void exportOfTheSearchWritesOnlyTheLinksItShows()
    {
        addShownLinks();
        auto *search = m_app->window()->findChild<QLineEdit *>(u"search"_s);
        QTest::keyClicks(search, u"beta"_s);
        QTRY_COMPARE(test::linkModel(m_app->window())->rowCount(), 4);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"beta.jsonl"_s);
        bool shownByDefault = false;
        test::driveNextDialog(this, [&](QDialog *dialog) {
            QCOMPARE(dialog->objectName(), u"exportDialog"_s);
            shownByDefault = dialog->findChild<QRadioButton *>(u"exportShown"_s)->isChecked();
            auto *format = dialog->findChild<QComboBox *>(u"exportFormat"_s);
            format->setFocus();
            QTest::keyClick(format, Qt::Key_End);  // golink JSON Lines
            chooseFile(path);
            QTest::mouseClick(dialog->findChild<QPushButton *>(u"exportButton"_s), Qt::LeftButton);
        });
        m_app->window()->findChild<QAction *>(u"exportLinks"_s)->trigger();
        QVERIFY(shownByDefault);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        for (const QByteArray &line : lines)
            QVERIFY2(line.contains("\"Short\":\"beta"), line.constData());
    }

    // several links picked with the mouse are what Export… offers first and writes.
    void exportOfTheSelectionWritesTheSelectedLinks()
    {
        addShownLinks();
        auto *table = m_app->window()->findChild<QTableView *>(u"links"_s);
        const auto clickRow = [table](int row, Qt::KeyboardModifiers modifiers) {
            QTest::mouseClick(table->viewport(), Qt::LeftButton, modifiers,
                table->visualRect(table->model()->index(row, LinkTableModel::CodeColumn)).center());
        };
        clickRow(1, Qt::NoModifier);
        clickRow(3, Qt::ShiftModifier);
        QStringList selected;
        for (int row = 1; row <= 3; ++row)
            selected << test::linkModel(m_app->window())->linkAt(row)->code;
        QTemporaryDir dir;
        const QString path = dir.filePath(u"picked.json"_s);
        QString offered;
        test::driveNextDialog(this, [&](QDialog *dialog) {
            offered = dialog->findChild<QRadioButton *>(u"exportSelected"_s)->isChecked() ? u"selected"_s : u"other"_s;
            chooseFile(path);
            QTest::keyClick(dialog, Qt::Key_Return);
        });
        m_app->window()->findChild<QAction *>(u"exportLinks"_s)->trigger();
        QCOMPARE(offered, u"selected"_s);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QStringList written;
        for (const QJsonValue &link : QJsonDocument::fromJson(file.readAll()).object().value(u"links"_s).toArray())
            written << link.toObject().value(u"code"_s).toString();
        std::sort(selected.begin(), selected.end());
        std::sort(written.begin(), written.end());
        QCOMPARE(written, selected);
        QCOMPARE(QFileInfo(path).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
            QFileDevice::Permissions());
    }

    // An import is one step on the undo stack: Ctrl+Z takes its links away, Redo brings
    // them back.
    void importIsUndoneAndRedoneWithTheKeyboard()
    {
        test::insertLink(m_app->store(), u"kept"_s, u"https://example.org/kept"_s);
        m_app->window()->show();
        QVERIFY(QTest::qWaitForWindowActive(m_app->window()));
        test::driveDialogNamed(this, u"importPreview"_s, [](QDialog *preview) {
            QTest::mouseClick(preview->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        actions()->importFile(test::testData(QStringLiteral("import/shlink.csv")));
        QCOMPARE(m_app->store().pages().countAll().value(), 6);
        const QString before = m_app->store().get(u"docs"_s).value().target;
        auto *table = m_app->window()->findChild<QTableView *>(u"links"_s);
        QTRY_COMPARE(table->model()->rowCount(), 6);
        m_app->window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_app->window()));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(m_app->store().pages().countAll().value(), 1);
        QVERIFY(m_app->store().get(u"kept"_s));
        QTRY_COMPARE(table->model()->rowCount(), 1);
        // Redo's key is the platform's (Ctrl+Shift+Z on X11, Ctrl+Y elsewhere).
        QTest::keySequence(table, m_app->window()->findChild<QAction *>(u"redo"_s)->shortcut());
        QTRY_COMPARE(m_app->store().pages().countAll().value(), 6);
        QCOMPARE(m_app->store().get(u"docs"_s).value().target, before);
    }

    void dailyBackupsFollowTheSetting()
    {
        const QString folder = DailyBackups::defaultFolder(*m_db->db);
        m_settings->set(keys::DailyBackups, false);
        QCOMPARE(m_app->backUpIfDue(), QString());
        QVERIFY(!QFile::exists(folder));
        m_settings->set(keys::DailyBackups, true);
        const QString written = m_app->backUpIfDue();
        QCOMPARE(written, folder + u"/links-"_s + QDate::currentDate().toString(Qt::ISODate) + u".db"_s);
        QVERIFY(QFile::exists(written));
        QCOMPARE(m_app->backUpIfDue(), QString());  // once a day
    }

private:
    std::unique_ptr<test::TempDatabase> m_db;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<DesktopApp> m_app;
};

// A 1440x900 screen: the shown window's table has room for its rows.
int main(int argc, char **argv)
{
    return test::runOnScreen<TestImportExportWindow>(argc, argv, QSize(1440, 900));
}
#include "tst_importexport_window.moc"
