#include "cli/LinkOptions.h"

#include "core/links/LinkNetworks.h"
#include "core/links/LinkPassword.h"
#include "core/links/Shortener.h"
#include "core/store/DomainStore.h"
#include "core/util/Duration.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace kurz {

void LinkOptions::addTo(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"expires"_s, tr("Expire at this ISO-8601 date or date-time, or 'never'."), u"ISO|never"_s},
        {u"ttl"_s, tr("Expire this long from now: 90s, 15m, 24h, 7d, 2w."), u"DURATION"_s},
        {u"valid-from"_s, tr("Start redirecting at this ISO-8601 date-time, or 'now'."), u"ISO|now"_s},
        {u"max-visits"_s, tr("Stop redirecting after N visits, or 'none'."), u"N|none"_s},
        {u"status"_s, tr("Redirect status: 301, 302, 307, 308, or 0 for the listener's default."), u"CODE"_s},
        {u"password-file"_s,
            tr("Protect the link with the password on the first line of this file (stored only as a hash)."),
            u"FILE"_s},
        {u"password-stdin"_s, tr("Protect the link with the password on the first line of standard input.")},
        {u"no-password"_s, tr("Remove the link's password.")},
        {u"network"_s,
            tr("Answer only clients in this network (CIDR, e.g. 192.168.1.0/24); repeat for more. Others get 404 as "
               "for an unknown code."),
            u"CIDR"_s},
        {u"any-network"_s, tr("Answer clients from every network again.")},
        {u"expired-url"_s,
            tr("While the link is expired, used up or disabled, send visitors to this URL instead of answering 410; "
               "\"\" for the server's default (server/expiredUrl)."),
            u"URL"_s},
    });
}

namespace {

Error invalidOption(const QString &option, const QString &message)
{
    return Error{Error::Kind::InvalidInput, message, option, reasons::FieldInvalid};
}

// The first line of `file` without its line end; at most MaxBytes of it are read.
Result<QString> firstLine(QFile &file, const QString &option)
{
    const QByteArray line = file.readLine(linkpassword::MaxBytes + 2);
    if (line.isEmpty() && file.error() != QFileDevice::NoError)
        return invalidOption(option, LinkOptions::tr("Cannot read the password: %1.").arg(file.errorString()));
    QByteArray password = line;
    while (password.endsWith('\n') || password.endsWith('\r'))
        password.chop(1);
    return QString::fromUtf8(password);
}

Result<QString> readPassword(const QCommandLineParser &parser)
{
    QFile file;
    QString option;
    if (parser.isSet(u"password-file"_s)) {
        option = u"password-file"_s;
        file.setFileName(parser.value(option));
        if (!file.open(QIODevice::ReadOnly))
            return invalidOption(option,
                LinkOptions::tr("Cannot open the password file %1: %2.").arg(file.fileName(), file.errorString()));
    } else {
        option = u"password-stdin"_s;
        if (!file.open(stdin, QIODevice::ReadOnly))
            return invalidOption(option, LinkOptions::tr("Cannot read standard input: %1.").arg(file.errorString()));
    }
    auto password = firstLine(file, option);
    if (!password)
        return password;
    if (auto problem = linkpassword::check(*password); !problem.ok())
        return invalidOption(option, problem.error().message);
    return password;
}

}  // namespace

