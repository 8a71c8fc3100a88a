#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QVariantMap>

class QDBusArgument;

// The structures Kurz's D-Bus methods take and give, with their marshalling.
namespace kurz::bus {

// app.kurz.Kurz.Search's answer, a(ss): a link's code and its title (the target when untitled).
struct LinkHit {
    QString code;
    QString title;
};

// org.kde.krunner1.Match's answer, a(sssida{sv}).
struct RunnerMatch {
    QString id;
    QString text;
    QString icon;
    int type = 0;  // KRunner's match type: 100 exact, 30 possible
    double relevance = 0;
    QVariantMap properties;  // "subtext", "urls", ...
};

// org.kde.krunner1.Actions' answer, a(sss).
struct RunnerAction {
    QString id;
    QString text;
    QString icon;
};

// A shortcut of the GlobalShortcuts portal, (sa{sv}).
struct PortalShortcut {
    QString id;
    QVariantMap properties;  // "description", "preferred_trigger", "trigger_description"
};

// Makes the types above known to Qt D-Bus; before any object using them is registered.
void registerTypes();

QDBusArgument &operator<<(QDBusArgument &argument, const LinkHit &hit);
const QDBusArgument &operator>>(const QDBusArgument &argument, LinkHit &hit);
QDBusArgument &operator<<(QDBusArgument &argument, const RunnerMatch &match);
const QDBusArgument &operator>>(const QDBusArgument &argument, RunnerMatch &match);
QDBusArgument &operator<<(QDBusArgument &argument, const RunnerAction &action);
const QDBusArgument &operator>>(const QDBusArgument &argument, RunnerAction &action);
QDBusArgument &operator<<(QDBusArgument &argument, const PortalShortcut &shortcut);
const QDBusArgument &operator>>(const QDBusArgument &argument, PortalShortcut &shortcut);

}  // namespace kurz::bus

Q_DECLARE_METATYPE(kurz::bus::LinkHit)
Q_DECLARE_METATYPE(kurz::bus::RunnerMatch)
Q_DECLARE_METATYPE(kurz::bus::RunnerAction)
Q_DECLARE_METATYPE(kurz::bus::PortalShortcut)
