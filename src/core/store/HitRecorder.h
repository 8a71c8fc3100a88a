#pragma once

#include "core/store/VisitStore.h"

#include <QMutex>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <mutex>
#include <vector>

namespace kurz {

class HitJournal;

// Counts hits in memory and writes them in batches: record() takes a mutex and touches a
// hash, flush() swaps the pending batch out and writes it in one transaction. A batch that
// cannot be written (disk full, database read-only or deleted, server away) is merged back
// and retried with the next flush (flushFailed() says why; the listener's HitFlusher logs it
// once), so no hit is lost or counted twice. Memory stays bounded meanwhile: hits are always counted on their
// links, but past MaxPendingVisitRows distinct visit rows (link, second, referrer, browser)
// further visit details are dropped and counted (droppedVisits()).
class HitRecorder : public QObject {
    Q_OBJECT

public:
    static constexpr qsizetype MaxPendingVisitRows = 100000;
    // Orphan visits (hits nothing answered) with distinct details waiting at most: past it,
    // further ones are still counted, by second, type and bot flag only (no visited URL, referrer,
    // browser or redirect), so a flood of made-up paths costs a few rows a second, not one a path.
    static constexpr qsizetype MaxPendingOrphanRows = 10000;
    // The page cache of the flushing thread's connection (SQLite): 64 MiB holds the links
    // that take most hits, measured on a million links under Zipf traffic.
    static constexpr int FlushPageCacheKiB = 64 * 1024;

    explicit HitRecorder(std::shared_ptr<Database> database, QObject *parent = nullptr);
    ~HitRecorder() override;  // flushes what is pending

    // A visit of a link: a redirect (to `redirectUrl` when that is not the link's own target,
    // else empty) or, with VisitKind::Pixel, its tracking pixel.
    void record(qint64 linkId, bool bot, const QString &referrerHost = {}, const QString &browser = {},
        const QString &redirectUrl = {}, VisitKind kind = VisitKind::Redirect);
    // An orphan visit of type `kind`: `visitedUrl` asked for (cut to VisitKey::MaxVisitedUrl),
    // `redirectUrl` the redirect given, empty for none.
    void recordOrphan(VisitKind kind, bool bot, const QString &referrerHost, const QString &browser,
        const QString &visitedUrl, const QString &redirectUrl = {});
    // Orphan visit rows waiting to be written (for tests of the bound).
    qsizetype pendingOrphanRows() const;

    // Human hits recorded for the link and not yet written (for visit limits).
    qint64 pendingHits(qint64 linkId) const;
    bool hasPending() const;
    // Visit rows waiting to be written: at most MaxPendingVisitRows.
    qsizetype pendingVisitRows() const;
    // Visits whose details (not their hits) were dropped because too many waited in memory.
    qint64 droppedVisits() const;
    // Hits of links (not orphan visits) recorded and written since this recorder was made (for
    // the listener's metrics).
    quint64 recordedCount() const { return m_recorded.load(std::memory_order_relaxed); }
    quint64 writtenCount() const { return m_written.load(std::memory_order_relaxed); }

    // Flushes every `intervalMs` from the thread this object lives in.
    void startTimer(int intervalMs);
    void stopTimer();

    // Writes what all `recorders` hold in one transaction, on this thread's connection: a link
    // hit on several listener threads is updated once. False if the write failed (each keeps
    // its hits, as flush() does).
    static bool flushTogether(const QList<HitRecorder *> &recorders);
    // The listener's way (HitFlusher): appends what all `recorders` hold to `journal` as
    // `writer`'s rows in one transaction; the hits count as written (durable) and stay pending
    // for visit limits until foldTogether() adds them to the links. False if the write failed
    // (each keeps its hits, as flush() does).
    static bool journalTogether(const QList<HitRecorder *> &recorders, HitJournal &journal, qint64 writer);
    // Folds `writer`'s oldest journal rows (up to `maxRows` ids apart) into the counts and
    // visits (flushed() names the links); `more` says whether rows remain. The recorders' hits
    // count as folded once none remain.
    static bool foldTogether(
        const QList<HitRecorder *> &recorders, HitJournal &journal, qint64 writer, qint64 maxRows, bool &more);

public Q_SLOTS:
    // Writes everything pending now; returns false (keeping the hits) if the write failed.
    bool flush();

Q_SIGNALS:
    void flushed(const QList<qint64> &linkIds);
    void flushFailed(const QString &message);

private:
    // The pending hits, in flight (still pending for limits) until settle() is told whether
    // they were written; if not, they are pending again.
    HitBatch take();
    // Takes every recorder's pending hits (each flush-locked in `locks`) and merges them.
    static HitBatch takeAll(const QList<HitRecorder *> &recorders, std::vector<std::unique_lock<QMutex>> &locks,
        std::vector<HitBatch> &batches);
    enum class Written { Applied, Journaled };
    bool settle(HitBatch &&batch, const Result<void> &written, Written how = Written::Applied);

    std::shared_ptr<Database> m_database;
    std::unique_ptr<VisitStore> m_store;  // used only inside flush(), under m_flushMutex
    const QThread *m_storeThread = nullptr;  // connections belong to one thread
    mutable QMutex m_mutex;  // guards m_pending
    QMutex m_flushMutex;  // one flush at a time
    HitBatch m_pending;
    QHash<qint64, qint64> m_inFlight;  // human hits being written, still "pending" for limits
    QHash<qint64, qint64> m_journaled;  // human hits in the journal, not yet in the links' counts
    qint64 m_droppedVisits = 0;
    qsizetype m_orphanRows = 0;  // of m_pending.visits, orphan visits' rows
    QTimer m_timer;
    std::atomic<quint64> m_recorded{0};
    std::atomic<quint64> m_written{0};
};

}  // namespace kurz
