#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace kurz {

// What a request through an API asks of its key; every route declares one.
enum class ApiAccess {
    Read,  // every GET: lists, one link, visits, tags, statistics, metrics
    Create,  // a new link, recorded as the key's
    ChangeLink,  // an edit or delete of one link
    ChangeAll,  // what changes the links of every key at once (renaming or deleting a tag)
};

// The scope a request needed and its key lacks: what the 403 answer names.
struct ScopeRefusal {
    QString missingScope;  // machine-readable: "unexpired", "write", "all-links" or "domain"
    QString message;  // for the caller, in English like every API answer
};

// What an API key may do (kurz api-key create --read-only, --own-links, --expires DATE). A key
// without any of them may do everything, as every key made before scopes existed.
struct ApiKeyScope {
    bool readOnly = false;
    bool ownLinks = false;  // changes only the links it created; reads all
    QDateTime expiresAt;  // invalid: never
    // Only the links of this short domain (kurz api-key create --domain D): creates land there,
    // changes reach only its links, tags of all links are not its to rename; reads are not
    // limited. Empty: every domain.
    QString domain;

    bool isFull() const { return !readOnly && !ownLinks && !expiresAt.isValid() && domain.isEmpty(); }
    bool expired(qint64 nowMs) const { return expiresAt.isValid() && nowMs >= expiresAt.toMSecsSinceEpoch(); }
    // "read-only", "own-links", "expires 2026-12-31T00:00:00Z", "domain D": for kurz api-key list.
    QStringList names() const;

    // Why key `keyId` may not do `access` at `nowMs`, or nothing when it may: the one check of
    // every API route, the bookmarklet and /.metrics. For ChangeLink, `linkKeyId` is the key that
    // created the link (0: not made through a key) and `linkDomain` the link's domain; for
    // Create, `linkDomain` is the domain asked for ('' when none was named).
    std::optional<ScopeRefusal> refusal(
        ApiAccess access, qint64 keyId, qint64 nowMs, qint64 linkKeyId = 0, const QString &linkDomain = {}) const;
};

// A key that was presented and exists (revoked keys never get this far), with what it may do.
struct ApiKeyGrant {
    qint64 id = 0;
    ApiKeyScope scope;
};

}  // namespace kurz
