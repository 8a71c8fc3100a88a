#include "core/io/CsvReader.h"

#include <QCoreApplication>

namespace kurz {

CsvReader::CsvReader(QIODevice &device, QChar separator)
    : m_device(device)
    , m_separator(separator)
{
}

LineRead CsvReader::readLine(QString &line, qint64 &budget)
{
    QByteArray bytes;
    const LineRead read
        = readBoundedLine(m_device, bytes, budget, [this](QByteArrayView part) { m_quotes += part.count('"'); });
    if (read == LineRead::End)
        return read;
    ++m_line;
    budget -= bytes.size();
    m_quotes += bytes.count('"');
    if (bytes.endsWith('\n'))
        bytes.chop(1);
    if (bytes.endsWith('\r'))
        bytes.chop(1);
    line = QString::fromUtf8(bytes);
    return read;
}

qsizetype CsvReader::runEnd(const QString &line, qsizetype from) const
{
    while (from < line.size() && line.at(from) != m_separator && line.at(from) != u'"')
        ++from;
    return from;
}

bool CsvReader::next(Record &record)
{
    QString line;
    qint64 budget = MaxRowBytes;  // for the record's lines together
    LineRead read;
    do {
        budget = MaxRowBytes;
        m_quotes = 0;
        if ((read = readLine(line, budget)) == LineRead::End)
            return false;
    } while (read == LineRead::Line && line.trimmed().isEmpty());
    record = Record{m_line, {}, {}};
    const auto tooLong = [&] {
        // The record ends at the first line end after an even number of quotes: what is left
        // of it is skipped too, so that its lines are not read as records of their own.
        for (qint64 none = 0; m_quotes % 2 == 1; none = 0) {
            if (readLine(line, none) == LineRead::End)
                break;
        }
        record.fields.clear();
        record.problem = QCoreApplication::translate(
            "kurz::CsvReader", "the record is longer than %L1 MB, more than any link needs; it was not read")
                             .arg(MaxRowBytes >> 20);
        return true;
    };
    if (read == LineRead::TooLong)
        return tooLong();
    QString field;
    bool quoted = false;  // inside quotes
    bool wasQuoted = false;  // the field had quotes, now closed
    qsizetype i = 0;
    while (true) {
        if (i == line.size()) {
            if (!quoted)
                break;
            // A quoted field goes on on the next line.
            read = readLine(line, budget);
            if (read == LineRead::End) {
                record.problem = QCoreApplication::translate(
                    "kurz::CsvReader", "a quoted field that starts on line %1 never ends: add the closing \"")
                                     .arg(record.line);
                return true;
            }
            if (read == LineRead::TooLong)
                return tooLong();
            field += u'\n';
            i = 0;
            continue;
        }
        // Runs of ordinary characters are copied at once; quotes and separators one by one.
        const qsizetype stop = quoted ? line.indexOf(u'"', i) : wasQuoted ? i : runEnd(line, i);
        if (stop != i) {
            const qsizetype end = stop < 0 ? line.size() : stop;
            field += QStringView(line).sliced(i, end - i);
            i = end;
            continue;
        }
        const QChar c = line.at(i++);
        if (quoted) {
            if (c != u'"')
                field += c;
            else if (i < line.size() && line.at(i) == u'"')
                field += line.at(i++);
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
            record.problem = QCoreApplication::translate("kurz::CsvReader",
                "broken quoting: text after a closing quote; write a quote inside a quoted field as \"\"");
            return true;
        } else if (!wasQuoted) {
            field += c;
        }
    }
    record.fields.append(field);
    return true;
}

}  // namespace kurz
