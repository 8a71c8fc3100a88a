#include "gui/dbus/ShortcutPortal.h"

#include "gui/dbus/BusTypes.h"

#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QLoggingCategory>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcBus)

namespace kurz {

namespace {

const QString PortalService = u"org.freedesktop.portal.Desktop"_s;
const QString PortalPath = u"/org/freedesktop/portal/desktop"_s;
const QString GlobalShortcuts = u"org.freedesktop.portal.GlobalShortcuts"_s;

// The same every time: KDE Plasma 5.27 names the shortcuts' entry in its settings after it, so
// a new token a start would leave a stale entry holding the key each time.
const QString SessionToken = u"kurz"_s;

QString newToken()
{
    return u"kurz%1"_s.arg(QRandomGenerator::global()->generate());
}

// Portals answer the session's handle as a string (the specification) or as an object path.
QDBusObjectPath objectPath(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<QDBusObjectPath>())
        return value.value<QDBusObjectPath>();
    return QDBusObjectPath(value.toString());
}

}  // namespace

ShortcutPortal::ShortcutPortal(QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
{
    bus::registerTypes();
}

QString ShortcutPortal::xdgTrigger(const QString &portableText)
{
    static const QHash<QString, QString> modifiers{
        {u"Ctrl"_s, u"CTRL"_s}, {u"Alt"_s, u"ALT"_s}, {u"Shift"_s, u"SHIFT"_s}, {u"Meta"_s, u"LOGO"_s}};
    // Keys whose keysym name differs from Qt's.
    static const QHash<QString, QString> keys{{u"Space"_s, u"space"_s}, {u"Ins"_s, u"Insert"_s},
        {u"Del"_s, u"Delete"_s}, {u"PgUp"_s, u"Page_Up"_s}, {u"PgDown"_s, u"Page_Down"_s}, {u"Esc"_s, u"Escape"_s},
        {u"+"_s, u"plus"_s}};
    QStringList parts = portableText.endsWith(u"++"_s) ? QString(portableText.chopped(2) + u"+plus"_s).split(u'+')
                                                       : portableText.split(u'+');
    if (parts.isEmpty() || portableText.isEmpty())
        return {};
    QString key = parts.takeLast();
    key = keys.value(key, key.size() == 1 ? key.toLower() : key);
    QStringList xdg;
    for (const QString &modifier : std::as_const(parts))
        xdg << modifiers.value(modifier, modifier.toUpper());
    xdg << key;
    return xdg.join(u'+');
}

void ShortcutPortal::bind(const QString &trigger)
{
    m_trigger = trigger;
    if (trigger.isEmpty()) {
        closeSession();
        setState(State::Off);
        return;
    }
    if (!m_session.path().isEmpty()) {
        bindShortcut();
        return;
    }
    if (m_state == State::Checking || m_state == State::Binding)
        return;  // the session being made binds the newest trigger
    setState(State::Checking);
    // Whether the portal is there and has GlobalShortcuts: its version property answers.
    QDBusMessage get
        = QDBusMessage::createMethodCall(PortalService, PortalPath, u"org.freedesktop.DBus.Properties"_s, u"Get"_s);
    get << GlobalShortcuts << u"version"_s;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(get), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *finished) {
        finished->deleteLater();
        const QDBusPendingReply<QDBusVariant> reply = *finished;
        if (reply.isError()) {
            qCInfo(lcBus).noquote() << "no GlobalShortcuts portal:" << reply.error().message();
            setState(State::Unavailable);
            return;
        }
        createSession();
    });
}

void ShortcutPortal::createSession()
{
    // A refusal here would leave every press unheard, so it is said (bus::registerTypes() says
    // why it happened once).
    if (!m_listening
        && !(m_listening = m_bus.connect(PortalService, PortalPath, GlobalShortcuts, u"Activated"_s, this,
                 SLOT(onActivated(QDBusObjectPath, QString, qulonglong, QVariantMap))))) {
        setState(State::Failed, tr("Kurz could not listen to the desktop's shortcut portal."));
        return;
    }
    setState(State::Binding);
    // KDE Plasma 5.27's portal (Debian 12's) binds the shortcuts given to CreateSession and only
    // opens System Settings on BindShortcuts; portals that follow the specification ignore them.
    request(u"CreateSession"_s, {},
        {{u"session_handle_token"_s, SessionToken},
            {u"shortcuts"_s, QVariant::fromValue(QList<bus::PortalShortcut>{wanted()})}},
        SLOT(onSessionCreated(uint, QVariantMap)));
}

