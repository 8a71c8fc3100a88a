#include "server/OneTimeNonces.h"

#include "core/util/RandomHex.h"

#include <algorithm>

namespace kurz {

QString OneTimeNonces::issue(qint64 nowMs)
{
    QString nonce = randomHex(16);
    const QMutexLocker lock(&m_mutex);
    if (m_expiries.size() >= MaxOpen) {
        m_expiries.removeIf([nowMs](const auto &entry) { return entry.value() <= nowMs; });
        if (m_expiries.size() >= MaxOpen)
            m_expiries.erase(std::min_element(m_expiries.begin(), m_expiries.end()));
    }
    m_expiries.insert(nonce, nowMs + LifetimeSeconds * 1000);
    return nonce;
}

bool OneTimeNonces::take(const QString &nonce, qint64 nowMs)
{
    const QMutexLocker lock(&m_mutex);
    const auto it = m_expiries.find(nonce);
    if (it == m_expiries.end())
        return false;
    const bool live = it.value() > nowMs;
    m_expiries.erase(it);
    return live;
}

}  // namespace kurz
