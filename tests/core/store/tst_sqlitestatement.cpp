#include "core/store/LinkStore.h"
#include "core/store/SqliteStatement.h"

#include "support/TempDatabase.h"

#include <QtTest>

#include <QSqlDriver>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

using namespace kurz;

// The statements run per row on SQLite's own handle (SqliteStatement), and the decision to use
// them. CTest runs this suite a second time with KURZ_SQLITE_VIA_QT=1, where every statement
// goes through Qt's calls: both ways must read back exactly what was written.
class TestSqliteStatement : public QObject {
    Q_OBJECT

private:
    static bool viaQt() { return qEnvironmentVariableIsSet("KURZ_SQLITE_VIA_QT"); }

    static Link sample(int i, bool nulAllowed)
    {
        Link link;
        link.code = u"c"_s + QString::number(i);
        link.target = u"https://example.org/"_s + QString::number(i);
        // Every other link long and with every optional field set, the others bare: a value
        // bound for one row must never reach the next.
        if (i % 2 == 0) {
            link.title = QString(100000 + i, u'x') + u"\u00e9\u4e2d\U0001F600"_s;
            link.notes = (nulAllowed ? u"a\0b"_s : u"ab"_s) + QString::number(i);  // PostgreSQL refuses NUL
            link.tags = {u"shared"_s, u"t"_s + QString::number(i % 5)};  // as LinkService hands them over
            link.validFrom = QDateTime::fromMSecsSinceEpoch(1000000 + i, Qt::UTC);
            link.expiresAt = QDateTime::fromMSecsSinceEpoch(2000000000000 + i, Qt::UTC);
            link.maxVisits = i;
            link.redirectStatus = 307;
            link.forwardQuery = false;
            link.crawlable = true;
            link.pathMode = PathMode::Append;
            link.disabled = true;
            link.hits = i * 3;
            link.botHits = i;
            link.lastHitAt = QDateTime::fromMSecsSinceEpoch(1500000000000 + i, Qt::UTC);
        }
        return link;
    }

    static void compare(const Link &read, const Link &written)
    {
        QCOMPARE(read.code, written.code);
        QCOMPARE(read.target, written.target);
        QCOMPARE(read.title, written.title);
        QCOMPARE(read.notes, written.notes);
        QCOMPARE(read.tags, written.tags);
        QCOMPARE(read.validFrom, written.validFrom);
        QCOMPARE(read.expiresAt, written.expiresAt);
        QCOMPARE(read.maxVisits, written.maxVisits);
        QCOMPARE(read.redirectStatus, written.redirectStatus);
        QCOMPARE(read.forwardQuery, written.forwardQuery);
        QCOMPARE(read.crawlable, written.crawlable);
        QCOMPARE(read.pathMode, written.pathMode);
        QCOMPARE(read.disabled, written.disabled);
        QCOMPARE(read.hits, written.hits);
        QCOMPARE(read.botHits, written.botHits);
        QCOMPARE(read.lastHitAt, written.lastHitAt);
        QVERIFY(!read.health);
    }

private Q_SLOTS:
    void usedWhereQtsDriverSharesKurzsSqlite()
    {
        test::TempDatabase t;
        if (t.onServer()) {
            QVERIFY(!t.db->connections().sqliteStatement(u"SELECT 1"_s));
            return;
        }
        if (viaQt()) {
            QVERIFY(!t.db->connections().sqliteStatement(u"SELECT 1"_s));
            return;
        }
        // Debian's and the AppImage's QSQLITE plugin link the system's libsqlite3, as Kurz does.
        QVERIFY(SqliteStatement::sharesLibrary(t.db->connection().driver()));
        SqliteStatement *statement = t.db->connections().sqliteStatement(u"SELECT 41 + 1"_s);
        QVERIFY(statement);
        QVERIFY(statement->next());
        QCOMPARE(statement->integer(0), 42);
        statement->reset();
        QCOMPARE(t.db->connections().sqliteStatement(u"SELECT 41 + 1"_s), statement);  // prepared once
    }

