#pragma once

#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <functional>

namespace kurz {

class ThreadConnections;

// Snowflake machine numbers leased from the database (table snowflake_machines), so that no
// two live generators share one: not the threads and processes on one SQLite file, nor the
// machines sharing a PostgreSQL database. A lease lasts a minute on the database's clock and is renewed while its
// generator makes codes; the number of a process that died is free again a minute later, after every code it made.
class MachineLeases {
public:
    static constexpr int LeaseSeconds = 60;
    static constexpr int RenewAfterMs = 20000;

    MachineLeases(ThreadConnections &connections, SqlDialect dialect);

    // The machine number for one generator, asked before each of its codes: a number in
    // [0, maxMachine] leased on the first call, renewed every RenewAfterMs, a new one if the
    // lease was lost meanwhile. Calls are safe from any thread. The lease ends when the last
    // copy of the function is destroyed (the strategy of a process that ends cleanly).
    std::function<Result<quint64>()> source(quint64 maxMachine);

    // Leases the lowest number in [0, maxMachine] that no live lease holds, for `holder`.
    Result<quint64> claim(const QString &holder, quint64 maxMachine);
    // Extends `holder`'s lease of `machine`; false when another holder has it now.
    Result<bool> renew(const QString &holder, quint64 machine);
    // Ends `holder`'s lease of `machine` (the generator is gone): the number is free at once.
    Result<void> release(const QString &holder, quint64 machine);

private:
    QString nowMs() const;  // the database's clock, in ms since 1970

    ThreadConnections &m_connections;
    SqlDialect m_dialect;
};

}  // namespace kurz
