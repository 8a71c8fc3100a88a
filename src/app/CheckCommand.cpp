#include "app/CheckCommand.h"

#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"
#include "net/CheckRun.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace kurz {

QString CheckCommand::summary() const
{
    return tr("Check whether the links' targets still answer: kurz check [CODE...] [--json]");
}

void CheckCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"codes"_s, tr("Links to check; all links without codes."), u"[CODE...]"_s);
}

int CheckCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    LinkService *links = context.links();
    if (!links)
        return 1;
    QList<LinkTarget> targets;
    for (const QString &code : parser.positionalArguments()) {
        const auto link = links->store().get(code);
        if (!link)
            return context.fail(tr("No link has the code '%1'. 'kurz list' shows the codes.").arg(code));
        targets.append(LinkTarget{link->id, link->code, link->target});
    }
    if (parser.positionalArguments().isEmpty()) {
        const auto due
            = UpkeepStore(links->store().database()).dueForCheck(QDateTime::currentDateTimeUtc().addSecs(1), 0);
        if (!due)
            return context.fail(due.error().message);
        targets = *due;
    }

    CheckRun run(*links, context.settings());
    QHash<qint64, LinkHealth> results;
    QEventLoop loop;
    QObject::connect(&run, &CheckRun::checked, &loop,
        [&results](const LinkTarget &target, const LinkHealth &health) { results.insert(target.id, health); });
    QObject::connect(&run, &CheckRun::saveFailed, &loop, [&context](const QString &problem) { context.fail(problem); });
    QObject::connect(&run, &CheckRun::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
    run.check(targets);
    if (run.isRunning())
        loop.exec();

    QJsonArray json;
    for (const LinkTarget &target : std::as_const(targets)) {
        const LinkHealth health = results.value(target.id);
        if (context.json) {
            json.append(QJsonObject{{u"code"_s, target.code}, {u"result"_s, health.result()},
                {u"checked"_s, health.checked.toString(Qt::ISODateWithMs)}});
        } else {
            context.out() << target.code << '\t' << health.result().toVariant().toString() << '\t'
                          << (health.notChecked()      ? tr("not checked")
                                     : health.broken() ? tr("broken")
                                                       : tr("ok"))
                          << '\t' << target.target << '\n';
        }
    }
    if (context.json)
        context.out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

}  // namespace kurz
