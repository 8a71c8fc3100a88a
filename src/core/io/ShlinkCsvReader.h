#pragma once

#include "core/io/CsvLinkReader.h"

namespace kurz {

// Shlink's CSV: the web client's export (createdAt, domain, shortCode, shortUrl, longUrl,
// title, tags, visits) and the importer's older form (Long URL;Tags;Domain;Short code;Title).
// Tags are separated by '|'.
class ShlinkCsvReader : public CsvLinkReader {
public:
    using CsvLinkReader::CsvLinkReader;
    static bool accepts(const CsvColumns &columns) { return columns.has("shortCode") && columns.has("longUrl"); }
    LinkFormat format() const override { return LinkFormat::ShlinkCsv; }

protected:
    void fill(const QStringList &record, ImportRow &row) const override;
};

}  // namespace kurz
