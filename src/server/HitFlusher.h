#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QSet>

#include <memory>

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace kurz {

struct ServerState;
class HitJournal;
class VisitStore;

// The listener's housekeeping thread: writes the listener threads' hits in batches (so that
// no listener ever waits on a disk write), watches the database for edits made by other
// connections and processes (polling SQLite, told by PostgreSQL), and keeps the WAL bounded.
class HitFlusher : public QObject {
    Q_OBJECT

public:
    explicit HitFlusher(std::shared_ptr<ServerState> state);
    ~HitFlusher() override;

    // On the flusher's thread.
    void start();
    // On the flusher's thread: writes every pending hit and releases the connection; then
    // hands this object back to `owner`.
    void finish(QThread *owner);

    static constexpr qint64 WalLimitBytes = 32 * 1024 * 1024;
    static constexpr int WatchIntervalMs = 200;
    // Every hitFlushMs the hits go to the journal (HitJournal); under heavy traffic the folds
    // into the links' counts wait up to StretchFactor times as long as the last one took (at
    // most MaxStretchMs): a page written once then carries the hits of several seconds, and
    // the writes stay a small share of a CPU, while a crash loses at most one interval's hits.
    static constexpr int StretchFactor = 8;
    static constexpr int MaxStretchMs = 5000;
    // The journal rows of a listener that stopped without folding them (ListenerRecords::isAlive)
    // are folded by another: at its start and every OrphanCheckSeconds.
    static constexpr int OrphanCheckSeconds = 30;
    // A fold takes the journal's rows in parts, and the listeners' hits are journaled between
    // them: however long a fold takes, no hit waits in memory much over an interval. A part
    // takes as many rows as about a quarter interval allows (the writer's share of a busy
    // machine's CPU varies), between MinFoldRows and MaxFoldRows.
    static constexpr qint64 MinFoldRows = 500;
    static constexpr qint64 MaxFoldRows = 100000;

Q_SIGNALS:
    // Links whose counts one round of flushes (all listener threads) wrote.
    void flushed(const QList<qint64> &linkIds);
    // Hits could not be written (false: they wait in memory) or can be again (true).
    void databaseReachable(bool reachable);

private:
    // Writes what is pending if it is time to (or always, with `now`).
    void flushAll(bool now = true);
    bool hasPending() const;
    void checkForChanges();
    // Takes the written hits of visit-limited links into this process's counts.
    void refreshVisitLimits();
    // This listener's record for kurz status (see ListenerRecords).
    void writeRecord();
    // Folds the journal rows that listeners which stopped without folding them left.
    void foldOrphans();
    HitJournal &journal();

    std::shared_ptr<ServerState> m_state;
    QTimer *m_flushTimer = nullptr;
    QTimer *m_watchTimer = nullptr;
    QTimer *m_recordTimer = nullptr;
    QString m_recordId;
    qint64 m_dataVersion = -1;
    bool m_databaseLost = false;
    QString m_failure;  // why the last flush failed, for the one log line
    QSet<qint64> m_flushedIds;
    std::unique_ptr<VisitStore> m_visits;  // on the flusher's thread
    std::unique_ptr<HitJournal> m_journal;  // on the flusher's thread
    const qint64 m_writer;  // this listener's journal rows
    bool m_unfolded = false;  // its journal holds rows not yet folded
    QElapsedTimer m_sinceFold;
    QElapsedTimer m_sinceOrphanCheck;
    qint64 m_foldRows = 20000;  // in a part of a fold
    qint64 m_foldWaitMs = 0;  // before the next fold: hitFlushMs, or longer after a long fold
};

}  // namespace kurz
