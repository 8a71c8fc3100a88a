#include "core/io/LinkWriter.h"

#include "core/io/GolinkJsonlWriter.h"
#include "core/io/KurzJsonWriter.h"
#include "core/io/ShlinkCsvWriter.h"
#include "core/store/VisitStore.h"

namespace kurz {

std::unique_ptr<LinkWriter> LinkWriter::create(LinkFormat format, QIODevice &device, const QString &baseUrl)
{
    switch (format) {
    case LinkFormat::KurzJson: return std::make_unique<KurzJsonWriter>(device);
    case LinkFormat::ShlinkCsv: return std::make_unique<ShlinkCsvWriter>(device, baseUrl);
    case LinkFormat::GolinkJsonl: return std::make_unique<GolinkJsonlWriter>(device);
    default: return nullptr;
    }
}

Result<qint64> LinkWriter::writeAll(LinkStore &store)
{
    begin();
    qint64 written = 0;
    VisitStore visits(store.database());
    std::optional<Error> failed;
    const auto read = store.forEachLink([&](const Link &link) {
        QList<VisitRow> rows;
        if (wantsVisits() && (link.hits > 0 || link.botHits > 0)) {
            auto stored = visits.rowsOf(link.id);
            if (!stored) {
                failed = stored.error();
                return false;
            }
            rows = *stored;
        }
        write(link, rows);
        ++written;
        return true;
    });
    if (!read)
        return read.error();
    if (failed)
        return *failed;
    end();
    return written;
}

} // namespace kurz