    void notUsedWithAnotherDriversLibrary()
    {
        if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
            QSKIP("Qt's PostgreSQL driver is not installed");
        {
            QSqlDatabase postgres = QSqlDatabase::addDatabase(u"QPSQL"_s, u"other"_s);
            // Its plugin calls no SQLite at all, so it cannot share Kurz's.
            QVERIFY(!SqliteStatement::sharesLibrary(postgres.driver()));
            QVERIFY(!SqliteStatement::handleOf(postgres));
        }
        QSqlDatabase::removeDatabase(u"other"_s);
        QVERIFY(!SqliteStatement::sharesLibrary(nullptr));
    }

    void refusedSqlSaysWhy()
    {
        test::TempDatabase t;
        SqliteStatement *statement = t.db->connections().sqliteStatement(u"SELECT size FROM nowhere"_s);
        if (!statement)
            QSKIP("SQLite's own calls are not used here");
        QVERIFY(!statement->isValid());
        statement->bind(0, u"bound anyway"_s);  // as a store binds before it runs
        statement->bind(1, qint64(1));
        QVERIFY(statement->failed());
        QVERIFY2(statement->errorText().contains(u"no such"_s), qPrintable(statement->errorText()));
        QVERIFY(!statement->next());
    }

    void reusedAcrossManyRowsWithNullsAndLongText()
    {
        test::TempDatabase t;
        LinkStore store(t.db);
        QList<Link> written;
        for (int i = 0; i < 120; ++i)
            written.append(sample(i, !t.onServer()));
        // One at a time (the create's statement), then many together (the import's).
        for (int i = 0; i < 40; ++i)
            QVERIFY(store.insert(written.at(i)));
        QList<Link> batch = written.mid(40);
        QVERIFY(store.insertBatch(batch).ok());
        for (const Link &link : std::as_const(written)) {
            const auto read = store.get(link.code);
            QVERIFY2(read, qPrintable(link.code));
            compare(*read, link);
        }
        int seen = 0;
        QVERIFY(store.pages()
                    .forEachLinkWithVisits([&](const Link &read, const QList<VisitRow> &) {
                        compare(read, written.at(seen++));
                        return true;
                    })
                    .ok());
        QCOMPARE(seen, written.size());
        QVERIFY(store.get(u"missing"_s).error().kind == Error::Kind::NotFound);
    }

    void changesAreTheRowsTheLastRunChanged()
    {
        test::TempDatabase t;
        SqliteStatement *update
            = t.db->connections().sqliteStatement(u"UPDATE links SET hits = hits + ? WHERE id >= ?"_s);
        if (!update)
            QSKIP("SQLite's own calls are not used here");
        LinkStore store(t.db);
        const qint64 first = store.insert(sample(1, true))->id;
        QVERIFY(store.insert(sample(3, true)));
        // The hit writer tells links deleted meanwhile by an update that changed nothing.
        for (const auto &[from, changed] : {std::pair{first, 2}, std::pair{first + 1, 1}, std::pair{first + 100, 0}}) {
            update->bind(0, qint64(5));
            update->bind(1, from);
            QVERIFY(update->exec());
            QCOMPARE(update->changes(), changed);
            update->reset();
        }
        QCOMPARE(store.getById(first + 1)->hits, 10);
    }

    void textThatIsNotUtf8IsReadWhole()
    {
        test::TempDatabase t;
        if (t.onServer())
            QSKIP("PostgreSQL refuses bytes that are not UTF-8");
        LinkStore store(t.db);
        Link link;
        link.code = u"bytes"_s;
        link.target = u"https://example.org/"_s;
        QVERIFY(store.insert(link));
        // Written by another program: a stray byte, a cut-off sequence and a NUL before the end.
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"UPDATE links SET title = CAST(x'41ff42e4b8' || x'00' || x'43' AS TEXT)"_s));
        const auto read = store.get(u"bytes"_s);
        QVERIFY(read);
        QVERIFY2(read->title.startsWith(u'A') && read->title.endsWith(u'C'), qPrintable(read->title));
        QVERIFY(read->title.contains(u'B'));
        QVERIFY(read->title.contains(QChar(QChar::ReplacementCharacter)));
        QVERIFY(read->title.contains(QChar(0)));
    }
};

QTEST_GUILESS_MAIN(TestSqliteStatement)
#include "tst_sqlitestatement.moc"
