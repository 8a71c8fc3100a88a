#include "core/codes/RandomStrategy.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <vector>

using namespace kurz;

// Chi-square statistic of `draws` characters drawn by the strategy's sampler.
static double chiSquare(RandomStrategy &strategy, int alphabetSize, int draws)
{
    std::vector<qint64> counts(size_t(alphabetSize), 0);
    for (int i = 0; i < draws; ++i)
        ++counts[size_t(strategy.drawIndex())];
    const double expected = double(draws) / alphabetSize;
    double chi = 0.0;
    for (qint64 count : counts)
        chi += (double(count) - expected) * (double(count) - expected) / expected;
    return chi;
}

// Wilson-Hilferty: the chi-square quantile for `dof` degrees of freedom at standard normal z.
static double criticalValue(int dof, double z)
{
    const double k = dof;
    return k * std::pow(1.0 - 2.0 / (9.0 * k) + z * std::sqrt(2.0 / (9.0 * k)), 3.0);
}

// Significance 10^-9 (z = 6.0): a fair sampler fails this once in a billion runs.
static constexpr double StrictZ = 6.0;
static constexpr int Draws = 1000000;

class RandomUniformityTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void uniformOverAlphabet_data()
    {
        QTest::addColumn<QString>("alphabet");
        QTest::newRow("base62") << Alphabet::base62().characters();
        QTest::newRow("unambiguous") << Alphabet::unambiguous().characters();
        QTest::newRow("base36") << Alphabet::lowerBase36().characters();
    }

    void uniformOverAlphabet()
    {
        QFETCH(QString, alphabet);
        RandomStrategy strategy(Alphabet(alphabet), 7);  // the system CSPRNG
        const double chi = chiSquare(strategy, int(alphabet.size()), Draws);
        const double critical = criticalValue(int(alphabet.size()) - 1, StrictZ);
        QVERIFY2(chi < critical, qPrintable(QStringLiteral("chi-square %1 >= critical %2").arg(chi).arg(critical)));
    }

    void detectsABiasedSource()
    {
        // Plain modulo of a byte (256 % 62 != 0) over-weights the first 8 characters: the
        // same statistic must reject it, or the test above could not fail.
        RandomStrategy biased(Alphabet::base62(), 7, [] { return QRandomGenerator::global()->generate() & 0xffu; });
        const double chi = chiSquare(biased, 62, Draws);
        QVERIFY2(chi > criticalValue(61, StrictZ), qPrintable(QString::number(chi)));
    }

    void criticalValueMatchesTables()
    {
        // Known chi-square quantiles: 61 dof at p = 0.001 is 100.9; 35 dof at p = 0.001 is 66.6.
        QVERIFY(std::abs(criticalValue(61, 3.090) - 100.9) < 0.5);
        QVERIFY(std::abs(criticalValue(35, 3.090) - 66.6) < 0.5);
    }

    void codesHaveTheLengthAndAlphabet()
    {
        RandomStrategy strategy(Alphabet::unambiguous(), 9);
        CodeContext context;
        for (int i = 0; i < 1000; ++i) {
            const QString code = strategy.candidate(context);
            QCOMPARE(code.size(), 9);
            for (QChar c : code)
                QVERIFY(Alphabet::unambiguous().indexOf(c) >= 0);
        }
        context.attempt = RandomStrategy::MissesBeforeLonger;
        QCOMPARE(strategy.candidate(context).size(), 10);
    }
};

QTEST_GUILESS_MAIN(RandomUniformityTest)
#include "tst_random_uniformity.moc"
