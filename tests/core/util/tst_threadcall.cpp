// Calls on another thread's event loop that ThreadSanitizer can follow (core/util/ThreadCall.h).
#include "core/util/ThreadCall.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <memory>

using namespace kurz;

class TestThreadCall : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        acceptCalls();  // the last test posts to this thread
        acceptCalls();  // and a second time does nothing
    }

    void callRunsOnTheContextsThreadAndReturnsItsResult()
    {
        QThread thread;
        QObject context;
        context.moveToThread(&thread);
        startAcceptingCalls(&thread);
        int changed = 0;  // written there, read here: the call's hand-over makes that safe
        const QThread *ranOn = callOnThreadOf(&context, [&] {
            changed = 42;
            return QThread::currentThread();
        });
        QCOMPARE(ranOn, &thread);
        QCOMPARE(changed, 42);
        callOnThreadOf(&context, [&] { context.moveToThread(qApp->thread()); });
        thread.quit();
        thread.wait();
    }

    void postedCallsRunInOrderOnTheContextsThread()
    {
        QThread thread;
        QObject context;
        context.moveToThread(&thread);
        startAcceptingCalls(&thread);
        QList<int> order;
        bool elsewhere = true;
        for (int i = 0; i < 100; ++i)
            postToThreadOf(&context, [&, i] {
                elsewhere = elsewhere && QThread::currentThread() == &thread;
                order << i;
            });
        callOnThreadOf(&context, [&] { context.moveToThread(qApp->thread()); });  // after all of them
        thread.quit();
        thread.wait();
        QVERIFY(elsewhere);
        QCOMPARE(order.size(), 100);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(order.at(i), i);
    }

    // A thread that posts to itself grows Qt's list of its posted events under a lock that
    // ThreadSanitizer cannot see; calls from outside must not touch that list. Here the thread
    // posts bursts to itself while calls pour in (with the calls handed over as posted events,
    // ThreadSanitizer reported the two threads' reallocations of the list as a data race).
    void callsIntoAThreadThatPostsToItself()
    {
        QThread thread;
        QObject context;
        context.moveToThread(&thread);
        startAcceptingCalls(&thread);
        int selfPosted = 0, calls = 0;  // only on that thread
        for (int round = 1; round <= 200; ++round) {
            postToThreadOf(&context, [&] {
                for (int i = 0; i < 500; ++i)
                    QMetaObject::invokeMethod(
                        &context, [&] { ++selfPosted; }, Qt::QueuedConnection);
            });
            for (int i = 0; i < 500; ++i)
                postToThreadOf(&context, [&] { ++calls; });
            QCOMPARE(callOnThreadOf(&context, [&] { return calls; }), 500 * round);
        }
        const int delivered = callOnThreadOf(&context, [&] {
            QCoreApplication::sendPostedEvents();  // the last burst's, still waiting
            context.moveToThread(qApp->thread());
            return selfPosted;
        });
        thread.quit();
        thread.wait();
        QCOMPARE(delivered, 200 * 500);
    }

    // A call whose context is deleted before it runs is dropped; the others still run.
    void callsOfADeletedContextAreDropped()
    {
        auto gone = std::make_unique<QObject>();
        QObject stays;
        bool ranForGone = false, ranForStays = false;
        postToThreadOf(gone.get(), [&] { ranForGone = true; });
        postToThreadOf(&stays, [&] { ranForStays = true; });
        gone.reset();
        QTRY_VERIFY(ranForStays);
        QCoreApplication::processEvents();
        QVERIFY(!ranForGone);
    }
};

QTEST_GUILESS_MAIN(TestThreadCall)
#include "tst_threadcall.moc"
