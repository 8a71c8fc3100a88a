#include "server/ShlinkApi.h"

#include "server/ApiRequest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace kurz {

namespace {

const QString ProblemBase = QStringLiteral("https://shlink.io/api/error/");
constexpr qint64 MaxVisitsPerPage = 5000;
constexpr qint64 MaxPagingValue = 1'000'000'000;  // page × itemsPerPage stays far from 64-bit overflow  // the page size the Shlink web client asks for

HttpReply jsonReply(int status, const QJsonObject &object, QByteArray contentType = "application/json")
{
    HttpReply reply;
    reply.status = status;
    reply.contentType = std::move(contentType);
    reply.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return reply;
}

HttpReply problem(int status, const QString &type, const QString &title, const QString &detail, QJsonObject extra = {})
{
    extra.insert(u"type"_qs, QString(ProblemBase + type));
    extra.insert(u"title"_qs, title);
    extra.insert(u"detail"_qs, detail);
    extra.insert(u"status"_qs, status);
    return jsonReply(status, extra, "application/problem+json");
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

// ISO-8601 with an offset, as Shlink writes dates (PHP's DATE_ATOM); null when unset.
QJsonValue isoDate(const QDateTime &time)
{
    if (!time.isValid())
        return QJsonValue::Null;
    return QString(time.toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss"_qs) + u"+00:00"_qs);
}

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

HttpReply errorReply(const Error &error, const QString &slug = {})
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

// Reads JSON and form values alike: forms and query strings carry everything as text.
struct FieldReader
{
    QStringList invalid;

    std::optional<QString> string(const QJsonObject &body, const QString &name)
    {
        const QJsonValue v = body.value(name);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isString()) {
            invalid << name;
            return std::nullopt;
        }
        return v.toString();
    }
    std::optional<bool> boolean(const QJsonObject &body, const QString &name)
    {
        const QJsonValue v = body.value(name);
        if (v.isBool())
            return v.toBool();
        if (v.isString() && (v.toString() == u"true" || v.toString() == u"1"))
            return true;
        if (v.isString() && (v.toString() == u"false" || v.toString() == u"0" || v.toString().isEmpty()))
            return false;
        if (!v.isUndefined() && !v.isNull())
            invalid << name;
        return std::nullopt;
    }
    // Whole numbers, also written as text; unset and null are nullopt, like a bad value (which is noted).
    std::optional<qint64> integer(const QJsonObject &body, const QString &name)
    {
        const QJsonValue v = body.value(name);
        // Range-checked before converting: beyond 2^53 a double is no exact whole number anyway.
        if (v.isDouble() && v.toDouble() == std::floor(v.toDouble()) && std::abs(v.toDouble()) <= 9007199254740992.0)
            return qint64(v.toDouble());
        bool ok = false;
        const qint64 n = v.toString().toLongLong(&ok);
        if (v.isString() && ok)
            return n;
        if (!v.isUndefined() && !v.isNull())
            invalid << name;
        return std::nullopt;
    }
    std::optional<QDateTime> date(const QJsonObject &body, const QString &name)
    {
        const auto text = string(body, name);
        if (!text)
            return std::nullopt;
        const QDateTime time = QDateTime::fromString(*text, Qt::ISODateWithMs);
        if (!time.isValid()) {
            invalid << name;
            return std::nullopt;
        }
        return time;
    }
    std::optional<QStringList> stringList(const QJsonObject &body, const QString &name)
    {
        const QJsonValue v = body.value(name);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        QStringList list;
        for (const QJsonValue &item : v.toArray()) {
            if (!item.isString())
                break;
            list << item.toString();
        }
        if (!v.isArray() || list.size() != v.toArray().size()) {
            invalid << name;
            return std::nullopt;
        }
        return list;
    }
};

// A form body or query string as the JSON object Shlink would have parsed.
QJsonObject formAsJson(const ApiRequest &request)
{
    QJsonObject object;
    for (const auto &[name, value] : request.allParams()) {
        if (name.endsWith(u"[]"_qs)) {
            const QString key = name.chopped(2);
            QJsonArray list = object.value(key).toArray();
            list.append(value);
            object.insert(key, list);
        } else if (!object.contains(name)) {
            object.insert(name, value);
        }
    }
    return object;
}

struct Paging
{
    qint64 page = 1;
    qint64 perPage = 10;  // -1: everything

    qint64 offset() const { return perPage < 0 ? 0 : (page - 1) * perPage; }
    qint64 limit() const { return perPage < 0 ? 0 : perPage; }

    QJsonObject json(qint64 total, qint64 inPage) const
    {
        const qint64 size = perPage < 0 ? std::max<qint64>(total, 1) : perPage;
        return {{u"currentPage"_qs, page},
                {u"pagesCount"_qs, std::max<qint64>(1, (total + size - 1) / size)},
                {u"itemsPerPage"_qs, perPage < 0 ? total : perPage},
                {u"itemsInCurrentPage"_qs, inPage},
                {u"totalItems"_qs, total}};
    }
};

Paging readPaging(const ApiRequest &request, QStringList &invalid, qint64 defaultPerPage)
{
    Paging paging;
    paging.perPage = defaultPerPage;
    if (request.has(u"page"_qs)) {
        bool ok = false;
        paging.page = request.param(u"page"_qs).toLongLong(&ok);
        if (!ok || paging.page > MaxPagingValue)
            invalid << u"page"_qs;
        paging.page = std::max<qint64>(1, paging.page);
    }
    if (request.has(u"itemsPerPage"_qs)) {
        bool ok = false;
        paging.perPage = request.param(u"itemsPerPage"_qs).toLongLong(&ok);
        if (!ok || paging.perPage > MaxPagingValue)
            invalid << u"itemsPerPage"_qs;
        if (paging.perPage <= 0)
            paging.perPage = -1;
    }
    return paging;
}

// startDate / endDate of a query string; an unparseable date is invalid data.
QDateTime readQueryDate(const ApiRequest &request, const QString &name, QStringList &invalid)
{
    const QString text = request.param(name);
    if (text.isEmpty())
        return {};
    const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        invalid << name;
    return time;
}

QJsonObject visitsSummary(const VisitTotals &totals)
{
    return {{u"total"_qs, totals.humans + totals.bots}, {u"nonBots"_qs, totals.humans}, {u"bots"_qs, totals.bots}};
}

bool isTrue(const QString &text)
{
    return text == u"true" || text == u"1";
}

} // namespace

ShlinkApi::ShlinkApi(std::unique_ptr<ApiContext> context)
    : m_context(std::move(context))
{
}

HttpReply ShlinkApi::handle(const QHttpServerRequest &httpRequest)
{
    const ApiRequest request(httpRequest);
    const QByteArray origin = request.header("origin");
    if (request.method() == QHttpServerRequest::Method::Options) {
        // A browser's preflight (the Shlink web client runs in one): no key is sent with it.
        HttpReply reply;
        reply.status = 204;
        // A fixed list: nothing of the request is echoed back.
        reply.headers = {{"Access-Control-Allow-Origin", "*"},
                         {"Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS"},
                         {"Access-Control-Allow-Headers", "accept, authorization, content-type, x-api-key"},
                         {"Access-Control-Max-Age", "1000"}};
        if (request.header("access-control-request-private-network") == "true")
            reply.headers.append(std::pair<QByteArray, QByteArray>("Access-Control-Allow-Private-Network", "true"));
        return reply;
    }
    HttpReply reply = route(request, request.path().mid(5));  // after "/rest"
    if (!origin.isEmpty())
        reply.headers.append(std::pair<QByteArray, QByteArray>("Access-Control-Allow-Origin", "*"));
    return reply;
}

std::optional<HttpReply> ShlinkApi::authenticate(const ApiRequest &request, qint64 &keyId)
{
    QString key = QString::fromUtf8(request.header("x-api-key"));
    // Shlink's single-step shorten takes it in the query; nothing else does, so keys stay out of logs.
    static const QRegularExpression shorten(u"^/rest(/v[123])?/short-urls/shorten/?$"_qs);
    if (key.isEmpty() && shorten.match(request.path()).hasMatch())
        key = request.param(u"apiKey"_qs);
    if (key.isEmpty())
        return problem(401, u"missing-authentication"_qs, u"Invalid authorization"_qs,
                       u"Expected one of the following authentication headers, [\"X-Api-Key\"], but none were provided"_qs);
    const auto id = m_context->keys().verify(key, QDateTime::currentMSecsSinceEpoch());
    if (!id)
        return problem(401, u"invalid-api-key"_qs, u"Invalid API key"_qs, u"Provided API key does not exist or is invalid."_qs);
    keyId = *id;
    return std::nullopt;
}

HttpReply ShlinkApi::route(const ApiRequest &request, const QString &path)
{
    static const QRegularExpression versioned(u"^/v[123](/.*)?$"_qs);
    using Method = QHttpServerRequest::Method;
    const Method method = request.method();
    QString rest = path;
    if (versioned.match(path).hasMatch())
        rest = path.mid(3);
    else if (path != u"/health")
        return problem(404, u"not-found"_qs, u"Not found"_qs, u"Requested route does not exist."_qs);
    while (rest.size() > 1 && rest.endsWith(u'/'))
        rest.chop(1);
    if (rest == u"/health") {
        static const QJsonObject health{{u"status"_qs, u"pass"_qs}, {u"version"_qs, QStringLiteral(KURZ_VERSION)}};
        return jsonReply(200, health, "application/health+json");
    }

    qint64 keyId = 0;
    if (auto refused = authenticate(request, keyId))
        return *refused;

    const QStringList parts = rest.split(u'/', Qt::SkipEmptyParts);
    const auto methodNotAllowed = [] {
        return problem(405, u"method-not-allowed"_qs, u"Method not allowed"_qs, u"This route does not accept the request's method."_qs);
    };
    if (parts.value(0) == u"short-urls") {
        if (parts.size() == 1) {
            if (method == Method::Get)
                return listShortUrls(request);
            if (method == Method::Post) {
                if (request.hasJsonBody() && !request.jsonValid())
                    return invalidData(u"The request body is not a JSON object. Send the fields as JSON, e.g. {\"longUrl\": \"https://example.org\"}."_qs, {});
                return createShortUrl(request, request.hasJsonBody() ? request.json() : formAsJson(request), keyId, false);
            }
            return methodNotAllowed();
        }
        const QString code = parts.at(1);
        if (parts.size() == 2 && code == u"shorten" && method == Method::Get)
            return createShortUrl(request, formAsJson(request), keyId, request.param(u"format"_qs) == u"txt");
        if (parts.size() == 2) {
            if (method == Method::Get) {
                const auto link = m_context->store().get(code);
                return link ? jsonReply(200, shortUrlJson(*link, m_context->shortUrlBase(request))) : notFound(code);
            }
            if (method == Method::Patch || method == Method::Put)
                return editShortUrl(request, code);
            if (method == Method::Delete)
                return deleteShortUrl(request, code);
            return methodNotAllowed();
        }
        if (parts.size() == 3 && parts.at(2) == u"visits")
            return method == Method::Get ? shortUrlVisits(request, code) : methodNotAllowed();
    } else if (rest == u"/tags") {
        if (method == Method::Get)
            return tags(isTrue(request.param(u"withStats"_qs)));
        if (method == Method::Put)
            return renameTag(request);
        if (method == Method::Delete)
            return deleteTags(request);
        return methodNotAllowed();
    } else if (rest == u"/tags/stats") {
        return method == Method::Get ? tags(true) : methodNotAllowed();
    } else if (rest == u"/visits") {
        return method == Method::Get ? visitsOverview() : methodNotAllowed();
    } else if (rest == u"/visits/orphan") {
        // Kurz does not record hits on unknown codes: the list is always empty.
        QStringList invalid;
        const Paging paging = readPaging(request, invalid, -1);
        return method == Method::Get ? jsonReply(200, {{u"visits"_qs, QJsonObject{{u"data"_qs, QJsonArray()},
                                                                                 {u"pagination"_qs, paging.json(0, 0)}}}})
                                     : methodNotAllowed();
    } else if (rest == u"/mercure-info") {
        // The web client asks for real-time updates; it carries on without them.
        return problem(501, u"mercure-not-configured"_qs, u"Mercure integration not configured"_qs,
                       u"This Shlink instance is not integrated with a mercure hub."_qs);
    } else if (rest == u"/domains") {
        return method == Method::Get ? domains(request) : methodNotAllowed();
    }
    return problem(404, u"not-found"_qs, u"Not found"_qs, u"Requested route does not exist."_qs);
}

QJsonObject ShlinkApi::shortUrlJson(const Link &link, const QString &base) const
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
    };
}

