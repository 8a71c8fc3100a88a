#pragma once

#include "core/store/DomainStore.h"

#include <QByteArray>
#include <QHash>
#include <QMutex>

#include <atomic>

namespace kurz {

// The short domains the listener threads of one server tell apart, with their not-found
// redirects: a snapshot of DomainStore, loaded again by the first request after any change to
// links or domains. A Host that is no known domain is the default domain's, as in Shlink; while
// no link has a domain of its own, any() is false and requests are keyed by their code alone.
class KnownDomains {
public:
    enum class NotFound { BaseUrl, Regular404, InvalidShortUrl };

    // Something changed (links or redirects, in this process or another): the next lookup reloads.
    void markStale() { m_stale.store(true, std::memory_order_release); }
    bool stale() const { return m_stale.load(std::memory_order_relaxed); }
    // Loads the domains again, on the calling thread's connection; one thread at a time, the
    // others go on with what was loaded before. On failure the old snapshot stays, still stale.
    void reload(DomainStore &store);

    // Whether a domain other than the default one has links or redirects.
    bool any() const { return m_any.load(std::memory_order_acquire); }
    // Whether any domain, the default one included, has a not-found redirect.
    bool anyRedirects() const { return m_anyRedirects.load(std::memory_order_acquire); }
    // `host` (lower case, without port) when it is a known domain, else empty: the default.
    QByteArray domainOf(QByteArrayView host) const;
    // The names of the known domains other than the default one.
    QList<QByteArray> names() const;
    // Where a request on `domain` ('' for the default) that finds no link goes: the domain's own
    // redirects when it has any, else the default domain's; empty: Kurz's own answer. Encoded.
    QByteArray redirect(QByteArrayView domain, NotFound kind) const;

private:
    // A QMutex, not a QReadWriteLock: lookups are short, and ThreadSanitizer sees QMutex's
    // inline locking but not Debian's out-of-line QReadWriteLock.
    mutable QMutex m_lock;
    QMutex m_reloading;
    QHash<QByteArray, DomainRedirects> m_domains;  // by name, the default one under ''
    std::atomic<bool> m_stale{true};
    std::atomic<bool> m_any{false};
    std::atomic<bool> m_anyRedirects{false};
};

// The Host a request was sent to, lower case and without port or trailing dot: a trusted
// proxy's X-Forwarded-Host (its first name: the client's), else the Host header.
QByteArray requestHost(QByteArrayView host, QByteArrayView forwardedHost, bool peerTrusted);

}  // namespace kurz
