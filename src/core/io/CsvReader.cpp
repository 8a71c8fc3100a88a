#include "core/io/CsvReader.h"

#include <QCoreApplication>

namespace kurz {

CsvReader::CsvReader(QIODevice &device, QChar separator)
    : m_device(device)
    , m_separator(separator)
{
}

bool CsvReader::readLine(QString &line)
{
    if (m_device.atEnd())
        return false;
    QByteArray bytes = m_device.readLine();
    ++m_line;
    if (bytes.endsWith('\n'))
        bytes.chop(1);
    if (bytes.endsWith('\r'))
        bytes.chop(1);
    line = QString::fromUtf8(bytes);
    return true;
}

bool CsvReader::next(Record &record)
{
    QString line;
    do {
        if (!readLine(line))
            return false;
    } while (line.trimmed().isEmpty());
    record = Record{m_line, {}, {}};
    QString field;
    bool quoted = false;    // inside quotes
    bool wasQuoted = false; // the field had quotes, now closed
    qsizetype i = 0;
    while (true) {
        if (i == line.size()) {
            if (!quoted)
                break;
            // A quoted field goes on on the next line.
            if (!readLine(line)) {
                record.problem = QCoreApplication::translate("kurz::CsvReader", "a quoted field that starts on line %1 never ends: add the closing \"").arg(record.line);
                return true;
            }
            field += u'\n';
            i = 0;
            continue;
        }
        const QChar c = line.at(i++);
        if (quoted) {
            if (c != u'"')
                field += c;
            else if (i < line.size() && line.at(i) == u'"')
                field += line.at(i++) ;
            else {
                quoted = false;
                wasQuoted = true;
            }
        } else if (c == m_separator) {
            record.fields.append(field);
            field.clear();
            wasQuoted = false;
        } else if (c == u'"' && field.trimmed().isEmpty() && !wasQuoted) {
            quoted = true;
            field.clear();
        } else if (wasQuoted && !c.isSpace()) {
            record.problem = QCoreApplication::translate("kurz::CsvReader", "broken quoting: text after a closing quote; write a quote inside a quoted field as \"\"");
            return true;
        } else if (!wasQuoted) {
            field += c;
        }
    }
    record.fields.append(field);
    return true;
}

} // namespace kurz
