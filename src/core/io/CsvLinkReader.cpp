#include "core/io/CsvLinkReader.h"

#include <QCoreApplication>

namespace kurz {

CsvLinkReader::CsvLinkReader(std::unique_ptr<CsvReader> csv, CsvColumns columns)
    : m_csv(std::move(csv))
    , m_columns(std::move(columns))
{
}

bool CsvLinkReader::next(ImportRow &row)
{
    CsvReader::Record record;
    if (!m_csv->next(record))
        return false;
    row = ImportRow{};
    row.line = record.line;
    row.problem = record.problem;
    if (row.problem.isEmpty())
        fill(record.fields, row);
    return true;
}

qint64 CsvLinkReader::count(const QString &text, const char *column, ImportRow &row)
{
    if (text.isEmpty())
        return 0;
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < 0)
        row.problem = QCoreApplication::translate("kurz::CsvLinkReader", "%1 '%2' is not a whole number")
                          .arg(QLatin1String(column), text.left(40));
    return value;
}

QDateTime CsvLinkReader::time(const QString &text, const char *column, ImportRow &row)
{
    const QDateTime value = parseTime(text);
    if (!text.isEmpty() && !value.isValid())
        row.problem = QCoreApplication::translate(
            "kurz::CsvLinkReader", "%1 '%2' is not a date and time (write it as 2024-05-01T12:00:00Z)")
                          .arg(QLatin1String(column), text.left(40));
    return value;
}

}  // namespace kurz
