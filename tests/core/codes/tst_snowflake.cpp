#include "support/TempDatabase.h"

#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/SnowflakeStrategy.h"
#include "core/links/CodeStrategyFactory.h"
#include "core/links/Shortener.h"
#include "core/store/LinkStore.h"

#include <QSet>
#include <QSqlQuery>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

constexpr qint64 T0 = SnowflakeLayout::Epoch + 1000000;

// A clock the test moves: each reading returns `now`, and after `readsPerTick` readings (0:
// never) the time moves on by one millisecond.
struct FakeClock {
    qint64 now = T0;
    int readsPerTick = 0;
    int reads = 0;
    SnowflakeGenerator::Clock clock()
    {
        return [this] {
            ++reads;
            if (readsPerTick > 0 && reads % readsPerTick == 0)
                ++now;
            return now;
        };
    }
};

SnowflakeLayout layout(const QString &text)
{
    return SnowflakeLayout::parse(text).value();
}

Codec snowflakeCodec(const QString &layoutText = {})
{
    Codec::Options options;
    options.secret = layoutText;
    return CodeStrategyRegistry::findCodec(u"snowflake"_s)->codec->make(options).value();
}

// The machine number inside a code of the default layout in base62.
quint64 machineOf(const QString &code)
{
    const std::vector<quint64> parts = snowflakeCodec().decode(code);
    return parts.size() == 3 ? parts[1] : ~0ULL;
}

}  // namespace

