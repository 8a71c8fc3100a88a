#include "net/CheckRun.h"

#include "core/links/LinkService.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "net/HealthChecker.h"

#include <algorithm>
#include <utility>

namespace kurz {

CheckRun::CheckRun(LinkService &links, const Settings &settings, QObject *parent)
    : QObject(parent)
    , m_links(links)
    , m_settings(settings)
    , m_upkeep(links.store().database())
{
}

CheckRun::~CheckRun() = default;

int CheckRun::check(const QList<LinkTarget> &targets)
{
    QList<LinkTarget> fresh;
    for (const LinkTarget &target : targets) {
        if (!holds(target.id)) {
            fresh.append(target);
            m_waitingIds.insert(target.id);
        }
    }
    if (fresh.isEmpty())
        return 0;
    startRun();
    m_waiting.append(fresh);
    m_total += int(fresh.size());
    Q_EMIT progress(m_done, m_total, m_broken);
    feed();
    return int(fresh.size());
}

Result<qint64> CheckRun::countDue(const QDateTime &before)
{
    return m_upkeep.countDueForCheck(before);
}

void CheckRun::startDailyChecks()
{
    if (m_daily.isActive())
        return;
    m_daily.setInterval(60 * 60 * 1000);  // hourly: whatever was last checked a day ago is due
    connect(&m_daily, &QTimer::timeout, this, &CheckRun::checkDaily);
    m_daily.start();
    checkDaily();
}

void CheckRun::checkDaily()
{
    if (isRunning() || !m_settings.get(keys::HealthDaily))
        return;
    if (const auto due = checkDue(QDateTime::currentDateTimeUtc().addDays(-1)); !due)
        Q_EMIT saveFailed(due.error().message);
}

Result<qint64> CheckRun::checkDue(const QDateTime &before)
{
    if (m_walking)
        return qint64(0);  // every due link is on its way already
    const auto due = m_upkeep.countDueForCheck(before);
    if (!due || *due == 0)
        return due;
    startRun();
    m_walking = true;
    m_walkBefore = before;
    m_cursor = {};
    m_total += int(*due);
    Q_EMIT progress(m_done, m_total, m_broken);
    feed();
    return due;
}

void CheckRun::startRun()
{
    if (m_checker)
        return;
    // A new run: its own checker, with the settings as they are now.
    m_done = m_total = m_broken = m_notChecked = 0;
    m_started = QDateTime::currentDateTimeUtc();
    m_checker = new HealthChecker(m_settings, this);
    connect(m_checker, &HealthChecker::checked, this, &CheckRun::onChecked);
}

// Hands the checker at most PageSize targets at a time, reading the next page of the due
// links when those waiting run out. Results that come at once (a private address) re-enter
// through onChecked, which leaves the handing to the loop already running.
void CheckRun::feed()
{
    if (m_feeding || !m_checker)
        return;
    m_feeding = true;
    while (m_checker && m_pending.size() < PageSize) {
        if (m_waiting.isEmpty()) {
            if (!m_walking)
                break;
            const auto page = m_upkeep.dueForCheck(m_walkBefore, m_cursor, PageSize);
            if (!page) {
                m_walking = false;
                m_total = m_done + held();
                Q_EMIT saveFailed(page.error().message);
                break;
            }
            m_cursor = page->next;
            m_walking = page->targets.size() == PageSize;
            for (const LinkTarget &target : page->targets) {
                if (holds(target.id)) {
                    --m_total;  // asked for already, counted once
                    continue;
                }
                m_waiting.enqueue(target);
                m_waitingIds.insert(target.id);
            }
            continue;
        }
        QList<LinkTarget> batch;
        while (!m_waiting.isEmpty() && m_pending.size() + batch.size() < PageSize) {
            const LinkTarget target = m_waiting.dequeue();
            m_waitingIds.remove(target.id);
            m_pending.insert(target.id);
            batch.append(target);
        }
        m_checker->check(batch);
    }
    m_feeding = false;
    if (m_checker && m_pending.isEmpty() && m_waiting.isEmpty() && !m_walking)
        endRun(false);
}

void CheckRun::onChecked(const LinkTarget &target, const LinkHealth &health)
{
    if (!m_pending.remove(target.id))
        return;
    ++m_done;
    if (health.broken())
        ++m_broken;
    else if (health.notChecked())
        ++m_notChecked;
    // Links made during the run may join a walk that counted before them.
    m_total = std::max(m_total, m_done + held());
    if (const auto saved = m_links.recordHealth({{target.id, health}}); !saved)
        Q_EMIT saveFailed(saved.error().message);
    Q_EMIT checked(target, health);
    Q_EMIT progress(m_done, m_total, m_broken);
    feed();
}

void CheckRun::cancel()
{
    if (m_checker)
        endRun(true);
}

void CheckRun::endRun(bool cancelled)
{
    // Deleting the checker aborts its requests and drops its queue and pauses.
    HealthChecker *checker = std::exchange(m_checker, nullptr);
    if (cancelled)
        delete checker;
    else
        checker->deleteLater();  // called from its own signal
    m_waiting.clear();
    m_waitingIds.clear();
    m_pending.clear();
    m_walking = false;
    Q_EMIT finished(m_done, m_broken, cancelled);
}

}  // namespace kurz