void ShortcutPortal::onSessionCreated(uint response, const QVariantMap &results)
{
    m_bus.disconnect(PortalService, m_requestPath, u"org.freedesktop.portal.Request"_s, u"Response"_s, this,
        SLOT(onSessionCreated(uint, QVariantMap)));
    if (response != 0) {
        setState(State::Failed, tr("The desktop did not let Kurz have a shortcut (it answered %1).").arg(response));
        return;
    }
    m_session = objectPath(results.value(u"session_handle"_s));
    if (m_trigger.isEmpty()) {
        closeSession();
        setState(State::Off);
        return;
    }
    if (takeBound(results)) {
        setState(State::Bound);  // bound with the session: BindShortcuts would open System Settings
        return;
    }
    bindShortcut();
}

bus::PortalShortcut ShortcutPortal::wanted() const
{
    return {ShortcutId,
        {{u"description"_s, tr("Shorten the link on the clipboard")}, {u"preferred_trigger"_s, xdgTrigger(m_trigger)}}};
}

bool ShortcutPortal::takeBound(const QVariantMap &results)
{
    const auto bound = qdbus_cast<QList<bus::PortalShortcut>>(results.value(u"shortcuts"_s));
    for (const bus::PortalShortcut &shortcut : bound) {
        if (shortcut.id == ShortcutId) {
            m_triggerDescription = shortcut.properties.value(u"trigger_description"_s).toString();
            return true;
        }
    }
    return false;
}

void ShortcutPortal::bindShortcut()
{
    setState(State::Binding);
    request(u"BindShortcuts"_s,
        {QVariant::fromValue(m_session), QVariant::fromValue(QList<bus::PortalShortcut>{wanted()}), QString()}, {},
        SLOT(onBound(uint, QVariantMap)));
}

void ShortcutPortal::onBound(uint response, const QVariantMap &results)
{
    m_bus.disconnect(PortalService, m_requestPath, u"org.freedesktop.portal.Request"_s, u"Response"_s, this,
        SLOT(onBound(uint, QVariantMap)));
    if (response != 0) {
        setState(State::Failed,
            response == 1 ? tr("The shortcut was declined in the desktop's dialog.")
                          : tr("The desktop did not bind the shortcut (it answered %1).").arg(response));
        return;
    }
    m_triggerDescription.clear();
    takeBound(results);
    setState(State::Bound);
}

void ShortcutPortal::onActivated(const QDBusObjectPath &session, const QString &id, qulonglong, const QVariantMap &)
{
    if (session == m_session && id == ShortcutId)
        Q_EMIT activated();
}

void ShortcutPortal::closeSession()
{
    if (m_session.path().isEmpty())
        return;
    m_bus.asyncCall(QDBusMessage::createMethodCall(
        PortalService, m_session.path(), u"org.freedesktop.portal.Session"_s, u"Close"_s));
    m_session = {};
}

void ShortcutPortal::request(const QString &method, QVariantList arguments, QVariantMap options, const char *slot)
{
    const QString token = newToken();
    options.insert(u"handle_token"_s, token);
    // The portal's rule for the request's path: the caller's unique name without ':', '.' as '_'.
    QString sender = m_bus.baseService().mid(1);
    sender.replace(u'.', u'_');
    m_requestPath = u"/org/freedesktop/portal/desktop/request/"_s + sender + u'/' + token;
    m_bus.connect(PortalService, m_requestPath, u"org.freedesktop.portal.Request"_s, u"Response"_s, this, slot);
    QDBusMessage call = QDBusMessage::createMethodCall(PortalService, PortalPath, GlobalShortcuts, method);
    arguments.append(options);
    call.setArguments(arguments);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, method](QDBusPendingCallWatcher *finished) {
        finished->deleteLater();
        const QDBusPendingReply<QDBusObjectPath> reply = *finished;
        if (reply.isError())
            setState(
                State::Failed, tr("The desktop's shortcut portal refused %1: %2").arg(method, reply.error().message()));
        else if (reply.value().path() != m_requestPath)  // every portal with GlobalShortcuts takes handle_token
            qCWarning(lcBus).noquote() << "portal request at" << reply.value().path() << "not" << m_requestPath;
    });
}

void ShortcutPortal::setState(State state, const QString &problem)
{
    m_problem = problem;
    if (!problem.isEmpty())
        qCWarning(lcBus).noquote() << problem;
    if (state == m_state && problem.isEmpty())
        return;
    m_state = state;
    Q_EMIT stateChanged();
}

}  // namespace kurz
