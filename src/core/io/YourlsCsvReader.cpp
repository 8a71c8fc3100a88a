#include "core/io/YourlsCsvReader.h"

namespace kurz {

void YourlsCsvReader::fill(const QStringList &record, ImportRow &row) const
{
    Link &link = row.link;
    QString keyword = columns().value(record, {"source"});
    while (keyword.startsWith(u'/'))
        keyword.remove(0, 1);
    while (keyword.endsWith(u'/'))
        keyword.chop(1);
    link.code = keyword;
    link.target = columns().value(record, {"target"});
    link.title = columns().value(record, {"title"});
    link.createdAt = time(columns().value(record, {"timestamp"}), "timestamp", row);
    link.hits = count(columns().value(record, {"hits", "clicks"}), "hits", row);
}

}  // namespace kurz
