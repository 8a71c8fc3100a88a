#pragma once

#include <QString>

namespace kurz {

// A target as people read it: an international domain in Unicode ("münchen.de"), although
// it is stored and redirected to in punycode ("xn--mnchen-3ya.de").
QString displayTarget(const QString &target);

} // namespace kurz
