#include "cli/EditCommand.h"

#include "cli/LinkPrinter.h"
#include "core/links/Shortener.h"
#include "core/store/LinkStore.h"
#include "core/util/Duration.h"

namespace kurz {

QString EditCommand::summary() const
{
    return QStringLiteral("Change a link: kurz edit CODE [--url U] [--title T] [--expires ISO|never] [--max-visits N|none] [--disable|--enable]");
}

void EditCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"code"_qs, u"The link's code."_qs);
    parser.addOptions({
        {u"url"_qs, u"New target."_qs, u"U"_qs},
        {u"title"_qs, u"New title."_qs, u"T"_qs},
        {u"notes"_qs, u"New notes."_qs, u"TEXT"_qs},
        {u"tag"_qs, u"Replace the tags; repeat for more, or --tag '' to clear."_qs, u"T"_qs},
        {u"expires"_qs, u"New expiry (ISO-8601), or 'never'."_qs, u"ISO|never"_qs},
        {u"ttl"_qs, u"Expire this long from now: 90s, 15m, 24h, 7d, 2w."_qs, u"DURATION"_qs},
        {u"valid-from"_qs, u"Start redirecting at this date-time, or 'now'."_qs, u"ISO|now"_qs},
        {u"max-visits"_qs, u"New visit limit, or 'none'."_qs, u"N|none"_qs},
        {u"status"_qs, u"Redirect status: 301, 302, 307, 308, or 0 for the default."_qs, u"CODE"_qs},
        {u"disable"_qs, u"Stop redirecting (answers 410 Gone)."_qs},
        {u"enable"_qs, u"Redirect again."_qs},
    });
}

int EditCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(u"edit needs exactly one code, e.g. kurz edit demo --title 'Demo'"_qs);
    if (parser.isSet(u"disable"_qs) && parser.isSet(u"enable"_qs))
        return context.fail(u"Use either --disable or --enable, not both."_qs);
    Shortener *shortener = context.shortener();
    if (!shortener)
        return 1;
    LinkStore *store = context.store();
    auto found = store->get(positional.first());
    if (!found)
        return context.fail(QStringLiteral("No link has the code '%1'. Run 'kurz list' to see the codes.").arg(positional.first()));
    Link link = *found;

    if (parser.isSet(u"url"_qs)) {
        const auto target = shortener->urlPolicy().normalize(parser.value(u"url"_qs));
        if (!target)
            return context.fail(target.error().message);
        link.target = *target;
    }
    if (parser.isSet(u"title"_qs))
        link.title = parser.value(u"title"_qs).trimmed();
    if (parser.isSet(u"notes"_qs))
        link.notes = parser.value(u"notes"_qs);
    if (parser.isSet(u"tag"_qs))
        link.tags = parser.values(u"tag"_qs);
    if (parser.isSet(u"expires"_qs) && parser.isSet(u"ttl"_qs))
        return context.fail(u"Use either --ttl or --expires, not both."_qs);
    if (parser.isSet(u"expires"_qs)) {
        const QString value = parser.value(u"expires"_qs);
        if (value == u"never") {
            link.expiresAt = QDateTime();
        } else {
            link.expiresAt = parseDateTime(value);
            if (!link.expiresAt.isValid())
                return context.fail(QStringLiteral("'%1' is not a date. Write it as ISO-8601 (2027-01-31T18:00:00) or 'never'.").arg(value));
        }
    }
    if (parser.isSet(u"ttl"_qs)) {
        const auto seconds = parseDuration(parser.value(u"ttl"_qs));
        if (!seconds)
            return context.fail(QStringLiteral("'%1' is not a duration. Write it like 90s, 15m, 24h, 7d or 2w.").arg(parser.value(u"ttl"_qs)));
        link.expiresAt = QDateTime::currentDateTimeUtc().addSecs(*seconds);
    }
    if (parser.isSet(u"valid-from"_qs)) {
        const QString value = parser.value(u"valid-from"_qs);
        link.validFrom = value == u"now" ? QDateTime() : parseDateTime(value);
        if (value != u"now" && !link.validFrom.isValid())
            return context.fail(QStringLiteral("'%1' is not a date. Write it as ISO-8601 or 'now'.").arg(value));
    }
    if (parser.isSet(u"max-visits"_qs)) {
        const QString value = parser.value(u"max-visits"_qs);
        if (value == u"none") {
            link.maxVisits.reset();
        } else {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            if (!ok || n < 1)
                return context.fail(QStringLiteral("--max-visits needs a whole number of at least 1, or 'none'; not '%1'.").arg(value));
            link.maxVisits = n;
        }
    }
    if (parser.isSet(u"status"_qs)) {
        bool ok = false;
        link.redirectStatus = parser.value(u"status"_qs).toInt(&ok);
        if (!ok)
            return context.fail(u"--status must be 301, 302, 307, 308 or 0."_qs);
    }
    if (parser.isSet(u"disable"_qs))
        link.disabled = true;
    if (parser.isSet(u"enable"_qs))
        link.disabled = false;
    if (auto problem = Shortener::validateFields(link))
        return context.fail(problem->message);

    const auto saved = store->update(link);
    if (!saved)
        return context.fail(saved.error().message);
    if (context.json)
        printLinkJson(context.out(), *saved, context.baseUrl());
    else
        printLinkText(context.out(), *saved, context.baseUrl());
    return 0;
}

} // namespace kurz
