#include "cli/Cli.h"
#include "support/TestPaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kurz;

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run runCodes(const QStringList &arguments)
{
    Run run;
    QTextStream out(&run.out), err(&run.err);
    Cli cli;
    run.status = cli.run(QStringList{u"kurz"_qs, u"codes"_qs} + arguments, out, err);
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

} // namespace

class CodesCommandTest : public QObject
{
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
        QTest::newRow("base62") << QStringList{u"--strategy"_qs, u"base62"_qs} << QStringList{u"18446744073709551615"_qs};
        QTest::newRow("base62 length") << QStringList{u"--strategy"_qs, u"base62"_qs, u"--length"_qs, u"6"_qs} << QStringList{u"0"_qs};
        QTest::newRow("sqids") << QStringList{u"--strategy"_qs, u"sqids"_qs, u"--length"_qs, u"12"_qs} << QStringList{u"0"_qs, u"7"_qs, u"18446744073709551615"_qs};
        QTest::newRow("hashids") << QStringList{u"--strategy"_qs, u"hashids"_qs, u"--salt"_qs, u"pepper"_qs} << QStringList{u"5"_qs, u"5"_qs, u"5"_qs};
        QTest::newRow("feistel") << QStringList{u"--strategy"_qs, u"feistel"_qs, u"--key"_qs, u"k"_qs, u"--alphabet"_qs, u"abcdefghij"_qs} << QStringList{u"123456"_qs};
    }

    void decodeGivesBackTheNumbersEncoded()
    {
        QFETCH(QStringList, options);
        QFETCH(QStringList, numbers);
        const Run encoded = runCodes(QStringList{u"encode"_qs} + options + numbers);
        QCOMPARE(encoded.err, QString());
        QCOMPARE(encoded.status, 0);
        const QString code = encoded.out.trimmed();
        QVERIFY(!code.isEmpty());
        const Run decoded = runCodes(QStringList{u"decode"_qs} + options + QStringList{code});
        QCOMPARE(decoded.err, QString());
        QCOMPARE(decoded.status, 0);
        QCOMPARE(decoded.out, numbers.join(u' ') + u'\n');
    }

    void aBlocklistFileReplacesTheDefaultWords()
    {
        // sqids-spec blocklist.test.ts: a non-empty list replaces the default one.
        QTemporaryDir dir;
        QFile file(dir.filePath(u"words.txt"_qs));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("JSwXFaosAN\nOCjV9JK64o\nrBHf\n79SM\n7tE6\n");
        file.close();
        const Run run = runCodes({u"encode"_qs, u"--strategy"_qs, u"sqids"_qs, u"--blocklist"_qs, file.fileName(), u"1000000"_qs, u"2000000"_qs});
        QCOMPARE(run.out, u"1aYeB7bRUt\n"_qs);
        QCOMPARE(run.status, 0);
    }

    void badOptionsFailWithAReasonAndNoOutput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString encode = u"encode"_qs;
        const QString strategy = u"--strategy"_qs;
        QTest::newRow("2-character alphabet") << QStringList{encode, strategy, u"sqids"_qs, u"--alphabet"_qs, u"ab"_qs, u"1"_qs} << u"at least 3 characters"_qs;
        QTest::newRow("repeated characters") << QStringList{encode, strategy, u"sqids"_qs, u"--alphabet"_qs, u"abcdefa"_qs, u"1"_qs} << u"must contain unique characters"_qs;
        QTest::newRow("multibyte characters") << QStringList{encode, strategy, u"sqids"_qs, u"--alphabet"_qs, u"abcdéf"_qs, u"1"_qs} << u"multibyte"_qs;
        QTest::newRow("minimum length 300") << QStringList{encode, strategy, u"sqids"_qs, u"--length"_qs, u"300"_qs, u"1"_qs} << u"between 0 and 255, not 300"_qs;
        QTest::newRow("salt with a short alphabet") << QStringList{encode, strategy, u"hashids"_qs, u"--salt"_qs, u"s"_qs, u"--alphabet"_qs, u"0123456789"_qs, u"1"_qs} << u"at least 16 unique characters"_qs;
        QTest::newRow("salt with a spaced alphabet") << QStringList{encode, strategy, u"hashids"_qs, u"--salt"_qs, u"s"_qs, u"--alphabet"_qs, u"abcdefghij klmnopq"_qs, u"1"_qs} << u"without spaces"_qs;
        QTest::newRow("base62 one character") << QStringList{encode, strategy, u"base62"_qs, u"--alphabet"_qs, u"a"_qs, u"1"_qs} << u"at least 2 characters"_qs;
        QTest::newRow("feistel repeated") << QStringList{encode, strategy, u"feistel"_qs, u"--alphabet"_qs, u"aab"_qs, u"1"_qs} << u"twice"_qs;
        QTest::newRow("feistel length 0") << QStringList{encode, strategy, u"feistel"_qs, u"--length"_qs, u"0"_qs, u"1"_qs} << u"between 1 and 64"_qs;
        QTest::newRow("salt for sqids") << QStringList{encode, strategy, u"sqids"_qs, u"--salt"_qs, u"s"_qs, u"1"_qs} << u"--salt applies to the hashids strategy only"_qs;
        QTest::newRow("key for hashids") << QStringList{encode, strategy, u"hashids"_qs, u"--key"_qs, u"k"_qs, u"1"_qs} << u"--key applies to the feistel strategy only"_qs;
        QTest::newRow("both blocklists") << QStringList{encode, strategy, u"sqids"_qs, u"--blocklist"_qs, u"x"_qs, u"--no-blocklist"_qs, u"1"_qs} << u"either --blocklist FILE or --no-blocklist"_qs;
        QTest::newRow("missing blocklist file") << QStringList{encode, strategy, u"sqids"_qs, u"--blocklist"_qs, u"/nonexistent/words.txt"_qs, u"1"_qs} << u"Cannot read the blocklist"_qs;
        QTest::newRow("unknown strategy") << QStringList{encode, strategy, u"base64"_qs, u"1"_qs} << u"'base64' is not a strategy"_qs;
        QTest::newRow("no strategy") << QStringList{encode, u"1"_qs} << u"needs --strategy"_qs;
        QTest::newRow("no action") << QStringList{strategy, u"sqids"_qs} << u"needs 'encode' or 'decode'"_qs;
        QTest::newRow("not a number") << QStringList{encode, strategy, u"sqids"_qs, u"12a"_qs} << u"'12a' is not a number"_qs;
        QTest::newRow("beyond 64 bits") << QStringList{encode, strategy, u"sqids"_qs, u"18446744073709551616"_qs} << u"is not a number from 0 to 18446744073709551615"_qs;
        QTest::newRow("negative") << QStringList{encode, strategy, u"hashids"_qs, u"--"_qs, u"-5"_qs} << u"'-5' is not a number"_qs;
        QTest::newRow("no numbers") << QStringList{encode, strategy, u"sqids"_qs} << u"needs the numbers"_qs;
        QTest::newRow("two numbers for base62") << QStringList{encode, strategy, u"base62"_qs, u"1"_qs, u"2"_qs} << u"exactly one number"_qs;
        QTest::newRow("bad length") << QStringList{encode, strategy, u"sqids"_qs, u"--length"_qs, u"-3"_qs, u"1"_qs} << u"--length needs a whole number"_qs;
        QTest::newRow("two codes") << QStringList{u"decode"_qs, strategy, u"sqids"_qs, u"a"_qs, u"b"_qs} << u"exactly one code"_qs;
        QTest::newRow("sqids foreign code") << QStringList{u"decode"_qs, strategy, u"sqids"_qs, u"86R*07"_qs} << u"does not decode"_qs;
        QTest::newRow("hashids foreign code") << QStringList{u"decode"_qs, strategy, u"hashids"_qs, u"--salt"_qs, u"other"_qs, u"NkK9"_qs} << u"does not decode"_qs;
        QTest::newRow("feistel short code") << QStringList{u"decode"_qs, strategy, u"feistel"_qs, u"abc"_qs} << u"does not decode"_qs;
        QTest::newRow("base62 overflow") << QStringList{u"decode"_qs, strategy, u"base62"_qs, u"ZZZZZZZZZZZZ"_qs} << u"does not decode"_qs;
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