HttpReply ShlinkApi::listShortUrls(const ApiRequest &request)
{
    QStringList invalid;
    const Paging paging = readPaging(request, invalid, 10);
    LinkQuery query;
    query.search = request.param(u"searchTerm"_qs);
    query.tags = request.params(u"tags"_qs);
    const QString tagsMode = request.param(u"tagsMode"_qs);
    if (!tagsMode.isEmpty() && tagsMode != u"any" && tagsMode != u"all")
        invalid << u"tagsMode"_qs;
    query.allTags = tagsMode == u"all";
    query.createdFrom = readQueryDate(request, u"startDate"_qs, invalid);
    query.createdUntil = readQueryDate(request, u"endDate"_qs, invalid);
    query.excludeLimitReached = isTrue(request.param(u"excludeMaxVisitsReached"_qs));
    if (isTrue(request.param(u"excludePastValidUntil"_qs)))
        query.excludeExpiredAt = QDateTime::currentDateTimeUtc();

    // orderBy=field-DIR (v3), orderBy=field, or orderBy[field]=DIR (v1/v2).
    QString field = request.param(u"orderBy"_qs);
    QString direction = u"ASC"_qs;
    for (const auto &[name, value] : request.allParams()) {
        if (name.startsWith(u"orderBy["_qs) && name.endsWith(u']')) {
            field = name.mid(8, name.size() - 9);
            direction = value.toUpper();
        }
    }
    if (const qsizetype dash = field.lastIndexOf(u'-'); dash > 0) {
        direction = field.mid(dash + 1).toUpper();
        field.truncate(dash);
    }
    static const QHash<QString, LinkQuery::Sort> sorts{
        {u"shortCode"_qs, LinkQuery::Sort::Code}, {u"longUrl"_qs, LinkQuery::Sort::Target},
        {u"dateCreated"_qs, LinkQuery::Sort::Created}, {u"title"_qs, LinkQuery::Sort::Title},
        {u"visits"_qs, LinkQuery::Sort::Hits}, {u"nonBotVisits"_qs, LinkQuery::Sort::Hits},
    };
    if (field.isEmpty()) {
        query.sort = LinkQuery::Sort::Created;
        query.descending = true;
    } else if (!sorts.contains(field) || (direction != u"ASC" && direction != u"DESC")) {
        invalid << u"orderBy"_qs;
    } else {
        query.sort = sorts.value(field);
        query.descending = direction == u"DESC";
    }
    if (!invalid.isEmpty())
        return invalidData(u"Provided query parameters are not valid: "_qs + invalid.join(u", "_qs) + u'.', invalid);
    if (const QString problem = query.searchProblem(); !problem.isEmpty())
        return invalidData(problem, {u"searchTerm"_qs});

    LinkStore &store = m_context->store();
    const qint64 total = store.count(query);
    query.offset = paging.offset();
    query.limit = paging.limit();
    const QList<Link> links = store.lastError().isEmpty() ? store.page(query) : QList<Link>();
    if (!store.lastError().isEmpty())  // never an empty page for a failed read
        return errorReply(Error{Error::Kind::Storage, store.lastError(), {}});
    const QString base = m_context->shortUrlBase(request);
    QJsonArray data;
    for (const Link &link : links)
        data.append(shortUrlJson(link, base));
    return jsonReply(200, {{u"shortUrls"_qs, QJsonObject{{u"data"_qs, data}, {u"pagination"_qs, paging.json(total, links.size())}}}});
}

