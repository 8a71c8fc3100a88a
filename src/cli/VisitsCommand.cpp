#include "cli/VisitsCommand.h"

#include "core/store/LinkStore.h"
#include "core/store/VisitStore.h"

#include <climits>

using namespace Qt::StringLiterals;

namespace kurz {

QString VisitsCommand::summary() const
{
    return tr("Delete visits: kurz visits delete CODE (the link's visits and counts) | kurz visits delete --orphan");
}

void VisitsCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"action"_s, tr("delete"));
    parser.addPositionalArgument(u"code"_s, tr("The link whose visits to delete."), u"[CODE]"_s);
    parser.addOption({u"orphan"_s, tr("Delete the orphan visits (hits on unknown codes, the root and other paths).")});
}

int VisitsCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const bool orphan = parser.isSet(u"orphan"_s);
    if (args.value(0) != "delete"_L1 || (orphan ? args.size() != 1 : args.size() != 2))
        return context.fail(tr("visits needs delete and a code, e.g. kurz visits delete demo, or kurz visits delete "
                               "--orphan"));
    LinkStore *store = context.store();
    if (!store)
        return 1;
    VisitStore visits(context.database());
    Result<qint64> deleted = 0;
    if (orphan) {
        deleted = visits.deleteOrphans();
    } else {
        const QString &code = args[1];
        const auto link = store->get(code);
        if (!link && link.error().reason == reasons::LinkNotFound)
            return context.fail(tr("No link has the code '%1'. Run 'kurz list' to see the codes.").arg(code));
        if (!link)
            return context.fail(link.error().message);
        deleted = visits.deleteOf(link->id);
    }
    if (!deleted)
        return context.fail(deleted.error().message);
    if (context.json)
        context.out() << "{\"deletedVisits\": " << *deleted << "}\n";
    else
        context.out() << tr("Deleted %n visit(s)", nullptr, int(std::min<qint64>(*deleted, INT_MAX))) << '\n';
    return 0;
}

}  // namespace kurz
