#include "server/YourlsApi.h"
#include "core/util/Version.h"

#include "server/ApiRequest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QXmlStreamWriter>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString yourlsDate(const QDateTime &time)
{
    return time.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s);
}

QString number(qint64 n)
{
    return QString::number(n);
}

void writeXml(QXmlStreamWriter &xml, const QJsonObject &object)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        xml.writeStartElement(it.key());
        if (it->isObject())
            writeXml(xml, it->toObject());
        else if (it->isBool())
            xml.writeCharacters(it->toBool() ? u"1"_s : QString());
        else if (it->isDouble())
            xml.writeCharacters(number(it->toInteger()));
        else
            xml.writeCharacters(it->toString());
        xml.writeEndElement();
    }
}

QJsonObject failure(int status, const QString &message, const QString &code = {})
{
    QJsonObject result{{u"status"_s, u"fail"_s}, {u"message"_s, message}, {u"simple"_s, message},
        {u"errorCode"_s, number(status)}, {u"statusCode"_s, status}};
    if (!code.isEmpty())
        result.insert(u"code"_s, code);
    return result;
}

// The database's own words stay in the log: they are for the person running Kurz.
QJsonObject storageFailure(const Error &error)
{
    ApiContext::logFailure(error);
    return failure(
        500, u"The link database could not complete the request. The server's log says why."_s, u"error:db"_s);
}

}  // namespace

YourlsApi::YourlsApi(std::unique_ptr<ApiContext> context)
    : m_context(std::move(context))
{
}

HttpReply YourlsApi::output(const QString &format, QJsonObject result, const QString &callback)
{
    const QString simple = result.take(u"simple"_s).toString();
    HttpReply reply;
    reply.status = result.contains(u"statusCode"_s) ? result.value(u"statusCode"_s).toVariant().toInt()
        : result.contains(u"errorCode"_s)           ? result.value(u"errorCode"_s).toVariant().toInt()
                                                    : 200;
    if (format == u"json" || format == u"jsonp") {
        const QByteArray json = QJsonDocument(result).toJson(QJsonDocument::Compact);
        if (format == u"json") {
            reply.contentType = "application/json";
            reply.body = json;
        } else {
            // Only a plain JavaScript name may wrap the data: anything else could run as script.
            static const QRegularExpression name(u"^[A-Za-z_$][A-Za-z0-9_$.]{0,127}$"_s);
            const QString function = name.match(callback).hasMatch() ? callback : QString();
            reply.contentType = "application/javascript";
            reply.body = function.toUtf8() + '(' + json + ')';
        }
    } else if (format == u"xml") {
        reply.contentType = "application/xml";
        QXmlStreamWriter xml(&reply.body);
        xml.writeStartDocument();
        xml.writeStartElement(u"result"_s);
        writeXml(xml, result);
        xml.writeEndElement();
        xml.writeEndDocument();
    } else {
        reply.contentType = "text/plain; charset=utf-8";
        reply.body = simple.toUtf8();
    }
    return reply;
}

std::optional<ApiKeyGrant> YourlsApi::authenticate(const ApiRequest &request)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    ApiKeyCache &keys = m_context->keys();
    if (request.has(u"timestamp"_s) && request.has(u"signature"_s))
        return keys.verifySigned(
            request.param(u"timestamp"_s), request.param(u"signature"_s), request.param(u"hash"_s), now);
    if (request.has(u"signature"_s))
        return keys.verifyKeyOrToken(request.param(u"signature"_s), now);
    if (request.has(u"password"_s))
        return keys.verify(request.param(u"password"_s), now);
    return std::nullopt;
}

