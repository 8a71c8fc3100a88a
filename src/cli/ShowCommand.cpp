#include "cli/ShowCommand.h"

#include "cli/LinkPrinter.h"
#include "core/store/LinkStore.h"

using namespace Qt::StringLiterals;

namespace kurz {

QString ShowCommand::summary() const
{
    return tr("Show one link: kurz show CODE");
}

void ShowCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"code"_s, tr("The link's code."));
}

int ShowCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(tr("show needs exactly one code, e.g. kurz show demo"));
    LinkStore *store = context.store();
    if (!store)
        return 1;
    const auto link = store->get(positional.first());
    if (!link && link.error().kind != Error::Kind::NotFound)
        return context.fail(link.error().message);
    if (!link)
        return context.fail(tr("No link has the code '%1'. Run 'kurz list' to see the codes.").arg(positional.first()));
    if (context.json)
        printLinkJson(context.out(), *link, context.baseUrl());
    else
        printLinkText(context.out(), *link, context.baseUrl());
    return 0;
}

}  // namespace kurz
