#include "core/store/ApiKeyStore.h"

#include "core/codes/Alphabet.h"
#include "core/codes/RandomStrategy.h"
#include "core/store/DomainStore.h"
#include "core/util/RandomHex.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

Error noSuchKey(const QString &name)
{
    return Error{Error::Kind::NotFound,
        QCoreApplication::translate(
            "kurz::ApiKeyStore", "There is no API key named '%1'. 'kurz api-key list' shows the names.")
            .arg(name),
        u"name"_s};
}

// The columns scopeFrom() reads, from `first` on.
const QString ScopeColumns = QStringLiteral("read_only, own_links, expires_at, domain");

ApiKeyScope scopeFrom(const QSqlQuery &q, int first)
{
    ApiKeyScope scope;
    scope.readOnly = q.value(first).toInt() != 0;
    scope.ownLinks = q.value(first + 1).toInt() != 0;
    if (!q.value(first + 2).isNull())
        scope.expiresAt = QDateTime::fromMSecsSinceEpoch(q.value(first + 2).toLongLong(), Qt::UTC);
    scope.domain = q.value(first + 3).toString();
    return scope;
}

}  // namespace

ApiKeyStore::ApiKeyStore(std::shared_ptr<Database> database)
    : m_db(std::move(database))
{
}

QString ApiKeyStore::hashKey(QStringView key)
{
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString ApiKeyStore::generateKey()
{
    // The random code strategy already draws from the system CSPRNG without modulo bias.
    RandomStrategy random(Alphabet::base62(), KeyLength);
    return random.candidate(CodeContext{});
}

QString ApiKeyStore::generateSignatureToken()
{
    return randomHex(20);
}

Result<NewApiKey> ApiKeyStore::create(const QString &name, const ApiKeyScope &scope)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > 64)
        return invalidInput(QCoreApplication::translate("kurz::ApiKeyStore",
                                "An API key needs a name of 1 to 64 characters, e.g. --name sharex."),
            u"name"_s);
    for (QChar c : trimmed) {
        if (c.category() == QChar::Other_Control)
            return invalidInput(QCoreApplication::translate("kurz::ApiKeyStore",
                                    "The key name contains a control character; use letters, digits and spaces."),
                u"name"_s);
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (scope.expired(now))
        return invalidInput(QCoreApplication::translate("kurz::ApiKeyStore",
                                "The key would expire on %1, which has passed. Choose a date ahead, e.g. --expires %2.")
                                .arg(scope.expiresAt.toUTC().toString(Qt::ISODate),
                                    QDateTime::currentDateTimeUtc().addDays(30).date().toString(Qt::ISODate)),
            u"expires"_s);
    const auto domain = DomainStore::normalized(scope.domain);
    if (!domain)
        return domain.error();
    const NewApiKey key{generateKey(), generateSignatureToken()};
    QSqlQuery q(m_db->connection());
    q.prepare(QStringLiteral("INSERT INTO api_keys (name, key_hash, signature_token, created_at, read_only, own_links, "
                             "expires_at, domain) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING"));
    q.addBindValue(trimmed);
    q.addBindValue(hashKey(key.key));
    q.addBindValue(key.signatureToken);
    q.addBindValue(now);
    q.addBindValue(scope.readOnly ? 1 : 0);
    q.addBindValue(scope.ownLinks ? 1 : 0);
    q.addBindValue(scope.expiresAt.isValid() ? QVariant(scope.expiresAt.toMSecsSinceEpoch())
                                             : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(domain->isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(*domain));
    if (!q.exec())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate(
                "kurz::ApiKeyStore", "Cannot save the API key: %1. Check that the database is writable.")
                .arg(q.lastError().text()),
            {}};
    if (q.numRowsAffected() != 1)
        return Error{Error::Kind::Conflict,
            QCoreApplication::translate("kurz::ApiKeyStore",
                "An API key named '%1' exists already (revoked keys keep their names). Choose another name.")
                .arg(trimmed),
            u"name"_s};
    return key;
}

QList<ApiKeyInfo> ApiKeyStore::list()
{
    QList<ApiKeyInfo> keys;
    QSqlQuery q(m_db->connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, name, created_at, revoked_at, ") + ScopeColumns
            + QStringLiteral(" FROM api_keys ORDER BY created_at, id")))
        return keys;
    while (q.next()) {
        ApiKeyInfo info;
        info.id = q.value(0).toLongLong();
        info.name = q.value(1).toString();
        info.createdAt = QDateTime::fromMSecsSinceEpoch(q.value(2).toLongLong(), Qt::UTC);
        if (!q.value(3).isNull())
            info.revokedAt = QDateTime::fromMSecsSinceEpoch(q.value(3).toLongLong(), Qt::UTC);
        info.scope = scopeFrom(q, 4);
        keys.append(info);
    }
    return keys;
}

Result<bool> ApiKeyStore::revoke(const QString &name)
{
    QSqlQuery q(m_db->connection());
    q.prepare(QStringLiteral("UPDATE api_keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL"));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(name.trimmed());
    if (!q.exec())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate(
                "kurz::ApiKeyStore", "Cannot revoke the API key: %1. Check that the database is writable.")
                .arg(q.lastError().text()),
            {}};
    if (q.numRowsAffected() == 1)
        return true;
    QSqlQuery exists(m_db->connection());
    exists.prepare(QStringLiteral("SELECT 1 FROM api_keys WHERE name = ?"));
    exists.addBindValue(name.trimmed());
    if (exists.exec() && exists.next())
        return false;
    return noSuchKey(name);
}

std::optional<ApiKeyGrant> ApiKeyStore::findActive(const QString &keyHash)
{
    QSqlQuery q(m_db->connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, ") + ScopeColumns
        + QStringLiteral(" FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL"));
    q.addBindValue(keyHash);
    if (q.exec() && q.next())
        return ApiKeyGrant{q.value(0).toLongLong(), scopeFrom(q, 1)};
    return std::nullopt;
}

Result<QString> ApiKeyStore::signatureToken(const QString &name)
{
    QSqlQuery q(m_db->connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT signature_token FROM api_keys WHERE name = ?"));
    q.addBindValue(name.trimmed());
    if (!q.exec())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::ApiKeyStore", "Cannot read the API key: %1.").arg(q.lastError().text()),
            {}};
    if (!q.next())
        return noSuchKey(name);
    return q.value(0).toString();
}

QList<SignatureToken> ApiKeyStore::activeSignatureTokens()
{
    QList<SignatureToken> keys;
    QSqlQuery q(m_db->connection());
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT id, signature_token, ") + ScopeColumns
            + QStringLiteral(" FROM api_keys WHERE revoked_at IS NULL AND length(signature_token) = 40"))) {
        while (q.next())
            keys.append({ApiKeyGrant{q.value(0).toLongLong(), scopeFrom(q, 2)}, q.value(1).toString()});
    }
    return keys;
}

}  // namespace kurz
