#pragma once

#include <QIcon>

namespace kurz {

// A menu and toolbar icon from the desktop theme, else the one Kurz ships
// (resources/icons/actions/NAME.svg).
inline QIcon actionIcon(const QString &name)
{
    return QIcon::fromTheme(name, QIcon(u":/icons/actions/"_qs + name + u".svg"_qs));
}

} // namespace kurz
