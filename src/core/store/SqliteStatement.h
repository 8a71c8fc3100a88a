#pragma once

#include "core/store/SqlStatement.h"

#include <QByteArray>
#include <QString>

#include <vector>

struct sqlite3;
struct sqlite3_stmt;
class QSqlDatabase;
class QSqlDriver;

namespace kurz {

// One SQL statement prepared once on a connection's own SQLite handle and run many times
// through SQLite's C API: no QVariant, QSqlField or placeholder lookup per value, which cost
// Qt more than SQLite's own work on the statements run per row. Database keeps these per
// thread and connection (ThreadConnections::sqliteStatement), uses each only on its connection's
// thread and finalizes them before the connection closes. Most of its public functions are
// SqlStatement's, which it implements.
class SqliteStatement final : public SqlStatement {
public:
    // Where Kurz may call SQLite on `db`'s handle itself: an open QSQLITE connection whose
    // driver runs on the SQLite library Kurz links, unless KURZ_SQLITE_VIA_QT is set.
    // nullptr where everything goes through Qt's calls.
    static sqlite3 *handleOf(const QSqlDatabase &db);
    // Whether `driver` (Qt's SQLite plugin, loaded) calls the same SQLite library as Kurz:
    // with a copy of its own, a handle from it must never reach Kurz's calls.
    static bool sharesLibrary(const QSqlDriver *driver);

    SqliteStatement(sqlite3 *db, const QString &sql);
    ~SqliteStatement() override;
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // False when SQLite refused the SQL (errorText() says why).
    bool isValid() const { return m_statement != nullptr; }

    // As SqlStatement's. A null QString binds NULL, as Qt's driver does; texts are bound as
    // UTF-8 (Qt converts faster than SQLite, whose files hold UTF-8) and kept until reset().
    // On a statement SQLite refused, binding does nothing and next() fails.
    void bind(int index, const QString &text) override;
    void bind(int index, qint64 value) override;
    void bindNull(int index) override;

    bool next() override;
    bool failed() const override { return !m_error.isEmpty(); }
    qint64 changes() const override;
    QString errorText() const override { return m_error; }

    bool isNull(int column) const override;
    qint64 integer(int column) const override;
    // The column as text, all of it (its bytes counted, never cut at a NUL byte); bytes that
    // are not UTF-8 read as U+FFFD.
    QString text(int column) const override;

    void reset() override;
    // Frees the statement; it is invalid afterwards. Before the connection closes.
    void finalize();

private:
    void fail();

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    std::vector<QByteArray> m_texts;
    QString m_error;
    bool m_done = false;  // stepped to its end or failed: stepping again would run it again
};

}  // namespace kurz
