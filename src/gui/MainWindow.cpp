#include "gui/MainWindow.h"

#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"
#include "gui/DetailPane.h"
#include "gui/ImportExportActions.h"
#include "gui/LinkEditorDialog.h"
#include "gui/LinkTableModel.h"
#include "gui/QrCodeView.h"
#include "gui/SettingsDialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace kurz {

namespace {

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

} // namespace

MainWindow::MainWindow(DesktopApp &app, QWidget *parent)
    : QMainWindow(parent)
    , m_app(app)
{
    setWindowTitle(u"Kurz"_qs);
    setAcceptDrops(true);
    m_model = new LinkTableModel(app.database(), this);
    m_model->setShortUrlBase(app.shortUrlBase());

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setDragDropMode(QAbstractItemView::DragOnly);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->verticalHeader()->hide();
    // Fixed row heights: the view never measures a million rows.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setStretchLastSection(true);
    // The code column and Copy short URL stand in for the short URL column until it is shown.
    header->hideSection(LinkTableModel::ShortUrlColumn);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        QMenu menu(this);
        for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
            QAction *action = menu.addAction(m_model->headerData(column, Qt::Horizontal).toString());
            action->setCheckable(true);
            action->setChecked(!header->isSectionHidden(column));
            action->setEnabled(column != LinkTableModel::CodeColumn);
            connect(action, &QAction::toggled, header, [header, column](bool shown) { header->setSectionHidden(column, !shown); });
        }
        menu.exec(header->mapToGlobal(pos));
    });
    header->setSortIndicator(LinkTableModel::CreatedColumn, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    const int widths[LinkTableModel::ColumnCount] = {85, 175, 190, 140, 88, 82, 78, 92, 92, 100};
    // At least as wide as the heading and its sort indicator, in whatever language it is.
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column)
        header->resizeSection(column, std::max(widths[column], header->sectionSizeHint(column)));

    m_detail = new DetailPane(app, this);
    m_splitter = new QSplitter(this);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setCollapsible(0, false);
    m_splitter->setSizes({970, 300});
    setCentralWidget(m_splitter);

    createActions();

    m_listenerLabel = new QLabel(this);
    m_listenerButton = new QPushButton(tr("Open settings"), this);
    m_listenerButton->setFlat(true);
    m_listenerButton->hide();
    statusBar()->addPermanentWidget(m_listenerLabel, 1);
    statusBar()->addPermanentWidget(m_listenerButton);
    connect(m_listenerButton, &QPushButton::clicked, this, [this] { openSettings(m_listenerSettingsPage); });

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::onCurrentChanged);
    // A new search or order starts at its top (deep pages of a new order cost the most).
    connect(m_model, &LinkTableModel::queryChanged, m_table, &QTableView::scrollToTop);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_detail->setLink(std::nullopt);
        updateActions();
        updateStatus();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatus);
    connect(m_table, &QTableView::doubleClicked, this, &MainWindow::editSelected);
    connect(m_table, &QTableView::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        menu.addActions({m_newAction, m_editAction, m_copyAction, m_openAction, m_qrAction, m_toggleAction});
        menu.addSeparator();
        menu.addAction(m_deleteAction);
        menu.exec(m_table->viewport()->mapToGlobal(pos));
    });
    connect(&app, &DesktopApp::linksChanged, this, &MainWindow::onLinksChanged);
    connect(&app, &DesktopApp::hitsFlushed, this, &MainWindow::onHitsFlushed);
    connect(&app, &DesktopApp::listenerStateChanged, this, &MainWindow::updateStatus);

    restoreLayout();
    updateActions();
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QString &text, const QString &icon, const QKeySequence &shortcut,
                       const std::function<void()> &slot) {
        auto *action = new QAction(QIcon::fromTheme(icon), text, this);
        action->setObjectName(name);
        action->setShortcut(shortcut);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(QString(text).remove(u'&'), shortcut.toString(QKeySequence::NativeText)));
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_newAction = make(u"newLink"_qs, tr("&New"), u"list-add"_qs, QKeySequence::New, [this] { newLink(); });
    m_editAction = make(u"editLink"_qs, tr("&Edit"), u"document-edit"_qs, QKeySequence(Qt::Key_F2), [this] { editSelected(); });
    m_copyAction = make(u"copyShortUrl"_qs, tr("&Copy short URL"), u"edit-copy"_qs, QKeySequence::Copy, [this] { copySelected(); });
    m_openAction = make(u"openTarget"_qs, tr("&Open target"), u"internet-web-browser"_qs, QKeySequence(Qt::CTRL | Qt::Key_O),
                        [this] { openSelected(); });
    m_qrAction = make(u"qrCode"_qs, tr("&QR code"), u"view-barcode-qr"_qs, QKeySequence(Qt::CTRL | Qt::Key_R), [this] { showQrCode(); });
    m_toggleAction = make(u"toggleDisabled"_qs, tr("Disa&ble"), u"media-playback-pause"_qs, QKeySequence(Qt::CTRL | Qt::Key_D),
                          [this] { toggleSelectedDisabled(); });
    m_deleteAction = make(u"deleteLinks"_qs, tr("&Delete"), u"edit-delete"_qs, QKeySequence::Delete, [this] { deleteSelected(); });
    m_settingsAction = make(u"settings"_qs, tr("&Settings"), u"preferences-system"_qs, QKeySequence(Qt::CTRL | Qt::Key_Comma),
                            [this] { openSettings(); });
    m_quitAction = make(u"quit"_qs, tr("&Quit"), u"application-exit"_qs, QKeySequence::Quit,
                        [] { QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection); });
    // Shortcuts of the table's actions work while the table has focus, not while typing a search.
    for (QAction *action : {m_copyAction, m_deleteAction})
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addActions({m_copyAction, m_deleteAction});
    removeAction(m_copyAction);
    removeAction(m_deleteAction);

    auto *toolbar = addToolBar(tr("Links"));
    toolbar->setObjectName(u"linksToolBar"_qs);
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addActions({m_newAction, m_editAction, m_copyAction, m_openAction, m_qrAction, m_toggleAction, m_deleteAction});
    toolbar->addSeparator();
    toolbar->addActions((new ImportExportActions(m_app, this))->actions());
    auto *spacer = new QWidget(toolbar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    m_search = new QLineEdit(toolbar);
    m_search->setObjectName(u"search"_qs);
    m_search->setPlaceholderText(tr("Search code, target, title, notes, tags (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(std::max(280, m_search->fontMetrics().horizontalAdvance(m_search->placeholderText()) + 24));
    toolbar->addWidget(m_search);
    toolbar->addAction(m_settingsAction);
    connect(m_search, &QLineEdit::textChanged, m_model, &LinkTableModel::setSearch);
    auto *focusSearch = new QAction(this);
    focusSearch->setShortcut(QKeySequence::Find);
    connect(focusSearch, &QAction::triggered, m_search, [this] { m_search->setFocus(); m_search->selectAll(); });
    addAction(focusSearch);
}

void MainWindow::setShortUrlBase(const QString &base)
{
    m_model->setShortUrlBase(base);
    m_detail->setLink(m_detail->link());
}

QList<Link> MainWindow::selectedLinks() const
{
    QList<Link> links;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows) {
        if (auto link = m_model->linkAt(index.row()))
            links.append(*link);
    }
    return links;
}

bool MainWindow::selectLink(qint64 id)
{
    // The page holding a new link is usually the first one; load it before looking.
    m_model->linkAt(0);
    const int row = m_model->loadedRowOf(id);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    return true;
}

void MainWindow::updateActions()
{
    const QList<Link> links = selectedLinks();
    const bool any = !links.isEmpty();
    m_editAction->setEnabled(links.size() == 1);
    m_copyAction->setEnabled(any);
    m_openAction->setEnabled(any);
    m_qrAction->setEnabled(links.size() == 1);
    m_toggleAction->setEnabled(any);
    m_deleteAction->setEnabled(any);
    const bool allDisabled = any && std::all_of(links.cbegin(), links.cend(), [](const Link &l) { return l.disabled; });
    m_toggleAction->setText(allDisabled ? tr("Ena&ble") : tr("Disa&ble"));
    m_toggleAction->setIcon(QIcon::fromTheme(allDisabled ? u"media-playback-start"_qs : u"media-playback-pause"_qs));
}

void MainWindow::onCurrentChanged()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    m_detail->setLink(current.isValid() ? m_model->linkAt(current.row()) : std::nullopt);
}

