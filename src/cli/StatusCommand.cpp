#include "cli/StatusCommand.h"

#include "core/store/Database.h"
#include "core/store/ListenerRecords.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>

#include <cerrno>
#include <csignal>

namespace kurz {

namespace {

// A record whose process is gone (killed, crashed) is stale: on this machine the process
// table says so, elsewhere a record not refreshed for a while.
bool isAlive(const QJsonObject &record)
{
    if (record.value(u"host"_qs).toString() == QSysInfo::machineHostName()) {
        const auto pid = pid_t(record.value(u"pid"_qs).toInteger());
        return pid > 0 && (::kill(pid, 0) == 0 || errno == EPERM);
    }
    const QDateTime updated = QDateTime::fromString(record.value(u"updated"_qs).toString(), Qt::ISODate);
    return updated.isValid() && updated.secsTo(QDateTime::currentDateTimeUtc()) < 6 * ListenerRecords::RefreshSeconds;
}

} // namespace

QString StatusCommand::summary() const
{
    return QStringLiteral("Tell whether a Kurz listener runs for this database: kurz status [--json]");
}

int StatusCommand::run(CommandContext &context, const QCommandLineParser &)
{
    auto database = context.database();
    if (!database)
        return 1;
    QJsonArray running;
    for (const QJsonObject &record : ListenerRecords(database).all()) {
        if (isAlive(record))
            running.append(record);
    }
    if (context.json) {
        context.out() << QJsonDocument(QJsonObject{{u"database"_qs, database->path()}, {u"running"_qs, !running.isEmpty()},
                                                   {u"listeners"_qs, running}})
                             .toJson(QJsonDocument::Compact)
                      << '\n';
    } else if (running.isEmpty()) {
        context.out() << "No Kurz listener runs for " << database->path() << ". Start one with 'kurz serve' or open the window.\n";
    }
    for (const QJsonValue &value : std::as_const(running)) {
        if (context.json)
            break;
        const QJsonObject r = value.toObject();
        context.out() << "Listening on " << r.value(u"url"_qs).toString() << " (" << (r.value(u"kind"_qs).toString() == u"window" ? "the window" : "kurz serve")
                      << ", pid " << r.value(u"pid"_qs).toInteger() << " on " << r.value(u"host"_qs).toString() << ") since "
                      << r.value(u"started"_qs).toString() << ": " << r.value(u"requests"_qs).toInteger() << " requests answered, "
                      << r.value(u"hitsFlushed"_qs).toInteger() << " hits written (as of " << r.value(u"updated"_qs).toString() << ")\n";
    }
    return running.isEmpty() ? NotRunning : 0;
}

} // namespace kurz
