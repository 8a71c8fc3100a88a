// A big delete as a person makes it in the shown window: Ctrl+A, Del, the confirmation's
// Delete button, then Ctrl+Z and Redo; judged by what the database holds. The delete
// and its undo run on a thread of their own (BackgroundWrite), in one transaction each.
#include "DesktopFixture.h"
#include "OffscreenScreen.h"
#include "ShownDialogs.h"
#include "core/store/LinkChanges.h"
#include "core/store/VisitStore.h"
#include "gui/DetailPane.h"
#include "gui/LinkListWidget.h"
#include "gui/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestWindowDelete
    : public QObject
    , private test::DesktopFixture {
    Q_OBJECT

    // More than a chunk of the delete (2,000 links a statement) and many pages of the table.
    static constexpr int Count = 2500;

private Q_SLOTS:
    void initTestCase() { QVERIFY(isolateHome()); }
    void init() { QVERIFY(openShownApp()); }
    void cleanup() { closeApp(); }

    void selectAllDeleteAndUndoBringEverythingBack()
    {
        addLinks();
        auto *links = m_app->window()->findChild<QTableView *>(u"links"_s);
        QVERIFY(links);
        links->setFocus();
        QTRY_VERIFY(links->hasFocus());
        QTest::keyClick(links, Qt::Key_A, Qt::ControlModifier);
        auto *list = m_app->window()->findChild<LinkListWidget *>();
        QVERIFY(list);
        QCOMPARE(list->selectedCount(), Count);

        QString question;
        driveNextDialog([&](QDialog *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            QVERIFY(box);
            question = box->text();
            auto *remove = box->findChild<QPushButton *>(u"deleteButton"_s);
            QVERIFY(remove && remove->isVisible());
            QTest::mouseClick(remove, Qt::LeftButton);
        });
        QTest::keyClick(links, Qt::Key_Delete);
        // The count as the user reads numbers, with the group separator.
        QVERIFY2(question.contains(u"Delete 2,500 links?"_s), qPrintable(question));
        QCOMPARE(m_app->store().pages().countAll().value(), 0);
        QCOMPARE(visitCount(), 0);
        QTRY_COMPARE(links->model()->rowCount(), 0);
        auto *undo = m_app->window()->findChild<QUndoStack *>();
        QVERIFY(undo);
        QCOMPARE(undo->count(), 1);
        QCOMPARE(removedLinks(), Count);
        backToTheWindow();

        QTest::keyClick(links, Qt::Key_Z, Qt::ControlModifier);
        checkEverythingIsBack();
        backToTheWindow();
        QTRY_COMPARE(links->model()->rowCount(), Count);
        QCOMPARE(removedLinks(), 0);

        // Redo (the platform's key: Ctrl+Shift+Z on desktops, Ctrl+Y offscreen) deletes them
        // again, another undo brings them back again.
        QTest::keySequence(links, QKeySequence(QKeySequence::Redo));
        QCOMPARE(m_app->store().pages().countAll().value(), 0);
        QCOMPARE(removedLinks(), Count);
        backToTheWindow();
        QTest::keyClick(links, Qt::Key_Z, Qt::ControlModifier);
        checkEverythingIsBack();
        backToTheWindow();

        // Deleted once more and Kurz quits: the undo history goes, and the kept links with it.
        QTest::keySequence(links, QKeySequence(QKeySequence::Redo));
        QCOMPARE(removedLinks(), Count);
        m_app.reset();
        QCOMPARE(removedLinks(), 0);
    }

    // A small delete's undo selects the links again, as an undone edit does.
    void undoneSmallDeleteSelectsTheLinksAgain()
    {
        addLinks();
        auto *links = m_app->window()->findChild<QTableView *>(u"links"_s);
        links->setFocus();
        QTRY_VERIFY(links->hasFocus());
        const QAbstractItemModel *rows = links->model();
        links->selectionModel()->select(QItemSelection(rows->index(3, 0), rows->index(5, rows->columnCount() - 1)),
            QItemSelectionModel::ClearAndSelect);
        auto *list = m_app->window()->findChild<LinkListWidget *>();
        QCOMPARE(list->selectedCount(), 3);
        const QList<Link> chosen = list->selectedLinks();
        driveNextDialog([](QDialog *dialog) {
            QTest::mouseClick(dialog->findChild<QPushButton *>(u"deleteButton"_s), Qt::LeftButton);
        });
        QTest::keyClick(links, Qt::Key_Delete);
        QCOMPARE(m_app->store().pages().countAll().value(), Count - 3);
        backToTheWindow();
        QTest::keyClick(links, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_app->store().pages().countAll().value(), Count);
        QTRY_COMPARE(list->selectedCount(), 3);
        QCOMPARE(list->selectedLinks().first().id, chosen.first().id);
        QCOMPARE(list->selectedLinks().last().id, chosen.last().id);
    }

    // Cancel in the confirmation deletes nothing.
    void cancelInTheConfirmationKeepsTheLinks()
    {
        addLinks();
        auto *links = m_app->window()->findChild<QTableView *>(u"links"_s);
        links->setFocus();
        QTRY_VERIFY(links->hasFocus());
        QTest::keyClick(links, Qt::Key_A, Qt::ControlModifier);
        driveNextDialog([](QDialog *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            QVERIFY(box);
            QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        });
        QTest::keyClick(links, Qt::Key_Delete);
        QCOMPARE(m_app->store().pages().countAll().value(), Count);
        QCOMPARE(removedLinks(), 0);
    }

    // "Clear visits…" in the detail pane: a click, the confirmation's button, and the link's
    // visits and counts are gone; Ctrl+Z brings them back, Redo clears them again.
    void clearVisitsInTheDetailPaneIsUndoable()
    {
        addLinks();
        auto *links = m_app->window()->findChild<QTableView *>(u"links"_s);
        auto *list = m_app->window()->findChild<LinkListWidget *>();
        links->setFocus();
        QTRY_VERIFY(links->hasFocus());
        QTest::mouseClick(
            links->viewport(), Qt::LeftButton, {}, links->visualRect(links->model()->index(0, 0)).center());
        QCOMPARE(list->selectedCount(), 1);
        const Link chosen = list->selectedLinks().first();
        // Visits of its own, one of them sent on with a forwarded query.
        HitBatch hits;
        hits.counts[chosen.id] = {3, 1, QDateTime::currentMSecsSinceEpoch()};
        hits.visits[VisitKey{chosen.id, QDateTime::currentSecsSinceEpoch() - 60, false, u"example.org"_s, u"Firefox"_s,
            chosen.target + u"?utm=a"_s}]
            = 3;
        hits.visits[VisitKey{chosen.id, QDateTime::currentSecsSinceEpoch(), true, {}, {}}] = 1;
        QVERIFY(VisitStore(m_app->database()).applyHits(hits).ok());
        const qint64 before = visitCount();
        VisitQuery ofChosen;
        ofChosen.linkId = chosen.id;
        QCOMPARE(VisitStore(m_app->database()).count(ofChosen).value(), 4);
        auto *clear = list->detailPane()->findChild<QPushButton *>(u"clearVisitsButton"_s);
        QVERIFY(clear && clear->isVisible());
        QVERIFY(m_app->window()->findChild<QAction *>(u"clearVisits"_s)->isEnabled());

        // Cancel keeps everything.
        driveNextDialog([](QDialog *dialog) {
            QTest::mouseClick(qobject_cast<QMessageBox *>(dialog)->button(QMessageBox::Cancel), Qt::LeftButton);
        });
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(VisitStore(m_app->database()).count(ofChosen).value(), 4);
        backToTheWindow();

        QString question;
        driveNextDialog([&](QDialog *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            QVERIFY(box);
            question = box->text();
            auto *confirm = box->findChild<QPushButton *>(u"clearVisitsConfirm"_s);
            QVERIFY(confirm && confirm->isVisible());
            QTest::mouseClick(confirm, Qt::LeftButton);
        });
        QTest::mouseClick(clear, Qt::LeftButton);
        QVERIFY2(question.contains(chosen.code), qPrintable(question));
        QCOMPARE(VisitStore(m_app->database()).count(ofChosen).value(), 0);
        QCOMPARE(visitCount(), before - 2);
        QCOMPARE(m_app->store().getById(chosen.id)->hits, 0);
        QCOMPARE(m_app->store().getById(chosen.id)->botHits, 0);
        backToTheWindow();

        links->setFocus();
        QTRY_VERIFY(links->hasFocus());
        QTest::keyClick(links, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(VisitStore(m_app->database()).count(ofChosen).value(), 4);
        QCOMPARE(m_app->store().getById(chosen.id)->hits, 3);
        QCOMPARE(m_app->store().getById(chosen.id)->botHits, 1);
        QCOMPARE(visitCount(), before);
        QCOMPARE(scalar(u"SELECT count(*) FROM cleared_counts"_s), 0);
        bool forwarded = false;
        const QList<VisitRow> rows = VisitStore(m_app->database()).visits(ofChosen).value();
        for (const VisitRow &row : rows)
            forwarded = forwarded || row.redirectUrl == chosen.target + u"?utm=a"_s;
        QVERIFY(forwarded);
        backToTheWindow();

        QTest::keySequence(links, QKeySequence(QKeySequence::Redo));
        QCOMPARE(VisitStore(m_app->database()).count(ofChosen).value(), 0);
        QCOMPARE(m_app->store().getById(chosen.id)->hits, 0);
        // Kurz quits: the undo history goes, and the kept visits with it.
        m_app.reset();
        QCOMPARE(scalar(u"SELECT count(*) FROM removed_visits"_s), 0);
        QCOMPARE(scalar(u"SELECT count(*) FROM cleared_counts"_s), 0);
    }

private:
    // What a window manager does when a dialog (the confirmation, a progress dialog shown after
    // a while) closes; the offscreen platform leaves it to the application.
    void backToTheWindow()
    {
        m_app->window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_app->window()));
    }

    // Links as an import makes them: every third tagged, every tenth with hits and visits.
    void addLinks()
    {
        const QDateTime created = QDateTime::currentDateTimeUtc().addDays(-10);
        const auto inserted = m_app->links().bulkLoad(Count, [&](qint64 i) {
            Link link;
            link.code = QStringLiteral("code%1").arg(i, 5, 10, QLatin1Char('0'));
            link.target = QStringLiteral("https://example.org/page/%1").arg(i);
            link.createdAt = created.addSecs(i);
            if (i % 3 == 0)
                link.tags = {u"docs"_s};
            return link;
        });
        QCOMPARE(inserted.value(), Count);
        LinkQuery all;
        all.limit = 0;
        const auto stored = m_app->store().pages().page(all);
        QVERIFY(stored);
        HitBatch hits;
        for (const Link &link : *stored) {
            if (link.code.right(1) != u"0"_s)
                continue;
            hits.counts[link.id] = {3, 1, QDateTime::currentMSecsSinceEpoch()};
            hits.visits[VisitKey{
                link.id, QDateTime::currentSecsSinceEpoch() - 3600, false, u"example.org"_s, u"Firefox"_s}]
                = 3;
            hits.visits[VisitKey{link.id, QDateTime::currentSecsSinceEpoch(), true, {}, {}}] = 1;
        }
        QVERIFY(VisitStore(m_app->database()).applyHits(hits).ok());
        m_db->db->linkChanges().publish(LinkChange{LinkChange::Kind::External, {}, {}});
        auto *links = m_app->window()->findChild<QTableView *>(u"links"_s);
        QTRY_COMPARE(links->model()->rowCount(), Count);
    }

    void checkEverythingIsBack()
    {
        QCOMPARE(m_app->store().pages().countAll().value(), Count);
        LinkQuery tagged;
        tagged.tags = {u"docs"_s};
        QCOMPARE(m_app->store().pages().count(tagged).value(), (Count + 2) / 3);
        QCOMPARE(visitCount(), 2 * Count / 10);
        const auto link = m_app->store().get(u"code00010"_s);
        QVERIFY(link);
        QCOMPARE(link->hits, 3);
        QCOMPARE(link->botHits, 1);
        QCOMPARE(link->target, u"https://example.org/page/10"_s);
        VisitQuery history;
        history.linkId = link->id;
        QCOMPARE(VisitStore(m_app->database()).count(history).value(), 4);
    }

    qint64 scalar(const QString &sql)
    {
        QSqlQuery q(m_db->db->connection());
        if (!q.exec(sql) || !q.next())
            qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        return q.value(0).toLongLong();
    }
    qint64 visitCount() { return scalar(u"SELECT count(*) FROM visits"_s); }
    qint64 removedLinks() { return scalar(u"SELECT count(*) FROM removed_links"_s); }

    void driveNextDialog(const std::function<void(QDialog *)> &drive) { test::driveNextDialog(this, drive); }
};

int main(int argc, char **argv)
{
    return test::runOnScreen<TestWindowDelete>(argc, argv, QSize(1440, 900));
}
#include "tst_window_delete.moc"
