#pragma once

#include "gui/dbus/NotificationClient.h"

#include <QObject>

namespace kurz {

class DesktopApp;

// What Kurz tells through the desktop's notification server: a short link made (with Open,
// Show QR code and Undo, which deletes the link just made) and problems. Where no server
// answers, DesktopApp falls back to the tray's balloon or the status bar.
class LinkNotifier : public QObject {
    Q_OBJECT

public:
    LinkNotifier(DesktopApp &app, QDBusConnection bus, QObject *parent = nullptr);

    // Sends the notification; false when no notification server is there (nothing sent). A
    // link's `code` adds the link's actions.
    bool notify(const QString &title, const QString &message, bool problem, const QString &code = {});

private:
    void act(const QString &key, const QString &code);
    void undo(const QString &code);
    void showQrCode(const QString &code);

    DesktopApp &m_app;
    NotificationClient m_client;
};

}  // namespace kurz
