#pragma once

#include "core/io/BatchReader.h"
#include "core/io/LinkReader.h"
#include "core/links/LinkService.h"

namespace kurz {

// Runs an import: reads rows in batches and hands each batch to LinkService::importBatch, one
// transaction each, so that the caller can show progress and stop between batches.
class Importer {
public:
    static constexpr int DefaultBatchSize = 5000;

    Importer(
        LinkService &links, LinkReader &reader, ConflictPolicy policy, bool dryRun, int batchSize = DefaultBatchSize);
    // Builds the indexes deferred by the import (see setDeferIndexes) if finish() did not.
    ~Importer();

    // Into an empty SQLite database, builds the links' secondary indexes once after the last
    // batch instead of row by row (DeferredIndexes): for imports that no one watches page by
    // page meanwhile (sorted pages would read every link). Set before the first step().
    void setDeferIndexes(bool on) { m_deferIndexes = on; }
    // Reads and checks the next batch on a thread of its own while this one is stored
    // (BatchReader): for readers of files, with no one else using the file, nor changing the
    // service's rules, meanwhile. Set before the first step().
    void setReadAhead(bool on) { m_readAhead = on; }
    // Whether imported links without a title wait for their page's; unset (the default): as
    // the service's creates do (titles/fetch). Set before the first step().
    void setFetchTitles(std::optional<bool> on) { m_fetchTitles = on; }

    // Reads and imports the next batch; false once the file is done. On an error the batch
    // was rolled back.
    Result<bool> step();
    // step() until the file is done or `stop` says so (checked between batches), then finish().
    Result<void> run(const std::function<bool()> &stop = {});
    // Builds the indexes deferred by the import again; done, cancelled or failed.
    Result<void> finish();

    const ImportOutcome &total() const { return m_total; }
    const ImportOutcome &lastBatch() const { return m_lastBatch; }

private:
    LinkService &m_links;
    LinkReader &m_reader;
    ConflictPolicy m_policy;
    bool m_dryRun;
    int m_batchSize;
    bool m_deferIndexes = false;
    bool m_readAhead = false;
    std::optional<bool> m_fetchTitles;
    std::unique_ptr<BatchReader> m_batches;  // made at the first step
    bool m_deferred = false;
    ImportOutcome m_total;
    ImportOutcome m_lastBatch;
};

}  // namespace kurz
