#include "core/store/MachineLeases.h"

#include "core/store/DatabaseError.h"
#include "core/store/ThreadConnections.h"
#include "core/util/RandomHex.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMutex>
#include <QSqlQuery>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace kurz {

MachineLeases::MachineLeases(ThreadConnections &connections, SqlDialect dialect)
    : m_connections(connections)
    , m_dialect(dialect)
{
}

QString MachineLeases::nowMs() const
{
    return m_dialect.kind() == SqlDialect::Kind::PostgreSQL
        ? u"CAST(extract(epoch from clock_timestamp()) * 1000 AS BIGINT)"_s
        : u"CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"_s;
}

Result<quint64> MachineLeases::claim(const QString &holder, quint64 maxMachine)
{
    // Two processes may pick the same free number at once: the second's conflict finds a live
    // lease, returns no row, and it looks again.
    const QString now = nowMs();
    QSqlQuery q(m_connections.connection());
    q.prepare(u"WITH RECURSIVE numbers (m) AS (SELECT 0 UNION ALL SELECT m + 1 FROM numbers WHERE m < ?)"
              " INSERT INTO snowflake_machines (machine, holder, expires_at)"
              " SELECT m, ?, "_s
        + now
        + u" + ?"
          " FROM numbers"
          " WHERE NOT EXISTS (SELECT 1 FROM snowflake_machines s WHERE s.machine = m AND s.expires_at >= "_s
        + now
        + u") ORDER BY m LIMIT 1"
          " ON CONFLICT (machine) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at"
          " WHERE snowflake_machines.expires_at < "_s
        + now + u" RETURNING machine"_s);
    for (int attempt = 0; attempt < 16; ++attempt) {
        q.addBindValue(qint64(maxMachine));
        q.addBindValue(holder);
        q.addBindValue(qint64(LeaseSeconds) * 1000);
        if (!q.exec())
            return databaseError(
                QCoreApplication::translate("kurz::Database", "Cannot lease a Snowflake machine number"),
                q.lastError());
        if (q.next())
            return quint64(q.value(0).toLongLong());
        if (q.numRowsAffected() == 0) {
            QSqlQuery free(m_connections.connection());
            free.prepare(u"SELECT count(*) FROM snowflake_machines WHERE machine <= ? AND expires_at >= "_s + now);
            free.addBindValue(qint64(maxMachine));
            if (free.exec() && free.next() && quint64(free.value(0).toLongLong()) > maxMachine)
                break;
        }
    }
    return Error{Error::Kind::Exhausted,
        QCoreApplication::translate("kurz::Database",
            "Every Snowflake machine number (0 to %1) is leased by a running Kurz sharing this database. Stop one, or "
            "choose a Snowflake layout with more machine bits in Settings → Codes.")
            .arg(maxMachine),
        {}, reasons::CodesExhausted};
}

Result<bool> MachineLeases::renew(const QString &holder, quint64 machine)
{
    QSqlQuery q(m_connections.connection());
    q.prepare(u"UPDATE snowflake_machines SET expires_at = "_s + nowMs() + u" + ? WHERE machine = ? AND holder = ?"_s);
    q.addBindValue(qint64(LeaseSeconds) * 1000);
    q.addBindValue(qint64(machine));
    q.addBindValue(holder);
    if (!q.exec())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot renew the Snowflake machine number's lease"),
            q.lastError());
    return q.numRowsAffected() == 1;
}

Result<void> MachineLeases::release(const QString &holder, quint64 machine)
{
    QSqlQuery q(m_connections.connection());
    q.prepare(u"DELETE FROM snowflake_machines WHERE machine = ? AND holder = ?"_s);
    q.addBindValue(qint64(machine));
    q.addBindValue(holder);
    if (!q.exec())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot end the Snowflake machine number's lease"),
            q.lastError());
    return {};
}

std::function<Result<quint64>()> MachineLeases::source(quint64 maxMachine)
{
    struct Lease {
        MachineLeases *leases = nullptr;
        QMutex mutex;
        QString holder = randomHex(16);
        std::optional<quint64> machine;
        QDeadlineTimer renewAt;

        ~Lease()
        {
            if (machine)
                leases->release(holder, *machine);  // a failure leaves the lease to expire
        }
    };
    auto lease = std::make_shared<Lease>();
    lease->leases = this;
    return [this, lease, maxMachine]() -> Result<quint64> {
        const QMutexLocker lock(&lease->mutex);
        if (lease->machine && !lease->renewAt.hasExpired())
            return *lease->machine;
        if (lease->machine) {
            const auto renewed = renew(lease->holder, *lease->machine);
            if (!renewed)
                return renewed.error();
            if (!*renewed)
                lease->machine.reset();
        }
        if (!lease->machine) {
            // A new number, and a new holder: the lost lease's holder may still be live elsewhere.
            lease->holder = randomHex(16);
            const auto claimed = claim(lease->holder, maxMachine);
            if (!claimed)
                return claimed.error();
            lease->machine = *claimed;
        }
        lease->renewAt.setRemainingTime(RenewAfterMs);
        return *lease->machine;
    };
}

}  // namespace kurz
