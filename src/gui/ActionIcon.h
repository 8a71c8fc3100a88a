#pragma once

#include <QAction>
#include <QIcon>
#include <QKeySequence>
#include <QWidget>

namespace kurz {

// A menu and toolbar icon from the desktop theme, else the one Kurz ships
// (resources/icons/actions/NAME.svg).
inline QIcon actionIcon(const QString &name)
{
    return QIcon::fromTheme(name, QIcon(QStringLiteral(":/icons/actions/") + name + QStringLiteral(".svg")));
}

// An action of `window` (its shortcut works wherever the window has focus) named `name`, with
// the theme's icon `icon` (none when empty) and a tooltip that shows the shortcut.
inline QAction *windowAction(
    QWidget *window, const QString &name, const QString &text, const QString &icon, const QKeySequence &shortcut)
{
    auto *action = new QAction(icon.isEmpty() ? QIcon() : actionIcon(icon), text, window);
    action->setObjectName(name);
    action->setShortcut(shortcut);
    const QString plain = QString(text).remove(u'&').remove(QStringLiteral("…"));
    action->setToolTip(
        shortcut.isEmpty() ? plain : QStringLiteral("%1 (%2)").arg(plain, shortcut.toString(QKeySequence::NativeText)));
    window->addAction(action);
    return action;
}

}  // namespace kurz
