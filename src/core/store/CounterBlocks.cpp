#include "core/store/CounterBlocks.h"

#include "core/store/DatabaseError.h"
#include "core/store/ThreadConnections.h"

#include <QCoreApplication>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace kurz {

CounterBlocks::CounterBlocks(ThreadConnections &connections, SqlDialect dialect)
    : m_connections(connections)
    , m_dialect(dialect)
{
}

Result<quint64> CounterBlocks::nextFromSequence(const QString &name)
{
    QMutexLocker lock(&m_mutex);
    Range &range = m_ranges[name];
    if (range.next < range.end)
        return range.next++;
    // One sequence per counter, made on first use; the lock keeps two processes from racing.
    QString sequence = u"kurz_counter_"_s + name;
    for (QChar &c : sequence) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128))
            c = u'_';
    }
    QSqlQuery q(m_connections.connection());
    if (range.end == 0
        && !q.exec(u"DO $$ BEGIN PERFORM pg_advisory_xact_lock(1263883611); CREATE SEQUENCE IF NOT EXISTS "_s + sequence
            + u" INCREMENT BY "_s + QString::number(BlockSize) + u"; END $$"_s))
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot make the code number sequence"), q.lastError());
    if (!q.exec(u"SELECT nextval('"_s + sequence + u"')"_s) || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot take the next code numbers"), q.lastError());
    const quint64 first = q.value(0).toULongLong();
    range = Range{first + 1, first + BlockSize};
    return first;
}

Result<quint64> CounterBlocks::nextValue(const QString &name)
{
    if (m_dialect.kind() == SqlDialect::Kind::PostgreSQL)
        return nextFromSequence(name);
    QSqlQuery q(m_connections.connection());
    q.prepare(QStringLiteral("INSERT INTO counters (name, value) VALUES (?, 1) "
                             "ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot take the next code number"), q.lastError());
    const quint64 value = q.value(0).toULongLong();
    while (q.next()) { }  // step to the end, or the WAL can never be checkpointed
    return value;
}

Result<std::vector<quint64>> CounterBlocks::nextValues(const QString &name, int count)
{
    std::vector<quint64> values;
    values.reserve(size_t(std::max(count, 0)));
    if (m_dialect.kind() == SqlDialect::Kind::PostgreSQL) {
        for (int i = 0; i < count; ++i) {
            const auto value = nextFromSequence(name);
            if (!value)
                return value.error();
            values.push_back(*value);
        }
        return values;
    }
    if (count <= 0)
        return values;
    QSqlQuery q(m_connections.connection());
    q.prepare(QStringLiteral("INSERT INTO counters (name, value) VALUES (?, ?) "
                             "ON CONFLICT (name) DO UPDATE SET value = counters.value + ? RETURNING value"));
    q.addBindValue(name);
    q.addBindValue(count);
    q.addBindValue(count);
    if (!q.exec() || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot take the next code number"), q.lastError());
    const quint64 last = q.value(0).toULongLong();
    while (q.next()) { }
    for (quint64 value = last - quint64(count) + 1; value <= last; ++value)
        values.push_back(value);
    return values;
}

}  // namespace kurz
