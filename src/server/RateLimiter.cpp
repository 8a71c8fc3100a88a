#include "server/RateLimiter.h"

#include <QMutexLocker>

#include <algorithm>
#include <cmath>

namespace kurz {

int RateLimiter::acquire(qint64 keyId, int perMinute, qint64 nowMs)
{
    if (perMinute <= 0)
        return 0;
    const double perMs = perMinute / 60000.0;
    QMutexLocker lock(&m_mutex);
    auto it = m_buckets.find(keyId);
    if (it == m_buckets.end())
        it = m_buckets.insert(keyId, Bucket{double(perMinute), nowMs});
    it->tokens = std::min(double(perMinute), it->tokens + double(std::max<qint64>(0, nowMs - it->updatedMs)) * perMs);
    it->updatedMs = nowMs;
    if (it->tokens >= 1.0) {
        it->tokens -= 1.0;
        return 0;
    }
    return std::max(1, int(std::ceil((1.0 - it->tokens) / perMs / 1000.0)));
}

}  // namespace kurz
