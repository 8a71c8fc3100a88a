#pragma once

#include "core/links/Link.h"
#include "core/store/UpkeepStore.h"

#include <QDateTime>
#include <QObject>
#include <QQueue>
#include <QSet>

class QWidget;

namespace kurz {

class DesktopApp;
class HealthChecker;

// The window's "Check targets": checks link targets in the background and saves each result
// through the app's LinkService as it comes, so that the table shows it at once. A run takes
// the settings as they are when it starts; links asked for again meanwhile join the run.
// Every link's check walks the database a page at a time, so that a run holds at most a few
// pages of targets however many links there are; cancel() ends a run at once.
class TargetChecks : public QObject {
    Q_OBJECT

public:
    // Targets read from the database at a time, and handed to the checker at most.
    static constexpr int PageSize = 200;
    // A check of more links than this is confirmed first (confirm()).
    static constexpr int ConfirmAbove = 100;

    explicit TargetChecks(DesktopApp &app, QObject *parent = nullptr);

    // Asks whether to check `count` targets, with how long it takes, when there are more than
    // ConfirmAbove; Cancel is the default. True to go on.
    static bool confirm(QWidget *parent, qint64 count);
    // "about 7 hours", "less than a minute".
    static QString durationText(qint64 seconds);

    // Queues these links' targets; returns how many joined the run.
    int check(const QList<Link> &links);
    // Queues every link's target (those checked longest ago first); returns how many.
    Result<qint64> checkAll();
    // How many links checkAll() would check now.
    Result<qint64> countAll();
    // Ends the run: queued checks are dropped and those under way aborted; the results saved
    // so far stay. Not from within a result's signal.
    void cancel();

    bool isRunning() const { return m_checker != nullptr; }
    int done() const { return m_done; }
    int total() const { return m_total; }
    int broken() const { return m_broken; }
    int notChecked() const { return m_notChecked; }  // skipped: on a private address
    // Targets the run holds in memory now: waiting, and handed to the checker.
    int held() const { return int(m_waiting.size() + m_pending.size()); }

Q_SIGNALS:
    void progress(int done, int total, int broken);
    // The run ended: every target checked, or cancelled.
    void finished(int checked, int broken, bool cancelled);
    // A result could not be saved (the database refused), or the links to check could not be
    // read: what went wrong.
    void saveFailed(const QString &problem);

private:
    void startRun();
    void feed();
    void endRun(bool cancelled);
    bool holds(qint64 id) const { return m_waitingIds.contains(id) || m_pending.contains(id); }
    void onChecked(const LinkTarget &target, const LinkHealth &health);

    DesktopApp &m_app;
    UpkeepStore m_upkeep;
    HealthChecker *m_checker = nullptr;  // the run under way
    QDateTime m_started;
    QQueue<LinkTarget> m_waiting;  // not yet handed to the checker
    QSet<qint64> m_waitingIds;
    QSet<qint64> m_pending;  // with the checker
    bool m_walking = false;  // every link's check has pages still to read
    QDateTime m_walkBefore;
    CheckCursor m_cursor;
    bool m_feeding = false;
    int m_done = 0;
    int m_total = 0;
    int m_broken = 0;
    int m_notChecked = 0;
};

}  // namespace kurz
