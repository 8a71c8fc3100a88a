#include "GuiTestSupport.h"
#include "gui/LinkTableModel.h"
#include "support/TempDatabase.h"

#include <QAbstractItemModelTester>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QThread>
#include <QtTest>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

// The SQL of every statement run on `handle` while it lives.
struct StatementTrace {
    explicit StatementTrace(sqlite3 *handle)
        : handle(handle)
    {
        sqlite3_trace_v2(
            handle, SQLITE_TRACE_STMT,
            [](unsigned, void *context, void *statement, void *) {
                static_cast<QStringList *>(context)->append(
                    QString::fromUtf8(sqlite3_sql(static_cast<sqlite3_stmt *>(statement))));
                return 0;
            },
            &statements);
    }
    ~StatementTrace() { sqlite3_trace_v2(handle, 0, nullptr, nullptr); }
    StatementTrace(const StatementTrace &) = delete;
    StatementTrace &operator=(const StatementTrace &) = delete;

    sqlite3 *handle;
    QStringList statements;
};

}  // namespace

class TestLinkTableModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_db = std::make_unique<test::TempDatabase>();
        m_store = std::make_unique<LinkStore>(m_db->db);
    }
    void cleanup()
    {
        m_store.reset();
        m_db.reset();
    }

    void modelTesterAcrossPages()
    {
        for (int i = 0; i < LinkTableModel::PageSize * 2 + 17; ++i)
            test::insertLink(*m_store, QStringLiteral("c%1").arg(i, 4, 10, QLatin1Char('0')),
                QStringLiteral("https://example.org/%1").arg(i));
        LinkTableModel model(m_db->db);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), LinkTableModel::PageSize * 2 + 17);
        // Newest first by default; the last row is the first link.
        QCOMPARE(model.index(model.rowCount() - 1, LinkTableModel::CodeColumn).data().toString(), u"c0000"_s);
        QCOMPARE(model.index(0, LinkTableModel::CodeColumn).data().toString(),
            QStringLiteral("c%1").arg(LinkTableModel::PageSize * 2 + 16, 4, 10, QLatin1Char('0')));
        model.setSearch(u"c01"_s);
        QCOMPARE(model.rowCount(), 100);
        model.sort(LinkTableModel::CodeColumn, Qt::AscendingOrder);
        QCOMPARE(model.index(0, 0).data().toString(), u"c0100"_s);
        model.setSearch({});
        for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
            model.sort(column, Qt::AscendingOrder);
            model.sort(column, Qt::DescendingOrder);
        }
    }

    void cacheStaysBounded()
    {
        const int count = LinkTableModel::PageSize * (LinkTableModel::MaxCachedPages + 3);
        for (int i = 0; i < count; ++i)
            test::insertLink(*m_store, QStringLiteral("b%1").arg(i), QStringLiteral("https://example.org/%1").arg(i));
        LinkTableModel model(m_db->db);
        for (int row = 0; row < count; row += LinkTableModel::PageSize)
            QVERIFY(model.linkAt(row).has_value());
        // The first page (the newest links) was evicted; the last one is still loaded.
        QCOMPARE(model.loadedRowOf(count), -1);
        QCOMPARE(model.loadedRowOf(1), count - 1);
    }

    void searchFilters()
    {
        test::insertLink(*m_store, u"docs"_s, u"https://docs.example.org/guide"_s, u"User guide"_s);
        test::insertLink(*m_store, u"blog"_s, u"https://blog.example.org/post"_s, u"A post"_s);
        test::insertLink(*m_store, u"shop"_s, u"https://shop.example.com/"_s, u"Shop"_s);
        LinkTableModel model(m_db->db);
        QCOMPARE(model.rowCount(), 3);
        model.setSearch(u"guide"_s);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, LinkTableModel::CodeColumn).data().toString(), u"docs"_s);
        model.setSearch(u"example.org"_s);
        QCOMPARE(model.rowCount(), 2);
        model.setSearch(u"nothing-like-this"_s);
        QCOMPARE(model.rowCount(), 0);
        model.setSearch(QString());
        QCOMPARE(model.rowCount(), 3);
    }

    void sortByHitsAndRefreshFlushedRows()
    {
        const Link a = test::insertLink(*m_store, u"aaa"_s, u"https://a.example/"_s);
        const Link b = test::insertLink(*m_store, u"bbb"_s, u"https://b.example/"_s);
        const Link c = test::insertLink(*m_store, u"ccc"_s, u"https://c.example/"_s);
        test::addHits(*m_store, a.id, 5);
        test::addHits(*m_store, b.id, 50, 3);
        test::addHits(*m_store, c.id, 1);
        LinkTableModel model(m_db->db);
        model.sort(LinkTableModel::HitsColumn, Qt::DescendingOrder);
        QCOMPARE(model.index(0, 0).data().toString(), u"bbb"_s);
        QCOMPARE(model.index(1, 0).data().toString(), u"aaa"_s);
        QCOMPARE(model.index(2, 0).data().toString(), u"ccc"_s);
        QCOMPARE(model.index(0, LinkTableModel::HitsColumn).data().toString(), QStringLiteral("50 / 3"));

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        test::addHits(*m_store, c.id, 7);
        model.refreshLinks({c.id});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 2);
        QCOMPARE(model.index(2, LinkTableModel::HitsColumn).data().toString(), u"8"_s);
    }

    void statusColumn()
    {
        Link disabled = test::insertLink(*m_store, u"off"_s, u"https://off.example/"_s);
        disabled.disabled = true;
        QVERIFY(m_store->update(disabled).ok());
        Link expired;
        expired.code = u"old"_s;
        expired.target = u"https://old.example/"_s;
        expired.createdAt = QDateTime::currentDateTimeUtc().addDays(-3);
        expired.expiresAt = QDateTime::currentDateTimeUtc().addDays(-1);
        QVERIFY(m_store->insert(expired).ok());
        test::insertLink(*m_store, u"now"_s, u"https://now.example/"_s);
        LinkTableModel model(m_db->db);
        model.sort(LinkTableModel::StatusColumn, Qt::AscendingOrder);
        QCOMPARE(model.index(0, LinkTableModel::StatusColumn).data().toString(), u"live"_s);
        QCOMPARE(model.index(1, LinkTableModel::StatusColumn).data().toString(), u"expired"_s);
        QCOMPARE(model.index(2, LinkTableModel::StatusColumn).data().toString(), u"disabled"_s);
        QVERIFY(!model.index(2, LinkTableModel::StatusColumn).data(Qt::DecorationRole).value<QIcon>().isNull());
    }

    // Expires shows the minute unless the link expires at midnight: a link that ends within
    // the hour must not read as one that lasts the day.
    void expiresShowsTheTimeUnlessAtMidnight()
    {
        const QDateTime soon = QDateTime(QDate::currentDate().addDays(1), QTime(14, 30)).toUTC();
        const QDateTime midnight = QDateTime(QDate::currentDate().addDays(2), QTime(0, 0)).toUTC();
        for (const auto &[code, expires] : {std::pair(u"soon"_s, soon), std::pair(u"night"_s, midnight)}) {
            Link link;
            link.code = code;
            link.target = u"https://example.org/"_s + code;
            link.expiresAt = expires;
            QVERIFY(m_store->insert(link));
        }
        LinkTableModel model(m_db->db);
        model.sort(LinkTableModel::CodeColumn, Qt::AscendingOrder);
        const QString atMidnight = model.index(0, LinkTableModel::ExpiresColumn).data().toString();
        const QString atTime = model.index(1, LinkTableModel::ExpiresColumn).data().toString();
        QCOMPARE(atMidnight, QLocale().toString(midnight.toLocalTime().date(), QLocale::ShortFormat));
        QCOMPARE(atTime,
            QLocale().toString(soon.toLocalTime().date(), QLocale::ShortFormat) + u' '
                + QLocale().toString(soon.toLocalTime().time(), QLocale::ShortFormat));
    }

    void broadSearchCountsInStepsAndScans()
    {
        const int count = LinkTableModel::SearchCountStep + 2500;
        QVERIFY(insertGenerated(count, u'w', [](qint64 i, Link &link) {
            link.title = i % 7 == 0 ? u"Seven"_s : u"Other"_s;
            link.hits = (i * 31) % 977;
        }));
        LinkTableModel model(m_db->db);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSearch(u"example"_s);
        QCOMPARE(model.rowCount(), LinkTableModel::SearchCountStep);
        QVERIFY(model.canFetchMore({}));
        model.sort(LinkTableModel::HitsColumn, Qt::DescendingOrder);
        // The rows a walk along the hits index finds are those the exact plan finds.
        LinkQuery exact;
        exact.search = u"example"_s;
        exact.sort = LinkQuery::Sort::Hits;
        exact.offset = 3 * LinkTableModel::PageSize;
        exact.limit = LinkTableModel::PageSize;
        const QList<Link> expected = m_store->pages().page(exact).value();
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(model.index(exact.offset + i, 0).data(LinkTableModel::LinkIdRole).toLongLong(), expected.at(i).id);
        model.fetchMore({});
        QCOMPARE(model.rowCount(), count);
        QVERIFY(!model.canFetchMore({}));

        model.setSearch(u"seven"_s);  // fewer matches than a step: counted exactly
        QCOMPARE(model.rowCount(), (count + 6) / 7);
        QVERIFY(!model.canFetchMore({}));
    }

    // "GRÖSSE" was counted by the search index, whose case folding knows Ö and ö, and then
    // scanned for with SQLite's LIKE, which does not: one row, then thousands of empty ones.
    void capitalSearchOfAWordWithUmlautsShowsEveryRowItCounts()
    {
        const int count = LinkTableModel::SearchCountStep + 500;
        QVERIFY(insertGenerated(count, u'g',
            [](qint64 i, Link &link) { link.title = i % 2 == 0 ? u"Größe %1"_s.arg(i) : u"Die GRÖSSE %1"_s.arg(i); }));
        LinkTableModel model(m_db->db);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const QString &search : {u"GRÖSSE"_s, u"größe"_s, u"Grösse"_s}) {
            model.setSearch(search);
            QCOMPARE(model.rowCount(), LinkTableModel::SearchCountStep);
            for (int row : {0, 1, LinkTableModel::PageSize + 3, LinkTableModel::SearchCountStep - 1})
                QVERIFY2(model.index(row, LinkTableModel::TitleColumn)
                             .data()
                             .toString()
                             .contains(u"SSE"_s, Qt::CaseInsensitive)
                        || model.index(row, LinkTableModel::TitleColumn).data().toString().contains(u"ße"_s),
                    qPrintable(QStringLiteral("%1: row %2 is empty").arg(search).arg(row)));
            model.countAll();
            QCOMPARE(model.rowCount(), count);
            QVERIFY(model.index(count - 1, LinkTableModel::CodeColumn).data().toString().startsWith(u'g'));
        }
    }

    // Whatever the count promised, rows without a link are taken away again: a page that
    // comes back short ends the table.
    void rowsEndWhereThePagesEnd()
    {
        for (int i = 0; i < LinkTableModel::PageSize + 50; ++i)
            test::insertLink(*m_store, QStringLiteral("e%1").arg(i), QStringLiteral("https://example.org/%1").arg(i));
        LinkTableModel model(m_db->db);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), LinkTableModel::PageSize + 50);
        // Another writer deletes links behind the model's back, before it reads their page.
        for (int i = 0; i < 30; ++i)
            QVERIFY(m_store->remove(QStringLiteral("e%1").arg(i)).ok());
        QVERIFY(model.index(LinkTableModel::PageSize + 10, 0).data().isValid());
        QVERIFY(!model.index(LinkTableModel::PageSize + 40, 0).data().isValid());
        QTRY_COMPARE(model.rowCount(), LinkTableModel::PageSize + 20);
    }

    // A background refresh reads the count and the pages on the model's own thread: the GUI
    // thread's connection runs none of its statements, and the rows follow another writer's
    // changes, the selection (a persistent index) on its link.
    void backgroundRefreshReadsOnAnotherThread()
    {
        for (int i = 0; i < LinkTableModel::PageSize + 10; ++i)
            test::insertLink(*m_store, QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')),
                QStringLiteral("https://example.org/%1").arg(i));
        LinkTableModel model(m_db->db);
        model.sort(LinkTableModel::CodeColumn, Qt::AscendingOrder);
        const QPersistentModelIndex selected = model.index(5, 0);
        QCOMPARE(selected.data().toString(), u"r0005"_s);
        sqlite3 *handle = sqliteHandle();
        QVERIFY(handle);
        StatementTrace trace(handle);
        QStringList &statements = trace.statements;

        // Another connection (a thread of its own) adds two links before the selected one.
        QThread writer;
        QObject inWriter;
        inWriter.moveToThread(&writer);
        writer.start();
        QMetaObject::invokeMethod(
            &inWriter,
            [this] {
                LinkStore store(m_db->db);
                test::insertLink(store, u"r0000a"_s, u"https://example.org/a"_s);
                test::insertLink(store, u"r0000b"_s, u"https://example.org/b"_s);
                m_db->db->closeThreadConnection();
            },
            Qt::BlockingQueuedConnection);
        writer.quit();
        writer.wait();

        QSignalSpy applied(&model, &LinkTableModel::refreshApplied);
        model.refreshInBackground();
        QVERIFY(model.isReadingInBackground());
        QVERIFY(applied.wait(5000));
        QCOMPARE(model.rowCount(), LinkTableModel::PageSize + 12);
        QCOMPARE(selected.row(), 7);
        QCOMPARE(selected.data().toString(), u"r0005"_s);
        QVERIFY2(statements.filter(u"count(*)"_s).isEmpty() && statements.filter(u" ORDER BY "_s).isEmpty(),
            qPrintable(statements.join(u'\n')));

        // Under a search, a new match (not yet in the search index) appears too.
        model.setSearch(u"r0000"_s);
        const int matches = model.rowCount();
        QVERIFY(matches >= 3);
        writer.start();
        QMetaObject::invokeMethod(
            &inWriter,
            [this] {
                LinkStore store(m_db->db);
                test::insertLink(store, u"r0000c"_s, u"https://example.org/c"_s);
                m_db->db->closeThreadConnection();
            },
            Qt::BlockingQueuedConnection);
        writer.quit();
        writer.wait();
        model.refreshInBackground();
        QVERIFY(applied.wait(5000));
        QCOMPARE(model.rowCount(), matches + 1);
    }

    // A row read on demand while a background read is under way (a row the user selects as the
    // changes come in) holds a link that read did not look for: the read is made again, and
    // the selection stays on its link instead of being dropped and put back by position.
    void backgroundReadThatMissedASelectedLinkIsReadAgain()
    {
        for (int i = 0; i < LinkTableModel::PageSize * 2; ++i)
            test::insertLink(*m_store, QStringLiteral("s%1").arg(i, 4, 10, QLatin1Char('0')),
                QStringLiteral("https://example.org/%1").arg(i));
        LinkTableModel model(m_db->db);
        test::insertLink(*m_store, u"s-new"_s, u"https://example.org/new"_s);  // a change not shown yet
        QSignalSpy applied(&model, &LinkTableModel::refreshApplied);
        model.refreshInBackground();  // nothing is loaded: it looks for no link
        const QString code = model.index(12, 0).data().toString();  // page 0, read now
        QVERIFY(!code.isEmpty());
        const QPersistentModelIndex selected(model.index(12, 0));
        QVERIFY(applied.wait(5000));
        QCOMPARE(model.rowCount(), LinkTableModel::PageSize * 2 + 1);
        QVERIFY(selected.isValid());
        QCOMPARE(selected.data().toString(), code);
        QCOMPARE(applied.size(), 1);  // the read that missed it was not applied
    }

    // Every column's sort reads its pages (the first, the last, one in the middle) and finds a
    // link's row from an index, never by sorting the table (a temporary B-tree): the statements
    // checked are those the model ran. Status has no column to index; its key alone is sorted
    // (LinkStore::page).
    void everySortReadsItsPagesFromAnIndex()
    {
        const int count = LinkTableModel::PageSize * 3;
        QVERIFY(insertGenerated(count, u'x', [](qint64 i, Link &link) {
            link.title = QStringLiteral("title %1").arg((i * 7919) % 1000);
            if (i % 3 == 0)
                link.tags = {QStringLiteral("tag%1").arg(i % 4)};
            link.hits = (i * 31) % 50;
            if (i % 2 == 0)
                link.lastHitAt = QDateTime::currentDateTimeUtc().addSecs(-i * 60);
            if (i % 5 == 0)
                link.expiresAt = QDateTime::currentDateTimeUtc().addDays(i);
        }));
        sqlite3 *handle = sqliteHandle();
        QVERIFY(handle);
        StatementTrace trace(handle);
        QStringList &statements = trace.statements;
        LinkTableModel model(m_db->db);
        for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
            if (column == LinkTableModel::StatusColumn)
                continue;
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                model.sort(LinkTableModel::CreatedColumn,
                    order == Qt::AscendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder);
                statements.clear();
                model.sort(column, order);
                QVERIFY(model.linkAt(0));
                QVERIFY(model.linkAt(count - 1));
                // A link whose page is not loaded, as a sort that keeps the selection looks it up.
                qint64 unloaded = 1;
                while (model.loadedRowOf(unloaded) >= 0)
                    ++unloaded;
                QVERIFY(model.rowOf(unloaded) >= 0);
                const QString what = model.headerData(column, Qt::Horizontal).toString()
                    + (order == Qt::AscendingOrder ? u" ascending"_s : u" descending"_s);
                const QStringList reads = statements.filter(u" ORDER BY "_s) + statements.filter(u"count(*)"_s);
                QVERIFY2(reads.size() >= 4, qPrintable(what + u": "_s + statements.join(u"; "_s)));
                for (const QString &read : reads) {
                    const QStringList plan = queryPlan(handle, read);
                    QVERIFY2(plan.filter(u"TEMP B-TREE"_s).isEmpty(), qPrintable(what + u": "_s + plan.join(u"; "_s)));
                    QVERIFY2(!plan.filter(u"INDEX"_s).isEmpty(), qPrintable(what + u": "_s + plan.join(u"; "_s)));
                }
            }
        }
    }

