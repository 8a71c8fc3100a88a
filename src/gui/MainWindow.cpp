#include "gui/MainWindow.h"

#include "core/links/UrlPolicy.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/Database.h"
#include "core/store/DatabaseMaintenance.h"
#include "gui/ActionIcon.h"
#include "gui/BackupActions.h"
#include "gui/DesktopApp.h"
#include "gui/DetailPane.h"
#include "gui/DisconnectDescendants.h"
#include "gui/ImportExportActions.h"
#include "gui/LinkActions.h"
#include "gui/LinkFilterBar.h"
#include "gui/LinkListWidget.h"
#include "gui/ListenerStatusBar.h"
#include "gui/ScreenFit.h"
#include "gui/SettingsDialog.h"

#include <QApplication>
#include <QCloseEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QTableView>
#include <QToolBar>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// A URL the window can shorten from a drop: links, or text that is one http(s) URL.
QStringList droppedUrls(const QMimeData *mime)
{
    QStringList urls;
    if (mime->hasUrls()) {
        for (const QUrl &url : mime->urls()) {
            if (const QString text = url.toString(); UrlPolicy::isOneWebAddress(text))
                urls << text;
        }
    } else if (mime->hasText()) {
        if (const QString text = mime->text().trimmed(); UrlPolicy::isOneWebAddress(text))
            urls << text;
    }
    return urls;
}

}  // namespace

MainWindow::MainWindow(DesktopApp &app, QWidget *parent)
    : QMainWindow(parent)
    , m_app(app)
{
    setWindowTitle(u"Kurz"_s);
    setAcceptDrops(true);
    m_links = new LinkListWidget(app, this);
    setCentralWidget(m_links);
    createActions();
    createToolBars();
    createMenus();
    m_statusBar = new ListenerStatusBar(app, *m_links->model(), this);
    setStatusBar(m_statusBar);

    connect(m_links, &LinkListWidget::message, this, &MainWindow::showMessage);
    m_statusBar->followChecks(*m_links->targetChecks());
    connect(m_links, &LinkListWidget::rowsChanged, m_statusBar, &ListenerStatusBar::refresh);
    connect(m_links, &LinkListWidget::changesShown, m_filterBar, &LinkFilterBar::updateTags);
    connect(m_links, &LinkListWidget::clearFiltersRequested, m_filterBar, &LinkFilterBar::clear);
    connect(
        m_filterBar, &LinkFilterBar::downToLinks, m_links, [this] { m_links->table()->setFocus(Qt::TabFocusReason); });
    connect(m_statusBar, &ListenerStatusBar::serverSettingsRequested, this,
        [this] { openSettings(SettingsDialog::ServerPage); });
    connect(&app, &DesktopApp::listenerStateChanged, this,
        [this] { m_pauseAction->setChecked(m_app.listenerState().paused); });
    // Tab goes from the search to the table, and leaves the table for the detail pane.
    setTabOrder(m_filterBar->searchField(), m_links->table());
    setTabOrder(m_links->table(), m_links->detailPane());

    restoreLayout();
    m_statusBar->refresh();
    m_pauseAction->setChecked(app.listenerState().paused);
}

MainWindow::~MainWindow()
{
    disconnectDescendants(this);
}

void MainWindow::createActions()
{
    m_linkActions = new LinkActions(*m_links, this);
    m_settingsAction = windowAction(
        this, u"settings"_s, tr("&Settings…"), u"preferences-system"_s, QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_settingsAction->setIconText(tr("Settings"));
    connect(m_settingsAction, &QAction::triggered, this, [this] { openSettings(); });
    m_quitAction = windowAction(this, u"quit"_s, tr("&Quit"), u"application-exit"_s, QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this,
        [] { QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection); });
    m_pauseAction = windowAction(this, u"pauseListener"_s, tr("&Pause listener"), {}, {});
    m_pauseAction->setCheckable(true);
    connect(m_pauseAction, &QAction::triggered, this, [this] { m_app.setListenerPaused(m_pauseAction->isChecked()); });
}

