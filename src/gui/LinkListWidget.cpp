#include "gui/LinkListWidget.h"

#include "core/store/DomainStore.h"

#include "gui/BackgroundWrite.h"
#include "gui/BulkEditDialog.h"
#include "gui/DesktopApp.h"
#include "gui/DetailPane.h"
#include "gui/DisconnectDescendants.h"
#include "gui/LinkColumns.h"
#include "gui/LinkEditorDialog.h"
#include "gui/LinkTableModel.h"
#include "gui/LinkUndoCommand.h"
#include "gui/QrCodeDialog.h"
#include "gui/TargetChecks.h"

#include "core/store/VisitStore.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcLinkList, "kurz.window", QtWarningMsg)

namespace kurz {

namespace {

// Selected links looked up by position after a sort or refresh; the rest stay selected only
// where their rows are loaded.
constexpr int MaxSelectionLookups = 50;

QStringList codesOf(const QList<Link> &links)
{
    QStringList codes;
    for (const Link &link : links)
        codes.append(link.key());
    return codes;
}

}  // namespace

// What a delete's (or an import's) undo step keeps: the removed batch its links wait in (0
// while they are back) and their ids. The batch is forgotten for good with the step (the
// stack dropped it, or Kurz quits).
struct DeletedLinks {
    DeletedLinks(DesktopApp *app, qint64 batch, QList<qint64> ids)
        : app(app)
        , batch(batch)
        , ids(std::move(ids))
    {
    }
    ~DeletedLinks()
    {
        if (batch == 0)
            return;
        if (const auto purged = app->links().purgeBatch(batch); !purged)
            qCWarning(lcLinkList).noquote() << purged.error().message;
    }
    Q_DISABLE_COPY_MOVE(DeletedLinks)

    DesktopApp *app;
    qint64 batch;
    QList<qint64> ids;
};

LinkListWidget::LinkListWidget(DesktopApp &app, QWidget *parent)
    : QWidget(parent)
    , m_app(app)
{
    m_undo = new QUndoStack(this);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        showLinkChangesNow();
        if (!m_stepLinks.isEmpty())
            selectLinks(std::exchange(m_stepLinks, {}));
    });
    m_checks = new TargetChecks(app, this);
    // The last results are in the table when the check says it is done.
    connect(m_checks, &TargetChecks::finished, this, [this] { showLinkChangesNow(); });
    connect(m_checks, &TargetChecks::saveFailed, this, [this](const QString &problem) {
        Q_EMIT message(tr("A check's result was not saved: %1").arg(problem), 10000);
    });
    m_model = new LinkTableModel(app.database(), this);
    m_model->setShortUrlBase(app.shortUrlBase());

    m_table = new QTableView(this);
    m_table->setObjectName(u"links"_s);
    m_table->setAccessibleName(tr("Links"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setDragDropMode(QAbstractItemView::DragOnly);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    // Tab leaves the table for the detail pane instead of walking its cells.
    m_table->setTabKeyNavigation(false);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->installEventFilter(this);
    m_table->verticalHeader()->hide();
    // Fixed row heights: the view never measures a million rows.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    m_columns = new LinkColumns(m_table, this);
    if (const auto domains = DomainStore(m_app.store().database()).names(); domains && !domains->isEmpty())
        m_table->horizontalHeader()->showSection(LinkTableModel::DomainColumn);
    createEmptyState();

    m_detail = new DetailPane(app, this);
    m_detail->setAccessibleName(tr("Link details"));
    m_detail->setFocusPolicy(Qt::StrongFocus);
    connect(m_detail, &DetailPane::clearVisitsRequested, this, [this] { clearVisitsOfSelected(); });
    m_splitter = new QSplitter(this);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setCollapsible(0, false);
    m_splitter->setSizes({970, 300});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(
        m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LinkListWidget::onSelectionChanged);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &LinkListWidget::rememberSelection);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        restoreSelection();
        Q_EMIT selectionChanged();
        Q_EMIT rowsChanged();
        updateEmptyState();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &LinkListWidget::rowsChanged);
    connect(m_table, &QTableView::doubleClicked, this, &LinkListWidget::editSelected);
    m_changeTimer = new QTimer(this);
    m_changeTimer->setSingleShot(true);
    m_changeTimer->setInterval(ChangeInterval);
    connect(m_changeTimer, &QTimer::timeout, this, [this] {
        if (m_linksChanged) {
            applyLinkChanges(Read::InBackground);
            m_changeTimer->start();
        }
    });
    connect(m_model, &LinkTableModel::refreshAboutToBeApplied, this, &LinkListWidget::beforeChangesShown);
    connect(m_model, &LinkTableModel::refreshApplied, this, &LinkListWidget::afterChangesShown);
    connect(&app, &DesktopApp::linksChanged, this, &LinkListWidget::onLinksChanged);
    connect(&app, &DesktopApp::hitsFlushed, this, &LinkListWidget::onHitsFlushed);
    updateEmptyState();
}

