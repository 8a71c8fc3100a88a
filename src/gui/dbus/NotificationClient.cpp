#include "gui/dbus/NotificationClient.h"

#include "gui/AppId.h"

#include <QDBusConnectionInterface>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcBus)

namespace kurz {

namespace {

const QString NotificationsService = u"org.freedesktop.Notifications"_s;
const QString NotificationsPath = u"/org/freedesktop/Notifications"_s;

}  // namespace

NotificationClient::NotificationClient(QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
{
    m_bus.connect(NotificationsService, NotificationsPath, NotificationsService, u"ActionInvoked"_s, this,
        SLOT(onActionInvoked(uint, QString)));
    m_bus.connect(NotificationsService, NotificationsPath, NotificationsService, u"NotificationClosed"_s, this,
        SLOT(onClosed(uint, uint)));
}

bool NotificationClient::isAvailable() const
{
    if (!m_bus.isConnected())
        return false;
    if (m_bus.interface()->isServiceRegistered(NotificationsService).value())
        return true;
    return m_bus.interface()->activatableServiceNames().value().contains(NotificationsService);
}

void NotificationClient::send(const Notification &notification, ActionHandler onAction, std::function<void()> failed)
{
    QStringList actions;
    for (const Action &action : notification.actions)
        actions << action.key << action.label;
    const QVariantMap hints{
        {u"desktop-entry"_s, AppId},
        {u"urgency"_s, QVariant::fromValue(uchar(notification.problem ? 2 : 1))},
    };
    QDBusMessage call
        = QDBusMessage::createMethodCall(NotificationsService, NotificationsPath, NotificationsService, u"Notify"_s);
    // app name, replaces id, icon, summary, body, actions, hints, timeout (-1: the server's)
    call.setArguments({u"Kurz"_s, uint(0), AppId, notification.summary, notification.body, actions, hints,
        notification.problem ? 0 : -1});
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
        [this, onAction = std::move(onAction), failed = std::move(failed)](QDBusPendingCallWatcher *finished) {
            finished->deleteLater();
            const QDBusPendingReply<uint> reply = *finished;
            if (reply.isError()) {
                qCInfo(lcBus).noquote() << "notification server refused:" << reply.error().message();
                if (failed)
                    failed();
                return;
            }
            if (onAction)
                m_handlers.insert(reply.value(), onAction);
        });
}

void NotificationClient::onActionInvoked(uint id, const QString &key)
{
    const auto handler = m_handlers.value(id);
    if (handler)
        handler(key);
}

void NotificationClient::onClosed(uint id, uint)
{
    m_handlers.remove(id);
}

}  // namespace kurz
