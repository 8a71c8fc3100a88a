#pragma once

#include <QStringList>

namespace kurz {

// Every difference between the SQL dialects Kurz speaks lives here, so that LinkStore's
// statements stay the same for SQLite and PostgreSQL. One small function per difference is
// the point (over 20 of them): a new difference gets a name here, not an `if` in a store.
class SqlDialect {
public:
    enum class Kind { SQLite, PostgreSQL };

    explicit SqlDialect(Kind kind = Kind::SQLite)
        : m_kind(kind)
    {
    }
    Kind kind() const { return m_kind; }
    QString driverName() const;

    // Starts a transaction that takes the write lock at once (SQLite would otherwise fail a
    // read-then-write transaction with SQLITE_BUSY instead of waiting).
    QString beginWrite() const;
    // A read-only transaction whose statements all see one snapshot of the database.
    QString beginSnapshot() const;
    QString autoIncrementPrimaryKey() const;
    bool hasFullTextSearch() const { return m_kind == Kind::SQLite; }
    // Makes the planner use this index for a table (SQLite's INDEXED BY); empty where unknown.
    QString indexHint(const QString &index) const;
    // Sets this connection's page cache to `kib` KiB (0: the default); empty where not tunable.
    QString pageCacheStatement(int kib) const;
    // Taken inside the migration's transaction so that only one process migrates; empty where
    // the write lock does that already.
    QString migrationLock() const;
    // Records that this is a Kurz database of schema `version`.
    QStringList markAsKurz(qint32 applicationId, int version) const;
    // Appended to a read inside a write transaction: holds the rows read until it ends.
    QString lockRows() const;
    // Sorts empty values first going up and last going down, as SQLite does; empty on SQLite.
    QString nullsAsSqlite(bool descending) const;
    // The scalar maximum of two values: max(a, b) in SQLite, greatest(a, b) in PostgreSQL.
    QString greatest() const;
    // A table of the elements of a JSON array bound as one text parameter, each as `value`
    // (read its items with value ->> N): many rows in one statement with one bound value.
    QString jsonRows() const;
    // An expression for 40 lower-case hex digits from the server's strong random source.
    QString randomHex40() const;

private:
    Kind m_kind;
};

}  // namespace kurz
