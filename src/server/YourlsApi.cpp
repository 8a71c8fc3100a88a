#include "server/YourlsApi.h"
#include "core/util/Version.h"

#include "server/ApiRequest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QXmlStreamWriter>

namespace kurz {

namespace {

QString yourlsDate(const QDateTime &time)
{
    return time.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_qs);
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
            xml.writeCharacters(it->toBool() ? u"1"_qs : QString());
        else if (it->isDouble())
            xml.writeCharacters(number(it->toInteger()));
        else
            xml.writeCharacters(it->toString());
        xml.writeEndElement();
    }
}

QJsonObject failure(int status, const QString &message, const QString &code = {})
{
    QJsonObject result{{u"status"_qs, u"fail"_qs}, {u"message"_qs, message}, {u"simple"_qs, message},
                       {u"errorCode"_qs, number(status)}, {u"statusCode"_qs, status}};
    if (!code.isEmpty())
        result.insert(u"code"_qs, code);
    return result;
}

// The database's own words stay in the log: they are for the person running Kurz.
QJsonObject storageFailure(const Error &error)
{
    ApiContext::logFailure(error);
    return failure(500, u"The link database could not complete the request. The server's log says why."_qs, u"error:db"_qs);
}

} // namespace

YourlsApi::YourlsApi(std::unique_ptr<ApiContext> context)
    : m_context(std::move(context))
{
}

HttpReply YourlsApi::output(const QString &format, QJsonObject result, const QString &callback)
{
    const QString simple = result.take(u"simple"_qs).toString();
    HttpReply reply;
    reply.status = result.contains(u"statusCode"_qs) ? result.value(u"statusCode"_qs).toVariant().toInt()
        : result.contains(u"errorCode"_qs)           ? result.value(u"errorCode"_qs).toVariant().toInt()
                                                      : 200;
    if (format == u"json" || format == u"jsonp") {
        const QByteArray json = QJsonDocument(result).toJson(QJsonDocument::Compact);
        if (format == u"json") {
            reply.contentType = "application/json";
            reply.body = json;
        } else {
            // Only a plain JavaScript name may wrap the data: anything else could run as script.
            static const QRegularExpression name(u"^[A-Za-z_$][A-Za-z0-9_$.]{0,127}$"_qs);
            const QString function = name.match(callback).hasMatch() ? callback : QString();
            reply.contentType = "application/javascript";
            reply.body = function.toUtf8() + '(' + json + ')';
        }
    } else if (format == u"xml") {
        reply.contentType = "application/xml";
        QXmlStreamWriter xml(&reply.body);
        xml.writeStartDocument();
        xml.writeStartElement(u"result"_qs);
        writeXml(xml, result);
        xml.writeEndElement();
        xml.writeEndDocument();
    } else {
        reply.contentType = "text/plain; charset=utf-8";
        reply.body = simple.toUtf8();
    }
    return reply;
}

std::optional<qint64> YourlsApi::authenticate(const ApiRequest &request)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    ApiKeyCache &keys = m_context->keys();
    if (request.has(u"timestamp"_qs) && request.has(u"signature"_qs))
        return keys.verifySigned(request.param(u"timestamp"_qs), request.param(u"signature"_qs), request.param(u"hash"_qs), now);
    if (request.has(u"signature"_qs))
        return keys.verifyKeyOrToken(request.param(u"signature"_qs), now);
    if (request.has(u"password"_qs))
        return keys.verify(request.param(u"password"_qs), now);
    return std::nullopt;
}

