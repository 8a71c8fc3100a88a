#include "core/io/BatchReader.h"

namespace kurz {

BatchReader::BatchReader(LinkReader &reader, int batchSize, bool ahead, Prepare prepare)
    : m_reader(reader)
    , m_batchSize(batchSize)
    , m_prepare(std::move(prepare))
{
    if (ahead)
        m_thread = std::thread([this] { readAhead(); });
}

BatchReader::~BatchReader()
{
    if (!m_thread.joinable())
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

ReadBatch BatchReader::read()
{
    ReadBatch batch;
    batch.rows.reserve(m_batchSize);
    ImportRow row;
    while (batch.rows.size() < m_batchSize && m_reader.next(row))
        batch.rows.append(std::move(row));
    batch.status = m_reader.status();
    batch.checked = m_prepare(batch.rows);
    return batch;
}

void BatchReader::readAhead()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_stopping || !m_ready; });
        if (m_stopping)
            return;
        lock.unlock();
        ReadBatch batch = read();
        lock.lock();
        m_done = batch.rows.isEmpty() || !batch.status.ok();
        m_ready = std::move(batch);
        m_changed.notify_all();
        if (m_done)
            return;
    }
}

ReadBatch BatchReader::next()
{
    if (!m_thread.joinable())
        return read();
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_ready || m_done; });
    if (!m_ready)
        return {};  // asked again after the last batch
    ReadBatch batch = std::move(*m_ready);
    m_ready.reset();
    lock.unlock();
    m_changed.notify_all();
    return batch;
}

}  // namespace kurz
