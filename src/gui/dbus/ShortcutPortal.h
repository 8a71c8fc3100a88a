#pragma once

#include "gui/dbus/BusTypes.h"

#include <QDBusConnection>
#include <QDBusObjectPath>
#include <QObject>
#include <QVariantMap>

namespace kurz {

// Kurz's one desktop-wide shortcut, "shorten the clipboard", bound through the XDG desktop
// portal's org.freedesktop.portal.GlobalShortcuts (KDE Plasma, GNOME, Hyprland; on Wayland
// too): a session (CreateSession), the shortcut with its preferred trigger (BindShortcuts),
// and activated() when the desktop says Activated. The desktop may ask the user and may
// choose another trigger; triggerDescription() says the one it chose. Kurz grabs no keys
// itself. Every call is asynchronous.
class ShortcutPortal : public QObject {
    Q_OBJECT

public:
    enum class State {
        Off,  // not started, or no trigger wanted
        Checking,  // asking whether the portal is there
        Unavailable,  // no portal offers GlobalShortcuts: bind a key in the desktop's settings
        Binding,
        Bound,
        Failed,  // the portal refused (problem() says why)
    };
    static inline const QString ShortcutId = QStringLiteral("shorten-clipboard");

    explicit ShortcutPortal(QDBusConnection bus, QObject *parent = nullptr);

    // Binds the shortcut with `trigger` (QKeySequence's portable text, "Ctrl+Alt+K") as its
    // preferred trigger, in a session made first; again with a new trigger. Empty: closes
    // the session, and the desktop forgets the shortcut.
    void bind(const QString &trigger);
    State state() const { return m_state; }
    // The desktop's words for the trigger it bound, e.g. "Ctrl+Alt+K".
    QString triggerDescription() const { return m_triggerDescription; }
    QString problem() const { return m_problem; }

    // The XDG shortcuts notation of a portable key sequence: "Ctrl+Alt+K" is "CTRL+ALT+k".
    static QString xdgTrigger(const QString &portableText);

Q_SIGNALS:
    void activated();
    void stateChanged();

private Q_SLOTS:
    void onSessionCreated(uint response, const QVariantMap &results);
    void onBound(uint response, const QVariantMap &results);
    void onActivated(
        const QDBusObjectPath &session, const QString &id, qulonglong timestamp, const QVariantMap &options);

private:
    void createSession();
    void bindShortcut();
    bus::PortalShortcut wanted() const;
    // Takes Kurz's shortcut from a portal's "shortcuts" result; false when it is not there.
    bool takeBound(const QVariantMap &results);
    void closeSession();
    // Calls a GlobalShortcuts method whose answer arrives as a Request's Response signal,
    // handled by `slot` (connected before the call, so that it cannot be missed).
    void request(const QString &method, QVariantList arguments, QVariantMap options, const char *slot);
    void setState(State state, const QString &problem = {});

    QDBusConnection m_bus;
    State m_state = State::Off;
    bool m_listening = false;  // subscribed to the portal's Activated
    QString m_trigger;
    QString m_triggerDescription;
    QString m_problem;
    QDBusObjectPath m_session;
    QString m_requestPath;  // the request whose Response is awaited
};

}  // namespace kurz
