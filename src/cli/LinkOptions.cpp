#include "cli/LinkOptions.h"

#include "core/util/Duration.h"

namespace kurz {

void LinkOptions::addTo(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"expires"_qs, tr("Expire at this ISO-8601 date or date-time, or 'never'."), u"ISO|never"_qs},
        {u"ttl"_qs, tr("Expire this long from now: 90s, 15m, 24h, 7d, 2w."), u"DURATION"_qs},
        {u"valid-from"_qs, tr("Start redirecting at this ISO-8601 date-time, or 'now'."), u"ISO|now"_qs},
        {u"max-visits"_qs, tr("Stop redirecting after N visits, or 'none'."), u"N|none"_qs},
        {u"status"_qs, tr("Redirect status: 301, 302, 307, 308, or 0 for the listener's default."), u"CODE"_qs},
    });
}

QString LinkOptions::read(const QCommandLineParser &parser)
{
    if (parser.isSet(u"ttl"_qs) && parser.isSet(u"expires"_qs))
        return tr("Use either --ttl or --expires, not both.");
    if (parser.isSet(u"ttl"_qs)) {
        const auto seconds = parseDuration(parser.value(u"ttl"_qs));
        if (!seconds)
            return tr("'%1' is not a duration. Write it like 90s, 15m, 24h, 7d or 2w.").arg(parser.value(u"ttl"_qs));
        expiresAt = QDateTime::currentDateTimeUtc().addSecs(*seconds);
    }
    if (parser.isSet(u"expires"_qs)) {
        const QString value = parser.value(u"expires"_qs);
        expiresAt = value == u"never" ? QDateTime() : parseDateTime(value);
        if (value != u"never" && !expiresAt->isValid())
            return tr("'%1' is not a date. Write it as ISO-8601 (2027-01-31 or 2027-01-31T18:00:00+01:00) or 'never'.").arg(value);
    }
    if (parser.isSet(u"valid-from"_qs)) {
        const QString value = parser.value(u"valid-from"_qs);
        validFrom = value == u"now" ? QDateTime() : parseDateTime(value);
        if (value != u"now" && !validFrom->isValid())
            return tr("'%1' is not a date. Write it as ISO-8601 (2027-01-31T09:00:00) or 'now'.").arg(value);
    }
    if (parser.isSet(u"max-visits"_qs)) {
        const QString value = parser.value(u"max-visits"_qs);
        if (value == u"none") {
            maxVisits = std::optional<qint64>();
        } else {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            if (!ok || n < 1)
                return tr("--max-visits needs a whole number of at least 1, or 'none'; not '%1'.").arg(value);
            maxVisits = n;
        }
    }
    if (parser.isSet(u"status"_qs)) {
        bool ok = false;
        redirectStatus = parser.value(u"status"_qs).toInt(&ok);
        if (!ok)
            return tr("--status must be 301, 302, 307 or 308 (or 0 for the listener's default).");
    }
    return {};
}

void LinkFilterOptions::addTo(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"search"_qs, tr("Only links whose code, target, title, notes or tags contain these words; tag:NAME and status:live, scheduled, expired, limit-reached, disabled or broken as in the window's search."), u"S"_qs},
        {u"tag"_qs, tr("Only links with this tag; repeat for more (any of them)."), u"T"_qs},
        {u"broken"_qs, tr("Only links whose last check (kurz check) found the target broken.")},
    });
}

bool LinkFilterOptions::applyTo(const QCommandLineParser &parser, LinkQuery &query)
{
    query.tags = parser.values(u"tag"_qs);
    query.brokenOnly = parser.isSet(u"broken"_qs);
    query.setSearchText(parser.value(u"search"_qs));
    return !query.search.isEmpty() || !query.tags.isEmpty() || query.brokenOnly || query.status;
}

} // namespace kurz
