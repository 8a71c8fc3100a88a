#pragma once

#include "core/util/Result.h"

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QUrl>

#include <optional>

namespace kurz {

// Which targets a short link may point to (API.md §4), and their one canonical spelling:
// absolute http(s) with a host, no user-info, at most MaxBytes once encoded, never one of
// this service's own short URLs.
class UrlPolicy {
public:
    static constexpr int MaxBytes = 2048;

    // Origins (scheme, host, port) that serve Kurz's own short links: refused as targets.
    void setOwnOrigins(const QList<QUrl> &origins);
    const QList<QUrl> &ownOrigins() const { return m_ownOrigins; }

    // The normalised target (lower-case scheme and host, IDN as punycode, default port
    // dropped, spaces encoded), or why the text is not an acceptable target.
    Result<QString> normalize(const QString &text) const;
    // What a person means by an address typed without a scheme: "example.org/x" is
    // https://example.org/x. Text with a scheme, or whose first part is no host name (no dot,
    // not localhost), is returned as it is, for normalize() to judge.
    static QString withAssumedScheme(const QString &text);
    // Whether `text` (trimmed) is one http(s) address and nothing else, as text on the
    // clipboard or dropped on the window must be to be shortened; normalize() still judges it.
    static bool isOneWebAddress(const QString &text);

private:
    // Whether `text` is a target just as normalize() would write it and not one of the own
    // origins, by a look at its characters alone: most targets, without QUrl's work.
    bool isPlainAndNormal(QStringView text) const;
    bool isOwnOrigin(const QUrl &url) const;
    // Loopback, unspecified (also v4-mapped), this machine's names and interface addresses.
    bool isThisMachine(const QString &host) const;
    bool isThisMachine(QHostAddress address) const;
    // Whether another name leads here (/etc/hosts, DNS): looked up once, waited for briefly.
    bool resolvesToThisMachine(const QString &host) const;

    struct Machine {
        QStringList names;
        QList<QHostAddress> addresses;
        QHash<QString, bool> resolved;  // name -> whether it resolved to this machine
    };
    Machine &machine() const;

    QList<QUrl> m_ownOrigins;
    bool m_ownOnPort80 = false;  // an own origin listens on http's default port
    bool m_ownOnPort443 = false;  // or on https's
    mutable std::optional<Machine> m_machine;  // asked once per policy
};

}  // namespace kurz
