#include "server/ResolveCache.h"

#include <QTest>

using namespace kurz;

// The listener's resolve cache: bounded by bytes, keeps what is asked for, forgets what the
// invalidations name.
class TestResolveCache : public QObject
{
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
    static QString key(int i) { return QStringLiteral("c%1").arg(i); }

private Q_SLOTS:
    void staysWithinItsBudget()
    {
        CacheInvalidation invalidation;
        const qint64 budget = 256 * 1024;
        ResolveCache cache(invalidation, budget);
        for (int i = 0; i < 20000; ++i) {
            cache.insert(key(i), entry(i));
            QVERIFY(cache.bytes() <= budget);
        }
        const qint64 perEntry = ResolveCache::cost(key(19999), entry(19999));
        QVERIFY(cache.size() >= budget / perEntry - 2);  // full, not merely bounded
        QVERIFY(cache.find(key(19999)));                  // the newest is there
    }

    void keepsWhatIsAskedFor()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 128 * 1024);
        cache.insert(u"hot"_qs, entry(1));
        // Many one-off codes pass through; the hot code is asked for between them.
        for (int i = 0; i < 50000; ++i) {
            cache.insert(key(i), entry(i + 2));
            QVERIFY2(cache.find(u"hot"_qs), qPrintable(QString::number(i)));
        }
    }

    void forgetsWhatIsInvalidated()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 1 << 20);
        cache.insert(u"a"_qs, entry(1));
        cache.insert(u"b"_qs, entry(2));
        cache.insert(u"gone"_qs, entry(0, false));
        invalidation.invalidate(u"a"_qs);
        QVERIFY(!cache.find(u"a"_qs));
        QVERIFY(cache.find(u"b"_qs));
        invalidation.invalidateMissing();
        QVERIFY(!cache.find(u"gone"_qs));
        QVERIFY(cache.find(u"b"_qs));
        const qint64 bytes = cache.bytes();
        cache.insert(u"c"_qs, entry(3));
        QVERIFY(cache.bytes() > bytes);
        invalidation.invalidateAll();
        QVERIFY(!cache.find(u"b"_qs) && !cache.find(u"c"_qs));
        QCOMPARE(cache.bytes(), 0);
        // Freed slots are used again.
        cache.insert(u"d"_qs, entry(4));
        QCOMPARE(cache.find(u"d"_qs)->linkId, 4);
    }

    void replacingAnEntryKeepsOneCopy()
    {
        CacheInvalidation invalidation;
        ResolveCache cache(invalidation, 1 << 20);
        cache.insert(u"a"_qs, entry(1));
        const qint64 bytes = cache.bytes();
        cache.insert(u"a"_qs, entry(1));
        QCOMPARE(cache.size(), 1);
        QCOMPARE(cache.bytes(), bytes);
    }
};

QTEST_GUILESS_MAIN(TestResolveCache)
#include "tst_resolvecache.moc"
