#include "core/io/ShlinkCsvWriter.h"

#include "core/io/CsvWriter.h"
#include "core/util/JsonText.h"

namespace kurz {

void ShlinkCsvWriter::begin()
{
    m_device.write("createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\r\n");
}

// A field that starts as a formula does in Excel, LibreOffice and Google Sheets (= + - @, tab,
// carriage return) gets a leading apostrophe when asked: the spreadsheet shows it as text.
void ShlinkCsvWriter::appendField(QByteArray &out, const QString &field) const
{
    static const QString FormulaStarts = QStringLiteral("=+-@\t\r");
    if (m_safeForSpreadsheets && !field.isEmpty() && FormulaStarts.contains(field.front()))
        appendCsvField(out, QString(u'\'' + field));
    else
        appendCsvField(out, field);
}

void ShlinkCsvWriter::write(const Link &link, const QList<VisitRow> &)
{
    QByteArray &out = m_line;
    out.clear();
    if (link.createdAt.isValid())
        appendIsoTime(out, link.createdAt, false);
    out += ',';  // the domain: the default one
    appendField(out, link.code);
    appendField(out, QString(m_baseUrl + link.code));
    appendField(out, link.target);
    appendField(out, link.title);
    appendField(out, link.tags.join(u'|'));
    out += ',' + QByteArray::number(link.hits + link.botHits) + "\r\n";
    m_device.write(out);
}

}  // namespace kurz
