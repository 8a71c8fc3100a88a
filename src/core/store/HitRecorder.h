#pragma once

#include "core/store/VisitStore.h"

#include <QMutex>
#include <QObject>
#include <QTimer>

#include <atomic>

namespace kurz {

// Counts hits in memory and writes them in batches: record() takes a mutex and touches a
// hash, flush() swaps the pending batch out and writes it in one transaction. A batch that
// cannot be written (disk full, database read-only) is merged back and retried with the next
// flush, so no hit is lost or counted twice. While writes fail, memory stays bounded: counts
// are one entry per link, and visit rows stop growing at MaxPendingVisitRows (hits beyond are
// still counted, without a visit row).
class HitRecorder : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxPendingVisitRows = 100'000;

    explicit HitRecorder(std::shared_ptr<Database> database, QObject *parent = nullptr);
    ~HitRecorder() override;  // flushes what is pending

    void record(qint64 linkId, bool bot, const QString &referrerHost = {}, const QString &browser = {});

    // Human hits recorded for the link and not yet written (for visit limits).
    qint64 pendingHits(qint64 linkId) const;
    bool hasPending() const;
    // Visit rows waiting to be written: at most MaxPendingVisitRows, twice that while a write
    // that failed is merged back.
    qsizetype pendingVisitRows() const;
    // Hits recorded and hits written since this recorder was made (for the listener's metrics).
    quint64 recordedCount() const { return m_recorded.load(std::memory_order_relaxed); }
    quint64 writtenCount() const { return m_written.load(std::memory_order_relaxed); }

    // Flushes every `intervalMs` from the thread this object lives in.
    void startTimer(int intervalMs);
    void stopTimer();

public Q_SLOTS:
    // Writes everything pending now; returns false (keeping the hits) if the write failed.
    bool flush();

Q_SIGNALS:
    void flushed(const QList<qint64> &linkIds);
    void flushFailed(const QString &message);

private:
    std::shared_ptr<Database> m_database;
    std::unique_ptr<VisitStore> m_store;  // used only inside flush(), under m_flushMutex
    const QThread *m_storeThread = nullptr;  // connections belong to one thread
    mutable QMutex m_mutex;              // guards m_pending
    QMutex m_flushMutex;                 // one flush at a time
    HitBatch m_pending;
    QHash<qint64, qint64> m_inFlight;    // human hits being written, still "pending" for limits
    bool m_failing = false;              // the last flush failed: said once in the log
    QTimer m_timer;
    std::atomic<quint64> m_recorded{0};
    std::atomic<quint64> m_written{0};
};

} // namespace kurz