LinkListWidget::~LinkListWidget()
{
    disconnectDescendants(this);
}

void LinkListWidget::createEmptyState()
{
    m_emptyState = new QWidget(m_table->viewport());
    m_emptyState->setObjectName(u"emptyState"_s);
    m_emptyText = new QLabel(m_emptyState);
    m_emptyText->setWordWrap(true);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->setTextFormat(Qt::PlainText);
    m_clearSearch = new QPushButton(tr("C&lear search and filters"), m_emptyState);
    connect(m_clearSearch, &QPushButton::clicked, this, &LinkListWidget::clearFiltersRequested);
    auto *emptyLayout = new QVBoxLayout(m_emptyState);
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addWidget(m_clearSearch, 0, Qt::AlignCenter);
    emptyLayout->addStretch();
    m_emptyState->hide();
    m_table->viewport()->installEventFilter(this);  // the empty state covers it, whatever its size
}

QMenu *LinkListWidget::columnsMenu() const
{
    return m_columns->menu();
}

void LinkListWidget::setShortUrlBase(const QString &base)
{
    m_model->setShortUrlBase(base);
    m_detail->setLink(m_detail->link());
}

QByteArray LinkListWidget::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << m_splitter->saveState() << m_columns->saveState();
    return state;
}

void LinkListWidget::restoreState(const QByteArray &state)
{
    QByteArray splitter, header;
    QDataStream in(state);
    in >> splitter >> header;
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    m_columns->restoreState(header);
}

QList<Link> LinkListWidget::selectedLinks() const
{
    QList<Link> links;
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : std::as_const(rows)) {
        if (auto link = m_model->linkAt(index.row()))
            links.append(*link);
    }
    return links;
}

QList<QPair<int, int>> LinkListWidget::selectedRuns() const
{
    QList<QPair<int, int>> runs;
    for (const QItemSelectionRange &range : m_table->selectionModel()->selection())
        runs.append({range.top(), range.bottom()});
    std::sort(runs.begin(), runs.end());
    // Ranges of the same rows in other columns, or touching each other, are one run.
    QList<QPair<int, int>> merged;
    for (const auto &run : std::as_const(runs)) {
        if (!merged.isEmpty() && run.first <= merged.last().second + 1)
            merged.last().second = std::max(merged.last().second, run.second);
        else
            merged.append(run);
    }
    return merged;
}

int LinkListWidget::selectedCount() const
{
    int count = 0;
    for (const auto &[first, last] : selectedRuns())
        count += last - first + 1;
    return count;
}

bool LinkListWidget::selectLink(qint64 id)
{
    showLinkChangesNow();  // the link may have been made within a burst of changes
    // The page holding a new link is usually the first one; load it before looking.
    m_model->linkAt(0);
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    selectRow(row);
    return true;
}

