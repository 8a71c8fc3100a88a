#include "cli/Cli.h"
#include "support/TestPaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

struct Run {
    int status = -1;
    QString out;
    QString err;
};

Run runCodes(const QStringList &arguments)
{
    Run run;
    QTextStream out(&run.out), err(&run.err);
    Cli cli;
    run.status = cli.run(QStringList{u"kurz"_s, u"codes"_s} + arguments, out, err);
    return run;
}

// Splits a command line as a shell would for the simple quoting the docs use.
QStringList splitCommand(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (QChar c : line) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
        } else if (c == u'"' || c == u'\'') {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words.append(word);
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words.append(word);
    return words;
}

}  // namespace

class CodesCommandTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void docsExamplesRunAsPrinted()
    {
        QFile doc(test::testData(QStringLiteral("../../docs/codes.md")));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(doc.readAll()).split(u'\n');
        int examples = 0;
        for (int i = 0; i < lines.size(); ++i) {
            if (!lines[i].startsWith(u"$ kurz codes "))
                continue;
            QStringList expected;
            for (int j = i + 1; j < lines.size() && !lines[j].startsWith(u'$') && !lines[j].startsWith(u"```"); ++j)
                expected.append(lines[j]);
            const Run run = runCodes(splitCommand(lines[i].mid(13)));
            const QString printed = run.out + run.err;
            QCOMPARE(printed, expected.join(u'\n') + u'\n');
            QCOMPARE(run.status, run.err.isEmpty() ? 0 : 1);
            ++examples;
        }
        QVERIFY(examples >= 10);
    }

    void decodeGivesBackTheNumbersEncoded_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QStringList>("numbers");
        QTest::newRow("base62") << QStringList{u"--strategy"_s, u"base62"_s} << QStringList{u"18446744073709551615"_s};
        QTest::newRow("base62 length") << QStringList{u"--strategy"_s, u"base62"_s, u"--length"_s, u"6"_s}
                                       << QStringList{u"0"_s};
        QTest::newRow("sqids") << QStringList{u"--strategy"_s, u"sqids"_s, u"--length"_s, u"12"_s}
                               << QStringList{u"0"_s, u"7"_s, u"18446744073709551615"_s};
        QTest::newRow("hashids") << QStringList{u"--strategy"_s, u"hashids"_s, u"--salt"_s, u"pepper"_s}
                                 << QStringList{u"5"_s, u"5"_s, u"5"_s};
        QTest::newRow("feistel") << QStringList{u"--strategy"_s, u"feistel"_s, u"--key"_s, u"k"_s, u"--alphabet"_s,
            u"abcdefghij"_s} << QStringList{u"123456"_s};
    }

    void snowflakeDecodeShowsTimeMachineAndSequence()
    {
        const QStringList options{u"--strategy"_s, u"snowflake"_s, u"--layout"_s, u"36/8/6"_s};
        const Run encoded
            = runCodes(QStringList{u"encode"_s} + options + QStringList{u"1767225600123"_s, u"255"_s, u"63"_s});
        QCOMPARE(encoded.err, QString());
        const QString code = encoded.out.trimmed();
        QCOMPARE(code.size(), 9);
        const Run decoded = runCodes(QStringList{u"decode"_s} + options + QStringList{code});
        QCOMPARE(decoded.err, QString());
        QCOMPARE(decoded.out, u"time 2026-01-01T00:00:00.123Z machine 255 sequence 63\n"_s);
        const Run json = runCodes(QStringList{u"--json"_s, u"decode"_s} + options + QStringList{code});
        QVERIFY2(json.out.contains(u"\"numbers\":[1767225600123,255,63]"_s), qPrintable(json.out));
        const Run tooLarge
            = runCodes(QStringList{u"encode"_s} + options + QStringList{u"1767225600123"_s, u"256"_s, u"0"_s});
        QCOMPARE(tooLarge.status, 1);
        QVERIFY2(tooLarge.err.contains(u"takes 0 to 255"_s), qPrintable(tooLarge.err));
    }

    void decodeGivesBackTheNumbersEncoded()
    {
        QFETCH(QStringList, options);
        QFETCH(QStringList, numbers);
        const Run encoded = runCodes(QStringList{u"encode"_s} + options + numbers);
        QCOMPARE(encoded.err, QString());
        QCOMPARE(encoded.status, 0);
        const QString code = encoded.out.trimmed();
        QVERIFY(!code.isEmpty());
        const Run decoded = runCodes(QStringList{u"decode"_s} + options + QStringList{code});
        QCOMPARE(decoded.err, QString());
        QCOMPARE(decoded.status, 0);
        QCOMPARE(decoded.out, numbers.join(u' ') + u'\n');
    }

    void aBlocklistFileReplacesTheDefaultWords()
    {
        // sqids-spec blocklist.test.ts: a non-empty list replaces the default one.
        QTemporaryDir dir;
        QFile file(dir.filePath(u"words.txt"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("JSwXFaosAN\nOCjV9JK64o\nrBHf\n79SM\n7tE6\n");
        file.close();
        const Run run = runCodes(
            {u"encode"_s, u"--strategy"_s, u"sqids"_s, u"--blocklist"_s, file.fileName(), u"1000000"_s, u"2000000"_s});
        QCOMPARE(run.out, u"1aYeB7bRUt\n"_s);
        QCOMPARE(run.status, 0);
    }

    // `kurz codes pool`: the pool strategy's pool in the database, refilled on request.
    void poolSaysHowManyCodesAreLeft()
    {
        QTemporaryDir dir;
        const QStringList where{u"--db"_s, dir.filePath(u"kurz.db"_s), u"--config"_s, dir.filePath(u"kurz.conf"_s)};
        Run run = runCodes(QStringList{u"pool"_s} + where);
        QCOMPARE(run.status, 0);
        QVERIFY2(run.out.startsWith(u"Pool: 0 codes left of 10,000 (refilled below 5,000, in batches of 1,000); 0 "
                                    "handed out."_s),
            qPrintable(run.out));
        QVERIFY2(run.out.contains(u"New links use the random strategy"_s), qPrintable(run.out));
        run = runCodes(QStringList{u"pool"_s, u"--refill"_s, u"1200"_s, u"--json"_s} + where);
        QCOMPARE(run.status, 0);
        QCOMPARE(run.out,
            u"{\"strategy\":\"random\",\"codes\":\"random\",\"left\":1200,\"handedOut\":0,\"size\":10000,"
            "\"lowWater\":5000,\"batch\":1000}\n"_s);
    }

    void badOptionsFailWithAReasonAndNoOutput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString encode = u"encode"_s;
        const QString strategy = u"--strategy"_s;
        QTest::newRow("2-character alphabet") << QStringList{encode, strategy, u"sqids"_s, u"--alphabet"_s, u"ab"_s,
            u"1"_s} << u"at least 3 characters"_s;
        QTest::newRow("repeated characters") << QStringList{encode, strategy, u"sqids"_s, u"--alphabet"_s, u"abcdefa"_s,
            u"1"_s} << u"must contain unique characters"_s;
        QTest::newRow("multibyte characters")
            << QStringList{encode, strategy, u"sqids"_s, u"--alphabet"_s, u"abcdéf"_s, u"1"_s} << u"multibyte"_s;
        QTest::newRow("minimum length 300") << QStringList{encode, strategy, u"sqids"_s, u"--length"_s, u"300"_s,
            u"1"_s} << u"between 0 and 255, not 300"_s;
        QTest::newRow("salt with a short alphabet") << QStringList{encode, strategy, u"hashids"_s, u"--salt"_s, u"s"_s,
            u"--alphabet"_s, u"0123456789"_s, u"1"_s}
                                                    << u"at least 16 unique characters"_s;
        QTest::newRow("salt with a spaced alphabet") << QStringList{encode, strategy, u"hashids"_s, u"--salt"_s, u"s"_s,
            u"--alphabet"_s, u"abcdefghij klmnopq"_s, u"1"_s}
                                                     << u"without spaces"_s;
        QTest::newRow("base62 one character") << QStringList{encode, strategy, u"base62"_s, u"--alphabet"_s, u"a"_s,
            u"1"_s} << u"at least 2 characters"_s;
        QTest::newRow("feistel repeated")
            << QStringList{encode, strategy, u"feistel"_s, u"--alphabet"_s, u"aab"_s, u"1"_s} << u"twice"_s;
        QTest::newRow("feistel length 0")
            << QStringList{encode, strategy, u"feistel"_s, u"--length"_s, u"0"_s, u"1"_s} << u"between 1 and 64"_s;
        QTest::newRow("salt for sqids") << QStringList{encode, strategy, u"sqids"_s, u"--salt"_s, u"s"_s, u"1"_s}
                                        << u"--salt applies to the hashids strategy only"_s;
        QTest::newRow("key for hashids") << QStringList{encode, strategy, u"hashids"_s, u"--key"_s, u"k"_s, u"1"_s}
                                         << u"--key applies to the feistel strategy only"_s;
        QTest::newRow("both blocklists") << QStringList{encode, strategy, u"sqids"_s, u"--blocklist"_s, u"x"_s,
            u"--no-blocklist"_s, u"1"_s} << u"either --blocklist FILE or --no-blocklist"_s;
        QTest::newRow("missing blocklist file") << QStringList{encode, strategy, u"sqids"_s, u"--blocklist"_s,
            u"/nonexistent/words.txt"_s, u"1"_s} << u"Cannot read the blocklist"_s;
        QTest::newRow("unknown strategy")
            << QStringList{encode, strategy, u"base64"_s, u"1"_s} << u"'base64' is not a strategy"_s;
        QTest::newRow("no strategy") << QStringList{encode, u"1"_s} << u"needs --strategy"_s;
        QTest::newRow("no action") << QStringList{strategy, u"sqids"_s} << u"needs 'encode', 'decode' or 'pool'"_s;
        QTest::newRow("not a number") << QStringList{encode, strategy, u"sqids"_s, u"12a"_s}
                                      << u"'12a' is not a number"_s;
        QTest::newRow("beyond 64 bits") << QStringList{encode, strategy, u"sqids"_s, u"18446744073709551616"_s}
                                        << u"is not a number from 0 to 18446744073709551615"_s;
        QTest::newRow("negative") << QStringList{encode, strategy, u"hashids"_s, u"--"_s, u"-5"_s}
                                  << u"'-5' is not a number"_s;
        QTest::newRow("no numbers") << QStringList{encode, strategy, u"sqids"_s} << u"needs the numbers"_s;
        QTest::newRow("two numbers for base62")
            << QStringList{encode, strategy, u"base62"_s, u"1"_s, u"2"_s} << u"exactly one number"_s;
        QTest::newRow("bad length") << QStringList{encode, strategy, u"sqids"_s, u"--length"_s, u"-3"_s, u"1"_s}
                                    << u"--length needs a whole number"_s;
        QTest::newRow("two codes") << QStringList{u"decode"_s, strategy, u"sqids"_s, u"a"_s, u"b"_s}
                                   << u"exactly one code"_s;
        QTest::newRow("sqids foreign code")
            << QStringList{u"decode"_s, strategy, u"sqids"_s, u"86R*07"_s} << u"does not decode"_s;
        QTest::newRow("hashids foreign code") << QStringList{u"decode"_s, strategy, u"hashids"_s, u"--salt"_s,
            u"other"_s, u"NkK9"_s} << u"does not decode"_s;
        QTest::newRow("feistel short code")
            << QStringList{u"decode"_s, strategy, u"feistel"_s, u"abc"_s} << u"does not decode"_s;
        QTest::newRow("refill without pool")
            << QStringList{encode, strategy, u"sqids"_s, u"--refill"_s, u"5"_s, u"1"_s} << u"kurz codes pool only"_s;
        QTest::newRow("pool with an argument") << QStringList{u"pool"_s, u"5"_s} << u"takes no arguments"_s;
        QTest::newRow("pool bad refill") << QStringList{u"pool"_s, u"--refill"_s, u"0"_s} << u"--refill needs"_s;
        QTest::newRow("base62 overflow") << QStringList{u"decode"_s, strategy, u"base62"_s, u"ZZZZZZZZZZZZ"_s}
                                         << u"does not decode"_s;
    }

    void badOptionsFailWithAReasonAndNoOutput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCodes(arguments);
        QCOMPARE(run.status, 1);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.startsWith(u"kurz: "), qPrintable(run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(CodesCommandTest)
#include "tst_codes_command.moc"
