#include "support/InsertLink.h"

#include <QtGlobal>

namespace kurz::test {

Link insertLink(LinkStore &store, const QString &code, const QString &target, const std::function<void(Link &)> &tweak)
{
    Link link;
    link.code = code;
    link.target = target;
    if (tweak)
        tweak(link);
    auto inserted = store.insert(link);
    if (!inserted)
        qFatal("cannot insert %s: %s", qPrintable(code), qPrintable(inserted.error().message));
    return *inserted;
}

Link insertLink(LinkStore &store, const QString &code, const QString &target, const QString &title)
{
    return insertLink(store, code, target, [&title](Link &link) { link.title = title; });
}

}  // namespace kurz::test
