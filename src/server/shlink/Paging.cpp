#include "server/shlink/Paging.h"

#include "server/ApiRequest.h"

using namespace Qt::StringLiterals;

namespace kurz::shlink {

namespace {

constexpr qint64 MaxPagingValue = 1'000'000'000;  // page × itemsPerPage stays far from 64-bit overflow

}  // namespace

Paging Paging::read(const ApiRequest &request, QStringList &invalid, qint64 defaultPerPage)
{
    Paging paging;
    paging.perPage = defaultPerPage;
    if (request.has(u"page"_s)) {
        bool ok = false;
        paging.page = request.param(u"page"_s).toLongLong(&ok);
        if (!ok || paging.page > MaxPagingValue)
            invalid << u"page"_s;
        paging.page = std::max<qint64>(1, paging.page);
    }
    if (request.has(u"itemsPerPage"_s)) {
        bool ok = false;
        paging.perPage = request.param(u"itemsPerPage"_s).toLongLong(&ok);
        if (!ok || paging.perPage > MaxPagingValue)
            invalid << u"itemsPerPage"_s;
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
    return {{u"currentPage"_s, page}, {u"pagesCount"_s, std::max<qint64>(1, (total + size - 1) / size)},
        {u"itemsPerPage"_s, perPage < 0 ? total : perPage}, {u"itemsInCurrentPage"_s, inPage},
        {u"totalItems"_s, total}};
}

}  // namespace kurz::shlink
