#include "cli/DeleteCommand.h"

#include "core/store/LinkStore.h"

namespace kurz {

QString DeleteCommand::summary() const
{
    return tr("Delete links and their visits: kurz delete CODE...");
}

void DeleteCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"codes"_qs, tr("The codes of the links to delete."), u"CODE..."_qs);
}

int DeleteCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList codes = parser.positionalArguments();
    if (codes.isEmpty())
        return context.fail(tr("delete needs at least one code, e.g. kurz delete demo"));
    LinkStore *store = context.store();
    if (!store)
        return 1;
    // Check every code first, so that a typo deletes nothing.
    for (const QString &code : codes) {
        if (!store->get(code))
            return context.fail(tr("No link has the code '%1'; nothing was deleted.").arg(code));
    }
    for (const QString &code : codes) {
        if (!store->remove(code))
            return context.fail(tr("Cannot delete '%1': %2").arg(code, store->lastError()));
        if (!context.json)
            context.out() << tr("Deleted %1").arg(code) << '\n';
    }
    if (context.json)
        context.out() << "{\"deleted\": " << codes.size() << "}\n";
    return 0;
}

} // namespace kurz
