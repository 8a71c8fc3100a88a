#pragma once

#include "core/io/LinkReader.h"

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

namespace kurz {

// Rows of one batch as read, and whether reading stopped early (the error, if it failed).
struct ReadBatch {
    QList<ImportRow> rows;
    QList<Result<Link>> checked;  // what `prepare` made of them
    Result<void> status;
};

// Reads an import's rows in batches and runs `prepare` on each (checking its rows); `ahead`,
// one batch ahead on a thread of its own, so that reading and checking the file and storing
// the batch before it run on two cores. The reader is then used by that thread alone until
// this object is gone (a reader that needs an event loop cannot be).
class BatchReader {
public:
    using Prepare = std::function<QList<Result<Link>>(const QList<ImportRow> &)>;
    BatchReader(LinkReader &reader, int batchSize, bool ahead, Prepare prepare);
    // Stops reading ahead and waits for the thread (it finishes the batch it is reading).
    ~BatchReader();
    BatchReader(const BatchReader &) = delete;
    BatchReader &operator=(const BatchReader &) = delete;

    // The next batch: no rows at the end of the file, or with status failed.
    ReadBatch next();

private:
    ReadBatch read();
    void readAhead();

    LinkReader &m_reader;
    int m_batchSize;
    Prepare m_prepare;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::optional<ReadBatch> m_ready;  // read ahead, not taken yet
    bool m_done = false;  // the thread read the last batch
    bool m_stopping = false;  // this object is going away
    std::thread m_thread;  // last: starts once the members above are made
};

}  // namespace kurz
