#include "server/KnownDomains.h"

#include <QLoggingCategory>
#include <QScopeGuard>
#include <QUrl>

Q_DECLARE_LOGGING_CATEGORY(lcServer)

namespace kurz {

void KnownDomains::reload(DomainStore &store)
{
    if (!m_reloading.tryLock())
        return;  // another thread is at it
    const auto unlock = qScopeGuard([this] { m_reloading.unlock(); });
    // Cleared before reading: a change during the read marks it stale again.
    m_stale.store(false, std::memory_order_release);
    const auto domains = store.list();
    if (!domains) {
        qCWarning(lcServer).noquote() << domains.error().message;
        m_stale.store(true, std::memory_order_release);
        return;
    }
    QHash<QByteArray, DomainRedirects> loaded;
    bool redirects = false;
    for (const ShortDomain &domain : *domains) {
        loaded.insert(domain.name.toLatin1(), domain.redirects);
        redirects = redirects || !domain.redirects.isEmpty();
    }
    const bool any = loaded.size() > (loaded.contains(QByteArray("")) ? 1 : 0);
    QMutexLocker locker(&m_lock);
    m_domains = std::move(loaded);
    m_any.store(any, std::memory_order_release);
    m_anyRedirects.store(redirects, std::memory_order_release);
}

QByteArray KnownDomains::domainOf(QByteArrayView host) const
{
    if (host.isEmpty())
        return {};
    QMutexLocker locker(&m_lock);
    const auto it = m_domains.constFind(host.toByteArray());
    return it == m_domains.cend() ? QByteArray() : it.key();
}

QList<QByteArray> KnownDomains::names() const
{
    QMutexLocker locker(&m_lock);
    QList<QByteArray> names;
    for (auto it = m_domains.cbegin(); it != m_domains.cend(); ++it) {
        if (!it.key().isEmpty())
            names.append(it.key());
    }
    return names;
}

QByteArray KnownDomains::redirect(QByteArrayView domain, NotFound kind) const
{
    QMutexLocker locker(&m_lock);
    auto it = m_domains.constFind(domain.toByteArray());
    if (it == m_domains.cend() || it->isEmpty())
        it = m_domains.constFind(QByteArray(""));
    if (it == m_domains.cend())
        return {};
    const QString &url = kind == NotFound::BaseUrl ? it->baseUrl
        : kind == NotFound::Regular404             ? it->regular404
                                                   : it->invalidShortUrl;
    return url.isEmpty() ? QByteArray() : QUrl(url).toEncoded();
}

QByteArray requestHost(QByteArrayView host, QByteArrayView forwardedHost, bool peerTrusted)
{
    QByteArrayView asked = host;
    if (peerTrusted && !forwardedHost.isEmpty()) {
        asked = forwardedHost;
        if (const qsizetype comma = asked.indexOf(','); comma >= 0)
            asked = asked.first(comma);
    }
    asked = asked.trimmed();
    if (asked.startsWith('['))
        return {};  // an IPv6 address names no short domain
    if (const qsizetype colon = asked.indexOf(':'); colon >= 0)
        asked = asked.first(colon);
    if (asked.endsWith('.'))
        asked.chop(1);
    return asked.toByteArray().toLower();
}

}  // namespace kurz
