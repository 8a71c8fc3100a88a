#pragma once

#include "core/store/UpkeepStore.h"

#include <QDateTime>
#include <QObject>
#include <QQueue>
#include <QSet>
#include <QTimer>

namespace kurz {

class HealthChecker;
class LinkService;
class Settings;

// One run of target checks, the only one a process has: the window's "Check targets" and its
// daily checks, `kurz serve`'s daily checks and `kurz check` all check through one, so that
// one HealthChecker keeps the pauses between requests to one host. Results are saved through
// the LinkService as they come. A run takes the settings as they are when it starts; targets
// asked for again meanwhile join it. Checking every due link walks the database a page at a
// time, so a run holds at most a few pages of targets however many links there are.
class CheckRun : public QObject {
    Q_OBJECT

public:
    // Targets read from the database at a time, and handed to the checker at most.
    static constexpr int PageSize = 200;

    CheckRun(LinkService &links, const Settings &settings, QObject *parent = nullptr);
    ~CheckRun() override;

    // Queues these targets; returns how many joined the run.
    int check(const QList<LinkTarget> &targets);
    // Queues every link last checked before `before` (or never), longest ago first; returns
    // how many. While a run walks the links already, nothing more (0).
    Result<qint64> checkDue(const QDateTime &before);
    // How many links checkDue(before) would check.
    Result<qint64> countDue(const QDateTime &before);
    // With health/daily on, checks what was last checked a day ago or more: now, then hourly.
    void startDailyChecks();
    // The same once, now (when health/daily is on and no run is under way).
    void checkDaily();
    // Ends the run: queued checks are dropped and those under way aborted; the results saved
    // so far stay. Not from within a result's signal.
    void cancel();

    bool isRunning() const { return m_checker != nullptr; }
    QDateTime started() const { return m_started; }
    int done() const { return m_done; }
    int total() const { return m_total; }
    int broken() const { return m_broken; }
    int notChecked() const { return m_notChecked; }  // skipped: on a private address
    // Targets the run holds in memory now: waiting, and handed to the checker.
    int held() const { return int(m_waiting.size() + m_pending.size()); }

Q_SIGNALS:
    void progress(int done, int total, int broken);
    // One target's result, saved (or saveFailed).
    void checked(const kurz::LinkTarget &target, const kurz::LinkHealth &health);
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

    LinkService &m_links;
    const Settings &m_settings;
    UpkeepStore m_upkeep;
    HealthChecker *m_checker = nullptr;  // the run under way
    QDateTime m_started;
    QQueue<LinkTarget> m_waiting;  // not yet handed to the checker
    QSet<qint64> m_waitingIds;
    QSet<qint64> m_pending;  // with the checker
    bool m_walking = false;  // the due links have pages still to read
    QDateTime m_walkBefore;
    CheckCursor m_cursor;
    bool m_feeding = false;
    int m_done = 0;
    int m_total = 0;
    int m_broken = 0;
    int m_notChecked = 0;
    QTimer m_daily;
};

}  // namespace kurz
