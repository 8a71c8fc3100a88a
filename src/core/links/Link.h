#pragma once

#include "core/links/TargetRules.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <limits>
#include <optional>

namespace kurz {

enum class PathMode { Exact, Append };  // what /{code}/more/path does: 404, or append to the target

// Why a link does (not) redirect right now.
enum class LinkStatus { Live, Scheduled, Expired, LimitReached, Disabled };

// What decides whether a link redirects, in the form the listener keeps in its cache.
struct RedirectRules {
    bool disabled = false;
    qint64 validFromMs = std::numeric_limits<qint64>::min();  // ms since the epoch
    qint64 expiresAtMs = std::numeric_limits<qint64>::max();
    qint64 maxVisits = -1;  // human visits; -1: no limit
};

// The one decision about what a request for a link gets at `nowMs` when `humanHits` have been
// counted (stored plus pending): the listener, the window's status column and the CLI all ask
// this. Live redirects; Scheduled answers 404; the others 410 Gone. Disabled wins over expiry,
// expiry over the limit, and all three over a start still to come.
constexpr LinkStatus decideStatus(const RedirectRules &rules, qint64 nowMs, qint64 humanHits)
{
    if (rules.disabled)
        return LinkStatus::Disabled;
    if (nowMs >= rules.expiresAtMs)
        return LinkStatus::Expired;
    if (rules.maxVisits >= 0 && humanHits >= rules.maxVisits)
        return LinkStatus::LimitReached;
    if (nowMs < rules.validFromMs)
        return LinkStatus::Scheduled;
    return LinkStatus::Live;
}

// The last check of a link's target: the final HTTP status, or an error word.
struct LinkHealth {
    int status = 0;  // final HTTP status; 0 when the check failed
    QString error;  // timeout, refused, tls, dns, private or error; empty with a status
    QDateTime checked;

    // The error word of a target left alone under titles/allowPrivateTargets.
    static constexpr QLatin1String PrivateAddress{"private"};

    // Skipped, not asked: the target is on a private address (the setting is off).
    bool notChecked() const { return status == 0 && error == PrivateAddress; }
    // A status of 400 or more, or no answer at all; never a target that was not asked.
    bool broken() const { return !notChecked() && (status == 0 || status >= 400); }
    // The status number, or the error word (kurz check --json, show --json).
    QJsonValue result() const;
    QJsonObject toJson() const;
    friend bool operator==(const LinkHealth &, const LinkHealth &) = default;
};

// A link's code and short domain (empty: the default one), from a Link::key().
struct LinkAddress {
    QString domain;
    QString code;

    static LinkAddress fromKey(const QString &key)
    {
        const qsizetype slash = key.lastIndexOf(u'/');  // neither codes nor domains hold one
        return slash < 0 ? LinkAddress{{}, key} : LinkAddress{key.left(slash), key.mid(slash + 1)};
    }
    static QString keyOf(const QString &code, const QString &domain)
    {
        return domain.isEmpty() ? code : domain + u'/' + code;
    }
};

QString pathModeName(PathMode mode);
std::optional<PathMode> pathModeFromName(const QString &name);
QString linkStatusName(LinkStatus status);
std::optional<LinkStatus> linkStatusFromName(const QString &name);

struct Link {
    qint64 id = 0;
    QString code;
    QString target;
    QString title;
    QString notes;
    QStringList tags;
    QDateTime createdAt;
    QDateTime validFrom;  // invalid: valid from creation
    QDateTime expiresAt;  // invalid: never expires
    std::optional<qint64> maxVisits;  // human visits; bots never count toward it
    int redirectStatus = 0;  // 0: the listener's default
    bool forwardQuery = true;
    bool crawlable = false;
    PathMode pathMode = PathMode::Exact;
    bool disabled = false;
    qint64 hits = 0;  // human hits
    qint64 botHits = 0;
    QDateTime lastHitAt;
    bool titlePending = false;  // made without a title: a running Kurz fetches the page's
    std::optional<LinkHealth> health;  // unset before the first check
    QString passwordHash;  // Argon2id (LinkPassword); empty: no password
    QString networks;  // the client networks it answers, canonical (LinkNetworks); empty: all
    QList<TargetRule> targetRules;  // redirect rules in priority order (TargetRules); empty: none
    // Where visitors of the link go while it is expired, used up or disabled, instead of 410;
    // empty: the server's default (server/expiredUrl), and without one 410.
    QString expiredUrl;
    qint64 apiKeyId = 0;  // the API key that created it (own-links keys may change only theirs); 0: none
    // The short domain it answers on (lower case, no port); empty: the default domain, which
    // answers every Host that is no link's domain. The same code may exist once per domain.
    QString domain;

    bool isProtected() const { return !passwordHash.isEmpty(); }
    // How front ends name the link to LinkService: the code, or domain/code on a domain of its own.
    QString key() const { return domain.isEmpty() ? code : domain + u'/' + code; }

    RedirectRules rules() const;
    // decideStatus() for this link; pendingHits: served but not yet in the database.
    LinkStatus status(const QDateTime &now, qint64 pendingHits = 0) const;

    // The stable JSON form used by the CLI and kurz-json export.
    QJsonObject toJson(const QString &baseUrl, const QDateTime &now) const;
    // The short URL: `baseUrl` (ending in a slash) with the link's domain in place of its host
    // when it has one, then the code.
    QString shortUrl(const QString &baseUrl) const;
};

// The most tags one link may have (Shortener::validateFields refuses more).
inline constexpr int MaxTagsPerLink = 100;
// The largest hit count, or count of one visit row, an import may bring: far above any real
// link's, and small enough that sums over millions of links never overflow.
inline constexpr qint64 MaxImportedCount = 1'000'000'000'000;

// Canonical tag list: trimmed, without control characters (SafeText.h), empties and
// duplicates, sorted case-insensitively; in linear time before the sort, however many tags a
// request sends.
QStringList normalizedTags(const QStringList &tags);

}  // namespace kurz

Q_DECLARE_METATYPE(kurz::LinkHealth)
