#pragma once

#include "core/links/LinkService.h"
#include "gui/LinkUndoCommand.h"

#include <memory>
#include <optional>

#include <QWidget>

class QItemSelection;
class QLabel;
class QMenu;
class QPushButton;
class QSplitter;
class QTableView;
class QTimer;
class QUndoStack;

namespace kurz {

struct DeletedLinks;
class DesktopApp;
class DetailPane;
class LinkColumns;
class LinkTableModel;
class TargetChecks;

// The links: the table ("links", over a LinkTableModel, its columns sized by LinkColumns) and
// the detail pane of the selected link, with what works on the selection. The selection is
// kept across reloads and changes; an empty table says why and how to fill it ("emptyState");
// changes to links go through LinkService and onto the undo stack, and arrive back as
// LinkChanges, shown at once and in bursts at most every ChangeInterval. What works on the selection is public, one
// method per action, as qBittorrent's TransferListWidget has it: LinkActions and the tests call them.
// Size (about 800 lines, 30 public functions): one public function per action on the
// selection is the point of the class (the window's actions call them); the selection kept
// across reloads, the changes shown in bursts and the undo steps all read and move the same
// selection and anchor row, which is why they live here. The parts that stand alone are
// classes of their own: LinkTableModel, LinkColumns, DetailPane, TargetChecks, LinkUndoCommand.
class LinkListWidget : public QWidget {
    Q_OBJECT

public:
    LinkListWidget(DesktopApp &app, QWidget *parent = nullptr);
    ~LinkListWidget() override;

    LinkTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    DetailPane *detailPane() const { return m_detail; }
    QUndoStack *undoStack() const { return m_undo; }
    TargetChecks *targetChecks() const { return m_checks; }
    // View → Columns, also the table header's context menu.
    QMenu *columnsMenu() const;
    void setShortUrlBase(const QString &base);
    // The splitter's and the header's state, for the window's saved layout.
    QByteArray saveState() const;
    void restoreState(const QByteArray &state);

    QList<Link> selectedLinks() const;
    // Counted from the selection's ranges, without reading a row.
    int selectedCount() const;
    bool selectLink(qint64 id);  // among the loaded rows

    void newLink(const QString &initialUrl = {});
    void editSelected();
    // Opens the bulk editor for the selection (any number of links).
    void bulkEditSelected();
    // Copies the selected links, one per line: their short URLs, their targets, or Markdown or
    // HTML links to the short URLs named by the links' titles (their codes without one).
    enum class CopyAs { ShortUrl, Target, Markdown, Html };
    void copySelected(CopyAs what = CopyAs::ShortUrl);
    void openSelected();
    void showQrCode();
    // Checks the selected links' targets, or every link's when none is selected or asked for;
    // asks first when they are many (TargetChecks::confirm).
    void checkTargets(bool everyLink = false);
    void toggleSelectedDisabled();
    // Asks first unless `confirm` is false; returns how many links were deleted. However many
    // they are, the delete runs on a thread of its own with progress and Cancel, and the
    // undo step keeps only where the links wait (LinkService::removeToBatch).
    int deleteSelected(bool confirm = true);
    // Deletes the visits of the one selected link and sets its counts to zero, after asking
    // (confirm); undoable. False when nothing was cleared.
    bool clearVisitsOfSelected(bool confirm = true);
    // Shortens each URL (the clipboard's, or dropped ones), copies the short URLs and selects
    // the last new link.
    void shortenClipboard();
    void shortenUrls(const QStringList &urls);
    // Puts an import of these links on the undo stack: undo takes them away, redo brings them
    // back, however many they are (as a delete's steps do, the other way round).
    void keepImportUndoable(const QList<qint64> &ids);
    // The selected links as another thread's LinkStore finds them again (LinkSelection), or
    // nullopt when a row cannot be read; `first` gets the first selected link.
    std::optional<LinkSelection> storeSelection(std::optional<Link> *first = nullptr) const;
    // Every link the search and the filters show, however many.
    LinkSelection shownLinks() const;

Q_SIGNALS:
    void selectionChanged();  // the actions follow it
    // The rows were reloaded, grew or followed changes: the link counts may have moved.
    void rowsChanged();
    // Changes to links are shown: tags may have come or gone.
    void changesShown();
    // "Clear search and filters" in the empty state.
    void clearFiltersRequested();
    // For the status bar.
    void message(const QString &text, int timeout);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // One undoable change of the selected links, `what` on the undo stack, `done` in the status
    // bar; false when refused (the reason is shown).
    bool changeSelected(const LinkEdit &edit, const QString &what, const QString &done);
    void createEmptyState();
    void onSelectionChanged();
    // The selected rows as runs (first row, last row), in order and apart.
    QList<QPair<int, int>> selectedRuns() const;
    void rememberSelection();
    void restoreSelection();
    // The rows of these links (the first one's in `first`, -1 when none is found).
    QItemSelection rowsOf(const QList<qint64> &ids, int &first);
    void selectLinks(const QList<qint64> &ids);
    void selectRow(int row);
    void onLinksChanged();
    enum class Read { Now, InBackground };
    void applyLinkChanges(Read read);
    void beforeChangesShown();
    void afterChangesShown();
    // This widget's own changes are shown before it goes on, even within a burst.
    void showLinkChangesNow();
    void onHitsFlushed(const QList<qint64> &ids);
    void updateEmptyState();
    void pushChange(const QString &text, const QList<Link> &before, const QList<Link> &after);
    void showUndoFailure(const Error &error);
    // Undo steps that bring a removed batch's links back, or take them away into a new one.
    LinkUndoCommand::Step bringBack(const std::shared_ptr<DeletedLinks> &kept);
    LinkUndoCommand::Step takeAway(const std::shared_ptr<DeletedLinks> &kept);

    DesktopApp &m_app;
    LinkTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    DetailPane *m_detail = nullptr;
    QSplitter *m_splitter = nullptr;
    LinkColumns *m_columns = nullptr;
    QWidget *m_emptyState = nullptr;
    QLabel *m_emptyText = nullptr;
    QPushButton *m_clearSearch = nullptr;
    QUndoStack *m_undo = nullptr;
    TargetChecks *m_checks = nullptr;
    // The selection across a reload: the links, and the row to fall back to.
    QList<qint64> m_selectedIds;
    int m_selectedRow = -1;
    qint64 m_anchorId = 0;  // the link at the top of the view while changes are shown
    int m_anchorRow = -1;
    bool m_selectNextAfterReset = false;
    bool m_nextAfterChanges = false;  // m_selectNextAfterReset, for the refresh being applied
    QList<qint64> m_stepLinks;  // what the last undo or redo step changed, to select
    // Changes to links are shown at once, and those that follow within ChangeInterval together
    // when it ends: a burst of them (a title filler, an import, the CLI) costs a few refreshes.
    static constexpr int ChangeInterval = 100;
    QTimer *m_changeTimer = nullptr;
    bool m_linksChanged = false;  // changes wait for the interval's end
};

}  // namespace kurz
