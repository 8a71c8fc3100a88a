#pragma once

#include "core/io/CsvLinkReader.h"

namespace kurz {

// The YOURLS import/export plugin's CSV: source (the keyword as /keyword/), target, hits;
// title and timestamp when present.
class YourlsCsvReader : public CsvLinkReader {
public:
    using CsvLinkReader::CsvLinkReader;
    static bool accepts(const CsvColumns &columns) { return columns.has("source") && columns.has("target"); }
    LinkFormat format() const override { return LinkFormat::YourlsCsv; }

protected:
    void fill(const QStringList &record, ImportRow &row) const override;
};

}  // namespace kurz
