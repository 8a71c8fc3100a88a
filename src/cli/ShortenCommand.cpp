#include "cli/ShortenCommand.h"

#include "cli/LinkOptions.h"
#include "core/links/LinkService.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace kurz {

QString ShortenCommand::summary() const
{
    return tr("Create a short link: kurz shorten URL [--alias A] [--ttl 24h | --expires ISO] ...");
}

void ShortenCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"url"_s, tr("The address to shorten (http or https)."));
    parser.addOptions({
        {u"alias"_s, tr("Use this code instead of a generated one."), u"A"_s},
        {u"title"_s, tr("A title for the link."), u"T"_s},
        {u"notes"_s, tr("Notes for the link."), u"TEXT"_s},
        {u"tag"_s, tr("A tag; repeat for more."), u"T"_s},
        {u"domain"_s, tr("Make the link on this short domain instead of the default one."), u"D"_s},
        {u"copy"_s, tr("Put the short URL on the clipboard (through the running Kurz).")},
    });
    LinkOptions::addTo(parser);
}

int ShortenCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(positional.isEmpty()
                ? tr("shorten needs the URL to shorten, e.g. kurz shorten https://example.org")
                : tr("shorten takes one URL; put quotes around a URL that contains spaces or '&'."));
    CreateRequest request;
    request.url = positional.first();
    request.alias = parser.value(u"alias"_s);
    request.title = parser.value(u"title"_s);
    request.notes = parser.value(u"notes"_s);
    request.tags = parser.values(u"tag"_s);
    request.domain = parser.value(u"domain"_s);
    LinkOptions options;
    if (auto read = options.read(parser); !read.ok())
        return context.fail(read.error().message);
    request.expiresAt = options.expiresAt.value_or(QDateTime());
    request.validFrom = options.validFrom.value_or(QDateTime());
    request.maxVisits = options.maxVisits.value_or(std::nullopt);
    request.redirectStatus = options.redirectStatus.value_or(0);
    request.passwordHash = options.passwordHash.value_or(QString());
    request.networks = options.networks.value_or(QString());
    request.expiredUrl = options.expiredUrl.value_or(QString());

    LinkService *links = context.links();
    if (!links)
        return 1;
    const auto created = links->create(request);
    if (!created)
        return context.fail(created.error().message);

    const QString shortUrl = created->link.shortUrl(context.baseUrl());
    if (parser.isSet(u"copy"_s)) {
        if (!context.copyToClipboard || !context.copyToClipboard(shortUrl))
            context.err() << tr("kurz: the short URL was not copied: no Kurz window is running to own the clipboard. "
                                "Start Kurz, or copy it from here.")
                          << '\n';
    }
    if (context.json) {
        QJsonObject object = created->link.toJson(context.baseUrl(), QDateTime::currentDateTimeUtc());
        object.insert(u"existed"_s, created->existed);
        context.out() << QJsonDocument(object).toJson(QJsonDocument::Indented);
    } else {
        context.out() << shortUrl << '\n';
    }
    return 0;
}

}  // namespace kurz