Result<void> LinkOptions::read(const QCommandLineParser &parser)
{
    if (parser.isSet(u"ttl"_s) && parser.isSet(u"expires"_s))
        return invalidOption(u"ttl"_s, tr("Use either --ttl or --expires, not both."));
    if (parser.isSet(u"ttl"_s)) {
        const auto seconds = parseDuration(parser.value(u"ttl"_s));
        if (!seconds)
            return invalidOption(u"ttl"_s,
                tr("'%1' is not a duration. Write it like 90s, 15m, 24h, 7d or 2w.").arg(parser.value(u"ttl"_s)));
        expiresAt = QDateTime::currentDateTimeUtc().addSecs(*seconds);
    }
    if (parser.isSet(u"expires"_s)) {
        const QString value = parser.value(u"expires"_s);
        expiresAt = value == u"never" ? QDateTime() : parseDateTime(value);
        if (value != u"never" && !expiresAt->isValid())
            return invalidOption(u"expires"_s,
                tr("'%1' is not a date. Write it as ISO-8601 (2027-01-31 or 2027-01-31T18:00:00+01:00) or 'never'.")
                    .arg(value));
    }
    if (parser.isSet(u"valid-from"_s)) {
        const QString value = parser.value(u"valid-from"_s);
        validFrom = value == u"now" ? QDateTime() : parseDateTime(value);
        if (value != u"now" && !validFrom->isValid())
            return invalidOption(u"valid-from"_s,
                tr("'%1' is not a date. Write it as ISO-8601 (2027-01-31T09:00:00) or 'now'.").arg(value));
    }
    if (parser.isSet(u"max-visits"_s)) {
        const QString value = parser.value(u"max-visits"_s);
        if (value == u"none") {
            maxVisits = std::optional<qint64>();
        } else {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            if (!ok || n < 1)
                return invalidOption(u"max-visits"_s,
                    tr("--max-visits needs a whole number of at least 1, or 'none'; not '%1'.").arg(value));
            maxVisits = n;
        }
    }
    if (parser.isSet(u"status"_s)) {
        bool ok = false;
        redirectStatus = parser.value(u"status"_s).toInt(&ok);
        if (!ok)
            return invalidOption(
                u"status"_s, tr("--status must be 301, 302, 307 or 308 (or 0 for the listener's default)."));
    }
    if (parser.isSet(u"network"_s) && parser.isSet(u"any-network"_s))
        return invalidOption(u"any-network"_s, tr("Use either --network or --any-network, not both."));
    if (parser.isSet(u"any-network"_s)) {
        networks = QString();
    } else if (parser.isSet(u"network"_s)) {
        const QString list = parser.values(u"network"_s).join(u", "_s);
        if (const auto parsed = linknetworks::parse(list); !parsed)
            return invalidOption(u"network"_s, parsed.error().message);
        networks = linknetworks::canonical(list);
    }
    if (parser.isSet(u"expired-url"_s)) {
        expiredUrl = parser.value(u"expired-url"_s).trimmed();
        if (!expiredUrl->isEmpty() && !isExpiredUrl(*expiredUrl))
            return invalidOption(u"expired-url"_s,
                tr("--expired-url must be an http or https URL with a host, e.g. https://example.org/expired, or \"\" "
                   "for the server's default."));
    }
    const int passwordOptions = int(parser.isSet(u"password-file"_s)) + int(parser.isSet(u"password-stdin"_s))
        + int(parser.isSet(u"no-password"_s));
    if (passwordOptions > 1)
        return invalidOption(
            u"no-password"_s, tr("Use one of --password-file, --password-stdin and --no-password, not several."));
    if (parser.isSet(u"no-password"_s)) {
        passwordHash = QString();
    } else if (passwordOptions == 1) {
        const auto password = readPassword(parser);
        if (!password)
            return password.error();
        const auto hashed = linkpassword::hash(*password);
        if (!hashed)
            return hashed.error();
        passwordHash = *hashed;
    }
    return {};
}

void LinkFilterOptions::addTo(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"search"_s,
            tr("Only links whose code, target, title, notes or tags contain these words; tag:NAME and status:live, "
               "scheduled, expired, limit-reached, disabled or broken as in the window's search."),
            u"S"_s},
        {u"tag"_s, tr("Only links with this tag; repeat for more (any of them)."), u"T"_s},
        {u"broken"_s, tr("Only links whose last check (kurz check) found the target broken.")},
        {u"domain"_s, tr("Only links of this short domain; \"\" for the default domain's."), u"D"_s},
    });
}

bool LinkFilterOptions::applyTo(const QCommandLineParser &parser, LinkQuery &query)
{
    query.tags = parser.values(u"tag"_s);
    query.brokenOnly = parser.isSet(u"broken"_s);
    query.setSearchText(parser.value(u"search"_s));
    if (parser.isSet(u"domain"_s)) {
        // A name that is no host matches no link (as one that no link has).
        const auto domain = DomainStore::normalized(parser.value(u"domain"_s));
        query.domain = domain ? *domain : parser.value(u"domain"_s);
    }
    return !query.search.isEmpty() || !query.tags.isEmpty() || query.brokenOnly || query.status || query.domain;
}

}  // namespace kurz
