#include "cli/DeleteCommand.h"

#include "core/links/LinkService.h"

using namespace Qt::StringLiterals;

namespace kurz {

QString DeleteCommand::summary() const
{
    return tr("Delete links and their visits: kurz delete CODE...");
}

void DeleteCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"codes"_s, tr("The codes of the links to delete."), u"CODE..."_s);
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
    if (!removed && removed.error().reason == reasons::LinkNotFound) {
        const QString message = removed.error().message;
        return context.fail(tr("%1; nothing was deleted.").arg(message.endsWith(u'.') ? message.chopped(1) : message));
    }
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

}  // namespace kurz
