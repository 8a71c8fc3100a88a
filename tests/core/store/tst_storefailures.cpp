#include "core/store/LinkStore.h"
#include "core/store/SearchIndex.h"
#include "core/store/VisitStore.h"

#include "support/TempDatabase.h"

#include <QtTest>

#include <QSqlQuery>

using namespace Qt::StringLiterals;

using namespace kurz;

// Every read of the stores and of Database answers an SQL failure with an error, never with
// an empty list, a zero or "no such link".
class TestStoreFailures : public QObject {
    Q_OBJECT

private:
    template<typename T>
    static bool isStorageError(const Result<T> &result)
    {
        if (result.ok())
            return false;
        if (result.error().kind != Error::Kind::Storage || result.error().reason != reasons::Storage
            || result.error().message.isEmpty()) {
            qWarning() << "unexpected error:" << result.error().message;
            return false;
        }
        return true;
    }

private Q_SLOTS:
    void readsFailOnAClosedConnection()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        VisitStore visits(t.db);
        Link link;
        link.code = u"there"_s;
        link.target = u"https://example.org/"_s;
        link.tags = {u"tag"_s};
        link.crawlable = true;
        QVERIFY(links.insert(link));
        QVERIFY(links.get(u"there"_s));

        t.db->connection().close();
        QVERIFY(isStorageError(links.get(u"there"_s)));
        QVERIFY(isStorageError(links.getById(1)));
        QVERIFY(isStorageError(links.findByTarget(link.target)));
        QVERIFY(isStorageError(links.pages().page({})));
        QVERIFY(isStorageError(links.pages().page({.search = u"example"_s})));
        QVERIFY(isStorageError(links.pages().count({})));
        QVERIFY(isStorageError(links.pages().countAll()));
        QVERIFY(isStorageError(links.pages().usedTags()));
        QVERIFY(isStorageError(links.pages().tagStats()));
        QVERIFY(isStorageError(links.crawlableCodes()));
        QVERIFY(isStorageError(visits.totals()));
        QVERIFY(isStorageError(visits.count({})));
        QVERIFY(isStorageError(visits.visits({})));
        QVERIFY(isStorageError(visits.perDay(1, QDate::currentDate(), 7)));
        if (!t.onServer()) {  // PostgreSQL keeps its index up itself and has no data_version to read
            QVERIFY(isStorageError(SearchIndex(t.db).catchUp()));
            QVERIFY(isStorageError(t.db->linkWatch().dataVersion()));
        }
        QVERIFY(isStorageError(t.db->linkWatch().linksGeneration()));
        QVERIFY(isStorageError(t.db->linkWatch().newestLinkId()));
        QVERIFY(isStorageError(t.db->linkWatch().observe()));
    }

    void aMissingTableIsAnErrorNotAnEmptyList()
    {
        test::TempDatabase t;
        LinkStore links(t.db);
        Link link;
        link.code = u"tagged"_s;
        link.target = u"https://example.org/"_s;
        link.tags = {u"tag"_s};
        QVERIFY(links.insert(link));
        QCOMPARE(links.pages().usedTags().value(), QStringList{u"tag"_s});
        // A damaged database, as another program might leave it.
        QVERIFY(QSqlQuery(t.db->connection()).exec(u"DROP TABLE link_tags"_s));
        QVERIFY(isStorageError(links.pages().usedTags()));
        QVERIFY(isStorageError(links.pages().tagStats()));
        QVERIFY(isStorageError(links.pages().page({.tags = {u"tag"_s}})));
        QVERIFY(links.get(u"tagged"_s));  // what does not need the table still works
    }
};

QTEST_GUILESS_MAIN(TestStoreFailures)
#include "tst_storefailures.moc"
