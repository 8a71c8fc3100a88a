#include "gui/TargetChecks.h"

#include "gui/DesktopApp.h"
#include "net/HealthChecker.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace kurz {

TargetChecks::TargetChecks(DesktopApp &app, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_upkeep(app.database())
{
}

QString TargetChecks::durationText(qint64 seconds)
{
    if (seconds < 60)
        return tr("less than a minute");
    if (seconds < 90 * 60)
        return tr("about %n minute(s)", nullptr, int((seconds + 30) / 60));
    if (seconds < 48 * 3600)
        return tr("about %n hour(s)", nullptr, int((seconds + 1800) / 3600));
    return tr("about %n day(s)", nullptr, int((seconds + 43200) / 86400));
}

bool TargetChecks::confirm(QWidget *parent, qint64 count)
{
    if (count <= ConfirmAbove)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Check targets"),
        tr("Check the targets of %1 links?").arg(QLocale().toString(count)), QMessageBox::Cancel, parent);
    box.setObjectName(u"confirmChecks"_s);
    box.setInformativeText(
        tr("Kurz asks each link's page whether it still answers, %1 at a time and at most %2 at a time from one "
           "server. This takes %3, and up to %4 when many pages do not answer. The status bar shows the "
           "progress; Cancel there stops the check and keeps the results so far.")
            .arg(HealthChecker::AtOnce)
            .arg(HealthChecker::PerHost)
            .arg(durationText(HealthChecker::typicalSeconds(count)),
                durationText(HealthChecker::longestSeconds(count))));
    QPushButton *check = box.addButton(tr("&Check %1 targets").arg(QLocale().toString(count)), QMessageBox::AcceptRole);
    check->setObjectName(u"startChecks"_s);
    box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == check;
}

int TargetChecks::check(const QList<Link> &links)
{
    QList<LinkTarget> fresh;
    for (const Link &link : links) {
        if (!holds(link.id)) {
            fresh.append({link.id, link.code, link.target});
            m_waitingIds.insert(link.id);
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

Result<qint64> TargetChecks::countAll()
{
    return m_upkeep.countDueForCheck(isRunning() ? m_started : QDateTime::currentDateTimeUtc());
}

Result<qint64> TargetChecks::checkAll()
{
    if (m_walking)
        return qint64(0);  // every link is on its way already
    // Everything checked before now, or before the run this joins (not what it checked).
    const QDateTime before = isRunning() ? m_started : QDateTime::currentDateTimeUtc();
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

void TargetChecks::startRun()
{
    if (m_checker)
        return;
    // A new run: its own checker, with the settings as they are now.
    m_done = m_total = m_broken = m_notChecked = 0;
    m_started = QDateTime::currentDateTimeUtc();
    m_checker = new HealthChecker(m_app.settings(), this);
    connect(m_checker, &HealthChecker::checked, this, &TargetChecks::onChecked);
}

// Hands the checker at most PageSize targets at a time, reading the next page of every link's
// walk when those waiting run out. Results that come at once (a private address) re-enter
// through onChecked, which leaves the handing to the loop already running.
void TargetChecks::feed()
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

void TargetChecks::onChecked(const LinkTarget &target, const LinkHealth &health)
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
    if (const auto saved = m_app.links().recordHealth({{target.id, health}}); !saved)
        Q_EMIT saveFailed(saved.error().message);
    Q_EMIT progress(m_done, m_total, m_broken);
    feed();
}

void TargetChecks::cancel()
{
    if (m_checker)
        endRun(true);
}

void TargetChecks::endRun(bool cancelled)
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
