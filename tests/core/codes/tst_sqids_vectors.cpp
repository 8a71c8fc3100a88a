#include "VectorFile.h"

#include "cli/Cli.h"
#include "core/codes/Blocklist.h"
#include "core/codes/Sqids.h"
#include "support/TestPaths.h"

using namespace Qt::StringLiterals;

using namespace kurz;

Q_DECLARE_METATYPE(std::vector<quint64>)

class SqidsVectorsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builtInBlocklistIsTheReference()
    {
        QFile file(test::testData(QStringLiteral("vectors/sqids-blocklist.txt")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList reference = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
        reference.sort();
        QCOMPARE(reference.size(), 560);
        QCOMPARE(Blocklist::standard().words(), reference);
    }

    void referenceVectorsEncodeAndDecodeAlike_data() { QVERIFY(test::addVectorRows(u"sqids.json"_s, 60)); }

    void referenceVectorsEncodeAndDecodeAlike()
    {
        QFETCH(QJsonObject, vector);
        const QString kind = vector.value(u"kind").toString();
        const QJsonObject options = vector.value(u"options").toObject();
        Sqids::Options sqidsOptions;
        if (options.contains(u"alphabet"))
            sqidsOptions.alphabet = options.value(u"alphabet").toString();
        sqidsOptions.minLength = options.value(u"minLength").toInt(0);
        if (options.contains(u"blocklist")) {
            QStringList words;
            for (const QJsonValue &w : options.value(u"blocklist").toArray())
                words.append(w.toString());
            sqidsOptions.blocklist = Blocklist(words);
        }
        const auto sqids = Sqids::create(sqidsOptions);

        if (kind == u"error" && vector.value(u"stage").toString() == u"constructor") {
            QVERIFY(!sqids);
            QVERIFY2(sqids.error().message.contains(u"between 0 and 255"), qPrintable(sqids.error().message));
            return;
        }
        QVERIFY2(sqids, qPrintable(sqids.error().message));
        if (kind == u"error") {
            if (test::hasNegative(vector.value(u"numbers"))) {
                // Negative numbers cannot reach the uint64 codec; the command line refuses them.
                QString out, err;
                QTextStream outStream(&out), errStream(&err);
                Cli cli;
                QCOMPARE(cli.run({u"kurz"_s, u"codes"_s, u"encode"_s, u"--strategy"_s, u"sqids"_s, u"--"_s, u"-1"_s},
                             outStream, errStream),
                    1);
                QVERIFY(out.isEmpty());
                QVERIFY2(err.contains(u"'-1' is not a number"), qPrintable(err));
                return;
            }
            const auto numbers = test::numbersOf(vector.value(u"numbers"));
            const auto id = sqids->encode(numbers);
            QVERIFY(!id);
            QVERIFY2(id.error().message.contains(u"maximum number of attempts"), qPrintable(id.error().message));
            return;
        }

        const auto numbers = test::numbersOf(vector.value(u"numbers"));
        const QString id = vector.value(u"id").toString();
        if (kind == u"encode_decode" || kind == u"encode") {
            const auto encoded = sqids->encode(numbers);
            QVERIFY2(encoded, qPrintable(encoded.error().message));
            QCOMPARE(*encoded, id);
            if (vector.contains(u"expect_length"))
                QCOMPARE(encoded->size(), vector.value(u"expect_length").toInt());
        }
        if (kind == u"encode_decode" || kind == u"decode")
            QCOMPARE(sqids->decode(id), numbers);
        if (kind == u"roundtrip") {
            const auto encoded = sqids->encode(numbers);
            QVERIFY2(encoded, qPrintable(encoded.error().message));
            QCOMPARE(sqids->decode(*encoded), numbers);
            if (vector.contains(u"expect_min_length"))
                QVERIFY(encoded->size() >= vector.value(u"expect_min_length").toInt());
        }
        QVERIFY2(kind == u"encode_decode" || kind == u"encode" || kind == u"decode" || kind == u"roundtrip",
            qPrintable(kind));
    }

    // What the specification's tests assert beyond the vectors' fixed ids.
    void multibyteRepeatedOrShortAlphabetsAreRefused()
    {
        auto multibyte = Sqids::create({u"ë1092"_s, 0, std::nullopt});
        QVERIFY(!multibyte);
        QVERIFY(multibyte.error().message.contains(u"multibyte"));
        auto repeated = Sqids::create({u"aabcdefg"_s, 0, std::nullopt});
        QVERIFY(!repeated);
        QVERIFY(repeated.error().message.contains(u"unique"));
        auto tooShort = Sqids::create({u"ab"_s, 0, std::nullopt});
        QVERIFY(!tooShort);
        QVERIFY(tooShort.error().message.contains(u"at least 3"));
    }

    void decodingForeignCharactersGivesNothing()
    {
        const auto sqids = Sqids::create();
        QVERIFY(sqids);
        QVERIFY(sqids->decode(u"*"_s).empty());
        QVERIFY(sqids->decode(u"86Rf07é"_s).empty());
    }

    void uint64Extremes()
    {
        const auto sqids = Sqids::create();
        QVERIFY(sqids);
        const std::vector<quint64> numbers{0, std::numeric_limits<quint64>::max(), 1};
        const auto id = sqids->encode(numbers);
        QVERIFY(id);
        QCOMPARE(sqids->decode(*id), numbers);
    }

    void defaultBlocklistReencodes()
    {
        // From the specification: 4572721 first encodes to "aho1e", which the default list blocks.
        const auto plain = Sqids::create({QString::fromLatin1(Sqids::DefaultAlphabet), 0, Blocklist()});
        QVERIFY(plain);
        const quint64 number = 4572721;
        QCOMPARE(*plain->encode({&number, 1}), u"aho1e"_s);
        const auto blocking = Sqids::create();
        QVERIFY(blocking);
        QCOMPARE(*blocking->encode({&number, 1}), u"JExTR"_s);
        QCOMPARE(blocking->decode(u"aho1e"_s), std::vector<quint64>{number});
    }
};

QTEST_GUILESS_MAIN(SqidsVectorsTest)
#include "tst_sqids_vectors.moc"
