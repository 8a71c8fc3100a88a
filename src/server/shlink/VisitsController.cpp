#include "server/shlink/VisitsController.h"

#include "core/store/DomainStore.h"
#include "server/ApiContext.h"
#include "server/ApiRequest.h"
#include "server/shlink/FieldReader.h"
#include "server/shlink/Paging.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

namespace {

constexpr qint64 MaxVisitsPerPage = 5000;  // the page size the Shlink web client asks for

}  // namespace

VisitsController::VisitsController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(Method::Get, u"short-urls/:code/visits"_s, ApiAccess::Read,
        [this](const ShlinkCall &call) { return ofShortUrl(call); });
    addRoute(Method::Delete, u"short-urls/:code/visits"_s, ApiAccess::ChangeLink,
        [this](const ShlinkCall &call) { return deleteOfShortUrl(call); });
    addRoute(
        Method::Get, u"tags/:tag/visits"_s, ApiAccess::Read, [this](const ShlinkCall &call) { return ofTag(call); });
    addRoute(Method::Get, u"domains/:domain/visits"_s, ApiAccess::Read,
        [this](const ShlinkCall &call) { return ofDomain(call); });
    addRoute(Method::Get, u"visits"_s, ApiAccess::Read, [this](const ShlinkCall &) { return overview(); });
    addRoute(Method::Get, u"visits/non-orphan"_s, ApiAccess::Read,
        [this](const ShlinkCall &call) { return nonOrphans(call); });
    addRoute(
        Method::Get, u"visits/orphan"_s, ApiAccess::Read, [this](const ShlinkCall &call) { return orphans(call); });
    // Orphan visits belong to no key's links: deleting them changes what every key sees.
    addRoute(Method::Delete, u"visits/orphan"_s, ApiAccess::ChangeAll,
        [this](const ShlinkCall &) { return deleteOrphans(); });
}

HttpReply VisitsController::ofShortUrl(const ShlinkCall &call)
{
    const QString &code = call.args.at(0);
    const auto link = m_context.links(call.request).get(m_context.linkKey(call.request, code));
    if (!link)
        return linkError(link.error(), code);
    VisitQuery query;
    query.linkId = link->id;
    return page(call, query);
}

HttpReply VisitsController::ofTag(const ShlinkCall &call)
{
    const QString &tag = call.args.at(0);
    const auto used = m_context.store().pages().usedTags();
    if (!used)
        return errorReply(used.error());
    if (!used->contains(tag))
        return tagNotFound(tag);
    VisitQuery query;
    query.tag = tag;
    return page(call, query);
}

// Shlink's keyword DEFAULT, or the default domain's own name, is the default domain; another
// name must be a domain that has links or redirects.
HttpReply VisitsController::ofDomain(const ShlinkCall &call)
{
    const QString &asked = call.args.at(0);
    const auto domain
        = asked == u"DEFAULT" ? std::optional<QString>(QString()) : m_context.domainOf(call.request, asked);
    if (!domain)
        return domainNotFound(asked);
    if (!domain->isEmpty()) {
        const auto known = DomainStore(m_context.store().database()).names();
        if (!known)
            return errorReply(known.error());
        if (!known->contains(*domain))
            return domainNotFound(asked);
    }
    VisitQuery query;
    query.domain = *domain;
    return page(call, query);
}

HttpReply VisitsController::nonOrphans(const ShlinkCall &call)
{
    return page(call, VisitQuery{});
}

HttpReply VisitsController::orphans(const ShlinkCall &call)
{
    VisitQuery query;
    query.orphans = true;
    QStringList invalid;
    if (const QString type = call.request.param(u"type"_s); !type.isEmpty()) {
        if (const auto kind = orphanTypeFromName(type))
            query.orphanType = *kind;
        else
            invalid << u"type"_s;
    }
    return page(call, query, invalid);
}

