#pragma once

#include <QJsonObject>
#include <QStringList>

namespace kurz {

class ApiRequest;

namespace shlink {

// `page` and `itemsPerPage` of a list, and the pagination object Shlink answers with.
struct Paging {
    qint64 page = 1;
    qint64 perPage = 10;  // -1: everything

    // Reads the request's paging; bad values are noted in `invalid`.
    static Paging read(const ApiRequest &request, QStringList &invalid, qint64 defaultPerPage);

    // Pages of at most `most` items: everything (-1) and anything more become `most`, and the
    // pagination object then says how many pages there are.
    void capAt(qint64 most);

    qint64 offset() const { return perPage < 0 ? 0 : (page - 1) * perPage; }
    qint64 limit() const { return perPage < 0 ? 0 : perPage; }
    QJsonObject json(qint64 total, qint64 inPage) const;
};

}  // namespace shlink
}  // namespace kurz