HttpReply YourlsApi::handle(const QHttpServerRequest &httpRequest)
{
    const ApiRequest request(httpRequest);
    QString format = request.param(u"format"_s).toLower();
    if (format.isEmpty())
        format = u"xml"_s;
    const QString callback = request.param(u"callback"_s);

    const auto grant = authenticate(request);
    if (!grant) {
        const bool tried = request.has(u"signature"_s) || request.has(u"password"_s) || request.has(u"username"_s);
        const QString message = tried ? u"Invalid username or password"_s : u"Please log in"_s;
        return output(format,
            {{u"simple"_s, message}, {u"message"_s, message}, {u"errorCode"_s, 403}, {u"callback"_s, callback}},
            callback);
    }

    const QString action = request.param(u"action"_s);
    // Every action but shorturl only reads.
    const ApiAccess access = action == u"shorturl" ? ApiAccess::Create : ApiAccess::Read;
    if (const auto missing = m_context->authorize(*grant, access)) {
        QJsonObject refused{{u"simple"_s, missing->message}, {u"message"_s, missing->message}, {u"errorCode"_s, 403},
            {u"missingScope"_s, missing->missingScope}};
        if (!callback.isEmpty())
            refused.insert(u"callback"_s, callback);
        return output(format, refused, callback);
    }
    QJsonObject result;
    QByteArray retryAfter;
    if (action == u"shorturl")
        result = shorten(request, *grant, retryAfter);
    else if (action == u"expand")
        result = expand(request);
    else if (action == u"url-stats")
        result = urlStats(request);
    else if (action == u"stats")
        result = stats(request);
    else if (action == u"db-stats")
        result = dbStats();
    else if (action == u"version")
        result = {{u"version"_s, QString::fromLatin1(CompatibleVersion)}, {u"kurz"_s, version()},
            {u"simple"_s, QString::fromLatin1(CompatibleVersion)}, {u"statusCode"_s, 200},
            {u"message"_s, u"success"_s}};
    else
        result = {{u"errorCode"_s, 400}, {u"message"_s, u"Unknown or missing \"action\" parameter"_s},
            {u"simple"_s, u"Unknown or missing \"action\" parameter"_s}};
    if (!callback.isEmpty())
        result.insert(u"callback"_s, callback);
    HttpReply reply = output(format, result, callback);
    if (!retryAfter.isEmpty())
        reply.headers.append(std::pair<QByteArray, QByteArray>("Retry-After", retryAfter));
    return reply;
}

QJsonObject YourlsApi::linkJson(const Link &link, const QString &base) const
{
    return {{u"shorturl"_s, link.shortUrl(base)}, {u"url"_s, link.target}, {u"title"_s, link.title},
        {u"timestamp"_s, yourlsDate(link.createdAt)}, {u"ip"_s, u""_s},
        {u"clicks"_s, number(link.hits + link.botHits)}};
}

QJsonObject YourlsApi::shorten(const ApiRequest &request, const ApiKeyGrant &grant, QByteArray &retryAfter)
{
    const qint64 keyId = grant.id;
    const QString base = m_context->shortUrlBase(request);
    const QString url = request.param(u"url"_s).trimmed();
    if (url.isEmpty())
        return failure(400, u"Missing or malformed URL"_s, u"error:nourl"_s);
    const auto target = m_context->links(request).urlPolicy().normalize(url);
    if (!target) {
        const bool loop = target.error().reason == reasons::TargetLoops;
        return failure(400, target.error().message, loop ? u"error:noloop"_s : u"error:nourl"_s);
    }
    const auto answer = [&](const Link &link, const QString &message) {
        const QString shortUrl = link.shortUrl(base);
        return QJsonObject{{u"url"_s,
                               QJsonObject{{u"keyword"_s, link.code}, {u"url"_s, link.target}, {u"title"_s, link.title},
                                   {u"date"_s, yourlsDate(link.createdAt)}, {u"ip"_s, u""_s}}},
            {u"status"_s, u"success"_s}, {u"message"_s, message}, {u"title"_s, link.title}, {u"shorturl"_s, shortUrl},
            {u"simple"_s, shortUrl}, {u"statusCode"_s, 200}};
    };
    // YOURLS keeps one short URL per long URL: an existing one is the answer, keyword or not.
    if (const auto existing = m_context->store().findByTarget(*target);
        existing && existing->domain == grant.scope.domain)
        return answer(*existing, QStringLiteral("%1 already exists in database").arg(existing->target.left(100)));
    else if (!existing && existing.error().kind != Error::Kind::NotFound)
        return storageFailure(existing.error());

    if (const int wait = m_context->takeCreate(keyId); wait > 0) {
        retryAfter = QByteArray::number(wait);
        return failure(429, QStringLiteral("Too many links created with this key; try again in %1 s.").arg(wait),
            u"error:ratelimit"_s);
    }
    CreateRequest create;
    create.url = *target;
    create.alias = request.param(u"keyword"_s).trimmed();
    create.title = request.param(u"title"_s);
    create.reuseExisting = false;
    create.apiKeyId = keyId;
    create.domain = grant.scope.domain;  // a domain-specific key's links are on its domain
    const auto created = m_context->links(request).create(create);
    if (!created) {
        const Error &error = created.error();
        if (error.reason == reasons::AliasTaken || error.reason == reasons::AliasInvalid
            || error.reason == reasons::AliasReserved)
            return failure(400,
                QStringLiteral("Short URL %1 already exists in database or is reserved").arg(create.alias),
                u"error:keyword"_s);
        if (error.kind == Error::Kind::InvalidInput)
            return failure(400, error.message, u"error:nourl"_s);
        return storageFailure(error);
    }
    return answer(created->link, QStringLiteral("%1 added to database").arg(created->link.target.left(100)));
}

