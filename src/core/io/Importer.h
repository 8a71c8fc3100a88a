#pragma once

#include "core/io/LinkReader.h"
#include "core/links/LinkService.h"

namespace kurz {

// Runs an import: reads rows in batches and hands each batch to LinkService::importBatch, one
// transaction each, so that the caller can show progress and stop between batches.
class Importer
{
public:
    static constexpr int DefaultBatchSize = 5000;

    Importer(LinkService &links, LinkReader &reader, ConflictPolicy policy, bool dryRun, int batchSize = DefaultBatchSize);

    // Reads and imports the next batch; false once the file is done. On an error the batch
    // was rolled back.
    Result<bool> step();
    // step() until the file is done or `stop` says so (checked between batches).
    std::optional<Error> run(const std::function<bool()> &stop = {});

    const ImportOutcome &total() const { return m_total; }
    const ImportOutcome &lastBatch() const { return m_lastBatch; }

private:
    LinkService &m_links;
    LinkReader &m_reader;
    ConflictPolicy m_policy;
    bool m_dryRun;
    int m_batchSize;
    ImportOutcome m_total;
    ImportOutcome m_lastBatch;
};

} // namespace kurz
