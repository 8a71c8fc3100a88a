#include "cli/StatusCommand.h"

#include "core/store/Database.h"
#include "core/store/ListenerRecords.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// A count for tr()'s %n, which takes an int.
int countOf(const QJsonObject &record, const QString &key)
{
    return int(std::min<qint64>(record.value(key).toInteger(), INT_MAX));
}

}  // namespace

QString StatusCommand::summary() const
{
    return tr("Tell whether a Kurz listener runs for this database: kurz status [--json]");
}

int StatusCommand::run(CommandContext &context, const QCommandLineParser &)
{
    auto database = context.database();
    if (!database)
        return 1;
    QJsonArray running;
    for (const QJsonObject &record : ListenerRecords(database).all()) {
        if (ListenerRecords::isAlive(record))
            running.append(record);
    }
    if (context.json) {
        context.out() << QJsonDocument(QJsonObject{{u"database"_s, database->path()},
                                           {u"running"_s, !running.isEmpty()}, {u"listeners"_s, running}})
                             .toJson(QJsonDocument::Compact)
                      << '\n';
    } else if (running.isEmpty()) {
        context.out()
            << tr("No Kurz listener runs for %1. Start one with 'kurz serve' or open the window.").arg(database->path())
            << '\n';
    }
    for (const QJsonValue &value : std::as_const(running)) {
        if (context.json)
            break;
        const QJsonObject r = value.toObject();
        const QString kind = r.value(u"kind"_s).toString() == u"window" ? tr("the window") : u"kurz serve"_s;
        const QString requests = tr("%n requests answered", nullptr, countOf(r, u"requests"_s));
        const QString hits = tr("%n hits written", nullptr, countOf(r, u"hitsFlushed"_s));
        context.out() << tr("Listening on %1 (%2, pid %3 on %4) since %5: %6, %7 (as of %8)")
                             .arg(r.value(u"url"_s).toString(), kind, QString::number(r.value(u"pid"_s).toInteger()),
                                 r.value(u"host"_s).toString(), r.value(u"started"_s).toString(), requests, hits,
                                 r.value(u"updated"_s).toString())
                      << '\n';
    }
    return running.isEmpty() ? NotRunning : 0;
}

}  // namespace kurz
