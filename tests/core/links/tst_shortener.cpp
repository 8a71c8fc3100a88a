#include "core/codes/RandomStrategy.h"
#include "core/links/Shortener.h"
#include "core/store/LinkStore.h"

#include "support/TempDatabase.h"

#include <QSqlQuery>
#include <QThread>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

// A generator that replays the given words, then repeats the last one forever.
RandomStrategy::Source replay(QList<quint32> words)
{
    auto state = std::make_shared<std::pair<QList<quint32>, int>>(std::move(words), 0);
    return [state] {
        const int i = std::min(state->second++, int(state->first.size()) - 1);
        return state->first.at(i);
    };
}

std::unique_ptr<CodeStrategy> digits(int length, RandomStrategy::Source source = {})
{
    return std::make_unique<RandomStrategy>(Alphabet(u"0123456789"_s), length, std::move(source));
}

}  // namespace

class TestShortener : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void createsAndStores()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Shortener shortener(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
        CreateRequest request;
        request.url = u"HTTPS://Example.org/page"_s;
        request.title = u"  A page "_s;
        request.tags = {u"b"_s, u"a"_s, u"b"_s, u" "_s};
        request.maxVisits = 10;
        const auto created = shortener.create(request);
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().message));
        QCOMPARE(created->link.code.size(), 7);
        QVERIFY(!created->existed);
        const auto stored = store.get(created->link.code);
        QVERIFY(stored.ok());
        QCOMPARE(stored->target, u"https://example.org/page"_s);
        QCOMPARE(stored->title, u"A page"_s);
        QCOMPARE(stored->tags, QStringList({u"a"_s, u"b"_s}));
        QCOMPARE(stored->maxVisits, std::optional<qint64>(10));
        QVERIFY(stored->createdAt.isValid());
    }

    void forcedCollisionIsRetried()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Shortener first(store, digits(3, replay({0})));
        QCOMPARE(first.create({.url = u"https://example.org/1"_s})->link.code, u"000"_s);
        // The same first draw collides; the retry draws 1,1,1.
        Shortener second(store, digits(3, replay({0, 0, 0, 1, 1, 1})));
        const auto created = second.create({.url = u"https://example.org/2"_s});
        QVERIFY(created.ok());
        QCOMPARE(created->link.code, u"111"_s);
        QCOMPARE(store.pages().countAll().value(), 2);
    }

    void repeatedCollisionsLengthenTheCode()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Shortener shortener(store, digits(3, replay({0})));
        QCOMPARE(shortener.create({.url = u"https://example.org/1"_s})->link.code, u"000"_s);
        // Eight misses at length 3, then one character longer.
        QCOMPARE(shortener.create({.url = u"https://example.org/2"_s})->link.code, u"0000"_s);
        QCOMPARE(shortener.create({.url = u"https://example.org/3"_s})->link.code, u"00000"_s);
    }

    void reservedCandidatesAreSkipped()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        // 'rest' is reserved; the generator spells it first, then 'abcd'.
        const QString alphabet = u"abcdefghijklmnopqrstuvwxyz"_s;
        auto word = [&](QChar c) { return quint32(alphabet.indexOf(c)); };
        Shortener shortener(store,
            std::make_unique<RandomStrategy>(Alphabet(alphabet), 4,
                replay(
                    {word(u'r'), word(u'e'), word(u's'), word(u't'), word(u'a'), word(u'b'), word(u'c'), word(u'd')})));
        QCOMPARE(shortener.create({.url = u"https://example.org/"_s})->link.code, u"abcd"_s);
    }

    void takenReservedAndMalformedAliasesStoreNothing()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Shortener shortener(store, digits(6));
        QVERIFY(shortener.create({.url = u"https://example.org/"_s, .alias = u"demo"_s}).ok());
        const auto taken = shortener.create({.url = u"https://example.org/other"_s, .alias = u"demo"_s});
        QVERIFY(!taken.ok());
        QCOMPARE(taken.error().kind, Error::Kind::Conflict);
        QVERIFY(taken.error().message.contains(u"already taken"_s));
        const auto reserved = shortener.create({.url = u"https://example.org/"_s, .alias = u"rest"_s});
        QVERIFY(!reserved.ok());
        QCOMPARE(reserved.error().kind, Error::Kind::InvalidInput);
        const auto malformed = shortener.create({.url = u"https://example.org/"_s, .alias = u"a/b"_s});
        QVERIFY(!malformed.ok());
        QCOMPARE(store.pages().countAll().value(), 1);
    }

    void badInputStoresNothing()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Shortener shortener(store, digits(6));
        QVERIFY(!shortener.create({.url = u"javascript:alert(1)"_s}).ok());
        QVERIFY(!shortener.create({.url = u"https://example.org/"_s, .maxVisits = 0}).ok());
        QVERIFY(!shortener.create({.url = u"https://example.org/"_s, .redirectStatus = 303}).ok());
        CreateRequest backwards{.url = u"https://example.org/"_s};
        backwards.validFrom = QDateTime::currentDateTimeUtc().addDays(2);
        backwards.expiresAt = QDateTime::currentDateTimeUtc().addDays(1);
        QVERIFY(!shortener.create(backwards).ok());
        QCOMPARE(store.pages().countAll().value(), 0);
    }

    void reusesExistingLinkWhenAsked()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Shortener shortener(store, digits(6));
        const auto first = shortener.create({.url = u"https://example.org/same"_s});
        const auto again = shortener.create({.url = u"https://EXAMPLE.org/same"_s, .reuseExisting = true});
        QVERIFY(again.ok());
        QVERIFY(again->existed);
        QCOMPARE(again->link.code, first->link.code);
        const auto fresh = shortener.create({.url = u"https://example.org/same"_s});
        QVERIFY(!fresh->existed);
        QVERIFY(fresh->link.code != first->link.code);
    }

    void concurrentCreatorsInATinyCodeSpace()
    {
        test::TempDatabase t;
        // 36^3 = 46,656 codes for 20,000 links: collisions are frequent.
        constexpr int Threads = 4, PerThread = 5000;
        QAtomicInt errors = 0;
        QList<QThread *> threads;
        for (int i = 0; i < Threads; ++i) {
            threads << QThread::create([&, i] {
                {
                    LinkStore store(t.db);
                    Shortener shortener(store, std::make_unique<RandomStrategy>(Alphabet::lowerBase36(), 3));
                    for (int n = 0; n < PerThread; ++n) {
                        if (!shortener.create({.url = u"https://example.org/%1/%2"_s.arg(i).arg(n)}).ok())
                            ++errors;
                    }
                }
                t.db->closeThreadConnection();
            });
            threads.last()->start();
        }
        for (QThread *thread : threads) {
            thread->wait();
            delete thread;
        }
        QCOMPARE(errors.loadRelaxed(), 0);
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT count(*), count(DISTINCT code), count(DISTINCT target) FROM links"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), Threads * PerThread);
        QCOMPARE(q.value(1).toInt(), Threads * PerThread);
        QCOMPARE(q.value(2).toInt(), Threads * PerThread);
    }
};

QTEST_GUILESS_MAIN(TestShortener)
#include "tst_shortener.moc"
