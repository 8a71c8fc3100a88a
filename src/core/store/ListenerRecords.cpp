#include "core/store/ListenerRecords.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QSysInfo>

#include <cerrno>
#include <csignal>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {
const QString Prefix = QStringLiteral("listener:");
}

ListenerRecords::ListenerRecords(std::shared_ptr<Database> database)
    : m_db(std::move(database))
{
}

bool ListenerRecords::put(const QString &id, const QJsonObject &record)
{
    if (!m_db->maintenance().fileProblem().ok())
        return false;
    QSqlQuery q(m_db->connection());
    q.prepare(QStringLiteral(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(QString(Prefix + id));
    q.addBindValue(QString::fromUtf8(QJsonDocument(record).toJson(QJsonDocument::Compact)));
    return q.exec();
}

bool ListenerRecords::remove(const QString &id)
{
    if (!m_db->maintenance().fileProblem().ok())
        return false;
    QSqlQuery q(m_db->connection());
    q.prepare(QStringLiteral("DELETE FROM meta WHERE key = ?"));
    q.addBindValue(QString(Prefix + id));
    return q.exec();
}

QList<QJsonObject> ListenerRecords::all()
{
    QSqlQuery q(m_db->connection());
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key LIKE 'listener:%' ORDER BY key"));
    QList<QJsonObject> records;
    if (q.exec()) {
        while (q.next())
            records.append(QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object());
    }
    return records;
}

bool ListenerRecords::isAlive(const QJsonObject &record)
{
    if (record.value(u"host"_s).toString() == QSysInfo::machineHostName()) {
        const auto pid = pid_t(record.value(u"pid"_s).toInteger());
        return pid > 0 && (::kill(pid, 0) == 0 || errno == EPERM);
    }
    const QDateTime updated = QDateTime::fromString(record.value(u"updated"_s).toString(), Qt::ISODate);
    return updated.isValid() && updated.secsTo(QDateTime::currentDateTimeUtc()) < 6 * RefreshSeconds;
}

}  // namespace kurz
