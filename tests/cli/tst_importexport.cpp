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

using namespace Qt::StringLiterals;

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
    for (const QJsonValue &problem : summary.value(u"invalid"_s).toArray())
        out.append(problem.toObject().value(u"line"_s).toInteger());
    return out;
}

}  // namespace

class TestImportExport : public QObject {
    Q_OBJECT

    static QJsonObject importJson(CliRunner &cli, const QStringList &arguments, int expectedStatus)
    {
        const int status = cli.run(QStringList{u"import"_s, u"--json"_s} + arguments);
        if (status != expectedStatus)
            qWarning("status %d, err: %s", status, qPrintable(cli.err));
        [&] { QCOMPARE(status, expectedStatus); }();
        return QJsonDocument::fromJson(cli.out.toUtf8()).object();
    }

    static LinkStore store(CliRunner &cli) { return LinkStore(*Database::open(cli.databasePath())); }

private Q_SLOTS:
    void shlinkCsvKeepsCodesDatesVisitsAndReportsBadRows()
    {
        CliRunner cli;
        const QJsonObject summary = importJson(cli, {fixture("shlink.csv")}, 2);
        QVERIFY2(
            cli.out.startsWith(
                u"{\"format\":\"shlink-csv\",\"rows\":8,\"new\":5,\"same\":0,\"conflicts\":0,\"renamed\":0,\"invalid\":[{\"line\":5,"_s),
            qPrintable(cli.out));  // the documented order of keys
        QCOMPARE(summary.value(u"format"_s).toString(), u"shlink-csv"_s);
        QCOMPARE(summary.value(u"rows"_s).toInt(), 8);
        QCOMPARE(summary.value(u"new"_s).toInt(), 5);
        QCOMPARE(summary.value(u"same"_s).toInt(), 0);
        QCOMPARE(summary.value(u"conflicts"_s).toInt(), 0);
        QCOMPARE(summary.value(u"renamed"_s).toInt(), 0);
        QCOMPARE(lines(summary), (QList<qint64>{5, 8, 9}));
        const QJsonArray invalid = summary.value(u"invalid"_s).toArray();
        QVERIFY2(invalid.at(0).toObject().value(u"reason"_s).toString().contains(u"ftp"_s), qPrintable(cli.out));
        QVERIFY(invalid.at(2).toObject().value(u"reason"_s).toString().contains(u"quot"_s));

        LinkStore links = store(cli);
        const Link docs = *links.get(u"docs"_s);
        QCOMPARE(docs.target, u"https://example.org/docs"_s);
        QCOMPARE(docs.title, u"Docs, guides and \"more\""_s);
        QCOMPARE(docs.tags, (QStringList{u"docs"_s, u"help"_s}));
        QCOMPARE(docs.hits, 42);
        QCOMPARE(docs.createdAt, QDateTime(QDate(2024, 1, 15), QTime(9, 20, 30), Qt::UTC));
        const Link cafe = *links.get(u"cafe"_s);
        QCOMPARE(cafe.title, u"Café ☕ Ümlaut 日本"_s);
        QCOMPARE(cafe.target, u"https://xn--bcher-kva.example/caf%C3%A9"_s);
        QCOMPARE(links.get(u"multi"_s)->title, u"A title on two lines"_s);  // a title is one line
        QCOMPARE(links.get(u"blank"_s)->hits, 0);
        QVERIFY(links.get(u"last"_s));
        QCOMPARE(links.pages().countAll().value(), 5);
    }

    void theSameFileTwiceAddsNothing()
    {
        CliRunner cli;
        importJson(cli, {fixture("shlink.csv")}, 2);
        const QJsonObject again = importJson(cli, {fixture("shlink.csv")}, 2);
        QCOMPARE(again.value(u"new"_s).toInt(), 0);
        QCOMPARE(again.value(u"same"_s).toInt(), 5);
        QCOMPARE(store(cli).pages().countAll().value(), 5);
    }

