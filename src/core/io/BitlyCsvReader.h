#pragma once

#include "core/io/CsvLinkReader.h"

namespace kurz {

// Bitly's dashboard export (Link, Custom Link, Destination URL, Title) or the API's names
// (link, custom_bitlinks, long_url, title). The code is the custom link's path when there
// is one, else the bit.ly link's.
class BitlyCsvReader : public CsvLinkReader {
public:
    using CsvLinkReader::CsvLinkReader;
    static bool accepts(const CsvColumns &columns)
    {
        return columns.has("link") && (columns.has("destinationUrl") || columns.has("longUrl"))
            && !columns.has("shortCode");
    }
    LinkFormat format() const override { return LinkFormat::BitlyCsv; }

protected:
    void fill(const QStringList &record, ImportRow &row) const override;
};

}  // namespace kurz
