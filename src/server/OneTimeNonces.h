#pragma once

#include <QHash>
#include <QMutex>
#include <QString>

namespace kurz {

// Nonces for confirmation forms, shared by the listener threads: each one issue() makes is
// accepted once by take(), within LifetimeSeconds. At most MaxOpen wait at a time; beyond
// that the oldest is forgotten.
class OneTimeNonces {
public:
    static constexpr qint64 LifetimeSeconds = 600;
    static constexpr qsizetype MaxOpen = 1000;

    QString issue(qint64 nowMs);
    bool take(const QString &nonce, qint64 nowMs);

private:
    QMutex m_mutex;
    QHash<QString, qint64> m_expiries;  // nonce -> when it expires (ms since the epoch)
};

}  // namespace kurz
