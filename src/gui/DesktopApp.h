#pragma once

#include "core/links/LinkService.h"
#include "core/settings/Settings.h"
#include "core/store/LinkStore.h"

#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <memory>

namespace kurz {

class DesktopBus;
class ListenerControl;
class MainWindow;
class TrayController;

// What the status bar and tray say about the redirect listener.
struct ListenerState {
    bool running = false;
    bool paused = false;
    QString url;
    double requestsPerSecond = 0;
    QString problem;  // what went wrong and what to do, when not running
    bool databaseLost = false;  // running, but hits cannot be written (they wait in memory)
    bool windowDatabaseLost = false;  // the window's own connection to a shared database is lost
};

// The desktop application: owns the GUI thread's store and shortener, the window, the tray
// and the redirect listener it is given, and is where settings changes take effect.
// Size (about 380 lines, 35 public functions): it is the one object the window, the tray,
// the settings pages and another `kurz` process (handleRequest) reach the running Kurz
// through, so its public face is what they share: small getters and one call per request.
class DesktopApp : public QObject {
    Q_OBJECT

public:
    DesktopApp(Settings &settings, std::shared_ptr<Database> database, std::unique_ptr<ListenerControl> listener,
        QObject *parent = nullptr);
    ~DesktopApp() override;

    // Starts the listener and shows the window, or only the tray icon when asked to start
    // minimised and there is one.
    void start();

    Settings &settings() { return m_settings; }
    LinkStore &store() { return m_store; }
    const std::shared_ptr<Database> &database() const { return m_database; }
    const UrlPolicy &urlPolicy() const { return m_links->urlPolicy(); }
    // Every change to links goes through it; views follow linksChanged().
    LinkService &links() { return *m_links; }
    // The base of short URLs: Settings → General's, else the listener's address, where "all
    // interfaces" stands for this computer's LAN address.
    QString shortUrlBase() const;
    // Where the listener answers now; invalid when it is not running.
    QUrl listenerUrl() const;
    // This computer's address on the local network (a private IPv4 one first), else 127.0.0.1.
    QString shortUrl(const QString &code) const { return shortUrlBase() + code; }
    // A link's short URL, on its own domain when it has one.
    QString shortUrl(const Link &link) const { return link.shortUrl(shortUrlBase()); }
    MainWindow *window() const { return m_window.get(); }
    TrayController *tray() const { return m_tray.get(); }

    // Shortens a URL with the defaults (the tray, drops, copied URLs).
    Result<Created> shortenText(const QString &text);
    // Shortens the URL on the clipboard and puts the short URL there instead.
    Result<Created> shortenClipboard();
    // The same, telling the user what happened (tray notification or status bar).
    Result<Created> shortenClipboardAndNotify();
    void copyToClipboard(const QString &text);
    void showWindow();
    // Opens the target of the link with this code in the web browser.
    Result<void> openTarget(const QString &code);
    // The window on the session bus (app.kurz.Kurz); null before the window is made.
    DesktopBus *bus() const { return m_bus.get(); }
    // A message for the user: a notification of the desktop's notification server, else the
    // tray's balloon, else the status bar. `code`: the link it is about (its actions: Open,
    // Show QR code, Undo).
    void notify(const QString &title, const QString &message, bool problem = false, const QString &code = {});
    // The same in Kurz's own places only: the tray's balloon, else the status bar.
    void notifyHere(const QString &title, const QString &message, bool problem = false);
    // Shows the window with its search set to `text` (a link's code: that link).
    void showSearch(const QString &text);

    // Writes or removes the autostart entry (which keeps this command line's --db and --config).
    Result<void> setStartAtLogin(bool on);
    // Writes a consistent copy of the database to `path`, replacing a file there (the file
    // dialog has asked); the old file stays until the copy is complete.
    Result<void> backUpTo(const QString &path);
    // Copies a backup next to the database and makes it the database from the next start.
    // Returns the copy's path.
    Result<QString> restoreFrom(const QString &backup);

    ListenerState listenerState() const;
    void setListenerPaused(bool paused);
    // Restarts the listener on the settings stored now, rather than once a change is complete,
    // and says whether it could listen there (a paused one is started and stopped again).
    // Before start() nothing runs and nothing is tried.
    Result<void> restartListenerNow();

    // Writes today's automatic backup if it is due and on (Settings → Data); the file written.
    QString backUpIfDue();

    // Answers a request from another `kurz` process (see SingleInstance).
    QJsonObject handleRequest(const QJsonObject &request);

Q_SIGNALS:
    // Links were created, changed or removed, by this process or (External) another.
    void linksChanged(const kurz::LinkChange &change);
    void hitsFlushed(const QList<qint64> &linkIds);
    void listenerStateChanged();
    // The user chose to open another database (one a later launch asked for): Kurz ends and
    // starts again with it.
    void reopenRequested(const QString &location);

private:
    void applySettings(SettingScopes scopes);
    bool isOpen(const QString &location) const;  // the database this window has
    void offerDatabase(const QString &location);
    void onClipboardChanged();
    // What a notification of a new link adds when the listener does not run; else empty.
    QString listenerNote() const;
    Result<void> startListener();
    void sampleRequestRate();

    Settings &m_settings;
    std::shared_ptr<Database> m_database;
    LinkStore m_store;
    std::unique_ptr<LinkService> m_links;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<TrayController> m_tray;
    std::unique_ptr<ListenerControl> m_listener;
    std::unique_ptr<DesktopBus> m_bus;
    bool m_started = false;  // start() was called: the listener should run unless paused
    bool m_paused = false;
    QString m_listenerProblem;
    bool m_databaseLost = false;
    bool m_windowDatabaseLost = false;
    QTimer m_rateTimer;
    quint64 m_servedAtLastSample = 0;
    double m_requestsPerSecond = 0;
    QTimer m_restartTimer;  // server settings changed: restart once they all are stored
    QTimer m_changeWatch;  // notices links created or changed by other processes (CLI, APIs)
    QTimer m_backupTimer;
    QString m_lastClipboardText;  // what Kurz itself put there, not to be shortened again
};

}  // namespace kurz
