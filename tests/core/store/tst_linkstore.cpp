#include "core/store/LinkStore.h"

#include "support/TempDatabase.h"

#include <QtTest>

using namespace kurz;

class TestLinkStore : public QObject
{
    Q_OBJECT

private:
    static Link make(const QString &code, const QString &target, const QString &title = {}, const QStringList &tags = {})
    {
        Link link;
        link.code = code;
        link.target = target;
        link.title = title;
        link.tags = tags;
        return link;
    }

    static QStringList codes(const QList<Link> &links)
    {
        QStringList out;
        for (const Link &l : links)
            out << l.code;
        return out;
    }

private Q_SLOTS:
    void roundTripsEveryField()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link link = make(u"full"_qs, u"https://example.org/x"_qs, u"Title"_qs, {u"z"_qs, u"a"_qs});
        link.notes = u"Some notes"_qs;
        link.validFrom = QDateTime(QDate(2027, 1, 1), QTime(8, 0), Qt::UTC);
        link.expiresAt = QDateTime(QDate(2027, 2, 1), QTime(8, 0), Qt::UTC);
        link.maxVisits = 7;
        link.redirectStatus = 308;
        link.forwardQuery = false;
        link.crawlable = true;
        link.pathMode = PathMode::Append;
        link.disabled = true;
        QVERIFY(store.insert(link).ok());
        const auto got = store.get(u"full"_qs);
        QVERIFY(got);
        QCOMPARE(got->target, link.target);
        QCOMPARE(got->title, link.title);
        QCOMPARE(got->notes, link.notes);
        QCOMPARE(got->tags, QStringList({u"a"_qs, u"z"_qs}));
        QCOMPARE(got->validFrom, link.validFrom);
        QCOMPARE(got->expiresAt, link.expiresAt);
        QCOMPARE(got->maxVisits, link.maxVisits);
        QCOMPARE(got->redirectStatus, 308);
        QCOMPARE(got->forwardQuery, false);
        QCOMPARE(got->crawlable, true);
        QCOMPARE(got->pathMode, PathMode::Append);
        QCOMPARE(got->disabled, true);
    }

    void codesAreCaseSensitiveUnlessAsked()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"Demo"_qs, u"https://example.org/"_qs)).ok());
        QVERIFY(!store.get(u"demo"_qs));
        QVERIFY(store.insert(make(u"demo"_qs, u"https://example.org/"_qs)).ok());
        LinkStore folded(t.db);
        folded.setCaseInsensitive(true);
        const auto clash = folded.insert(make(u"DEMO"_qs, u"https://example.org/"_qs));
        QVERIFY(!clash.ok());
        QCOMPARE(clash.error().kind, Error::Kind::Conflict);
        QVERIFY(folded.get(u"dEmO"_qs));
    }

    void updateChangesFieldsAndRemoveIsOnce()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link link = *store.insert(make(u"edit"_qs, u"https://example.org/"_qs, {}, {u"old"_qs}));
        link.target = u"https://example.com/new"_qs;
        link.tags = {u"new"_qs};
        link.maxVisits.reset();
        const auto saved = store.update(link);
        QVERIFY(saved.ok());
        QCOMPARE(saved->target, u"https://example.com/new"_qs);
        QCOMPARE(store.page({.tags = {u"old"_qs}}).value().size(), 0);
        QCOMPARE(store.page({.tags = {u"new"_qs}}).value().size(), 1);
        QVERIFY(store.remove(u"edit"_qs).value());
        QVERIFY(!store.remove(u"edit"_qs).value());
        Link gone = link;
        QCOMPARE(store.update(gone).error().kind, Error::Kind::NotFound);
    }

    void searchSortAndPage()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"aaa"_qs, u"https://docs.example.org/qt"_qs, u"Qt documentation"_qs, {u"dev"_qs})).ok());
        QVERIFY(store.insert(make(u"bbb"_qs, u"https://shop.example.com/"_qs, u"Shop"_qs, {u"money"_qs})).ok());
        QVERIFY(store.insert(make(u"ccc"_qs, u"https://blog.example.net/post"_qs, u"A post about Qt"_qs, {u"dev"_qs, u"blog"_qs})).ok());
        HitBatch batch;
        batch.counts[store.get(u"bbb"_qs)->id].hits = 30;
        batch.counts[store.get(u"ccc"_qs)->id].hits = 20;
        QVERIFY(VisitStore(store.database()).applyHits(batch).ok());

        QCOMPARE(codes(*store.page({.search = u"documentation"_qs})), QStringList{u"aaa"_qs});
        QCOMPARE(codes(*store.page({.search = u"Qt"_qs, .sort = LinkQuery::Sort::Code, .descending = false})),
                 QStringList({u"aaa"_qs, u"ccc"_qs}));  // two letters: LIKE, case-insensitive
        QCOMPARE(codes(*store.page({.search = u"example post"_qs})), QStringList{u"ccc"_qs});
        QCOMPARE(codes(*store.page({.search = u"blog"_qs})), QStringList{u"ccc"_qs});  // tags are searched
        QCOMPARE(codes(*store.page({.search = u"100%"_qs})), QStringList{});
        QCOMPARE(codes(*store.page({.search = u"\"quoted"_qs})), QStringList{});
        QCOMPARE(codes(*store.page({.sort = LinkQuery::Sort::Hits})), QStringList({u"bbb"_qs, u"ccc"_qs, u"aaa"_qs}));
        QCOMPARE(codes(*store.page({.sort = LinkQuery::Sort::Hits, .descending = false, .offset = 1, .limit = 1})), QStringList{u"ccc"_qs});
        QCOMPARE(codes(*store.page({.tags = {u"dev"_qs}, .sort = LinkQuery::Sort::Code, .descending = false})), QStringList({u"aaa"_qs, u"ccc"_qs}));
        QCOMPARE(codes(*store.page({.tags = {u"dev"_qs, u"blog"_qs}, .allTags = true})), QStringList{u"ccc"_qs});
        QCOMPARE(codes(*store.page({.tags = {u"money"_qs, u"blog"_qs}, .sort = LinkQuery::Sort::Code, .descending = false})), QStringList({u"bbb"_qs, u"ccc"_qs}));
        QCOMPARE(store.count({.tags = {u"dev"_qs}}).value(), 2);
        QCOMPARE(store.countAll().value(), 3);
    }

    // The search syntax is read in one place, the same for the window, kurz list and the API:
    // words, tag:NAME (all tags so named, with those set already), status:NAME and status:broken.
    void searchTextReadsTagAndStatusWords()
    {
        LinkQuery query;
        query.tags = {u"side"_qs};
        query.setSearchText(u"  qt TAG:dev status:Expired docs status:nonsense tag:"_qs);
        QCOMPARE(query.search, u"qt docs status:nonsense tag:"_qs);
        QCOMPARE(query.tags, QStringList({u"side"_qs, u"dev"_qs}));
        QVERIFY(query.allTags);
        QCOMPARE(query.status, std::optional<LinkStatus>(LinkStatus::Expired));
        QVERIFY(!query.brokenOnly);
        LinkQuery broken;
        broken.tags = {u"a"_qs, u"b"_qs};
        broken.setSearchText(u"status:broken"_qs);
        QVERIFY(broken.brokenOnly && broken.search.isEmpty());
        QVERIFY(!broken.allTags);  // tags given elsewhere keep their own rule (any of them)

        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"aaa"_qs, u"https://docs.example.org/qt"_qs, u"Qt documentation"_qs, {u"dev"_qs})).ok());
        Link old = make(u"bbb"_qs, u"https://docs.example.org/old"_qs, u"Old Qt docs"_qs, {u"dev"_qs});
        old.expiresAt = QDateTime::currentDateTimeUtc().addDays(-1);
        QVERIFY(store.insert(old).ok());
        LinkQuery expired;
        expired.setSearchText(u"qt tag:dev status:expired"_qs);
        QCOMPARE(codes(*store.page(expired)), QStringList{u"bbb"_qs});
        LinkQuery live;
        live.setSearchText(u"status:live tag:dev"_qs);
        QCOMPARE(codes(*store.page(live)), QStringList{u"aaa"_qs});
    }

    // The same expectations on both engines (FTS5 trigram on SQLite, pg_trgm on PostgreSQL).
    void searchFindsTheSameOnBothEngines_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("word in a title") << u"manual"_qs << QStringList{u"docs"_qs};
        QTest::newRow("any case") << u"MANUAL"_qs << QStringList{u"docs"_qs};
        QTest::newRow("inside a word") << u"anua"_qs << QStringList{u"docs"_qs};
        QTest::newRow("in the target") << u"shop.example"_qs << QStringList{u"shop"_qs};
        QTest::newRow("in a code") << u"Docs"_qs << QStringList{u"docs"_qs};
        QTest::newRow("in the notes") << u"remember"_qs << QStringList{u"shop"_qs};
        QTest::newRow("in the tags") << u"reading"_qs << QStringList{u"docs"_qs, u"news"_qs};
        QTest::newRow("every word") << u"example news"_qs << QStringList{u"news"_qs};
        QTest::newRow("short words") << u"qt"_qs << QStringList{u"docs"_qs};
        QTest::newRow("short and long") << u"qt manual"_qs << QStringList{u"docs"_qs};
        QTest::newRow("not across two fields") << u"manualhttps"_qs << QStringList{};
        QTest::newRow("percent sign") << u"100%"_qs << QStringList{u"shop"_qs};
        QTest::newRow("underscore") << u"a_b"_qs << QStringList{u"news"_qs};
        QTest::newRow("underscore is no wildcard") << u"a_c"_qs << QStringList{};
        QTest::newRow("quote") << u"\"quoted"_qs << QStringList{};
        QTest::newRow("umlaut, any case") << u"ÜBER"_qs << QStringList{u"news"_qs};
        QTest::newRow("nothing") << u"absent"_qs << QStringList{};
    }

    void searchFindsTheSameOnBothEngines()
    {
        QFETCH(QString, search);
        QFETCH(QStringList, expected);
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"docs"_qs, u"https://docs.example.org/qt"_qs, u"Qt Manual"_qs, {u"reading"_qs})).ok());
        Link shop = make(u"shop"_qs, u"https://shop.example.com/sale"_qs, u"100% off"_qs);
        shop.notes = u"Remember the coupon"_qs;
        QVERIFY(store.insert(shop).ok());
        QVERIFY(store.insert(make(u"news"_qs, u"https://example.net/a_b"_qs, u"Über uns"_qs, {u"reading"_qs, u"later"_qs})).ok());
        QCOMPARE(codes(*store.page({.search = search, .sort = LinkQuery::Sort::Code, .descending = false})), expected);
        QCOMPARE(store.count({.search = search}).value(), expected.size());
    }

    void searchFollowsEdits()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link link = *store.insert(make(u"fts"_qs, u"https://example.org/"_qs, u"before"_qs));
        link.title = u"afterwards"_qs;
        QVERIFY(store.update(link).ok());
        QCOMPARE(store.count({.search = u"before"_qs}).value(), 0);
        QCOMPARE(store.count({.search = u"afterward"_qs}).value(), 1);
        QVERIFY(store.remove(u"fts"_qs).value());
        QCOMPARE(store.count({.search = u"afterward"_qs}).value(), 0);
    }

    void searchCountLeavesOutWhatThePageLeavesOut()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link spent = make(u"spent"_qs, u"https://example.org/report"_qs);
        spent.maxVisits = 1;
        const qint64 id = store.insert(spent)->id;
        QVERIFY(store.insert(make(u"open"_qs, u"https://example.org/report/2"_qs)).ok());
        HitBatch batch;
        batch.counts[id] = {1, 0, QDateTime::currentMSecsSinceEpoch()};
        QVERIFY(VisitStore(t.db).applyHits(batch).ok());
        const LinkQuery query{.search = u"report"_qs, .excludeLimitReached = true};
        QCOMPARE(codes(store.page(query).value()), QStringList{u"open"_qs});
        QCOMPARE(store.count(query).value(), 1);
    }

    void searchFindsALinkThatReusedADeletedId()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"one"_qs, u"https://example.org/first"_qs)).ok());
        const qint64 lastId = store.insert(make(u"two"_qs, u"https://example.org/second"_qs))->id;
        QCOMPARE(store.count({.search = u"second"_qs}).value(), 1);  // both are indexed now
        QVERIFY(store.remove(u"two"_qs).value());
        const auto reused = store.insert(make(u"three"_qs, u"https://example.org/third"_qs));
        if (!t.onServer())
            QCOMPARE(reused->id, lastId);  // SQLite hands out the largest id again
        QCOMPARE(store.count({.search = u"third"_qs}).value(), 1);
        QCOMPARE(store.count({.search = u"second"_qs}).value(), 0);
        QCOMPARE(store.count({.search = u"first"_qs}).value(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLinkStore)
#include "tst_linkstore.moc"
