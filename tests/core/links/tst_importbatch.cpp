#include "core/codes/RandomStrategy.h"
#include "core/io/Importer.h"
#include "core/links/LinkService.h"
#include "core/store/DailyBackups.h"
#include "core/store/LinkStore.h"

#include "support/TempDatabase.h"

#include <QtTest>

#include <QBuffer>
#include <QDir>
#include <QSignalSpy>

using namespace kurz;

// LinkService::importBatch and the Importer that feeds it; daily backups.
class TestImportBatch : public QObject
{
    Q_OBJECT

    struct Fixture
    {
        test::TempDatabase temp;
        LinkStore store{temp.db};
        LinkService links{store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7)};
        QSignalSpy changes{&temp.db->linkChanges(), &LinkChanges::changed};
    };

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
        const auto outcome = f.links.importBatch({row(2, u"one"_qs, u"https://example.org/1"_qs), row(3, u"two"_qs, u"https://example.org/2"_qs),
                                                  row(4, u"no"_qs, u"https://example.org/short-code"_qs)},
                                                 ConflictPolicy::Skip, false);
        QVERIFY(outcome);
        QCOMPARE(outcome->added, 2);
        QCOMPARE(outcome->invalid.size(), 1);
        QCOMPARE(outcome->invalid.first().line, 4);
        QCOMPARE(f.changes.size(), 1);
        const LinkChange change = f.changes.first().first().value<LinkChange>();
        QCOMPARE(change.kind, LinkChange::Kind::Created);
        QCOMPARE(change.codes, (QStringList{u"one"_qs, u"two"_qs}));
    }

    void dryRunPublishesAndKeepsNothing()
    {
        Fixture f;
        const auto outcome = f.links.importBatch({row(2, u"one"_qs, u"https://example.org/1"_qs), row(3, u"one"_qs, u"https://example.org/other"_qs)},
                                                 ConflictPolicy::Skip, true);
        QVERIFY(outcome);
        QCOMPARE(outcome->added, 1);
        QCOMPARE(outcome->conflicts, 1);  // the second row meets the first: a dry run sees the batch as it would be
        QCOMPARE(f.store.countAll().value(), 0);
        QCOMPARE(f.changes.size(), 0);
    }

    void rowsWithoutACodeGetOneAndCountAsSameWhenTheTargetExists()
    {
        Fixture f;
        QVERIFY(f.links.importBatch({row(2, {}, u"https://example.org/x"_qs)}, ConflictPolicy::Skip, false)->added == 1);
        const auto again = f.links.importBatch({row(2, {}, u"https://example.org/x"_qs)}, ConflictPolicy::Skip, false);
        QCOMPARE(again->same, 1);
        QCOMPARE(f.store.countAll().value(), 1);
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
        QVERIFY(!importer.run([&] { return batches++ == 2; }));
        QCOMPARE(importer.total().added, 20);
        QCOMPARE(f.store.countAll().value(), 20);
        QCOMPARE(f.changes.size(), 2);
        QCOMPARE(importer.lastBatch().addedCodes.size(), 10);
    }

    void dailyBackupsKeepTheNewest()
    {
        test::TempDatabase temp;
        if (temp.onServer()) {  // a shared database is backed up with pg_dump: Kurz writes no copies
            QCOMPARE(DailyBackups(*temp.db, temp.file(u"backups"_qs)).runIfDue(QDate(2026, 11, 1), 7).value(), QString());
            QVERIFY(!QFile::exists(temp.file(u"backups"_qs)));
            return;
        }
        LinkStore store(temp.db);
        Link link;
        link.code = u"kept"_qs;
        link.target = u"https://example.org/"_qs;
        QVERIFY(store.insert(link));
        DailyBackups backups(*temp.db, DailyBackups::defaultFolder(*temp.db));
        QCOMPARE(backups.folder(), temp.file(u"backups"_qs));
        const QDate first(2026, 11, 1);
        const auto written = backups.runIfDue(first, 3);
        QVERIFY(written);
        QCOMPARE(*written, temp.file(u"backups/links-2026-11-01.db"_qs));
        QCOMPARE(backups.runIfDue(first, 3).value(), QString());  // once a day
        for (int day = 1; day < 5; ++day)
            QVERIFY(!backups.runIfDue(first.addDays(day), 3)->isEmpty());
        QCOMPARE(backups.existing(), (QStringList{temp.file(u"backups/links-2026-11-03.db"_qs), temp.file(u"backups/links-2026-11-04.db"_qs),
                                                  temp.file(u"backups/links-2026-11-05.db"_qs)}));
        // Issue 10, finding 5: the folder and the backups are for their owner only.
        const auto othersRights = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
        QVERIFY(!(QFile::permissions(backups.folder()) & othersRights));
        QVERIFY(!(QFile::permissions(backups.existing().last()) & othersRights));
        auto copy = Database::open(backups.existing().last());
        QVERIFY(copy);
        QVERIFY(LinkStore(*copy).get(u"kept"_qs));
    }
};

QTEST_GUILESS_MAIN(TestImportBatch)
#include "tst_importbatch.moc"
