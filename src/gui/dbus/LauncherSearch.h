#pragma once

#include "core/links/Link.h"
#include "core/util/Result.h"

#include <QList>

namespace kurz {

class LinkStore;

// What a desktop's launcher (KRunner, GNOME Shell) and app.kurz.Kurz.Search find for typed
// text: the window's search (words, tag:NAME, status:NAME; LinkQuery::setSearchText) in the
// window's order, newest first, with the link whose code is the text itself put first.
class LauncherSearch {
public:
    static constexpr int DefaultLimit = 10;

    explicit LauncherSearch(LinkStore &store);

    // No links for empty text: a launcher lists nothing before something is typed. A search
    // the window refuses (too many words) is an InvalidInput error in the window's words.
    Result<QList<Link>> find(const QString &text, int limit = DefaultLimit) const;
    // What a launcher shows as a link's name: its title, else its target as people write it.
    static QString name(const Link &link);

private:
    LinkStore &m_store;
};

}  // namespace kurz
