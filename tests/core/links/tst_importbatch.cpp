#include "core/codes/RandomStrategy.h"
#include "core/io/Importer.h"
#include "core/io/LinkWriter.h"
#include "core/links/LinkService.h"
#include "core/store/DailyBackups.h"
#include "core/store/DeferredIndexes.h"
#include "core/store/LinkStore.h"
#include "core/store/UpkeepStore.h"
#include "core/util/JsonText.h"

#include "support/ServiceFixture.h"
#include "support/TempDatabase.h"

#include <QtTest>

#include <QBuffer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

using namespace kurz;

// LinkService::importBatch and the Importer that feeds it; daily backups.
class TestImportBatch : public QObject {
    Q_OBJECT

    using Fixture = test::ServiceFixture;

    // Two redirect rules of every kind of value: a device, a query parameter and a date.
    static QList<TargetRule> rules()
    {
        TargetRule android{u"https://play.example/app"_s, {*TargetCondition::make(u"device"_s, {}, u"android"_s)}};
        TargetRule campaign{u"https://example.org/campaign"_s,
            {*TargetCondition::make(u"query-param"_s, u"utm"_s, u"x"_s),
                *TargetCondition::make(u"after-date"_s, {}, u"2026-01-01T00:00:00+01:00"_s)}};
        return {android, campaign};
    }

    static ImportRow row(qint64 line, const QString &code, const QString &target)
    {
        ImportRow row;
        row.line = line;
        row.link.code = code;
        row.link.target = target;
        return row;
    }

private Q_SLOTS:
    void oneTransactionAndOneChangePerBatch()
    {
        Fixture f;
        const auto outcome = f.links.importBatch(
            {row(2, u"one"_s, u"https://example.org/1"_s), row(3, u"two"_s, u"https://example.org/2"_s),
                row(4, u"no"_s, u"https://example.org/short-code"_s)},
            ConflictPolicy::Skip, false);
        QVERIFY(outcome);
        QCOMPARE(outcome->added, 2);
        QCOMPARE(outcome->invalid.size(), 1);
        QCOMPARE(outcome->invalid.first().line, 4);
        QCOMPARE(f.changes.size(), 1);
        const LinkChange change = f.changes.first().first().value<LinkChange>();
        QCOMPARE(change.kind, LinkChange::Kind::Created);
        QCOMPARE(change.codes, (QStringList{u"one"_s, u"two"_s}));
        QCOMPARE(change.ids, (QList<qint64>{f.store.get(u"one"_s)->id, f.store.get(u"two"_s)->id}));
    }

    void dryRunPublishesAndKeepsNothing()
    {
        Fixture f;
        const auto outcome = f.links.importBatch(
            {row(2, u"one"_s, u"https://example.org/1"_s), row(3, u"one"_s, u"https://example.org/other"_s)},
            ConflictPolicy::Skip, true);
        QVERIFY(outcome);
        QCOMPARE(outcome->added, 1);
        QCOMPARE(outcome->conflicts, 1);  // the second row meets the first: a dry run sees the batch as it would be
        QCOMPARE(f.store.pages().countAll().value(), 0);
        QCOMPARE(f.changes.size(), 0);
    }

    void rowsWithoutACodeGetOneAndCountAsSameWhenTheTargetExists()
    {
        Fixture f;
        QVERIFY(f.links.importBatch({row(2, {}, u"https://example.org/x"_s)}, ConflictPolicy::Skip, false)->added == 1);
        const auto again = f.links.importBatch({row(2, {}, u"https://example.org/x"_s)}, ConflictPolicy::Skip, false);
        QCOMPARE(again->same, 1);
        QCOMPARE(f.store.pages().countAll().value(), 1);
    }

    void importerStopsBetweenBatches()
    {
        Fixture f;
        QByteArray csv = "shortCode,longUrl\n";
        for (int i = 0; i < 25; ++i)
            csv += "code" + QByteArray::number(i) + ",https://example.org/" + QByteArray::number(i) + '\n';
        QBuffer buffer(&csv);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        auto reader = LinkReader::open(buffer);
        QVERIFY(reader);
        Importer importer(f.links, **reader, ConflictPolicy::Skip, false, 10);
        int batches = 0;
        QVERIFY(importer.run([&] { return batches++ == 2; }).ok());
        QCOMPARE(importer.total().added, 20);
        QCOMPARE(f.store.pages().countAll().value(), 20);
        QCOMPARE(f.changes.size(), 2);
        QCOMPARE(importer.lastBatch().addedCodes.size(), 10);
    }

