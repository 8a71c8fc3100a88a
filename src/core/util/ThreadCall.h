#pragma once

#include <QMetaObject>
#include <QObject>
#include <QThread>

#include <functional>
#include <future>
#include <memory>
#include <type_traits>

namespace kurz {

namespace detail {
// Hands `call` to the thread of `context` through a std::mutex and posts a Qt event that
// carries nothing but "run your calls" (a call whose context is gone by then is dropped).
void queueCall(QObject *context, std::function<void()> call);
} // namespace detail

// Cross-thread calls that ThreadSanitizer can follow: it cannot see the locks of a Qt built
// without it (Debian's), so what a posted event or a BlockingQueuedConnection hands over
// would look like a data race to it. These hand over through a std::mutex and a std::future.

// Runs `function` on the thread of `context` later, without waiting.
template <typename Function>
void postToThreadOf(QObject *context, Function function)
{
    detail::queueCall(context, std::move(function));
}

// Runs `function` on the thread of `context` and returns its result once it has run, as a
// BlockingQueuedConnection would.
template <typename Function>
std::invoke_result_t<Function &> callOnThreadOf(QObject *context, Function function)
{
    Q_ASSERT(context->thread() != QThread::currentThread());
    auto task = std::make_shared<std::packaged_task<std::invoke_result_t<Function &>()>>(std::move(function));
    auto result = task->get_future();
    detail::queueCall(context, [task] { (*task)(); });
    return result.get();
}

} // namespace kurz
