#pragma once

#include "support/TempDatabase.h"

#include <QString>

#include <memory>

namespace kurz::test {

// Another instance's write transaction on the test's PostgreSQL database, held open between
// its statements so that a test can interleave it with Kurz's own (row locks, deadlocks).
// Connections opened after it check for deadlocks after `othersDeadlockMs`; this one only
// after minutes: a deadlock between the two is always broken by aborting the other side.
class HeldTransaction {
public:
    explicit HeldTransaction(const TempDatabase &temp, int othersDeadlockMs = 2000);
    ~HeldTransaction();

    // Runs `sql` in the transaction (waiting for locks as needed); empty, or the server's words.
    QString exec(const QString &sql);
    // Whether a connection to this database waits for a lock now.
    bool someoneWaits();
    QString commit() { return exec(QStringLiteral("COMMIT")); }

private:
    std::shared_ptr<Database> m_db;
};

}  // namespace kurz::test