HttpReply ShlinkApi::createShortUrl(const ApiRequest &request, const QJsonObject &body, qint64 keyId, bool plainText)
{
    FieldReader read;
    CreateRequest create;
    create.url = read.string(body, u"longUrl"_qs).value_or(QString());
    create.alias = read.string(body, u"customSlug"_qs).value_or(QString());
    create.title = read.string(body, u"title"_qs).value_or(QString());
    create.tags = read.stringList(body, u"tags"_qs).value_or(QStringList());
    create.validFrom = read.date(body, u"validSince"_qs).value_or(QDateTime());
    create.expiresAt = read.date(body, u"validUntil"_qs).value_or(QDateTime());
    create.maxVisits = read.integer(body, u"maxVisits"_qs);
    // Out-of-range lengths stay out of range for the Shortener to refuse.
    create.codeLength = int(std::clamp<qint64>(read.integer(body, u"shortCodeLength"_qs).value_or(0), -1, 1000));
    create.crawlable = read.boolean(body, u"crawlable"_qs).value_or(false);
    create.forwardQuery = read.boolean(body, u"forwardQuery"_qs).value_or(true);
    const bool findIfExists = read.boolean(body, u"findIfExists"_qs).value_or(false);
    create.reuseExisting = findIfExists;
    if (create.url.isEmpty() && !read.invalid.contains(u"longUrl"_qs))
        read.invalid.prepend(u"longUrl"_qs);
    if (!read.invalid.isEmpty())
        return invalidData(u"Provided data is not valid: "_qs + read.invalid.join(u", "_qs) + u'.', read.invalid);

    if (const int wait = m_context->takeCreate(keyId); wait > 0) {
        HttpReply reply = problem(429, u"too-many-requests"_qs, u"Too many requests"_qs,
                                  QStringLiteral("This API key may create only a limited number of links per minute. Try again in %1 s.").arg(wait));
        reply.headers.append(std::pair<QByteArray, QByteArray>("Retry-After", QByteArray::number(wait)));
        return reply;
    }
    if (findIfExists && !create.alias.isEmpty()) {
        // Shlink answers with the link when the slug already leads to the same URL.
        const auto target = m_context->links(request).urlPolicy().normalize(create.url);
        const auto existing = m_context->store().get(create.alias);
        if (target && existing && existing->target == *target)
            return jsonReply(200, shortUrlJson(*existing, m_context->shortUrlBase(request)));
    }
    const auto created = m_context->links(request).create(create);
    if (!created)
        return errorReply(created.error(), create.alias);
    const QString base = m_context->shortUrlBase(request);
    if (plainText) {
        HttpReply reply;
        reply.contentType = "text/plain; charset=utf-8";
        reply.body = QString(base + created->link.code).toUtf8();
        return reply;
    }
    return jsonReply(200, shortUrlJson(created->link, base));
}

