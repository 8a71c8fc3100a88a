#pragma once

#include "core/store/Database.h"
#include "core/util/Result.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace kurz {

struct ApiKeyInfo
{
    qint64 id = 0;
    QString name;
    QDateTime createdAt;
    QDateTime revokedAt;  // invalid: active
};

// All SQL about API keys. Keys are kept only as their SHA-256: a key is shown once, when it
// is made. Apart from LinkStore because keys are not links and their callers (the key
// command, the API's key check) need nothing else from the store. Not thread-safe: one per
// thread, like LinkStore.
class ApiKeyStore
{
public:
    static constexpr int KeyLength = 40;  // base62 characters from the CSPRNG: 238 bits

    explicit ApiKeyStore(std::shared_ptr<Database> database);

    // Lower-case hex SHA-256 of the key's UTF-8 bytes: what the database keeps.
    static QString hashKey(QStringView key);
    static QString generateKey();

    // Makes a key named `name` and returns it; the only moment the key itself is known.
    Result<QString> create(const QString &name);
    QList<ApiKeyInfo> list();
    // True when revoked now, false when it already was.
    Result<bool> revoke(const QString &name);
    // The id of the active key with this hash.
    std::optional<qint64> findActive(const QString &keyHash);
    // (id, hash) of every active key.
    QList<QPair<qint64, QString>> activeKeys();

private:
    std::shared_ptr<Database> m_db;
};

} // namespace kurz
