#include "core/store/HitRecorder.h"

#include "core/store/HitJournal.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QThread>

#include <mutex>
#include <vector>

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace kurz {

HitRecorder::HitRecorder(std::shared_ptr<Database> database, QObject *parent)
    : QObject(parent)
    , m_database(std::move(database))
{
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &HitRecorder::flush);
}

HitRecorder::~HitRecorder()
{
    flush();
}

void HitRecorder::record(qint64 linkId, bool bot, const QString &referrerHost, const QString &browser,
    const QString &redirectUrl, VisitKind kind)
{
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    VisitKey key{linkId, nowMs / 1000, bot, referrerHost, browser, redirectUrl, {}, kind};
    QMutexLocker lock(&m_mutex);
    HitBatch::Counts &c = m_pending.counts[linkId];
    if (bot)
        ++c.botHits;
    else
        ++c.hits;
    c.lastHitMs = nowMs;
    if (auto it = m_pending.visits.find(key); it != m_pending.visits.end())
        ++*it;
    else if (m_pending.visits.size() - m_orphanRows < MaxPendingVisitRows)
        m_pending.visits.insert(key, 1);
    else
        ++m_droppedVisits;
    m_recorded.fetch_add(1, std::memory_order_relaxed);
}

void HitRecorder::recordOrphan(VisitKind kind, bool bot, const QString &referrerHost, const QString &browser,
    const QString &visitedUrl, const QString &redirectUrl)
{
    Q_ASSERT(isOrphan(kind));
    const qint64 second = QDateTime::currentMSecsSinceEpoch() / 1000;
    VisitKey key{0, second, bot, referrerHost, browser, redirectUrl, visitedUrl.left(VisitKey::MaxVisitedUrl), kind};
    QMutexLocker lock(&m_mutex);
    auto it = m_pending.visits.find(key);
    if (it == m_pending.visits.end() && m_orphanRows >= MaxPendingOrphanRows) {
        // Counted without its details: at most one row a second per type and bot flag.
        key = VisitKey{0, second, bot, {}, {}, {}, {}, kind};
        it = m_pending.visits.find(key);
    }
    if (it != m_pending.visits.end()) {
        ++*it;
    } else {
        m_pending.visits.insert(key, 1);
        ++m_orphanRows;
    }
    // Not a hit of a link: the listener's hit metrics leave orphan visits out.
}

qsizetype HitRecorder::pendingOrphanRows() const
{
    QMutexLocker lock(&m_mutex);
    return m_orphanRows;
}

qint64 HitRecorder::droppedVisits() const
{
    QMutexLocker lock(&m_mutex);
    return m_droppedVisits;
}

qint64 HitRecorder::pendingHits(qint64 linkId) const
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_pending.counts.constFind(linkId);
    return (it == m_pending.counts.cend() ? 0 : it->hits) + m_inFlight.value(linkId) + m_journaled.value(linkId);
}

bool HitRecorder::hasPending() const
{
    QMutexLocker lock(&m_mutex);
    return !m_pending.isEmpty();
}

qsizetype HitRecorder::pendingVisitRows() const
{
    QMutexLocker lock(&m_mutex);
    return m_pending.visits.size();
}

void HitRecorder::startTimer(int intervalMs)
{
    m_timer.start(intervalMs);
}

void HitRecorder::stopTimer()
{
    m_timer.stop();
}

bool HitRecorder::flush()
{
    return flushTogether({this});
}

HitBatch HitRecorder::takeAll(
    const QList<HitRecorder *> &recorders, std::vector<std::unique_lock<QMutex>> &locks, std::vector<HitBatch> &batches)
{
    HitBatch all;
    for (HitRecorder *recorder : recorders) {
        locks.emplace_back(recorder->m_flushMutex);
        batches.push_back(recorder->take());
        if (all.isEmpty())
            all = batches.back();
        else
            all.merge(batches.back());
    }
    return all;
}

