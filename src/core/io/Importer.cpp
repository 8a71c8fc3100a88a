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
    if (auto failed = finish())
        qWarning().noquote() << failed->message;
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
    if (batch.failure)
        return *batch.failure;
    if (batch.rows.isEmpty())
        return false;
    auto outcome = m_links.importBatch(batch.rows, m_policy, m_dryRun, batch.checked, m_fetchTitles);
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
        if (!more) {
            if (auto unbuilt = finish())
                qWarning().noquote() << unbuilt->message;
            return more.error();
        }
        if (!*more)
            break;
    }
    return finish();
}

std::optional<Error> Importer::finish()
{
    if (!std::exchange(m_deferred, false))
        return std::nullopt;
    const auto restored = DeferredIndexes(m_links.store().database()).restore();
    return restored ? std::nullopt : std::optional<Error>(restored.error());
}

}  // namespace kurz
