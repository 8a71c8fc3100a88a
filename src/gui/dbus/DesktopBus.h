#pragma once

#include "gui/dbus/LauncherSearch.h"

#include <QObject>

namespace kurz {

class DesktopApp;
class KurzBusInterface;
class LinkNotifier;
class ShortcutPortal;

// The window on the session bus: it owns app.kurz.Kurz and the objects under it for as long
// as the window runs. Without a session bus (over SSH, in a container) nothing is registered
// and Kurz works as before; when another program holds the name, the objects stay unnamed.
class DesktopBus : public QObject {
    Q_OBJECT

public:
    explicit DesktopBus(DesktopApp &app, QObject *parent = nullptr);
    ~DesktopBus() override;

    // Whether this process owns app.kurz.Kurz on the session bus.
    bool ownsName() const { return m_ownsName; }
    const LauncherSearch &search() const { return m_search; }
    // The desktop's notifications; null without a session bus.
    LinkNotifier *notifier() const { return m_notifier; }
    // The desktop-wide shortcut that shortens the clipboard; null without a session bus.
    ShortcutPortal *shortcut() const { return m_shortcut; }

private:
    LauncherSearch m_search;
    KurzBusInterface *m_kurz = nullptr;
    LinkNotifier *m_notifier = nullptr;
    ShortcutPortal *m_shortcut = nullptr;
    bool m_connected = false;
    bool m_ownsName = false;
};

}  // namespace kurz
