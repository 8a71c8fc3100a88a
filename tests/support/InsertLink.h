#pragma once

#include "core/store/LinkStore.h"

#include <functional>

namespace kurz::test {

// Stores the link CODE → TARGET, with whatever `tweak` sets besides, straight into the store:
// past LinkService's rules, so that a test can also have what no user could create. Stops the
// test run when the store refuses it: everything after would test the wrong thing.
Link insertLink(
    LinkStore &store, const QString &code, const QString &target, const std::function<void(Link &)> &tweak = {});
// The same with a title, the one field the window's tests most often set.
Link insertLink(LinkStore &store, const QString &code, const QString &target, const QString &title);

}  // namespace kurz::test
