#include "gui/DesktopApp.h"

#include "core/links/ShortenerSetup.h"
#include "core/settings/SettingsKeys.h"
#include "gui/AppId.h"
#include "gui/Autostart.h"
#include "gui/MainWindow.h"
#include "gui/QuitSignalWatcher.h"
#include "gui/SingleInstance.h"
#include "gui/TrayController.h"

#include <QApplication>
#include <QClipboard>
#include <QCommandLineParser>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStatusBar>
#include <QSystemTrayIcon>

Q_LOGGING_CATEGORY(lcDesktop, "kurz.desktop", QtWarningMsg)

namespace kurz {

DesktopApp::DesktopApp(Settings &settings, std::shared_ptr<Database> database, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_database(std::move(database))
    , m_store(m_database)
{
    m_store.setCaseInsensitive(m_settings.get(keys::CaseInsensitiveCodes));
    m_shortener = makeShortener(m_store, m_settings);
    m_window = std::make_unique<MainWindow>(*this);
    if (QSystemTrayIcon::isSystemTrayAvailable())
        m_tray = std::make_unique<TrayController>(*this);
    // Without a tray the window is the only way in: closing it must end the process.
    QApplication::setQuitOnLastWindowClosed(!m_tray);
    connect(&m_settings, &Settings::changed, this, &DesktopApp::applySetting);
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, this, &DesktopApp::onClipboardChanged);
}

DesktopApp::~DesktopApp()
{
    m_tray.reset();
    m_window.reset();
}

void DesktopApp::start()
{
    if (m_tray && m_settings.get(keys::StartMinimized))
        return;
    showWindow();
}

QString DesktopApp::shortUrlBase() const
{
    return kurz::shortUrlBase(m_settings);
}

Result<Created> DesktopApp::createLink(const CreateRequest &request)
{
    auto created = m_shortener->create(request);
    if (created && !created->existed)
        Q_EMIT linksChanged();
    return created;
}

Result<Link> DesktopApp::updateLink(const Link &link)
{
    auto saved = m_store.update(link);
    if (saved)
        Q_EMIT linksChanged();
    return saved;
}

int DesktopApp::removeLinks(const QList<Link> &links)
{
    int removed = 0;
    for (const Link &link : links)
        removed += m_store.remove(link.code) ? 1 : 0;
    if (removed > 0)
        Q_EMIT linksChanged();
    return removed;
}

Result<Created> DesktopApp::shortenText(const QString &text)
{
    CreateRequest request;
    request.url = text.trimmed();
    return createLink(request);
}

Result<Created> DesktopApp::shortenClipboard()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty())
        return invalidInput(tr("The clipboard holds no text. Copy a link first, then shorten it."));
    auto created = shortenText(text);
    if (created)
        copyToClipboard(shortUrl(created->link.code));
    return created;
}

