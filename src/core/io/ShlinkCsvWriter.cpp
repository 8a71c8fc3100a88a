#include "core/io/ShlinkCsvWriter.h"

#include "core/io/CsvWriter.h"
#include "core/util/JsonText.h"

namespace kurz {

void ShlinkCsvWriter::begin()
{
    m_device.write("createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\r\n");
}

void ShlinkCsvWriter::write(const Link &link, const QList<VisitRow> &)
{
    QByteArray &out = m_line;
    out.clear();
    if (link.createdAt.isValid())
        appendIsoTime(out, link.createdAt, false);
    out += ',';  // the domain: the default one
    appendCsvField(out, link.code);
    appendCsvField(out, QString(m_baseUrl + link.code));
    appendCsvField(out, link.target);
    appendCsvField(out, link.title);
    appendCsvField(out, link.tags.join(u'|'));
    out += ',' + QByteArray::number(link.hits + link.botHits) + "\r\n";
    m_device.write(out);
}

} // namespace kurz
