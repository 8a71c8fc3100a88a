#include "gui/DesktopApp.h"

#include "core/links/LinkService.h"
#include "core/links/LinkServiceSetup.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/DailyBackups.h"
#include "core/store/ServerAddress.h"
#include "gui/Autostart.h"
#include "gui/LinkFilterBar.h"
#include "gui/LinkListWidget.h"
#include "gui/ListenerControl.h"
#include "gui/MainWindow.h"
#include "gui/TrayController.h"
#include "gui/dbus/DesktopBus.h"
#include "gui/dbus/LinkNotifier.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcDesktop, "kurz.desktop", QtWarningMsg)

namespace kurz {

namespace {

}  // namespace

DesktopApp::DesktopApp(
    Settings &settings, std::shared_ptr<Database> database, std::unique_ptr<ListenerControl> listener, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_database(std::move(database))
    , m_store(m_database)
    , m_listener(std::move(listener))
{
    m_store.setCaseInsensitive(m_settings.get(keys::CaseInsensitiveCodes));
    m_links = makeLinkService(m_store, linkServiceOptions(m_settings));
    connect(m_listener.get(), &ListenerControl::hitsFlushed, this, &DesktopApp::hitsFlushed);
    connect(m_listener.get(), &ListenerControl::stateChanged, this, &DesktopApp::listenerStateChanged);
    connect(m_listener.get(), &ListenerControl::databaseReachable, this, [this](bool reachable) {
        m_databaseLost = !reachable;
        Q_EMIT listenerStateChanged();
    });
    m_rateTimer.setInterval(1000);
    connect(&m_rateTimer, &QTimer::timeout, this, &DesktopApp::sampleRequestRate);
    m_restartTimer.setSingleShot(true);
    connect(&m_restartTimer, &QTimer::timeout, this, [this] {
        if (m_started)
            startListener();
    });
    // Changes by this process arrive from LinkService (queued from listener threads); the
    // watch reports other processes' changes through the same LinkChanges.
    connect(&m_database->linkChanges(), &LinkChanges::changed, this, &DesktopApp::linksChanged);
    m_changeWatch.setInterval(1000);
    const auto watch = [this] {
        if (const auto observed = m_database->linkWatch().observe(); !observed.ok())
            qCWarning(lcDesktop).noquote() << observed.error().message;
    };
    connect(&m_changeWatch, &QTimer::timeout, this, watch);
    watch();
    // A server tells of changes; a file is polled. The window's own connection to a server is
    // opened again when lost: the status bar says so meanwhile, and the links are read afresh after.
    const bool told = m_database->linkWatch().watch(this, [this](bool answers) {
        m_windowDatabaseLost = !answers;
        Q_EMIT listenerStateChanged();
        if (answers)
            Q_EMIT linksChanged(LinkChange{LinkChange::Kind::External, {}, {}});
    });
    if (!told)
        m_changeWatch.start();
    // Checked hourly, so that a window left open over midnight makes the next day's copy.
    m_backupTimer.setInterval(60 * 60 * 1000);
    connect(&m_backupTimer, &QTimer::timeout, this, &DesktopApp::backUpIfDue);
    m_window = std::make_unique<MainWindow>(*this);
    if (QSystemTrayIcon::isSystemTrayAvailable())
        m_tray = std::make_unique<TrayController>(*this);
    // Without a tray the window is the only way in: closing it must end the process.
    QApplication::setQuitOnLastWindowClosed(!m_tray);
    connect(&m_settings, &Settings::changed, this,
        [this](const QStringList &, SettingScopes scopes) { applySettings(scopes); });
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, this, &DesktopApp::onClipboardChanged);
    m_bus = std::make_unique<DesktopBus>(*this);
}

DesktopApp::~DesktopApp()
{
    m_bus.reset();  // nobody asks a window that is going
    m_listener->stop();  // writes every pending hit
    m_tray.reset();
    m_window.reset();
}

void DesktopApp::start()
{
    m_started = true;
    startListener();
    backUpIfDue();
    m_backupTimer.start();
    if (m_tray && m_settings.get(keys::StartMinimized))
        return;
    showWindow();
}

QString DesktopApp::backUpIfDue()
{
    if (!m_settings.get(keys::DailyBackups))
        return {};
    const auto written = DailyBackups(*m_database, DailyBackups::defaultFolder(*m_database))
                             .runIfDue(QDate::currentDate(), m_settings.get(keys::BackupsKept));
    if (!written) {
        notify(tr("Daily backup failed"), written.error().message, true);
        return {};
    }
    return *written;
}

Result<void> DesktopApp::startListener()
{
    m_restartTimer.stop();
    m_listener->stop();
    m_listenerProblem.clear();
    Result<void> outcome;
    if (!m_paused) {
        const auto started = m_listener->start();
        if (!started) {
            outcome = started.error();
            m_listenerProblem = started.error().message;
            qCWarning(lcDesktop) << "listener not started:" << m_listenerProblem;
        }
    }
    m_servedAtLastSample = m_listener->requestsServed();
    m_requestsPerSecond = 0;
    if (m_listener->isRunning())
        m_rateTimer.start();
    else
        m_rateTimer.stop();
    Q_EMIT listenerStateChanged();
    return outcome;
}

Result<void> DesktopApp::restartListenerNow()
{
    if (!m_started)
        return {};
    if (!m_paused)
        return startListener();
    const auto started = m_listener->start();
    m_listener->stop();
    if (!started)
        return started.error();
    return {};
}

void DesktopApp::sampleRequestRate()
{
    const quint64 served = m_listener->requestsServed();
    const double rate = double(served - m_servedAtLastSample) * 1000.0 / m_rateTimer.interval();
    m_servedAtLastSample = served;
    if (rate == m_requestsPerSecond)
        return;
    m_requestsPerSecond = rate;
    Q_EMIT listenerStateChanged();
}

QString DesktopApp::shortUrlBase() const
{
    return kurz::shortUrlBase(m_settings);
}

Result<Created> DesktopApp::shortenText(const QString &text)
{
    CreateRequest request;
    request.url = UrlPolicy::withAssumedScheme(text.trimmed());
    return m_links->create(request);
}

Result<Created> DesktopApp::shortenClipboard()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty())
        return invalidInput(tr("The clipboard holds no text. Copy a link first, then shorten it."));
    auto created = shortenText(text);
    if (created)
        copyToClipboard(shortUrl(created->link));
    return created;
}