bool HitRecorder::journalTogether(const QList<HitRecorder *> &recorders, HitJournal &journal, qint64 writer)
{
    std::vector<std::unique_lock<QMutex>> flushing;  // one flush at a time per recorder
    std::vector<HitBatch> batches;
    const HitBatch all = takeAll(recorders, flushing, batches);
    if (all.isEmpty())
        return true;
    const auto written = journal.append(all, writer);
    bool settled = true;
    for (qsizetype i = 0; i < recorders.size(); ++i)
        settled = recorders[i]->settle(std::move(batches[size_t(i)]), written, Written::Journaled) && settled;
    return settled;
}

bool HitRecorder::foldTogether(
    const QList<HitRecorder *> &recorders, HitJournal &journal, qint64 writer, qint64 maxRows, bool &more)
{
    const auto folded = journal.fold(writer, maxRows, &more);
    if (!folded) {
        for (HitRecorder *recorder : recorders)
            Q_EMIT recorder->flushFailed(folded.error().message);
        return false;
    }
    for (HitRecorder *recorder : more ? QList<HitRecorder *>() : recorders) {
        QMutexLocker lock(&recorder->m_mutex);
        recorder->m_journaled.clear();
    }
    if (!folded->isEmpty() && !recorders.isEmpty())
        Q_EMIT recorders.front()->flushed(folded->values());
    return true;
}

bool HitRecorder::flushTogether(const QList<HitRecorder *> &recorders)
{
    std::vector<std::unique_lock<QMutex>> flushing;  // one flush at a time per recorder
    std::vector<HitBatch> batches;
    const HitBatch all = takeAll(recorders, flushing, batches);
    if (all.isEmpty())
        return true;
    // The store is made lazily, in the flushing thread, for its own connection.
    HitRecorder &writer = *recorders.front();
    if (!writer.m_store || writer.m_storeThread != QThread::currentThread()) {
        writer.m_store = std::make_unique<VisitStore>(writer.m_database);
        writer.m_store->setPageCache(FlushPageCacheKiB);
        writer.m_storeThread = QThread::currentThread();
    }
    const auto written = writer.m_store->applyHits(all);
    bool settled = true;
    for (qsizetype i = 0; i < recorders.size(); ++i)
        settled = recorders[i]->settle(std::move(batches[size_t(i)]), written) && settled;
    return settled;
}

HitBatch HitRecorder::take()
{
    HitBatch batch;
    QMutexLocker lock(&m_mutex);
    batch.counts.swap(m_pending.counts);
    batch.visits.swap(m_pending.visits);
    m_orphanRows = 0;
    for (auto it = batch.counts.cbegin(); it != batch.counts.cend(); ++it)
        m_inFlight.insert(it.key(), it->hits);
    return batch;
}

bool HitRecorder::settle(HitBatch &&batch, const Result<void> &written, Written how)
{
    QMutexLocker lock(&m_mutex);
    m_inFlight.clear();
    if (batch.isEmpty())
        return true;
    if (!written.ok()) {
        batch.merge(m_pending);
        m_pending = std::move(batch);
        // Both halves may each be near the cap: keep the bound, and say what was dropped.
        for (auto it = m_pending.visits.begin();
             m_pending.visits.size() > MaxPendingVisitRows + MaxPendingOrphanRows;) {
            m_droppedVisits += it.value();
            it = m_pending.visits.erase(it);
        }
        m_orphanRows = 0;
        for (auto it = m_pending.visits.cbegin(); it != m_pending.visits.cend(); ++it)
            m_orphanRows += isOrphan(it.key().kind) ? 1 : 0;
        lock.unlock();
        Q_EMIT flushFailed(written.error().message);
        return false;
    }
    quint64 hits = 0;
    for (auto it = batch.counts.cbegin(); it != batch.counts.cend(); ++it) {
        hits += quint64(it->hits + it->botHits);
        if (how == Written::Journaled && it->hits > 0)
            m_journaled[it.key()] += it->hits;
    }

    lock.unlock();
    m_written.fetch_add(hits, std::memory_order_relaxed);
    // Journaled hits reach the links' counts with the fold, which says so.
    if (how == Written::Applied)
        Q_EMIT flushed(batch.counts.keys());
    return true;
}

}  // namespace kurz
