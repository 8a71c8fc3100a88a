#include "core/io/ShlinkCsvWriter.h"

#include "core/io/CsvWriter.h"

namespace kurz {

void ShlinkCsvWriter::begin()
{
    m_device.write("createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\r\n");
}

void ShlinkCsvWriter::write(const Link &link, const QList<VisitRow> &)
{
    m_device.write(csvRecord({link.createdAt.toUTC().toString(Qt::ISODate), QString(), link.code, m_baseUrl + link.code,
                              link.target, link.title, link.tags.join(u'|'), QString::number(link.hits + link.botHits)}));
}

} // namespace kurz
