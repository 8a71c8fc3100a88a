#include "core/links/Resolver.h"

#include "core/store/LinkStore.h"

namespace kurz {

Resolution Resolver::decide(std::optional<Link> link, const QDateTime &now, qint64 pendingHits)
{
    Resolution r;
    if (!link)
        return r;
    r.status = link->status(now, pendingHits);
    switch (r.status) {
    case LinkStatus::Live: r.outcome = Resolution::Outcome::Redirect; break;
    case LinkStatus::Scheduled: r.outcome = Resolution::Outcome::NotFound; break;
    case LinkStatus::Expired:
    case LinkStatus::LimitReached:
    case LinkStatus::Disabled: r.outcome = Resolution::Outcome::Gone; break;
    }
    r.link = std::move(link);
    return r;
}

Resolution Resolver::resolve(const QString &code, const QDateTime &now, qint64 pendingHits)
{
    return decide(m_store.get(code), now, pendingHits);
}

} // namespace kurz