Result<Created> DesktopApp::shortenClipboardAndNotify()
{
    const auto created = shortenClipboard();
    if (created)
        notify(tr("Short link copied"), shortUrl(created->link) + listenerNote(), false,
            created->existed ? QString() : created->link.code);
    else
        notify(tr("Nothing shortened"), created.error().message, true);
    return created;
}

QString DesktopApp::listenerNote() const
{
    if (m_listener->isRunning())
        return {};
    return u"\n"_s + tr("The listener is not running: short links will not answer until it runs (Listener menu).");
}

void DesktopApp::copyToClipboard(const QString &text)
{
    m_lastClipboardText = text;
    QGuiApplication::clipboard()->setText(text);
}

void DesktopApp::showWindow()
{
    m_window->show();
    m_window->setWindowState((m_window->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    m_window->raise();
    m_window->activateWindow();
}

void DesktopApp::showSearch(const QString &text)
{
    m_window->filterBar()->searchField()->setText(text);
    showWindow();
}

Result<void> DesktopApp::openTarget(const QString &code)
{
    const auto link = m_store.get(code);
    if (!link)
        return link.error();
    if (!QDesktopServices::openUrl(QUrl(link->target)))
        return Error{Error::Kind::InvalidInput,
            tr("No program here opens %1. Set a default web browser in your desktop's settings "
               "(or with xdg-settings set default-web-browser), then try again.")
                .arg(link->target),
            {}, QLatin1String("no-browser")};
    return {};
}

QUrl DesktopApp::listenerUrl() const
{
    return m_listener->isRunning() ? m_listener->url() : QUrl();
}

bool DesktopApp::isOpen(const QString &location) const
{
    if (ServerAddress::isServerAddress(location) || ServerAddress::isServerAddress(m_database->path()))
        return location == m_database->path();
    const QFileInfo wanted(location), open(m_database->path());
    return wanted.absoluteFilePath() == open.absoluteFilePath()
        || (wanted.exists() && wanted.canonicalFilePath() == open.canonicalFilePath());
}

// A later launch asked for another database: one Kurz runs at a time, so the window says
// which database it has and offers to reopen with the other one (asked without blocking the
// request that brought it).
void DesktopApp::offerDatabase(const QString &location)
{
    auto *box = new QMessageBox(QMessageBox::Question, tr("Open another database?"),
        tr("Kurz was started again for %1, but this window has %2 open. One Kurz runs at a time.")
            .arg(location, m_database->path()),
        QMessageBox::NoButton, m_window.get());
    box->setObjectName(u"otherDatabase"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *reopen = box->addButton(tr("&Open %1").arg(QFileInfo(location).fileName()), QMessageBox::AcceptRole);
    reopen->setObjectName(u"openOtherDatabase"_s);
    QPushButton *keep
        = box->addButton(tr("&Keep %1").arg(QFileInfo(m_database->path()).fileName()), QMessageBox::RejectRole);
    keep->setObjectName(u"keepDatabase"_s);
    box->setDefaultButton(keep);
    connect(box, &QMessageBox::buttonClicked, this, [this, reopen, location](QAbstractButton *clicked) {
        if (clicked == reopen)
            Q_EMIT reopenRequested(location);
    });
    box->open();
}

void DesktopApp::notify(const QString &title, const QString &message, bool problem, const QString &code)
{
    if (m_bus && m_bus->notifier() && m_bus->notifier()->notify(title, message, problem, code))
        return;
    notifyHere(title, message, problem);
}

void DesktopApp::notifyHere(const QString &title, const QString &message, bool problem)
{
    if (m_tray && m_tray->isVisible())
        m_tray->showMessage(title, message, problem);
    else
        m_window->statusBar()->showMessage(title + u": "_s + message, 10000);
}

Result<void> DesktopApp::setStartAtLogin(bool on)
{
    // The entry starts this Kurz: the same program on the same database and settings.
    return Autostart::setEnabled(
        on, QCoreApplication::applicationFilePath(), Autostart::launchArguments(QCoreApplication::arguments()));
}

Result<void> DesktopApp::backUpTo(const QString &path)
{
    // The file dialog asked before replacing; the backup is written beside it and renamed over it.
    return m_database->backupTo(path, DatabaseMaintenance::Existing::Replace);
}

Result<QString> DesktopApp::restoreFrom(const QString &backup)
{
    const QString copy = QFileInfo(m_database->path()).absolutePath() + u"/links-restored-"_s
        + QDateTime::currentDateTime().toString(u"yyyy-MM-dd-HHmmss"_s) + u".db"_s;
    if (!QFile::copy(backup, copy))
        return Error{
            Error::Kind::Storage, tr("Cannot copy %1 to %2. Check that the folder is writable.").arg(backup, copy), {}};
    // Opened once to check it is a Kurz database (and to bring an older one up to date).
    if (auto opened = Database::open(copy); !opened) {
        QFile::remove(copy);
        return Error{
            Error::Kind::InvalidInput, tr("%1 is not a Kurz backup: %2").arg(backup, opened.error().message), {}};
    }
    if (const Result<void> chosen = m_settings.set(keys::DatabasePath, copy); !chosen.ok())
        return chosen.error();
    return copy;
}

ListenerState DesktopApp::listenerState() const
{
    ListenerState state;
    state.running = m_listener->isRunning();
    state.paused = m_paused;
    state.url = m_listener->url().toString();
    if (state.url.endsWith(u'/'))
        state.url.chop(1);
    state.requestsPerSecond = m_requestsPerSecond;
    state.problem = m_listenerProblem;
    state.databaseLost = m_databaseLost;
    state.windowDatabaseLost = m_windowDatabaseLost;
    return state;
}

void DesktopApp::setListenerPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    startListener();
}

QJsonObject DesktopApp::handleRequest(const QJsonObject &request)
{
    const QString command = request.value(u"command"_s).toString();
    if (command == u"raise") {
        showWindow();
        const QString wanted = request.value(u"database"_s).toString();
        if (!wanted.isEmpty() && !isOpen(wanted))
            offerDatabase(wanted);
        return {{u"ok"_s, true}, {u"database"_s, m_database->path()}};
    }
    if (command == u"copy") {
        copyToClipboard(request.value(u"text"_s).toString());
        return {{u"ok"_s, true}};
    }
    if (command == u"shorten-clipboard") {
        const auto created = shortenClipboardAndNotify();
        if (!created)
            return {{u"ok"_s, false}, {u"message"_s, created.error().message}};
        return {{u"ok"_s, true}, {u"shortUrl"_s, shortUrl(created->link)}};
    }
    return {
        {u"ok"_s, false}, {u"message"_s, tr("This Kurz does not know the request '%1'; update Kurz.").arg(command)}};
}

void DesktopApp::applySettings(SettingScopes scopes)
{
    if (scopes & SettingScope::CodeIndex)
        m_store.setCaseInsensitive(m_settings.get(keys::CaseInsensitiveCodes));
    if (scopes & SettingScope::LinkService) {
        configureLinkService(*m_links, linkServiceOptions(m_settings));
        m_window->links()->setShortUrlBase(shortUrlBase());
    }
    // The listener reads its settings at start: restart it once they are all stored.
    if (scopes & SettingScope::Listener)
        m_restartTimer.start(0);
    if (scopes & SettingScope::Autostart) {
        const auto written = setStartAtLogin(m_settings.get(keys::StartAtLogin));
        if (!written.ok())
            notify(tr("Start at login"), written.error().message, true);
    }
}

void DesktopApp::onClipboardChanged()
{
    if (!m_settings.get(keys::AutoShortenClipboard))
        return;
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text == m_lastClipboardText || !UrlPolicy::isOneWebAddress(text))
        return;
    // Own short URLs, too-long URLs and the like are refused by the policy: leave them alone.
    if (!urlPolicy().normalize(text))
        return;
    CreateRequest request;
    request.url = text;
    request.reuseExisting = m_settings.get(keys::ReuseClipboardLinks);
    const auto created = m_links->create(request);
    if (!created)
        return;
    const QString url = shortUrl(created->link);
    copyToClipboard(url);
    notify(created->existed ? tr("Copied link: its existing short link") : tr("Copied link shortened"),
        url + listenerNote(), false, created->existed ? QString() : created->link.code);
}

}  // namespace kurz
