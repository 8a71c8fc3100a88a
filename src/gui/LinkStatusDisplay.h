#pragma once

#include "core/links/Link.h"

#include <QIcon>
#include <QPixmap>

namespace kurz {

// Every status, in the order the window lists them (the status filter, the column's width).
inline constexpr LinkStatus LinkStatuses[]
    = {LinkStatus::Live, LinkStatus::Scheduled, LinkStatus::Expired, LinkStatus::LimitReached, LinkStatus::Disabled};

// How a link's status looks in the window: words and a coloured dot.
QString linkStatusText(LinkStatus status);
QIcon linkStatusIcon(LinkStatus status);

// The last check of a link's target in words: "answered 404 on …", "never checked", "not
// checked: … private address".
QString targetHealthText(const std::optional<LinkHealth> &health);
// A warning sign; beside the status dot, the table's mark of a broken target.
QIcon brokenTargetIcon();
QPixmap brokenTargetPixmap(LinkStatus status);

}  // namespace kurz
