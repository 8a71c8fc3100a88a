#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

namespace kurz {

// One prepared statement of a store, bound by position and read by column, whichever way the
// connection runs it: SQLite's own calls (SqliteStatement) or Qt's (QtSqlStatement). Store
// methods are written once against it; SqlStatements::statement() picks the implementation.
class SqlStatement {
public:
    virtual ~SqlStatement() = default;

    // Parameters count from 0. A null QString binds NULL (text columns want notNull()).
    virtual void bind(int index, const QString &text) = 0;
    virtual void bind(int index, qint64 value) = 0;
    virtual void bindNull(int index) = 0;
    // Milliseconds since the epoch, NULL for an invalid time.
    void bindTime(int index, const QDateTime &time)
    {
        if (time.isValid())
            bind(index, time.toMSecsSinceEpoch());
        else
            bindNull(index);
    }
    void bindOptional(int index, const std::optional<qint64> &value)
    {
        if (value)
            bind(index, *value);
        else
            bindNull(index);
    }

    // Runs the statement at the first call after binding, then steps to the next row: false
    // when there is none, or on failure (then failed() is true).
    virtual bool next() = 0;
    // Runs the statement to its end, ignoring any rows; false on failure.
    bool exec()
    {
        while (next()) { }
        return !failed();
    }
    virtual bool failed() const = 0;
    // Rows the last INSERT, UPDATE or DELETE run to its end changed (read before reset()).
    virtual qint64 changes() const = 0;
    virtual QString errorText() const = 0;
    // The database's code for the failure (PostgreSQL's SQLSTATE), empty when it gives none.
    virtual QString errorCode() const { return {}; }

    virtual bool isNull(int column) const = 0;
    virtual qint64 integer(int column) const = 0;
    // NULL reads as a null QString.
    virtual QString text(int column) const = 0;

    // Ends the run (releasing what it holds of the database) and drops the bindings and the
    // error, ready to bind and run again.
    virtual void reset() = 0;
};

}  // namespace kurz
