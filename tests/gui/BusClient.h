#pragma once

#include "gui/dbus/BusNames.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QVariantList>

namespace kurz::test {

// Another program on the test's private session bus: a connection of its own (its own unique
// name), calling as gdbus would. Calls wait with the event loop running, since the window
// they ask lives on the test's thread.
class BusClient {
public:
    explicit BusClient(const QString &name = QStringLiteral("client"))
        : m_connection(QDBusConnection::connectToBus(QDBusConnection::SessionBus, name))
        , m_name(name)
    {
    }
    ~BusClient() { QDBusConnection::disconnectFromBus(m_name); }
    BusClient(const BusClient &) = delete;
    BusClient &operator=(const BusClient &) = delete;

    QDBusConnection &connection() { return m_connection; }

    QDBusMessage call(
        const QString &path, const QString &interface, const QString &method, const QVariantList &arguments = {})
    {
        QDBusMessage message = QDBusMessage::createMethodCall(bus::Service, path, interface, method);
        message.setArguments(arguments);
        return m_connection.call(
            message, QDBus::BlockWithGui, 60000);  // a bound for a hung window; sanitizer builds are slow
    }
    // A method of app.kurz.Kurz.
    QDBusMessage kurz(const QString &method, const QVariantList &arguments = {})
    {
        return call(bus::KurzPath, bus::KurzInterface, method, arguments);
    }

private:
    QDBusConnection m_connection;
    QString m_name;
};

}  // namespace kurz::test