Result<Created> DesktopApp::shortenClipboardAndNotify()
{
    const auto created = shortenClipboard();
    if (created)
        notify(tr("Short link copied"), shortUrl(created->link.code));
    else
        notify(tr("Nothing shortened"), created.error().message, true);
    return created;
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

void DesktopApp::notify(const QString &title, const QString &message, bool problem)
{
    if (m_tray && m_tray->isVisible())
        m_tray->showMessage(title, message, problem);
    else
        m_window->statusBar()->showMessage(title + u": "_qs + message, 10000);
}

ListenerState DesktopApp::listenerState() const
{
    ListenerState state;
    state.problem = tr("The redirect listener is not part of this build yet; short links are not answered.");
    return state;
}

bool DesktopApp::hasListener() const
{
    return false;
}

void DesktopApp::setListenerPaused(bool paused)
{
    Q_UNUSED(paused);
}

QJsonObject DesktopApp::handleRequest(const QJsonObject &request)
{
    const QString command = request.value(u"command"_qs).toString();
    if (command == u"raise") {
        showWindow();
        return {{u"ok"_qs, true}};
    }
    if (command == u"copy") {
        copyToClipboard(request.value(u"text"_qs).toString());
        return {{u"ok"_qs, true}};
    }
    if (command == u"shorten-clipboard") {
        const auto created = shortenClipboardAndNotify();
        if (!created)
            return {{u"ok"_qs, false}, {u"message"_qs, created.error().message}};
        return {{u"ok"_qs, true}, {u"shortUrl"_qs, shortUrl(created->link.code)}};
    }
    return {{u"ok"_qs, false}, {u"message"_qs, tr("This Kurz does not know the request '%1'; update Kurz.").arg(command)}};
}

void DesktopApp::applySetting(const QString &key)
{
    if (key.startsWith(u"codes/") || key == keys::BaseUrl.key || key == keys::ListenAddress.key) {
        m_shortener = makeShortener(m_store, m_settings);
        m_window->setShortUrlBase(shortUrlBase());
    } else if (key == keys::CaseInsensitiveCodes.key) {
        m_store.setCaseInsensitive(m_settings.get(keys::CaseInsensitiveCodes));
    } else if (key == keys::StartAtLogin.key) {
        const auto written = Autostart::setEnabled(m_settings.get(keys::StartAtLogin), QCoreApplication::applicationFilePath());
        if (!written)
            notify(tr("Start at login"), written.error().message, true);
    }
}

void DesktopApp::onClipboardChanged()
{
    if (!m_settings.get(keys::AutoShortenClipboard))
        return;
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text == m_lastClipboardText || text.contains(QRegularExpression(u"\\s"_qs))
        || !(text.startsWith(u"http://") || text.startsWith(u"https://")))
        return;
    // Own short URLs, too-long URLs and the like are refused by the policy: leave them alone.
    if (!urlPolicy().normalize(text))
        return;
    const auto created = shortenText(text);
    if (!created)
        return;
    const QString url = shortUrl(created->link.code);
    copyToClipboard(url);
    notify(tr("Copied link shortened"), url);
}

int DesktopApp::run(int &argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"kurz"_qs);
    QCoreApplication::setOrganizationDomain(u"kurz.app"_qs);
    QCoreApplication::setApplicationVersion(QStringLiteral(KURZ_VERSION));
    QGuiApplication::setApplicationDisplayName(u"Kurz"_qs);
    QGuiApplication::setDesktopFileName(AppId);
    QApplication::setWindowIcon(QIcon(u":/icons/"_qs + AppId + u".svg"_qs));

    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Kurz: short links on your desktop. 'kurz --help' lists the commands."));
    const QCommandLineOption dbOption(u"db"_qs, tr("Link database file."), u"PATH"_qs);
    const QCommandLineOption configOption(u"config"_qs, tr("Settings file."), u"PATH"_qs);
    const QCommandLineOption shortenOption(u"shorten-clipboard"_qs, tr("Shorten the URL on the clipboard (in the running Kurz)."));
    parser.addOptions({dbOption, configOption, shortenOption});
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    SingleInstance instance;
    if (!instance.tryBecomePrimary()) {
        const QString command = parser.isSet(shortenOption) ? u"shorten-clipboard"_qs : u"raise"_qs;
        const auto reply = SingleInstance::send({{u"command"_qs, command}});
        if (!reply) {
            fprintf(stderr, "kurz: another Kurz is running but does not answer. Close it (or end its process) and start Kurz again.\n");
            return 1;
        }
        if (!reply->value(u"ok"_qs).toBool()) {
            fprintf(stderr, "kurz: %s\n", qPrintable(reply->value(u"message"_qs).toString()));
            return 1;
        }
        return 0;
    }

    Settings settings(parser.value(configOption));
    QString path = parser.value(dbOption);
    if (path.isEmpty())
        path = settings.get(keys::DatabasePath);
    if (path.isEmpty())
        path = Settings::defaultDatabasePath();
    auto database = Database::open(path);
    if (!database) {
        QMessageBox::critical(nullptr, tr("Kurz cannot open its database"),
                              database.error().message + tr("\n\nTo use another file, start Kurz with --db PATH or change Settings → Data."));
        return 1;
    }
    DesktopApp desktop(settings, *database);
    instance.setHandler([&desktop](const QJsonObject &request) { return desktop.handleRequest(request); });
    QuitSignalWatcher quitWatcher;
    QObject::connect(&quitWatcher, &QuitSignalWatcher::quitRequested, &app, &QCoreApplication::quit);
    desktop.start();
    if (parser.isSet(shortenOption))
        desktop.handleRequest({{u"command"_qs, u"shorten-clipboard"_qs}});
    qCInfo(lcDesktop) << "ready";
    return app.exec();
}

} // namespace kurz
