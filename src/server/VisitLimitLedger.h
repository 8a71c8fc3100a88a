#pragma once

#include <QHash>
#include <QList>
#include <QMutex>

#include <atomic>
#include <functional>
#include <memory>

namespace kurz {

// Human hits of visit-limited links as this process knows them: the count in the database
// when the process first met the link, plus its own unflushed hits then, plus every hit it
// served since, raised after each flush to what the database says (other processes' hits). Shared by all listener
// threads; a hit is taken before it is served, so no thread can serve a link past its limit, whether the hits were
// flushed yet or not.
class VisitLimitLedger {
public:
    struct Counter {
        std::atomic<qint64> hits{0};
        qint64 createdMs = 0;  // ids can be reused after a delete; a new link starts afresh
        qint64 written = -1;  // the link's hits in the database at the last raise(); -1: none yet
    };

    // The link's counter, made with `initialHits()` the first time (called under the lock).
    Counter *counter(qint64 linkId, qint64 createdMs, const std::function<qint64()> &initialHits);
    // The counter when the link has one, else null (links that never had a limit).
    Counter *find(qint64 linkId, qint64 createdMs);
    // The links that have a counter.
    QList<qint64> linkIds();
    // Other processes' hits, once written: a counter below `written` + `pending` (this process's
    // hits not yet written) moves up to it. When `written` went down since the last call (the
    // link's visits were cleared), the counter is set to it, up or down.
    void raise(qint64 linkId, qint64 written, qint64 pending);

    // Takes one hit if that stays within `maxVisits`.
    static bool take(Counter &counter, qint64 maxVisits)
    {
        if (counter.hits.fetch_add(1, std::memory_order_relaxed) < maxVisits)
            return true;
        counter.hits.fetch_sub(1, std::memory_order_relaxed);
        return false;
    }

private:
    QMutex m_mutex;
    QHash<qint64, std::shared_ptr<Counter>> m_counters;  // never removed: entries point into them
};

}  // namespace kurz