HttpReply VisitsController::page(const ShlinkCall &call, VisitQuery query, QStringList invalid)
{
    const ApiRequest &request = call.request;
    FieldReader read;
    read.invalid = std::move(invalid);
    Paging paging = Paging::read(request, read.invalid, MaxVisitsPerPage);
    // Aggregated rows expand: a page of "all" visits could be millions of objects.
    paging.capAt(MaxVisitsPerPage);
    query.from = read.queryDate(request, u"startDate"_s);
    query.until = read.queryDate(request, u"endDate"_s);
    query.excludeBots = FieldReader::isTrue(request.param(u"excludeBots"_s));
    if (!read.invalid.isEmpty())
        return invalidData(
            u"Provided query parameters are not valid: "_s + read.invalid.join(u", "_s) + u'.', read.invalid);
    const auto total = m_context.visits().count(query);
    if (!total)
        return errorReply(total.error());
    query.offset = paging.offset();
    query.limit = paging.limit();
    const auto rows = m_context.visits().visits(query);
    if (!rows)
        return errorReply(rows.error());
    // The links of the page's visits, each read once: their short URL and own target.
    const QString base = m_context.shortUrlBase(request);
    QHash<qint64, std::pair<QString, QString>> links;
    QJsonArray data;
    for (const VisitRow &row : *rows) {
        QJsonObject visit{
            {u"referer"_s, row.referrerHost},
            {u"date"_s, isoDate(row.at)},
            {u"userAgent"_s, row.browser},
            {u"visitLocation"_s, QJsonValue()},
            {u"potentialBot"_s, row.bot},
        };
        QJsonValue redirect = row.redirectUrl.isEmpty() ? QJsonValue() : QJsonValue(row.redirectUrl);
        if (query.orphans) {
            visit.insert(u"visitedUrl"_s, row.visitedUrl.isEmpty() ? QJsonValue() : QJsonValue(row.visitedUrl));
            visit.insert(u"type"_s, orphanTypeName(row.kind));
        } else {
            auto link = links.find(row.linkId);
            if (link == links.end()) {
                const auto found = m_context.store().getById(row.linkId);
                if (!found && found.error().kind != Error::Kind::NotFound)
                    return errorReply(found.error());
                link = links.insert(row.linkId,
                    found ? std::pair{found->shortUrl(base), found->target} : std::pair<QString, QString>{});
            }
            visit.insert(u"visitedUrl"_s, link->first.isEmpty() ? QJsonValue() : QJsonValue(link->first));
            if (row.toTarget)
                redirect = link->second.isEmpty() ? QJsonValue() : QJsonValue(link->second);
        }
        visit.insert(u"redirectUrl"_s, redirect);
        for (qint64 i = 0; i < row.count; ++i)
            data.append(visit);
    }
    return json(
        200, {{u"visits"_s, QJsonObject{{u"data"_s, data}, {u"pagination"_s, paging.json(*total, data.size())}}}});
}

HttpReply VisitsController::overview()
{
    const auto totals = m_context.visits().totals();
    if (!totals)
        return errorReply(totals.error());
    const auto orphans = m_context.visits().totals(true);
    if (!orphans)
        return errorReply(orphans.error());
    return json(200,
        {{u"visits"_s,
            QJsonObject{
                {u"nonOrphanVisits"_s, visitsSummary(*totals)},
                {u"orphanVisits"_s, visitsSummary(*orphans)},
                {u"visitsCount"_s, totals->humans + totals->bots},
                {u"orphanVisitsCount"_s, orphans->humans + orphans->bots},
            }}});
}

HttpReply VisitsController::deleteOfShortUrl(const ShlinkCall &call)
{
    const QString &code = call.args.at(0);
    const auto link = m_context.links(call.request).get(m_context.linkKey(call.request, code));
    if (!link)
        return linkError(link.error(), code);
    const auto deleted = m_context.visits().deleteOf(link->id);
    if (!deleted)
        return errorReply(deleted.error());
    return json(200, {{u"deletedVisits"_s, *deleted}});
}

HttpReply VisitsController::deleteOrphans()
{
    const auto deleted = m_context.visits().deleteOrphans();
    if (!deleted)
        return errorReply(deleted.error());
    return json(200, {{u"deletedVisits"_s, *deleted}});
}

}  // namespace kurz::shlink
