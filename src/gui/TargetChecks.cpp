#include "gui/TargetChecks.h"

#include "gui/DesktopApp.h"
#include "net/HealthChecker.h"

#include <utility>

namespace kurz {

TargetChecks::TargetChecks(DesktopApp &app, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_upkeep(app.database())
{
}

int TargetChecks::check(const QList<Link> &links)
{
    QList<LinkTarget> targets;
    for (const Link &link : links)
        targets.append({link.id, link.code, link.target});
    return queue(targets);
}

Result<int> TargetChecks::checkAll()
{
    // Everything checked before now: never-checked links first, then the oldest results.
    const auto all = m_upkeep.dueForCheck(QDateTime::currentDateTimeUtc().addSecs(1), 0);
    if (!all)
        return all.error();
    return queue(*all);
}

int TargetChecks::queue(const QList<LinkTarget> &targets)
{
    QList<LinkTarget> fresh;
    for (const LinkTarget &target : targets) {
        if (!m_pending.contains(target.id)) {
            m_pending.insert(target.id);
            fresh.append(target);
        }
    }
    if (fresh.isEmpty())
        return 0;
    if (!m_checker) {
        // A new run: its own checker, with the settings as they are now.
        m_done = m_total = m_broken = 0;
        m_checker = new HealthChecker(m_app.settings(), this);
        connect(m_checker, &HealthChecker::checked, this, &TargetChecks::onChecked);
    }
    m_total += int(fresh.size());
    m_checker->check(fresh);
    Q_EMIT progress(m_done, m_total, m_broken);
    return int(fresh.size());
}

void TargetChecks::onChecked(const LinkTarget &target, const LinkHealth &health)
{
    m_pending.remove(target.id);
    ++m_done;
    if (health.broken())
        ++m_broken;
    if (const auto saved = m_app.links().recordHealth({{target.id, health}}); !saved)
        Q_EMIT saveFailed(saved.error().message);
    Q_EMIT progress(m_done, m_total, m_broken);
    if (m_pending.isEmpty()) {
        std::exchange(m_checker, nullptr)->deleteLater();
        Q_EMIT finished(m_done, m_broken);
    }
}

} // namespace kurz
