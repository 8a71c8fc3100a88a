#include "support/HeldTransaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QtGlobal>

using namespace Qt::StringLiterals;

namespace kurz::test {

HeldTransaction::HeldTransaction(const TempDatabase &temp, int othersDeadlockMs)
{
    auto opened = Database::open(temp.path());
    if (!opened || !temp.onServer())
        qFatal("HeldTransaction needs a PostgreSQL test database");
    m_db = *opened;
    QSqlQuery q(m_db->connection());
    if (!q.exec(QStringLiteral("SELECT current_database()")) || !q.next())
        qFatal("%s", qPrintable(q.lastError().text()));
    const QString name = q.value(0).toString();
    q.finish();
    const QStringList setup{
        u"ALTER DATABASE "_s + name + u" SET deadlock_timeout = "_s + QString::number(othersDeadlockMs),
        u"SET deadlock_timeout = '10min'"_s, u"BEGIN"_s};
    for (const QString &sql : setup) {
        if (const QString error = exec(sql); !error.isEmpty())
            qFatal("%s: %s", qPrintable(sql), qPrintable(error));
    }
}

HeldTransaction::~HeldTransaction()
{
    exec(QStringLiteral("ROLLBACK"));
    m_db->closeThreadConnection();
}

QString HeldTransaction::exec(const QString &sql)
{
    QSqlQuery q(m_db->connection());
    return q.exec(sql) ? QString() : q.lastError().text();
}

bool HeldTransaction::someoneWaits()
{
    QSqlQuery q(m_db->connection());
    // Of this database only: other tests share the cluster. Inside a transaction the activity
    // view is read once and kept unless the snapshot is cleared.
    return q.exec(QStringLiteral("SELECT pg_stat_clear_snapshot()"))
        && q.exec(QStringLiteral(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))
        && q.next() && q.value(0).toInt() > 0;
}

}  // namespace kurz::test
