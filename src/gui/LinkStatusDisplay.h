#pragma once

#include "core/links/Link.h"

#include <QIcon>

namespace kurz {

// How a link's status looks in the window: words and a coloured dot.
QString linkStatusText(LinkStatus status);
QIcon linkStatusIcon(LinkStatus status);

} // namespace kurz
