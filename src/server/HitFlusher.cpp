#include "server/HitFlusher.h"

#include "core/store/HitJournal.h"
#include "core/store/ListenerRecords.h"
#include "core/store/VisitStore.h"
#include "server/ServerState.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTimer>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcServer)

namespace kurz {

HitFlusher::HitFlusher(std::shared_ptr<ServerState> state)
    : m_state(std::move(state))
    // 52 bits: exact in the listener record's JSON number.
    , m_writer(qint64(QRandomGenerator::system()->generate64() >> 12) | 1)
{
}

HitJournal &HitFlusher::journal()
{
    if (!m_journal)
        m_journal = std::make_unique<HitJournal>(m_state->database);
    return *m_journal;
}

HitFlusher::~HitFlusher() = default;

void HitFlusher::start()
{
    checkForChanges();  // what this process knows to begin with
    for (const auto &recorder : m_state->recorders) {
        connect(
            recorder.get(), &HitRecorder::flushed, this,
            [this](const QList<qint64> &ids) { m_flushedIds.unite(QSet<qint64>(ids.cbegin(), ids.cend())); },
            Qt::DirectConnection);
        connect(
            recorder.get(), &HitRecorder::flushFailed, this, [this](const QString &message) { m_failure = message; },
            Qt::DirectConnection);
    }

    m_flushTimer = new QTimer(this);
    connect(m_flushTimer, &QTimer::timeout, this, [this] { flushAll(false); });
    m_flushTimer->start(m_state->config.hitFlushMs);
    // A server tells of changes as they commit; an SQLite file is polled.
    if (!m_state->database->linkWatch().watch(this)) {
        m_watchTimer = new QTimer(this);
        connect(m_watchTimer, &QTimer::timeout, this, &HitFlusher::checkForChanges);
        m_watchTimer->start(WatchIntervalMs);
    }

    m_recordId = QStringLiteral("%1:%2:%3")
                     .arg(QSysInfo::machineHostName())
                     .arg(QCoreApplication::applicationPid())
                     .arg(m_state->started.toMSecsSinceEpoch());
    m_recordTimer = new QTimer(this);
    connect(m_recordTimer, &QTimer::timeout, this, [this] {
        writeRecord();
        if (m_sinceOrphanCheck.hasExpired(OrphanCheckSeconds * 1000))
            foldOrphans();
    });
    m_recordTimer->start(ListenerRecords::RefreshSeconds * 1000);
    writeRecord();
    foldOrphans();
}

void HitFlusher::foldOrphans()
{
    m_sinceOrphanCheck.start();
    const auto writers = journal().writers();
    if (!writers) {
        qCWarning(lcServer).noquote() << writers.error().message;
        return;
    }
    QSet<qint64> orphans = *writers;
    orphans.remove(m_writer);
    if (orphans.isEmpty())
        return;
    for (const QJsonObject &record : ListenerRecords(m_state->database).all()) {
        if (ListenerRecords::isAlive(record))
            orphans.remove(qint64(record.value(u"journal"_s).toDouble()));
    }
    for (const qint64 writer : std::as_const(orphans)) {
        const auto folded = journal().fold(writer);
        if (!folded) {
            qCWarning(lcServer).noquote() << folded.error().message;
            continue;
        }
        qCInfo(lcServer).noquote() << "Added the hits that a stopped listener left in the hit journal to"
                                   << folded->size() << "links.";
        m_flushedIds.unite(*folded);
    }
}

void HitFlusher::writeRecord()
{
    const quint64 requests = m_state->metrics.requestsTotal();
    quint64 flushed = 0;
    for (const auto &recorder : m_state->recorders)
        flushed += recorder->writtenCount();
    const auto iso = [](const QDateTime &t) { return t.toUTC().toString(Qt::ISODate); };
    ListenerRecords(m_state->database)
        .put(m_recordId,
            QJsonObject{{u"url"_s, m_state->url.toString()}, {u"kind"_s, m_state->kind},
                {u"host"_s, QSysInfo::machineHostName()}, {u"pid"_s, QCoreApplication::applicationPid()},
                {u"started"_s, iso(m_state->started)}, {u"updated"_s, iso(QDateTime::currentDateTimeUtc())},
                {u"requests"_s, qint64(requests)}, {u"hitsFlushed"_s, qint64(flushed)},
                {u"journal"_s, double(m_writer)}});
}

void HitFlusher::finish(QThread *owner)
{
    delete m_flushTimer;
    m_flushTimer = nullptr;
    delete m_watchTimer;
    m_watchTimer = nullptr;
    delete m_recordTimer;
    m_recordTimer = nullptr;
    // A busy database gets a few more chances before the process lets go of its hits.
    for (int attempt = 0; attempt < 5 && (hasPending() || m_unfolded); ++attempt)
        flushAll();
    if (hasPending()) {
        quint64 unwritten = 0;
        for (const auto &recorder : m_state->recorders)
            unwritten += recorder->recordedCount() - recorder->writtenCount();
        qCWarning(lcServer).noquote() << unwritten << "hits could not be written before the listener stopped."
                                      << m_failure;
    } else if (m_unfolded) {
        qCWarning(lcServer).noquote() << "Hits in the hit journal could not be added to the counts before the "
                                         "listener stopped; the next listener to start adds them."
                                      << m_failure;
    }
    ListenerRecords(m_state->database).remove(m_recordId);
    // The recorders' statements live on this thread's connection: they go before it does.
    m_state->recorders.clear();
    m_visits.reset();
    m_state->database->closeThreadConnection();
    moveToThread(owner);
}

bool HitFlusher::hasPending() const
{
    return std::any_of(
        m_state->recorders.cbegin(), m_state->recorders.cend(), [](const auto &r) { return r->hasPending(); });
}

void HitFlusher::flushAll(bool now)
{
    QList<HitRecorder *> recorders;
    for (const auto &recorder : m_state->recorders)
        recorders.append(recorder.get());
    // Every round: the listeners' hits go to the journal, so a crash loses at most a round's.
    bool failed = false;
    if (hasPending()) {
        QElapsedTimer took;
        took.start();
        failed = !HitRecorder::journalTogether(recorders, journal(), m_writer);
        // Only rounds that write count toward kurz_flush_seconds: idle rounds would drown them.
        if (!failed) {
            m_state->metrics.observeFlush(double(took.nsecsElapsed()) / 1e9);
            m_unfolded = true;
        }
    }
    // Half a tick of slack: a timer firing a little early must not skip a whole round.
    const qint64 interval = m_state->config.hitFlushMs;
    const bool foldDue = now || !m_sinceFold.isValid() || m_sinceFold.elapsed() + interval / 2 >= m_foldWaitMs;
    bool folded = false;
    if (!failed && m_unfolded && foldDue) {
        QElapsedTimer took;
        took.start();
        QElapsedTimer sinceJournal;
        sinceJournal.start();
        for (bool more = true; more && !failed;) {
            QElapsedTimer part;
            part.start();
            failed = !HitRecorder::foldTogether(recorders, journal(), m_writer, m_foldRows, more);
            if (part.elapsed() > interval / 4)
                m_foldRows = std::max(MinFoldRows, m_foldRows / 2);
            else if (more && part.elapsed() < interval / 8)
                m_foldRows = std::min(MaxFoldRows, m_foldRows * 2);
            if (!failed && more && sinceJournal.elapsed() >= interval / 2 && hasPending()) {
                failed = !HitRecorder::journalTogether(recorders, journal(), m_writer);
                sinceJournal.start();
            }
        }
        if (!failed) {
            folded = true;
            m_unfolded = false;
            m_foldWaitMs = std::clamp<qint64>(
                took.elapsed() * StretchFactor, interval, std::max<qint64>(interval, MaxStretchMs));
            m_sinceFold.start();
        }
    }
    // The hits stay with the recorders; a lost server connection is opened again meanwhile.
    if (failed)
        m_state->database->linkWatch().recoverConnection();
    if (failed != m_databaseLost) {
        m_databaseLost = failed;
        // Once each way, however many flushes fail in between (with the reason: full, read-only, deleted, away).
        qCWarning(lcServer).noquote() << (failed
                ? u"Cannot write hits; they are kept in memory and written once the database can be written again. "_s
                    + m_failure
                : u"Writing hits again; the hits kept in memory are counted."_s);
        Q_EMIT databaseReachable(!failed);
    }
    if (folded)
        refreshVisitLimits();
    if (auto limited = m_state->database->maintenance().limitWal(WalLimitBytes); !limited.ok())
        qCWarning(lcServer).noquote() << limited.error().message;
    if (!m_flushedIds.isEmpty()) {
        Q_EMIT flushed(m_flushedIds.values());
        m_flushedIds.clear();
    }
}

void HitFlusher::refreshVisitLimits()
{
    // Other listeners' hits reach the database with their flushes: a limit holds across
    // processes from then on (each counts alone before).
    const QList<qint64> ids = m_state->ledger.linkIds();
    if (ids.isEmpty())
        return;
    if (!m_visits)
        m_visits = std::make_unique<VisitStore>(m_state->database);
    const auto written = m_visits->hitsOf(ids);
    if (!written) {
        qCWarning(lcServer).noquote() << written.error().message;
        return;
    }
    for (auto it = written->cbegin(); it != written->cend(); ++it)
        m_state->ledger.raise(it.key(), it.value(), m_state->pendingHumanHits(it.key()));
}

void HitFlusher::checkForChanges()
{
    // data_version moves only for commits of other connections: this thread's own hit
    // flushes never wake it, other processes' flushes do, and the generation tells edits apart.
    const Database &db = *m_state->database;
    const auto version = db.linkWatch().dataVersion();
    if (version && *version == m_dataVersion && *version != -1)
        return;
    // On failure the next check asks again; until then the caches keep what they know.
    const auto observed = version ? db.linkWatch().observe() : Result<void>(version.error());
    if (!observed.ok()) {
        qCWarning(lcServer).noquote() << observed.error().message;
        return;
    }
    m_dataVersion = *version;
}

}  // namespace kurz