// Snowflake ids (SnowflakeLayout, SnowflakeGenerator, SnowflakeStrategy) and the machine
// numbers PostgreSQL leases (MachineLeases; the _pg run).
class SnowflakeTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void idsRiseWithTimeAndSequenceOnOneMachine()
    {
        FakeClock time;
        time.readsPerTick = 3;  // several ids a millisecond, then the next one
        SnowflakeGenerator generator(layout(u"41/10/12"_s), time.clock());
        quint64 previous = 0;
        QSet<quint64> seen;
        for (int i = 0; i < 5000; ++i) {
            const auto id = generator.next(7);
            QVERIFY2(id, qPrintable(id.error().message));
            QVERIFY2(*id > previous, qPrintable(QString::number(i)));
            previous = *id;
            seen.insert(*id);
            const auto parts = generator.layout().decompose(*id);
            QCOMPARE(parts->machine, 7u);
        }
        QCOMPARE(seen.size(), 5000);
        // The strategy on the system clock: codes of one length whose values rise.
        auto strategy = SnowflakeStrategy::create(Alphabet::base62(), u"41/10/12"_s, 3).value();
        quint64 last = 0;
        for (int i = 0; i < 10000; ++i) {
            const QString code = strategy->candidate({});
            QCOMPARE(code.size(), 11);
            const quint64 value = *Alphabet::base62().decode(code);
            QVERIFY(value > last);
            last = value;
        }
    }

    void twoMachinesNeverMakeTheSameIdInOneMillisecond()
    {
        // Both clocks stand still: every id of both machines is made in the same millisecond
        // until the sequence runs out.
        for (const QString &text : {u"41/10/12"_s, u"30/2/3"_s}) {
            FakeClock a, b;
            SnowflakeGenerator first(layout(text), a.clock()), second(layout(text), b.clock());
            const quint64 other = layout(text).maxMachine();
            QSet<quint64> ids;
            const int perMillisecond = int(layout(text).maxSequence()) + 1;
            for (int i = 0; i < perMillisecond; ++i) {
                ids.insert(first.next(0).value());
                ids.insert(second.next(other).value());
            }
            QCOMPARE(ids.size(), 2 * perMillisecond);
            QCOMPARE(a.now, T0);  // all in one millisecond
        }
    }

    void aClockSetBackIsRefusedUntilItCatchesUp()
    {
        FakeClock time;
        SnowflakeGenerator generator(layout(u"41/10/12"_s), time.clock());
        const quint64 before = generator.next(1).value();
        time.now -= 5;
        for (int i = 0; i < 5; ++i) {
            const auto refused = generator.next(1);
            QVERIFY(!refused.ok());
            QCOMPARE(refused.error().reason, reasons::ClockBehind);
            QVERIFY(refused.error().message.contains(u"went back by"_s));
            ++time.now;
        }
        // Back at the last id's millisecond: the sequence goes on.
        const quint64 after = generator.next(1).value();
        QVERIFY(after > before);
        QCOMPARE(generator.layout().decompose(after)->unixMs, T0);

        // Through the Shortener the create fails with that reason and stores nothing.
        test::TempDatabase temp;
        LinkStore store(temp.db);
        FakeClock shortenerTime;
        Shortener shortener(
            store, SnowflakeStrategy::create(Alphabet::base62(), u"41/10/12"_s, 0, shortenerTime.clock()).value());
        CreateRequest request;
        request.url = u"https://example.org/"_s;
        QVERIFY(shortener.create(request).ok());
        shortenerTime.now -= 1000;
        const auto created = shortener.create(request);
        QVERIFY(!created.ok());
        QCOMPARE(created.error().reason, reasons::ClockBehind);
        QCOMPARE(store.pages().countAll().value(), 1);
    }

    void theSequencesEndWaitsForTheNextMillisecond()
    {
        FakeClock time;
        SnowflakeGenerator generator(layout(u"41/10/2"_s), time.clock());  // 4 ids a millisecond
        for (quint64 sequence = 0; sequence < 4; ++sequence) {
            const auto parts = generator.layout().decompose(generator.next(0).value());
            QCOMPARE(parts->unixMs, T0);
            QCOMPARE(parts->sequence, sequence);
        }
        // The fifth waits: the clock is read until it moves on (here after 50 more readings).
        time.readsPerTick = 50;
        time.reads = 0;
        const auto fifth = generator.layout().decompose(generator.next(0).value());
        QCOMPARE(fifth->unixMs, T0 + 1);
        QCOMPARE(fifth->sequence, 0u);
        QVERIFY(time.reads >= 50);
    }

    void decodeGivesBackTimeMachineAndSequence()
    {
        FakeClock time;
        auto strategy = SnowflakeStrategy::create(Alphabet::unambiguous(), u"38/6/5"_s, 42, time.clock()).value();
        CodeSettings settings;
        settings.alphabet = u"unambiguous"_s;
        settings.snowflakeLayout = u"38/6/5"_s;
        const auto &entry = *CodeStrategyRegistry::find(u"snowflake"_s);
        const Codec codec
            = entry.codec->make(entry.codec->keyedFor(settings, [](const QString &) { return QString(); })).value();
        for (int i = 0; i < 32; ++i) {  // 5 sequence bits: all 32 ids of one millisecond
            const QString code = strategy->candidate({});
            const std::vector<quint64> parts = codec.decode(code);
            QCOMPARE(parts, (std::vector<quint64>{quint64(T0), 42, quint64(i)}));
            QCOMPARE(codec.encode(parts).value(), code);
        }
        QCOMPARE(codec.describe({quint64(T0), 42, 3}), u"time 2026-01-01T00:16:40.000Z machine 42 sequence 3"_s);
    }

    void codecEdgeValues_data()
    {
        QTest::addColumn<QString>("layoutText");
        QTest::addColumn<int>("length");
        QTest::newRow("Twitter's 41/10/12") << u"41/10/12"_s << 11;
        QTest::newRow("all 63 bits") << u"20/0/43"_s << 11;
        QTest::newRow("short 30/4/4") << u"30/4/4"_s << 7;
        QTest::newRow("one sequence bit") << u"20/0/1"_s << 4;
    }

    void codecEdgeValues()
    {
        QFETCH(QString, layoutText);
        QFETCH(int, length);
        const SnowflakeLayout l = layout(layoutText);
        QCOMPARE(l.codeLength(Alphabet::base62()), length);
        const Codec codec = snowflakeCodec(layoutText);
        for (const std::vector<quint64> &parts : {std::vector<quint64>{quint64(SnowflakeLayout::Epoch), 0, 0},
                 std::vector<quint64>{quint64(l.lastUnixMs()), l.maxMachine(), l.maxSequence()},
                 std::vector<quint64>{quint64(SnowflakeLayout::Epoch), l.maxMachine(), 0},
                 std::vector<quint64>{quint64(l.lastUnixMs()), 0, l.maxSequence()}}) {
            const QString code = codec.encode(parts).value();
            QCOMPARE(code.size(), length);
            QCOMPARE(codec.decode(code), parts);
        }
        QCOMPARE(
            codec.encode(std::vector<quint64>{quint64(SnowflakeLayout::Epoch), 0, 0}).value(), QString(length, u'0'));
        // Out of range: before the epoch, after the last millisecond, a machine or sequence too large.
        QVERIFY(!codec.encode(std::vector<quint64>{quint64(SnowflakeLayout::Epoch - 1), 0, 0}).ok());
        QVERIFY(!codec.encode(std::vector<quint64>{quint64(l.lastUnixMs() + 1), 0, 0}).ok());
        QVERIFY(!codec.encode(std::vector<quint64>{quint64(T0), l.maxMachine() + 1, 0}).ok());
        QVERIFY(!codec.encode(std::vector<quint64>{quint64(T0), 0, l.maxSequence() + 1}).ok());
        QVERIFY(!codec.encode(std::vector<quint64>{quint64(T0), 0}).ok());
        // A value with bits above the layout's is no code of it.
        QVERIFY(codec.decode(Alphabet::base62().encode(quint64(1) << l.totalBits())).empty());
        QVERIFY(codec.decode(u"not-base62!"_s).empty());
    }

    void layoutsOutsideTheLimitsAreRefused()
    {
        for (const QString &bad :
            {u"19/10/12"_s, u"41/10/13"_s, u"41/10/0"_s, u"41/-1/12"_s, u"41/10"_s, u"a/b/c"_s, u"64/0/1"_s})
            QVERIFY2(!SnowflakeLayout::parse(bad).ok(), qPrintable(bad));
        QVERIFY(SnowflakeLayout::parse(u"41/10/12"_s).ok());
        QVERIFY(SnowflakeLayout::parse(u"20/0/43"_s).ok());
        const auto tooLarge = SnowflakeStrategy::create(Alphabet::base62(), u"41/2/12"_s, 4);
        QVERIFY(!tooLarge.ok());
        QVERIFY(tooLarge.error().message.contains(u"0 to 3"_s));
    }

    // Each generator leases its own number from the database (SQLite file or PostgreSQL).
    void machineNumbersAreLeasedFromTheDatabase()
    {
        test::TempDatabase temp;
        CodeSettings settings;
        settings.strategy = u"snowflake"_s;
        QSet<quint64> machines;
        std::vector<std::unique_ptr<CodeStrategy>> strategies;
        for (int i = 0; i < 4; ++i) {
            strategies.push_back(makeCodeStrategy(settings, *temp.db));
            machines.insert(machineOf(strategies.back()->candidate({})));
        }
        QCOMPARE(machines, (QSet<quint64>{0, 1, 2, 3}));
        QVERIFY(!machines.contains(~0ULL));

        // A lease lost (expired, and taken by another) is noticed at the next renewal.
        MachineLeases &leases = temp.db->machineLeases();
        const quint64 taken = leases.claim(u"holder-a"_s, 1023).value();
        QVERIFY(!machines.contains(taken));
        QVERIFY(leases.renew(u"holder-a"_s, taken).value());
        QSqlQuery q(temp.db->connection());
        QVERIFY(q.exec(u"UPDATE snowflake_machines SET expires_at = 0 WHERE holder = 'holder-a'"_s));
        QCOMPARE(leases.claim(u"holder-b"_s, 1023).value(), taken);
        QVERIFY(!leases.renew(u"holder-a"_s, taken).value());
        // All numbers leased: a clear refusal.
        QVERIFY(!leases.claim(u"holder-c"_s, 0).ok());
    }

    // A strategy that goes away (a process ending cleanly) ends its lease at once: the next
    // generator gets the same number instead of waiting a minute for it to expire.
    void aStrategyGoneEndsItsLease()
    {
        test::TempDatabase temp;
        CodeSettings settings;
        settings.strategy = u"snowflake"_s;
        const auto leased = [&temp] {
            QSqlQuery q(temp.db->connection());
            return q.exec(u"SELECT count(*) FROM snowflake_machines"_s) && q.next() ? q.value(0).toInt() : -1;
        };
        auto first = makeCodeStrategy(settings, *temp.db);
        auto second = makeCodeStrategy(settings, *temp.db);
        QCOMPARE(machineOf(first->candidate({})), 0ULL);
        QCOMPARE(machineOf(second->candidate({})), 1ULL);
        QCOMPARE(leased(), 2);
        first.reset();
        QCOMPARE(leased(), 1);
        auto third = makeCodeStrategy(settings, *temp.db);
        QCOMPARE(machineOf(third->candidate({})), 0ULL);
        second.reset();
        third.reset();
        QCOMPARE(leased(), 0);
    }
};

QTEST_GUILESS_MAIN(SnowflakeTest)
#include "tst_snowflake.moc"
