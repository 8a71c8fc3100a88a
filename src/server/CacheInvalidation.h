#pragma once

#include <QList>
#include <QMutex>
#include <QPair>
#include <QString>

#include <atomic>

namespace kurz {

// The invalidations every listener thread's resolve cache must apply. Writers (an edit in
// this process, the change watcher) append under a mutex; readers compare one atomic epoch
// per request and take the mutex only when it moved.
class CacheInvalidation {
public:
    void invalidate(const QString &key);
    void invalidateAll();
    // Many keys at once, under one lock: more than the log keeps is a full invalidation, which
    // the readers would come to anyway (a big delete names hundreds of thousands).
    void invalidate(const QStringList &keys);
    // New links appeared: cached "no such code" answers may be wrong now (a key of its own
    // in the log: the empty code, which no link has).
    void invalidateMissing() { invalidate(QString()); }

    quint64 epoch() const { return m_epoch.load(std::memory_order_acquire); }

    // The keys invalidated after `seen`, and the epoch they lead to. False: forget everything
    // (a full invalidation, or more changes than the log keeps).
    bool changesSince(quint64 seen, QStringList &keys, quint64 &now) const;

private:
    static constexpr int LogSize = 4096;
    std::atomic<quint64> m_epoch{0};
    mutable QMutex m_mutex;
    quint64 m_fullEpoch = 0;
    QList<QPair<quint64, QString>> m_log;  // (epoch it created, key), oldest first
};

}  // namespace kurz
