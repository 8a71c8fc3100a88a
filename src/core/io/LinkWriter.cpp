#include "core/io/LinkWriter.h"

#include "core/io/GolinkJsonlWriter.h"
#include "core/io/KurzJsonWriter.h"
#include "core/io/ShlinkCsvWriter.h"

namespace kurz {

std::unique_ptr<LinkWriter> LinkWriter::create(LinkFormat format, QIODevice &device, const QString &baseUrl,
                                               bool safeForSpreadsheets)
{
    switch (format) {
    case LinkFormat::KurzJson: return std::make_unique<KurzJsonWriter>(device);
    case LinkFormat::ShlinkCsv: return std::make_unique<ShlinkCsvWriter>(device, baseUrl, safeForSpreadsheets);
    case LinkFormat::GolinkJsonl: return std::make_unique<GolinkJsonlWriter>(device);
    default: return nullptr;
    }
}

Result<qint64> LinkWriter::writeAll(LinkStore &store)
{
    begin();
    qint64 written = 0;
    const auto write = [&](const Link &link, const QList<VisitRow> &visits) {
        this->write(link, visits);
        ++written;
        return true;
    };
    const auto read = wantsVisits() ? store.forEachLinkWithVisits(write)
                                    : store.forEachLink([&](const Link &link) { return write(link, {}); });
    if (!read)
        return read.error();
    end();
    return written;
}

} // namespace kurz
