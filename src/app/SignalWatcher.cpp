#include "app/SignalWatcher.h"

#include <QSocketNotifier>

#include <atomic>
#include <csignal>
#include <ctime>
#include <sys/socket.h>
#include <unistd.h>

namespace kurz {

namespace {

// The handler may only touch lock-free atomics and call async-signal-safe functions.
static_assert(std::atomic<int>::is_always_lock_free && std::atomic<long>::is_always_lock_free);
std::atomic<int> g_writeFd{-1};
int g_readFd = -1;
std::atomic<long> g_firstSignalAt{0};  // monotonic seconds + 1 of the first signal; 0: none yet
std::atomic<bool> g_toldToWait{false};
struct sigaction g_previousInt = {};
struct sigaction g_previousTerm = {};

long monotonicSeconds()
{
    timespec now = {};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return long(now.tv_sec) + 1;
}

}  // namespace

SignalWatcher::SignalWatcher(QObject *parent)
    : QObject(parent)
{
    int fds[2];
    // Non-blocking: a handler must never wait on a pipe nobody reads during shutdown.
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, fds) != 0)
        return;
    g_readFd = fds[1];
    g_writeFd = fds[0];
    g_firstSignalAt = 0;
    g_toldToWait = false;
    m_notifier = new QSocketNotifier(g_readFd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &SignalWatcher::readSignal);
    struct sigaction action = {};
    action.sa_handler = &SignalWatcher::handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, &g_previousInt);
    ::sigaction(SIGTERM, &action, &g_previousTerm);
}

SignalWatcher::~SignalWatcher()
{
    if (!m_notifier)
        return;
    if (g_firstSignalAt == 0) {
        ::sigaction(SIGINT, &g_previousInt, nullptr);
        ::sigaction(SIGTERM, &g_previousTerm, nullptr);
    }
    delete m_notifier;
    ::close(g_writeFd.exchange(-1));
    ::close(g_readFd);
    g_readFd = -1;
}

void SignalWatcher::handler(int signalNumber)
{
    const long now = monotonicSeconds();
    long first = 0;
    if (g_firstSignalAt.compare_exchange_strong(first, now)) {
        const char byte = char(signalNumber);
        [[maybe_unused]] const auto written = ::write(g_writeFd, &byte, 1);
        return;
    }
    if (now - first < GraceSeconds) {
        if (!g_toldToWait.exchange(true)) {
            static const char message[]
                = "kurz: stopping; writing the last hits first (a signal 30 s from now ends Kurz at once)\n";
            [[maybe_unused]] const auto written = ::write(STDERR_FILENO, message, sizeof message - 1);
        }
        return;
    }
    ::signal(signalNumber, SIG_DFL);
    ::raise(signalNumber);
}

void SignalWatcher::readSignal()
{
    char byte = 0;
    if (::read(g_readFd, &byte, 1) == 1)
        Q_EMIT received(int(byte));
}

}  // namespace kurz
