#include "core/store/QtSqlStatement.h"

#include <QSqlError>

namespace kurz {

QtSqlStatement::QtSqlStatement(const QSqlDatabase &connection, const QString &sql)
    : m_query(connection)
    , m_sql(sql)
{
    m_query.setForwardOnly(true);
    prepareIfNeeded();
}

void QtSqlStatement::prepareIfNeeded()
{
    if (!m_prepared)
        m_prepared = m_query.prepare(m_sql);
}

void QtSqlStatement::bind(int index, const QString &text)
{
    m_query.bindValue(index, text);
}

void QtSqlStatement::bind(int index, qint64 value)
{
    m_query.bindValue(index, value);
}

void QtSqlStatement::bindNull(int index)
{
    m_query.bindValue(index, QVariant(QMetaType::fromType<qint64>()));
}

bool QtSqlStatement::next()
{
    if (!m_ran) {
        m_ran = true;
        if (!m_query.exec()) {
            m_failed = true;
            return false;
        }
    }
    return m_query.next();
}

QString QtSqlStatement::errorText() const
{
    return m_query.lastError().text();
}

QString QtSqlStatement::errorCode() const
{
    return m_query.lastError().nativeErrorCode();
}

void QtSqlStatement::reset()
{
    m_query.finish();
    m_ran = false;
    m_failed = false;
}

}  // namespace kurz