void MainWindow::onLinksChanged()
{
    const std::optional<Link> shown = m_detail->link();
    m_model->reload();
    if (shown)
        selectLink(shown->id);
}

void MainWindow::onHitsFlushed(const QList<qint64> &ids)
{
    m_model->refreshLinks(ids);
    if (m_detail->link() && ids.contains(m_detail->link()->id))
        m_detail->refresh();
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
    if (dialog.exec() == QDialog::Accepted)
        m_detail->refresh();
}

void MainWindow::copySelected()
{
    QStringList urls;
    for (const Link &link : selectedLinks())
        urls << m_app.shortUrl(link.code);
    if (urls.isEmpty())
        return;
    m_app.copyToClipboard(urls.join(u'\n'));
    statusBar()->showMessage(urls.size() == 1 ? tr("Copied %1").arg(urls.first()) : tr("Copied %n short URLs", nullptr, int(urls.size())), 4000);
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
    auto *view = new QrCodeView(360, &dialog);
    view->setText(m_app.shortUrl(links.first().code), u"kurz-"_qs + links.first().code);
    layout->addWidget(view);
    auto *label = new QLabel(m_app.shortUrl(links.first().code), &dialog);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.exec();
}

void MainWindow::toggleSelectedDisabled()
{
    QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return;
    const bool disable = !std::all_of(links.cbegin(), links.cend(), [](const Link &l) { return l.disabled; });
    QStringList codes;
    for (const Link &link : std::as_const(links))
        codes.append(link.code);
    if (const auto saved = m_app.links().setDisabled(codes, disable); !saved)
        QMessageBox::warning(this, tr("No link was changed"), saved.error().message);
}

