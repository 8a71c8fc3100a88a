#pragma once

#include <QString>
#include <QVariant>

#include <vector>

struct sqlite3;
struct sqlite3_stmt;
class QSqlDatabase;
class QSqlDriver;

namespace kurz {

// One SQL statement prepared once on a connection's own SQLite handle and run many times
// through SQLite's C API: no QVariant, QSqlField or placeholder lookup per value, which cost
// Qt more than SQLite's own work on the statements run per row. Database keeps these per
// thread and connection (Database::sqliteStatement), uses each only on its connection's
// thread and finalizes them before the connection closes.
class SqliteStatement
{
public:
    // Where Kurz may call SQLite on `db`'s handle itself: an open QSQLITE connection whose
    // driver runs on the SQLite library Kurz links, unless KURZ_SQLITE_VIA_QT is set.
    // nullptr where everything goes through Qt's calls.
    static sqlite3 *handleOf(const QSqlDatabase &db);
    // Whether `driver` (Qt's SQLite plugin, loaded) calls the same SQLite library as Kurz:
    // with a copy of its own, a handle from it must never reach Kurz's calls.
    static bool sharesLibrary(const QSqlDriver *driver);

    SqliteStatement(sqlite3 *db, const QString &sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // False when SQLite refused the SQL (errorText() says why).
    bool isValid() const { return m_statement != nullptr; }

    // Parameters count from 0, as Qt's addBindValue order does. A null QString binds NULL, as
    // Qt's driver does; texts are kept (shared, not copied) until reset(). On a statement
    // SQLite refused, binding does nothing and next() fails.
    void bind(int index, const QString &text);
    void bind(int index, qint64 value);
    void bindNull(int index);
    // NULL, integer, real, text or blob by the variant's type.
    void bind(int index, const QVariant &value);

    // Steps to the next row: false when there is none, or on failure (then failed() is true).
    bool next();
    // Runs a statement to its end, ignoring any rows; false on failure.
    bool exec();
    bool failed() const { return !m_error.isEmpty(); }
    // Rows the last INSERT, UPDATE or DELETE run to its end changed (the connection's count).
    qint64 changes() const;
    QString errorText() const { return m_error; }

    bool isNull(int column) const;
    qint64 integer(int column) const;
    // The column as text, all of it (its bytes counted, never cut at a NUL byte); bytes that
    // are not UTF-8 read as U+FFFD. NULL reads as a null QString.
    QString text(int column) const;

    // Ends the run (releasing what it holds of the database) and drops the bindings and the
    // error, ready to bind and run again.
    void reset();
    // Frees the statement; it is invalid afterwards. Before the connection closes.
    void finalize();

private:
    void fail();

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    std::vector<QString> m_texts;
    QString m_error;
};

} // namespace kurz
