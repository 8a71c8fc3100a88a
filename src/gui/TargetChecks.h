#pragma once

#include "core/links/Link.h"
#include "core/store/UpkeepStore.h"

#include <QObject>
#include <QSet>

namespace kurz {

class DesktopApp;
class HealthChecker;

// The window's "Check targets": checks link targets in the background and saves each result
// through the app's LinkService as it comes, so that the table shows it at once. A run takes
// the settings as they are when it starts; links asked for again meanwhile join the run.
class TargetChecks : public QObject
{
    Q_OBJECT

public:
    explicit TargetChecks(DesktopApp &app, QObject *parent = nullptr);

    // Queues these links' targets; returns how many joined the run.
    int check(const QList<Link> &links);
    // Queues every link's target (those checked longest ago first).
    Result<int> checkAll();
    bool isRunning() const { return !m_pending.isEmpty(); }
    int done() const { return m_done; }
    int total() const { return m_total; }
    int broken() const { return m_broken; }

Q_SIGNALS:
    void progress(int done, int total, int broken);
    void finished(int checked, int broken);
    // A result could not be saved (the database refused): what went wrong.
    void saveFailed(const QString &problem);

private:
    int queue(const QList<LinkTarget> &targets);
    void onChecked(const LinkTarget &target, const LinkHealth &health);

    DesktopApp &m_app;
    UpkeepStore m_upkeep;
    HealthChecker *m_checker = nullptr;  // the run under way
    QSet<qint64> m_pending;
    int m_done = 0;
    int m_total = 0;
    int m_broken = 0;
};

} // namespace kurz