void LinkListWidget::selectRow(int row)
{
    const QModelIndex index = m_model->index(row, 0);
    if (!index.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

void LinkListWidget::rememberSelection()
{
    m_selectedIds.clear();
    m_selectedRow = -1;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows) {
        m_selectedIds.append(index.data(LinkTableModel::LinkIdRole).toLongLong());
        m_selectedRow = m_selectedRow < 0 ? index.row() : std::min(m_selectedRow, index.row());
    }
}

// After a reload the same links stay selected where they are still loaded (sorts, refreshes,
// toggles); a deleted selection gives way to the row after it; else the first row is selected.
void LinkListWidget::restoreSelection()
{
    const bool next = std::exchange(m_selectNextAfterReset, false);
    if (m_model->rowCount() == 0) {
        m_detail->setLink(std::nullopt);
        return;
    }
    m_model->linkAt(0);
    if (m_selectedRow >= 0)
        m_model->linkAt(std::min(m_selectedRow, m_model->rowCount() - 1));
    QItemSelection selection;
    int current = -1;
    if (!next)
        selection = rowsOf(m_selectedIds, current);
    if (current < 0) {
        current = next ? std::min(m_selectedRow, m_model->rowCount() - 1) : 0;
        selection.select(m_model->index(current, 0), m_model->index(current, LinkTableModel::ColumnCount - 1));
    }
    m_table->selectionModel()->setCurrentIndex(m_model->index(current, 0), QItemSelectionModel::NoUpdate);
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_table->scrollTo(m_model->index(current, 0));
}

// Links outside the loaded pages are looked up, a bounded number of them (a sort moves a
// selected link anywhere among a million).
QItemSelection LinkListWidget::rowsOf(const QList<qint64> &ids, int &first)
{
    QItemSelection selection;
    first = -1;
    int lookups = 0;
    for (qint64 id : ids) {
        int row = m_model->loadedRowOf(id);
        if (row < 0 && lookups++ < MaxSelectionLookups)
            row = m_model->rowOf(id);
        if (row < 0)
            continue;
        selection.select(m_model->index(row, 0), m_model->index(row, LinkTableModel::ColumnCount - 1));
        first = first < 0 ? row : std::min(first, row);
    }
    return selection;
}

void LinkListWidget::selectLinks(const QList<qint64> &ids)
{
    m_model->linkAt(0);
    int first = -1;
    const QItemSelection selection = rowsOf(ids, first);
    if (first < 0)
        return;
    m_table->selectionModel()->setCurrentIndex(m_model->index(first, 0), QItemSelectionModel::NoUpdate);
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_table->scrollTo(m_model->index(first, 0));
}

void LinkListWidget::onSelectionChanged()
{
    Q_EMIT selectionChanged();
    const int count = selectedCount();
    if (count == 1)
        m_detail->setLink(m_model->linkAt(selectedRuns().first().first));
    else
        m_detail->showCount(count);
}

// Changes made elsewhere (the title filler, checks, the listener's API, another process) are
// read on the model's reader thread: the window never waits for the recount and the pages.
void LinkListWidget::onLinksChanged()
{
    m_linksChanged = true;
    if (m_changeTimer->isActive())
        return;  // shown with those that follow, when the interval ends
    applyLinkChanges(Read::InBackground);
    m_changeTimer->start();
}

// This widget's own changes are read at once, so that what follows (selecting a new link,
// the next row after a delete) finds them.
void LinkListWidget::showLinkChangesNow()
{
    // A read under way in the background may have begun before this widget's own change.
    if (m_linksChanged || m_model->isReadingInBackground())
        applyLinkChanges(Read::Now);
}

// The rows follow the changes without a reset: the scroll position stays where the user has
// it, and the selection stays on its links (on the next row when they are gone). A changed
// link may have moved under the sort or left the filter, so every change recounts.
void LinkListWidget::applyLinkChanges(Read read)
{
    m_linksChanged = false;
    if (read == Read::Now)
        m_model->refresh();
    else
        m_model->refreshInBackground();
}

void LinkListWidget::beforeChangesShown()
{
    m_nextAfterChanges = std::exchange(m_selectNextAfterReset, false);
    rememberSelection();
    // Scrolled into the table, the user keeps seeing the links they looked at when rows come
    // or go above them; at the top, new links come into view there.
    m_anchorId = 0;
    if (m_table->verticalScrollBar()->value() > 0) {
        if (const int top = m_table->rowAt(0); top >= 0) {
            m_anchorRow = top;
            m_anchorId = m_model->index(top, 0).data(LinkTableModel::LinkIdRole).toLongLong();
        }
    }
}

void LinkListWidget::afterChangesShown()
{
    if (const qint64 anchor = std::exchange(m_anchorId, 0); anchor > 0) {
        if (const int row = m_model->loadedRowOf(anchor); row >= 0 && row != m_anchorRow) {
            QScrollBar *scroll = m_table->verticalScrollBar();
            const int rows = row - m_anchorRow;
            const int value = scroll->value()
                + (m_table->verticalScrollMode() == QAbstractItemView::ScrollPerItem ? rows
                                                                                     : rows * m_table->rowHeight(row));
            // The view widens the scroll bar's range for the new rows only when it next lays
            // itself out; until then a value beyond the old end would be cut to it.
            if (value > scroll->maximum())
                scroll->setMaximum(value);
            scroll->setValue(value);
        }
    }
    const bool next = std::exchange(m_nextAfterChanges, false);
    if (!m_table->selectionModel()->hasSelection() && (m_selectedRow >= 0 || next) && m_model->rowCount() > 0)
        selectRow(std::clamp(m_selectedRow, 0, m_model->rowCount() - 1));
    else if (m_table->selectionModel()->selectedRows().size() == 1)
        onSelectionChanged();  // the detail pane shows the link as it is now
    if (m_model->rowCount() == 0)
        m_detail->setLink(std::nullopt);
    Q_EMIT changesShown();
    Q_EMIT selectionChanged();
    Q_EMIT rowsChanged();
    updateEmptyState();
}

void LinkListWidget::updateEmptyState()
{
    const bool empty = m_model->rowCount() == 0;
    m_emptyState->setVisible(empty);
    if (!empty)
        return;
    if (m_model->isFiltered()) {
        m_emptyText->setText(m_model->search().trimmed().isEmpty()
                ? tr("No link matches these filters.")
                : tr("No link matches “%1”.").arg(m_model->search().trimmed()));
        m_clearSearch->show();
    } else {
        m_emptyText->setText(
            tr("No links yet.\n\nMake the first one with New (Ctrl+N), paste a copied URL here (Ctrl+V), "
               "drop a link from your browser onto this window, or click Kurz's tray icon to shorten "
               "the clipboard."));
        m_clearSearch->hide();
    }
    m_emptyState->setGeometry(m_table->viewport()->rect());
}

void LinkListWidget::onHitsFlushed(const QList<qint64> &ids)
{
    m_model->refreshLinks(ids);
    if (m_detail->link() && ids.contains(m_detail->link()->id))
        m_detail->refresh();
}

void LinkListWidget::pushChange(const QString &text, const QList<Link> &before, const QList<Link> &after)
{
    // Undo and redo select the links they changed again, wherever the user has gone since.
    const auto step = [this](const QList<Link> &links) -> Result<void> {
        const auto put = m_app.links().restoreEdits(links);
        if (!put)
            return put.error();
        m_stepLinks.clear();
        for (const Link &link : links)
            m_stepLinks.append(link.id);
        return {};
    };
    m_undo->push(new LinkUndoCommand(
        text, [step, before] { return step(before); }, [step, after] { return step(after); },
        [this](const Error &e) { showUndoFailure(e); }));
}

void LinkListWidget::showUndoFailure(const Error &error)
{
    QMessageBox::warning(this, tr("Cannot undo or redo"), error.message);
}

void LinkListWidget::newLink(const QString &initialUrl)
{
    LinkEditorDialog dialog(m_app, std::nullopt, initialUrl, this);
    if (dialog.exec() == QDialog::Accepted && dialog.savedLink())
        selectLink(dialog.savedLink()->id);
}

void LinkListWidget::editSelected()
{
    const QList<Link> links = selectedLinks();
    if (links.size() != 1)
        return;
    LinkEditorDialog dialog(m_app, links.first(), {}, this);
    if (dialog.exec() == QDialog::Accepted && dialog.savedLink())
        pushChange(tr("Edit %1").arg(links.first().code), links, {*dialog.savedLink()});
}

void LinkListWidget::bulkEditSelected()
{
    const QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return;
    const auto tags = m_app.store().pages().usedTags();
    BulkEditDialog dialog(int(links.size()), tags ? *tags : QStringList(), this);
    if (dialog.exec() == QDialog::Accepted)
        changeSelected(dialog.edit(), tr("Change %Ln link(s)", nullptr, int(links.size())),
            tr("Changed %Ln link(s) — Ctrl+Z takes it back", nullptr, int(links.size())));
}

bool LinkListWidget::changeSelected(const LinkEdit &edit, const QString &what, const QString &done)
{
    const QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return false;
    const auto saved = m_app.links().editMany(codesOf(links), edit);
    if (!saved) {
        QMessageBox::warning(this, tr("No link was changed"), saved.error().message);
        return false;
    }
    pushChange(what, links, *saved);
    showLinkChangesNow();
    Q_EMIT message(done, 6000);
    return true;
}

void LinkListWidget::copySelected(CopyAs what)
{
    QStringList lines;
    for (const Link &link : selectedLinks()) {
        const QString shortUrl = m_app.shortUrl(link);
        const QString name = link.title.isEmpty() ? link.code : link.title;
        switch (what) {
        case CopyAs::ShortUrl: lines << shortUrl; break;
        case CopyAs::Target: lines << link.target; break;
        case CopyAs::Markdown: {
            QString text = name;
            text.replace(u'\\', u"\\\\"_s).replace(u'[', u"\\["_s).replace(u']', u"\\]"_s);
            lines << u'[' + text + u"]("_s + shortUrl + u')';
            break;
        }
        case CopyAs::Html:
            lines << u"<a href=\""_s + shortUrl.toHtmlEscaped() + u"\">"_s + name.toHtmlEscaped() + u"</a>"_s;
            break;
        }
    }
    if (lines.isEmpty())
        return;
    m_app.copyToClipboard(lines.join(u'\n'));
    if (what == CopyAs::ShortUrl)
        Q_EMIT message(lines.size() == 1 ? tr("Copied %1").arg(lines.first())
                                         : tr("Copied %Ln short URL(s)", nullptr, int(lines.size())),
            4000);
    else
        Q_EMIT message(lines.size() == 1 ? tr("Copied %1").arg(lines.first())
                                         : tr("Copied %Ln link(s)", nullptr, int(lines.size())),
            4000);
}

void LinkListWidget::openSelected()
{
    for (const Link &link : selectedLinks()) {
        if (!QDesktopServices::openUrl(QUrl(link.target))) {
            QMessageBox::warning(this, tr("Cannot open the target"),
                tr("No program here opens %1. Set a default web browser in your desktop's settings "
                   "(or with xdg-settings set default-web-browser), then try again; Copy (Ctrl+C) "
                   "copies the short URL meanwhile.")
                    .arg(link.target));
            return;
        }
    }
}

void LinkListWidget::showQrCode()
{
    const QList<Link> links = selectedLinks();
    if (links.size() != 1)
        return;
    QrCodeDialog dialog(m_app.shortUrl(links.first()), links.first().code, this);
    dialog.exec();
}

void LinkListWidget::checkTargets(bool everyLink)
{
    const qsizetype selected = m_table->selectionModel()->selectedRows().size();
    // Every link selected (Ctrl+A without a filter) is checked like none: without reading each row.
    const bool all = everyLink || selected == 0 || (selected == m_model->rowCount() && !m_model->isFiltered());
    const auto count = all ? m_checks->countAll() : Result<qint64>(qint64(selected));
    if (count && !TargetChecks::confirm(this, *count))
        return;
    const auto queued = all ? m_checks->checkAll() : Result<qint64>(m_checks->check(selectedLinks()));
    if (!queued)
        QMessageBox::warning(this, tr("No target was checked"), queued.error().message);
    else if (*queued == 0 && !m_checks->isRunning())
        Q_EMIT message(tr("There are no links to check."), 4000);
}

void LinkListWidget::toggleSelectedDisabled()
{
    const QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return;
    LinkEdit edit;
    edit.disabled = !std::all_of(links.cbegin(), links.cend(), [](const Link &l) { return l.disabled; });
    const int n = int(links.size());
    if (*edit.disabled)
        changeSelected(
            edit, tr("Disable %Ln link(s)", nullptr, n), tr("Disabled %Ln link(s) — Ctrl+Z takes it back", nullptr, n));
    else
        changeSelected(
            edit, tr("Enable %Ln link(s)", nullptr, n), tr("Enabled %Ln link(s) — Ctrl+Z takes it back", nullptr, n));
}

int LinkListWidget::deleteSelected(bool confirm)
{
    const QList<QPair<int, int>> runs = selectedRuns();
    const int count = selectedCount();
    if (count == 0)
        return 0;
    std::optional<Link> only;
    const auto selection = storeSelection(&only);
    if (!selection)
        return 0;
    if (confirm) {
        const QString question = count == 1
            ? tr("Delete %1? Its short URL stops working. Undo (Ctrl+Z) brings it back with its visits.")
                  .arg(m_app.shortUrl(only->code))
            : tr("Delete %Ln link(s)? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.",
                nullptr, count);
        QMessageBox box(QMessageBox::Question, tr("Delete links"), question, QMessageBox::Cancel, this);
        QPushButton *remove = box.addButton(tr("&Delete"), QMessageBox::DestructiveRole);
        remove->setObjectName(u"deleteButton"_s);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != remove)
            return 0;
    }
    // Only the first row stays selected meanwhile, where the selection goes on afterwards: a
    // selection of every row would be remembered row by row when the change arrives.
    m_table->selectionModel()->setCurrentIndex(
        m_model->index(runs.first().first, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_selectNextAfterReset = true;
    const auto removed = BackgroundWrite::run(m_app, this, tr("Deleting %Ln link(s)…", nullptr, count), true,
        [selection = *selection](
            LinkService &links, const WriteProgress &progress) { return links.removeToBatch(selection, progress); });
    if (!removed) {
        m_selectNextAfterReset = false;
        QItemSelection again;
        for (const auto &[first, last] : runs)
            again.select(m_model->index(first, 0), m_model->index(last, LinkTableModel::ColumnCount - 1));
        m_table->selectionModel()->select(again, QItemSelectionModel::ClearAndSelect);
        if (removed.error().reason == reasons::Cancelled)
            Q_EMIT message(tr("Delete cancelled: no link was deleted"), 6000);
        else
            QMessageBox::warning(this, tr("No link was deleted"), removed.error().message);
        return 0;
    }
    showLinkChangesNow();
    const int deleted = int(removed->ids.size());
    auto kept = std::make_shared<DeletedLinks>(&m_app, removed->id, removed->ids);
    m_undo->push(new LinkUndoCommand(tr("Delete %n link(s)", nullptr, deleted), bringBack(kept), takeAway(kept),
        [this](const Error &e) { showUndoFailure(e); }));
    Q_EMIT message(tr("Deleted %Ln link(s) — Ctrl+Z brings them back", nullptr, deleted), 6000);
    return deleted;
}

bool LinkListWidget::clearVisitsOfSelected(bool confirm)
{
    const QList<Link> selected = selectedCount() == 1 ? selectedLinks() : QList<Link>{};
    if (selected.size() != 1)
        return false;
    const Link link = selected.first();
    if (confirm) {
        const qint64 visits = link.hits + link.botHits;
        QMessageBox box(QMessageBox::Question, tr("Clear visits"),
            tr("Delete the %Ln visit(s) of %1 and set its hit counts to zero? Undo (Ctrl+Z) brings them back.", nullptr,
                int(std::min<qint64>(visits, std::numeric_limits<int>::max())))
                .arg(m_app.shortUrl(link.code)),
            QMessageBox::Cancel, this);
        QPushButton *clear = box.addButton(tr("C&lear visits"), QMessageBox::DestructiveRole);
        clear->setObjectName(u"clearVisitsConfirm"_s);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != clear)
            return false;
    }
    // Off the window's thread: a link may have millions of visit rows.
    const auto clearOn = [this](qint64 id) {
        return BackgroundWrite::run(m_app, this, tr("Clearing visits…"), false,
            [id](LinkService &links, const WriteProgress &) { return VisitStore(links.store().database()).clear(id); });
    };
    const auto cleared = clearOn(link.id);
    if (!cleared) {
        QMessageBox::warning(this, tr("No visit was deleted"), cleared.error().message);
        return false;
    }
    auto kept = std::make_shared<DeletedLinks>(&m_app, cleared->batch, QList<qint64>{link.id});
    const LinkUndoCommand::Step restore = [this, kept]() -> Result<void> {
        const auto back = BackgroundWrite::run(m_app, this, tr("Restoring visits…"), false,
            [batch = kept->batch](LinkService &links, const WriteProgress &) {
                return VisitStore(links.store().database()).restoreCleared(batch);
            });
        if (!back.ok())
            return back.error();
        kept->batch = 0;
        m_detail->refresh();
        return {};
    };
    const LinkUndoCommand::Step clearAgain = [kept, clearOn, this]() -> Result<void> {
        const auto again = clearOn(kept->ids.first());
        if (!again)
            return again.error();
        kept->batch = again->batch;
        m_detail->refresh();
        return {};
    };
    showLinkChangesNow();
    m_detail->refresh();
    m_undo->push(new LinkUndoCommand(
        tr("Clear visits of %1").arg(link.code), restore, clearAgain, [this](const Error &e) { showUndoFailure(e); }));
    Q_EMIT message(tr("Cleared the visits of %1 — Ctrl+Z brings them back").arg(link.code), 6000);
    return true;
}

LinkUndoCommand::Step LinkListWidget::bringBack(const std::shared_ptr<DeletedLinks> &kept)
{
    return [this, kept]() -> Result<void> {
        const int n = int(kept->ids.size());
        const auto back = BackgroundWrite::run(m_app, this, tr("Restoring %Ln link(s)…", nullptr, n), false,
            [batch = kept->batch](
                LinkService &links, const WriteProgress &progress) { return links.restoreBatch(batch, progress); });
        if (!back)
            return back.error();
        kept->batch = 0;
        // Selected again like an undone edit's, where few enough to look up.
        if (kept->ids.size() <= LinkTableModel::PageSize)
            m_stepLinks = kept->ids;
        return {};
    };
}

LinkUndoCommand::Step LinkListWidget::takeAway(const std::shared_ptr<DeletedLinks> &kept)
{
    return [this, kept]() -> Result<void> {
        LinkSelection again;
        again.ids = kept->ids;
        const auto gone = BackgroundWrite::run(m_app, this, tr("Deleting %Ln link(s)…", nullptr, int(kept->ids.size())),
            false, [again](LinkService &links, const WriteProgress &progress) {
                return links.removeToBatch(again, progress);
            });
        if (!gone)
            return gone.error();
        kept->batch = gone->id;
        return {};
    };
}

void LinkListWidget::keepImportUndoable(const QList<qint64> &ids)
{
    if (ids.isEmpty())
        return;
    // The inverse of a delete: undo takes the links away into a removed batch, redo brings
    // them back with the visits they had meanwhile.
    auto kept = std::make_shared<DeletedLinks>(&m_app, 0, ids);
    m_undo->push(new LinkUndoCommand(tr("Import %n link(s)", nullptr, int(ids.size())), takeAway(kept), bringBack(kept),
        [this](const Error &e) { showUndoFailure(e); }));
}

std::optional<LinkSelection> LinkListWidget::storeSelection(std::optional<Link> *first) const
{
    // The rows as the model's query cuts them, each run told by its first and last link: the
    // writing thread finds the links itself, and refuses rows that moved meanwhile.
    LinkSelection selection;
    selection.query = m_model->query();
    const QList<QPair<int, int>> runs = selectedRuns();
    for (const auto &[top, bottom] : runs) {
        const auto firstLink = m_model->linkAt(top);
        const auto lastLink = top == bottom ? firstLink : m_model->linkAt(bottom);
        if (!firstLink || !lastLink)
            return std::nullopt;
        selection.rows.append({top, bottom - top + 1, firstLink->id, lastLink->id});
        if (first && !*first)
            *first = firstLink;
    }
    return selection;
}

LinkSelection LinkListWidget::shownLinks() const
{
    LinkSelection selection;
    selection.query = m_model->query();
    selection.allRows = true;
    return selection;
}

void LinkListWidget::shortenClipboard()
{
    const auto created = m_app.shortenClipboard();
    if (created) {
        selectLink(created->link.id);
        Q_EMIT message(tr("Shortened and copied: %1").arg(m_app.shortUrl(created->link)), 8000);
    } else {
        Q_EMIT message(tr("Nothing shortened: %1").arg(created.error().message), 10000);
    }
}

void LinkListWidget::shortenUrls(const QStringList &urls)
{
    QStringList shortUrls, problems;
    qint64 lastId = 0;
    for (const QString &url : urls) {
        const auto created = m_app.shortenText(url);
        if (created) {
            shortUrls << m_app.shortUrl(created->link);
            lastId = created->link.id;
        } else {
            problems << created.error().message;
        }
    }
    if (!shortUrls.isEmpty()) {
        m_app.copyToClipboard(shortUrls.join(u'\n'));
        selectLink(lastId);
        Q_EMIT message(tr("Shortened and copied: %1").arg(shortUrls.join(u", "_s)), 8000);
    }
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Not shortened"), problems.join(u'\n'));
}

bool LinkListWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() == Qt::NoModifier) {
            editSelected();
            return true;
        }
        // Home and End go to the first and the last link, with Ctrl or without, and select it:
        // Qt's table moves only its focus frame with Ctrl, and without it goes to the row's
        // first or last column, which means nothing in a table of whole rows. PageUp and
        // PageDown with Ctrl likewise select where they land.
        const bool plainOrCtrl = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier
            || (key->modifiers() & ~Qt::KeypadModifier) == Qt::ControlModifier;
        if (key->key() == Qt::Key_End && plainOrCtrl) {
            // The very last link, not the last one counted so far.
            m_model->countAll();
            selectRow(m_model->rowCount() - 1);
            return true;
        }
        if (key->key() == Qt::Key_Home && plainOrCtrl) {
            selectRow(0);
            return true;
        }
        if ((key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown)
            && key->modifiers() == Qt::ControlModifier) {
            QKeyEvent plain(
                QEvent::KeyPress, key->key(), Qt::NoModifier, key->text(), key->isAutoRepeat(), key->count());
            QCoreApplication::sendEvent(m_table, &plain);
            return true;
        }
    }
    if (watched == m_table && event->type() == QEvent::FocusIn && m_model->rowCount() > 0
        && !m_table->selectionModel()->hasSelection())
        selectRow(0);
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        m_emptyState->setGeometry(m_table->viewport()->rect());
    return QWidget::eventFilter(watched, event);
}

}  // namespace kurz
