#include "cli/DeleteCommand.h"

#include "core/store/LinkStore.h"

namespace kurz {

QString DeleteCommand::summary() const
{
    return QStringLiteral("Delete links and their visits: kurz delete CODE...");
}

void DeleteCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"codes"_qs, u"The codes of the links to delete."_qs, u"CODE..."_qs);
}

int DeleteCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList codes = parser.positionalArguments();
    if (codes.isEmpty())
        return context.fail(u"delete needs at least one code, e.g. kurz delete demo"_qs);
    LinkStore *store = context.store();
    if (!store)
        return 1;
    // Check every code first, so that a typo deletes nothing.
    for (const QString &code : codes) {
        if (!store->get(code))
            return context.fail(QStringLiteral("No link has the code '%1'; nothing was deleted.").arg(code));
    }
    for (const QString &code : codes) {
        if (!store->remove(code))
            return context.fail(QStringLiteral("Cannot delete '%1': %2").arg(code, store->lastError()));
        if (!context.json)
            context.out() << "Deleted " << code << '\n';
    }
    if (context.json)
        context.out() << "{\"deleted\": " << codes.size() << "}\n";
    return 0;
}

} // namespace kurz
