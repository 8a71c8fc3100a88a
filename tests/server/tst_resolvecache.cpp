#include "server/ResolveCache.h"

#include <QTest>

#include <thread>

using namespace Qt::StringLiterals;

using namespace kurz;

// The listener threads' resolve cache: bounded by bytes, keeps what is asked for, forgets what
// the invalidations name, and never keeps an entry read before a change to its link.
class TestResolveCache : public QObject {
    Q_OBJECT

    static CacheEntry entry(qint64 id, bool exists = true)
    {
        CacheEntry e;
        e.exists = exists;
        e.linkId = id;
        e.location = "https://example.org/" + QByteArray::number(id);
        e.response = "HTTP/1.1 302 Found\r\nLocation: " + e.location + "\r\nContent-Length: 0\r\n\r\n";
        return e;
    }
    static QByteArray key(int i) { return "c" + QByteArray::number(i); }
    static void insert(ResolveCache &cache, QByteArrayView key, CacheEntry e)
    {
        cache.insert(key, std::move(e), cache.epoch());
    }

private Q_SLOTS:
    void staysWithinItsBudget()
    {
        CacheInvalidation invalidation;
        const qint64 budget = 256 * 1024;
        ResolveCache cache(invalidation, budget);
        for (int i = 0; i < 20000; ++i) {
            insert(cache, key(i), entry(i));
            QVERIFY(cache.bytes() <= budget);
        }
        const qint64 perEntry = ResolveCache::cost(key(19999), entry(19999));
        // Full, not merely bounded: each shard within an entry of its share.
        QVERIFY(cache.bytes() >= budget - ResolveCache::Shards * perEntry);
        QVERIFY(cache.find(key(19999)));  // the newest is there
    }

    void keepsWhatIsAskedFor()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 128 * 1024);
        insert(cache, "hot", entry(1));
        // Many one-off codes pass through; the hot code is asked for between them.
        for (int i = 0; i < 50000; ++i) {
            insert(cache, key(i), entry(i + 2));
            QVERIFY2(cache.find("hot"), qPrintable(QString::number(i)));
        }
    }

    void forgetsWhatIsInvalidated()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 1 << 20);
        insert(cache, "a", entry(1));
        insert(cache, "b", entry(2));
        insert(cache, "gone", entry(0, false));
        invalidation.invalidate(u"a"_s);
        QVERIFY(!cache.find("a"));
        QVERIFY(cache.find("b"));
        invalidation.invalidateMissing();
        QVERIFY(!cache.find("gone"));
        QVERIFY(cache.find("b"));
        const qint64 bytes = cache.bytes();
        insert(cache, "c", entry(3));
        QVERIFY(cache.bytes() > bytes);
        invalidation.invalidateAll();
        QVERIFY(!cache.find("b") && !cache.find("c"));
        QCOMPARE(cache.bytes(), 0);
        QCOMPARE(cache.size(), 0);
        // Freed slots are used again.
        insert(cache, "d", entry(4));
        QCOMPARE(cache.find("d")->linkId, 4);
    }

    // A big delete names its codes at once: a few are forgotten one by one, more than the log
    // keeps all together.
    void forgetsManyInvalidatedAtOnce()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 1 << 20);
        for (int i = 0; i < 10; ++i)
            insert(cache, key(i), entry(i + 1));
        invalidation.invalidate(QStringList{u"c1"_s, u"c2"_s});
        QVERIFY(!cache.find("c1") && !cache.find("c2"));
        QVERIFY(cache.find("c3"));
        QStringList many;
        for (int i = 0; i < 200000; ++i)
            many.append(u"gone"_s + QString::number(i));
        invalidation.invalidate(many);
        for (int i = 0; i < 10; ++i)
            QVERIFY2(!cache.find(key(i)), key(i).constData());
    }

    void replacingAnEntryKeepsOneCopy()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 1 << 20);
        insert(cache, "a", entry(1));
        const qint64 bytes = cache.bytes();
        insert(cache, "a", entry(1));
        QCOMPARE(cache.size(), 1);
        QCOMPARE(cache.bytes(), bytes);
    }

    // One thread reads a link, another changes it and every thread applies the change, then
    // the first caches what it read: that entry is stale and must not stay.
    void doesNotKeepWhatWasReadBeforeAChange()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 1 << 20);
        const quint64 readAt = cache.epoch();
        invalidation.invalidate(u"a"_s);
        QVERIFY(!cache.find("a"));  // the change is applied: nothing to forget yet
        cache.insert("a", entry(1), readAt);
        QVERIFY(!cache.find("a"));

        // A change to another code does not concern it; new links concern only missing codes.
        const quint64 readLater = cache.epoch();
        invalidation.invalidate(u"b"_s);
        invalidation.invalidateMissing();
        cache.insert("a", entry(1), readLater);
        cache.insert("none", entry(0, false), readLater);
        QVERIFY(cache.find("a"));
        QVERIFY(!cache.find("none"));

        // Everything forgotten meanwhile: nothing read before is kept.
        const quint64 readBeforeAll = cache.epoch();
        invalidation.invalidateAll();
        cache.insert("c", entry(3), readBeforeAll);
        QVERIFY(!cache.find("c"));
    }

    // Listener threads look up, insert and apply invalidations at once (ThreadSanitizer runs
    // this); what each finds is always a whole entry for its code.
    void threadsShareOneCache()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 256 * 1024);
        std::atomic<int> wrong{0};
        const auto work = [&](int seed) {
            for (int i = 0; i < 20000; ++i) {
                const int n = (i * 7919 + seed) % 3000;
                if (const ResolveCache::Found found = cache.find(key(n))) {
                    if (found->linkId != n || !found->location.endsWith(QByteArray("/" + QByteArray::number(n))))
                        ++wrong;
                } else {
                    cache.insert(key(n), entry(n), cache.epoch());
                }
            }
        };
        std::thread first(work, 1);
        std::thread second(work, 2);
        for (int i = 0; i < 200; ++i) {
            invalidation.invalidate(QString::fromLatin1(key(i)));
            if (i % 50 == 0)
                invalidation.invalidateAll();
            std::this_thread::yield();
        }
        first.join();
        second.join();
        QCOMPARE(wrong.load(), 0);
        QVERIFY(cache.size() > 0);
        QVERIFY(cache.bytes() <= 256 * 1024);
    }
};

QTEST_GUILESS_MAIN(TestResolveCache)
#include "tst_resolvecache.moc"
