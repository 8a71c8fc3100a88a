#include "gui/dbus/DesktopBus.h"

#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"
#include "gui/dbus/BusNames.h"
#include "gui/dbus/BusTypes.h"
#include "gui/dbus/GnomeSearchProvider.h"
#include "gui/dbus/KRunnerProvider.h"
#include "gui/dbus/KurzBusInterface.h"
#include "gui/dbus/LinkNotifier.h"
#include "gui/dbus/ShortcutPortal.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcBus, "kurz.dbus", QtWarningMsg)

namespace kurz {

DesktopBus::DesktopBus(DesktopApp &app, QObject *parent)
    : QObject(parent)
    , m_search(app.store())
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        qCInfo(lcBus).noquote() << "no session bus:" << bus.lastError().message();
        return;
    }
    m_connected = true;
    bus::registerTypes();
    m_kurz = new KurzBusInterface(app, m_search, this);
    m_notifier = new LinkNotifier(app, bus, this);
    m_shortcut = new ShortcutPortal(bus, this);
    connect(m_shortcut, &ShortcutPortal::activated, &app, &DesktopApp::shortenClipboardAndNotify);
    m_shortcut->bind(app.settings().get(keys::ShortenClipboardShortcut));
    connect(&app.settings(), &Settings::changed, this, [this, &app](const QStringList &, SettingScopes scopes) {
        if (scopes & SettingScope::GlobalShortcut)
            m_shortcut->bind(app.settings().get(keys::ShortenClipboardShortcut));
    });
    const QList<QPair<QString, QObject *>> objects{
        {bus::KurzPath, m_kurz},
        {bus::KRunnerPath, new KRunnerProvider(app, m_search, this)},
        {bus::SearchProviderPath, new GnomeSearchProvider(app, m_search, this)},
    };
    for (const auto &[path, object] : objects) {
        if (!bus.registerObject(path, object, QDBusConnection::ExportAllSlots))
            qCWarning(lcBus).noquote() << "cannot register" << path << bus.lastError().message();
    }
    // Another Kurz cannot hold it (SingleInstance), but another program might.
    const auto reply = bus.interface()->registerService(
        bus::Service, QDBusConnectionInterface::DontQueueService, QDBusConnectionInterface::DontAllowReplacement);
    m_ownsName = reply.isValid() && reply.value() == QDBusConnectionInterface::ServiceRegistered;
    if (!m_ownsName)
        qCWarning(lcBus).noquote() << "another program owns" << bus::Service
                                   << "on the session bus; Kurz is not reachable there";
}

DesktopBus::~DesktopBus()
{
    if (!m_connected)
        return;
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (m_ownsName)
        bus.unregisterService(bus::Service);
    for (const QString &path : {bus::KurzPath, bus::KRunnerPath, bus::SearchProviderPath})
        bus.unregisterObject(path);
}

}  // namespace kurz
