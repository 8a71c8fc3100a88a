#include "core/io/Importer.h"

namespace kurz {

Importer::Importer(LinkService &links, LinkReader &reader, ConflictPolicy policy, bool dryRun, int batchSize)
    : m_links(links)
    , m_reader(reader)
    , m_policy(policy)
    , m_dryRun(dryRun)
    , m_batchSize(batchSize)
{
}

Result<bool> Importer::step()
{
    QList<ImportRow> rows;
    rows.reserve(m_batchSize);
    ImportRow row;
    while (rows.size() < m_batchSize && m_reader.next(row))
        rows.append(std::move(row));
    if (auto failed = m_reader.failure())
        return *failed;
    if (rows.isEmpty())
        return false;
    auto outcome = m_links.importBatch(rows, m_policy, m_dryRun);
    if (!outcome)
        return outcome.error();
    m_lastBatch = *outcome;
    m_total.add(*outcome);
    return true;
}

std::optional<Error> Importer::run(const std::function<bool()> &stop)
{
    while (!stop || !stop()) {
        const auto more = step();
        if (!more)
            return more.error();
        if (!*more)
            break;
    }
    return std::nullopt;
}

} // namespace kurz