    // Reading one batch ahead on a thread of its own changes nothing of what is imported or
    // reported (line numbers included), and the import still stops between batches.
    void readingAheadImportsTheSameAndStopsBetweenBatches()
    {
        QByteArray csv = "shortCode,longUrl,visits\n";
        for (int i = 0; i < 57; ++i)
            csv += "code" + QByteArray::number(i)
                + (i % 11 == 7 ? QByteArray(",javascript:alert(1)") : ",https://example.org/" + QByteArray::number(i))
                + (i % 9 == 4 ? ",many\n" : ",3\n");  // refused by the reader, by the checks
        const auto import = [&csv](Fixture &f, bool ahead, const std::function<bool()> &stop) {
            QBuffer buffer(&csv);
            buffer.open(QIODevice::ReadOnly);
            auto reader = LinkReader::open(buffer);
            Importer importer(f.links, **reader, ConflictPolicy::Skip, false, 10);
            importer.setReadAhead(ahead);
            const auto failed = importer.run(stop);
            return failed.ok() ? importer.total() : ImportOutcome{};
        };
        Fixture plain, ahead;
        const ImportOutcome expected = import(plain, false, {});
        const ImportOutcome read = import(ahead, true, {});
        QCOMPARE(expected.rows, 57);
        QCOMPARE(read.rows, expected.rows);
        QCOMPARE(read.added, expected.added);
        QCOMPARE(read.invalid.size(), 10);
        for (qsizetype i = 0; i < read.invalid.size(); ++i) {
            QCOMPARE(read.invalid.at(i).line, expected.invalid.at(i).line);
            QCOMPARE(read.invalid.at(i).reason, expected.invalid.at(i).reason);
        }
        QCOMPARE(read.invalid.first().line, 6);
        QCOMPARE(ahead.store.pages().countAll().value(), plain.store.pages().countAll().value());

        Fixture stopped;
        int batches = 0;
        QCOMPARE(import(stopped, true, [&] { return batches++ == 2; }).rows, 20);
        QCOMPARE(stopped.store.pages().countAll().value(), 16);  // two batches, less two bad rows each
    }

    // The bulk path checks codes once per batch: rows of the same batch must still meet each other.
    void aCodeTwiceInOneBatchIsSameOrConflict()
    {
        Fixture f;
        const QList<ImportRow> rows{row(2, u"dup"_s, u"https://example.org/a"_s),
            row(3, u"dup"_s, u"https://example.org/a"_s), row(4, u"dup"_s, u"https://example.org/b"_s)};
        const auto skipped = f.links.importBatch(rows, ConflictPolicy::Skip, false);
        QVERIFY(skipped);
        QCOMPARE(skipped->added, 1);
        QCOMPARE(skipped->same, 1);
        QCOMPARE(skipped->conflicts, 1);
        QCOMPARE(f.store.get(u"dup"_s)->target, u"https://example.org/a"_s);

        Fixture g;
        const auto renamed = g.links.importBatch(rows, ConflictPolicy::NewCode, false);
        QCOMPARE(renamed->added, 1);
        QCOMPARE(renamed->same, 1);
        QCOMPARE(renamed->renamed, 1);
        QCOMPARE(renamed->addedCodes.size(), 2);
        QCOMPARE(g.store.findByTarget(u"https://example.org/b"_s)->code, renamed->addedCodes.last());
        QCOMPARE(g.changes.size(), 1);
        QCOMPARE(g.changes.first().first().value<LinkChange>().codes, renamed->addedCodes);
    }