HttpReply ShlinkApi::editShortUrl(const ApiRequest &request, const QString &code)
{
    if (request.hasJsonBody() && !request.jsonValid())
        return invalidData(u"The request body is not a JSON object. Send the fields to change as JSON, e.g. {\"title\": \"New\"}."_qs, {});
    const QJsonObject body = request.hasJsonBody() ? request.json() : formAsJson(request);
    LinkEdit edit;
    FieldReader read;
    // Present and null clears a field; absent leaves it alone.
    if (body.contains(u"longUrl"_qs))
        edit.target = read.string(body, u"longUrl"_qs).value_or(QString());
    if (body.contains(u"title"_qs))
        edit.title = read.string(body, u"title"_qs).value_or(QString());
    if (body.contains(u"tags"_qs))
        edit.tags = read.stringList(body, u"tags"_qs).value_or(QStringList());
    if (body.contains(u"validSince"_qs))
        edit.validFrom = read.date(body, u"validSince"_qs).value_or(QDateTime());
    if (body.contains(u"validUntil"_qs))
        edit.expiresAt = read.date(body, u"validUntil"_qs).value_or(QDateTime());
    if (body.contains(u"maxVisits"_qs))
        edit.maxVisits = read.integer(body, u"maxVisits"_qs);
    if (body.contains(u"crawlable"_qs))
        edit.crawlable = read.boolean(body, u"crawlable"_qs);
    if (body.contains(u"forwardQuery"_qs))
        edit.forwardQuery = read.boolean(body, u"forwardQuery"_qs);
    if (!read.invalid.isEmpty())
        return invalidData(u"Provided data is not valid: "_qs + read.invalid.join(u", "_qs) + u'.', read.invalid);
    const auto saved = m_context->links(request).edit(code, edit);
    if (!saved && saved.error().reason == reasons::LinkNotFound)
        return notFound(code);
    if (!saved)
        return errorReply(saved.error());
    return jsonReply(200, shortUrlJson(*saved, m_context->shortUrlBase(request)));
}

