#include "core/codes/CodeSpace.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

using namespace kurz;

class CodeSpaceTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void capacityIsAlphabetSizeToTheLength()
    {
        const CodeSpace space(62, 7);
        QCOMPARE(space.exactCapacity(), std::optional<quint64>(3521614606208ULL));
        QVERIFY(std::abs(space.capacity() - 3.52e12) < 0.01e12);
        QCOMPARE(CodeSpace(10, 3).exactCapacity(), std::optional<quint64>(1000));
        QCOMPARE(CodeSpace(62, 11).exactCapacity(), std::nullopt);  // beyond 64 bits
        QVERIFY(CodeSpace(62, 11).capacity() > 5.2e19);
    }

    void nextCollisionChanceIsTheShareTaken()
    {
        const CodeSpace space(62, 7);
        const double chance = space.nextCollisionChance(1000000);
        QVERIFY2(std::abs(chance - 2.8e-7) < 0.05e-7, qPrintable(QString::number(chance)));
        QCOMPARE(space.nextCollisionChance(0), 0.0);
        QCOMPARE(CodeSpace(10, 3).nextCollisionChance(500), 0.5);
        QCOMPARE(CodeSpace(10, 3).nextCollisionChance(5000), 1.0);
    }

    void anyCollisionChanceFollowsTheBirthdayProblem()
    {
        // 23 people, 365 days: 50.7%.
        QVERIFY(std::abs(CodeSpace(365, 1).anyCollisionChance(23) - 0.5073) < 0.0005);
        // 62^7 codes: half a chance of a repeat at about 2.2 million random codes.
        const double half = CodeSpace(62, 7).anyCollisionChance(2209540);
        QVERIFY2(std::abs(half - 0.5) < 0.001, qPrintable(QString::number(half)));
        // 1,000,000 codes: 1 - exp(-n^2 / 2N) = 0.1326.
        QVERIFY(std::abs(CodeSpace(62, 7).anyCollisionChance(1000000) - 0.1326) < 0.001);
        QCOMPARE(CodeSpace(62, 7).anyCollisionChance(1), 0.0);
        QCOMPARE(CodeSpace(10, 2).anyCollisionChance(101), 1.0);
        QVERIFY(CodeSpace(10, 2).anyCollisionChance(100) > 0.999);
    }

    void countsAndChancesAreWordedInTheLocale()
    {
        QCOMPARE(CodeSpace::formatCount(CodeSpace(62, 7).capacity()), u"3.5 trillion"_s);
        QCOMPARE(CodeSpace::formatProbability(CodeSpace(62, 7).nextCollisionChance(12408)), u"3.5 × 10^-9"_s);
        QCOMPARE(CodeSpace::formatCount(1000), u"1,000"_s);
        QCOMPARE(CodeSpace::formatCount(56800235584.0), u"57 billion"_s);
        QCOMPARE(CodeSpace::formatCount(1e30), u"1.0 × 10^30"_s);
        QCOMPARE(CodeSpace::formatProbability(0.0), u"0"_s);
        QCOMPARE(CodeSpace::formatProbability(0.25), u"0.25"_s);
        QCOMPARE(CodeSpace::formatProbability(2.84e-7), u"2.8 × 10^-7"_s);
        QCOMPARE(CodeSpace::formatProbability(9.99e-5), u"1.0 × 10^-4"_s);
        QCOMPARE(CodeSpace::formatProbability(1.0), u"1"_s);
        // Other languages: digits in their own format, no English number words.
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(CodeSpace::formatCount(CodeSpace(62, 7).capacity(), german), u"3.521.614.606.208"_s);
        QCOMPARE(CodeSpace::formatCount(1e30, german), u"1,0 × 10^30"_s);
        QCOMPARE(CodeSpace::formatProbability(0.25, german), u"0,25"_s);
        QCOMPARE(CodeSpace::formatProbability(2.84e-7, german), u"2,8 × 10^-7"_s);
    }
};

QTEST_GUILESS_MAIN(CodeSpaceTest)
#include "tst_code_space.moc"
