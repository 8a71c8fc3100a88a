#pragma once

#include "core/util/Result.h"

namespace kurz {

// The XDG autostart entry that starts Kurz at login.
class Autostart
{
public:
    static QString entryPath();  // $XDG_CONFIG_HOME/autostart/app.kurz.Kurz.desktop
    static bool isEnabled();
    // Writes (atomically) or removes the entry; `program` is the command the entry runs.
    static Result<bool> setEnabled(bool enabled, const QString &program);
};

} // namespace kurz
