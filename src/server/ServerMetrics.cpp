#include "server/ServerMetrics.h"

#include <QStringBuilder>

#include <functional>

namespace kurz {

ServerMetrics::Outcome ServerMetrics::outcomeOf(int status)
{
    switch (status) {
    case 403: return Outcome::Forbidden;
    case 404: return Outcome::NotFound;
    case 410: return Outcome::Gone;
    default: return status >= 300 && status < 400 ? Outcome::Redirect : Outcome::Other;
    }
}

void ServerMetrics::setThreads(int count)
{
    m_threads = std::make_unique<ThreadCounts[]>(size_t(count));
    m_threadCount = count;
}

quint64 ServerMetrics::requestsTotal() const
{
    quint64 total = 0;
    for (int t = 0; t < m_threadCount; ++t) {
        for (const auto &count : m_threads[size_t(t)].requests)
            total += count.load(std::memory_order_relaxed);
    }
    return total;
}

void ServerMetrics::observeFlush(double seconds)
{
    for (size_t i = 0; i < FlushBuckets.size(); ++i) {
        if (seconds <= FlushBuckets[i])
            flushBuckets[i].fetch_add(1, std::memory_order_relaxed);
    }
    flushMicroseconds.fetch_add(quint64(seconds * 1e6), std::memory_order_relaxed);
    flushes.fetch_add(1, std::memory_order_relaxed);
}

static QByteArray family(const char *name, const char *type, const char *help)
{
    return QByteArray("# HELP ") + name + ' ' + help + "\n# TYPE " + name + ' ' + type + '\n';
}

QByteArray ServerMetrics::render(const Gauges &gauges) const
{
    const auto load = [](const auto &value) { return QByteArray::number(value.load(std::memory_order_relaxed)); };
    const auto sum = [this](const auto &counter) {
        quint64 total = 0;
        for (int t = 0; t < m_threadCount; ++t)
            total += std::invoke(counter, m_threads[size_t(t)]).load(std::memory_order_relaxed);
        return QByteArray::number(total);
    };
    static const char *outcomes[Outcomes] = {"redirect", "not_found", "gone", "forbidden", "api", "other"};
    QByteArray text = family("kurz_requests_total", "counter", "Requests answered, by outcome.");
    for (int i = 0; i < Outcomes; ++i)
        text += QByteArray("kurz_requests_total{outcome=\"") + outcomes[i] + "\"} "
            + sum([i](const ThreadCounts &c) -> const auto & { return c.requests[size_t(i)]; }) + '\n';
    text += family("kurz_hits_flushed_total", "counter", "Hits written to the database.") + "kurz_hits_flushed_total "
        + QByteArray::number(gauges.hitsFlushed) + '\n';
    text += family("kurz_hits_pending", "gauge", "Hits served and not yet written.") + "kurz_hits_pending "
        + QByteArray::number(gauges.hitsPending) + '\n';
    text += family("kurz_flush_seconds", "histogram", "How long writing one round of hits took.");
    for (size_t i = 0; i < FlushBuckets.size(); ++i)
        text += "kurz_flush_seconds_bucket{le=\"" + QByteArray::number(FlushBuckets[i]) + "\"} " + load(flushBuckets[i])
            + '\n';
    text += "kurz_flush_seconds_bucket{le=\"+Inf\"} " + load(flushes) + '\n' + "kurz_flush_seconds_sum "
        + QByteArray::number(double(flushMicroseconds.load(std::memory_order_relaxed)) / 1e6) + '\n'
        + "kurz_flush_seconds_count " + load(flushes) + '\n';
    text += family("kurz_cache_lookups_total", "counter", "Lookups of codes in the listener threads' caches.")
        + "kurz_cache_lookups_total{result=\"hit\"} " + sum(&ThreadCounts::cacheHits) + '\n'
        + "kurz_cache_lookups_total{result=\"miss\"} " + sum(&ThreadCounts::cacheMisses) + '\n';
    text += family("kurz_cache_entries", "gauge", "Codes held in the listener threads' caches.") + "kurz_cache_entries "
        + QByteArray::number(gauges.cacheEntries) + '\n';
    text += family("kurz_connections_open", "gauge", "Client connections open now.") + "kurz_connections_open "
        + load(connectionsOpen) + '\n';
    text += family("kurz_database_bytes", "gauge",
                "Size of the database: the file with its write-ahead log, or Kurz's tables on a PostgreSQL server.")
        + "kurz_database_bytes " + QByteArray::number(gauges.databaseBytes) + '\n';
    return text;
}

}  // namespace kurz
