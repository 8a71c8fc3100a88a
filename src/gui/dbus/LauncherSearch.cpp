#include "gui/dbus/LauncherSearch.h"

#include "core/store/LinkPages.h"
#include "core/store/LinkStore.h"
#include "gui/TargetDisplay.h"

namespace kurz {

LauncherSearch::LauncherSearch(LinkStore &store)
    : m_store(store)
{
}

Result<QList<Link>> LauncherSearch::find(const QString &text, int limit) const
{
    const QString typed = text.simplified();
    if (typed.isEmpty() || limit <= 0)
        return QList<Link>();
    LinkQuery query;
    query.setSearchText(typed);
    if (const auto checked = query.checkSearch(); !checked.ok())
        return checked.error();
    query.limit = limit;
    auto found = m_store.pages().page(query);
    if (!found)
        return found.error();
    QList<Link> links = std::move(found).value();
    // A code typed whole names its link first, even where the order puts it later or the
    // limit leaves it out.
    if (!typed.contains(u' ')) {
        auto exact = m_store.get(typed);
        if (!exact && exact.error().kind != Error::Kind::NotFound)
            return exact.error();
        if (exact) {
            const qint64 id = exact->id;
            links.removeIf([id](const Link &link) { return link.id == id; });
            links.prepend(*exact);
            if (links.size() > limit)
                links.removeLast();
        }
    }
    return links;
}

QString LauncherSearch::name(const Link &link)
{
    return link.title.isEmpty() ? displayTarget(link.target) : link.title;
}

}  // namespace kurz
