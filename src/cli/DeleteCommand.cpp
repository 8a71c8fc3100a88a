#include "cli/DeleteCommand.h"

#include "core/links/LinkService.h"

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
    LinkService *links = context.links();
    if (!links)
        return 1;
    // All or nothing: a typo deletes nothing.
    const auto removed = links->remove(codes);
    if (!removed && removed.error().reason == reasons::LinkNotFound)
        return context.fail(QString(removed.error().message).replace(u"'."_qs, u"'; nothing was deleted."_qs));
    if (!removed)
        return context.fail(removed.error().message);
    for (const Link &link : *removed) {
        if (!context.json)
            context.out() << "Deleted " << link.code << '\n';
    }
    if (context.json)
        context.out() << "{\"deleted\": " << codes.size() << "}\n";
    return 0;
}

} // namespace kurz
