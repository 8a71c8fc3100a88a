#include "gui/dbus/BusTypes.h"

#include <QDBusArgument>
#include <QDBusMetaType>
#include <QDBusObjectPath>

namespace kurz::bus {

void registerTypes()
{
    // QtDBus finds a slot's parameter types by name, and QDBusObjectPath has one only once
    // something used it: until then connecting the portal's Activated fails (a fresh Kurz did).
    qRegisterMetaType<QDBusObjectPath>();
    qDBusRegisterMetaType<LinkHit>();
    qDBusRegisterMetaType<QList<LinkHit>>();
    qDBusRegisterMetaType<RunnerMatch>();
    qDBusRegisterMetaType<QList<RunnerMatch>>();
    qDBusRegisterMetaType<RunnerAction>();
    qDBusRegisterMetaType<QList<RunnerAction>>();
    qDBusRegisterMetaType<PortalShortcut>();
    qDBusRegisterMetaType<QList<PortalShortcut>>();
    qDBusRegisterMetaType<QList<QVariantMap>>();
}

namespace {

// A structure's fields in order, each way.
template<typename... Fields>
QDBusArgument &writeStructure(QDBusArgument &argument, const Fields &...fields)
{
    argument.beginStructure();
    (argument << ... << fields);
    argument.endStructure();
    return argument;
}

template<typename... Fields>
const QDBusArgument &readStructure(const QDBusArgument &argument, Fields &...fields)
{
    argument.beginStructure();
    (argument >> ... >> fields);
    argument.endStructure();
    return argument;
}

}  // namespace

QDBusArgument &operator<<(QDBusArgument &argument, const LinkHit &hit)
{
    return writeStructure(argument, hit.code, hit.title);
}

const QDBusArgument &operator>>(const QDBusArgument &argument, LinkHit &hit)
{
    return readStructure(argument, hit.code, hit.title);
}

QDBusArgument &operator<<(QDBusArgument &argument, const RunnerMatch &match)
{
    return writeStructure(argument, match.id, match.text, match.icon, match.type, match.relevance, match.properties);
}

const QDBusArgument &operator>>(const QDBusArgument &argument, RunnerMatch &match)
{
    return readStructure(argument, match.id, match.text, match.icon, match.type, match.relevance, match.properties);
}

QDBusArgument &operator<<(QDBusArgument &argument, const RunnerAction &action)
{
    return writeStructure(argument, action.id, action.text, action.icon);
}

const QDBusArgument &operator>>(const QDBusArgument &argument, RunnerAction &action)
{
    return readStructure(argument, action.id, action.text, action.icon);
}

QDBusArgument &operator<<(QDBusArgument &argument, const PortalShortcut &shortcut)
{
    return writeStructure(argument, shortcut.id, shortcut.properties);
}

const QDBusArgument &operator>>(const QDBusArgument &argument, PortalShortcut &shortcut)
{
    return readStructure(argument, shortcut.id, shortcut.properties);
}

}  // namespace kurz::bus
