#include "net/HealthChecker.h"
#include "core/util/Version.h"

#include "core/settings/SettingsKeys.h"
#include "net/TargetFetch.h"

#include <QNetworkAccessManager>
#include <QTimer>

namespace kurz {

HealthChecker::HealthChecker(const Settings &settings, QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_allowPrivate(settings.get(keys::AllowPrivateTargets))
    , m_delayMs(settings.get(keys::HealthDelayMs))
{
}

QByteArray HealthChecker::userAgent()
{
    static const QByteArray agent
        = QByteArray("Kurz/") + versionText() + " (link checker; checks the targets of its user's short links)";
    return agent;
}

void HealthChecker::check(const QList<LinkTarget> &targets)
{
    for (const LinkTarget &target : targets) {
        if (m_pending.contains(target.id))
            continue;
        m_pending.insert(target.id);
        m_hosts[QUrl(target.target).host().toLower()].queue.enqueue(target);
        ++m_queued;
    }
    pump();
    if (!isBusy())
        Q_EMIT finished();
}

void HealthChecker::pump()
{
    for (auto it = m_hosts.begin(); it != m_hosts.end(); ++it) {
        while (!it->queue.isEmpty() && it->running < PerHost && m_active < AtOnce) {
            --m_queued;
            ++it->running;
            ++m_active;
            fetch(it.key(), it->queue.dequeue(), false);
        }
    }
}

void HealthChecker::fetch(const QString &host, const LinkTarget &target, bool ranged)
{
    FetchOptions options;
    options.method = ranged ? FetchOptions::Method::RangedGet : FetchOptions::Method::Head;
    options.allowPrivate = m_allowPrivate;
    options.maxBytes = 1;
    options.timeoutMs = LongestCheckMs;
    options.userAgent = userAgent();
    auto *fetch = new TargetFetch(*m_network, QUrl(target.target), options, this);
    connect(fetch, &TargetFetch::finished, this,
        [this, host, target, ranged](const FetchResult &result) { done(host, target, result, ranged); });
    fetch->start();
}

void HealthChecker::done(const QString &host, const LinkTarget &target, const FetchResult &result, bool ranged)
{
    // Many servers answer HEAD wrongly (405, 404, 403...): a refusal is asked again as a GET.
    if (!ranged && result.status >= 400) {
        QTimer::singleShot(m_delayMs, this, [this, host, target] { fetch(host, target, true); });
        return;
    }
    --m_active;
    m_pending.remove(target.id);
    Q_EMIT checked(target, LinkHealth{result.status, result.error, QDateTime::currentDateTimeUtc()});
    // The host's slot stays taken for the pause: politeness toward one server.
    QTimer::singleShot(m_delayMs, this, [this, host] {
        Host &taken = m_hosts[host];
        if (--taken.running == 0 && taken.queue.isEmpty())
            m_hosts.remove(host);
        pump();
    });
    if (!isBusy())
        Q_EMIT finished();
}

}  // namespace kurz
