// Calls on another thread's event loop that ThreadSanitizer can follow (core/util/ThreadCall.h).
#include "core/util/ThreadCall.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <memory>

using namespace kurz;

class TestThreadCall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void callRunsOnTheContextsThreadAndReturnsItsResult()
    {
        QThread thread;
        QObject context;
        context.moveToThread(&thread);
        thread.start();
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
        thread.start();
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