HttpReply ShlinkApi::deleteShortUrl(const ApiRequest &request, const QString &code)
{
    const auto removed = m_context->links(request).remove({code});
    if (!removed && removed.error().reason == reasons::LinkNotFound)
        return notFound(code);
    if (!removed)
        return errorReply(removed.error());
    HttpReply reply;
    reply.status = 204;
    return reply;
}

HttpReply ShlinkApi::shortUrlVisits(const ApiRequest &request, const QString &code)
{
    const auto link = m_context->store().get(code);
    if (!link)
        return notFound(code);
    QStringList invalid;
    Paging paging = readPaging(request, invalid, MaxVisitsPerPage);
    // Aggregated rows expand: a page of "all" visits could be millions of objects.
    if (paging.perPage < 0 || paging.perPage > MaxVisitsPerPage)
        paging.perPage = MaxVisitsPerPage;
    VisitQuery query;
    query.linkId = link->id;
    query.from = readQueryDate(request, u"startDate"_qs, invalid);
    query.until = readQueryDate(request, u"endDate"_qs, invalid);
    query.excludeBots = isTrue(request.param(u"excludeBots"_qs));
    if (!invalid.isEmpty())
        return invalidData(u"Provided query parameters are not valid: "_qs + invalid.join(u", "_qs) + u'.', invalid);
    const qint64 total = m_context->store().countVisits(query);
    query.offset = paging.offset();
    query.limit = paging.limit();
    const QString visitedUrl = m_context->shortUrlBase(request) + link->code;
    QJsonArray data;
    for (const VisitRow &row : m_context->store().visits(query)) {
        const QJsonObject visit{
            {u"referer"_qs, row.referrerHost},
            {u"date"_qs, isoDate(row.at)},
            {u"userAgent"_qs, row.browser},
            {u"visitLocation"_qs, QJsonValue()},
            {u"potentialBot"_qs, row.bot},
            {u"visitedUrl"_qs, visitedUrl},
            {u"redirectUrl"_qs, link->target},
        };
        for (qint64 i = 0; i < row.count; ++i)
            data.append(visit);
    }
    return jsonReply(200, {{u"visits"_qs, QJsonObject{{u"data"_qs, data}, {u"pagination"_qs, paging.json(total, data.size())}}}});
}