    // The database's UNIQUE constraint decides which codes are taken: a row whose code a link
    // already has is decided against that link, also when the batch names the code again.
    void takenCodesAreDecidedAgainstTheStoredLink()
    {
        for (const ConflictPolicy policy : {ConflictPolicy::Skip, ConflictPolicy::NewCode}) {
            Fixture f;
            f.add(u"kept"_s);  // https://example.org/x
            const auto outcome = f.links.importBatch(
                {row(2, u"kept"_s, u"https://example.org/other"_s), row(3, u"kept"_s, u"https://example.org/kept"_s),
                    row(4, u"fresh"_s, u"https://example.org/fresh"_s),
                    row(5, u"kept"_s, u"https://example.org/kept"_s)},
                ConflictPolicy(policy), false);
            QVERIFY(outcome);
            QCOMPARE(outcome->added, 1);
            QCOMPARE(outcome->same, 2);
            QCOMPARE(outcome->conflicts, policy == ConflictPolicy::Skip ? 1 : 0);
            QCOMPARE(outcome->renamed, policy == ConflictPolicy::NewCode ? 1 : 0);
            QCOMPARE(f.store.get(u"kept"_s)->target, u"https://example.org/kept"_s);
            QCOMPARE(f.store.get(u"fresh"_s)->target, u"https://example.org/fresh"_s);
        }
        // The store leaves a taken code out (id 0) and inserts the others.
        Fixture f;
        f.add(u"taken"_s);
        QList<Link> links(3);
        for (int i = 0; i < 3; ++i) {
            links[i].code = i == 1 ? u"taken"_s : u"free%1"_s.arg(i);
            links[i].target = u"https://example.org/batch%1"_s.arg(i);
            links[i].tags = QStringList{u"t"_s};
        }
        QVERIFY(f.store.insertBatch(links).ok());
        QVERIFY(links.at(0).id > 0);
        QCOMPARE(links.at(1).id, 0);
        QVERIFY(links.at(2).id > 0);
        QCOMPARE(f.store.get(u"taken"_s)->target, u"https://example.org/taken"_s);
        QCOMPARE(f.store.get(u"taken"_s)->tags, QStringList());
        QCOMPARE(f.store.pages().countAll().value(), 3);
    }

    void codesDifferingOnlyByCaseAreOneWhenCaseInsensitive()
    {
        Fixture f;
        f.store.setCaseInsensitive(true);
        const auto outcome = f.links.importBatch(
            {row(2, u"Abc"_s, u"https://example.org/a"_s), row(3, u"abc"_s, u"https://example.org/a"_s),
                row(4, u"ABC"_s, u"https://example.org/other"_s)},
            ConflictPolicy::Skip, false);
        QCOMPARE(outcome->added, 1);
        QCOMPARE(outcome->same, 1);
        QCOMPARE(outcome->conflicts, 1);
        QCOMPARE(
            f.links.importBatch({row(2, u"aBC"_s, u"https://example.org/a"_s)}, ConflictPolicy::Skip, false)->same, 1);
        QCOMPARE(f.store.pages().countAll().value(), 1);
    }

    // Conflicts on both sides of a batch boundary, under both policies; a second run adds nothing.
    void conflictsAcrossABatchBoundary()
    {
        for (const ConflictPolicy policy : {ConflictPolicy::Skip, ConflictPolicy::NewCode}) {
            Fixture f;
            for (int i = 1; i <= 4; ++i)
                QVERIFY(f.links.importBatch(
                    {row(2, u"old%1"_s.arg(i), u"https://old.example/%1"_s.arg(i))}, ConflictPolicy::Skip, false));
            QByteArray csv = "shortCode,longUrl,visits\nnew1,https://example.org/n1,5\n";
            for (int i = 1; i <= 4; ++i)
                csv += "old" + QByteArray::number(i) + ",https://example.org/c" + QByteArray::number(i) + ",7\n";
            csv += "new2,https://example.org/n2,\n";
            for (int run = 0; run < 2; ++run) {
                QBuffer buffer(&csv);
                QVERIFY(buffer.open(QIODevice::ReadOnly));
                auto reader = LinkReader::open(buffer);
                QVERIFY(reader);
                Importer importer(f.links, **reader, policy, false, 3);  // batches: new1 old1 old2 | old3 old4 new2
                QVERIFY(importer.run().ok());
                const ImportOutcome &total = importer.total();
                QCOMPARE(total.rows, 6);
                if (run == 1) {
                    QCOMPARE(total.added + total.renamed, 0);
                    QCOMPARE(total.same, policy == ConflictPolicy::Skip ? 2 : 6);
                    continue;
                }
                QCOMPARE(total.added, 2);
                QCOMPARE(total.conflicts, policy == ConflictPolicy::Skip ? 4 : 0);
                QCOMPARE(total.renamed, policy == ConflictPolicy::NewCode ? 4 : 0);
            }
            QCOMPARE(f.store.pages().countAll().value(), policy == ConflictPolicy::Skip ? 6 : 10);
            QCOMPARE(f.store.get(u"old3"_s)->target, u"https://old.example/3"_s);
            QCOMPARE(f.store.get(u"new1"_s)->hits, 5);
            if (policy == ConflictPolicy::NewCode)
                QCOMPARE(f.store.findByTarget(u"https://example.org/c3"_s)->hits, 7);
        }
    }

    // The secondary indexes an import into an empty SQLite database leaves out until its end.
    static QStringList indexes(Database &db) { return test::indexNames(db); }

