#include "gui/MainWindow.h"

#include "core/settings/SettingsKeys.h"
#include "gui/BulkEditDialog.h"
#include "gui/DesktopApp.h"
#include "gui/DetailPane.h"
#include "gui/ActionIcon.h"
#include "gui/ImportExportActions.h"
#include "gui/LinkStatusDisplay.h"
#include "gui/LinkUndoCommand.h"
#include "gui/LinkEditorDialog.h"
#include "gui/LinkTableModel.h"
#include "gui/QrCodeView.h"
#include "gui/ScreenFit.h"
#include "gui/SettingsDialog.h"
#include "gui/TargetChecks.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QMenuBar>
#include <QScreen>
#include <QUndoStack>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScopedValueRollback>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace kurz {

namespace {

// Selected links looked up by position after a sort or refresh; the rest stay selected only
// where their rows are loaded.
constexpr int MaxSelectionLookups = 50;

// A URL the window can shorten from a drop: links, or text that is one http(s) URL.
QStringList droppedUrls(const QMimeData *mime)
{
    QStringList urls;
    if (mime->hasUrls()) {
        for (const QUrl &url : mime->urls()) {
            if (url.scheme() == u"http" || url.scheme() == u"https")
                urls << url.toString();
        }
    } else if (mime->hasText()) {
        const QString text = mime->text().trimmed();
        if ((text.startsWith(u"http://") || text.startsWith(u"https://")) && !text.contains(u'\n'))
            urls << text;
    }
    return urls;
}

const LinkStatus Statuses[] = {LinkStatus::Live, LinkStatus::Scheduled, LinkStatus::Expired, LinkStatus::LimitReached,
                               LinkStatus::Disabled};

// The status filter's "Target broken", after the link statuses.
constexpr int BrokenTargetFilter = -1;

QStringList codesOf(const QList<Link> &links)
{
    QStringList codes;
    for (const Link &link : links)
        codes.append(link.code);
    return codes;
}

std::optional<Error> errorOf(const Result<QList<Link>> &result)
{
    return result ? std::nullopt : std::optional<Error>(result.error());
}

} // namespace

