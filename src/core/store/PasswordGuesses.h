#pragma once

#include "core/util/Result.h"

#include <QString>

namespace kurz {

class Database;

// The tries at links' passwords, counted per subject (a client address, a link) and minute in
// the database (table password_guesses, schema 10), so that every listener thread and every
// process sharing the database (several `kurz serve` on one PostgreSQL) count together and
// nothing grows in memory. The listener decides the limits (PasswordGate); this only counts.
// One object per thread: it uses the thread's connection.
class PasswordGuesses {
public:
    explicit PasswordGuesses(const Database &database);

    // Counts one try of `subject` in `minute` (ms since the epoch / 60,000); the tries of that
    // minute so far, this one included.
    Result<qint64> count(const QString &subject, qint64 minute);
    // Takes one try back (a right password is no guess).
    Result<void> uncount(const QString &subject, qint64 minute);
    // Forgets the minutes before `minute`.
    Result<void> forgetBefore(qint64 minute);

private:
    const Database &m_database;
};

}  // namespace kurz
