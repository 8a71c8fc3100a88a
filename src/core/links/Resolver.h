#pragma once

#include "core/links/Link.h"

#include <optional>

namespace kurz {

class LinkStore;

// What the listener should answer for a code at a moment.
struct Resolution
{
    enum class Outcome { Redirect, NotFound, Gone };
    Outcome outcome = Outcome::NotFound;
    LinkStatus status = LinkStatus::Live;  // why: Scheduled (404), Expired / LimitReached / Disabled (410)
    std::optional<Link> link;
};

class Resolver
{
public:
    explicit Resolver(LinkStore &store) : m_store(store) {}

    // pendingHits: human hits served but not yet in the database (they count toward limits).
    static Resolution decide(std::optional<Link> link, const QDateTime &now, qint64 pendingHits = 0);
    Resolution resolve(const QString &code, const QDateTime &now, qint64 pendingHits = 0);

private:
    LinkStore &m_store;
};

} // namespace kurz
