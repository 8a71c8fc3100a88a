#include "server/shlink/ShortUrlsController.h"

#include "core/links/LinkNetworks.h"
#include "core/links/LinkPassword.h"
#include "server/ApiContext.h"
#include "server/ApiRequest.h"
#include "server/shlink/FieldReader.h"
#include "server/shlink/Paging.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

namespace {

// Kurz's extension field (docs/api.md): a link's password, write-only. Answers carry only
// "kurzProtected"; Shlink clients that know neither leave both alone.
const QString PasswordField = u"kurzPassword"_s;
// Kurz's extension field: the client networks a link answers, a list of CIDR ranges.
const QString NetworksField = u"kurzNetworks"_s;
// Kurz's extension field: where visitors go while the link is expired, used up or disabled
// (instead of 410); null or "" for the server's default.
const QString ExpiredUrlField = u"kurzExpiredUrl"_s;

// The networks of `body`'s kurzNetworks (absent: nothing; null or []: every client), or
// the field's name in `read.invalid`.
std::optional<QString> networksOf(FieldReader &read, const QJsonObject &body)
{
    if (!body.contains(NetworksField))
        return std::nullopt;
    if (body.value(NetworksField).isNull())
        return QString();
    const auto list = read.stringList(body, NetworksField);
    const QString text = list ? list->join(u", "_s) : QString();
    if (!list || !linknetworks::parse(text)) {
        if (!read.invalid.contains(NetworksField))
            read.invalid.append(NetworksField);
        return std::nullopt;
    }
    return linknetworks::canonical(text);
}

// Hashes `password` into `hash` (before the write, outside its lock); a 400 when refused.
std::optional<HttpReply> hashInto(const QString &password, QString &hash)
{
    const auto hashed = linkpassword::hash(password);
    if (!hashed)
        return invalidData(hashed.error().message, {PasswordField});
    hash = *hashed;
    return std::nullopt;
}

}  // namespace

ShortUrlsController::ShortUrlsController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(Method::Get, u"short-urls"_s, ApiAccess::Read, [this](const ShlinkCall &call) { return list(call); });
    addRoute(Method::Post, u"short-urls"_s, ApiAccess::Create, [this](const ShlinkCall &call) {
        if (call.request.hasJsonBody() && !call.request.jsonValid())
            return invalidData(
                u"The request body is not a JSON object. Send the fields as JSON, e.g. {\"longUrl\": \"https://example.org\"}."_s,
                {});
        return create(call, FieldReader::body(call.request), false);
    });
    addRoute(Method::Get, u"short-urls/shorten"_s, ApiAccess::Create, [this](const ShlinkCall &call) {
        const QJsonObject form = FieldReader::form(call.request);
        if (form.contains(PasswordField))  // an address ends up in logs
            return invalidData(u"Send kurzPassword in the body of a POST, never in an address."_s, {PasswordField});
        return create(call, form, call.request.param(u"format"_s) == u"txt");
    });
    addRoute(Method::Get, u"short-urls/:code"_s, ApiAccess::Read, [this](const ShlinkCall &call) { return get(call); });
    addRoute(Method::Patch, u"short-urls/:code"_s, ApiAccess::ChangeLink,
        [this](const ShlinkCall &call) { return edit(call); });
    addRoute(Method::Put, u"short-urls/:code"_s, ApiAccess::ChangeLink,
        [this](const ShlinkCall &call) { return edit(call); });
    addRoute(Method::Delete, u"short-urls/:code"_s, ApiAccess::ChangeLink,
        [this](const ShlinkCall &call) { return remove(call); });
}

