#include "server/shlink/ShlinkJson.h"

#include "server/ApiContext.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kurz::shlink {

namespace {

const QString ProblemBase = QStringLiteral("https://shlink.io/api/error/");

// Core errors name their input; Shlink clients know the fields by their API names.
QString apiField(const QString &field)
{
    static const QHash<QString, QString> names{
        {u"url"_qs, u"longUrl"_qs},          {u"alias"_qs, u"customSlug"_qs},   {u"codeLength"_qs, u"shortCodeLength"_qs},
        {u"expires"_qs, u"validUntil"_qs},   {u"validFrom"_qs, u"validSince"_qs}, {u"maxVisits"_qs, u"maxVisits"_qs},
        {u"title"_qs, u"title"_qs},          {u"tags"_qs, u"tags"_qs},
    };
    return names.value(field, field);
}

} // namespace

HttpReply json(int status, const QJsonObject &object, QByteArray contentType)
{
    HttpReply reply;
    reply.status = status;
    reply.contentType = std::move(contentType);
    reply.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return reply;
}

HttpReply noContent()
{
    HttpReply reply;
    reply.status = 204;
    return reply;
}

HttpReply problem(int status, const QString &type, const QString &title, const QString &detail, QJsonObject extra)
{
    extra.insert(u"type"_qs, QString(ProblemBase + type));
    extra.insert(u"title"_qs, title);
    extra.insert(u"detail"_qs, detail);
    extra.insert(u"status"_qs, status);
    return json(status, extra, "application/problem+json");
}

HttpReply invalidData(const QString &detail, const QStringList &elements)
{
    return problem(400, u"invalid-data"_qs, u"Invalid data"_qs, detail,
                   {{u"invalidElements"_qs, QJsonArray::fromStringList(elements)}});
}

HttpReply notFound(const QString &code)
{
    return problem(404, u"short-url-not-found"_qs, u"Short URL not found"_qs,
                   QStringLiteral("No URL found with short code \"%1\"").arg(code), {{u"shortCode"_qs, code}});
}

HttpReply methodNotAllowed()
{
    return problem(405, u"method-not-allowed"_qs, u"Method not allowed"_qs, u"This route does not accept the request's method."_qs);
}

HttpReply routeNotFound()
{
    return problem(404, u"not-found"_qs, u"Not found"_qs, u"Requested route does not exist."_qs);
}

HttpReply errorReply(const Error &error, const QString &slug)
{
    switch (error.kind) {
    case Error::Kind::InvalidInput:
        return invalidData(error.message, error.field.isEmpty() ? QStringList() : QStringList{apiField(error.field)});
    case Error::Kind::Conflict:
        return problem(400, u"non-unique-slug"_qs, u"Invalid custom slug"_qs,
                       QStringLiteral("Provided slug \"%1\" is already in use.").arg(slug), {{u"customSlug"_qs, slug}});
    case Error::Kind::NotFound:
        return problem(404, u"short-url-not-found"_qs, u"Short URL not found"_qs, error.message);
    case Error::Kind::Exhausted:
        ApiContext::logFailure(error);
        return problem(500, u"internal-server-error"_qs, u"Internal server error"_qs, error.message);
    case Error::Kind::Storage:
        break;
    }
    // The database's own words stay in the log: they are for the person running Kurz.
    ApiContext::logFailure(error);
    return problem(500, u"internal-server-error"_qs, u"Internal server error"_qs,
                   u"The link database could not complete the request. The server's log says why."_qs);
}

HttpReply linkError(const Error &error, const QString &code)
{
    return error.reason == reasons::LinkNotFound ? notFound(code) : errorReply(error);
}

QJsonValue isoDate(const QDateTime &time)
{
    if (!time.isValid())
        return QJsonValue::Null;
    return QString(time.toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss"_qs) + u"+00:00"_qs);
}

QJsonObject visitsSummary(const VisitTotals &totals)
{
    return {{u"total"_qs, totals.humans + totals.bots}, {u"nonBots"_qs, totals.humans}, {u"bots"_qs, totals.bots}};
}

QJsonObject shortUrl(const Link &link, const QString &base)
{
    const qint64 total = link.hits + link.botHits;
    return {
        {u"shortCode"_qs, link.code},
        {u"shortUrl"_qs, QString(base + link.code)},
        {u"longUrl"_qs, link.target},
        {u"dateCreated"_qs, isoDate(link.createdAt)},
        {u"visitsSummary"_qs, visitsSummary({link.hits, link.botHits})},
        {u"visitsCount"_qs, total},  // deprecated in Shlink 3, still read by older clients
        {u"tags"_qs, QJsonArray::fromStringList(link.tags)},
        {u"meta"_qs, QJsonObject{{u"validSince"_qs, isoDate(link.validFrom)},
                                 {u"validUntil"_qs, isoDate(link.expiresAt)},
                                 {u"maxVisits"_qs, link.maxVisits ? QJsonValue(*link.maxVisits) : QJsonValue()}}},
        {u"domain"_qs, QJsonValue()},
        {u"title"_qs, link.title.isEmpty() ? QJsonValue() : QJsonValue(link.title)},
        {u"crawlable"_qs, link.crawlable},
        {u"forwardQuery"_qs, link.forwardQuery},
        {u"hasRedirectRules"_qs, false},
        // Kurz's own: the last check of the target (kurz check); Shlink clients ignore it.
        {u"kurzHealth"_qs, link.health ? QJsonValue(link.health->toJson()) : QJsonValue()},
    };
}

} // namespace kurz::shlink
