#include "core/store/LinkStore.h"
#include "support/TempDatabase.h"

#include <QtTest>

#include <limits>

using namespace Qt::StringLiterals;

using namespace kurz;

// What the window asks of LinkStore: bulk loads, visits per day, status order, search plans,
// and backups.
class TestLinkStoreViews : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bulkLoadKeepsCodesTimesAndHits()
    {
        test::TempDatabase db;
        LinkStore store(db.db);
        const QDateTime created = QDateTime(QDate(2026, 1, 2), QTime(3, 4), Qt::UTC);
        const auto inserted = store.bulkLoad(5, [&](qint64 i) {
            Link link;
            link.code = i == 4 ? u"m0"_s : QStringLiteral("m%1").arg(i);  // the last one collides
            link.target = QStringLiteral("https://example.org/%1").arg(i);
            link.tags = {u"bulk"_s};
            link.createdAt = created.addDays(i);
            link.hits = 10 * i;
            link.botHits = i;
            return link;
        });
        QVERIFY(inserted.ok());
        QCOMPARE(*inserted, 4);
        const auto third = store.get(u"m3"_s);
        QVERIFY(third);
        QCOMPARE(third->hits, 30);
        QCOMPARE(third->botHits, 3);
        QCOMPARE(third->createdAt, created.addDays(3));
        QCOMPARE(third->tags, QStringList{u"bulk"_s});
        QCOMPARE(store.get(u"m0"_s)->target, u"https://example.org/0"_s);
        LinkQuery tagged;
        tagged.tags = {u"bulk"_s};
        QCOMPARE(store.pages().count(tagged).value(), 4);
    }

    void visitsPerDayBucketsLocalDays()
    {
        test::TempDatabase db;
        LinkStore store(db.db);
        Link link;
        link.code = u"vis"_s;
        link.target = u"https://example.org/"_s;
        const qint64 id = store.insert(link)->id;
        const QDate today = QDate::currentDate();
        HitBatch batch;
        const auto at = [](const QDate &day, int hour) { return QDateTime(day, QTime(hour, 30)).toSecsSinceEpoch(); };
        batch.visits[VisitKey{id, at(today, 0), false, {}, {}}] = 2;  // just after local midnight
        batch.visits[VisitKey{id, at(today, 23), true, {}, {}}] = 1;  // just before the next
        batch.visits[VisitKey{id, at(today.addDays(-1), 12), false, {}, {}}] = 5;
        batch.visits[VisitKey{id, at(today.addDays(-40), 12), false, {}, {}}] = 9;  // outside
        batch.counts[id] = {7, 1, QDateTime::currentMSecsSinceEpoch()};
        QVERIFY(VisitStore(store.database()).applyHits(batch).ok());
        const QList<DayVisits> days = VisitStore(store.database()).perDay(id, today, 30).value();
        QCOMPARE(days.size(), 30);
        QCOMPARE(days.first().day, today.addDays(-29));
        QCOMPARE(days.last().day, today);
        QCOMPARE(days.last().human, 2);
        QCOMPARE(days.last().bots, 1);
        QCOMPARE(days.at(28).human, 5);
        qint64 total = 0;
        for (const DayVisits &d : days)
            total += d.human + d.bots;
        QCOMPARE(total, 8);
    }

    void statusSortAndSearchPlansAgree()
    {
        test::TempDatabase db;
        LinkStore store(db.db);
        constexpr int Count = 2600;
        QVERIFY(store
                    .bulkLoad(Count,
                        [](qint64 i) {
                            Link link;
                            link.code = QStringLiteral("s%1").arg(i);
                            link.target = QStringLiteral("https://example.org/%1").arg(i);
                            link.title = i % 2 == 0 ? QStringLiteral("alpha report %1").arg(i)
                                                    : QStringLiteral("beta %1").arg(i);
                            link.createdAt = QDateTime::currentDateTimeUtc().addSecs(-i);
                            link.hits = (i * 7919) % 1000;
                            link.disabled = i % 5 == 0;
                            return link;
                        })
                    .ok());
        LinkQuery query;
        query.search = u"alpha rep"_s;
        const qint64 matches = store.pages().count(query).value();
        QCOMPARE(matches, Count / 2);
        query.search = u"alpha re"_s;  // a short word takes the LIKE path; same answer
        QCOMPARE(store.pages().count(query).value(), Count / 2);
        query.search = u"alpha"_s;
        for (const auto sort : {LinkQuery::Sort::Hits, LinkQuery::Sort::Created, LinkQuery::Sort::Target}) {
            query.sort = sort;
            query.limit = 50;
            query.offset = 300;
            query.expectedRows = -1;
            const QList<Link> planned = store.pages().page(query).value();
            query.expectedRows = matches;  // walks the sort index instead
            const QList<Link> walked = store.pages().page(query).value();
            QCOMPARE(walked.size(), 50);
            for (int i = 0; i < walked.size(); ++i)
                QCOMPARE(walked.at(i).id, planned.at(i).id);
        }
        LinkQuery byStatus;
        byStatus.sort = LinkQuery::Sort::Status;
        byStatus.descending = false;
        byStatus.limit = 0;
        const QList<Link> all = store.pages().page(byStatus).value();
        QCOMPARE(all.size(), Count);
        QVERIFY(!all.first().disabled);
        QVERIFY(all.last().disabled);
    }

    // A tag filter with very many links walks the sort's index and tests each row's tags by
    // its key; the rows are those of the plan that lists the tag's links first.
    void tagPlansAgree()
    {
        test::TempDatabase db;
        LinkStore store(db.db);
        constexpr int Count = 12000;
        QVERIFY(store
                    .bulkLoad(Count,
                        [](qint64 i) {
                            Link link;
                            link.code = QStringLiteral("t%1").arg(i);
                            link.target = QStringLiteral("https://example.org/%1").arg(i);
                            link.title = QStringLiteral("budget %1").arg(i % 3 == 0 ? u"plan"_s : u"note"_s);
                            link.createdAt = QDateTime::currentDateTimeUtc().addSecs(-((i * 7919) % Count));
                            link.hits = (i * 104729) % 1000;
                            if (i % 3 != 0)
                                link.tags << u"work"_s;
                            if (i % 2 == 0)
                                link.tags << u"docs"_s;
                            return link;
                        })
                    .ok());
        struct Case {
            QString search;
            qint64 matches;
        };
        // tag:work (2/3), tag:work tag:docs (both: 1/3), tag:work with a word (1/3 of work's)
        for (const Case &c :
            {Case{u"tag:work"_s, 8000}, Case{u"tag:work tag:docs"_s, 4000}, Case{u"tag:docs budget note"_s, 4000}}) {
            LinkQuery query;
            query.setSearchText(c.search);
            QCOMPARE(store.pages().count(query).value(), c.matches);
            for (const auto sort : {LinkQuery::Sort::Created, LinkQuery::Sort::Hits, LinkQuery::Sort::Code}) {
                query.sort = sort;
                query.limit = 40;
                query.offset = 100;
                query.expectedRows = 1;  // lists the matches, then sorts them
                const QList<Link> listed = store.pages().page(query).value();
                query.expectedRows = std::numeric_limits<qint64>::max();  // walks and tests each row
                const QList<Link> walked = store.pages().page(query).value();
                query.expectedRows = -1;  // counted by page() itself
                const QList<Link> counted = store.pages().page(query).value();
                QCOMPARE(walked.size(), 40);
                for (int i = 0; i < walked.size(); ++i) {
                    QCOMPARE(walked.at(i).id, listed.at(i).id);
                    QCOMPARE(counted.at(i).id, listed.at(i).id);
                }
            }
        }
        // Uncounted, a page is first looked for among the first rows of the sort's index; the
        // codes t9… sort last, so their page is not there, and page() counts and lists them.
        LinkQuery late;
        late.setSearchText(u"tag:work t9"_s);
        late.sort = LinkQuery::Sort::Code;
        late.limit = 40;
        const QList<Link> found = store.pages().page(late).value();
        late.expectedRows = 1;
        const QList<Link> listed = store.pages().page(late).value();
        QCOMPARE(found.size(), 40);
        QVERIFY(found.first().code.startsWith(u"t9"_s));
        for (int i = 0; i < found.size(); ++i)
            QCOMPARE(found.at(i).id, listed.at(i).id);
    }

    // rowOf and a page from the middle agree with the whole list for every sort, direction
    // and filter.
    void rowOfIsWherePagePutsTheLink()
    {
        test::TempDatabase db;
        LinkStore store(db.db);
        QVERIFY(store
                    .bulkLoad(60,
                        [](qint64 i) {
                            Link link;
                            link.code = QStringLiteral("r%1").arg((i * 37) % 60, 2, 10, QLatin1Char('0'));
                            link.target = QStringLiteral("https://example.org/%1").arg(i % 2 ? u"odd"_s : u"even"_s);
                            link.hits = i % 7;
                            if (i % 5 == 0)
                                link.disabled = true;
                            link.title = QStringLiteral("t%1").arg(i % 9);
                            if (i % 4 == 0)
                                link.tags = {QStringLiteral("tag%1").arg(i % 3)};
                            if (i % 3 == 0)
                                link.lastHitAt = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC).addSecs(i % 4);
                            if (i % 6 == 0)
                                link.expiresAt = QDateTime::currentDateTimeUtc().addDays(i % 2 ? -1 : 1);
                            return link;
                        })
                    .ok());
        for (const auto sort : {LinkQuery::Sort::Code, LinkQuery::Sort::Target, LinkQuery::Sort::Title,
                 LinkQuery::Sort::Tags, LinkQuery::Sort::Hits, LinkQuery::Sort::LastHit, LinkQuery::Sort::Created,
                 LinkQuery::Sort::Expires, LinkQuery::Sort::Status}) {
            for (const bool descending : {false, true}) {
                for (const QString &search : {QString(), u"odd"_s}) {
                    LinkQuery query;
                    query.sort = sort;
                    query.descending = descending;
                    query.search = search;
                    query.limit = 0;
                    const QList<Link> all = store.pages().page(query).value();
                    QCOMPARE(all.size(), search.isEmpty() ? 60 : 30);
                    for (qsizetype row = 0; row < all.size(); ++row)
                        QCOMPARE(store.pages().rowOf(query, all.at(row).id).value(), row);
                    // Pages at the start, inside and across the runs of one key (the status
                    // sort cuts a page from several runs), and past the end.
                    query.limit = 7;
                    for (const qint64 offset : {0, 5, 11, 23, 26, 41, 55, 58, 60}) {
                        query.offset = offset;
                        const QList<Link> page = store.pages().page(query).value();
                        QCOMPARE(page.size(), std::clamp<qsizetype>(all.size() - offset, 0, 7));
                        for (qsizetype row = 0; row < page.size(); ++row)
                            QCOMPARE(page.at(row).id, all.at(offset + row).id);
                    }
                }
            }
        }
        LinkQuery odd;
        odd.search = u"odd"_s;
        const auto even = store.get(u"r00"_s);  // i = 0: an even target
        QCOMPARE(store.pages().rowOf(odd, even->id).error().kind, Error::Kind::NotFound);
    }

    // The status sort is live, scheduled, expired, limit reached, disabled, each in id order,
    // as Link::status() decides them now; descending is the same order reversed. A run of rows
    // the view showed in that order selects those links.
    void statusSortIsEachStatusInIdOrder()
    {
        test::TempDatabase db;
        LinkStore store(db.db);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(store
                    .bulkLoad(90,
                        [&](qint64 i) {
                            Link link;
                            link.code = QStringLiteral("st%1").arg(i);
                            link.target = QStringLiteral("https://example.org/%1").arg(i % 2 ? u"odd"_s : u"even"_s);
                            link.hits = i % 4;
                            switch ((i * 7) % 9) {
                            case 0: link.disabled = true; break;
                            case 1: link.expiresAt = now.addDays(-1); break;
                            case 2: link.expiresAt = now.addDays(1); break;  // a rule, but live
                            case 3: link.maxVisits = 2; break;  // reached when hits >= 2
                            case 4: link.validFrom = now.addDays(1); break;
                            case 5: link.validFrom = now.addDays(-1); break;
                            case 6:
                                link.disabled = true;
                                link.expiresAt = now.addDays(-1);
                                break;  // disabled first
                            default: break;
                            }
                            return link;
                        })
                    .ok());
        for (const QString &search : {QString(), u"odd"_s}) {
            LinkQuery byId;
            byId.sort = LinkQuery::Sort::Created;
            byId.search = search;
            byId.limit = 0;
            QList<Link> expected = store.pages().page(byId).value();
            std::sort(expected.begin(), expected.end(), [&](const Link &a, const Link &b) {
                return std::pair(int(a.status(now)), a.id) < std::pair(int(b.status(now)), b.id);
            });
            QSet<int> statuses;
            for (const Link &link : std::as_const(expected))
                statuses.insert(int(link.status(now)));
            QCOMPARE(statuses.size(), 5);
            for (const bool descending : {false, true}) {
                LinkQuery query;
                query.sort = LinkQuery::Sort::Status;
                query.descending = descending;
                query.search = search;
                query.limit = 0;
                const QList<Link> sorted = store.pages().page(query).value();
                QCOMPARE(sorted.size(), expected.size());
                for (qsizetype row = 0; row < sorted.size(); ++row)
                    QCOMPARE(sorted.at(row).id, expected.at(descending ? expected.size() - 1 - row : row).id);

                LinkSelection selection;
                selection.query = query;
                selection.rows.append({10, 20, sorted.at(10).id, sorted.at(29).id});
                QList<qint64> wanted;
                for (qsizetype row = 10; row < 30; ++row)
                    wanted.append(sorted.at(row).id);
                std::sort(wanted.begin(), wanted.end());
                QCOMPARE(store.pages().idsOf(selection).value(), wanted);
                selection.rows = {{10, 20, sorted.at(11).id, sorted.at(29).id}};  // not what the rows are now
                QCOMPARE(store.pages().idsOf(selection).error().reason, reasons::SelectionChanged);
            }
        }
    }

    void backupIsAConsistentCopy()
    {
        test::TempDatabase db;
        LinkStore store(db.db);
        Link link;
        link.code = u"keep"_s;
        link.target = u"https://example.org/keep"_s;
        QVERIFY(store.insert(link).ok());
        const QString path = db.file(u"copy.db"_s);
        if (db.onServer()) {  // pg_dump's job, and the window says so
            QVERIFY(db.db->backupTo(path).error().message.contains(u"pg_dump"_s));
            QVERIFY(!QFile::exists(path));
            return;
        }
        QVERIFY(db.db->backupTo(path).ok());
        QCOMPARE(db.db->backupTo(path).error().kind, Error::Kind::Conflict);
        auto copy = Database::open(path);
        QVERIFY(copy.ok());
        QVERIFY(LinkStore(*copy).get(u"keep"_s).ok());
    }
};

QTEST_GUILESS_MAIN(TestLinkStoreViews)
#include "tst_linkstore_views.moc"
