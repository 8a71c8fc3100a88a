#pragma once

#include "core/util/Result.h"

#include <QList>
#include <QUrl>

namespace kurz {

// Which targets a short link may point to (API.md §4), and their one canonical spelling:
// absolute http(s) with a host, no user-info, at most MaxBytes once encoded, never one of
// this service's own short URLs.
class UrlPolicy
{
public:
    static constexpr int MaxBytes = 2048;

    // Origins (scheme, host, port) that serve Kurz's own short links: refused as targets.
    void setOwnOrigins(const QList<QUrl> &origins);
    const QList<QUrl> &ownOrigins() const { return m_ownOrigins; }

    // The normalised target (lower-case scheme and host, IDN as punycode, default port
    // dropped, spaces encoded), or why the text is not an acceptable target.
    Result<QString> normalize(const QString &text) const;

private:
    bool isOwnOrigin(const QUrl &url) const;

    QList<QUrl> m_ownOrigins;
};

} // namespace kurz
