#pragma once

#include <QList>
#include <QObject>
#include <QSet>

#include <memory>

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace kurz {

struct ServerState;

// The listener's housekeeping thread: writes the listener threads' hits in batches (so that
// no listener ever waits on a disk write), watches the database for edits made by other
// connections and processes (polling SQLite, told by PostgreSQL), and keeps the WAL bounded.
class HitFlusher : public QObject
{
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

Q_SIGNALS:
    // Links whose counts one round of flushes (all listener threads) wrote.
    void flushed(const QList<qint64> &linkIds);
    // Hits could not be written (false: they wait in memory) or can be again (true).
    void databaseReachable(bool reachable);

private:
    void flushAll();
    bool hasPending() const;
    void checkForChanges();
    // This listener's record for kurz status (see ListenerRecords).
    void writeRecord();

    std::shared_ptr<ServerState> m_state;
    QTimer *m_flushTimer = nullptr;
    QTimer *m_watchTimer = nullptr;
    QTimer *m_recordTimer = nullptr;
    QString m_recordId;
    qint64 m_dataVersion = -1;
    bool m_databaseLost = false;
    QString m_failure;  // why the last flush failed, for the one log line
    QSet<qint64> m_flushedIds;
};

} // namespace kurz
