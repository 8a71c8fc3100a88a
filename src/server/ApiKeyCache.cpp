#include "server/ApiKeyCache.h"

#include "core/util/ConstantTime.h"

#include <QCryptographicHash>

namespace kurz {

ApiKeyCache::ApiKeyCache(std::shared_ptr<Database> database, int lifetimeMs)
    : m_store(std::move(database))
    , m_lifetimeMs(lifetimeMs)
{
}

std::optional<ApiKeyGrant> ApiKeyCache::verify(QStringView key, qint64 nowMs)
{
    if (key.isEmpty() || key.size() > 256)
        return std::nullopt;
    const QString hash = ApiKeyStore::hashKey(key);
    const auto it = m_known.constFind(hash);
    if (it != m_known.cend() && nowMs - it->checkedMs < m_lifetimeMs)
        return it->grant;
    const std::optional<ApiKeyGrant> grant = m_store.findActive(hash);
    if (!grant) {
        m_known.remove(hash);
        return std::nullopt;
    }
    if (m_known.size() >= 1024)
        m_known.clear();
    m_known.insert(hash, Known{*grant, nowMs});
    return grant;
}

const QList<SignatureToken> &ApiKeyCache::activeTokens(qint64 nowMs)
{
    if (m_activeCheckedMs < 0 || nowMs - m_activeCheckedMs >= m_lifetimeMs) {
        m_active = m_store.activeSignatureTokens();
        m_activeCheckedMs = nowMs;
    }
    return m_active;
}

std::optional<ApiKeyGrant> ApiKeyCache::verifyKeyOrToken(QStringView secret, qint64 nowMs)
{
    if (const auto grant = verify(secret, nowMs); grant || secret.isEmpty())
        return grant;
    const QByteArray given = secret.toUtf8();
    for (const auto &[grant, token] : activeTokens(nowMs)) {
        if (equalConstantTime(token.toLatin1(), given))
            return grant;
    }
    return std::nullopt;
}

std::optional<ApiKeyGrant> ApiKeyCache::verifySigned(
    const QString &timestamp, const QString &signature, const QString &algorithm, qint64 nowMs)
{
    bool ok = false;
    const qint64 seconds = timestamp.toLongLong(&ok);
    if (!ok || std::abs(nowMs / 1000 - seconds) > SignatureLifetimeSeconds)
        return std::nullopt;
    QCryptographicHash::Algorithm hash = QCryptographicHash::Md5;
    const QString name = algorithm.toLower();
    if (name == u"sha256")
        hash = QCryptographicHash::Sha256;
    else if (name == u"sha1")
        hash = QCryptographicHash::Sha1;
    else if (name == u"sha512")
        hash = QCryptographicHash::Sha512;
    else if (!name.isEmpty() && name != u"md5")
        return std::nullopt;
    const QByteArray wanted = signature.toLower().toLatin1();
    for (const auto &[grant, token] : activeTokens(nowMs)) {
        const QByteArray expected
            = QCryptographicHash::hash(QByteArray(timestamp.toUtf8() + token.toLatin1()), hash).toHex();
        if (equalConstantTime(expected, wanted))
            return grant;
    }
    return std::nullopt;
}

}  // namespace kurz
