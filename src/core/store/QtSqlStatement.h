#pragma once

#include "core/store/SqlStatement.h"

#include <QSqlQuery>

namespace kurz {

// An SqlStatement run through Qt's calls (QSqlQuery): on PostgreSQL, and on SQLite where
// SQLite's own calls may not be used (SqliteStatement::handleOf). Prepared when made; one that
// could not be (PostgreSQL prepares on the server, which may time out on a lock) is prepared
// again by prepareIfNeeded() at its next use.
class QtSqlStatement final : public SqlStatement {
public:
    QtSqlStatement(const QSqlDatabase &connection, const QString &sql);

    void prepareIfNeeded();

    void bind(int index, const QString &text) override;
    void bind(int index, qint64 value) override;
    void bindNull(int index) override;

    bool next() override;
    bool failed() const override { return m_failed; }
    qint64 changes() const override { return m_query.numRowsAffected(); }
    QString errorText() const override;
    QString errorCode() const override;

    bool isNull(int column) const override { return m_query.isNull(column); }
    qint64 integer(int column) const override { return m_query.value(column).toLongLong(); }
    QString text(int column) const override { return m_query.value(column).toString(); }

    void reset() override;

private:
    QSqlQuery m_query;
    QString m_sql;
    bool m_prepared = false;
    bool m_ran = false;
    bool m_failed = false;
};

}  // namespace kurz
