#pragma once

#include "gui/dbus/BusTypes.h"

#include <QObject>

namespace kurz {

class DesktopApp;
class LauncherSearch;

// KDE Plasma's launcher (KRunner, and the application launcher's search) finds links through
// this D-Bus runner, org.kde.krunner1 at /app/kurz/KRunner (packaging/app.kurz.Kurz.krunner.desktop
// tells Plasma where): Match is the window's search, Run with no action copies the short URL,
// "open" opens the target, "window" shows the link in Kurz.
class KRunnerProvider : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.kde.krunner1")

public:
    KRunnerProvider(DesktopApp &app, const LauncherSearch &search, QObject *parent = nullptr);

    // KRunner's match types: a code typed whole is exact, the rest possible.
    static constexpr int ExactMatch = 100;
    static constexpr int PossibleMatch = 30;

    // D-Bus methods are named as D-Bus names them.
public Q_SLOTS:
    QList<kurz::bus::RunnerAction> Actions();
    QList<kurz::bus::RunnerMatch> Match(const QString &query);
    void Run(const QString &matchId, const QString &actionId);
    void Teardown() { }

private:
    DesktopApp &m_app;
    const LauncherSearch &m_search;
};

}  // namespace kurz
