#include "cli/EditCommand.h"

#include "cli/LinkOptions.h"
#include "cli/LinkPrinter.h"
#include "core/links/LinkService.h"

using namespace Qt::StringLiterals;

namespace kurz {

QString EditCommand::summary() const
{
    return tr("Change a link: kurz edit CODE [--url U] [--title T] [--expires ISO|never] [--max-visits N|none] "
              "[--disable|--enable]");
}

void EditCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"code"_s, tr("The link's code."));
    parser.addOptions({
        {u"url"_s, tr("New target."), u"U"_s},
        {u"title"_s, tr("New title."), u"T"_s},
        {u"notes"_s, tr("New notes."), u"TEXT"_s},
        {u"tag"_s, tr("Replace the tags; repeat for more, or --tag '' to clear."), u"T"_s},
        {u"disable"_s, tr("Stop redirecting (answers 410 Gone).")},
        {u"enable"_s, tr("Redirect again.")},
    });
    LinkOptions::addTo(parser);
}

int EditCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(tr("edit needs exactly one code, e.g. kurz edit demo --title 'Demo'"));
    if (parser.isSet(u"disable"_s) && parser.isSet(u"enable"_s))
        return context.fail(tr("Use either --disable or --enable, not both."));
    LinkEdit edit;
    if (parser.isSet(u"url"_s))
        edit.target = parser.value(u"url"_s);
    if (parser.isSet(u"title"_s))
        edit.title = parser.value(u"title"_s);
    if (parser.isSet(u"notes"_s))
        edit.notes = parser.value(u"notes"_s);
    if (parser.isSet(u"tag"_s))
        edit.tags = parser.values(u"tag"_s);
    LinkOptions options;
    if (auto read = options.read(parser); !read.ok())
        return context.fail(read.error().message);
    edit.expiresAt = options.expiresAt;
    edit.validFrom = options.validFrom;
    edit.maxVisits = options.maxVisits;
    edit.redirectStatus = options.redirectStatus;
    edit.passwordHash = options.passwordHash;
    edit.networks = options.networks;
    edit.expiredUrl = options.expiredUrl;
    if (parser.isSet(u"disable"_s) || parser.isSet(u"enable"_s))
        edit.disabled = parser.isSet(u"disable"_s);

    LinkService *links = context.links();
    if (!links)
        return 1;
    const auto saved = links->edit(positional.first(), edit);
    if (!saved && saved.error().reason == reasons::LinkNotFound)
        return context.fail(tr("No link has the code '%1'. Run 'kurz list' to see the codes.").arg(positional.first()));
    if (!saved)
        return context.fail(saved.error().message);
    if (context.json)
        printLinkJson(context.out(), *saved, context.baseUrl());
    else
        printLinkText(context.out(), *saved, context.baseUrl());
    return 0;
}

}  // namespace kurz
