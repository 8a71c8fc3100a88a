#include "gui/TrayController.h"

#include "gui/AppId.h"
#include "gui/DesktopApp.h"
#include "gui/TargetDisplay.h"

#include <QApplication>
#include <QMenu>
#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

namespace kurz {

TrayController::TrayController(DesktopApp &app, QObject *parent)
    : QObject(parent)
    , m_app(app)
    // The one-colour icon by name, so that panels recolour it; the bundled copy when not installed.
    , m_icon(new QSystemTrayIcon(
          QIcon::fromTheme(AppId + u"-symbolic"_s, QIcon(u":/icons/"_s + AppId + u"-symbolic.svg"_s)), this))
    , m_menu(new QMenu)
{
    m_icon->setToolTip(tr("Kurz — click to shorten the link on the clipboard"));
    m_icon->setContextMenu(m_menu);
    connect(m_menu, &QMenu::aboutToShow, this, &TrayController::rebuildMenu);
    connect(m_icon, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger)
            shortenClipboard();
        else if (reason == QSystemTrayIcon::DoubleClick || reason == QSystemTrayIcon::MiddleClick)
            m_app.showWindow();
    });
    rebuildMenu();
    m_icon->show();
}

TrayController::~TrayController()
{
    delete m_menu;
}

bool TrayController::isVisible() const
{
    return m_icon->isVisible();
}

void TrayController::showMessage(const QString &title, const QString &message, bool problem)
{
    m_icon->showMessage(title, message, problem ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information, 5000);
}

void TrayController::shortenClipboard()
{
    m_app.shortenClipboardAndNotify();
}

void TrayController::rebuildMenu()
{
    m_menu->clear();
    m_menu->addAction(
        QIcon::fromTheme(u"edit-paste"_s), tr("&Shorten clipboard"), this, &TrayController::shortenClipboard);
    m_menu->addSeparator();
    LinkQuery recent;
    recent.limit = RecentCount;
    const auto page = m_app.store().pages().page(recent);
    const QList<Link> links = page ? *page : QList<Link>();
    for (const Link &link : links) {
        const QString label = (link.title.isEmpty() ? displayTarget(link.target) : link.title);
        QAction *action = m_menu->addAction(QStringLiteral("%1 — %2").arg(
            link.code, QFontMetrics(m_menu->font()).elidedText(label, Qt::ElideMiddle, 320)));
        action->setToolTip(m_app.shortUrl(link));
        const QString url = m_app.shortUrl(link);
        connect(action, &QAction::triggered, this, [this, url] {
            m_app.copyToClipboard(url);
            showMessage(tr("Short link copied"), url, false);
        });
    }
    if (links.isEmpty())
        m_menu->addAction(tr("No links yet"))->setEnabled(false);
    m_menu->addSeparator();
    m_menu->addAction(QIcon::fromTheme(u"window-new"_s), tr("&Open Kurz"), &m_app, &DesktopApp::showWindow);
    const bool paused = m_app.listenerState().paused;
    m_menu->addAction(paused ? tr("&Resume listener") : tr("&Pause listener"), this,
        [this, paused] { m_app.setListenerPaused(!paused); });
    m_menu->addSeparator();
    m_menu->addAction(QIcon::fromTheme(u"application-exit"_s), tr("&Quit"), qApp, &QCoreApplication::quit);
}

}  // namespace kurz
