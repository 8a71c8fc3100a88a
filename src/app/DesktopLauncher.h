#pragma once

#include <QCoreApplication>

namespace kurz {

// The desktop path of `kurz`: single instance, database, window with its listener, event loop.
class DesktopLauncher
{
    Q_DECLARE_TR_FUNCTIONS(DesktopLauncher)

public:
    // `kurz` with no command, or with only --db, --config and --shorten-clipboard.
    static int run(int &argc, char **argv);
};

} // namespace kurz
