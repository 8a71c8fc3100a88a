#include "cli/ShortenCommand.h"

#include "cli/LinkOptions.h"
#include "core/links/LinkService.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kurz {

QString ShortenCommand::summary() const
{
    return tr("Create a short link: kurz shorten URL [--alias A] [--ttl 24h | --expires ISO] ...");
}

void ShortenCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"url"_qs, tr("The address to shorten (http or https)."));
    parser.addOptions({
        {u"alias"_qs, tr("Use this code instead of a generated one."), u"A"_qs},
        {u"title"_qs, tr("A title for the link."), u"T"_qs},
        {u"notes"_qs, tr("Notes for the link."), u"TEXT"_qs},
        {u"tag"_qs, tr("A tag; repeat for more."), u"T"_qs},
        {u"copy"_qs, tr("Put the short URL on the clipboard (through the running Kurz).")},
    });
    LinkOptions::addTo(parser);
}

int ShortenCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(positional.isEmpty() ? tr("shorten needs the URL to shorten, e.g. kurz shorten https://example.org")
                                                 : tr("shorten takes one URL; put quotes around a URL that contains spaces or '&'."));
    CreateRequest request;
    request.url = positional.first();
    request.alias = parser.value(u"alias"_qs);
    request.title = parser.value(u"title"_qs);
    request.notes = parser.value(u"notes"_qs);
    request.tags = parser.values(u"tag"_qs);
    LinkOptions options;
    if (const QString problem = options.read(parser); !problem.isEmpty())
        return context.fail(problem);
    request.expiresAt = options.expiresAt.value_or(QDateTime());
    request.validFrom = options.validFrom.value_or(QDateTime());
    request.maxVisits = options.maxVisits.value_or(std::nullopt);
    request.redirectStatus = options.redirectStatus.value_or(0);

    LinkService *links = context.links();
    if (!links)
        return 1;
    const auto created = links->create(request);
    if (!created)
        return context.fail(created.error().message);

    const QString shortUrl = context.baseUrl() + created->link.code;
    if (parser.isSet(u"copy"_qs)) {
        if (!context.copyToClipboard || !context.copyToClipboard(shortUrl))
            context.err() << tr("kurz: the short URL was not copied: no Kurz window is running to own the clipboard. Start Kurz, or copy it from here.") << '\n';
    }
    if (context.json) {
        QJsonObject object = created->link.toJson(context.baseUrl(), QDateTime::currentDateTimeUtc());
        object.insert(u"existed"_qs, created->existed);
        context.out() << QJsonDocument(object).toJson(QJsonDocument::Indented);
    } else {
        context.out() << shortUrl << '\n';
    }
    return 0;
}

} // namespace kurz
