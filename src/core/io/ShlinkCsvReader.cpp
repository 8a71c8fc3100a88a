#include "core/io/ShlinkCsvReader.h"

namespace kurz {

void ShlinkCsvReader::fill(const QStringList &record, ImportRow &row) const
{
    Link &link = row.link;
    link.code = columns().value(record, {"shortCode"});
    link.target = columns().value(record, {"longUrl"});
    link.title = columns().value(record, {"title"});
    link.tags = columns().value(record, {"tags"}).split(u'|', Qt::SkipEmptyParts);
    link.createdAt = time(columns().value(record, {"createdAt", "dateCreated"}), "createdAt", row);
    link.hits = count(columns().value(record, {"visits", "visitsCount"}), "visits", row);
}

}  // namespace kurz
