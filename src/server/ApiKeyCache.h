#pragma once

#include "core/store/ApiKeyStore.h"

#include <QHash>

#include <optional>

namespace kurz {

// Checks API keys for one listener thread without a query per request: a key seen valid is
// believed for `lifetimeMs`, so a revoke takes effect within that time. Unknown keys are
// asked about every time (a new key works at once).
class ApiKeyCache {
public:
    static constexpr int DefaultLifetimeMs = 1000;
    // YOURLS_NONCE_LIFE: how far a signed request's timestamp may be from now.
    static constexpr qint64 SignatureLifetimeSeconds = 43200;

    explicit ApiKeyCache(std::shared_ptr<Database> database, int lifetimeMs = DefaultLifetimeMs);

    // The unrevoked key `key` and its scope (ApiContext::authorize checks that, expiry included).
    std::optional<ApiKeyGrant> verify(QStringView key, qint64 nowMs);
    // YOURLS's plain `signature=`: the key or its signature token.
    std::optional<ApiKeyGrant> verifyKeyOrToken(QStringView secret, qint64 nowMs);
    // YOURLS's time-limited signature: `signature` = hash(timestamp . token), where the token
    // is the key's signature token and the hash md5 (default), sha1, sha256 or sha512.
    std::optional<ApiKeyGrant> verifySigned(
        const QString &timestamp, const QString &signature, const QString &algorithm, qint64 nowMs);

private:
    // The signature tokens of the unrevoked keys, read again after `m_lifetimeMs`.
    const QList<SignatureToken> &activeTokens(qint64 nowMs);

    struct Known {
        ApiKeyGrant grant;
        qint64 checkedMs = 0;
    };

    ApiKeyStore m_store;
    int m_lifetimeMs;
    QHash<QString, Known> m_known;  // key hash -> key
    QList<SignatureToken> m_active;
    qint64 m_activeCheckedMs = -1;
};

}  // namespace kurz
