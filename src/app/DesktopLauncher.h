#pragma once

#include <QCoreApplication>

class QApplication;
class QCommandLineParser;

namespace kurz {

class Settings;
class SingleInstance;

// The desktop path of `kurz`: single instance, database, window with its listener, event loop.
class DesktopLauncher {
    Q_DECLARE_TR_FUNCTIONS(DesktopLauncher)

public:
    // `kurz` with no command, or with only --db, --config and --shorten-clipboard.
    static int run(int &argc, char **argv);

private:
    // The primary Kurz: database, window, listener, event loop. `reopenWith`: another
    // database the user chose to open instead, for which run() starts Kurz again.
    static int runWindow(QApplication &app, Settings &settings, const QCommandLineParser &parser,
        SingleInstance &instance, QString &reopenWith);
};

}  // namespace kurz
