#pragma once

#include "core/io/CsvColumns.h"
#include "core/io/CsvReader.h"
#include "core/io/LinkReader.h"

namespace kurz {

// The part every CSV import format shares: records in, rows out; a format fills in a link
// from one record's fields.
class CsvLinkReader : public LinkReader {
public:
    CsvLinkReader(std::unique_ptr<CsvReader> csv, CsvColumns columns);

    bool next(ImportRow &row) override;

protected:
    // Fills row.link from the record, or sets row.problem.
    virtual void fill(const QStringList &record, ImportRow &row) const = 0;
    const CsvColumns &columns() const { return m_columns; }
    // A count column's value: empty is 0; problem set when it is not a whole number.
    static qint64 count(const QString &text, const char *column, ImportRow &row);
    // A time column's value; problem set when it is neither empty nor a time.
    static QDateTime time(const QString &text, const char *column, ImportRow &row);

private:
    std::unique_ptr<CsvReader> m_csv;
    CsvColumns m_columns;
};

}  // namespace kurz