HttpReply YourlsApi::handle(const QHttpServerRequest &httpRequest)
{
    const ApiRequest request(httpRequest);
    QString format = request.param(u"format"_qs).toLower();
    if (format.isEmpty())
        format = u"xml"_qs;
    const QString callback = request.param(u"callback"_qs);

    const auto keyId = authenticate(request);
    if (!keyId) {
        const bool tried = request.has(u"signature"_qs) || request.has(u"password"_qs) || request.has(u"username"_qs);
        const QString message = tried ? u"Invalid username or password"_qs : u"Please log in"_qs;
        return output(format, {{u"simple"_qs, message}, {u"message"_qs, message}, {u"errorCode"_qs, 403}, {u"callback"_qs, callback}},
                      callback);
    }

    const QString action = request.param(u"action"_qs);
    QJsonObject result;
    QByteArray retryAfter;
    if (action == u"shorturl")
        result = shorten(request, *keyId, retryAfter);
    else if (action == u"expand")
        result = expand(request);
    else if (action == u"url-stats")
        result = urlStats(request);
    else if (action == u"stats")
        result = stats(request);
    else if (action == u"db-stats")
        result = dbStats();
    else if (action == u"version")
        result = {{u"version"_qs, QString::fromLatin1(CompatibleVersion)}, {u"kurz"_qs, version()},
                  {u"simple"_qs, QString::fromLatin1(CompatibleVersion)}, {u"statusCode"_qs, 200}, {u"message"_qs, u"success"_qs}};
    else
        result = {{u"errorCode"_qs, 400}, {u"message"_qs, u"Unknown or missing \"action\" parameter"_qs},
                  {u"simple"_qs, u"Unknown or missing \"action\" parameter"_qs}};
    if (!callback.isEmpty())
        result.insert(u"callback"_qs, callback);
    HttpReply reply = output(format, result, callback);
    if (!retryAfter.isEmpty())
        reply.headers.append(std::pair<QByteArray, QByteArray>("Retry-After", retryAfter));
    return reply;
}

QJsonObject YourlsApi::linkJson(const Link &link, const QString &base) const
{
    return {{u"shorturl"_qs, QString(base + link.code)}, {u"url"_qs, link.target},  {u"title"_qs, link.title},
            {u"timestamp"_qs, yourlsDate(link.createdAt)}, {u"ip"_qs, u""_qs},
            {u"clicks"_qs, number(link.hits + link.botHits)}};
}

QJsonObject YourlsApi::shorten(const ApiRequest &request, qint64 keyId, QByteArray &retryAfter)
{
    const QString base = m_context->shortUrlBase(request);
    const QString url = request.param(u"url"_qs).trimmed();
    if (url.isEmpty())
        return failure(400, u"Missing or malformed URL"_qs, u"error:nourl"_qs);
    const auto target = m_context->links(request).urlPolicy().normalize(url);
    if (!target) {
        const bool loop = target.error().reason == reasons::TargetLoops;
        return failure(400, target.error().message, loop ? u"error:noloop"_qs : u"error:nourl"_qs);
    }
    const auto answer = [&](const Link &link, const QString &message) {
        const QString shortUrl = base + link.code;
        return QJsonObject{{u"url"_qs, QJsonObject{{u"keyword"_qs, link.code}, {u"url"_qs, link.target}, {u"title"_qs, link.title},
                                                   {u"date"_qs, yourlsDate(link.createdAt)}, {u"ip"_qs, u""_qs}}},
                           {u"status"_qs, u"success"_qs}, {u"message"_qs, message}, {u"title"_qs, link.title},
                           {u"shorturl"_qs, shortUrl}, {u"simple"_qs, shortUrl}, {u"statusCode"_qs, 200}};
    };
    // YOURLS keeps one short URL per long URL: an existing one is the answer, keyword or not.
    if (const auto existing = m_context->store().findByTarget(*target))
        return answer(*existing, QStringLiteral("%1 already exists in database").arg(existing->target.left(100)));
    else if (existing.error().kind != Error::Kind::NotFound)
        return storageFailure(existing.error());

    if (const int wait = m_context->takeCreate(keyId); wait > 0) {
        retryAfter = QByteArray::number(wait);
        return failure(429, QStringLiteral("Too many links created with this key; try again in %1 s.").arg(wait), u"error:ratelimit"_qs);
    }
    CreateRequest create;
    create.url = *target;
    create.alias = request.param(u"keyword"_qs).trimmed();
    create.title = request.param(u"title"_qs);
    create.reuseExisting = false;
    const auto created = m_context->links(request).create(create);
    if (!created) {
        const Error &error = created.error();
        if (error.reason == reasons::AliasTaken || error.reason == reasons::AliasInvalid || error.reason == reasons::AliasReserved)
            return failure(400, QStringLiteral("Short URL %1 already exists in database or is reserved").arg(create.alias),
                           u"error:keyword"_qs);
        if (error.kind == Error::Kind::InvalidInput)
            return failure(400, error.message, u"error:nourl"_qs);
        return storageFailure(error);
    }
    return answer(created->link, QStringLiteral("%1 added to database").arg(created->link.target.left(100)));
}