    void dryRunReportsExactlyAndStoresNothing()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_s, u"https://example.org/elsewhere"_s, u"--alias"_s, u"docs"_s}), 0);
        const QJsonObject dry = importJson(cli, {fixture("shlink.csv"), u"--dry-run"_s}, 2);
        QCOMPARE(store(cli).pages().countAll().value(), 1);
        const QJsonObject real = importJson(cli, {fixture("shlink.csv")}, 2);
        QCOMPARE(dry, real);
        QCOMPARE(real.value(u"conflicts"_s).toInt(), 1);
        QCOMPARE(store(cli).pages().countAll().value(), 5);
    }

    void conflictsAreSkippedOrGivenANewCodeOnce()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_s, u"https://example.org/elsewhere"_s, u"--alias"_s, u"docs"_s}), 0);
        const QJsonObject skipped = importJson(cli, {fixture("shlink.csv")}, 2);
        QCOMPARE(skipped.value(u"conflicts"_s).toInt(), 1);
        QCOMPARE(store(cli).get(u"docs"_s)->target, u"https://example.org/elsewhere"_s);

        const QJsonObject renamed = importJson(cli, {fixture("shlink.csv"), u"--on-conflict"_s, u"new-code"_s}, 2);
        QCOMPARE(renamed.value(u"renamed"_s).toInt(), 1);
        QCOMPARE(renamed.value(u"same"_s).toInt(), 4);
        const auto moved = store(cli).findByTarget(u"https://example.org/docs"_s);
        QVERIFY(moved);
        QVERIFY(moved->code != u"docs"_s);
        QCOMPARE(moved->hits, 42);

        const QJsonObject again = importJson(cli, {fixture("shlink.csv"), u"--on-conflict"_s, u"new-code"_s}, 2);
        QCOMPARE(again.value(u"renamed"_s).toInt(), 0);
        QCOMPARE(again.value(u"same"_s).toInt(), 5);
        QCOMPARE(store(cli).pages().countAll().value(), 6);
    }

    void everyFormatIsDetected_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QStringList>("codes");
        QTest::addColumn<QList<qint64>>("invalid");
        QTest::newRow("shlink importer ;") << fixture("shlink-old.csv") << u"shlink-csv"_s << 3
                                           << QStringList{u"old-one"_s, u"semi"_s, u"old-two"_s} << QList<qint64>{};
        QTest::newRow("yourls") << fixture("yourls.csv") << u"yourls-csv"_s << 3
                                << QStringList{u"yl-one"_s, u"yl-two"_s, u"yl-three"_s} << QList<qint64>{};
        QTest::newRow("bitly dashboard") << fixture("bitly.csv") << u"bitly-csv"_s << 2
                                         << QStringList{u"3abcDEF"_s, u"spring-sale"_s} << QList<qint64>{};
        QTest::newRow("bitly api") << fixture("bitly-api.csv") << u"bitly-csv"_s << 1 << QStringList{u"4apiOne"_s}
                                   << QList<qint64>{};
        QTest::newRow("golink") << fixture("golink.jsonl") << u"golink-jsonl"_s << 3
                                << QStringList{u"go-docs"_s, u"wiki"_s} << QList<qint64>{3};
        QTest::newRow("unterminated quote")
            << fixture("unterminated.csv") << u"shlink-csv"_s << 2 << QStringList{u"ok-one"_s} << QList<qint64>{3};
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
        QCOMPARE(summary.value(u"format"_s).toString(), format);
        QCOMPARE(summary.value(u"rows"_s).toInt(), rows);
        QCOMPARE(summary.value(u"new"_s).toInt(), codes.size());
        QCOMPARE(lines(summary), invalid);
        LinkStore links = store(cli);
        for (const QString &code : codes)
            QVERIFY2(links.get(code), qPrintable(code));
        QCOMPARE(links.pages().countAll().value(), codes.size());
    }

    void formatDetailsSurvive()
    {
        CliRunner cli;
        importJson(cli, {fixture("yourls.csv")}, 0);
        importJson(cli, {fixture("shlink-old.csv")}, 0);
        importJson(cli, {fixture("golink.jsonl")}, 2);
        importJson(cli, {fixture("bitly.csv")}, 0);
        LinkStore links = store(cli);
        QCOMPARE(links.get(u"yl-one"_s)->hits, 10);
        QCOMPARE(links.get(u"yl-two"_s)->target, u"https://example.org/search?q=a,b"_s);
        QCOMPARE(links.get(u"yl-three"_s)->target, u"https://xn--r8jz45g.jp/path"_s);
        QCOMPARE(links.get(u"semi"_s)->target, u"https://example.org/a;b"_s);
        QCOMPARE(links.get(u"semi"_s)->title, u"Title; with a semicolon"_s);
        QCOMPARE(links.get(u"old-one"_s)->tags, (QStringList{u"news"_s, u"tech"_s}));
        QCOMPARE(links.get(u"go-docs"_s)->createdAt, QDateTime(QDate(2022, 6, 3), QTime(19, 23, 12, 123), Qt::UTC));
        QCOMPARE(links.get(u"go-docs"_s)->notes, u"golink owner: ana@example.com"_s);
        QCOMPARE(links.get(u"spring-sale"_s)->title, u"Sale, 50% off"_s);
    }

    void filesKurzCannotReadStoreNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << fixture("empty.csv") << QStringList{} << u"The file is empty"_s;
        QTest::newRow("binary") << fixture("binary.bin") << QStringList{} << u"not text"_s;
        QTest::newRow("unknown header") << fixture("unknown-header.csv") << QStringList{}
                                        << u"not a header Kurz knows"_s;
        QTest::newRow("wrong --format") << fixture("yourls.csv") << QStringList{u"--format"_s, u"bitly-csv"_s}
                                        << u"lacks the columns a bitly-csv file has"_s;
        QTest::newRow("missing") << fixture("no-such-file.csv") << QStringList{} << u"Cannot open"_s;
    }
    void filesKurzCannotReadStoreNothing()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        CliRunner cli;
        QCOMPARE(cli.run(QStringList{u"import"_s, file} + options), 1);
        QVERIFY2(cli.err.contains(message), qPrintable(cli.err));
        QCOMPARE(store(cli).pages().countAll().value(), 0);
    }

    void summaryWithoutJsonIsOneLine()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"import"_s, fixture("shlink.csv")}), 2);
        QCOMPARE(cli.out, u"shlink-csv: 8 rows: 5 new, 0 same, 0 conflicts skipped, 0 renamed, 3 invalid\n"_s);
        QVERIFY(cli.err.startsWith(u"line 5: "_s));
    }

    void kurzJsonRoundTripIsLossless()
    {
        CliRunner source;
        importJson(source, {fixture("shlink.csv")}, 2);
        QCOMPARE(source.run({u"shorten"_s, u"https://example.org/full"_s, u"--alias"_s, u"full"_s, u"--title"_s,
                     u"Full"_s, u"--notes"_s, u"Line one\nline two"_s, u"--tag"_s, u"x"_s, u"--expires"_s,
                     u"2031-01-01T00:00:00Z"_s, u"--max-visits"_s, u"100"_s, u"--status"_s, u"301"_s}),
            0);
        QCOMPARE(source.run({u"edit"_s, u"full"_s, u"--disable"_s}), 0);
        {
            LinkStore links = store(source);
            HitBatch batch;
            const qint64 id = links.get(u"full"_s)->id;
            batch.counts[id] = {3, 1, 1700000000000};
            batch.visits[VisitKey{id, 1700000000, false, u"news.example.com"_s, u"Firefox"_s}] = 3;
            batch.visits[VisitKey{id, 1700000000, true, {}, u"Googlebot"_s}] = 1;
            QVERIFY(VisitStore(links.database()).applyHits(batch).ok());
        }
        const QString file = source.dir.filePath(u"links.kurz.json"_s);
        QCOMPARE(source.run({u"export"_s, u"-o"_s, file}), 0);
        QVERIFY(QJsonDocument::fromJson([&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }())
                    .isObject());

        CliRunner target;
        const QJsonObject summary = importJson(target, {file}, 0);
        QCOMPARE(summary.value(u"format"_s).toString(), u"kurz-json"_s);
        QCOMPARE(summary.value(u"new"_s).toInt(), 6);
        LinkStore before = store(source);
        LinkStore after = store(target);
        QCOMPARE(after.pages().countAll().value(), before.pages().countAll().value());
        before.pages().forEachLink([&](const Link &original) {
            const auto copy = after.get(original.code);
            [&] {
                QVERIFY2(copy, qPrintable(original.code));
                Link expected = original;
                expected.id = copy->id;
                QCOMPARE(copy->toJson({}, QDateTime::currentDateTimeUtc()),
                    expected.toJson({}, QDateTime::currentDateTimeUtc()));
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
        QCOMPARE(VisitStore(after.database()).rowsOf(after.get(u"full"_s)->id).value().size(), 2);
    }

    void shlinkCsvRoundTripKeepsCodesTargetsTitlesTags()
    {
        CliRunner source;
        importJson(source, {fixture("shlink.csv")}, 2);
        importJson(source, {fixture("yourls.csv")}, 0);
        const QString file = source.dir.filePath(u"links.csv"_s);
        QCOMPARE(source.run({u"export"_s, u"--format"_s, u"shlink-csv"_s, u"-o"_s, file}), 0);
        CliRunner target;
        const QJsonObject summary = importJson(target, {file}, 0);
        QCOMPARE(summary.value(u"new"_s).toInt(), 8);
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
        const QString csv = cli.dir.filePath(u"huge.csv"_s);
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\r\n"
                    "2024-01-01T00:00:00+00:00,,before,,https://example.org/before,,,0\r\n"
                    "2024-01-01T00:00:00+00:00,,huge,,https://example.org/huge,\""
                + huge + "\n" + huge
                + "\",,0\r\n"
                  "2024-01-01T00:00:00+00:00,,after,,https://example.org/after,,,0\r\n");
        }
        QJsonObject summary = importJson(cli, {csv}, 2);
        QCOMPARE(lines(summary), QList<qint64>{3});
        QVERIFY2(summary.value(u"invalid"_s)
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(u"reason"_s)
                     .toString()
                     .contains(u"longer than 1 MB"_s),
            qPrintable(cli.out));
        LinkStore links = store(cli);
        QVERIFY(links.get(u"before"_s) && links.get(u"after"_s) && !links.get(u"huge"_s));

        const QString jsonl = cli.dir.filePath(u"huge.jsonl"_s);
        {
            QFile f(jsonl);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"Short\":\"go1\",\"Long\":\"https://example.org/go1\"}\n{\"Short\":\"go2\",\"Long\":\"https://"
                    "example.org/"
                + huge + "\"}\n{\"Short\":\"go3\",\"Long\":\"https://example.org/go3\"}\n");
        }
        summary = importJson(cli, {jsonl}, 2);
        QCOMPARE(lines(summary), QList<qint64>{2});
        QVERIFY(links.get(u"go1"_s) && links.get(u"go3"_s) && !links.get(u"go2"_s));
    }

    // F4: kurz import --from-shlink sends the server's key to that server alone: a redirect to
    // another one (another port is another origin) is refused in words, and nothing reaches it.
    void f4ImportFromShlinkSendsItsKeyToNoOtherServer()
    {
        TargetServer shlink, other;
        shlink.redirectTo = other.url({}).toUtf8();
        CliRunner cli;
        QCOMPARE(
            cli.run({u"import"_s, u"--from-shlink"_s, shlink.url(u"/elsewhere"_s), u"--api-key"_s, u"secret-key"_s}),
            1);
        QVERIFY2(cli.err.contains(u"redirected to "_s + other.url(u"/rest/v3/short-urls"_s)), qPrintable(cli.err));
        QCOMPARE(shlink.apiKeys, QList<QByteArray>{"secret-key"});
        QCOMPARE(other.requests, QStringList());
        QCOMPARE(store(cli).pages().countAll().value(), 0);
    }

    // F4: an answer without end is read no further than MaxPageBytes, and a server that answers
    // every page with the same links (of 2^31-1 pages) is not asked again and again.
    void f4ImportFromShlinkStopsOnEndlessAnswersAndRepeatedPages()
    {
        TargetServer shlink;
        CliRunner cli;
        QCOMPARE(cli.run({u"import"_s, u"--from-shlink"_s, shlink.url(u"/endless"_s), u"--api-key"_s, u"k"_s}), 1);
        QVERIFY2(cli.err.contains(u"sent more than 32 MB for page 1"_s), qPrintable(cli.err));

        QCOMPARE(cli.run({u"import"_s, u"--from-shlink"_s, shlink.url(u"/repeats"_s), u"--api-key"_s, u"k"_s}), 1);
        QVERIFY2(cli.err.contains(u"answered page 2 with the links of page 1 again"_s), qPrintable(cli.err));
        QCOMPARE(shlink.requests.filter(u"/repeats/"_s).size(), 2);
    }

    // F5: what could drive a terminal (ESC sequences, OSC 52, BEL, NUL, C1, bidi overrides)
    // never reaches the database, and what an older database holds is shown escaped by
    // kurz show and kurz list, and in error lines.
    void f5ControlCharactersAreNeitherStoredNorPrinted()
    {
        CliRunner cli;
        const QString osc52 = u"\x1b]52;c;ZXZpbA==\x07"_s;
        const int made = cli.run({u"shorten"_s, u"https://example.org/t"_s, u"--alias"_s, u"tt1"_s, u"--title"_s,
            u"Ti"_s + osc52 + u"tle\u202e\u0085"_s, u"--tag"_s, QString(u"wo\0rk\x1b"_s.data(), 7), u"--notes"_s,
            u"one\r\ntwo\x1b[2J\tthree"_s});
        QVERIFY2(made == 0, qPrintable(cli.err));
        {
            LinkStore links = store(cli);
            const Link link = *links.get(u"tt1"_s);
            QCOMPARE(link.title, u"Ti]52;c;ZXZpbA==tle"_s);
            QCOMPARE(link.tags, QStringList{u"work"_s});
            QCOMPARE(link.notes, u"one\ntwo[2J\tthree"_s);
            // As an older Kurz may have stored them.
            QSqlQuery raw(links.database()->connection());
            QVERIFY(raw.exec(
                u"UPDATE links SET title = 'red' || char(27) || '[31m', target = 'https://example.org/' || char(27) || '[2J' WHERE code = 'tt1'"_s));
        }
        QCOMPARE(cli.run({u"show"_s, u"tt1"_s}), 0);
        QVERIFY2(!cli.out.contains(u'\x1b'), qPrintable(cli.out));
        QVERIFY2(cli.out.contains(u"red\\x1b[31m"_s), qPrintable(cli.out));
        QCOMPARE(cli.run({u"list"_s}), 0);
        QVERIFY2(
            !cli.out.contains(u'\x1b') && cli.out.contains(u"https://example.org/\\x1b[2J"_s), qPrintable(cli.out));
        QCOMPARE(cli.run({u"show"_s, u"x\x1b]52;c;ZXZpbA==\x07"_s}), 1);
        QVERIFY2(!cli.err.contains(u'\x1b') && !cli.err.contains(u'\x07') && cli.err.contains(u"\\x1b]52"_s),
            qPrintable(cli.err));
    }

    // F7: whatever Kurz stores, its own exports import again, every link: tags and titles that
    // were sent with NUL, a title of 512 units that ends in a character of two, and a title
    // with a NUL that an older Kurz stored.
    void f7WhatKurzStoresItsOwnExportsImportAgain()
    {
        CliRunner source;
        QCOMPARE(source.run({u"shorten"_s, u"https://example.org/a"_s, u"--alias"_s, u"nul"_s, u"--title"_s,
                     QString(u"a\0b"_s.data(), 3), u"--tag"_s, QString(u"t\0ag"_s.data(), 4)}),
            0);
        QCOMPARE(source.run({u"shorten"_s, u"https://example.org/b"_s, u"--alias"_s, u"long"_s, u"--title"_s,
                     QString(510, u'x') + u"\U0001F600"_s}),
            0);
        QCOMPARE(source.run({u"shorten"_s, u"https://example.org/c"_s, u"--alias"_s, u"old"_s}), 0);
        {
            LinkStore links = store(source);
            QSqlQuery raw(links.database()->connection());
            QVERIFY(raw.exec(u"UPDATE links SET title = 'old' || char(0) || 'title' WHERE code = 'old'"_s));
        }
        for (const QString &format : {u"kurz-json"_s, u"shlink-csv"_s}) {
            const QString file = source.dir.filePath(u"export."_s + format);
            QCOMPARE(source.run({u"export"_s, u"--format"_s, format, u"-o"_s, file}), 0);
            CliRunner target;
            const QJsonObject summary = importJson(target, {file}, 0);
            QCOMPARE(summary.value(u"new"_s).toInt(), 3);
            LinkStore after = store(target);
            QCOMPARE(after.get(u"nul"_s)->title, u"ab"_s);
            QCOMPARE(after.get(u"nul"_s)->tags, QStringList{u"tag"_s});
            QCOMPARE(after.get(u"long"_s)->title, QString(510, u'x') + u"\U0001F600"_s);
            QCOMPARE(after.get(u"old"_s)->title, u"oldtitle"_s);
        }
    }

    // F14: an export holds every link, so it is 0600 whatever the umask, and a
    // symbolic link at its path is replaced, never the file it points at.
    void f14ExportIsPrivateAndReplacesASymlinkItself()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_s, u"https://example.org/secret"_s, u"--alias"_s, u"secret"_s}), 0);
        const QString victim = cli.dir.filePath(u"victim.txt"_s);
        {
            QFile f(victim);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me\n");
        }
        const QString file = cli.dir.filePath(u"export.json"_s);
        QVERIFY(QFile::link(victim, file));
        const mode_t before = ::umask(022);
        const int status = cli.run({u"export"_s, u"-o"_s, file});
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
        QCOMPARE(QDir(cli.dir.path()).entryList(QDir::Files).filter(u"export.json."_s),
            QStringList());  // no partial file left
    }

    // F6: --safe-for-spreadsheets writes a field that a spreadsheet would run as a
    // formula with a leading apostrophe; without it the CSV stays exactly what Shlink writes.
    void f6SafeForSpreadsheetsDefusesFormulas()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"shorten"_s, u"https://example.org/f"_s, u"--alias"_s, u"formula"_s, u"--title"_s,
                     u"=HYPERLINK(\"https://evil.example\",\"x\")"_s, u"--tag"_s, u"@sum"_s}),
            0);
        const QString plain = cli.dir.filePath(u"plain.csv"_s);
        const QString safe = cli.dir.filePath(u"safe.csv"_s);
        QCOMPARE(cli.run({u"export"_s, u"--format"_s, u"shlink-csv"_s, u"-o"_s, plain}), 0);
        QCOMPARE(
            cli.run({u"export"_s, u"--format"_s, u"shlink-csv"_s, u"--safe-for-spreadsheets"_s, u"-o"_s, safe}), 0);
        const auto read = [](const QString &path) {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        };
        QVERIFY(read(plain).contains(",\"=HYPERLINK(\"\"https://evil.example\"\",\"\"x\"\")\",@sum,"));
        QVERIFY2(read(safe).contains(",\"'=HYPERLINK(\"\"https://evil.example\"\",\"\"x\"\")\",'@sum,"),
            read(safe).constData());
        QVERIFY(
            read(safe).contains(",formula,") && read(safe).contains(",https://example.org/f,"));  // the rest as it was
        QCOMPARE(cli.run({u"export"_s, u"--safe-for-spreadsheets"_s}), 1);  // kurz-json has no formulas to defuse
    }

    void golinkExportIsWhatGolinkReads()
    {
        CliRunner cli;
        importJson(cli, {fixture("golink.jsonl")}, 2);
        QCOMPARE(cli.run({u"export"_s, u"--format"_s, u"golink-jsonl"_s}), 0);
        const QStringList lines = cli.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        const QJsonObject first = QJsonDocument::fromJson(lines.first().toUtf8()).object();
        QCOMPARE(first.value(u"Short"_s).toString(), u"go-docs"_s);
        QCOMPARE(first.value(u"Long"_s).toString(), u"https://example.org/go"_s);
        QCOMPARE(first.value(u"Created"_s).toString(), u"2022-06-03T19:23:12Z"_s);
        QCOMPARE(first.value(u"Owner"_s).toString(), u"ana@example.com"_s);
    }

    // --search and --tag pick what export writes, as they pick what list shows.
    void exportWritesTheLinksTheFiltersPick()
    {
        CliRunner cli;
        QCOMPARE(
            cli.run({u"shorten"_s, u"https://example.org/one"_s, u"--alias"_s, u"one"_s, u"--tag"_s, u"work"_s}), 0);
        QCOMPARE(cli.run({u"shorten"_s, u"https://example.org/two"_s, u"--alias"_s, u"two"_s}), 0);
        QCOMPARE(
            cli.run({u"shorten"_s, u"https://example.org/three"_s, u"--alias"_s, u"three"_s, u"--tag"_s, u"work"_s}),
            0);
        const auto shorts = [&cli](const QStringList &arguments) {
            cli.out.clear();
            [&] { QCOMPARE(cli.run(QStringList{u"export"_s, u"--format"_s, u"golink-jsonl"_s} + arguments), 0); }();
            QStringList codes;
            for (const QString &line : cli.out.split(u'\n', Qt::SkipEmptyParts))
                codes << QJsonDocument::fromJson(line.toUtf8()).object().value(u"Short"_s).toString();
            return codes;
        };
        QCOMPARE(shorts({u"--tag"_s, u"work"_s}), (QStringList{u"one"_s, u"three"_s}));
        QCOMPARE(shorts({u"--search"_s, u"two"_s}), QStringList{u"two"_s});
        QCOMPARE(shorts({}), (QStringList{u"one"_s, u"two"_s, u"three"_s}));
        const QString file = cli.dir.filePath(u"work.json"_s);
        QCOMPARE(cli.run({u"export"_s, u"--tag"_s, u"work"_s, u"-o"_s, file}), 0);
        QVERIFY2(cli.err.contains(u"2 links"_s), qPrintable(cli.err));
    }

    // F8: counters no link can have (negative, near 2^63) are refused with their line,
    // in hits and in visit rows, and the good rows are still imported.
    void f8ImpossibleCountersAreRefusedWithTheirLine()
    {
        CliRunner source;
        QCOMPARE(source.run({u"shorten"_s, u"https://example.org/good"_s, u"--alias"_s, u"good"_s}), 0);
        QCOMPARE(source.run({u"export"_s}), 0);
        // kurz-json as Kurz writes it: the header on the first line, a link on each line after.
        const QStringList exported = source.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(exported.size(), 3);
        const QJsonObject good = QJsonDocument::fromJson(exported.at(1).toUtf8()).object();
        QVERIFY(!good.isEmpty());
        QStringList lines{exported.at(0), exported.at(1)};
        const auto variant = [&](const QString &code, const std::function<void(QJsonObject &)> &change) {
            QJsonObject link = good;
            link.insert(u"code"_s, code);
            change(link);
            lines.last() += u',';
            lines << QString::fromUtf8(QJsonDocument(link).toJson(QJsonDocument::Compact));
        };
        variant(u"negative"_s, [](QJsonObject &l) { l.insert(u"hits"_s, -1000000); });
        variant(u"huge"_s, [](QJsonObject &l) { l.insert(u"hits"_s, QJsonValue(qint64(9223372036854775807LL))); });
        variant(u"hugevisit"_s, [](QJsonObject &l) {
            l.insert(u"visits"_s,
                QJsonArray{
                    QJsonObject{{u"at"_s, u"2026-01-01T00:00:00.000Z"_s}, {u"bot"_s, false}, {u"referrer"_s, QString()},
                        {u"browser"_s, QString()}, {u"count"_s, QJsonValue(qint64(9223372036854775807LL))}}});
        });
        lines << u"]}"_s;
        CliRunner cli;
        const QString path = cli.dir.filePath(u"counters.json"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(lines.join(u'\n').toUtf8() + '\n');
        out.close();
        const QJsonObject summary = importJson(cli, {path}, 2);
        QCOMPARE(summary.value(u"new"_s).toInt(), 1);
        const QJsonArray invalid = summary.value(u"invalid"_s).toArray();
        QCOMPARE(invalid.size(), 3);
        for (const QJsonValue &problem : invalid) {
            QVERIFY(problem.toObject().value(u"line"_s).toInteger() > 0);
            QVERIFY2(
                problem.toObject().value(u"reason"_s).toString().contains(u"1,000,000,000,000"_s), qPrintable(cli.out));
        }
        QCOMPARE(store(cli).pages().countAll().value(), 1);
    }

    void backupRefusesToOverwriteWithoutForce()
    {
        CliRunner cli;
        importJson(cli, {fixture("yourls.csv")}, 0);
        const QString copy = cli.dir.filePath(u"copy.db"_s);
        QCOMPARE(cli.run({u"backup"_s, copy}), 0);
        QCOMPARE(cli.run({u"shorten"_s, u"https://example.org/later"_s}), 0);
        QCOMPARE(cli.run({u"backup"_s, copy}), 1);
        QVERIFY2(cli.err.contains(u"--force"_s), qPrintable(cli.err));
        QCOMPARE(LinkStore(*Database::open(copy)).pages().countAll().value(), 3);
        QCOMPARE(cli.run({u"backup"_s, copy, u"--force"_s}), 0);
        QCOMPARE(LinkStore(*Database::open(copy)).pages().countAll().value(), 4);
        QVERIFY(!QFile::exists(copy + u".partial"_s));
    }
};

QTEST_GUILESS_MAIN(TestImportExport)
#include "tst_importexport.moc"
