#include "core/store/LinkStore.h"

#include "support/TempDatabase.h"

#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestLinkStore : public QObject {
    Q_OBJECT

private:
    static Link make(
        const QString &code, const QString &target, const QString &title = {}, const QStringList &tags = {})
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
    // Inserts of one link, of a batch and an update all bind and read every column of
    // LinkRow's table: a field that one of them misses comes back with its default.
    void everyWayInAndOutKeepsEveryField()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        const auto full = [](const QString &code) {
            Link link = make(code, u"https://example.org/"_s + code, u"Title"_s, {u"a"_s, u"z"_s});
            link.notes = u"Notes"_s;
            link.createdAt = QDateTime(QDate(2026, 3, 4), QTime(5, 6), Qt::UTC);
            link.validFrom = QDateTime(QDate(2027, 1, 1), QTime(8, 0), Qt::UTC);
            link.expiresAt = QDateTime(QDate(2027, 2, 1), QTime(8, 0), Qt::UTC);
            link.maxVisits = 7;
            link.redirectStatus = 307;
            link.forwardQuery = false;
            link.crawlable = true;
            link.pathMode = PathMode::Append;
            link.disabled = true;
            link.hits = 11;
            link.botHits = 3;
            link.lastHitAt = QDateTime(QDate(2026, 5, 6), QTime(7, 8), Qt::UTC);
            link.titlePending = true;
            return link;
        };
        const auto same = [](const Link &got, const Link &want, bool counts) {
            QCOMPARE(got.target, want.target);
            QCOMPARE(got.title, want.title);
            QCOMPARE(got.notes, want.notes);
            QCOMPARE(got.tags, want.tags);
            QCOMPARE(got.validFrom, want.validFrom);
            QCOMPARE(got.expiresAt, want.expiresAt);
            QCOMPARE(got.maxVisits, want.maxVisits);
            QCOMPARE(got.redirectStatus, want.redirectStatus);
            QCOMPARE(got.forwardQuery, want.forwardQuery);
            QCOMPARE(got.crawlable, want.crawlable);
            QCOMPARE(got.pathMode, want.pathMode);
            QCOMPARE(got.disabled, want.disabled);
            if (counts) {
                QCOMPARE(got.createdAt, want.createdAt);
                QCOMPARE(got.hits, want.hits);
                QCOMPARE(got.botHits, want.botHits);
                QCOMPARE(got.lastHitAt, want.lastHitAt);
                QCOMPARE(got.titlePending, want.titlePending);
            }
        };
        QList<Link> batch{full(u"batched"_s), make(u"plain"_s, u"https://example.org/plain"_s)};
        QVERIFY(store.insertBatch(batch).ok());
        same(store.get(u"batched"_s).value(), full(u"batched"_s), true);
        same(store.get(u"plain"_s).value(), batch.at(1), false);
        QVERIFY(store.insert(full(u"single"_s)).ok());
        same(store.get(u"single"_s).value(), full(u"single"_s), true);

        Link edited = full(u"plain"_s);
        edited.id = store.get(u"plain"_s)->id;
        QVERIFY(store.update(edited).ok());
        same(store.get(u"plain"_s).value(), edited, false);
    }

    void codesAreCaseSensitiveUnlessAsked()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"Demo"_s, u"https://example.org/"_s)).ok());
        QVERIFY(!store.get(u"demo"_s));
        QVERIFY(store.insert(make(u"demo"_s, u"https://example.org/"_s)).ok());
        LinkStore folded(t.db);
        folded.setCaseInsensitive(true);
        const auto clash = folded.insert(make(u"DEMO"_s, u"https://example.org/"_s));
        QVERIFY(!clash.ok());
        QCOMPARE(clash.error().kind, Error::Kind::Conflict);
        QVERIFY(folded.get(u"dEmO"_s));
    }

    void updateChangesFieldsAndRemoveIsOnce()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link link = *store.insert(make(u"edit"_s, u"https://example.org/"_s, {}, {u"old"_s}));
        link.target = u"https://example.com/new"_s;
        link.tags = {u"new"_s};
        link.maxVisits.reset();
        const auto saved = store.update(link);
        QVERIFY(saved.ok());
        QCOMPARE(saved->target, u"https://example.com/new"_s);
        QCOMPARE(store.pages().page({.tags = {u"old"_s}}).value().size(), 0);
        QCOMPARE(store.pages().page({.tags = {u"new"_s}}).value().size(), 1);
        QVERIFY(store.remove(u"edit"_s).value());
        QVERIFY(!store.remove(u"edit"_s).value());
        Link gone = link;
        QCOMPARE(store.update(gone).error().kind, Error::Kind::NotFound);
    }

    void searchSortAndPage()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"aaa"_s, u"https://docs.example.org/qt"_s, u"Qt documentation"_s, {u"dev"_s})).ok());
        QVERIFY(store.insert(make(u"bbb"_s, u"https://shop.example.com/"_s, u"Shop"_s, {u"money"_s})).ok());
        QVERIFY(
            store
                .insert(make(u"ccc"_s, u"https://blog.example.net/post"_s, u"A post about Qt"_s, {u"dev"_s, u"blog"_s}))
                .ok());
        HitBatch batch;
        batch.counts[store.get(u"bbb"_s)->id].hits = 30;
        batch.counts[store.get(u"ccc"_s)->id].hits = 20;
        QVERIFY(VisitStore(store.database()).applyHits(batch).ok());

        QCOMPARE(codes(*store.pages().page({.search = u"documentation"_s})), QStringList{u"aaa"_s});
        QCOMPARE(codes(*store.pages().page({.search = u"Qt"_s, .sort = LinkQuery::Sort::Code, .descending = false})),
            QStringList({u"aaa"_s, u"ccc"_s}));  // two letters: LIKE, case-insensitive
        QCOMPARE(codes(*store.pages().page({.search = u"example post"_s})), QStringList{u"ccc"_s});
        QCOMPARE(codes(*store.pages().page({.search = u"blog"_s})), QStringList{u"ccc"_s});  // tags are searched
        QCOMPARE(codes(*store.pages().page({.search = u"100%"_s})), QStringList{});
        QCOMPARE(codes(*store.pages().page({.search = u"\"quoted"_s})), QStringList{});
        QCOMPARE(
            codes(*store.pages().page({.sort = LinkQuery::Sort::Hits})), QStringList({u"bbb"_s, u"ccc"_s, u"aaa"_s}));
        QCOMPARE(
            codes(*store.pages().page({.sort = LinkQuery::Sort::Hits, .descending = false, .offset = 1, .limit = 1})),
            QStringList{u"ccc"_s});
        QCOMPARE(codes(*store.pages().page({.tags = {u"dev"_s}, .sort = LinkQuery::Sort::Code, .descending = false})),
            QStringList({u"aaa"_s, u"ccc"_s}));
        QCOMPARE(codes(*store.pages().page({.tags = {u"dev"_s, u"blog"_s}, .allTags = true})), QStringList{u"ccc"_s});
        QCOMPARE(codes(*store.pages().page(
                     {.tags = {u"money"_s, u"blog"_s}, .sort = LinkQuery::Sort::Code, .descending = false})),
            QStringList({u"bbb"_s, u"ccc"_s}));
        QCOMPARE(store.pages().count({.tags = {u"dev"_s}}).value(), 2);
        QCOMPARE(store.pages().countAll().value(), 3);
    }

    // The search syntax is read in one place, the same for the window, kurz list and the API:
    // words, tag:NAME (all tags so named, with those set already), status:NAME and status:broken.
    void searchTextReadsTagAndStatusWords()
    {
        LinkQuery query;
        query.tags = {u"side"_s};
        query.setSearchText(u"  qt TAG:dev status:Expired docs status:nonsense tag:"_s);
        QCOMPARE(query.search, u"qt docs status:nonsense tag:"_s);
        QCOMPARE(query.tags, QStringList({u"side"_s, u"dev"_s}));
        QVERIFY(query.allTags);
        QCOMPARE(query.status, std::optional<LinkStatus>(LinkStatus::Expired));
        QVERIFY(!query.brokenOnly);
        LinkQuery broken;
        broken.tags = {u"a"_s, u"b"_s};
        broken.setSearchText(u"status:broken"_s);
        QVERIFY(broken.brokenOnly && broken.search.isEmpty());
        QVERIFY(!broken.allTags);  // tags given elsewhere keep their own rule (any of them)

        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"aaa"_s, u"https://docs.example.org/qt"_s, u"Qt documentation"_s, {u"dev"_s})).ok());
        Link old = make(u"bbb"_s, u"https://docs.example.org/old"_s, u"Old Qt docs"_s, {u"dev"_s});
        old.expiresAt = QDateTime::currentDateTimeUtc().addDays(-1);
        QVERIFY(store.insert(old).ok());
        LinkQuery expired;
        expired.setSearchText(u"qt tag:dev status:expired"_s);
        QCOMPARE(codes(*store.pages().page(expired)), QStringList{u"bbb"_s});
        LinkQuery live;
        live.setSearchText(u"status:live tag:dev"_s);
        QCOMPARE(codes(*store.pages().page(live)), QStringList{u"aaa"_s});
    }

    // The same expectations on both engines (FTS5 trigram on SQLite, pg_trgm on PostgreSQL).
    void searchFindsTheSameOnBothEngines_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("word in a title") << u"manual"_s << QStringList{u"docs"_s};
        QTest::newRow("any case") << u"MANUAL"_s << QStringList{u"docs"_s};
        QTest::newRow("inside a word") << u"anua"_s << QStringList{u"docs"_s};
        QTest::newRow("in the target") << u"shop.example"_s << QStringList{u"shop"_s};
        QTest::newRow("in a code") << u"Docs"_s << QStringList{u"docs"_s};
        QTest::newRow("in the notes") << u"remember"_s << QStringList{u"shop"_s};
        QTest::newRow("in the tags") << u"reading"_s << QStringList{u"docs"_s, u"news"_s};
        QTest::newRow("every word") << u"example news"_s << QStringList{u"news"_s};
        QTest::newRow("short words") << u"qt"_s << QStringList{u"docs"_s};
        QTest::newRow("short and long") << u"qt manual"_s << QStringList{u"docs"_s};
        QTest::newRow("not across two fields") << u"manualhttps"_s << QStringList{};
        QTest::newRow("percent sign") << u"100%"_s << QStringList{u"shop"_s};
        QTest::newRow("underscore") << u"a_b"_s << QStringList{u"news"_s};
        QTest::newRow("underscore is no wildcard") << u"a_c"_s << QStringList{};
        QTest::newRow("quote") << u"\"quoted"_s << QStringList{};
        QTest::newRow("umlaut, any case") << u"ÜBER"_s << QStringList{u"news"_s};
        QTest::newRow("nothing") << u"absent"_s << QStringList{};
    }

    void searchFindsTheSameOnBothEngines()
    {
        QFETCH(QString, search);
        QFETCH(QStringList, expected);
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"docs"_s, u"https://docs.example.org/qt"_s, u"Qt Manual"_s, {u"reading"_s})).ok());
        Link shop = make(u"shop"_s, u"https://shop.example.com/sale"_s, u"100% off"_s);
        shop.notes = u"Remember the coupon"_s;
        QVERIFY(store.insert(shop).ok());
        QVERIFY(store.insert(make(u"news"_s, u"https://example.net/a_b"_s, u"Über uns"_s, {u"reading"_s, u"later"_s}))
                    .ok());
        QCOMPARE(codes(*store.pages().page({.search = search, .sort = LinkQuery::Sort::Code, .descending = false})),
            expected);
        QCOMPARE(store.pages().count({.search = search}).value(), expected.size());
    }

    void searchFollowsEdits()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link link = *store.insert(make(u"fts"_s, u"https://example.org/"_s, u"before"_s));
        link.title = u"afterwards"_s;
        QVERIFY(store.update(link).ok());
        QCOMPARE(store.pages().count({.search = u"before"_s}).value(), 0);
        QCOMPARE(store.pages().count({.search = u"afterward"_s}).value(), 1);
        QVERIFY(store.remove(u"fts"_s).value());
        QCOMPARE(store.pages().count({.search = u"afterward"_s}).value(), 0);
    }

    void searchCountLeavesOutWhatThePageLeavesOut()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        Link spent = make(u"spent"_s, u"https://example.org/report"_s);
        spent.maxVisits = 1;
        const qint64 id = store.insert(spent)->id;
        QVERIFY(store.insert(make(u"open"_s, u"https://example.org/report/2"_s)).ok());
        HitBatch batch;
        batch.counts[id] = {1, 0, QDateTime::currentMSecsSinceEpoch()};
        QVERIFY(VisitStore(t.db).applyHits(batch).ok());
        const LinkQuery query{.search = u"report"_s, .excludeLimitReached = true};
        QCOMPARE(codes(store.pages().page(query).value()), QStringList{u"open"_s});
        QCOMPARE(store.pages().count(query).value(), 1);
    }

    void searchFindsALinkMadeAfterADelete()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        QVERIFY(store.insert(make(u"one"_s, u"https://example.org/first"_s)).ok());
        const qint64 lastId = store.insert(make(u"two"_s, u"https://example.org/second"_s))->id;
        QCOMPARE(store.pages().count({.search = u"second"_s}).value(), 1);  // both are indexed now
        QVERIFY(store.remove(u"two"_s).value());
        const auto reused = store.insert(make(u"three"_s, u"https://example.org/third"_s));
        QVERIFY(reused->id > lastId);  // never the deleted link's id again (schema 14), SQLite too
        QCOMPARE(store.pages().count({.search = u"third"_s}).value(), 1);
        QCOMPARE(store.pages().count({.search = u"second"_s}).value(), 0);
        QCOMPARE(store.pages().count({.search = u"first"_s}).value(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLinkStore)
#include "tst_linkstore.moc"
