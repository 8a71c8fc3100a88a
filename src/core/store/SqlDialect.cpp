#include "core/store/SqlDialect.h"

using namespace Qt::StringLiterals;

namespace kurz {

QString SqlDialect::driverName() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("QSQLITE") : QStringLiteral("QPSQL");
}

QString SqlDialect::beginWrite() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN");
}

QString SqlDialect::beginSnapshot() const
{
    // SQLite's deferred transaction takes its snapshot at the first read and keeps it.
    return m_kind == Kind::SQLite ? QStringLiteral("BEGIN")
                                  : QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
}

QString SqlDialect::autoIncrementPrimaryKey() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("INTEGER PRIMARY KEY") : QStringLiteral("BIGSERIAL PRIMARY KEY");
}

QString SqlDialect::indexHint(const QString &index) const
{
    return m_kind == Kind::SQLite ? u" INDEXED BY "_s + index : QString();
}

QString SqlDialect::pageCacheStatement(int kib) const
{
    if (m_kind != Kind::SQLite)
        return {};
    return QStringLiteral("PRAGMA cache_size = -%1").arg(kib > 0 ? kib : 2000);
}

QString SqlDialect::migrationLock() const
{
    return m_kind == Kind::SQLite ? QString() : QStringLiteral("SELECT pg_advisory_xact_lock(1263883610)");  // "KURZ"
}

QStringList SqlDialect::markAsKurz(qint32 applicationId, int version) const
{
    if (m_kind == Kind::SQLite)
        return {QStringLiteral("PRAGMA application_id=%1").arg(applicationId),
            QStringLiteral("PRAGMA user_version=%1").arg(version)};
    return {QStringLiteral("INSERT INTO meta (key, value) VALUES ('application_id', '%1') ON CONFLICT (key) DO NOTHING")
                .arg(applicationId),
        QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '%1') ON CONFLICT (key) DO UPDATE SET "
                       "value = excluded.value")
            .arg(version)};
}

QString SqlDialect::lockRows() const
{
    return m_kind == Kind::SQLite ? QString() : QStringLiteral(" FOR UPDATE");
}

QString SqlDialect::nullsAsSqlite(bool descending) const
{
    if (m_kind == Kind::SQLite)
        return {};
    return descending ? QStringLiteral(" NULLS LAST") : QStringLiteral(" NULLS FIRST");
}

QString SqlDialect::greatest() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("max") : QStringLiteral("greatest");
}

QString SqlDialect::jsonRows() const
{
    return m_kind == Kind::SQLite ? QStringLiteral("json_each(?)")
                                  : QStringLiteral("json_array_elements(CAST(? AS json)) AS value");
}

QString SqlDialect::randomHex40() const
{
    return m_kind == Kind::SQLite
        ? QStringLiteral("lower(hex(randomblob(20)))")
        : QStringLiteral("left(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 40)");
}

}  // namespace kurz
