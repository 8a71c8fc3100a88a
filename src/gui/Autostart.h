#pragma once

#include "core/util/Result.h"

#include <QStringList>

namespace kurz {

// The XDG autostart entry that starts Kurz at login.
class Autostart {
public:
    static QString entryPath();  // $XDG_CONFIG_HOME/autostart/app.kurz.Kurz.desktop
    static bool isEnabled();
    // Writes (atomically) or removes the entry; `program` with `arguments` is what it runs.
    static Result<void> setEnabled(bool enabled, const QString &program, const QStringList &arguments = {});
    // The options of this command line that the entry must repeat: --db and --config.
    static QStringList launchArguments(const QStringList &commandLine);
};

}  // namespace kurz
