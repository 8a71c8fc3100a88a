// Links created per second through Shortener, links looked up by code per second (the
// listener's lookup of a code it has not cached), and hits recorded-and-flushed per second,
// on an SQLite file in a temporary folder. Prints figures; asserts nothing.
#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/store/Database.h"
#include "core/store/HitRecorder.h"
#include "core/store/LinkStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <atomic>
#include <cstdio>

using namespace Qt::StringLiterals;

using namespace kurz;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int links = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 50000;
    const int hits = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 2000000;
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(u"bench.db"_s));
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return 1;
    }
    LinkStore store(*db);
    LinkService service(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));

    QElapsedTimer timer;
    QList<qint64> ids;
    ids.reserve(links);
    QStringList codes;
    codes.reserve(links);
    // Half the links plain, half with a tag (which makes the create a transaction).
    for (const bool tagged : {false, true}) {
        timer.start();
        for (int i = 0; i < links / 2; ++i) {
            CreateRequest request{.url = u"https://example.org/page/%1/%2?ref=bench"_s.arg(tagged).arg(i)};
            if (tagged)
                request.tags = {u"bench"_s};
            const auto created = service.create(request);
            if (!created) {
                std::fprintf(stderr, "create failed: %s\n", qPrintable(created.error().message));
                return 1;
            }
            ids << created->link.id;
            codes << created->link.code;
        }
        const double seconds = timer.nsecsElapsed() / 1e9;
        std::printf("shortener: %d links %s in %.2f s = %.0f links/s (one thread, SQLite WAL file)\n", links / 2,
            tagged ? "with a tag" : "without tags", seconds, links / 2 / seconds);
    }

    timer.start();
    const int lookups = links * 4;
    for (int i = 0; i < lookups; ++i) {
        if (!store.get(codes[(i * 7919) % codes.size()])) {
            std::fprintf(stderr, "lookup failed\n");
            return 1;
        }
    }
    const double lookupSeconds = timer.nsecsElapsed() / 1e9;
    std::printf("lookups: %d links looked up by code in %.2f s = %.0f lookups/s (one thread)\n", lookups, lookupSeconds,
        lookups / lookupSeconds);

    // Four threads record while the recorder flushes every 100 ms, as a listener would.
    HitRecorder recorder(*db);
    std::atomic<bool> done = false;
    QThread *flusher = QThread::create([&] {
        while (!done) {
            QThread::msleep(100);
            recorder.flush();
        }
        (*db)->closeThreadConnection();
    });
    timer.start();
    flusher->start();
    QList<QThread *> threads;
    constexpr int Threads = 4;
    for (int t = 0; t < Threads; ++t) {
        threads << QThread::create([&, t] {
            for (int n = t; n < hits; n += Threads)
                recorder.record(ids[n % ids.size()], n % 10 == 0, u"news.example"_s, u"Firefox"_s);
        });
        threads.last()->start();
    }
    for (QThread *thread : threads) {
        thread->wait();
        delete thread;
    }
    const double recordSeconds = timer.nsecsElapsed() / 1e9;
    done = true;
    flusher->wait();
    delete flusher;
    recorder.flush();
    const double totalSeconds = timer.nsecsElapsed() / 1e9;
    qint64 counted = 0;
    const QList<Link> all = store.pages().page({.limit = 0}).value();
    for (const Link &link : all)
        counted += link.hits + link.botHits;
    std::printf("hit recorder: %d hits recorded by %d threads in %.2f s = %.0f hits/s; "
                "recorded and flushed (with visit rows) in %.2f s = %.0f hits/s; counted %lld of %d\n",
        hits, Threads, recordSeconds, hits / recordSeconds, totalSeconds, hits / totalSeconds,
        static_cast<long long>(counted), hits);
    return counted == hits ? 0 : 1;
}
