#pragma once

#include "core/util/Result.h"

#include <QString>
#include <QUrl>

namespace kurz {

class Database;

// The "Shorten with Kurz" bookmarklet: the listener's /.new checks its token, the window's
// Settings → General offers it to drag to the browser's bar.
class BookmarkletLink {
public:
    // The per-database secret the bookmarklet carries (made on first use).
    static QString token(const Database &database);
    // Replaces the token: bookmarklets made with the old one stop working. The new token.
    static Result<QString> renewToken(const Database &database);
    // The javascript: URL for a listener at `listenerUrl`; a listener on all interfaces is
    // asked on 127.0.0.1, because the token is only taken from loopback clients.
    static QString script(const QUrl &listenerUrl, const QString &token);
};

}  // namespace kurz
