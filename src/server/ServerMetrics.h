#pragma once

#include <QByteArray>

#include <array>
#include <atomic>
#include <memory>

namespace kurz {

// The listener's counters for GET /.metrics, shared by its threads (relaxed atomics: a
// scrape may see one thread's count a moment late, never a torn one).
struct ServerMetrics {
    enum class Outcome { Redirect, NotFound, Gone, Forbidden, Api, Other };
    static constexpr int Outcomes = 6;
    static constexpr std::array<double, 9> FlushBuckets{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1.0};

    // What each listener thread counts per request, on a cache line of its own: threads that
    // incremented shared counters took turns owning their line, at every request.
    struct alignas(64) ThreadCounts {
        std::array<std::atomic<quint64>, Outcomes> requests{};
        std::atomic<quint64> cacheHits{0};
        std::atomic<quint64> cacheMisses{0};

        void count(Outcome outcome) { requests[size_t(outcome)].fetch_add(1, std::memory_order_relaxed); }
    };

    // Before the listener threads start.
    void setThreads(int count);
    ThreadCounts &thread(int index) { return m_threads[size_t(index)]; }
    quint64 requestsTotal() const;

    std::atomic<qint64> connectionsOpen{0};
    std::array<std::atomic<quint64>, FlushBuckets.size()> flushBuckets{};  // flushes up to each bound
    std::atomic<quint64> flushes{0};
    std::atomic<quint64> flushMicroseconds{0};

    static Outcome outcomeOf(int status);
    void observeFlush(double seconds);

    // What the database, the hit recorders and the resolve cache say at the moment of the scrape.
    struct Gauges {
        qint64 cacheEntries = 0;
        quint64 hitsFlushed = 0;
        quint64 hitsPending = 0;
        qint64 databaseBytes = 0;
    };
    // The Prometheus text exposition format, version 0.0.4.
    QByteArray render(const Gauges &gauges) const;

private:
    std::unique_ptr<ThreadCounts[]> m_threads;
    int m_threadCount = 0;
};

}  // namespace kurz
