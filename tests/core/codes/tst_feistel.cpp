#include "core/codes/Feistel.h"
#include "core/codes/KeyedHash.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class FeistelTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sipHashReferenceVector()
    {
        // SipHash-2-4 paper, appendix A: key 00..0f, message 00..07.
        const KeyedHash hash = KeyedHash::fromWords(0x0706050403020100ULL, 0x0f0e0d0c0b0a0908ULL);
        QCOMPARE(hash(0x0706050403020100ULL), 0x93f5f5799a932462ULL);
    }

    void bijectionOnSmallDomain()
    {
        const auto feistel = Feistel::create("small key", Alphabet(u"0123456789"_s), 3);
        QVERIFY(feistel);
        QSet<QString> codes;
        for (quint64 value = 0; value < 1000; ++value) {
            const QString code = feistel->encode(value);
            QCOMPARE(code.size(), 3);
            QCOMPARE(feistel->decode(code), std::optional<quint64>(value));
            codes.insert(code);
        }
        QCOMPARE(codes.size(), 1000);
        // 1,000 distinct 3-digit codes are all of them.
        for (int i = 0; i < 1000; ++i)
            QVERIFY(codes.contains(QStringLiteral("%1").arg(i, 3, 10, QLatin1Char('0'))));
    }

    void permutationStaysInRange_data()
    {
        QTest::addColumn<QString>("alphabet");
        QTest::addColumn<int>("length");
        QTest::newRow("2^1") << u"ab"_s << 1;
        QTest::newRow("2^5") << u"ab"_s << 5;
        QTest::newRow("10^3") << u"0123456789"_s << 3;
        QTest::newRow("36^2") << u"0123456789abcdefghijklmnopqrstuvwxyz"_s << 2;
        QTest::newRow("62^2") << u"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"_s << 2;
    }

    void permutationStaysInRange()
    {
        QFETCH(QString, alphabet);
        QFETCH(int, length);
        const auto feistel = Feistel::create("range", Alphabet(alphabet), length);
        QVERIFY(feistel);
        quint64 size = 1;
        for (int i = 0; i < length; ++i)
            size *= quint64(alphabet.size());
        QSet<quint64> seen;
        for (quint64 value = 0; value < size; ++value) {
            const quint64 permuted = feistel->permute(value, length);
            QVERIFY(permuted < size);
            QCOMPARE(feistel->unpermute(permuted, length), value);
            seen.insert(permuted);
            QCOMPARE(feistel->encode(value).size(), length);
        }
        QCOMPARE(quint64(seen.size()), size);
    }

    void differentKeyDifferentPermutation()
    {
        const Alphabet digits(u"0123456789"_s);
        const auto a = Feistel::create("key one", digits, 3);
        const auto b = Feistel::create("key two", digits, 3);
        const auto a2 = Feistel::create("key one", digits, 3);
        int differences = 0;
        for (quint64 value = 0; value < 1000; ++value) {
            QCOMPARE(a->encode(value), a2->encode(value));
            if (a->encode(value) != b->encode(value))
                ++differences;
        }
        QVERIFY2(differences > 900, qPrintable(QString::number(differences)));
    }

    void orderDoesNotShow()
    {
        // Consecutive inputs land far apart: fewer than 5% of neighbours stay neighbours.
        const auto feistel = Feistel::create("order", Alphabet::base62(), 7);
        int adjacent = 0;
        for (quint64 value = 1; value < 10000; ++value) {
            const qint64 a = qint64(feistel->permute(value, 7));
            const qint64 b = qint64(feistel->permute(value + 1, 7));
            if (std::abs(a - b) < 1000)
                ++adjacent;
        }
        QVERIFY2(adjacent < 500, qPrintable(QString::number(adjacent)));
    }

    void continuesOneLongerWhenFull()
    {
        const auto feistel = Feistel::create("grow", Alphabet(u"0123456789"_s), 2);
        QSet<QString> codes;
        for (quint64 value = 0; value < 1100; ++value) {
            const QString code = feistel->encode(value);
            QCOMPARE(code.size(), value < 100 ? 2 : (value < 1000 ? 3 : 4));
            QCOMPARE(feistel->decode(code), std::optional<quint64>(value));
            codes.insert(code);
        }
        QCOMPARE(codes.size(), 1100);
    }

    void hugeDomainsUseAll64Bits()
    {
        const auto feistel = Feistel::create("big", Alphabet::base62(), 12);  // 62^12 > 2^64
        QVERIFY(feistel);
        for (quint64 value : {quint64(0), quint64(1), std::numeric_limits<quint64>::max()}) {
            const QString code = feistel->encode(value);
            QCOMPARE(code.size(), 12);
            QCOMPARE(feistel->decode(code), std::optional<quint64>(value));
        }
    }

    void foreignCodesDoNotDecode()
    {
        const auto feistel = Feistel::create("strict", Alphabet(u"0123456789"_s), 3);
        QCOMPARE(feistel->decode(u"12"_s), std::nullopt);  // shorter than the length
        QCOMPARE(feistel->decode(u"12a"_s), std::nullopt);  // foreign character
        int nonCanonical = 0;
        for (int i = 0; i < 10000; ++i) {
            // A 4-digit code is canonical only when it stands for a value of 1,000 or more.
            const auto value = feistel->decode(QStringLiteral("%1").arg(i, 4, 10, QLatin1Char('0')));
            if (!value)
                ++nonCanonical;
            else
                QVERIFY(*value >= 1000);
        }
        QCOMPARE(nonCanonical, 1000);
    }

    void refusesBadOptions()
    {
        QVERIFY(!Feistel::create("k", Alphabet::base62(), 0));
        QVERIFY(!Feistel::create("k", Alphabet::base62(), 65));
        QVERIFY(!Feistel::create("k", Alphabet(u"a"_s), 3));
        QVERIFY(!Feistel::create("k", Alphabet(u"aab"_s), 3));
    }
};

QTEST_GUILESS_MAIN(FeistelTest)
#include "tst_feistel.moc"