    static QByteArray numberedCsv(int rows, int withoutCodeEvery = 0)
    {
        QByteArray csv = "shortCode,longUrl,tags\n";
        for (int i = 0; i < rows; ++i) {
            const QByteArray n = QByteArray::number(i);
            csv += (withoutCodeEvery && i % withoutCodeEvery == 0 ? QByteArray() : "code" + n) + ",https://example.org/"
                + n + ",t" + QByteArray::number(i % 3) + '\n';
        }
        return csv;
    }

    // Done, cancelled or failed, the import builds the indexes it dropped again, and a batch
    // that failed leaves nothing; a database with links keeps its indexes throughout.
    void indexesLeftOutOfALoadAreBuiltAgainHoweverItEnds()
    {
        enum End { Done, Cancelled, Failed, NotEmpty, WithoutCodes };
        for (const End end : {Done, Cancelled, Failed, NotEmpty, WithoutCodes}) {
            Fixture f;
            if (f.temp.onServer())
                QSKIP("PostgreSQL keeps its indexes during an import");
            const QStringList all = indexes(*f.temp.db);
            QVERIFY(all.contains(u"links_target"_s) && all.contains(u"links_created"_s)
                && all.contains(u"link_tags_tag"_s));
            if (end == NotEmpty)
                f.add(u"before"_s);
            if (end == Failed) {
                QSqlQuery q(f.temp.db->connection());
                QVERIFY(q.exec(
                    u"CREATE TRIGGER refuse BEFORE INSERT ON links WHEN NEW.code = 'code15' BEGIN SELECT RAISE(ABORT, 'refused'); END"_s));
            }
            QByteArray csv = numberedCsv(25, end == WithoutCodes ? 4 : 0);
            QBuffer buffer(&csv);
            QVERIFY(buffer.open(QIODevice::ReadOnly));
            auto reader = LinkReader::open(buffer);
            QVERIFY(reader);
            Importer importer(f.links, **reader, ConflictPolicy::Skip, false, 10);
            importer.setDeferIndexes(true);
            QVERIFY(importer.step().value());
            QCOMPARE(indexes(*f.temp.db).contains(u"links_target"_s), end == NotEmpty || end == WithoutCodes);
            // UNIQUE (code, domain) stays: it decides which codes are taken
            QSqlQuery unique(f.temp.db->connection());
            QVERIFY(unique.exec(u"SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'links' AND "
                                "name = 'links_code_domain'"_s)
                && unique.next());
            QCOMPARE(unique.value(0).toInt(), 1);
            unique.finish();
            int batches = 1;
            const auto failed = importer.run([&] { return end == Cancelled && batches++ == 2; });
            QCOMPARE(!failed.ok(), end == Failed);
            QCOMPARE(indexes(*f.temp.db), all);
            const qint64 expected = end == Done ? 25
                : end == Cancelled              ? 20
                : end == Failed                 ? 10
                : end == NotEmpty               ? 26
                                                : 25;
            QCOMPARE(f.store.pages().countAll().value(), expected);
            QCOMPARE(f.store.get(u"code1"_s)->tags, QStringList{u"t1"_s});
            if (end == WithoutCodes)
                QCOMPARE(f.store.findByTarget(u"https://example.org/8"_s)->code.size(), 7);
        }
    }