HttpReply ShortUrlsController::list(const ShlinkCall &call)
{
    const ApiRequest &request = call.request;
    FieldReader read;
    Paging paging = Paging::read(request, read.invalid, 10);
    // One answer builds in memory whole: "all" at 100,000 links was 41 MB and 620 MB of RSS.
    paging.capAt(MaxShortUrlsPerPage);
    LinkQuery query;
    query.tags = request.params(u"tags"_s);
    const QString tagsMode = request.param(u"tagsMode"_s);
    if (!tagsMode.isEmpty() && tagsMode != u"any" && tagsMode != u"all")
        read.invalid << u"tagsMode"_s;
    query.allTags = tagsMode == u"all";
    query.setSearchText(request.param(u"searchTerm"_s));  // Kurz's tag: and status: words too
    query.createdFrom = read.queryDate(request, u"startDate"_s);
    query.createdUntil = read.queryDate(request, u"endDate"_s);
    query.excludeLimitReached = FieldReader::isTrue(request.param(u"excludeMaxVisitsReached"_s));
    if (const QString domain = request.param(u"domain"_s); !domain.isEmpty()) {
        const auto named = m_context.domainOf(request, domain);
        if (!named)
            read.invalid << u"domain"_s;
        else
            query.domain = *named;
    }
    if (FieldReader::isTrue(request.param(u"excludePastValidUntil"_s)))
        query.excludeExpiredAt = QDateTime::currentDateTimeUtc();

    // orderBy=field-DIR (v3), orderBy=field, or orderBy[field]=DIR (v1/v2).
    QString field = request.param(u"orderBy"_s);
    QString direction = u"ASC"_s;
    for (const auto &[name, value] : request.allParams()) {
        if (name.startsWith(u"orderBy["_s) && name.endsWith(u']')) {
            field = name.mid(8, name.size() - 9);
            direction = value.toUpper();
        }
    }
    if (const qsizetype dash = field.lastIndexOf(u'-'); dash > 0) {
        direction = field.mid(dash + 1).toUpper();
        field.truncate(dash);
    }
    static const QHash<QString, LinkQuery::Sort> sorts{
        {u"shortCode"_s, LinkQuery::Sort::Code},
        {u"longUrl"_s, LinkQuery::Sort::Target},
        {u"dateCreated"_s, LinkQuery::Sort::Created},
        {u"title"_s, LinkQuery::Sort::Title},
        {u"visits"_s, LinkQuery::Sort::Hits},
        {u"nonBotVisits"_s, LinkQuery::Sort::Hits},
    };
    if (field.isEmpty()) {
        query.sort = LinkQuery::Sort::Created;
        query.descending = true;
    } else if (!sorts.contains(field) || (direction != u"ASC" && direction != u"DESC")) {
        read.invalid << u"orderBy"_s;
    } else {
        query.sort = sorts.value(field);
        query.descending = direction == u"DESC";
    }
    if (!read.invalid.isEmpty())
        return invalidData(
            u"Provided query parameters are not valid: "_s + read.invalid.join(u", "_s) + u'.', read.invalid);
    if (const Result<void> searchable = query.checkSearch(); !searchable.ok())
        return invalidData(searchable.error().message, {u"searchTerm"_s});

    const auto total = m_context.store().pages().count(query);
    if (!total)
        return errorReply(total.error());
    query.offset = paging.offset();
    query.limit = paging.limit();
    query.expectedRows = *total;  // page() need not count again to choose its plan
    const auto links = m_context.store().pages().page(query);
    if (!links)
        return errorReply(links.error());
    const QString base = m_context.shortUrlBase(request);
    QJsonArray data;
    for (const Link &link : *links)
        data.append(shortUrl(link, base));
    return json(
        200, {{u"shortUrls"_s, QJsonObject{{u"data"_s, data}, {u"pagination"_s, paging.json(*total, links->size())}}}});
}

HttpReply ShortUrlsController::create(const ShlinkCall &call, const QJsonObject &body, bool plainText)
{
    FieldReader read;
    CreateRequest create;
    create.url = read.string(body, u"longUrl"_s).value_or(QString());
    create.alias = read.string(body, u"customSlug"_s).value_or(QString());
    create.title = read.string(body, u"title"_s).value_or(QString());
    create.tags = read.stringList(body, u"tags"_s).value_or(QStringList());
    create.validFrom = read.date(body, u"validSince"_s).value_or(QDateTime());
    create.expiresAt = read.date(body, u"validUntil"_s).value_or(QDateTime());
    create.maxVisits = read.integer(body, u"maxVisits"_s);
    // Out-of-range lengths stay out of range for the Shortener to refuse.
    create.codeLength = int(std::clamp<qint64>(read.integer(body, u"shortCodeLength"_s).value_or(0), -1, 1000));
    create.crawlable = read.boolean(body, u"crawlable"_s).value_or(false);
    create.forwardQuery = read.boolean(body, u"forwardQuery"_s).value_or(true);
    const bool findIfExists = read.boolean(body, u"findIfExists"_s).value_or(false);
    create.reuseExisting = findIfExists;
    create.networks = networksOf(read, body).value_or(QString());
    create.apiKeyId = call.keyId;
    create.expiredUrl = read.string(body, ExpiredUrlField).value_or(QString());
    if (const auto domain = read.string(body, u"domain"_s); domain && !domain->isEmpty()) {
        const auto named = m_context.domainOf(call.request, *domain);
        if (!named)
            read.invalid << u"domain"_s;
        else
            create.domain = *named;
    }
    if (create.domain.isEmpty()) {
        create.domain = call.keyDomain;  // a domain-specific key's links are on its domain, as Shlink's
    } else if (!call.keyDomain.isEmpty()) {
        ApiKeyScope scope;
        scope.domain = call.keyDomain;
        if (const auto missing
            = scope.refusal(ApiAccess::Create, call.keyId, QDateTime::currentMSecsSinceEpoch(), 0, create.domain))
            return scopeMissing(*missing);
    }
    if (create.url.isEmpty() && !read.invalid.contains(u"longUrl"_s))
        read.invalid.prepend(u"longUrl"_s);
    if (!read.invalid.isEmpty())
        return invalidData(u"Provided data is not valid: "_s + read.invalid.join(u", "_s) + u'.', read.invalid);
    if (const auto password = read.string(body, PasswordField); password && !password->isEmpty()) {
        if (auto refused = hashInto(*password, create.passwordHash))
            return *refused;
    } else if (!read.invalid.isEmpty()) {
        return invalidData(u"Provided data is not valid: "_s + read.invalid.join(u", "_s) + u'.', read.invalid);
    }

    if (const int wait = m_context.takeCreate(call.keyId); wait > 0) {
        HttpReply reply = problem(429, u"too-many-requests"_s, u"Too many requests"_s,
            QStringLiteral("This API key may create only a limited number of links per minute. Try again in %1 s.")
                .arg(wait));
        reply.headers.append(std::pair<QByteArray, QByteArray>("Retry-After", QByteArray::number(wait)));
        return reply;
    }
    LinkService &links = m_context.links(call.request);
    if (findIfExists && !create.alias.isEmpty()) {
        // Shlink answers with the link when the slug already leads to the same URL.
        const auto target = links.urlPolicy().normalize(create.url);
        const auto existing = m_context.store().get(create.alias, create.domain);
        if (!existing && existing.error().kind != Error::Kind::NotFound)
            return errorReply(existing.error());
        if (target && existing && existing->target == *target)
            return json(200, shortUrl(*existing, m_context.shortUrlBase(call.request)));
    }
    const auto created = links.create(create);
    if (!created)
        return errorReply(created.error(), create.alias);
    const QString base = m_context.shortUrlBase(call.request);
    if (plainText) {
        HttpReply reply;
        reply.contentType = "text/plain; charset=utf-8";
        reply.body = created->link.shortUrl(base).toUtf8();
        return reply;
    }
    return json(200, shortUrl(created->link, base));
}

