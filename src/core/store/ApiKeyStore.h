#pragma once

#include "core/store/ApiKeyScope.h"
#include "core/store/Database.h"
#include "core/util/Result.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace kurz {

struct ApiKeyInfo {
    qint64 id = 0;
    QString name;
    QDateTime createdAt;
    QDateTime revokedAt;  // invalid: active
    ApiKeyScope scope;
};

// An active key's YOURLS signature token, with the key it signs for.
struct SignatureToken {
    ApiKeyGrant grant;
    QString token;
};

// A key as it is made: the only moment the key itself is known.
struct NewApiKey {
    QString key;
    QString signatureToken;  // YOURLS's signature token: signed requests hash it with a timestamp
};

// All SQL about API keys. Keys are kept only as their SHA-256: a key is shown once, when it
// is made. Each key has its own random signature token, kept as it is (the server needs it
// to check signatures), so that the stored hash is no credential. Apart from LinkStore because keys are not links and
// their callers (the key command, the API's key check) need nothing else from the store. Not thread-safe: one per
// thread, like LinkStore.
class ApiKeyStore {
public:
    static constexpr int KeyLength = 40;  // base62 characters from the CSPRNG: 238 bits

    explicit ApiKeyStore(std::shared_ptr<Database> database);

    // Lower-case hex SHA-256 of the key's UTF-8 bytes: what the database keeps.
    static QString hashKey(QStringView key);
    static QString generateKey();
    static QString generateSignatureToken();  // 40 lower-case hex digits from the CSPRNG

    // Makes a key named `name` with its signature token, limited to `scope` (an expiry, if
    // any, must lie ahead; a domain is refused while Kurz answers only one).
    Result<NewApiKey> create(const QString &name, const ApiKeyScope &scope = {});
    // The signature token of the key `name`, revoked or not.
    Result<QString> signatureToken(const QString &name);
    QList<ApiKeyInfo> list();
    // True when revoked now, false when it already was.
    Result<bool> revoke(const QString &name);
    // The unrevoked key with this hash, expired or not (its scope says).
    std::optional<ApiKeyGrant> findActive(const QString &keyHash);
    // The signature token of every unrevoked key.
    QList<SignatureToken> activeSignatureTokens();

private:
    std::shared_ptr<Database> m_db;
};

}  // namespace kurz