    // A process that ends after dropping the indexes (here: the import never finishes) leaves a
    // database whose next open builds them again; the batches it committed are whole.
    void indexesLeftOutBeforeACrashAreBuiltAtTheNextOpen()
    {
        test::TempDatabase temp;
        if (temp.onServer())
            QSKIP("PostgreSQL keeps its indexes during an import");
        const QStringList all = indexes(*temp.db);
        QByteArray csv = numberedCsv(25);
        {
            LinkStore store(temp.db);
            LinkService links(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
            QVERIFY(DeferredIndexes(temp.db).defer().value());
            QVERIFY(!DeferredIndexes(temp.db).defer().value());  // once
            QBuffer buffer(&csv);
            QVERIFY(buffer.open(QIODevice::ReadOnly));
            auto reader = LinkReader::open(buffer);
            Importer importer(links, **reader, ConflictPolicy::Skip, false, 10);
            QVERIFY(importer.step().value());
            QVERIFY(!indexes(*temp.db).contains(u"links_target"_s));
            QVERIFY(!indexes(*temp.db).contains(u"links_hits"_s));
            QVERIFY(indexes(*temp.db).contains(u"links_title_pending"_s));  // appended to, never rebuilt
        }
        auto reopened = Database::open(temp.path());
        QVERIFY(reopened);
        QCOMPARE(indexes(**reopened), all);
        QCOMPARE(LinkStore(*reopened).pages().countAll().value(), 10);
        QSqlQuery q((*reopened)->connection());
        QVERIFY(q.exec(u"SELECT count(*) FROM meta WHERE key LIKE 'deferred%'"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"ok"_s);
    }

    // A batch that fails on its third row (here a trigger refuses it) keeps none of its rows.
    void aBatchThatFailsHalfwayLeavesNothing()
    {
        Fixture f;
        QSqlQuery q(f.temp.db->connection());
        if (f.temp.onServer()) {
            QVERIFY(q.exec(
                u"CREATE FUNCTION refuse_boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql"_s));
            QVERIFY(q.exec(
                u"CREATE TRIGGER refuse BEFORE INSERT ON links FOR EACH ROW WHEN (NEW.code = 'boom') EXECUTE FUNCTION refuse_boom()"_s));
        } else {
            QVERIFY(q.exec(
                u"CREATE TRIGGER refuse BEFORE INSERT ON links WHEN NEW.code = 'boom' BEGIN SELECT RAISE(ABORT, 'refused'); END"_s));
        }
        QList<ImportRow> rows{row(2, u"ok1"_s, u"https://example.org/1"_s),
            row(3, u"ok2"_s, u"https://example.org/2"_s), row(4, u"boom"_s, u"https://example.org/3"_s),
            row(5, u"ok3"_s, u"https://example.org/4"_s)};
        rows[0].link.tags = QStringList{u"kept"_s};
        const auto outcome = f.links.importBatch(rows, ConflictPolicy::Skip, false);
        QVERIFY(!outcome);
        QCOMPARE(outcome.error().kind, Error::Kind::Storage);
        QCOMPARE(f.store.pages().countAll().value(), 0);
        QCOMPARE(f.store.pages().usedTags().value(), QStringList());
        QCOMPARE(f.changes.size(), 0);
    }

    // What the bulk insert keeps: tags, created dates, counts; and searches find the links.
    void bulkInsertedLinksKeepTheirFieldsAndAreFound()
    {
        Fixture f;
        QList<ImportRow> rows;
        for (int i = 0; i < 120; ++i) {  // more than one multi-row statement, and a remainder
            ImportRow r = row(i + 2, u"bulk%1"_s.arg(i), u"https://example.org/page/%1"_s.arg(i));
            r.link.title = u"Seite \"%1\", grüße"_s.arg(i);
            r.link.tags = QStringList{u"news"_s, i % 2 ? u"tech"_s : u"Ärger"_s};
            r.link.createdAt = QDateTime(QDate(2021, 3, 4), QTime(5, 6, 7), Qt::UTC).addSecs(i);
            r.link.hits = i;
            if (i == 0 || i == 30 || i == 110) {  // rows 50-99 (one statement) and 111-119 stay plain
                r.link.notes = u"noted"_s;
                r.link.expiresAt = r.link.createdAt.addYears(1);
                r.link.maxVisits = 9;
                r.link.redirectStatus = 308;
                r.link.forwardQuery = false;
                r.link.crawlable = true;
                r.link.pathMode = PathMode::Append;
                r.link.disabled = true;
                r.link.botHits = 4;
                r.link.lastHitAt = r.link.createdAt.addDays(2);
            }
            rows.append(r);
        }
        const auto outcome = f.links.importBatch(rows, ConflictPolicy::Skip, false);
        QCOMPARE(outcome->added, 120);
        for (const int i : {0, 1, 30, 31, 60, 110, 119}) {
            Link expected = rows.at(i).link;
            expected.tags = normalizedTags(expected.tags);
            const Link stored = f.store.get(expected.code).value();
            expected.id = stored.id;
            QCOMPARE(stored.toJson({}, QDateTime::currentDateTimeUtc()),
                expected.toJson({}, QDateTime::currentDateTimeUtc()));
        }
        const Link link = f.store.get(u"bulk7"_s).value();
        QCOMPARE(link.title, u"Seite \"7\", grüße"_s);
        QCOMPARE(link.tags, (QStringList{u"news"_s, u"tech"_s}));
        QCOMPARE(link.createdAt, QDateTime(QDate(2021, 3, 4), QTime(5, 6, 14), Qt::UTC));
        QCOMPARE(link.hits, 7);
        QStringList tags = f.store.pages().usedTags().value();
        tags.sort();
        QCOMPARE(tags, (QStringList{u"news"_s, u"tech"_s, u"Ärger"_s}));
        LinkQuery query;
        query.tags = QStringList{u"tech"_s};
        QCOMPARE(f.store.pages().count(query).value(), 60);
        LinkQuery search;
        search.search = u"grüße page/119"_s;
        const auto found = f.store.pages().page(search);
        QVERIFY(found);
        QCOMPARE(found->size(), 1);
        QCOMPARE(found->first().code, u"bulk119"_s);
    }

    // The export writes JSON itself: each line must be what Link::toJson and the visit rows
    // made before (less shortUrl and status), with every link's own rows read alongside.
    void kurzJsonLinesAreLinkToJsonWithTheirVisitRows()
    {
        Fixture f;
        QList<ImportRow> rows;
        for (const QString &code : {u"aaa"_s, u"bbb"_s, u"ccc"_s}) {
            ImportRow r = row(2, code, u"https://example.org/"_s + code);
            r.link.title = u"Tab\there \"quoted\" \\ ünïcödé 😀"_s;
            r.link.notes = u"line\nbreak\x01"_s;
            r.link.tags = QStringList{u"x"_s, u"y"_s};
            r.link.expiresAt = QDateTime(QDate(2031, 1, 1), QTime(0, 0), Qt::UTC);
            r.link.maxVisits = 5;
            r.link.disabled = code == u"bbb";
            if (code == u"ccc")
                r.link.targetRules = rules();
            if (code != u"bbb") {
                r.link.hits = 3;
                r.visits = {VisitRow{0, QDateTime(QDate(2024, 2, 29), QTime(23, 59, 59, 7), Qt::UTC), false,
                                u"news.example"_s, u"Firefox"_s, 2},
                    VisitRow{0, QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC), true, {}, u"Googlebot"_s, 1}};
            }
            rows.append(r);
        }
        QVERIFY(f.links.importBatch(rows, ConflictPolicy::Skip, false));
        QVERIFY(UpkeepStore(f.temp.db).recordHealth(f.store.get(u"ccc"_s)->id,
            LinkHealth{0, u"timeout"_s, QDateTime(QDate(2025, 1, 2), QTime(3, 4), Qt::UTC)}));
        QByteArray exported;
        QBuffer buffer(&exported);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QCOMPARE(LinkWriter::create(LinkFormat::KurzJson, buffer, {})->writeAll(f.store).value(), 3);
        const QJsonObject file = QJsonDocument::fromJson(exported).object();
        const QJsonArray links = file.value(u"links"_s).toArray();
        QCOMPARE(links.size(), 3);
        qsizetype i = 0;
        f.store.pages().forEachLink([&](const Link &link) {
            QJsonObject expected = link.toJson({}, QDateTime::currentDateTimeUtc());
            expected.remove(u"shortUrl"_s);
            expected.remove(u"status"_s);
            // Derived ("protected": the file carries the hash itself) or written only when set.
            expected.remove(u"protected"_s);
            if (expected.value(u"networks"_s).isNull())
                expected.remove(u"networks"_s);
            if (expected.value(u"expiredUrl"_s).isNull())
                expected.remove(u"expiredUrl"_s);
            if (expected.value(u"domain"_s).isNull())
                expected.remove(u"domain"_s);
            if (expected.value(u"redirectRules"_s).toArray().isEmpty())
                expected.remove(u"redirectRules"_s);
            QJsonArray visits;
            const QList<VisitRow> stored = VisitStore(f.temp.db).rowsOf(link.id).value();
            for (const VisitRow &visit : stored) {
                visits.append(QJsonObject{{u"at"_s, visit.at.toString(Qt::ISODateWithMs)}, {u"bot"_s, visit.bot},
                    {u"referrer"_s, visit.referrerHost}, {u"browser"_s, visit.browser}, {u"count"_s, visit.count}});
            }
            expected.insert(u"visits"_s, visits);
            [&] { QCOMPARE(links.at(i++).toObject(), expected); }();
            return true;
        });
        QCOMPARE(links.at(0).toObject().value(u"visits"_s).toArray().size(), 2);
        QCOMPARE(links.at(1).toObject().value(u"visits"_s).toArray().size(), 0);
        QCOMPARE(links.at(2).toObject().value(u"health"_s).toObject().value(u"result"_s).toString(), u"timeout"_s);
        QCOMPARE(links.at(2).toObject().value(u"redirectRules"_s).toArray().size(), 2);

        // Read back into another database, the rules are the same.
        Fixture other;
        QBuffer in(&exported);
        QVERIFY(in.open(QIODevice::ReadOnly));
        auto reader = LinkReader::open(in);
        QVERIFY(reader);
        Importer importer(other.links, **reader, ConflictPolicy::Skip, false, 10);
        QVERIFY(importer.run().ok());
        QCOMPARE(other.store.get(u"ccc"_s)->targetRules, rules());
        QVERIFY(other.store.get(u"aaa"_s)->targetRules.isEmpty());
    }

    // An export of some links (the window's selection or search) writes those and their own
    // visits, passes over links gone meanwhile, and stops when its progress says so.
    void exportOfSomeLinksWritesThemWithTheirOwnVisitsOnly()
    {
        Fixture f;
        QList<ImportRow> rows;
        for (const QString &code : {u"aaa"_s, u"bbb"_s, u"ccc"_s, u"ddd"_s, u"eee"_s}) {
            ImportRow r = row(2, code, u"https://example.org/"_s + code);
            r.link.hits = 1;
            r.visits = {VisitRow{
                0, QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC), false, code + u".example"_s, u"Firefox"_s, 1}};
            rows.append(r);
        }
        QVERIFY(f.links.importBatch(rows, ConflictPolicy::Skip, false));
        const QList<qint64> only{f.store.get(u"bbb"_s)->id, f.store.get(u"ddd"_s)->id, 999999};
        QByteArray exported;
        QBuffer buffer(&exported);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QCOMPARE(LinkWriter::create(LinkFormat::KurzJson, buffer, {})->writeAll(f.store, &only).value(), 2);
        const QJsonArray links = QJsonDocument::fromJson(exported).object().value(u"links"_s).toArray();
        QCOMPARE(links.size(), 2);
        for (const QString &code : {u"bbb"_s, u"ddd"_s}) {
            const QJsonObject link = links.at(code == u"bbb" ? 0 : 1).toObject();
            QCOMPARE(link.value(u"code"_s).toString(), code);
            const QJsonArray visits = link.value(u"visits"_s).toArray();
            QCOMPARE(visits.size(), 1);
            QCOMPARE(visits.at(0).toObject().value(u"referrer"_s).toString(), code + u".example"_s);
        }

        LinkSelection search;
        search.query.search = u"ddd"_s;
        search.allRows = true;
        QCOMPARE(f.store.pages().idsOf(search).value(), QList<qint64>{f.store.get(u"ddd"_s)->id});
        LinkSelection gone;
        gone.ids = {999999};
        QCOMPARE(f.store.pages().idsOf(gone).error().reason, reasons::SelectionChanged);

        QCOMPARE(f.links
                     .bulkLoad(2500,
                         [](qint64 i) {
                             Link link;
                             link.code = u"many"_s + QString::number(i);
                             link.target = u"https://example.org/many"_s;
                             return link;
                         })
                     .value(),
            2500);
        QList<qint64> told;
        QBuffer more;
        QVERIFY(more.open(QIODevice::WriteOnly));
        const auto cancelled = LinkWriter::create(LinkFormat::GolinkJsonl, more, {})
                                   ->writeAll(f.store, nullptr, [&](qint64 done, qint64 total) {
                                       told << done << total;
                                       return done < 1000;
                                   });
        QCOMPARE(cancelled.error().reason, reasons::Cancelled);
        QCOMPARE(told, (QList<qint64>{0, 2505, 1000, 2505}));
    }

