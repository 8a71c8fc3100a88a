#include "cli/ShortenCommand.h"

#include "cli/LinkPrinter.h"
#include "core/links/Shortener.h"
#include "core/util/Duration.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kurz {

QString ShortenCommand::summary() const
{
    return QStringLiteral("Create a short link: kurz shorten URL [--alias A] [--ttl 24h | --expires ISO] ...");
}

void ShortenCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"url"_qs, u"The address to shorten (http or https)."_qs);
    parser.addOptions({
        {u"alias"_qs, u"Use this code instead of a generated one."_qs, u"A"_qs},
        {u"ttl"_qs, u"Expire after a time: 90s, 15m, 24h, 7d, 2w."_qs, u"DURATION"_qs},
        {u"expires"_qs, u"Expire at this ISO-8601 date or date-time."_qs, u"ISO"_qs},
        {u"valid-from"_qs, u"Start redirecting at this ISO-8601 date-time."_qs, u"ISO"_qs},
        {u"max-visits"_qs, u"Stop redirecting after N visits."_qs, u"N"_qs},
        {u"title"_qs, u"A title for the link."_qs, u"T"_qs},
        {u"notes"_qs, u"Notes for the link."_qs, u"TEXT"_qs},
        {u"tag"_qs, u"A tag; repeat for more."_qs, u"T"_qs},
        {u"status"_qs, u"Redirect status: 301, 302, 307 or 308."_qs, u"CODE"_qs},
        {u"copy"_qs, u"Put the short URL on the clipboard (through the running Kurz)."_qs},
    });
}

int ShortenCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(positional.isEmpty() ? u"shorten needs the URL to shorten, e.g. kurz shorten https://example.org"_qs
                                                 : u"shorten takes one URL; put quotes around a URL that contains spaces or '&'."_qs);
    CreateRequest request;
    request.url = positional.first();
    request.alias = parser.value(u"alias"_qs);
    request.title = parser.value(u"title"_qs);
    request.notes = parser.value(u"notes"_qs);
    request.tags = parser.values(u"tag"_qs);
    if (parser.isSet(u"ttl"_qs) && parser.isSet(u"expires"_qs))
        return context.fail(u"Use either --ttl or --expires, not both."_qs);
    if (parser.isSet(u"ttl"_qs)) {
        const auto seconds = parseDuration(parser.value(u"ttl"_qs));
        if (!seconds)
            return context.fail(QStringLiteral("'%1' is not a duration. Write it like 90s, 15m, 24h, 7d or 2w.").arg(parser.value(u"ttl"_qs)));
        request.expiresAt = QDateTime::currentDateTimeUtc().addSecs(*seconds);
    }
    if (parser.isSet(u"expires"_qs)) {
        request.expiresAt = parseDateTime(parser.value(u"expires"_qs));
        if (!request.expiresAt.isValid())
            return context.fail(QStringLiteral("'%1' is not a date. Write it as ISO-8601, e.g. 2027-01-31 or 2027-01-31T18:00:00+01:00.").arg(parser.value(u"expires"_qs)));
    }
    if (parser.isSet(u"valid-from"_qs)) {
        request.validFrom = parseDateTime(parser.value(u"valid-from"_qs));
        if (!request.validFrom.isValid())
            return context.fail(QStringLiteral("'%1' is not a date. Write it as ISO-8601, e.g. 2027-01-31T09:00:00.").arg(parser.value(u"valid-from"_qs)));
    }
    if (parser.isSet(u"max-visits"_qs)) {
        bool ok = false;
        const qint64 n = parser.value(u"max-visits"_qs).toLongLong(&ok);
        if (!ok || n < 1)
            return context.fail(QStringLiteral("--max-visits needs a whole number of at least 1, not '%1'.").arg(parser.value(u"max-visits"_qs)));
        request.maxVisits = n;
    }
    if (parser.isSet(u"status"_qs)) {
        bool ok = false;
        request.redirectStatus = parser.value(u"status"_qs).toInt(&ok);
        if (!ok)
            return context.fail(u"--status must be 301, 302, 307 or 308."_qs);
    }

    Shortener *shortener = context.shortener();
    if (!shortener)
        return 1;
    const auto created = shortener->create(request);
    if (!created)
        return context.fail(created.error().message);

    const QString shortUrl = context.baseUrl() + created->link.code;
    if (parser.isSet(u"copy"_qs)) {
        if (!context.copyToClipboard || !context.copyToClipboard(shortUrl))
            context.err() << "kurz: the short URL was not copied: no Kurz window is running to own the clipboard. Start Kurz, or copy it from here.\n";
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
