#include "server/shlink/Paging.h"

#include "server/ApiRequest.h"

namespace kurz::shlink {

namespace {

constexpr qint64 MaxPagingValue = 1'000'000'000;  // page × itemsPerPage stays far from 64-bit overflow

} // namespace

Paging Paging::read(const ApiRequest &request, QStringList &invalid, qint64 defaultPerPage)
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

void Paging::capAt(qint64 most)
{
    if (perPage < 0 || perPage > most)
        perPage = most;
}

QJsonObject Paging::json(qint64 total, qint64 inPage) const
{
    const qint64 size = perPage < 0 ? std::max<qint64>(total, 1) : perPage;
    return {{u"currentPage"_qs, page},
            {u"pagesCount"_qs, std::max<qint64>(1, (total + size - 1) / size)},
            {u"itemsPerPage"_qs, perPage < 0 ? total : perPage},
            {u"itemsInCurrentPage"_qs, inPage},
            {u"totalItems"_qs, total}};
}

} // namespace kurz::shlink
