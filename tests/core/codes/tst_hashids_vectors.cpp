#include "VectorFile.h"

#include "core/codes/Hashids.h"

using namespace Qt::StringLiterals;

using namespace kurz;

Q_DECLARE_METATYPE(std::vector<quint64>)

class HashidsVectorsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void referenceVectorsEncodeAndDecodeAlike_data() { QVERIFY(test::addVectorRows(u"hashids.json"_s, 50)); }

    void referenceVectorsEncodeAndDecodeAlike()
    {
        QFETCH(QJsonObject, vector);
        QVERIFY2(!vector.value(u"bigint").toBool(), "a uint64 port has no vectors beyond 64 bits");
        const QString kind = vector.value(u"kind").toString();
        const auto hashids = Hashids::create(
            vector.value(u"salt").toString(), vector.value(u"minLength").toInt(), vector.value(u"alphabet").toString());
        if (kind == u"error") {
            QVERIFY(!hashids);
            QVERIFY2(hashids.error().message.contains(u"at least 16 unique characters"),
                qPrintable(hashids.error().message));
            return;
        }
        QVERIFY2(hashids, qPrintable(hashids.error().message));
        const auto numbers = test::numbersOf(vector.value(u"numbers"));
        const QString id = vector.value(u"id").toString();
        if (kind == u"encode_decode" || kind == u"encode")
            QCOMPARE(hashids->encode(numbers), id);
        if (kind == u"encode_decode" || kind == u"decode" || kind == u"decode_foreign_chars"
            || kind == u"decode_tampered")
            QCOMPARE(hashids->decode(id), numbers);
        if (kind == u"decode_foreign_chars" || kind == u"decode_tampered")
            QVERIFY(numbers.empty());
        if (kind == u"roundtrip") {
            const QString encoded = hashids->encode(numbers);
            QCOMPARE(hashids->decode(encoded), numbers);
            if (vector.contains(u"expect_min_length"))
                QVERIFY(encoded.size() >= vector.value(u"expect_min_length").toInt());
        }
        QVERIFY2(kind == u"encode_decode" || kind == u"encode" || kind == u"decode" || kind == u"roundtrip"
                || kind == u"decode_foreign_chars" || kind == u"decode_tampered",
            qPrintable(kind));
    }

    void decodeRevalidatesByReEncoding()
    {
        const auto hashids = Hashids::create(u"this is my salt"_s, 8);
        QVERIFY(hashids);
        const std::vector<quint64> numbers{1, 2, 3};
        const QString id = hashids->encode(numbers);
        QCOMPARE(hashids->decode(id), numbers);
        // Every single-character change either fails to decode or is another canonical id.
        for (qsizetype i = 0; i < id.size(); ++i) {
            for (char16_t c : u"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890") {
                if (c == 0 || c == id.at(i).unicode())
                    continue;
                QString tampered = id;
                tampered[i] = QChar(c);
                const auto decoded = hashids->decode(tampered);
                if (!decoded.empty())
                    QCOMPARE(hashids->encode(decoded), tampered);
            }
        }
        // Another salt never accepts it.
        const auto other = Hashids::create(u"another salt"_s, 8);
        QVERIFY(other->decode(id).empty());
    }

    void guardsAndSeparatorsAreSplitOff()
    {
        // The python reference's short alphabet: two letters, guards taken from the separators.
        const auto hashids = Hashids::create(QString(), 0, u"ABcfhistuCFHISTU"_s);
        QVERIFY(hashids);
        const std::vector<quint64> numbers{99, 25};
        QCOMPARE(hashids->encode(numbers), u"AAABBBAAHBBAAB"_s);
        QCOMPARE(hashids->decode(u"AAABBBAAHBBAAB"_s), numbers);
    }

    void badAlphabetsAndLengthsAreRefused()
    {
        QVERIFY(!Hashids::create(QString(), 0, u"abcdefghijklmno p"_s));
        QVERIFY(!Hashids::create(QString(), 0, u"abcdefghijklmnoé"_s));
        QVERIFY(!Hashids::create(QString(), -1));
    }

    void uint64Extremes()
    {
        const auto hashids = Hashids::create(u"salt"_s, 10);
        const std::vector<quint64> numbers{std::numeric_limits<quint64>::max(), 0, 7};
        QCOMPARE(hashids->decode(hashids->encode(numbers)), numbers);
    }
};

QTEST_GUILESS_MAIN(HashidsVectorsTest)
#include "tst_hashids_vectors.moc"
