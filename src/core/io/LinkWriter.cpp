#include "core/io/LinkWriter.h"

#include "core/io/GolinkJsonlWriter.h"
#include "core/io/KurzJsonWriter.h"
#include "core/io/ShlinkCsvWriter.h"

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
    const bool read = store.forEachLink([&](const Link &link) {
        const bool hasVisits = wantsVisits() && (link.hits > 0 || link.botHits > 0);
        write(link, hasVisits ? store.visitRowsOf(link.id) : QList<VisitRow>());
        ++written;
        return true;
    });
    if (!read)
        return Error{Error::Kind::Storage, QStringLiteral("Cannot read the links: %1").arg(store.lastError()), {}, reasons::Storage};
    end();
    return written;
}

} // namespace kurz
