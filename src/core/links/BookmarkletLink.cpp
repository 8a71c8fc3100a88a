#include "core/links/BookmarkletLink.h"

#include "core/store/Database.h"

using namespace Qt::StringLiterals;

namespace kurz {

QString BookmarkletLink::token(const Database &database)
{
    return database.secret(u"bookmarklet"_s, 16);
}

Result<QString> BookmarkletLink::renewToken(const Database &database)
{
    return database.renewSecret(u"bookmarklet"_s, 16);
}

QString BookmarkletLink::script(const QUrl &listenerUrl, const QString &token)
{
    QUrl url = listenerUrl;
    if (url.host() == u"0.0.0.0" || url.host() == u"::" || url.host() == u"*")
        url.setHost(u"127.0.0.1"_s);
    return u"javascript:location.href='"_s + url.toString(QUrl::RemovePath) + u"/.new?token="_s + token
        + u"&url='+encodeURIComponent(location.href)"_s;
}

}  // namespace kurz
