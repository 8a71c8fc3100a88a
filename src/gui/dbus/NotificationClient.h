#pragma once

#include <QDBusConnection>
#include <QHash>
#include <QObject>

#include <functional>

namespace kurz {

// A client of the desktop's notification server (org.freedesktop.Notifications, the
// Desktop Notifications Specification): sends notifications with actions and tells which
// action the user chose. Every call is asynchronous: a server being started by the bus never
// holds up the window.
class NotificationClient : public QObject {
    Q_OBJECT

public:
    struct Action {
        QString key;  // "default" is a click on the notification itself
        QString label;
    };
    struct Notification {
        QString summary;
        QString body;
        bool problem = false;  // shown as urgent, and kept until closed
        QList<Action> actions;
    };
    using ActionHandler = std::function<void(const QString &key)>;

    explicit NotificationClient(QDBusConnection bus, QObject *parent = nullptr);

    // Whether a notification server runs on the session bus, or the bus can start one.
    bool isAvailable() const;
    // Sends the notification; `onAction` runs with the key of the action the user chooses,
    // `failed` when the server refuses or does not answer (then nothing was shown).
    void send(const Notification &notification, ActionHandler onAction, std::function<void()> failed);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &key);
    void onClosed(uint id, uint reason);

private:
    QDBusConnection m_bus;
    QHash<uint, ActionHandler> m_handlers;  // by notification id, until it is closed
};

}  // namespace kurz
