#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace kurz {

class DesktopApp;
class LinkListWidget;

// The actions on links (New, Edit, Copy, Delete, Undo, ...) of the window's menus, toolbar
// and the table's context menu: each calls the LinkListWidget, and each is enabled for what
// is selected. Found by object name ("newLink", "copyShortUrl", "checkTargets", ...).
class LinkActions : public QObject {
    Q_OBJECT

public:
    LinkActions(LinkListWidget &list, QWidget *window);

    QAction *newLink() const { return m_new; }
    QAction *paste() const { return m_paste; }
    QAction *edit() const { return m_edit; }
    QAction *bulkEdit() const { return m_bulkEdit; }
    QAction *copy() const { return m_copy; }
    // Copy as → Target URL (Ctrl+Shift+C), Markdown link, HTML link.
    QMenu *copyAs() const { return m_copyAs; }
    QAction *open() const { return m_open; }
    QAction *qrCode() const { return m_qr; }
    QAction *toggleDisabled() const { return m_toggle; }
    QAction *check() const { return m_check; }
    QAction *checkAll() const { return m_checkAll; }
    QAction *remove() const { return m_delete; }
    QAction *clearVisits() const { return m_clearVisits; }
    QAction *selectAll() const { return m_selectAll; }
    QAction *undo() const { return m_undo; }
    QAction *redo() const { return m_redo; }

private:
    void updateEnabling();

    LinkListWidget &m_list;
    QAction *m_new, *m_paste, *m_edit, *m_bulkEdit, *m_copy, *m_open, *m_qr, *m_toggle, *m_check, *m_checkAll,
        *m_delete, *m_selectAll, *m_undo, *m_redo, *m_copyTarget, *m_copyMarkdown, *m_copyHtml, *m_clearVisits;
    QMenu *m_copyAs;
};

}  // namespace kurz
