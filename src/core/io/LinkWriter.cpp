#include "core/io/LinkWriter.h"

#include "core/io/GolinkJsonlWriter.h"
#include "core/io/KurzJsonWriter.h"
#include "core/io/ShlinkCsvWriter.h"

#include <QCoreApplication>

namespace kurz {

std::unique_ptr<LinkWriter> LinkWriter::create(
    LinkFormat format, QIODevice &device, const QString &baseUrl, bool safeForSpreadsheets)
{
    switch (format) {
    case LinkFormat::KurzJson: return std::make_unique<KurzJsonWriter>(device);
    case LinkFormat::ShlinkCsv: return std::make_unique<ShlinkCsvWriter>(device, baseUrl, safeForSpreadsheets);
    case LinkFormat::GolinkJsonl: return std::make_unique<GolinkJsonlWriter>(device);
    default: return nullptr;
    }
}

Result<qint64> LinkWriter::writeAll(LinkStore &store, const QList<qint64> *only, const WriteProgress &progress)
{
    constexpr qint64 ProgressEvery = 1000;
    qint64 total = 0;
    if (progress) {
        const auto counted = only ? Result<qint64>(only->size()) : store.pages().countAll();
        if (!counted)
            return counted.error();
        total = *counted;
        if (!progress(0, total))
            return cancelled();
    }
    begin();
    qint64 written = 0;
    bool stopped = false;
    const auto write = [&](const Link &link, const QList<VisitRow> &visits) {
        this->write(link, visits);
        if (++written % ProgressEvery == 0 && progress && !progress(written, total)) {
            stopped = true;
            return false;
        }
        return true;
    };
    const auto read = wantsVisits()
        ? store.pages().forEachLinkWithVisits(write, only)
        : store.pages().forEachLink([&](const Link &link) { return write(link, {}); }, only);
    if (!read.ok())
        return read.error();
    if (stopped)
        return cancelled();
    end();
    return written;
}

Error LinkWriter::cancelled()
{
    return Error{Error::Kind::Conflict, QCoreApplication::translate("kurz::LinkWriter", "The export was cancelled."),
        {}, reasons::Cancelled};
}

}  // namespace kurz
