#include "server/shlink/ShlinkJson.h"

#include "server/ApiContext.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

namespace {

const QString ProblemBase = QStringLiteral("https://shlink.io/api/error/");

// Core errors name their input; Shlink clients know the fields by their API names.
QString apiField(const QString &field)
{
    static const QHash<QString, QString> names{
        {u"url"_s, u"longUrl"_s},
        {u"alias"_s, u"customSlug"_s},
        {u"codeLength"_s, u"shortCodeLength"_s},
        {u"expires"_s, u"validUntil"_s},
        {u"validFrom"_s, u"validSince"_s},
        {u"maxVisits"_s, u"maxVisits"_s},
        {u"title"_s, u"title"_s},
        {u"tags"_s, u"tags"_s},
    };
    return names.value(field, field);
}

}  // namespace

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
    extra.insert(u"type"_s, QString(ProblemBase + type));
    extra.insert(u"title"_s, title);
    extra.insert(u"detail"_s, detail);
    extra.insert(u"status"_s, status);
    return json(status, extra, "application/problem+json");
}

HttpReply invalidData(const QString &detail, const QStringList &elements)
{
    return problem(400, u"invalid-data"_s, u"Invalid data"_s, detail,
        {{u"invalidElements"_s, QJsonArray::fromStringList(elements)}});
}

HttpReply notFound(const QString &code)
{
    return problem(404, u"short-url-not-found"_s, u"Short URL not found"_s,
        QStringLiteral("No URL found with short code \"%1\"").arg(code), {{u"shortCode"_s, code}});
}

HttpReply tagNotFound(const QString &tag)
{
    return problem(404, u"tag-not-found"_s, u"Tag not found"_s,
        QStringLiteral("Tag with name \"%1\" could not be found").arg(tag), {{u"tag"_s, tag}});
}

HttpReply domainNotFound(const QString &domain)
{
    return problem(404, u"domain-not-found"_s, u"Domain not found"_s,
        QStringLiteral("Domain with authority \"%1\" could not be found").arg(domain), {{u"authority"_s, domain}});
}

HttpReply scopeMissing(const ScopeRefusal &refusal)
{
    return problem(403, u"forbidden-operation"_s, u"Forbidden operation"_s, refusal.message,
        {{u"missingScope"_s, refusal.missingScope}});
}

HttpReply methodNotAllowed()
{
    return problem(
        405, u"method-not-allowed"_s, u"Method not allowed"_s, u"This route does not accept the request's method."_s);
}

HttpReply routeNotFound()
{
    return problem(404, u"not-found"_s, u"Not found"_s, u"Requested route does not exist."_s);
}

HttpReply errorReply(const Error &error, const QString &slug)
{
    switch (error.kind) {
    case Error::Kind::InvalidInput:
        return invalidData(error.message, error.field.isEmpty() ? QStringList() : QStringList{apiField(error.field)});
    case Error::Kind::Conflict:
        return problem(400, u"non-unique-slug"_s, u"Invalid custom slug"_s,
            QStringLiteral("Provided slug \"%1\" is already in use.").arg(slug), {{u"customSlug"_s, slug}});
    case Error::Kind::NotFound: return problem(404, u"short-url-not-found"_s, u"Short URL not found"_s, error.message);
    case Error::Kind::Exhausted:
        ApiContext::logFailure(error);
        return problem(500, u"internal-server-error"_s, u"Internal server error"_s, error.message);
    case Error::Kind::Storage: break;
    }
    // The database's own words stay in the log: they are for the person running Kurz.
    ApiContext::logFailure(error);
    return problem(500, u"internal-server-error"_s, u"Internal server error"_s,
        u"The link database could not complete the request. The server's log says why."_s);
}

HttpReply linkError(const Error &error, const QString &code)
{
    return error.reason == reasons::LinkNotFound ? notFound(code) : errorReply(error);
}

QJsonValue isoDate(const QDateTime &time)
{
    if (!time.isValid())
        return QJsonValue::Null;
    return QString(time.toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss"_s) + u"+00:00"_s);
}

QJsonObject visitsSummary(const VisitTotals &totals)
{
    return {{u"total"_s, totals.humans + totals.bots}, {u"nonBots"_s, totals.humans}, {u"bots"_s, totals.bots}};
}

QJsonObject shortUrl(const Link &link, const QString &base)
{
    const qint64 total = link.hits + link.botHits;
    return {
        {u"shortCode"_s, link.code},
        {u"shortUrl"_s, link.shortUrl(base)},
        {u"longUrl"_s, link.target},
        {u"dateCreated"_s, isoDate(link.createdAt)},
        {u"visitsSummary"_s, visitsSummary({link.hits, link.botHits})},
        {u"visitsCount"_s, total},  // deprecated in Shlink 3, still read by older clients
        {u"tags"_s, QJsonArray::fromStringList(link.tags)},
        {u"meta"_s,
            QJsonObject{{u"validSince"_s, isoDate(link.validFrom)}, {u"validUntil"_s, isoDate(link.expiresAt)},
                {u"maxVisits"_s, link.maxVisits ? QJsonValue(*link.maxVisits) : QJsonValue()}}},
        {u"domain"_s, link.domain.isEmpty() ? QJsonValue() : QJsonValue(link.domain)},
        {u"title"_s, link.title.isEmpty() ? QJsonValue() : QJsonValue(link.title)},
        {u"crawlable"_s, link.crawlable},
        {u"forwardQuery"_s, link.forwardQuery},
        {u"hasRedirectRules"_s, !link.targetRules.isEmpty()},
        // Kurz's own: the last check of the target (kurz check); Shlink clients ignore it.
        {u"kurzHealth"_s, link.health ? QJsonValue(link.health->toJson()) : QJsonValue()},
        // Kurz's own: whether visitors need a password (set with kurzPassword; never the password or its hash).
        {u"kurzProtected"_s, link.isProtected()},
        // Kurz's own: the client networks it answers (kurzNetworks); [] for every client.
        {u"kurzNetworks"_s,
            QJsonArray::fromStringList(link.networks.isEmpty() ? QStringList() : link.networks.split(u", "_s))},
        // Kurz's own: where visitors go while it is expired, used up or disabled; null: the server's default.
        {u"kurzExpiredUrl"_s, link.expiredUrl.isEmpty() ? QJsonValue() : QJsonValue(link.expiredUrl)},
    };
}

}  // namespace kurz::shlink
