#pragma once

#include "core/links/Link.h"
#include "net/CheckRun.h"

class QWidget;

namespace kurz {

class DesktopApp;

// The window's target checks: "Check targets" on the selection or on every link, and with
// health/daily the daily checks, all in this one CheckRun, which saves each result through
// the app's LinkService as it comes, so that the table shows it at once. The status bar shows
// its progress and cancels it.
class TargetChecks : public CheckRun {
    Q_OBJECT

public:
    // A check of more links than this is confirmed first (confirm()).
    static constexpr int ConfirmAbove = 100;

    explicit TargetChecks(DesktopApp &app, QObject *parent = nullptr);

    // Asks whether to check `count` targets, with how long it takes, when there are more than
    // ConfirmAbove; Cancel is the default. True to go on.
    static bool confirm(QWidget *parent, qint64 count);
    // "about 7 hours", "less than a minute".
    static QString durationText(qint64 seconds);

    using CheckRun::check;
    // Queues these links' targets; returns how many joined the run.
    int check(const QList<Link> &links);
    // Queues every link's target (those checked longest ago first); returns how many.
    Result<qint64> checkAll();
    // How many links checkAll() would check now.
    Result<qint64> countAll();

private:
    // Everything checked before now, or before the run this joins (not what it checked).
    QDateTime allBefore() const { return isRunning() ? started() : QDateTime::currentDateTimeUtc(); }
};

}  // namespace kurz
