#pragma once

#include "core/codes/CodeSettings.h"
#include "core/util/Result.h"

#include <QMutex>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

namespace kurz {

class Database;
class PoolStrategy;

// One process's (one strategy's) side of the code pool: the batch it took from CodePool, handed
// out code by code, and the refills. A refill makes codes with the strategy, skips reserved
// words and blocklisted ones, and adds them to the pool de-duplicated against links. Once a
// batch leaves fewer than lowWater() free codes in the pool a refill up to `size` runs on a
// thread of its own, off the create path; a create waits for one only when the pool is empty.
// Inside a write transaction of the creating thread (an import) no batch can be taken safely, so
// the code is made directly (a random code, or the Feistel code of the next counter value):
// UNIQUE(code) on links stays the referee.
class CodePoolSupply {
public:
    using Make = std::function<QString(quint64 counter)>;

    struct Stats {
        int batches = 0;  // batches taken
        int waits = 0;  // times the pool was empty and a create waited for a refill
        int backgroundRefills = 0;  // refills run on the background thread
        int direct = 0;  // codes made directly inside a write transaction
    };

    // `make` makes a code for the pool (from a counter value when `fromCounter`).
    CodePoolSupply(const Database &database, Make make, bool fromCounter, int batch, int size);
    // Waits for a background refill, and gives the codes of the batch it did not hand out back.
    ~CodePoolSupply();
    CodePoolSupply(const CodePoolSupply &) = delete;
    CodePoolSupply &operator=(const CodePoolSupply &) = delete;

    // Attaches the database's pool to `strategy`, with the settings' batch and size.
    static std::shared_ptr<CodePoolSupply> attach(
        PoolStrategy &strategy, const Database &database, const CodeSettings &settings);

    // The next code of this process's batch, taking a new batch when it is used up. Thread-safe.
    Result<QString> next();
    // Adds `count` new codes to the pool now, on this thread; how many were added.
    Result<int> refill(int count);
    int lowWater() const { return m_size / 2; }
    Stats stats() const;
    // Waits for the background refill, if one runs.
    void waitForRefill();

private:
    Result<QString> direct();
    void refillInBackground();

    const Database &m_database;
    Make m_make;
    bool m_fromCounter;
    int m_batchSize;
    int m_size;
    QString m_holder;
    mutable QMutex m_mutex;  // guards the batch, the stats and the thread
    QStringList m_batch;
    qsizetype m_nextInBatch = 0;
    Stats m_stats;
    std::thread m_refill;
    std::atomic<bool> m_refilling{false};
};

}  // namespace kurz
