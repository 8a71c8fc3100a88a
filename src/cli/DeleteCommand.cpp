#include "cli/DeleteCommand.h"

#include "core/links/LinkService.h"

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
    LinkService *links = context.links();
    if (!links)
        return 1;
    // All or nothing: a typo deletes nothing.
    const auto removed = links->remove(codes);
    if (!removed && removed.error().reason == reasons::LinkNotFound)
        return context.fail(QString(removed.error().message).replace(u"'."_qs, u"'"_qs + tr("; nothing was deleted.")));
    if (!removed)
        return context.fail(removed.error().message);
    for (const Link &link : *removed) {
        if (!context.json)
            context.out() << tr("Deleted %1").arg(link.code) << '\n';
    }
    if (context.json)
        context.out() << "{\"deleted\": " << codes.size() << "}\n";
    return 0;
}

} // namespace kurz