void MainWindow::createToolBars()
{
    const LinkActions &a = *m_linkActions;
    auto *toolbar = addToolBar(tr("Links"));
    toolbar->setObjectName(u"linksToolBar"_s);
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addActions({a.newLink(), a.edit(), a.copy(), a.open(), a.qrCode(), a.toggleDisabled(), a.remove()});
    // Icons alone for these: with every label the toolbar overflows in longer languages.
    for (QAction *action : {a.open(), a.qrCode(), a.toggleDisabled()})
        action->setPriority(QAction::LowPriority);
    auto *spacer = new QWidget(toolbar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    toolbar->addAction(m_settingsAction);

    // The search has the row below of its own, with the filters: in the toolbar a narrow
    // window (or twice the scale) moved it into the overflow menu, where Ctrl+F found nothing.
    addToolBarBreak();
    auto *filters = addToolBar(tr("Filters"));
    filters->setObjectName(u"filterToolBar"_s);
    filters->setMovable(false);
    m_filterBar = new LinkFilterBar(m_app.store(), *m_links->model(), this);
    filters->addWidget(m_filterBar);
    auto *focusSearch = new QAction(this);
    focusSearch->setShortcut(QKeySequence::Find);
    connect(focusSearch, &QAction::triggered, m_filterBar, &LinkFilterBar::focusSearch);
    addAction(focusSearch);
}

void MainWindow::createMenus()
{
    const LinkActions &a = *m_linkActions;
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(u"fileMenu"_s);
    file->addAction(a.newLink());
    file->addAction(a.paste());
    file->addSeparator();
    file->addActions((new ImportExportActions(m_app, *m_links, this))->actions());
    file->addSeparator();
    auto *backups = new BackupActions(m_app, this);
    connect(backups, &BackupActions::message, this, &MainWindow::showMessage);
    file->addActions(backups->actions());
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(u"editMenu"_s);
    edit->addActions({a.undo(), a.redo()});
    edit->addSeparator();
    edit->addAction(a.copy());
    edit->addMenu(a.copyAs());
    edit->addActions({a.edit(), a.bulkEdit(), a.toggleDisabled(), a.remove()});
    edit->addSeparator();
    edit->addActions({a.check(), a.checkAll()});
    edit->addSeparator();
    edit->addAction(a.selectAll());
    edit->addSeparator();
    edit->addAction(m_settingsAction);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(u"viewMenu"_s);
    view->addMenu(m_links->columnsMenu());
    m_detailAction
        = view->addAction(tr("&Detail pane"), this, [this](bool on) { m_links->detailPane()->setVisible(on); });
    m_detailAction->setCheckable(true);
    m_detailAction->setChecked(true);
    m_detailAction->setShortcut(QKeySequence(Qt::Key_F9));
    m_filtersAction = view->addAction(tr("&Filters"), this, [this](bool on) { m_filterBar->setFiltersVisible(on); });
    m_filtersAction->setCheckable(true);
    m_filtersAction->setChecked(true);
    addActions({m_detailAction, m_filtersAction});

    QMenu *listener = menuBar()->addMenu(tr("&Listener"));
    listener->setObjectName(u"listenerMenu"_s);
    listener->addAction(m_pauseAction);
    listener->addAction(tr("&Server settings…"), this, [this] { openSettings(SettingsDialog::ServerPage); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(u"helpMenu"_s);
    QAction *keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    addAction(keys);
    help->addAction(tr("&About Kurz"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

// What a bug report needs: the versions, and where Kurz keeps what.
void MainWindow::showAbout()
{
    const auto engine = m_app.database()->maintenance().engineVersion();
    const QString listener = m_app.listenerUrl().isValid() ? m_app.listenerUrl().toString() : tr("not running");
    QString rows;
    const QList<std::pair<QString, QString>> facts = {
        {tr("Database"), m_app.database()->path()},
        {tr("Database engine"), engine ? *engine : engine.error().message},
        {tr("Settings"), m_app.settings().fileName()},
        {tr("Listener"), listener},
        {tr("Short URLs"), m_app.shortUrlBase()},
        {tr("Qt"), QString::fromLatin1(qVersion())},
    };
    for (const auto &[what, value] : facts)
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(what.toHtmlEscaped(), value.toHtmlEscaped());
    QMessageBox box(QMessageBox::Information, tr("About Kurz"),
        tr("<b>Kurz %1</b><p>Short links on your desktop, with their own redirect listener.</p>")
                .arg(QCoreApplication::applicationVersion())
            + u"<table cellspacing=\"4\">"_s + rows + u"</table>"_s,
        QMessageBox::Ok, this);
    box.setObjectName(u"about"_s);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

void MainWindow::showShortcuts()
{
    const LinkActions &a = *m_linkActions;
    QString rows;
    const QList<QAction *> actions
        = {a.newLink(), a.paste(), a.edit(), a.bulkEdit(), a.copy(), a.open(), a.qrCode(), a.toggleDisabled(),
            a.remove(), a.selectAll(), a.undo(), a.redo(), m_detailAction, m_settingsAction, m_quitAction};
    for (QAction *action : actions)
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                    .arg(action->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                        QString(action->text()).remove(u'&').toHtmlEscaped());
    rows += tr("<tr><td>Enter</td><td>Edit the selected link</td></tr>"
               "<tr><td>Ctrl+F</td><td>Search; Esc clears it, Down moves into the list</td></tr>"
               "<tr><td>Ctrl+End</td><td>The last link</td></tr>");
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard shortcuts"), u"<table cellspacing=6>"_s + rows + u"</table>"_s,
        QMessageBox::Close, this);
    box.exec();
}

void MainWindow::showMessage(const QString &text, int timeout)
{
    statusBar()->showMessage(text, timeout);
}

void MainWindow::openSettings(int page)
{
    SettingsDialog dialog(m_app, SettingsDialog::Page(page), this);
    dialog.exec();
}

void MainWindow::saveLayout()
{
    m_app.settings().set(keys::WindowGeometry, saveGeometry());
    m_app.settings().set(keys::WindowState, m_links->saveState());
}

void MainWindow::restoreLayout()
{
    const QByteArray geometry = m_app.settings().get(keys::WindowGeometry);
    // At first most of the screen's width, so that Target has room beside the other columns.
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(std::clamp(screenOf(this)->availableGeometry().width() * 19 / 20, 1240, 1600), 760);
    fitToScreen();
    m_links->restoreState(m_app.settings().get(keys::WindowState));
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
        frame.moveLeft(
            std::clamp(frame.left(), available.left(), std::max(available.left(), available.right() - frame.width())));
        frame.moveTop(
            std::clamp(frame.top(), available.top(), std::max(available.top(), available.bottom() - frame.height())));
        move(frame.topLeft());
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    if (m_app.tray() && !m_toldAboutTray) {
        m_toldAboutTray = true;
        m_app.notify(tr("Kurz is still running"),
            tr("Click the tray icon to shorten the clipboard; choose Quit in its menu to end Kurz."));
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
    m_links->shortenUrls(urls);
}

}  // namespace kurz
