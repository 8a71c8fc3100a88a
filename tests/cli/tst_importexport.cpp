// kurz import, export and backup as a script runs them: exit status, --json summary, files.

#include "core/store/Database.h"
#include "core/store/LinkStore.h"
#include "core/store/VisitStore.h"
#include "support/CarriedFields.h"
#include "support/CliRunner.h"
#include "support/TargetServer.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

#include <sys/stat.h>

using namespace kurz;
using namespace kurz::test;

namespace {

QString fixture(const char *name)
{
    return test::testData(QStringLiteral("import/")) + QLatin1String(name);
}

QList<qint64> lines(const QJsonObject &summary)
{
    QList<qint64> out;
    for (const QJsonValue &problem : summary.value(u"invalid"_qs).toArray())
        out.append(problem.toObject().value(u"line"_qs).toInteger());
    return out;
}

} // namespace

class TestImportExport : public QObject
{
    Q_OBJECT

    static QJsonObject importJson(CliRunner &cli, const QStringList &arguments, int expectedStatus)
    {
        const int status = cli.run(QStringList{u"import"_qs, u"--json"_qs} + arguments);
        if (status != expectedStatus)
            qWarning("status %d, err: %s", status, qPrintable(cli.err));
        [&] { QCOMPARE(status, expectedStatus); }();
        return QJsonDocument::fromJson(cli.out.toUtf8()).object();
    }

    static LinkStore store(CliRunner &cli)
    {
        return LinkStore(*Database::open(cli.databasePath()));
    }

private Q_SLOTS:
    void shlinkCsvKeepsCodesDatesVisitsAndReportsBadRows()
    {
        CliRunner cli;
        const QJsonObject summary = importJson(cli, {fixture("shlink.csv")}, 2);
        QVERIFY2(cli.out.startsWith(u"{\"format\":\"shlink-csv\",\"rows\":8,\"new\":5,\"same\":0,\"conflicts\":0,\"renamed\":0,\"invalid\":[{\"line\":5,"_qs),
                 qPrintable(cli.out));  // the documented order of keys
        QCOMPARE(summary.value(u"format"_qs).toString(), u"shlink-csv"_qs);
        QCOMPARE(summary.value(u"rows"_qs).toInt(), 8);
        QCOMPARE(summary.value(u"new"_qs).toInt(), 5);
        QCOMPARE(summary.value(u"same"_qs).toInt(), 0);
        QCOMPARE(summary.value(u"conflicts"_qs).toInt(), 0);
        QCOMPARE(summary.value(u"renamed"_qs).toInt(), 0);
        QCOMPARE(lines(summary), (QList<qint64>{5, 8, 9}));
        const QJsonArray invalid = summary.value(u"invalid"_qs).toArray();
        QVERIFY2(invalid.at(0).toObject().value(u"reason"_qs).toString().contains(u"ftp"_qs), qPrintable(cli.out));
        QVERIFY(invalid.at(2).toObject().value(u"reason"_qs).toString().contains(u"quot"_qs));

        LinkStore links = store(cli);
        const Link docs = *links.get(u"docs"_qs);
        QCOMPARE(docs.target, u"https://example.org/docs"_qs);
        QCOMPARE(docs.title, u"Docs, guides and \"more\""_qs);
        QCOMPARE(docs.tags, (QStringList{u"docs"_qs, u"help"_qs}));
        QCOMPARE(docs.hits, 42);
        QCOMPARE(docs.createdAt, QDateTime(QDate(2024, 1, 15), QTime(9, 20, 30), Qt::UTC));
        const Link cafe = *links.get(u"cafe"_qs);
        QCOMPARE(cafe.title, u"Café ☕ Ümlaut 日本"_qs);
        QCOMPARE(cafe.target, u"https://xn--bcher-kva.example/caf%C3%A9"_qs);
        QCOMPARE(links.get(u"multi"_qs)->title, u"A title on two lines"_qs);  // a title is one line
        QCOMPARE(links.get(u"blank"_qs)->hits, 0);
        QVERIFY(links.get(u"last"_qs));
        QCOMPARE(links.countAll().value(), 5);
    }

