#pragma once

#include <QString>

namespace kurz {

// A target as people read it: percent-encoded letters decoded ("müller", not "m%C3%BCller") and
// an international domain in Unicode ("münchen.de"), although it is stored and redirected to
// encoded and in punycode ("xn--mnchen-3ya.de"); without its password, if it has one. Targets
// with invisible formatting characters (a right-to-left override, say) are shown encoded.
QString displayTarget(const QString &target);
// The same with the password, for editing: typed back, it stores the same URL.
QString editableTarget(const QString &target);

}  // namespace kurz