    void isoTimesAreSpelledAsQtSpellsThem()
    {
        for (const qint64 ms : {qint64(0), qint64(-1), qint64(951782399999), qint64(951782400000),
                 qint64(1709251199007), qint64(-2208988800001), qint64(253402300799999), qint64(4102444800123)}) {
            const QDateTime time = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
            for (const bool withMs : {false, true}) {
                QByteArray out;
                appendIsoTime(out, time, withMs);
                QCOMPARE(QString::fromLatin1(out), time.toString(withMs ? Qt::ISODateWithMs : Qt::ISODate));
            }
        }
    }

    // Shlink's own time form is read without Qt's general parser; every other form still goes
    // through it. Both must read a time as Qt does, offsets included, and refuse what Qt refuses.
    void createdTimesReadAsQtReadsThem()
    {
        const QStringList texts{u"2024-05-01T10:20:30+00:00"_s, u"2024-05-01T10:20:30+02:00"_s,
            u"2024-05-01T00:20:30-05:30"_s, u"2024-12-31T23:59:59-01:00"_s, u"2024-02-29T12:00:00Z"_s,
            u"1969-12-31T23:59:59+14:00"_s, u"2024-05-01T10:20:30-12:00"_s, u"2024-05-01T10:20:30.123+00:00"_s,
            u"2024-05-01T10:20:30+0200"_s, u"2024-05-01T24:00:00+00:00"_s, u" 2024-05-01T10:20:30+00:00 "_s};
        const QStringList bad{u"2024-13-01T10:20:30+00:00"_s, u"2023-02-29T10:20:30+00:00"_s,
            u"2024-05-01T10:60:30+00:00"_s, u"2024-05-01T10:20:3x+00:00"_s, u"2024-05-01T10:20:30*00:00"_s,
            u"2024-05-01X10:20:30+00:00"_s, u"2024-05-01T10:20:30+00:9x"_s, u"2024-05-01T10:20:30Q"_s, u"yesterday"_s};
        QByteArray csv = "createdAt,shortCode,longUrl\n";
        for (const QString &text : texts + bad)
            csv += '"' + text.toUtf8() + "\",c,https://example.org/\n";
        QBuffer buffer(&csv);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        auto reader = LinkReader::open(buffer);
        QVERIFY(reader);
        ImportRow read;
        QList<QDateTime> times;
        for (const QString &text : texts) {
            QVERIFY((*reader)->next(read));
            const QDateTime expected = QDateTime::fromString(text.trimmed(), Qt::ISODateWithMs).toUTC();
            QVERIFY2(expected.isValid(), qPrintable(text));
            QVERIFY2(read.problem.isEmpty(), qPrintable(text + u": "_s + read.problem));
            QCOMPARE(read.link.createdAt, expected);
            QCOMPARE(read.link.createdAt.timeSpec(), Qt::UTC);
            times.append(read.link.createdAt);
        }
        QCOMPARE(times.at(1), QDateTime(QDate(2024, 5, 1), QTime(8, 20, 30), Qt::UTC));
        QCOMPARE(times.at(3), QDateTime(QDate(2025, 1, 1), QTime(0, 59, 59), Qt::UTC));
        for (const QString &text : bad) {
            QVERIFY((*reader)->next(read));
            QVERIFY2(read.problem.contains(u"is not a date and time"_s), qPrintable(text + u": "_s + read.problem));
        }
        QVERIFY(!(*reader)->next(read));
    }

