#include "core/store/SqlDialect.h"

namespace kurz {

QString SqlDialect::driverName() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("QSQLITE") : QStringLiteral("QPSQL");
}

QString SqlDialect::beginWrite() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN");
}

QString SqlDialect::autoIncrementPrimaryKey() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("INTEGER PRIMARY KEY") : QStringLiteral("BIGSERIAL PRIMARY KEY");
}

QString SqlDialect::greatest() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("max") : QStringLiteral("greatest");
}

} // namespace kurz