HttpReply ShlinkApi::tags(bool withStats)
{
    QJsonArray data;
    if (withStats) {
        for (const TagStats &tag : m_context->store().tagStats())
            data.append(QJsonObject{{u"tag"_qs, tag.name},
                                    {u"shortUrlsCount"_qs, tag.links},
                                    {u"visitsSummary"_qs, visitsSummary(tag.visits)},
                                    {u"visitsCount"_qs, tag.visits.humans + tag.visits.bots}});
    } else {
        data = QJsonArray::fromStringList(m_context->store().usedTags());
    }
    const Paging all{1, -1};
    return jsonReply(200, {{u"tags"_qs, QJsonObject{{u"data"_qs, data}, {u"pagination"_qs, all.json(data.size(), data.size())}}}});
}

HttpReply ShlinkApi::renameTag(const ApiRequest &request)
{
    const QJsonObject body = request.hasJsonBody() ? request.json() : formAsJson(request);
    const QString from = body.value(u"oldName"_qs).toString().trimmed();
    const QString to = body.value(u"newName"_qs).toString().trimmed();
    QStringList invalid;
    if (from.isEmpty())
        invalid << u"oldName"_qs;
    if (to.isEmpty() || to.size() > 64 || to.contains(u','))
        invalid << u"newName"_qs;
    if (!invalid.isEmpty())
        return invalidData(u"Give the tag's oldName and a newName of 1 to 64 characters without commas."_qs, invalid);
    const QStringList used = m_context->store().usedTags();
    if (!used.contains(from))
        return problem(404, u"tag-not-found"_qs, u"Tag not found"_qs, QStringLiteral("Tag with name \"%1\" could not be found").arg(from),
                       {{u"tag"_qs, from}});
    if (used.contains(to) && to != from)
        return problem(409, u"tag-conflict"_qs, u"Tag conflict"_qs,
                       QStringLiteral("You cannot rename tag %1 to %2, because it already exists").arg(from, to),
                       {{u"oldName"_qs, from}, {u"newName"_qs, to}});
    if (const auto renamed = m_context->links(request).retag({from}, to); !renamed)
        return errorReply(renamed.error());
    HttpReply reply;
    reply.status = 204;
    return reply;
}

