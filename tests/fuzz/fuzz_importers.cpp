// libFuzzer: the import readers (Shlink, YOURLS and Bitly CSV, golink JSON Lines, kurz-json) on
// any bytes. The first byte picks the format asked for (or none: recognised from the file);
// every row is read to the end. Rows come in file order, and a failure stops the reading.
#include "core/io/LinkReader.h"

#include <QBuffer>

#include <cstdlib>

using namespace kurz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static const std::optional<LinkFormat> formats[] = {std::nullopt, LinkFormat::ShlinkCsv, LinkFormat::YourlsCsv,
        LinkFormat::BitlyCsv, LinkFormat::GolinkJsonl, LinkFormat::KurzJson};
    const auto format = formats[data[0] % std::size(formats)];
    QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    auto reader = LinkReader::open(device, format);
    if (!reader)
        return 0;
    if (format && (*reader)->format() != *format)
        std::abort();
    ImportRow row;
    qint64 line = 0;
    while ((*reader)->next(row)) {
        if (row.line < line)
            std::abort();
        line = row.line;
        row = {};
    }
    return 0;
}
