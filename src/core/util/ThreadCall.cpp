#include "core/util/ThreadCall.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSocketNotifier>

#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <unordered_map>
#include <vector>

#include <sys/eventfd.h>
#include <unistd.h>

namespace kurz {

namespace {

struct QueuedCall {
    QPointer<QObject> context;
    std::function<void()> call;
};

// The calls waiting for one thread, oldest first, and the eventfd that wakes it.
struct Inbox {
    int wakeFd = -1;
    std::vector<QueuedCall> calls;
};

std::mutex g_mutex;
std::condition_variable g_accepting;  // told whenever a thread starts taking calls
std::unordered_map<const QThread *, Inbox> g_inboxes;

// On the thread whose calls it runs: woken through the eventfd, it takes every call queued
// for its thread and runs them in order.
class CallRunner : public QObject {
public:
    explicit CallRunner(int wakeFd)
        : m_notifier(wakeFd, QSocketNotifier::Read)
    {
        connect(&m_notifier, &QSocketNotifier::activated, this, &CallRunner::runCalls);
    }

    ~CallRunner() override
    {
        m_notifier.setEnabled(false);
        Inbox left;  // calls that can no longer run; a caller waiting for one is told so by its future
        {
            const std::lock_guard lock(g_mutex);
            const auto it = g_inboxes.find(thread());
            left = std::move(it->second);
            g_inboxes.erase(it);
        }
        ::close(int(m_notifier.socket()));
    }

private:
    void runCalls()
    {
        eventfd_t wakes = 0;
        ::eventfd_read(int(m_notifier.socket()), &wakes);  // before the calls are taken: a later call wakes again
        std::vector<std::function<void()>> calls;
        {
            const std::lock_guard lock(g_mutex);
            std::vector<QueuedCall> queued;
            queued.swap(g_inboxes.at(thread()).calls);
            // The guards go before any call runs: a caller that has its result may delete the context.
            calls.reserve(queued.size());
            for (QueuedCall &call : queued) {
                if (call.context)
                    calls.push_back(std::move(call.call));
            }
        }
        for (const auto &call : calls)
            call();
    }

    QSocketNotifier m_notifier;  // reads the thread's eventfd, closed with the runner
};

}  // namespace

void acceptCalls()
{
    QThread *thread = QThread::currentThread();
    {
        const std::lock_guard lock(g_mutex);
        if (g_inboxes.count(thread))
            return;
    }
    const int wakeFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (wakeFd < 0)
        qFatal("Kurz cannot make an eventfd for calls between its threads (%s).", std::strerror(errno));
    auto *runner = new CallRunner(wakeFd);
    QCoreApplication *app = QCoreApplication::instance();
    if (app && thread == app->thread())
        runner->setParent(app);
    else
        // Deleted at once, not later: a posted deletion would be the first event the thread
        // posts itself, its list then made by the ending thread and freed by another.
        QObject::connect(
            thread, &QThread::finished, runner, [runner] { delete runner; }, Qt::DirectConnection);
    {
        const std::lock_guard lock(g_mutex);
        g_inboxes[thread].wakeFd = wakeFd;
    }
    g_accepting.notify_all();
}

void startAcceptingCalls(QThread *thread)
{
    QObject::connect(
        thread, &QThread::started, thread, [] { acceptCalls(); }, Qt::DirectConnection);
    thread->start();
    std::unique_lock lock(g_mutex);
    g_accepting.wait(lock, [thread] { return g_inboxes.count(thread) > 0; });
}

namespace detail {

void queueCall(QObject *context, std::function<void()> call)
{
    const std::lock_guard lock(g_mutex);
    const auto it = g_inboxes.find(context->thread());
    if (it == g_inboxes.end())
        qFatal("Kurz called a thread that does not take calls; start it with startAcceptingCalls(), "
               "or call acceptCalls() on it (core/util/ThreadCall.h).");
    Inbox &inbox = it->second;
    const bool asleep = inbox.calls.empty();
    inbox.calls.push_back({context, std::move(call)});
    if (asleep)
        ::eventfd_write(inbox.wakeFd, 1);
}

}  // namespace detail

}  // namespace kurz