private:
    // The SQLite connection this thread's stores and models use.
    sqlite3 *sqliteHandle() const
    {
        const QVariant handle = m_db->db->connection().driver()->handle();
        return handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0
            ? *static_cast<sqlite3 *const *>(handle.constData())
            : nullptr;
    }

    // EXPLAIN QUERY PLAN's lines for `sql` (its parameters unbound).
    static QStringList queryPlan(sqlite3 *handle, const QString &sql)
    {
        QStringList plan;
        sqlite3_stmt *statement = nullptr;
        if (sqlite3_prepare_v2(handle, (u"EXPLAIN QUERY PLAN "_s + sql).toUtf8().constData(), -1, &statement, nullptr)
            != SQLITE_OK)
            return {u"cannot explain: "_s + QString::fromUtf8(sqlite3_errmsg(handle))};
        while (sqlite3_step(statement) == SQLITE_ROW)
            plan << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(statement, 3)));
        sqlite3_finalize(statement);
        return plan;
    }

    // `count` links "<prefix>0", "<prefix>1", ... to example.org pages, each a second older than
    // the one before, with what `tweak` sets.
    bool insertGenerated(int count, QChar prefix, const std::function<void(qint64, Link &)> &tweak)
    {
        return m_store
            ->bulkLoad(count,
                [&](qint64 i) {
                    Link link;
                    link.code = prefix + QString::number(i);
                    link.target = QStringLiteral("https://example.org/page/%1").arg(i);
                    link.createdAt = QDateTime::currentDateTimeUtc().addSecs(-i);
                    tweak(i, link);
                    return link;
                })
            .ok();
    }

    std::unique_ptr<test::TempDatabase> m_db;
    std::unique_ptr<LinkStore> m_store;
};

QTEST_MAIN(TestLinkTableModel)
#include "tst_link_table_model.moc"