QJsonObject YourlsApi::expand(const ApiRequest &request)
{
    const QString code = m_context->codeFromShortUrl(request.param(u"shorturl"_qs).trimmed());
    const auto link = m_context->store().get(code);
    if (!link && link.error().kind != Error::Kind::NotFound)
        return storageFailure(link.error());
    if (!link)
        return {{u"keyword"_qs, code}, {u"simple"_qs, u"Error: could not find keyword"_qs},
                {u"message"_qs, u"Error: could not find keyword"_qs}, {u"errorCode"_qs, u"404"_qs}, {u"statusCode"_qs, 404}};
    return {{u"keyword"_qs, link->code}, {u"shorturl"_qs, QString(m_context->shortUrlBase(request) + link->code)},
            {u"longurl"_qs, link->target}, {u"title"_qs, link->title}, {u"simple"_qs, link->target},
            {u"message"_qs, u"success"_qs}, {u"statusCode"_qs, 200}};
}

QJsonObject YourlsApi::urlStats(const ApiRequest &request)
{
    const QString code = m_context->codeFromShortUrl(request.param(u"shorturl"_qs).trimmed());
    const auto link = m_context->store().get(code);
    if (!link && link.error().kind != Error::Kind::NotFound)
        return storageFailure(link.error());
    if (!link)
        return {{u"statusCode"_qs, 404}, {u"message"_qs, u"Error: short URL not found"_qs},
                {u"simple"_qs, u"Error: short URL not found"_qs}};
    return {{u"statusCode"_qs, 200}, {u"message"_qs, u"success"_qs},
            {u"link"_qs, linkJson(*link, m_context->shortUrlBase(request))}};
}

QJsonObject YourlsApi::stats(const ApiRequest &request)
{
    const QString filter = request.param(u"filter"_qs).isEmpty() ? u"top"_qs : request.param(u"filter"_qs);
    bool ok = false;
    qint64 limit = request.param(u"limit"_qs).toLongLong(&ok);
    if (!ok || limit <= 0)
        limit = 10;
    limit = std::min<qint64>(limit, 1000);
    const qint64 start = std::max<qint64>(0, request.param(u"start"_qs).toLongLong());

    LinkStore &store = m_context->store();
    QList<Link> links;
    if (filter == u"rand" || filter == u"random") {
        // One statement: a query per pick at its offset cost 2.4 s for 1,000 of 100,000 links.
        const auto picked = store.randomLinks(limit);
        if (!picked)
            return storageFailure(picked.error());
        links = *picked;
    } else {
        LinkQuery query;
        query.sort = filter == u"last" ? LinkQuery::Sort::Created : LinkQuery::Sort::Hits;
        query.descending = filter != u"bottom";
        query.offset = start;
        query.limit = limit;
        const auto page = store.page(query);
        if (!page)
            return storageFailure(page.error());
        links = *page;
    }
    const QString base = m_context->shortUrlBase(request);
    QJsonObject list;
    for (qsizetype i = 0; i < links.size(); ++i)
        list.insert(QStringLiteral("link_%1").arg(i + 1), linkJson(links.at(i), base));
    QJsonObject result = dbStats();
    if (!result.contains(u"db-stats"_qs))
        return result;
    result.insert(u"stats"_qs, result.take(u"db-stats"_qs));
    result.insert(u"links"_qs, list);
    return result;
}

QJsonObject YourlsApi::dbStats()
{
    const auto totals = m_context->visits().totals();
    const auto links = m_context->store().countAll();
    if (!totals || !links)
        return storageFailure(totals ? links.error() : totals.error());
    return {{u"db-stats"_qs, QJsonObject{{u"total_links"_qs, number(*links)},
                                         {u"total_clicks"_qs, number(totals->humans + totals->bots)}}},
            {u"statusCode"_qs, 200}, {u"message"_qs, u"success"_qs}};
}

} // namespace kurz
