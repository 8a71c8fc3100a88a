#pragma once

#include <QtGlobal>

#include <sqlite3.h>

#include <atomic>

namespace kurz::test {

// How many statements SQLite has started, on every connection this process opened while one
// of these lived (the listener threads' too); compare the count before and after a request.
class SqliteStatementCount {
public:
    SqliteStatementCount() { sqlite3_auto_extension(reinterpret_cast<void (*)()>(&attach)); }
    ~SqliteStatementCount() { sqlite3_cancel_auto_extension(reinterpret_cast<void (*)()>(&attach)); }
    SqliteStatementCount(const SqliteStatementCount &) = delete;
    SqliteStatementCount &operator=(const SqliteStatementCount &) = delete;

    static qint64 now() { return s_started.load(); }

private:
    static int attach(sqlite3 *db, char **, const sqlite3_api_routines *)
    {
        sqlite3_trace_v2(
            db, SQLITE_TRACE_STMT,
            [](unsigned, void *, void *, void *) {
                s_started.fetch_add(1);
                return 0;
            },
            nullptr);
        return SQLITE_OK;
    }

    static inline std::atomic<qint64> s_started{0};
};

}  // namespace kurz::test