HttpReply ShlinkApi::deleteTags(const ApiRequest &request)
{
    if (const auto removed = m_context->links(request).retag(request.params(u"tags"_qs), {}); !removed)
        return errorReply(removed.error());
    HttpReply reply;
    reply.status = 204;
    return reply;
}

HttpReply ShlinkApi::domains(const ApiRequest &request)
{
    // One domain: the one short URLs are made with.
    const QUrl base(m_context->shortUrlBase(request));
    const QString authority = base.port() < 0 ? base.host() : base.host() + u':' + QString::number(base.port());
    const QJsonObject none{{u"baseUrlRedirect"_qs, QJsonValue()}, {u"regular404Redirect"_qs, QJsonValue()},
                           {u"invalidShortUrlRedirect"_qs, QJsonValue()}};
    return jsonReply(200, {{u"domains"_qs, QJsonObject{
        {u"data"_qs, QJsonArray{QJsonObject{{u"domain"_qs, authority}, {u"isDefault"_qs, true}, {u"redirects"_qs, none}}}},
        {u"defaultRedirects"_qs, none}}}});
}

HttpReply ShlinkApi::visitsOverview()
{
    const VisitTotals totals = m_context->store().visitTotals();
    const qint64 total = totals.humans + totals.bots;
    // The listener does not count hits on unknown codes (orphan visits) yet: always zero.
    return jsonReply(200, {{u"visits"_qs, QJsonObject{
        {u"nonOrphanVisits"_qs, visitsSummary(totals)},
        {u"orphanVisits"_qs, visitsSummary({})},
        {u"visitsCount"_qs, total},
        {u"orphanVisitsCount"_qs, 0},
    }}});
}

} // namespace kurz