    void dailyBackupsKeepTheNewest()
    {
        test::TempDatabase temp;
        if (temp.onServer()) {  // a shared database is backed up with pg_dump: Kurz writes no copies
            QCOMPARE(
                DailyBackups(*temp.db, temp.file(u"backups"_s)).runIfDue(QDate(2026, 11, 1), 7).value(), QString());
            QVERIFY(!QFile::exists(temp.file(u"backups"_s)));
            return;
        }
        LinkStore store(temp.db);
        Link link;
        link.code = u"kept"_s;
        link.target = u"https://example.org/"_s;
        QVERIFY(store.insert(link));
        DailyBackups backups(*temp.db, DailyBackups::defaultFolder(*temp.db));
        QCOMPARE(backups.folder(), temp.file(u"backups"_s));
        const QDate first(2026, 11, 1);
        const auto written = backups.runIfDue(first, 3);
        QVERIFY(written);
        QCOMPARE(*written, temp.file(u"backups/links-2026-11-01.db"_s));
        QCOMPARE(backups.runIfDue(first, 3).value(), QString());  // once a day
        for (int day = 1; day < 5; ++day)
            QVERIFY(!backups.runIfDue(first.addDays(day), 3)->isEmpty());
        QCOMPARE(backups.existing(),
            (QStringList{temp.file(u"backups/links-2026-11-03.db"_s), temp.file(u"backups/links-2026-11-04.db"_s),
                temp.file(u"backups/links-2026-11-05.db"_s)}));
        // The folder and the backups are for their owner only.
        const auto othersRights = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther
            | QFile::WriteOther | QFile::ExeOther;
        QVERIFY(!(QFile::permissions(backups.folder()) & othersRights));
        QVERIFY(!(QFile::permissions(backups.existing().last()) & othersRights));
        auto copy = Database::open(backups.existing().last());
        QVERIFY(copy);
        QVERIFY(LinkStore(*copy).get(u"kept"_s));
    }
};

QTEST_GUILESS_MAIN(TestImportBatch)
#include "tst_importbatch.moc"
