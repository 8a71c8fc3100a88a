#pragma once

#include "core/links/LinkService.h"

#include <QMainWindow>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableView;
class QTimer;
class QToolBar;
class QUndoStack;

namespace kurz {

class DesktopApp;
class DetailPane;
class LinkTableModel;
class TargetChecks;

// The link table with its menus, toolbar, search field and filters, detail pane and listener
// status. The table's selection is what every action and the detail pane work on; changes to
// links go through LinkService and onto the undo stack.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(DesktopApp &app, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Tests and benchmarks find the parts by their object names: "links" (the table, whose
    // model is the LinkTableModel), "search", "statusFilter", "tagFilter", "emptyState",
    // "listenerStatus", "checkProgress", and the one DetailPane, QUndoStack and TargetChecks.

    void setShortUrlBase(const QString &base);
    QList<Link> selectedLinks() const;
    bool selectLink(qint64 id);  // among the loaded rows

    void newLink(const QString &initialUrl = {});
    void editSelected();
    // Opens the bulk editor for the selection (any number of links).
    void bulkEditSelected();
    // One undoable change of the selected links; false when refused (the reason is shown).
    bool changeSelected(const LinkEdit &edit, const QString &what);
    void copySelected();
    void openSelected();
    void showQrCode();
    // Checks the selected links' targets, or every link's when none is selected or asked for.
    void checkTargets(bool everyLink = false);
    void toggleSelectedDisabled();
    // Asks first unless `confirm` is false; returns how many links were deleted.
    int deleteSelected(bool confirm = true);
    void openSettings(int page = 0);
    // The status bar text: the listener's state, request rate and link count.
    void updateStatus();
    // Fits the saved or default size onto the screen the window opens on.
    void fitToScreen();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void createMenus();
    QWidget *createFilterBar();
    void updateActions();
    void onSelectionChanged();
    void rememberSelection();
    void restoreSelection();
    void selectRow(int row);
    void onLinksChanged();
    void applyLinkChanges();
    // The window's own changes are shown before it goes on, even within a burst.
    void showLinkChangesNow();
    void onHitsFlushed(const QList<qint64> &ids);
    void updateEmptyState();
    void updateTagFilter();
    void showCheckProgress(int done, int total, int broken);
    void pushChange(const QString &text, const QList<Link> &before, const QList<Link> &after);
    void showUndoFailure(const Error &error);
    void backUp();
    void restoreFromBackup();
    void showShortcuts();
    void saveLayout();
    void letTargetTakeTheSlack();
    void restoreLayout();

    DesktopApp &m_app;
    LinkTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_statusFilter = nullptr;
    QComboBox *m_tagFilter = nullptr;
    QToolBar *m_filterBar = nullptr;
    DetailPane *m_detail = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_listenerLabel = nullptr;
    QPushButton *m_listenerButton = nullptr;
    QWidget *m_emptyState = nullptr;
    QLabel *m_emptyText = nullptr;
    QPushButton *m_clearSearch = nullptr;
    QUndoStack *m_undo = nullptr;
    TargetChecks *m_checks = nullptr;
    QProgressBar *m_checkProgress = nullptr;
    int m_listenerSettingsPage = 0;
    bool m_toldAboutTray = false;
    // The selection across a reload: the links, and the row to fall back to.
    QList<qint64> m_selectedIds;
    int m_selectedRow = -1;
    bool m_selectNextAfterReset = false;
    // Changes to links are shown at once, and those that follow within ChangeInterval together
    // when it ends: a burst of them (a title filler, an import, the CLI) costs a few refreshes.
    static constexpr int ChangeInterval = 100;
    QTimer *m_changeTimer = nullptr;
    bool m_linksChanged = false;  // changes wait for the interval's end
    QAction *m_newAction, *m_editAction, *m_bulkEditAction, *m_copyAction, *m_openAction, *m_qrAction, *m_toggleAction,
        *m_deleteAction, *m_selectAllAction, *m_settingsAction, *m_quitAction, *m_undoAction, *m_redoAction,
        *m_pasteAction, *m_pauseAction, *m_detailAction, *m_filtersAction, *m_checkAction, *m_checkAllAction;
};

} // namespace kurz