int MainWindow::deleteSelected(bool confirm)
{
    const QList<Link> links = selectedLinks();
    if (links.isEmpty())
        return 0;
    if (confirm) {
        const QString question = links.size() == 1
            ? tr("Delete %1? Its short URL will stop working and its visit history is deleted too.").arg(m_app.shortUrl(links.first().code))
            : tr("Delete %n links? Their short URLs will stop working and their visit history is deleted too.", nullptr, int(links.size()));
        if (QMessageBox::question(this, tr("Delete links"), question, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Yes)
            return 0;
    }
    QStringList codes;
    for (const Link &link : links)
        codes.append(link.code);
    const auto removedLinks = m_app.links().remove(codes);
    if (!removedLinks) {
        QMessageBox::warning(this, tr("No link was deleted"), removedLinks.error().message);
        return 0;
    }
    const int removed = int(removedLinks->size());
    statusBar()->showMessage(tr("Deleted %n link(s)", nullptr, removed), 4000);
    return removed;
}

void MainWindow::openSettings(int page)
{
    SettingsDialog dialog(m_app, SettingsDialog::Page(page), this);
    dialog.exec();
}

void MainWindow::updateStatus()
{
    const ListenerState state = m_app.listenerState();
    QString links = tr("%Ln link(s)", nullptr, int(std::min<qint64>(m_model->totalLinks(), INT_MAX)));
    if (!m_model->search().isEmpty())
        links += tr(", %1%2 found").arg(QLocale().toString(m_model->rowCount()), m_model->canFetchMore({}) ? u"+"_qs : QString());
    if (state.running && state.databaseLost) {
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
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1240, 760);
    QByteArray splitter, header;
    QDataStream in(m_app.settings().get(keys::WindowState));
    in >> splitter >> header;
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    if (!header.isEmpty())
        m_table->horizontalHeader()->restoreState(header);
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
