#pragma once

#include <QHash>
#include <QMutex>

namespace kurz {

// Creates per minute and API key, shared by every listener thread of one server: a token
// bucket per key that holds a minute's allowance and refills continuously.
class RateLimiter {
public:
    // 0 when key `keyId` may go ahead (and a token is taken), else the seconds until it may.
    int acquire(qint64 keyId, int perMinute, qint64 nowMs);

private:
    struct Bucket {
        double tokens = 0;
        qint64 updatedMs = 0;
    };
    QMutex m_mutex;
    QHash<qint64, Bucket> m_buckets;
};

}  // namespace kurz
