#include "core/util/ThreadCall.h"

#include <QPointer>

#include <mutex>
#include <vector>

namespace kurz::detail {

namespace {

struct QueuedCall
{
    QThread *thread;
    QPointer<QObject> context;
    std::function<void()> call;
};

std::mutex g_mutex;
std::vector<QueuedCall> g_calls;  // oldest first

// On the thread of a call's context: runs every call queued for this thread, oldest first (an
// event whose context was deleted is lost, but not the calls of others it would have run).
void runQueuedCalls()
{
    std::vector<std::function<void()>> calls;
    {
        const std::lock_guard lock(g_mutex);
        const QThread *thread = QThread::currentThread();
        // The guards go before any call runs: a caller that has its result may delete the context.
        for (auto it = g_calls.begin(); it != g_calls.end();) {
            if (it->thread != thread) {
                ++it;
                continue;
            }
            if (it->context)
                calls.push_back(std::move(it->call));
            it = g_calls.erase(it);
        }
    }
    for (const auto &call : calls)
        call();
}

} // namespace

void queueCall(QObject *context, std::function<void()> call)
{
    const std::lock_guard lock(g_mutex);
    g_calls.push_back({context->thread(), context, std::move(call)});
    // The event captures nothing and is made under the lock, which the receiver takes before
    // Qt frees the event: ThreadSanitizer sees all of it.
    QMetaObject::invokeMethod(context, [] { runQueuedCalls(); }, Qt::QueuedConnection);
}

} // namespace kurz::detail
