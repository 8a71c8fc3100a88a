#pragma once

#include <functional>
#include <thread>
#include <vector>

namespace kurz::test {

// Runs work(0) … work(count - 1), each on a thread of its own, and returns once all have ended.
// std::thread, not QThread: ThreadSanitizer sees a join but not QThread::wait() (Debian's Qt is
// not built with it), and would take what the threads leave behind for a data race.
inline void runOnThreads(int count, const std::function<void(int)> &work)
{
    std::vector<std::thread> threads;
    for (int i = 0; i < count; ++i)
        threads.emplace_back(work, i);
    for (std::thread &thread : threads)
        thread.join();
}

}  // namespace kurz::test
