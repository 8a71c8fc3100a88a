#include "server/shlink/VisitsController.h"

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
    addRoute(Method::Get, u"visits"_s, ApiAccess::Read, [this](const ShlinkCall &) { return overview(); });
    addRoute(
        Method::Get, u"visits/orphan"_s, ApiAccess::Read, [this](const ShlinkCall &call) { return orphans(call); });
}

HttpReply VisitsController::ofShortUrl(const ShlinkCall &call)
{
    const ApiRequest &request = call.request;
    const QString &code = call.args.at(0);
    const auto link = m_context.links(call.request).get(m_context.linkKey(call.request, code));
    if (!link)
        return linkError(link.error(), code);
    FieldReader read;
    Paging paging = Paging::read(request, read.invalid, MaxVisitsPerPage);
    // Aggregated rows expand: a page of "all" visits could be millions of objects.
    paging.capAt(MaxVisitsPerPage);
    VisitQuery query;
    query.linkId = link->id;
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
    const QString visitedUrl = link->shortUrl(m_context.shortUrlBase(request));
    QJsonArray data;
    for (const VisitRow &row : *rows) {
        const QJsonObject visit{
            {u"referer"_s, row.referrerHost},
            {u"date"_s, isoDate(row.at)},
            {u"userAgent"_s, row.browser},
            {u"visitLocation"_s, QJsonValue()},
            {u"potentialBot"_s, row.bot},
            {u"visitedUrl"_s, visitedUrl},
            {u"redirectUrl"_s, link->target},
        };
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
    // The listener does not count hits on unknown codes (orphan visits) yet: always zero.
    return json(200,
        {{u"visits"_s,
            QJsonObject{
                {u"nonOrphanVisits"_s, visitsSummary(*totals)},
                {u"orphanVisits"_s, visitsSummary({})},
                {u"visitsCount"_s, totals->humans + totals->bots},
                {u"orphanVisitsCount"_s, 0},
            }}});
}

HttpReply VisitsController::orphans(const ShlinkCall &call)
{
    // Kurz does not record hits on unknown codes: the list is always empty.
    QStringList invalid;
    const Paging paging = Paging::read(call.request, invalid, -1);
    return json(200, {{u"visits"_s, QJsonObject{{u"data"_s, QJsonArray()}, {u"pagination"_s, paging.json(0, 0)}}}});
}

}  // namespace kurz::shlink