MainWindow::MainWindow(DesktopApp &app, QWidget *parent)
    : QMainWindow(parent)
    , m_app(app)
{
    setWindowTitle(u"Kurz"_qs);
    setAcceptDrops(true);
    m_undo = new QUndoStack(this);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] { showLinkChangesNow(); });
    m_checks = new TargetChecks(app, this);
    connect(m_checks, &TargetChecks::progress, this, &MainWindow::showCheckProgress);
    // The last results are in the table when the check says it is done.
    connect(m_checks, &TargetChecks::finished, this, [this] { showLinkChangesNow(); });
    connect(m_checks, &TargetChecks::saveFailed, this, [this](const QString &problem) {
        statusBar()->showMessage(tr("A check's result was not saved: %1").arg(problem), 10000);
    });
    m_model = new LinkTableModel(app.database(), this);
    m_model->setShortUrlBase(app.shortUrlBase());

    m_table = new QTableView(this);
    m_table->setObjectName(u"links"_qs);
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
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    letTargetTakeTheSlack();
    // The code column and Copy short URL stand in for the short URL column until it is shown.
    header->hideSection(LinkTableModel::ShortUrlColumn);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        menuBar()->findChild<QMenu *>(u"columnsMenu"_qs)->exec(header->mapToGlobal(pos));
    });
    header->setSortIndicator(LinkTableModel::CreatedColumn, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    // Code, Hits and Status fit their longest usual content: a 12-character alias, a count
    // in the millions with bots, "limit reached" beside its dot and a broken target's sign;
    // every column at least as wide as its heading and sort indicator, in whatever language.
    QFont bold = font();
    bold.setBold(true);
    const int padding = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin) + 16;
    int statusWidth = 0;
    for (LinkStatus status : Statuses)
        statusWidth = std::max(statusWidth, fontMetrics().horizontalAdvance(linkStatusText(status)));
    int widths[LinkTableModel::ColumnCount] = {QFontMetrics(bold).horizontalAdvance(u"release-2026"_qs) + padding, 175, 190, 140, 88,
                                               fontMetrics().horizontalAdvance(u"1,644,039 / 99,999"_qs) + padding, 78, 92, 92,
                                               statusWidth + 2 * style()->pixelMetric(QStyle::PM_SmallIconSize) + padding};
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column)
        header->resizeSection(column, std::max(widths[column], header->sectionSizeHint(column)));

    m_emptyState = new QWidget(m_table->viewport());
    m_emptyState->setObjectName(u"emptyState"_qs);
    m_emptyText = new QLabel(m_emptyState);
    m_emptyText->setWordWrap(true);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->setTextFormat(Qt::PlainText);
    m_clearSearch = new QPushButton(tr("C&lear search and filters"), m_emptyState);
    auto *emptyLayout = new QVBoxLayout(m_emptyState);
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addWidget(m_clearSearch, 0, Qt::AlignCenter);
    emptyLayout->addStretch();
    m_emptyState->hide();
    m_table->viewport()->installEventFilter(this);  // the empty state covers it, whatever its size

    m_detail = new DetailPane(app, this);
    m_detail->setAccessibleName(tr("Link details"));
    m_detail->setFocusPolicy(Qt::StrongFocus);
    m_splitter = new QSplitter(this);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setCollapsible(0, false);
    m_splitter->setSizes({970, 300});
    setCentralWidget(m_splitter);

    createActions();
    createMenus();
    connect(m_clearSearch, &QPushButton::clicked, this, [this] {
        m_search->clear();
        m_statusFilter->setCurrentIndex(0);
        m_tagFilter->setCurrentIndex(0);
    });

    // Messages take the status bar's free space on the left; the listener keeps its own place.
    m_listenerLabel = new QLabel(this);
    m_listenerLabel->setObjectName(u"listenerStatus"_qs);
    m_listenerLabel->setAccessibleName(tr("Listener status"));
    m_listenerButton = new QPushButton(tr("Open settings"), this);
    m_listenerButton->setFlat(true);
    m_listenerButton->hide();
    m_checkProgress = new QProgressBar(this);
    m_checkProgress->setObjectName(u"checkProgress"_qs);
    m_checkProgress->setAccessibleName(tr("Target checks"));
    m_checkProgress->setMaximumWidth(160);
    m_checkProgress->hide();
    statusBar()->addPermanentWidget(m_checkProgress);
    statusBar()->addPermanentWidget(m_listenerLabel);
    statusBar()->addPermanentWidget(m_listenerButton);
    connect(m_listenerButton, &QPushButton::clicked, this, [this] { openSettings(m_listenerSettingsPage); });

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::onSelectionChanged);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &MainWindow::rememberSelection);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        restoreSelection();
        updateActions();
        updateStatus();
        updateEmptyState();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatus);
    connect(m_table, &QTableView::doubleClicked, this, &MainWindow::editSelected);
    connect(m_table, &QTableView::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        menu.addActions({m_newAction, m_editAction, m_bulkEditAction, m_copyAction, m_openAction, m_qrAction, m_toggleAction,
                         m_checkAction});
        menu.addSeparator();
        menu.addAction(m_deleteAction);
        menu.exec(m_table->viewport()->mapToGlobal(pos));
    });
    m_changeTimer = new QTimer(this);
    m_changeTimer->setSingleShot(true);
    m_changeTimer->setInterval(ChangeInterval);
    connect(m_changeTimer, &QTimer::timeout, this, [this] {
        if (m_linksChanged) {
            applyLinkChanges();
            m_changeTimer->start();
        }
    });
    connect(&app, &DesktopApp::linksChanged, this, &MainWindow::onLinksChanged);
    connect(&app, &DesktopApp::hitsFlushed, this, &MainWindow::onHitsFlushed);
    connect(&app, &DesktopApp::listenerStateChanged, this, &MainWindow::updateStatus);
    setTabOrder(m_search, m_table);
    setTabOrder(m_table, m_detail);

    restoreLayout();
    // A column the user sizes keeps its width; from then on no column follows the window.
    connect(header, &QHeaderView::sectionResized, this, [this] {
        if (!m_fittingColumns)
            m_columnsSizedByUser = true;
    });
    updateTagFilter();
    updateActions();
    updateStatus();
    updateEmptyState();
}