HttpReply ShortUrlsController::get(const ShlinkCall &call)
{
    const QString &code = call.args.at(0);
    const auto link = m_context.links(call.request).get(m_context.linkKey(call.request, code));
    if (!link)
        return linkError(link.error(), code);
    return json(200, shortUrl(*link, m_context.shortUrlBase(call.request)));
}

HttpReply ShortUrlsController::edit(const ShlinkCall &call)
{
    const ApiRequest &request = call.request;
    const QString &code = call.args.at(0);
    if (request.hasJsonBody() && !request.jsonValid())
        return invalidData(
            u"The request body is not a JSON object. Send the fields to change as JSON, e.g. {\"title\": \"New\"}."_s,
            {});
    const QJsonObject body = FieldReader::body(request);
    LinkEdit edit;
    FieldReader read;
    // Present and null clears a field; absent leaves it alone.
    if (body.contains(u"longUrl"_s))
        edit.target = read.string(body, u"longUrl"_s).value_or(QString());
    if (body.contains(u"title"_s))
        edit.title = read.string(body, u"title"_s).value_or(QString());
    if (body.contains(u"tags"_s))
        edit.tags = read.stringList(body, u"tags"_s).value_or(QStringList());
    if (body.contains(u"validSince"_s))
        edit.validFrom = read.date(body, u"validSince"_s).value_or(QDateTime());
    if (body.contains(u"validUntil"_s))
        edit.expiresAt = read.date(body, u"validUntil"_s).value_or(QDateTime());
    if (body.contains(u"maxVisits"_s))
        edit.maxVisits = read.integer(body, u"maxVisits"_s);
    if (body.contains(u"crawlable"_s))
        edit.crawlable = read.boolean(body, u"crawlable"_s);
    if (body.contains(u"forwardQuery"_s))
        edit.forwardQuery = read.boolean(body, u"forwardQuery"_s);
    edit.networks = networksOf(read, body);
    if (body.contains(ExpiredUrlField))
        edit.expiredUrl = read.string(body, ExpiredUrlField).value_or(QString());
    std::optional<QString> password;
    if (body.contains(PasswordField))
        password = read.string(body, PasswordField).value_or(QString());
    if (!read.invalid.isEmpty())
        return invalidData(u"Provided data is not valid: "_s + read.invalid.join(u", "_s) + u'.', read.invalid);
    if (password) {
        // Null or "" removes it.
        if (password->isEmpty()) {
            edit.passwordHash = QString();
        } else {
            QString hash;
            if (auto refused = hashInto(*password, hash))
                return *refused;
            edit.passwordHash = hash;
        }
    }
    const auto saved = m_context.links(request).edit(m_context.linkKey(request, code), edit);
    if (!saved)
        return linkError(saved.error(), code);
    return json(200, shortUrl(*saved, m_context.shortUrlBase(request)));
}

HttpReply ShortUrlsController::remove(const ShlinkCall &call)
{
    const QString &code = call.args.at(0);
    const auto removed = m_context.links(call.request).remove({m_context.linkKey(call.request, code)});
    if (!removed)
        return linkError(removed.error(), code);
    return noContent();
}

}  // namespace kurz::shlink
