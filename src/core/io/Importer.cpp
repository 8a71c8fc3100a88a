#include "core/io/Importer.h"

#include "core/store/DeferredIndexes.h"

#include <QDebug>

namespace kurz {

Importer::Importer(LinkService &links, LinkReader &reader, ConflictPolicy policy, bool dryRun, int batchSize)
    : m_links(links)
    , m_reader(reader)
    , m_policy(policy)
    , m_dryRun(dryRun)
    , m_batchSize(batchSize)
{
}

Importer::~Importer()
{
    if (auto failed = finish(); !failed.ok())
        qWarning().noquote() << failed.error().message;
}

Result<bool> Importer::step()
{
    if (!m_batches) {
        m_batches = std::make_unique<BatchReader>(m_reader, m_batchSize, m_readAhead,
            [this](const QList<ImportRow> &rows) { return m_links.checkRows(rows, m_fetchTitles); });
        if (m_deferIndexes && !m_dryRun) {
            auto deferred = DeferredIndexes(m_links.store().database()).defer();
            if (!deferred)
                return deferred.error();
            m_deferred = *deferred;
        }
    }
    const ReadBatch batch = m_batches->next();
    if (!batch.status.ok())
        return batch.status.error();
    if (batch.rows.isEmpty())
        return false;
    auto outcome = m_links.importBatch(batch.rows, m_policy, m_dryRun, batch.checked, m_fetchTitles);
    if (!outcome)
        return outcome.error();
    m_lastBatch = *outcome;
    m_total.add(*outcome);
    return true;
}

Result<void> Importer::run(const std::function<bool()> &stop)
{
    while (!stop || !stop()) {
        const auto more = step();
        if (!more) {
            if (auto unbuilt = finish(); !unbuilt.ok())
                qWarning().noquote() << unbuilt.error().message;
            return more.error();
        }
        if (!*more)
            break;
    }
    return finish();
}

Result<void> Importer::finish()
{
    if (!std::exchange(m_deferred, false))
        return {};
    const auto restored = DeferredIndexes(m_links.store().database()).restore();
    if (!restored)
        return restored.error();
    return {};
}

}  // namespace kurz