MainWindow::~MainWindow()
{
    // Children are deleted after this destructor, and the undo stack clears itself as it goes,
    // saying so: no child may call back into a window that is no longer one.
    const QList<QObject *> descendants = findChildren<QObject *>();
    for (QObject *descendant : descendants)
        QObject::disconnect(descendant, nullptr, this, nullptr);
}

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QString &text, const QString &icon, const QKeySequence &shortcut,
                       const std::function<void()> &slot) {
        auto *action = new QAction(icon.isEmpty() ? QIcon() : actionIcon(icon), text, this);
        action->setObjectName(name);
        action->setShortcut(shortcut);
        const QString plain = QString(text).remove(u'&').remove(u"…"_qs);
        action->setToolTip(shortcut.isEmpty() ? plain : QStringLiteral("%1 (%2)").arg(plain, shortcut.toString(QKeySequence::NativeText)));
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_newAction = make(u"newLink"_qs, tr("&New link…"), u"list-add"_qs, QKeySequence::New, [this] { newLink(); });
    m_newAction->setIconText(tr("New"));
    m_editAction = make(u"editLink"_qs, tr("&Edit…"), u"document-edit"_qs, QKeySequence(Qt::Key_F2), [this] { editSelected(); });
    m_editAction->setIconText(tr("Edit"));
    m_bulkEditAction = make(u"bulkEdit"_qs, tr("Change &selected links…"), u"tag"_qs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                            [this] { bulkEditSelected(); });
    m_copyAction = make(u"copyShortUrl"_qs, tr("&Copy short URL"), u"edit-copy"_qs, QKeySequence::Copy, [this] { copySelected(); });
    m_openAction = make(u"openTarget"_qs, tr("&Open target"), u"internet-web-browser"_qs, QKeySequence(Qt::CTRL | Qt::Key_O),
                        [this] { openSelected(); });
    m_qrAction = make(u"qrCode"_qs, tr("&QR code"), u"view-barcode-qr"_qs, QKeySequence(Qt::CTRL | Qt::Key_R), [this] { showQrCode(); });
    m_toggleAction = make(u"toggleDisabled"_qs, tr("Disa&ble"), u"media-playback-pause"_qs, QKeySequence(Qt::CTRL | Qt::Key_D),
                          [this] { toggleSelectedDisabled(); });
    m_checkAction = make(u"checkTargets"_qs, tr("Check &targets"), u"view-refresh"_qs, {}, [this] { checkTargets(); });
    m_checkAction->setStatusTip(tr("Asks the target pages of the selected links, or of all links when none is selected, "
                                   "whether they still answer"));
    m_checkAllAction = make(u"checkAllTargets"_qs, tr("Check a&ll targets"), {}, {}, [this] { checkTargets(true); });
    m_deleteAction = make(u"deleteLinks"_qs, tr("&Delete"), u"edit-delete"_qs, QKeySequence::Delete, [this] { deleteSelected(); });
    m_selectAllAction = make(u"selectAll"_qs, tr("Select &all"), {}, QKeySequence::SelectAll, [this] { m_table->selectAll(); });
    m_pasteAction = make(u"pasteToShorten"_qs, tr("&Paste and shorten"), {}, QKeySequence::Paste, [this] {
        const auto created = m_app.shortenClipboard();
        if (created) {
            selectLink(created->link.id);
            statusBar()->showMessage(tr("Shortened and copied: %1").arg(m_app.shortUrl(created->link.code)), 8000);
        } else {
            statusBar()->showMessage(tr("Nothing shortened: %1").arg(created.error().message), 10000);
        }
    });
    m_settingsAction = make(u"settings"_qs, tr("&Settings…"), u"preferences-system"_qs, QKeySequence(Qt::CTRL | Qt::Key_Comma),
                            [this] { openSettings(); });
    m_settingsAction->setIconText(tr("Settings"));
    m_quitAction = make(u"quit"_qs, tr("&Quit"), u"application-exit"_qs, QKeySequence::Quit,
                        [] { QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection); });
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setObjectName(u"undo"_qs);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setIcon(actionIcon(u"edit-undo"_qs));
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setObjectName(u"redo"_qs);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setIcon(actionIcon(u"edit-redo"_qs));
    addActions({m_undoAction, m_redoAction});
    m_pauseAction = make(u"pauseListener"_qs, tr("&Pause listener"), {}, {}, [this] { m_app.setListenerPaused(m_pauseAction->isChecked()); });
    m_pauseAction->setCheckable(true);
    // Shortcuts of the table's actions work while the table has focus, not while typing a search.
    for (QAction *action : {m_copyAction, m_deleteAction, m_selectAllAction, m_pasteAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        removeAction(action);
        m_table->addAction(action);
    }

    auto *toolbar = addToolBar(tr("Links"));
    toolbar->setObjectName(u"linksToolBar"_qs);
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addActions({m_newAction, m_editAction, m_copyAction, m_openAction, m_qrAction, m_toggleAction, m_deleteAction});
    // Icons alone for these: with every label the toolbar overflows in longer languages.
    for (QAction *action : {m_openAction, m_qrAction, m_toggleAction})
        action->setPriority(QAction::LowPriority);
    auto *spacer = new QWidget(toolbar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    // The search has the row below of its own, with the filters: in the toolbar a narrow
    // window (or twice the scale) moved it into the overflow menu, where Ctrl+F found nothing.
    m_search = new QLineEdit(this);
    m_search->setObjectName(u"search"_qs);
    m_search->setAccessibleName(tr("Search links"));
    m_search->setPlaceholderText(tr("Search, or tag:name status:expired (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(160);
    m_search->installEventFilter(this);
    toolbar->addAction(m_settingsAction);
    connect(m_search, &QLineEdit::textChanged, m_model, &LinkTableModel::setSearch);
    auto *focusSearch = new QAction(this);
    focusSearch->setShortcut(QKeySequence::Find);
    connect(focusSearch, &QAction::triggered, m_search, [this] { m_search->setFocus(); m_search->selectAll(); });
    addAction(focusSearch);

    addToolBarBreak();
    m_filterBar = addToolBar(tr("Filters"));
    m_filterBar->setObjectName(u"filterToolBar"_qs);
    m_filterBar->setMovable(false);
    m_filterBar->addWidget(createFilterBar());
}

QWidget *MainWindow::createFilterBar()
{
    auto *bar = new QWidget(this);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(4, 0, 4, 0);
    m_statusFilter = new QComboBox(bar);
    m_statusFilter->setObjectName(u"statusFilter"_qs);
    m_statusFilter->setAccessibleName(tr("Filter by status"));
    m_statusFilter->addItem(tr("Any status"));
    for (LinkStatus status : Statuses)
        m_statusFilter->addItem(linkStatusIcon(status), linkStatusText(status), int(status));
    m_statusFilter->addItem(brokenTargetIcon(), tr("Target broken"), BrokenTargetFilter);
    m_tagFilter = new QComboBox(bar);
    m_tagFilter->setObjectName(u"tagFilter"_qs);
    m_tagFilter->setAccessibleName(tr("Filter by tag"));
    m_tagFilter->setMinimumContentsLength(12);
    m_tagFilter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto *statusLabel = new QLabel(tr("S&tatus:"), bar);
    statusLabel->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    statusLabel->setBuddy(m_statusFilter);
    auto *tagLabel = new QLabel(tr("T&ag:"), bar);
    tagLabel->setBuddy(m_tagFilter);
    // View → Filters hides the filters; the search stays.
    m_filterControls = new QWidget(bar);
    auto *filters = new QHBoxLayout(m_filterControls);
    filters->setContentsMargins(12, 0, 0, 0);
    filters->addWidget(statusLabel);
    filters->addWidget(m_statusFilter);
    filters->addSpacing(12);
    filters->addWidget(tagLabel);
    filters->addWidget(m_tagFilter);
    layout->addWidget(m_search, 1);
    layout->addWidget(m_filterControls);
    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant status = m_statusFilter->currentData();
        const bool broken = status == BrokenTargetFilter;
        m_model->setStatusFilter(status.isValid() && !broken ? std::optional(LinkStatus(status.toInt())) : std::nullopt, broken);
    });
    connect(m_tagFilter, &QComboBox::currentIndexChanged, this, [this] { m_model->setTagFilter(m_tagFilter->currentData().toString()); });
    return bar;
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(u"fileMenu"_qs);
    file->addAction(m_newAction);
    file->addAction(m_pasteAction);
    file->addSeparator();
    file->addActions((new ImportExportActions(m_app, this))->actions());
    file->addSeparator();
    QAction *backup = file->addAction(tr("&Back up now…"), this, &MainWindow::backUp);
    backup->setObjectName(u"backUp"_qs);
    QAction *restore = file->addAction(tr("&Restore from backup…"), this, &MainWindow::restoreFromBackup);
    restore->setObjectName(u"restoreBackup"_qs);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(u"editMenu"_qs);
    edit->addActions({m_undoAction, m_redoAction});
    edit->addSeparator();
    edit->addActions({m_copyAction, m_editAction, m_bulkEditAction, m_toggleAction, m_deleteAction});
    edit->addSeparator();
    edit->addActions({m_checkAction, m_checkAllAction});
    edit->addSeparator();
    edit->addAction(m_selectAllAction);
    edit->addSeparator();
    edit->addAction(m_settingsAction);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(u"viewMenu"_qs);
    QMenu *columns = view->addMenu(tr("&Columns"));
    columns->setObjectName(u"columnsMenu"_qs);
    QHeaderView *header = m_table->horizontalHeader();
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
        QAction *action = columns->addAction(m_model->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setEnabled(column != LinkTableModel::CodeColumn);
        connect(columns, &QMenu::aboutToShow, action, [action, header, column] { action->setChecked(!header->isSectionHidden(column)); });
        connect(action, &QAction::triggered, header, [header, column](bool shown) { header->setSectionHidden(column, !shown); });
    }
    m_detailAction = view->addAction(tr("&Detail pane"), this, [this](bool on) { m_detail->setVisible(on); });
    m_detailAction->setCheckable(true);
    m_detailAction->setChecked(true);
    m_detailAction->setShortcut(QKeySequence(Qt::Key_F9));
    m_filtersAction = view->addAction(tr("&Filters"), this, [this](bool on) { m_filterControls->setVisible(on); });
    m_filtersAction->setCheckable(true);
    m_filtersAction->setChecked(true);
    addActions({m_detailAction, m_filtersAction});

    QMenu *listener = menuBar()->addMenu(tr("&Listener"));
    listener->setObjectName(u"listenerMenu"_qs);
    listener->addAction(m_pauseAction);
    listener->addAction(tr("&Server settings…"), this, [this] { openSettings(SettingsDialog::ServerPage); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(u"helpMenu"_qs);
    QAction *keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    addAction(keys);
    help->addAction(tr("&About Kurz"), this, [this] {
        QMessageBox::about(this, tr("About Kurz"),
                           tr("<b>Kurz %1</b><p>Short links on your desktop, with their own redirect listener.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::showShortcuts()
{
    QString rows;
    const QList<QAction *> actions = {m_newAction, m_pasteAction, m_editAction, m_bulkEditAction, m_copyAction, m_openAction,
                                      m_qrAction, m_toggleAction, m_deleteAction, m_selectAllAction, m_undoAction,
                                      m_redoAction, m_detailAction, m_settingsAction, m_quitAction};
    for (QAction *action : actions)
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                    .arg(action->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                         QString(action->text()).remove(u'&').toHtmlEscaped());
    rows += tr("<tr><td>Enter</td><td>Edit the selected link</td></tr>"
               "<tr><td>Ctrl+F</td><td>Search; Esc clears it, Down moves into the list</td></tr>"
               "<tr><td>Ctrl+End</td><td>The last link</td></tr>");
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard shortcuts"), u"<table cellspacing=6>"_qs + rows + u"</table>"_qs,
                    QMessageBox::Close, this);
    box.exec();
}

void MainWindow::setShortUrlBase(const QString &base)
{
    m_model->setShortUrlBase(base);
    m_detail->setLink(m_detail->link());
}

QList<Link> MainWindow::selectedLinks() const
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

bool MainWindow::selectLink(qint64 id)
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

void MainWindow::selectRow(int row)
{
    const QModelIndex index = m_model->index(row, 0);
    if (!index.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

void MainWindow::rememberSelection()
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
void MainWindow::restoreSelection()
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
    if (!next) {
        // Links outside the loaded pages are looked up, a bounded number of them (a sort moves
        // a selected link anywhere among a million).
        int lookups = 0;
        for (qint64 id : std::as_const(m_selectedIds)) {
            int row = m_model->loadedRowOf(id);
            if (row < 0 && lookups++ < MaxSelectionLookups)
                row = m_model->rowOf(id);
            if (row < 0)
                continue;
            selection.select(m_model->index(row, 0), m_model->index(row, LinkTableModel::ColumnCount - 1));
            current = current < 0 ? row : std::min(current, row);
        }
    }
    if (current < 0) {
        current = next ? std::min(m_selectedRow, m_model->rowCount() - 1) : 0;
        selection.select(m_model->index(current, 0), m_model->index(current, LinkTableModel::ColumnCount - 1));
    }
    m_table->selectionModel()->setCurrentIndex(m_model->index(current, 0), QItemSelectionModel::NoUpdate);
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_table->scrollTo(m_model->index(current, 0));
}

void MainWindow::updateActions()
{
    const qsizetype count = m_table->selectionModel()->selectedRows().size();
    const bool any = count > 0;
    m_editAction->setEnabled(count == 1);
    m_bulkEditAction->setEnabled(any);
    m_copyAction->setEnabled(any);
    m_openAction->setEnabled(any);
    m_qrAction->setEnabled(count == 1);
    m_toggleAction->setEnabled(any);
    m_deleteAction->setEnabled(any);
    // Reading every link of a huge selection (Ctrl+A on 200,000) would stall the window.
    const QList<Link> links = count <= LinkTableModel::PageSize ? selectedLinks() : QList<Link>{};
    const bool allDisabled = !links.isEmpty() && std::all_of(links.cbegin(), links.cend(), [](const Link &l) { return l.disabled; });
    m_toggleAction->setText(allDisabled ? tr("Ena&ble") : tr("Disa&ble"));
    m_toggleAction->setIcon(actionIcon(allDisabled ? u"media-playback-start"_qs : u"media-playback-pause"_qs));
}

void MainWindow::onSelectionChanged()
{
    updateActions();
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.size() == 1)
        m_detail->setLink(m_model->linkAt(rows.first().row()));
    else
        m_detail->showCount(int(rows.size()));
}

void MainWindow::onLinksChanged()
{
    m_linksChanged = true;
    if (m_changeTimer->isActive())
        return;  // shown with those that follow, when the interval ends
    applyLinkChanges();
    m_changeTimer->start();
}

void MainWindow::showLinkChangesNow()
{
    if (m_linksChanged)
        applyLinkChanges();
}

// The rows follow the changes without a reset: the scroll position stays where the user has
// it, and the selection stays on its links (on the next row when they are gone). A changed
// link may have moved under the sort or left the filter, so every change recounts.
void MainWindow::applyLinkChanges()
{
    m_linksChanged = false;
    const bool next = std::exchange(m_selectNextAfterReset, false);
    rememberSelection();
    m_model->refresh();
    if (!m_table->selectionModel()->hasSelection() && (m_selectedRow >= 0 || next) && m_model->rowCount() > 0)
        selectRow(std::clamp(m_selectedRow, 0, m_model->rowCount() - 1));
    else if (m_table->selectionModel()->selectedRows().size() == 1)
        onSelectionChanged();  // the detail pane shows the link as it is now
    if (m_model->rowCount() == 0)
        m_detail->setLink(std::nullopt);
    updateTagFilter();
    updateActions();
    updateStatus();
    updateEmptyState();
}

void MainWindow::updateTagFilter()
{
    const QString current = m_tagFilter->currentData().toString();
    const QSignalBlocker blocker(m_tagFilter);
    m_tagFilter->clear();
    m_tagFilter->addItem(tr("Any tag"), QString());
    const auto tags = m_app.store().usedTags();
    for (const QString &tag : tags ? *tags : QStringList())
        m_tagFilter->addItem(tag, tag);
    m_tagFilter->setCurrentIndex(std::max(0, m_tagFilter->findData(current)));
}

void MainWindow::updateEmptyState()
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
        m_emptyText->setText(tr("No links yet.\n\nMake the first one with New (Ctrl+N), paste a copied URL here (Ctrl+V), "
                                "drop a link from your browser onto this window, or click Kurz's tray icon to shorten "
                                "the clipboard."));
        m_clearSearch->hide();
    }
    m_emptyState->setGeometry(m_table->viewport()->rect());
}

void MainWindow::onHitsFlushed(const QList<qint64> &ids)
{
    m_model->refreshLinks(ids);
    if (m_detail->link() && ids.contains(m_detail->link()->id))
        m_detail->refresh();
}

void MainWindow::pushChange(const QString &text, const QList<Link> &before, const QList<Link> &after)
{
    m_undo->push(new LinkUndoCommand(
        text, [this, before] { return errorOf(m_app.links().putBack(before)); },
        [this, after] { return errorOf(m_app.links().putBack(after)); }, [this](const Error &e) { showUndoFailure(e); }));
}

void MainWindow::showUndoFailure(const Error &error)
{
    QMessageBox::warning(this, tr("Cannot undo or redo"), error.message);
}

void MainWindow::newLink(const QString &initialUrl)
{
    LinkEditorDialog dialog(m_app, std::nullopt, initialUrl, this);
    if (dialog.exec() == QDialog::Accepted && dialog.savedLink())
        selectLink(dialog.savedLink()->id);
}

void MainWindow::editSelected()
{
    const QList<Link> links = selectedLinks();
    if (links.size() != 1)
        return;
    LinkEditorDialog dialog(m_app, links.first(), {}, this);
    if (dialog.exec() == QDialog::Accepted && dialog.savedLink())
        pushChange(tr("Edit %1").arg(links.first().code), links, {*dialog.savedLink()});
}

void MainWindow::bulkEditSelected()
{
    const QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return;
    BulkEditDialog dialog(int(links.size()), this);
    if (dialog.exec() == QDialog::Accepted)
        changeSelected(dialog.edit(), tr("Change %n link(s)", nullptr, int(links.size())));
}

bool MainWindow::changeSelected(const LinkEdit &edit, const QString &what)
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
    statusBar()->showMessage(tr("%1 — Ctrl+Z takes it back").arg(what), 6000);
    return true;
}

void MainWindow::copySelected()
{
    QStringList urls;
    for (const Link &link : selectedLinks())
        urls << m_app.shortUrl(link.code);
    if (urls.isEmpty())
        return;
    m_app.copyToClipboard(urls.join(u'\n'));
    statusBar()->showMessage(urls.size() == 1 ? tr("Copied %1").arg(urls.first()) : tr("Copied %n short URL(s)", nullptr, int(urls.size())), 4000);
}

void MainWindow::openSelected()
{
    for (const Link &link : selectedLinks())
        QDesktopServices::openUrl(QUrl(link.target));
}

void MainWindow::showQrCode()
{
    const QList<Link> links = selectedLinks();
    if (links.size() != 1)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("QR code for %1").arg(links.first().code));
    auto *layout = new QVBoxLayout(&dialog);
    // As large as the screen has room for beside the label and buttons, at most 360 pixels.
    const int side = std::clamp(screenOf(this)->availableGeometry().height() - 180, 160, 360);
    auto *view = new QrCodeView(side, &dialog);
    view->setText(m_app.shortUrl(links.first().code), u"kurz-"_qs + links.first().code);
    layout->addWidget(view);
    auto *label = new QLabel(m_app.shortUrl(links.first().code), &dialog);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    fitOntoScreen(&dialog);
    dialog.exec();
}

void MainWindow::checkTargets(bool everyLink)
{
    const qsizetype selected = m_table->selectionModel()->selectedRows().size();
    // Every link selected (Ctrl+A without a filter) is checked like none: without reading each row.
    const bool all = everyLink || selected == 0 || (selected == m_model->rowCount() && !m_model->isFiltered());
    const auto queued = all ? m_checks->checkAll() : Result<int>(m_checks->check(selectedLinks()));
    if (!queued)
        QMessageBox::warning(this, tr("No target was checked"), queued.error().message);
    else if (*queued == 0 && !m_checks->isRunning())
        statusBar()->showMessage(tr("There are no links to check."), 4000);
}

void MainWindow::showCheckProgress(int done, int total, int broken)
{
    m_checkProgress->setRange(0, std::max(total, 1));
    m_checkProgress->setValue(done);
    m_checkProgress->setVisible(done < total);
    if (done < total)
        statusBar()->showMessage(tr("Checking targets: %1 of %2, %3 broken so far…").arg(QLocale().toString(done), QLocale().toString(total), QLocale().toString(broken)));
    else
        statusBar()->showMessage(tr("Checked %n target(s): %1 broken", nullptr, total).arg(QLocale().toString(broken)), 15000);
}

void MainWindow::toggleSelectedDisabled()
{
    const QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return;
    LinkEdit edit;
    edit.disabled = !std::all_of(links.cbegin(), links.cend(), [](const Link &l) { return l.disabled; });
    changeSelected(edit, *edit.disabled ? tr("Disable %n link(s)", nullptr, int(links.size()))
                                        : tr("Enable %n link(s)", nullptr, int(links.size())));
}

int MainWindow::deleteSelected(bool confirm)
{
    const QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return 0;
    if (confirm) {
        const QString question = links.size() == 1
            ? tr("Delete %1? Its short URL stops working. Undo (Ctrl+Z) brings it back with its visits.").arg(m_app.shortUrl(links.first().code))
            : tr("Delete %n link(s)? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.", nullptr, int(links.size()));
        QMessageBox box(QMessageBox::Question, tr("Delete links"), question, QMessageBox::Cancel, this);
        QPushButton *remove = box.addButton(tr("&Delete"), QMessageBox::DestructiveRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != remove)
            return 0;
    }
    m_selectNextAfterReset = true;
    const auto taken = m_app.links().take(codesOf(links));
    if (!taken) {
        m_selectNextAfterReset = false;
        QMessageBox::warning(this, tr("No link was deleted"), taken.error().message);
        return 0;
    }
    showLinkChangesNow();
    const int removed = int(taken->links.size());
    auto kept = std::make_shared<RemovedLinks>(*taken);
    const QStringList codes = codesOf(taken->links);
    m_undo->push(new LinkUndoCommand(
        tr("Delete %n link(s)", nullptr, removed),
        [this, kept] { return errorOf(m_app.links().restore(*kept)); },
        [this, kept, codes]() -> std::optional<Error> {
            auto again = m_app.links().take(codes);
            if (!again)
                return again.error();
            *kept = *again;
            return std::nullopt;
        },
        [this](const Error &e) { showUndoFailure(e); }));
    statusBar()->showMessage(tr("Deleted %n link(s) — Ctrl+Z brings them back", nullptr, removed), 6000);
    return removed;
}

void MainWindow::openSettings(int page)
{
    SettingsDialog dialog(m_app, SettingsDialog::Page(page), this);
    dialog.exec();
}

void MainWindow::backUp()
{
    const QString suggestion = QFileInfo(m_app.database()->path()).absolutePath() + u"/links-backup-"_qs
        + QDate::currentDate().toString(Qt::ISODate) + u".db"_qs;
    const QString path = QFileDialog::getSaveFileName(this, tr("Back up the database"), suggestion, tr("Kurz database (*.db)"));
    if (path.isEmpty())
        return;
    const auto done = m_app.backUpTo(path);
    if (done)
        statusBar()->showMessage(tr("Backed up to %1").arg(path), 8000);
    else
        QMessageBox::warning(this, tr("No backup written"), done.error().message);
}

void MainWindow::restoreFromBackup()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Restore from backup"), QFileInfo(m_app.database()->path()).absolutePath(),
                                                      tr("Kurz database (*.db)"));
    if (path.isEmpty())
        return;
    const auto restored = m_app.restoreFrom(path);
    if (!restored) {
        QMessageBox::warning(this, tr("Nothing restored"), restored.error().message);
        return;
    }
    QMessageBox::information(this, tr("Backup restored"),
                             tr("Kurz opens the restored copy %1 from its next start; the current database stays as it is "
                                "(Settings → Data switches back).").arg(*restored));
}

void MainWindow::updateStatus()
{
    const ListenerState state = m_app.listenerState();
    const qint64 total = m_model->totalLinks();
    QString links = tr("%Ln link(s)", nullptr, int(std::min<qint64>(total, std::numeric_limits<int>::max())));
    if (m_model->isFiltered())
        links += tr(", %1%2 found").arg(QLocale().toString(m_model->rowCount()), m_model->mayHaveMore() ? u"+"_qs : QString());
    m_pauseAction->setChecked(state.paused);
    if (state.windowDatabaseLost && !state.running) {
        m_listenerLabel->setText(tr("The shared database does not answer: Kurz connects again on its own and shows the links once it is back · %1")
                                     .arg(links));
        m_listenerButton->hide();
    } else if (state.running && (state.databaseLost || state.windowDatabaseLost)) {
        m_listenerLabel->setText(tr("Serving %1 · the database does not answer: links are answered from memory and hits kept until it is back · %2")
                                     .arg(state.url, links));
        m_listenerButton->hide();
    } else if (state.running) {
        m_listenerLabel->setText(tr("Serving %1 · %2 req/s · %3")
                                     .arg(state.url, QLocale().toString(state.requestsPerSecond, 'f', 0), links));
        m_listenerButton->hide();
    } else if (state.paused) {
        m_listenerLabel->setText(tr("Listener paused: short links are not answered · %1").arg(links));
        m_listenerButton->hide();
    } else if (state.problem.isEmpty()) {
        m_listenerLabel->setText(tr("Listener stopped · %1").arg(links));
        m_listenerButton->hide();
    } else {
        m_listenerLabel->setText(state.problem + u" · "_qs + links);
        m_listenerSettingsPage = SettingsDialog::ServerPage;
        m_listenerButton->show();
    }
}

void MainWindow::saveLayout()
{
    m_app.settings().set(keys::WindowGeometry, saveGeometry());
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << m_splitter->saveState() << m_table->horizontalHeader()->saveState();
    m_app.settings().set(keys::WindowState, state);
}

void MainWindow::restoreLayout()
{
    const QByteArray geometry = m_app.settings().get(keys::WindowGeometry);
    // At first most of the screen's width, so that Target has room beside the other columns.
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(std::clamp(screenOf(this)->availableGeometry().width() * 19 / 20, 1240, 1600), 760);
    fitToScreen();
    QByteArray splitter, header;
    QDataStream in(m_app.settings().get(keys::WindowState));
    in >> splitter >> header;
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    if (!header.isEmpty())
        m_table->horizontalHeader()->restoreState(header);
    letTargetTakeTheSlack();  // a layout saved by an older Kurz had the last column stretch
}

// The user sizes every column. Until they do, Target and Title share what the other columns
// leave of the table's width, Target the larger part (they elide, and the detail pane shows
// them whole), so that the other columns, Status last, stay in view without scrolling
// sideways in any language.
void MainWindow::letTargetTakeTheSlack()
{
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    fitColumns();
}

void MainWindow::fitColumns()
{
    if (m_columnsSizedByUser || !m_table->viewport()->width())
        return;
    QHeaderView *header = m_table->horizontalHeader();
    int others = 0;
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
        if (column != LinkTableModel::TargetColumn && column != LinkTableModel::TitleColumn && !header->isSectionHidden(column))
            others += header->sectionSize(column);
    }
    const int slack = m_table->viewport()->width() - others;
    // Title a third, Target the rest: where room is short, Target gives way first.
    const int title = std::max(header->sectionSizeHint(LinkTableModel::TitleColumn), slack / 3);
    const int target = std::max(header->sectionSizeHint(LinkTableModel::TargetColumn), slack - title);
    const QScopedValueRollback fitting(m_fittingColumns, true);
    header->resizeSection(LinkTableModel::TargetColumn, target);
    header->resizeSection(LinkTableModel::TitleColumn, title);
}

