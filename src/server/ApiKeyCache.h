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

    // The id of the active key `key`.
    std::optional<qint64> verify(QStringView key, qint64 nowMs);
    // YOURLS's plain `signature=`: the key or its signature token.
    std::optional<qint64> verifyKeyOrToken(QStringView secret, qint64 nowMs);
    // YOURLS's time-limited signature: `signature` = hash(timestamp . token), where the token
    // is the key's signature token and the hash md5 (default), sha1, sha256 or sha512.
    std::optional<qint64> verifySigned(
        const QString &timestamp, const QString &signature, const QString &algorithm, qint64 nowMs);

private:
    // (id, signature token) of the active keys, read again after `m_lifetimeMs`.
    const QList<QPair<qint64, QString>> &activeTokens(qint64 nowMs);

    struct Known {
        qint64 id = 0;
        qint64 checkedMs = 0;
    };

    ApiKeyStore m_store;
    int m_lifetimeMs;
    QHash<QString, Known> m_known;  // key hash -> id
    QList<QPair<qint64, QString>> m_active;  // signature tokens
    qint64 m_activeCheckedMs = -1;
};

}  // namespace kurz
