// The window's own listener under load: the desktop app as `kurz` without a command runs it
// (QApplication on its default event dispatcher, DesktopApp with its window, offscreen, and
// ServerListener), plus a 10 ms timer on the GUI thread that records how late it fires.
// bench/redirect/zipf.sh runs it beside `kurz serve` (KURZ_WINDOW=path/to/bench_listener):
// it prints "Listening on URL" once the window is up and, on SIGTERM, the requests answered
// (as `kurz serve` does) and the event-loop stalls. Prints figures; asserts nothing.
//
//   bench_listener DATABASE CONFIG      (CONFIG: a settings file; server/listen is set in it)
#include "app/ServerListener.h"
#include "app/SignalWatcher.h"
#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTcpServer>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

qint64 threadCpuUs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}

// Gaps between timer ticks beyond the interval: how long the GUI thread could not react, and
// how much of the worst gap it spent working itself (the rest it waited for a CPU).
class StallWatch : public QObject {
public:
    static constexpr int IntervalMs = 10;

    StallWatch()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 late = m_since.nsecsElapsed() / 1000 - IntervalMs * 1000;
            const qint64 cpu = threadCpuUs();
            m_since.start();
            m_lateUs.append(std::max<qint64>(late, 0));
            if (cpu - m_cpuUs > 50000)
                ++m_busyStalls;
            if (late > m_worstUs) {
                m_worstUs = late;
                m_worstCpuUs = cpu - m_cpuUs;
            }
            m_cpuUs = cpu;
        });
    }
    void start()
    {
        m_since.start();
        m_cpuUs = threadCpuUs();
        m_timer.start(IntervalMs);
    }
    void report() const
    {
        QList<qint64> late = m_lateUs;
        std::sort(late.begin(), late.end());
        const auto at = [&](double q) {
            return late.isEmpty() ? 0.0 : double(late.at(qsizetype(q * double(late.size() - 1)))) / 1000.0;
        };
        const auto over = std::count_if(late.cbegin(), late.cend(), [](qint64 us) { return us > 50000; });
        std::fprintf(stderr,
            "event loop: %lld ticks of %d ms; late by p50 %.1f ms, p99 %.1f ms, max %.1f ms (the GUI thread's own CPU "
            "in it: %.1f ms); stalls over 50 ms: %lld, of them with over 50 ms of the GUI thread's own work: %lld\n",
            qint64(late.size()), IntervalMs, at(0.5), at(0.99), at(1.0), double(m_worstCpuUs) / 1000.0, qint64(over),
            m_busyStalls);
    }

private:
    QTimer m_timer;
    QElapsedTimer m_since;
    QList<qint64> m_lateUs;
    qint64 m_cpuUs = 0;
    qint64 m_worstUs = -1;
    qint64 m_worstCpuUs = 0;
    qint64 m_busyStalls = 0;
};

}  // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: bench_listener DATABASE CONFIG\n");
        return 2;
    }
    Settings settings(QString::fromLocal8Bit(argv[2]));
    QTcpServer probe;  // a free port for the listener
    probe.listen(QHostAddress::LocalHost);
    const quint16 port = probe.serverPort();
    probe.close();
    settings.set(keys::ListenAddress, u"127.0.0.1:%1"_s.arg(port));
    settings.set(keys::DailyBackups, false);
    auto database = Database::open(QString::fromLocal8Bit(argv[1]));
    if (!database) {
        std::fprintf(stderr, "%s\n", qPrintable(database.error().message));
        return 1;
    }
    SignalWatcher watcher;
    QObject::connect(&watcher, &SignalWatcher::received, &app, &QCoreApplication::quit);
    auto owned = std::make_unique<ServerListener>(*database, settings);
    ServerListener *listener = owned.get();
    DesktopApp desktop(settings, *database, std::move(owned));
    desktop.start();
    if (!listener->isRunning()) {
        std::fprintf(stderr, "the listener did not start\n");
        return 1;
    }
    StallWatch stalls;
    // Measured once the window has shown its first rows.
    QTimer::singleShot(1000, &app, [&] {
        std::printf("Listening on %s\n", qPrintable(listener->url().toString(QUrl::RemovePath)));
        std::fflush(stdout);
        stalls.start();
    });
    app.exec();
    listener->stop();  // writes the last hits
    std::fprintf(stderr, "bench_listener: stopped; answered %llu requests\n",
        static_cast<unsigned long long>(listener->requestsServed()));
    stalls.report();
    return 0;
}