QJsonObject YourlsApi::expand(const ApiRequest &request)
{
    const QString code = m_context->codeFromShortUrl(request.param(u"shorturl"_s).trimmed());
    const auto link = m_context->store().get(code);
    if (!link && link.error().kind != Error::Kind::NotFound)
        return storageFailure(link.error());
    if (!link)
        return {{u"keyword"_s, code}, {u"simple"_s, u"Error: could not find keyword"_s},
            {u"message"_s, u"Error: could not find keyword"_s}, {u"errorCode"_s, u"404"_s}, {u"statusCode"_s, 404}};
    return {{u"keyword"_s, link->code}, {u"shorturl"_s, QString(m_context->shortUrlBase(request) + link->code)},
        {u"longurl"_s, link->target}, {u"title"_s, link->title}, {u"simple"_s, link->target},
        {u"message"_s, u"success"_s}, {u"statusCode"_s, 200}};
}

QJsonObject YourlsApi::urlStats(const ApiRequest &request)
{
    const QString code = m_context->codeFromShortUrl(request.param(u"shorturl"_s).trimmed());
    const auto link = m_context->store().get(code);
    if (!link && link.error().kind != Error::Kind::NotFound)
        return storageFailure(link.error());
    if (!link)
        return {{u"statusCode"_s, 404}, {u"message"_s, u"Error: short URL not found"_s},
            {u"simple"_s, u"Error: short URL not found"_s}};
    return {{u"statusCode"_s, 200}, {u"message"_s, u"success"_s},
        {u"link"_s, linkJson(*link, m_context->shortUrlBase(request))}};
}

QJsonObject YourlsApi::stats(const ApiRequest &request)
{
    const QString filter = request.param(u"filter"_s).isEmpty() ? u"top"_s : request.param(u"filter"_s);
    bool ok = false;
    qint64 limit = request.param(u"limit"_s).toLongLong(&ok);
    if (!ok || limit <= 0)
        limit = 10;
    limit = std::min<qint64>(limit, 1000);
    const qint64 start = std::max<qint64>(0, request.param(u"start"_s).toLongLong());

    LinkStore &store = m_context->store();
    QList<Link> links;
    if (filter == u"rand" || filter == u"random") {
        // One statement: a query per pick at its offset cost 2.4 s for 1,000 of 100,000 links.
        const auto picked = store.pages().randomLinks(limit);
        if (!picked)
            return storageFailure(picked.error());
        links = *picked;
    } else {
        LinkQuery query;
        query.sort = filter == u"last" ? LinkQuery::Sort::Created : LinkQuery::Sort::Hits;
        query.descending = filter != u"bottom";
        query.offset = start;
        query.limit = limit;
        const auto page = store.pages().page(query);
        if (!page)
            return storageFailure(page.error());
        links = *page;
    }
    const QString base = m_context->shortUrlBase(request);
    QJsonObject list;
    for (qsizetype i = 0; i < links.size(); ++i)
        list.insert(QStringLiteral("link_%1").arg(i + 1), linkJson(links.at(i), base));
    QJsonObject result = dbStats();
    if (!result.contains(u"db-stats"_s))
        return result;
    result.insert(u"stats"_s, result.take(u"db-stats"_s));
    result.insert(u"links"_s, list);
    return result;
}

QJsonObject YourlsApi::dbStats()
{
    const auto totals = m_context->visits().totals();
    const auto links = m_context->store().pages().countAll();
    if (!totals || !links)
        return storageFailure(totals ? links.error() : totals.error());
    return {{u"db-stats"_s,
                QJsonObject{
                    {u"total_links"_s, number(*links)}, {u"total_clicks"_s, number(totals->humans + totals->bots)}}},
        {u"statusCode"_s, 200}, {u"message"_s, u"success"_s}};
}

}  // namespace kurz
