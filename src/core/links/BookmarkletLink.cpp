#include "core/links/BookmarkletLink.h"

#include "core/store/Database.h"

namespace kurz {

QString BookmarkletLink::token(const Database &database)
{
    return database.secret(u"bookmarklet"_qs, 16);
}

Result<QString> BookmarkletLink::renewToken(const Database &database)
{
    return database.renewSecret(u"bookmarklet"_qs, 16);
}

QString BookmarkletLink::script(const QUrl &listenerUrl, const QString &token)
{
    QUrl url = listenerUrl;
    if (url.host() == u"0.0.0.0" || url.host() == u"::" || url.host() == u"*")
        url.setHost(u"127.0.0.1"_qs);
    return u"javascript:location.href='"_qs + url.toString(QUrl::RemovePath) + u"/.new?token="_qs + token
        + u"&url='+encodeURIComponent(location.href)"_qs;
}

} // namespace kurz
