#include "gui/LinkActions.h"

#include "gui/ActionIcon.h"
#include "gui/LinkListWidget.h"
#include "gui/LinkTableModel.h"

#include <QMenu>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

LinkActions::LinkActions(LinkListWidget &list, QWidget *window)
    : QObject(window)
    , m_list(list)
{
    m_new = windowAction(window, u"newLink"_s, tr("&New link…"), u"list-add"_s, QKeySequence::New);
    m_new->setIconText(tr("New"));
    connect(m_new, &QAction::triggered, &list, [&list] { list.newLink(); });
    m_edit = windowAction(window, u"editLink"_s, tr("&Edit…"), u"document-edit"_s, QKeySequence(Qt::Key_F2));
    m_edit->setIconText(tr("Edit"));
    connect(m_edit, &QAction::triggered, &list, &LinkListWidget::editSelected);
    m_bulkEdit = windowAction(
        window, u"bulkEdit"_s, tr("Change &selected links…"), u"tag"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_bulkEdit, &QAction::triggered, &list, &LinkListWidget::bulkEditSelected);
    m_copy = windowAction(window, u"copyShortUrl"_s, tr("&Copy short URL"), u"edit-copy"_s, QKeySequence::Copy);
    connect(m_copy, &QAction::triggered, &list, [&list] { list.copySelected(); });
    m_copyAs = new QMenu(tr("Copy &as"), window);
    m_copyAs->setObjectName(u"copyAsMenu"_s);
    const auto copyAs
        = [&](const QString &name, const QString &text, const QKeySequence &shortcut, LinkListWidget::CopyAs what) {
              QAction *action = windowAction(window, name, text, {}, shortcut);
              connect(action, &QAction::triggered, &list, [&list, what] { list.copySelected(what); });
              m_copyAs->addAction(action);
              return action;
          };
    m_copyTarget = copyAs(u"copyTarget"_s, tr("&Target URL"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
        LinkListWidget::CopyAs::Target);
    m_copyMarkdown = copyAs(u"copyMarkdown"_s, tr("&Markdown link"), {}, LinkListWidget::CopyAs::Markdown);
    m_copyHtml = copyAs(u"copyHtml"_s, tr("&HTML link"), {}, LinkListWidget::CopyAs::Html);
    m_open = windowAction(
        window, u"openTarget"_s, tr("&Open target"), u"internet-web-browser"_s, QKeySequence(Qt::CTRL | Qt::Key_O));
    connect(m_open, &QAction::triggered, &list, &LinkListWidget::openSelected);
    m_qr = windowAction(window, u"qrCode"_s, tr("&QR code"), u"view-barcode-qr"_s, QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_qr, &QAction::triggered, &list, &LinkListWidget::showQrCode);
    m_toggle = windowAction(
        window, u"toggleDisabled"_s, tr("Disa&ble"), u"kurz-link-disable"_s, QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_toggle, &QAction::triggered, &list, &LinkListWidget::toggleSelectedDisabled);
    m_check = windowAction(window, u"checkTargets"_s, tr("Check &targets"), u"view-refresh"_s, {});
    m_check->setStatusTip(tr("Asks the target pages of the selected links, or of all links when none is selected, "
                             "whether they still answer"));
    connect(m_check, &QAction::triggered, &list, [&list] { list.checkTargets(); });
    m_checkAll = windowAction(window, u"checkAllTargets"_s, tr("Check a&ll targets"), {}, {});
    connect(m_checkAll, &QAction::triggered, &list, [&list] { list.checkTargets(true); });
    m_delete = windowAction(window, u"deleteLinks"_s, tr("&Delete"), u"edit-delete"_s, QKeySequence::Delete);
    connect(m_delete, &QAction::triggered, &list, [&list] { list.deleteSelected(); });
    m_clearVisits = windowAction(window, u"clearVisits"_s, tr("C&lear visits…"), {}, {});
    m_clearVisits->setStatusTip(tr("Deletes the selected link's visits and sets its hit counts to zero"));
    connect(m_clearVisits, &QAction::triggered, &list, [&list] { list.clearVisitsOfSelected(); });
    m_selectAll = windowAction(window, u"selectAll"_s, tr("Select &all"), {}, QKeySequence::SelectAll);
    connect(m_selectAll, &QAction::triggered, list.table(), &QTableView::selectAll);
    m_paste = windowAction(window, u"pasteToShorten"_s, tr("&Paste and shorten"), {}, QKeySequence::Paste);
    connect(m_paste, &QAction::triggered, &list, &LinkListWidget::shortenClipboard);
    m_undo = list.undoStack()->createUndoAction(window, tr("&Undo"));
    m_undo->setObjectName(u"undo"_s);
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setIcon(actionIcon(u"edit-undo"_s));
    m_redo = list.undoStack()->createRedoAction(window, tr("&Redo"));
    m_redo->setObjectName(u"redo"_s);
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setIcon(actionIcon(u"edit-redo"_s));
    window->addActions({m_undo, m_redo});
    // Shortcuts of the table's actions work while the table has focus, not while typing a search.
    for (QAction *action : {m_copy, m_delete, m_selectAll, m_paste}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        window->removeAction(action);
        list.table()->addAction(action);
    }

    QTableView *table = list.table();
    connect(table, &QTableView::customContextMenuRequested, this, [this, table](const QPoint &pos) {
        QMenu menu(table);
        menu.addActions({m_new, m_edit, m_bulkEdit, m_copy});
        menu.addMenu(m_copyAs);
        menu.addActions({m_open, m_qr, m_toggle, m_check});
        menu.addSeparator();
        menu.addActions({m_clearVisits, m_delete});
        menu.exec(table->viewport()->mapToGlobal(pos));
    });
    connect(&list, &LinkListWidget::selectionChanged, this, &LinkActions::updateEnabling);
    updateEnabling();
}

void LinkActions::updateEnabling()
{
    const int count = m_list.selectedCount();
    const bool any = count > 0;
    m_edit->setEnabled(count == 1);
    m_bulkEdit->setEnabled(any);
    m_copy->setEnabled(any);
    for (QAction *action : {m_copyTarget, m_copyMarkdown, m_copyHtml})
        action->setEnabled(any);
    m_copyAs->setEnabled(any);
    m_open->setEnabled(any);
    m_qr->setEnabled(count == 1);
    m_toggle->setEnabled(any);
    m_delete->setEnabled(any);
    m_clearVisits->setEnabled(count == 1);
    // Reading every link of a huge selection (Ctrl+A on 200,000) would stall the window.
    const QList<Link> links = count <= LinkTableModel::PageSize ? m_list.selectedLinks() : QList<Link>{};
    const bool allDisabled
        = !links.isEmpty() && std::all_of(links.cbegin(), links.cend(), [](const Link &l) { return l.disabled; });
    m_toggle->setText(allDisabled ? tr("Ena&ble") : tr("Disa&ble"));
    m_toggle->setIcon(actionIcon(allDisabled ? u"kurz-link-enable"_s : u"kurz-link-disable"_s));
}

}  // namespace kurz
