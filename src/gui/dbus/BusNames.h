#pragma once

#include "core/util/Result.h"
#include "gui/AppId.h"

#include <QString>

// Where Kurz is on the session bus (docs/gui.md, "Kurz on the session bus").
namespace kurz::bus {

// The well-known name, owned by the running window; also the interface's name.
inline const QString Service = AppId;
inline const QString KurzPath = QStringLiteral("/app/kurz/Kurz");
inline const QString KurzInterface = AppId;
// KRunner's and GNOME Shell's providers, named by the files in packaging/.
inline const QString KRunnerPath = QStringLiteral("/app/kurz/KRunner");
inline const QString SearchProviderPath = QStringLiteral("/app/kurz/SearchProvider");

// The D-Bus error name for an Kurz error, from its machine-readable reason ("link-not-found"
// is app.kurz.Kurz.Error.LinkNotFound), else from its kind.
QString errorName(const Error &error);

}  // namespace kurz::bus
