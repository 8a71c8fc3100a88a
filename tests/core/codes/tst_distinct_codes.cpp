#include "core/codes/Alphabet.h"
#include "core/codes/FeistelStrategy.h"
#include "core/codes/HashidsStrategy.h"
#include "core/codes/SequenceStrategy.h"
#include "core/codes/SqidsStrategy.h"

#include <QTest>

#include <string>
#include <unordered_set>

using namespace Qt::StringLiterals;

using namespace kurz;

// 1,000,000 consecutive counter values through each id-derived strategy (codec only, no
// database): every code is different.
class DistinctCodesTest : public QObject {
    Q_OBJECT

    static constexpr quint64 Count = 1000000;

    static void expectDistinct(CodeStrategy &strategy, int minLength)
    {
        std::unordered_set<std::string> codes;
        codes.reserve(Count);
        CodeContext context;
        for (quint64 counter = 1; counter <= Count; ++counter) {
            context.counter = counter;
            const QString code = strategy.candidate(context);
            if (code.size() < minLength)
                QFAIL(qPrintable(QStringLiteral("%1 gave '%2' for %3, shorter than %4")
                                     .arg(strategy.id(), code)
                                     .arg(counter)
                                     .arg(minLength)));
            codes.insert(code.toStdString());
        }
        QCOMPARE(codes.size(), size_t(Count));
    }

private Q_SLOTS:
    void sequenceGivesDistinctCodes()
    {
        SequenceStrategy strategy(Alphabet::base62(), 5);
        expectDistinct(strategy, 5);
    }

    void sqidsGivesDistinctCodes()
    {
        auto strategy
            = SqidsStrategy::create(SqidsStrategy::shuffled(Alphabet::base62().characters(), "test secret"), 7);
        QVERIFY(strategy);
        expectDistinct(**strategy, 7);
    }

    void hashidsGivesDistinctCodes()
    {
        auto strategy = HashidsStrategy::create(Alphabet::base62().characters(), 7, u"test salt"_s);
        QVERIFY(strategy);
        expectDistinct(**strategy, 7);
    }

    void feistelGivesDistinctCodes()
    {
        auto strategy = FeistelStrategy::create(Alphabet::base62(), 7, "test key");
        QVERIFY(strategy);
        expectDistinct(**strategy, 7);
    }

    void feistelAcrossTheLengthBoundary()
    {
        // Base 10, length 5: the counter passes 10^5 within the run and codes go to length 6.
        auto strategy = FeistelStrategy::create(Alphabet(u"0123456789"_s), 5, "boundary");
        QVERIFY(strategy);
        expectDistinct(**strategy, 5);
    }
};

QTEST_GUILESS_MAIN(DistinctCodesTest)
#include "tst_distinct_codes.moc"
