#pragma once

#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <QStringList>
#include <QVariant>

namespace kurz {

class ThreadConnections;

// The pool strategy's codes made ahead of time (table code_pool), safe across threads,
// processes and, on PostgreSQL, machines sharing the database. A code is free until a batch
// takes it; the batch is marked taken and committed before any of its codes is handed out, so
// that no code is handed out twice, and a taken code stays taken: the batch of a process that
// died is wasted, never handed out again. The SQL runs on the calling thread's connection.
class CodePool {
public:
    static constexpr QLatin1String AliasHolder{"alias"};  // the holder of codes a custom alias took

    struct Counts {
        qint64 free = 0;  // left to hand out
        qint64 taken = 0;  // handed out in batches (used, in use or wasted) or taken by aliases
    };

    CodePool(ThreadConnections &connections, SqlDialect dialect);

    // Marks up to `count` free codes taken by `holder` in one committed transaction and returns
    // them (fewer when the pool has fewer; none when it is empty). PostgreSQL skips the rows
    // other transactions are taking (FOR UPDATE SKIP LOCKED); SQLite takes the write lock first
    // (BEGIN IMMEDIATE). Must not run inside a write transaction of this thread's connection,
    // whose rollback would free codes already handed out: it fails instead.
    Result<QStringList> take(const QString &holder, int count);
    // Adds those of `codes` that are neither in the pool (free or taken) nor codes of links, in one
    // transaction; returns how many were added.
    Result<int> add(const QStringList &codes);
    // Takes `code` out of the pool if it is free there (a custom alias took it); whether it was.
    Result<bool> takeOut(const QString &code);
    // Frees `codes` taken by `holder` that it did not hand out (a process ending cleanly).
    Result<void> giveBack(const QString &holder, const QStringList &codes);
    Result<Counts> counts() const;
    // Free codes only: cheap (the partial index code_pool_free).
    Result<qint64> freeCount() const;

private:
    // Fails with `what` inside a write transaction of this thread's connection.
    Result<void> outsideTransactions(const char *what) const;
    // Runs `sql` for each code in one transaction, bound to the code and then to `extra` (or the
    // code again when `extra` is invalid); how many codes changed a row.
    Result<int> forEachCode(const QStringList &codes, const QString &sql, const QVariant &extra, const char *what);

    ThreadConnections &m_connections;
    SqlDialect m_dialect;
};

}  // namespace kurz