void MainWindow::fitToScreen()
{
    const QScreen *screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    fitOntoScreen(this, ScreenBound::Size);
    QRect frame = frameGeometry();
    if (!available.contains(frame)) {
        frame.moveLeft(std::clamp(frame.left(), available.left(), std::max(available.left(), available.right() - frame.width())));
        frame.moveTop(std::clamp(frame.top(), available.top(), std::max(available.top(), available.bottom() - frame.height())));
        move(frame.topLeft());
    }
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_search->text().isEmpty()) {
            m_search->clear();
            return true;
        }
        if (key->key() == Qt::Key_Down && m_model->rowCount() > 0) {
            m_table->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
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
        if ((key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown) && key->modifiers() == Qt::ControlModifier) {
            QKeyEvent plain(QEvent::KeyPress, key->key(), Qt::NoModifier, key->text(), key->isAutoRepeat(), key->count());
            QCoreApplication::sendEvent(m_table, &plain);
            return true;
        }
    }
    if (watched == m_table && event->type() == QEvent::FocusIn && m_model->rowCount() > 0
        && !m_table->selectionModel()->hasSelection())
        selectRow(0);
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        m_emptyState->setGeometry(m_table->viewport()->rect());
        fitColumns();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    if (m_app.tray() && !m_toldAboutTray) {
        m_toldAboutTray = true;
        m_app.notify(tr("Kurz is still running"), tr("Click the tray icon to shorten the clipboard; choose Quit in its menu to end Kurz."));
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedUrls(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList urls = droppedUrls(event->mimeData());
    if (urls.isEmpty())
        return;
    event->acceptProposedAction();
    QStringList shortUrls, problems;
    qint64 lastId = 0;
    for (const QString &url : urls) {
        const auto created = m_app.shortenText(url);
        if (created) {
            shortUrls << m_app.shortUrl(created->link.code);
            lastId = created->link.id;
        } else {
            problems << created.error().message;
        }
    }
    if (!shortUrls.isEmpty()) {
        m_app.copyToClipboard(shortUrls.join(u'\n'));
        selectLink(lastId);
        statusBar()->showMessage(tr("Shortened and copied: %1").arg(shortUrls.join(u", "_qs)), 8000);
    }
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Not shortened"), problems.join(u'\n'));
}

} // namespace kurz