    void theSameFileTwiceAddsNothing()
    {
        CliRunner cli;
        importJson(cli, {fixture("shlink.csv")}, 2);
        const QJsonObject again = importJson(cli, {fixture("shlink.csv")}, 2);
        QCOMPARE(again.value(u"new"_qs).toInt(), 0);
        QCOMPARE(again.value(u"same"_qs).toInt(), 5);
        QCOMPARE(store(cli).countAll().value(), 5);
    }

    void dryRunReportsExactlyAndStoresNothing()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/elsewhere"_qs, u"--alias"_qs, u"docs"_qs}), 0);
        const QJsonObject dry = importJson(cli, {fixture("shlink.csv"), u"--dry-run"_qs}, 2);
        QCOMPARE(store(cli).countAll().value(), 1);
        const QJsonObject real = importJson(cli, {fixture("shlink.csv")}, 2);
        QCOMPARE(dry, real);
        QCOMPARE(real.value(u"conflicts"_qs).toInt(), 1);
        QCOMPARE(store(cli).countAll().value(), 5);
    }

    void conflictsAreSkippedOrGivenANewCodeOnce()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/elsewhere"_qs, u"--alias"_qs, u"docs"_qs}), 0);
        const QJsonObject skipped = importJson(cli, {fixture("shlink.csv")}, 2);
        QCOMPARE(skipped.value(u"conflicts"_qs).toInt(), 1);
        QCOMPARE(store(cli).get(u"docs"_qs)->target, u"https://example.org/elsewhere"_qs);

        const QJsonObject renamed = importJson(cli, {fixture("shlink.csv"), u"--on-conflict"_qs, u"new-code"_qs}, 2);
        QCOMPARE(renamed.value(u"renamed"_qs).toInt(), 1);
        QCOMPARE(renamed.value(u"same"_qs).toInt(), 4);
        const auto moved = store(cli).findByTarget(u"https://example.org/docs"_qs);
        QVERIFY(moved);
        QVERIFY(moved->code != u"docs"_qs);
        QCOMPARE(moved->hits, 42);

        const QJsonObject again = importJson(cli, {fixture("shlink.csv"), u"--on-conflict"_qs, u"new-code"_qs}, 2);
        QCOMPARE(again.value(u"renamed"_qs).toInt(), 0);
        QCOMPARE(again.value(u"same"_qs).toInt(), 5);
        QCOMPARE(store(cli).countAll().value(), 6);
    }

    void everyFormatIsDetected_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QStringList>("codes");
        QTest::addColumn<QList<qint64>>("invalid");
        QTest::newRow("shlink importer ;") << fixture("shlink-old.csv") << u"shlink-csv"_qs << 3
                                            << QStringList{u"old-one"_qs, u"semi"_qs, u"old-two"_qs} << QList<qint64>{};
        QTest::newRow("yourls") << fixture("yourls.csv") << u"yourls-csv"_qs << 3
                                << QStringList{u"yl-one"_qs, u"yl-two"_qs, u"yl-three"_qs} << QList<qint64>{};
        QTest::newRow("bitly dashboard") << fixture("bitly.csv") << u"bitly-csv"_qs << 2
                                         << QStringList{u"3abcDEF"_qs, u"spring-sale"_qs} << QList<qint64>{};
        QTest::newRow("bitly api") << fixture("bitly-api.csv") << u"bitly-csv"_qs << 1 << QStringList{u"4apiOne"_qs}
                                   << QList<qint64>{};
        QTest::newRow("golink") << fixture("golink.jsonl") << u"golink-jsonl"_qs << 3
                                << QStringList{u"go-docs"_qs, u"wiki"_qs} << QList<qint64>{3};
        QTest::newRow("unterminated quote") << fixture("unterminated.csv") << u"shlink-csv"_qs << 2
                                            << QStringList{u"ok-one"_qs} << QList<qint64>{3};
    }
    void everyFormatIsDetected()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(int, rows);
        QFETCH(QStringList, codes);
        QFETCH(QList<qint64>, invalid);
        CliRunner cli;
        const QJsonObject summary = importJson(cli, {file}, invalid.isEmpty() ? 0 : 2);
        QCOMPARE(summary.value(u"format"_qs).toString(), format);
        QCOMPARE(summary.value(u"rows"_qs).toInt(), rows);
        QCOMPARE(summary.value(u"new"_qs).toInt(), codes.size());
        QCOMPARE(lines(summary), invalid);
        LinkStore links = store(cli);
        for (const QString &code : codes)
            QVERIFY2(links.get(code), qPrintable(code));
        QCOMPARE(links.countAll().value(), codes.size());
    }

    void formatDetailsSurvive()
    {
        CliRunner cli;
        importJson(cli, {fixture("yourls.csv")}, 0);
        importJson(cli, {fixture("shlink-old.csv")}, 0);
        importJson(cli, {fixture("golink.jsonl")}, 2);
        importJson(cli, {fixture("bitly.csv")}, 0);
        LinkStore links = store(cli);
        QCOMPARE(links.get(u"yl-one"_qs)->hits, 10);
        QCOMPARE(links.get(u"yl-two"_qs)->target, u"https://example.org/search?q=a,b"_qs);
        QCOMPARE(links.get(u"yl-three"_qs)->target, u"https://xn--r8jz45g.jp/path"_qs);
        QCOMPARE(links.get(u"semi"_qs)->target, u"https://example.org/a;b"_qs);
        QCOMPARE(links.get(u"semi"_qs)->title, u"Title; with a semicolon"_qs);
        QCOMPARE(links.get(u"old-one"_qs)->tags, (QStringList{u"news"_qs, u"tech"_qs}));
        QCOMPARE(links.get(u"go-docs"_qs)->createdAt, QDateTime(QDate(2022, 6, 3), QTime(19, 23, 12, 123), Qt::UTC));
        QCOMPARE(links.get(u"go-docs"_qs)->notes, u"golink owner: ana@example.com"_qs);
        QCOMPARE(links.get(u"spring-sale"_qs)->title, u"Sale, 50% off"_qs);
    }

    void filesKurzCannotReadStoreNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << fixture("empty.csv") << QStringList{} << u"The file is empty"_qs;
        QTest::newRow("binary") << fixture("binary.bin") << QStringList{} << u"not text"_qs;
        QTest::newRow("unknown header") << fixture("unknown-header.csv") << QStringList{} << u"not a header Kurz knows"_qs;
        QTest::newRow("wrong --format") << fixture("yourls.csv") << QStringList{u"--format"_qs, u"bitly-csv"_qs}
                                        << u"lacks the columns a bitly-csv file has"_qs;
        QTest::newRow("missing") << fixture("no-such-file.csv") << QStringList{} << u"Cannot open"_qs;
    }
    void filesKurzCannotReadStoreNothing()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        CliRunner cli;
        QCOMPARE(cli.run(QStringList{u"import"_qs, file} + options), 1);
        QVERIFY2(cli.err.contains(message), qPrintable(cli.err));
        QCOMPARE(store(cli).countAll().value(), 0);
    }

    void summaryWithoutJsonIsOneLine()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"import"_qs, fixture("shlink.csv")}), 2);
        QCOMPARE(cli.out, u"shlink-csv: 8 rows: 5 new, 0 same, 0 conflicts skipped, 0 renamed, 3 invalid\n"_qs);
        QVERIFY(cli.err.startsWith(u"line 5: "_qs));
    }

    void kurzJsonRoundTripIsLossless()
    {
        CliRunner source;
        importJson(source, {fixture("shlink.csv")}, 2);
        QCOMPARE(source.run({u"shorten"_qs, u"https://example.org/full"_qs, u"--alias"_qs, u"full"_qs, u"--title"_qs, u"Full"_qs,
                             u"--notes"_qs, u"Line one\nline two"_qs, u"--tag"_qs, u"x"_qs, u"--expires"_qs, u"2031-01-01T00:00:00Z"_qs,
                             u"--max-visits"_qs, u"100"_qs, u"--status"_qs, u"301"_qs}),
                 0);
        QCOMPARE(source.run({u"edit"_qs, u"full"_qs, u"--disable"_qs}), 0);
        {
            LinkStore links = store(source);
            HitBatch batch;
            const qint64 id = links.get(u"full"_qs)->id;
            batch.counts[id] = {3, 1, 1700000000000};
            batch.visits[VisitKey{id, 1700000000, false, u"news.example.com"_qs, u"Firefox"_qs}] = 3;
            batch.visits[VisitKey{id, 1700000000, true, {}, u"Googlebot"_qs}] = 1;
            QVERIFY(VisitStore(links.database()).applyHits(batch).ok());
        }
        const QString file = source.dir.filePath(u"links.kurz.json"_qs);
        QCOMPARE(source.run({u"export"_qs, u"-o"_qs, file}), 0);
        QVERIFY(QJsonDocument::fromJson([&] { QFile f(file); f.open(QIODevice::ReadOnly); return f.readAll(); }()).isObject());

        CliRunner target;
        const QJsonObject summary = importJson(target, {file}, 0);
        QCOMPARE(summary.value(u"format"_qs).toString(), u"kurz-json"_qs);
        QCOMPARE(summary.value(u"new"_qs).toInt(), 6);
        LinkStore before = store(source);
        LinkStore after = store(target);
        QCOMPARE(after.countAll().value(), before.countAll().value());
        before.forEachLink([&](const Link &original) {
            const auto copy = after.get(original.code);
            [&] {
                QVERIFY2(copy, qPrintable(original.code));
                Link expected = original;
                expected.id = copy->id;
                QCOMPARE(copy->toJson({}, QDateTime::currentDateTimeUtc()), expected.toJson({}, QDateTime::currentDateTimeUtc()));
                const QList<VisitRow> rowsBefore = VisitStore(before.database()).rowsOf(original.id).value();
                const QList<VisitRow> rowsAfter = VisitStore(after.database()).rowsOf(copy->id).value();
                QCOMPARE(rowsAfter.size(), rowsBefore.size());
                for (qsizetype i = 0; i < rowsBefore.size(); ++i) {
                    QCOMPARE(rowsAfter[i].at, rowsBefore[i].at);
                    QCOMPARE(rowsAfter[i].bot, rowsBefore[i].bot);
                    QCOMPARE(rowsAfter[i].referrerHost, rowsBefore[i].referrerHost);
                    QCOMPARE(rowsAfter[i].browser, rowsBefore[i].browser);
                    QCOMPARE(rowsAfter[i].count, rowsBefore[i].count);
                }
            }();
            return true;
        });
        QCOMPARE(VisitStore(after.database()).rowsOf(after.get(u"full"_qs)->id).value().size(), 2);
    }

    void shlinkCsvRoundTripKeepsCodesTargetsTitlesTags()
    {
        CliRunner source;
        importJson(source, {fixture("shlink.csv")}, 2);
        importJson(source, {fixture("yourls.csv")}, 0);
        const QString file = source.dir.filePath(u"links.csv"_qs);
        QCOMPARE(source.run({u"export"_qs, u"--format"_qs, u"shlink-csv"_qs, u"-o"_qs, file}), 0);
        CliRunner target;
        const QJsonObject summary = importJson(target, {file}, 0);
        QCOMPARE(summary.value(u"new"_qs).toInt(), 8);
        LinkStore before = store(source);
        LinkStore after = store(target);
        test::compareCarriedFields(before, after, test::BotHits::NotCarried);
    }

    // F8: a row longer than any link needs (a CSV record, a golink line) is refused with its
    // line number and never read whole; the rows around it are imported.
    void f8RowsLongerThanAnyLinkNeedsAreRefusedWithTheirLine()
    {
        CliRunner cli;
        const QByteArray huge(3 << 20, 'x');
        const QString csv = cli.dir.filePath(u"huge.csv"_qs);
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\r\n"
                    "2024-01-01T00:00:00+00:00,,before,,https://example.org/before,,,0\r\n"
                    "2024-01-01T00:00:00+00:00,,huge,,https://example.org/huge,\"" + huge + "\n" + huge + "\",,0\r\n"
                    "2024-01-01T00:00:00+00:00,,after,,https://example.org/after,,,0\r\n");
        }
        QJsonObject summary = importJson(cli, {csv}, 2);
        QCOMPARE(lines(summary), QList<qint64>{3});
        QVERIFY2(summary.value(u"invalid"_qs).toArray().at(0).toObject().value(u"reason"_qs).toString().contains(u"longer than 1 MB"_qs),
                 qPrintable(cli.out));
        LinkStore links = store(cli);
        QVERIFY(links.get(u"before"_qs) && links.get(u"after"_qs) && !links.get(u"huge"_qs));

        const QString jsonl = cli.dir.filePath(u"huge.jsonl"_qs);
        {
            QFile f(jsonl);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"Short\":\"go1\",\"Long\":\"https://example.org/go1\"}\n{\"Short\":\"go2\",\"Long\":\"https://example.org/" + huge
                    + "\"}\n{\"Short\":\"go3\",\"Long\":\"https://example.org/go3\"}\n");
        }
        summary = importJson(cli, {jsonl}, 2);
        QCOMPARE(lines(summary), QList<qint64>{2});
        QVERIFY(links.get(u"go1"_qs) && links.get(u"go3"_qs) && !links.get(u"go2"_qs));
    }

    // F4: kurz import --from-shlink sends the server's key to that server alone: a redirect to
    // another one (another port is another origin) is refused in words, and nothing reaches it.
    void f4ImportFromShlinkSendsItsKeyToNoOtherServer()
    {
        TargetServer shlink, other;
        shlink.redirectTo = other.url({}).toUtf8();
        CliRunner cli;
        QCOMPARE(cli.run({u"import"_qs, u"--from-shlink"_qs, shlink.url(u"/elsewhere"_qs), u"--api-key"_qs, u"secret-key"_qs}), 1);
        QVERIFY2(cli.err.contains(u"redirected to "_qs + other.url(u"/rest/v3/short-urls"_qs)), qPrintable(cli.err));
        QCOMPARE(shlink.apiKeys, QList<QByteArray>{"secret-key"});
        QCOMPARE(other.requests, QStringList());
        QCOMPARE(store(cli).countAll().value(), 0);
    }

    // F4: an answer without end is read no further than MaxPageBytes, and a server that answers
    // every page with the same links (of 2^31-1 pages) is not asked again and again.
    void f4ImportFromShlinkStopsOnEndlessAnswersAndRepeatedPages()
    {
        TargetServer shlink;
        CliRunner cli;
        QCOMPARE(cli.run({u"import"_qs, u"--from-shlink"_qs, shlink.url(u"/endless"_qs), u"--api-key"_qs, u"k"_qs}), 1);
        QVERIFY2(cli.err.contains(u"sent more than 32 MB for page 1"_qs), qPrintable(cli.err));

        QCOMPARE(cli.run({u"import"_qs, u"--from-shlink"_qs, shlink.url(u"/repeats"_qs), u"--api-key"_qs, u"k"_qs}), 1);
        QVERIFY2(cli.err.contains(u"answered page 2 with the links of page 1 again"_qs), qPrintable(cli.err));
        QCOMPARE(shlink.requests.filter(u"/repeats/"_qs).size(), 2);
    }

    // F5: what could drive a terminal (ESC sequences, OSC 52, BEL, NUL, C1, bidi overrides)
    // never reaches the database, and what an older database holds is shown escaped by
    // kurz show and kurz list, and in error lines.
    void f5ControlCharactersAreNeitherStoredNorPrinted()
    {
        CliRunner cli;
        const QString osc52 = u"\x1b]52;c;ZXZpbA==\x07"_qs;
        const int made = cli.run({u"shorten"_qs, u"https://example.org/t"_qs, u"--alias"_qs, u"tt1"_qs, u"--title"_qs,
                          u"Ti"_qs + osc52 + u"tle\u202e\u0085"_qs, u"--tag"_qs, QString(u"wo\0rk\x1b"_qs.data(), 7),
                          u"--notes"_qs, u"one\r\ntwo\x1b[2J\tthree"_qs});
        QVERIFY2(made == 0, qPrintable(cli.err));
        {
            LinkStore links = store(cli);
            const Link link = *links.get(u"tt1"_qs);
            QCOMPARE(link.title, u"Ti]52;c;ZXZpbA==tle"_qs);
            QCOMPARE(link.tags, QStringList{u"work"_qs});
            QCOMPARE(link.notes, u"one\ntwo[2J\tthree"_qs);
            // As an older Kurz may have stored them.
            QSqlQuery raw(links.database()->connection());
            QVERIFY(raw.exec(u"UPDATE links SET title = 'red' || char(27) || '[31m', target = 'https://example.org/' || char(27) || '[2J' WHERE code = 'tt1'"_qs));
        }
        QCOMPARE(cli.run({u"show"_qs, u"tt1"_qs}), 0);
        QVERIFY2(!cli.out.contains(u'\x1b'), qPrintable(cli.out));
        QVERIFY2(cli.out.contains(u"red\\x1b[31m"_qs), qPrintable(cli.out));
        QCOMPARE(cli.run({u"list"_qs}), 0);
        QVERIFY2(!cli.out.contains(u'\x1b') && cli.out.contains(u"https://example.org/\\x1b[2J"_qs), qPrintable(cli.out));
        QCOMPARE(cli.run({u"show"_qs, u"x\x1b]52;c;ZXZpbA==\x07"_qs}), 1);
        QVERIFY2(!cli.err.contains(u'\x1b') && !cli.err.contains(u'\x07') && cli.err.contains(u"\\x1b]52"_qs), qPrintable(cli.err));
    }

    // F7: whatever Kurz stores, its own exports import again, every link: tags and titles that
    // were sent with NUL, a title of 512 units that ends in a character of two, and a title
    // with a NUL that an older Kurz stored.
    void f7WhatKurzStoresItsOwnExportsImportAgain()
    {
        CliRunner source;
        QCOMPARE(source.run({u"shorten"_qs, u"https://example.org/a"_qs, u"--alias"_qs, u"nul"_qs, u"--title"_qs,
                             QString(u"a\0b"_qs.data(), 3), u"--tag"_qs, QString(u"t\0ag"_qs.data(), 4)}),
                 0);
        QCOMPARE(source.run({u"shorten"_qs, u"https://example.org/b"_qs, u"--alias"_qs, u"long"_qs, u"--title"_qs,
                             QString(510, u'x') + u"\U0001F600"_qs}),
                 0);
        QCOMPARE(source.run({u"shorten"_qs, u"https://example.org/c"_qs, u"--alias"_qs, u"old"_qs}), 0);
        {
            LinkStore links = store(source);
            QSqlQuery raw(links.database()->connection());
            QVERIFY(raw.exec(u"UPDATE links SET title = 'old' || char(0) || 'title' WHERE code = 'old'"_qs));
        }
        for (const QString &format : {u"kurz-json"_qs, u"shlink-csv"_qs}) {
            const QString file = source.dir.filePath(u"export."_qs + format);
            QCOMPARE(source.run({u"export"_qs, u"--format"_qs, format, u"-o"_qs, file}), 0);
            CliRunner target;
            const QJsonObject summary = importJson(target, {file}, 0);
            QCOMPARE(summary.value(u"new"_qs).toInt(), 3);
            LinkStore after = store(target);
            QCOMPARE(after.get(u"nul"_qs)->title, u"ab"_qs);
            QCOMPARE(after.get(u"nul"_qs)->tags, QStringList{u"tag"_qs});
            QCOMPARE(after.get(u"long"_qs)->title, QString(510, u'x') + u"\U0001F600"_qs);
            QCOMPARE(after.get(u"old"_qs)->title, u"oldtitle"_qs);
        }
    }

    // F14: an export holds every link, so it is 0600 whatever the umask, and a
    // symbolic link at its path is replaced, never the file it points at.
    void f14ExportIsPrivateAndReplacesASymlinkItself()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/secret"_qs, u"--alias"_qs, u"secret"_qs}), 0);
        const QString victim = cli.dir.filePath(u"victim.txt"_qs);
        {
            QFile f(victim);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me\n");
        }
        const QString file = cli.dir.filePath(u"export.json"_qs);
        QVERIFY(QFile::link(victim, file));
        const mode_t before = ::umask(022);
        const int status = cli.run({u"export"_qs, u"-o"_qs, file});
        ::umask(before);
        QCOMPARE(status, 0);
        QVERIFY(!QFileInfo(file).isSymLink());
        QCOMPARE(QFile::permissions(file) & 0x0777, QFile::ReadUser | QFile::WriteUser);  // 0600
        QFile exported(file);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QVERIFY(exported.readAll().contains("https://example.org/secret"));
        QFile kept(victim);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("keep me\n"));
        QCOMPARE(QDir(cli.dir.path()).entryList(QDir::Files).filter(u"export.json."_qs), QStringList());  // no partial file left
    }

    // F6: --safe-for-spreadsheets writes a field that a spreadsheet would run as a
    // formula with a leading apostrophe; without it the CSV stays exactly what Shlink writes.
    void f6SafeForSpreadsheetsDefusesFormulas()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/f"_qs, u"--alias"_qs, u"formula"_qs, u"--title"_qs,
                          u"=HYPERLINK(\"https://evil.example\",\"x\")"_qs, u"--tag"_qs, u"@sum"_qs}),
                 0);
        const QString plain = cli.dir.filePath(u"plain.csv"_qs);
        const QString safe = cli.dir.filePath(u"safe.csv"_qs);
        QCOMPARE(cli.run({u"export"_qs, u"--format"_qs, u"shlink-csv"_qs, u"-o"_qs, plain}), 0);
        QCOMPARE(cli.run({u"export"_qs, u"--format"_qs, u"shlink-csv"_qs, u"--safe-for-spreadsheets"_qs, u"-o"_qs, safe}), 0);
        const auto read = [](const QString &path) { QFile f(path); f.open(QIODevice::ReadOnly); return f.readAll(); };
        QVERIFY(read(plain).contains(",\"=HYPERLINK(\"\"https://evil.example\"\",\"\"x\"\")\",@sum,"));
        QVERIFY2(read(safe).contains(",\"'=HYPERLINK(\"\"https://evil.example\"\",\"\"x\"\")\",'@sum,"), read(safe).constData());
        QVERIFY(read(safe).contains(",formula,") && read(safe).contains(",https://example.org/f,"));  // the rest as it was
        QCOMPARE(cli.run({u"export"_qs, u"--safe-for-spreadsheets"_qs}), 1);  // kurz-json has no formulas to defuse
    }

    void golinkExportIsWhatGolinkReads()
    {
        CliRunner cli;
        importJson(cli, {fixture("golink.jsonl")}, 2);
        QCOMPARE(cli.run({u"export"_qs, u"--format"_qs, u"golink-jsonl"_qs}), 0);
        const QStringList lines = cli.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        const QJsonObject first = QJsonDocument::fromJson(lines.first().toUtf8()).object();
        QCOMPARE(first.value(u"Short"_qs).toString(), u"go-docs"_qs);
        QCOMPARE(first.value(u"Long"_qs).toString(), u"https://example.org/go"_qs);
        QCOMPARE(first.value(u"Created"_qs).toString(), u"2022-06-03T19:23:12Z"_qs);
        QCOMPARE(first.value(u"Owner"_qs).toString(), u"ana@example.com"_qs);
    }

    // --search and --tag pick what export writes, as they pick what list shows.
    void exportWritesTheLinksTheFiltersPick()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/one"_qs, u"--alias"_qs, u"one"_qs, u"--tag"_qs, u"work"_qs}), 0);
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/two"_qs, u"--alias"_qs, u"two"_qs}), 0);
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/three"_qs, u"--alias"_qs, u"three"_qs, u"--tag"_qs, u"work"_qs}), 0);
        const auto shorts = [&cli](const QStringList &arguments) {
            cli.out.clear();
            [&] { QCOMPARE(cli.run(QStringList{u"export"_qs, u"--format"_qs, u"golink-jsonl"_qs} + arguments), 0); }();
            QStringList codes;
            for (const QString &line : cli.out.split(u'\n', Qt::SkipEmptyParts))
                codes << QJsonDocument::fromJson(line.toUtf8()).object().value(u"Short"_qs).toString();
            return codes;
        };
        QCOMPARE(shorts({u"--tag"_qs, u"work"_qs}), (QStringList{u"one"_qs, u"three"_qs}));
        QCOMPARE(shorts({u"--search"_qs, u"two"_qs}), QStringList{u"two"_qs});
        QCOMPARE(shorts({}), (QStringList{u"one"_qs, u"two"_qs, u"three"_qs}));
        const QString file = cli.dir.filePath(u"work.json"_qs);
        QCOMPARE(cli.run({u"export"_qs, u"--tag"_qs, u"work"_qs, u"-o"_qs, file}), 0);
        QVERIFY2(cli.err.contains(u"2 links"_qs), qPrintable(cli.err));
    }

    // F8: counters no link can have (negative, near 2^63) are refused with their line,
    // in hits and in visit rows, and the good rows are still imported.
    void f8ImpossibleCountersAreRefusedWithTheirLine()
    {
        CliRunner source;
        QCOMPARE(source.run({u"shorten"_qs, u"https://example.org/good"_qs, u"--alias"_qs, u"good"_qs}), 0);
        QCOMPARE(source.run({u"export"_qs}), 0);
        // kurz-json as Kurz writes it: the header on the first line, a link on each line after.
        const QStringList exported = source.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(exported.size(), 3);
        const QJsonObject good = QJsonDocument::fromJson(exported.at(1).toUtf8()).object();
        QVERIFY(!good.isEmpty());
        QStringList lines{exported.at(0), exported.at(1)};
        const auto variant = [&](const QString &code, const std::function<void(QJsonObject &)> &change) {
            QJsonObject link = good;
            link.insert(u"code"_qs, code);
            change(link);
            lines.last() += u',';
            lines << QString::fromUtf8(QJsonDocument(link).toJson(QJsonDocument::Compact));
        };
        variant(u"negative"_qs, [](QJsonObject &l) { l.insert(u"hits"_qs, -1000000); });
        variant(u"huge"_qs, [](QJsonObject &l) { l.insert(u"hits"_qs, QJsonValue(qint64(9223372036854775807LL))); });
        variant(u"hugevisit"_qs, [](QJsonObject &l) {
            l.insert(u"visits"_qs, QJsonArray{QJsonObject{{u"at"_qs, u"2026-01-01T00:00:00.000Z"_qs}, {u"bot"_qs, false},
                                                          {u"referrer"_qs, QString()}, {u"browser"_qs, QString()},
                                                          {u"count"_qs, QJsonValue(qint64(9223372036854775807LL))}}});
        });
        lines << u"]}"_qs;
        CliRunner cli;
        const QString path = cli.dir.filePath(u"counters.json"_qs);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(lines.join(u'\n').toUtf8() + '\n');
        out.close();
        const QJsonObject summary = importJson(cli, {path}, 2);
        QCOMPARE(summary.value(u"new"_qs).toInt(), 1);
        const QJsonArray invalid = summary.value(u"invalid"_qs).toArray();
        QCOMPARE(invalid.size(), 3);
        for (const QJsonValue &problem : invalid) {
            QVERIFY(problem.toObject().value(u"line"_qs).toInteger() > 0);
            QVERIFY2(problem.toObject().value(u"reason"_qs).toString().contains(u"1,000,000,000,000"_qs), qPrintable(cli.out));
        }
        QCOMPARE(store(cli).countAll().value(), 1);
    }

    void backupRefusesToOverwriteWithoutForce()
    {
        CliRunner cli;
        importJson(cli, {fixture("yourls.csv")}, 0);
        const QString copy = cli.dir.filePath(u"copy.db"_qs);
        QCOMPARE(cli.run({u"backup"_qs, copy}), 0);
        QCOMPARE(cli.run({u"shorten"_qs, u"https://example.org/later"_qs}), 0);
        QCOMPARE(cli.run({u"backup"_qs, copy}), 1);
        QVERIFY2(cli.err.contains(u"--force"_qs), qPrintable(cli.err));
        QCOMPARE(LinkStore(*Database::open(copy)).countAll().value(), 3);
        QCOMPARE(cli.run({u"backup"_qs, copy, u"--force"_qs}), 0);
        QCOMPARE(LinkStore(*Database::open(copy)).countAll().value(), 4);
        QVERIFY(!QFile::exists(copy + u".partial"_qs));
    }
};

QTEST_GUILESS_MAIN(TestImportExport)
#include "tst_importexport.moc"
