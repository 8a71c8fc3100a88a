#pragma once

#include <QObject>
#include <QThread>

#include <functional>
#include <future>
#include <memory>
#include <type_traits>

namespace kurz {

// Cross-thread calls that ThreadSanitizer can follow. Debian's Qt is built without it, so the
// locks inside Qt are invisible to it: what a posted event or a BlockingQueuedConnection hands
// over looks like a data race, and so does Qt's own list of a thread's posted events, which the
// thread grows when it posts to itself and a caller grows when it posts from outside. These
// calls touch nothing of Qt's across threads: each thread that takes calls has a queue of its
// own behind a std::mutex and an eventfd that wakes it (a QSocketNotifier on its own thread),
// and a result comes back through a std::future.

// Makes the calling thread take calls: until it ends for a QThread, until the application
// object is destroyed for the application's thread. Calling it again does nothing.
void acceptCalls();

// Starts `thread` so that it takes calls from its first moment; returns once it does.
void startAcceptingCalls(QThread *thread);

namespace detail {
// Queues `call` for the thread that `context` lives in and wakes it; the call is dropped if
// `context` is deleted before it runs. The thread must take calls (above): anything else is a
// programming error and ends the process with a message that says so.
void queueCall(QObject *context, std::function<void()> call);
}  // namespace detail

// Runs `function` on the thread of `context` later, without waiting.
template<typename Function>
void postToThreadOf(QObject *context, Function function)
{
    detail::queueCall(context, std::move(function));
}

// Runs `function` on the thread of `context` and returns its result once it has run, as a
// BlockingQueuedConnection would.
template<typename Function>
std::invoke_result_t<Function &> callOnThreadOf(QObject *context, Function function)
{
    Q_ASSERT(context->thread() != QThread::currentThread());
    auto task = std::make_shared<std::packaged_task<std::invoke_result_t<Function &>()>>(std::move(function));
    auto result = task->get_future();
    detail::queueCall(context, [task] { (*task)(); });
    return result.get();
}

}  // namespace kurz
