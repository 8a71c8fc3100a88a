#pragma once

#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <QHash>
#include <QMutex>
#include <QString>

#include <vector>

namespace kurz {

class ThreadConnections;

// Named counters (the counter code strategies' numbers), safe across threads and processes
// sharing the database: on SQLite one row per counter, bumped by one statement; on PostgreSQL
// one sequence per counter, from which this process takes a block of numbers at a time, so that
// a create costs no round trip for its number and two processes never take the same one.
class CounterBlocks {
public:
    // How many numbers a process takes from a PostgreSQL sequence at a time.
    static constexpr int BlockSize = 1000;

    CounterBlocks(ThreadConnections &connections, SqlDialect dialect);

    // Atomically takes the next value of counter `name`: 1, 2, 3, ... on SQLite; on PostgreSQL
    // numbers from a block of BlockSize that this process took (1-1000, then maybe 3001-4000).
    Result<quint64> nextValue(const QString &name);
    // `count` values of counter `name` at once: on SQLite one statement for all of them.
    Result<std::vector<quint64>> nextValues(const QString &name, int count);

private:
    Result<quint64> nextFromSequence(const QString &name);

    struct Range {
        quint64 next = 0;
        quint64 end = 0;  // exclusive
    };

    ThreadConnections &m_connections;
    SqlDialect m_dialect;
    QMutex m_mutex;  // every thread's creates take numbers from the same blocks
    QHash<QString, Range> m_ranges;
};

}  // namespace kurz
