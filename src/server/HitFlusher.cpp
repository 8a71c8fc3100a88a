#include "server/HitFlusher.h"

#include "core/store/LinkStore.h"
#include "server/ServerState.h"

#include <QLoggingCategory>
#include <QTimer>

Q_DECLARE_LOGGING_CATEGORY(lcServer)

namespace kurz {

HitFlusher::HitFlusher(std::shared_ptr<ServerState> state)
    : m_state(std::move(state))
{
}

HitFlusher::~HitFlusher() = default;

void HitFlusher::start()
{
    m_store = std::make_unique<LinkStore>(m_state->database);
    m_dataVersion = m_store->dataVersion();
    m_state->database->linkChanges().observe(m_store->linksGeneration(), m_store->newestLinkId());
    for (const auto &recorder : m_state->recorders) {
        connect(recorder.get(), &HitRecorder::flushed, this, [this](const QList<qint64> &ids) {
            m_flushedIds.unite(QSet<qint64>(ids.cbegin(), ids.cend()));
        }, Qt::DirectConnection);
    }

    m_flushTimer = new QTimer(this);
    connect(m_flushTimer, &QTimer::timeout, this, &HitFlusher::flushAll);
    m_flushTimer->start(m_state->config.hitFlushMs);
    m_watchTimer = new QTimer(this);
    connect(m_watchTimer, &QTimer::timeout, this, &HitFlusher::checkForChanges);
    m_watchTimer->start(WatchIntervalMs);
}

void HitFlusher::finish(QThread *owner)
{
    delete m_flushTimer;
    m_flushTimer = nullptr;
    delete m_watchTimer;
    m_watchTimer = nullptr;
    // A busy database gets a few more chances before the process lets go of its hits.
    for (int attempt = 0; attempt < 5 && hasPending(); ++attempt)
        flushAll();
    if (hasPending())
        qCWarning(lcServer) << "some hits could not be written before the listener stopped";
    // The recorders' statements live on this thread's connection: they go before it does.
    m_state->recorders.clear();
    m_store.reset();
    m_state->database->closeThreadConnection();
    moveToThread(owner);
}

bool HitFlusher::hasPending() const
{
    return std::any_of(m_state->recorders.cbegin(), m_state->recorders.cend(), [](const auto &r) { return r->hasPending(); });
}

void HitFlusher::flushAll()
{
    for (const auto &recorder : m_state->recorders)
        recorder->flush();
    m_store->limitWal(WalLimitBytes);
    if (!m_flushedIds.isEmpty()) {
        Q_EMIT flushed(m_flushedIds.values());
        m_flushedIds.clear();
    }
}

void HitFlusher::checkForChanges()
{
    // data_version moves only for commits of other connections: this thread's own hit
    // flushes never wake it, other processes' flushes do, and the generation tells edits apart.
    const qint64 version = m_store->dataVersion();
    if (version == m_dataVersion && version != -1)
        return;
    m_dataVersion = version;
    m_state->database->linkChanges().observe(m_store->linksGeneration(), m_store->newestLinkId());
}

} // namespace kurz
