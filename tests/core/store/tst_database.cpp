#include "core/store/Database.h"
#include "core/store/LinkStore.h"
#include "core/store/UpkeepStore.h"

#include "support/InsertLink.h"
#include "support/OldSchemaFile.h"
#include "support/TempDatabase.h"
#include "support/Threads.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlQuery>
#include <QtTest>

#include <mutex>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

constexpr QFile::Permissions OthersRights
    = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
constexpr QFile::Permissions ReadableByAll = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;

// The files of an open database: SQLite keeps -wal and -shm while a connection is open.
QStringList databaseFiles(const QString &path)
{
    return {path, path + u"-wal"_s, path + u"-shm"_s};
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

int pragma(const std::shared_ptr<Database> &db, const QString &name)
{
    QSqlQuery q(db->connection());
    if (!q.exec(u"PRAGMA "_s + name) || !q.next())
        return -1;
    return q.value(0).toInt();
}

}  // namespace

class TestDatabase : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void freshFileIsMigrated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"new.db"_s);
        auto db = Database::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QCOMPARE(pragma(*db, u"user_version"_s), Database::SchemaVersion);
        QCOMPARE(pragma(*db, u"application_id"_s), Database::ApplicationId);
        QSqlQuery q((*db)->connection());
        QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"wal"_s);
        QVERIFY(q.exec(u"PRAGMA foreign_keys"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QCOMPARE(pragma(*db, u"page_size"_s), 2048);
    }

    void reopenKeepsData()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"links.db"_s);
        {
            auto db = Database::open(path);
            QVERIFY(db.ok());
            LinkStore store(*db);
            Link link;
            link.code = u"keep"_s;
            link.target = u"https://example.org/"_s;
            QVERIFY(store.insert(link).ok());
        }
        auto db = Database::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        LinkStore store(*db);
        QVERIFY(store.get(u"keep"_s).ok());
        QCOMPARE(pragma(*db, u"user_version"_s), Database::SchemaVersion);
    }

    void twoHandlesOnOneFile()
    {
        test::TempDatabase first;
        auto second = Database::open(first.path());
        QVERIFY(second.ok());
        LinkStore a(first.db), b(*second);
        Link link;
        link.code = u"shared"_s;
        link.target = u"https://example.org/"_s;
        QVERIFY(a.insert(link).ok());
        QVERIFY(b.get(u"shared"_s).ok());
    }

    void textFileIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"notes.txt"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("These are my notes, not a database.\n");
        file.close();
        const QByteArray before = fileHash(path);
        auto db = Database::open(path);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(u"not a Kurz database"_s), qPrintable(db.error().message));
        QVERIFY(db.error().message.contains(u"untouched"_s));
        QCOMPARE(fileHash(path), before);
        QVERIFY(!QFile::exists(path + u"-wal"_s));
    }

    void foreignSqliteIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"other.db"_s);
        {
            QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign"_s);
            other.setDatabaseName(path);
            QVERIFY(other.open());
            QSqlQuery q(other);
            QVERIFY(q.exec(u"CREATE TABLE things (x)"_s));
            QVERIFY(q.exec(u"INSERT INTO things VALUES (42)"_s));
            other.close();
        }
        QSqlDatabase::removeDatabase(u"foreign"_s);
        const QByteArray before = fileHash(path);
        auto db = Database::open(path);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(u"not a Kurz database"_s), qPrintable(db.error().message));
        QCOMPARE(fileHash(path), before);
    }

    void newerSchemaIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"future.db"_s);
        {
            auto db = Database::open(path);
            QVERIFY(db.ok());
            QSqlQuery q((*db)->connection());
            QVERIFY(q.exec(u"PRAGMA user_version=%1"_s.arg(Database::SchemaVersion + 1)));
            QVERIFY(q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
        }
        const QByteArray before = fileHash(path);
        auto db = Database::open(path);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(u"newer Kurz"_s), qPrintable(db.error().message));
        QCOMPARE(fileHash(path), before);
    }

    // Schema 5 makes creates one page cheaper: link_tags keyed without a rowid, no index of
    // check times. A schema-4 file keeps every tag and stays due for its target checks.
    void schema4KeepsTagsAndChecksWhenMigrated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"schema4.db"_s);
        const QString failed = test::writeOldSchemaFile(path, 4,
            {u"INSERT INTO links (code, target, tags, created_at, updated_at) VALUES "
             "('a', 'https://a.example/', 'x, y', 0, 0), ('b', 'https://b.example/', 'y', 0, 0)"_s,
                u"INSERT INTO tags (name) VALUES ('x'), ('y')"_s,
                u"INSERT INTO link_tags (link_id, tag_id) SELECT l.id, t.id FROM links l JOIN tags t "
                "ON (l.code = 'a') OR (l.code = 'b' AND t.name = 'y')"_s});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        auto db = Database::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QCOMPARE(pragma(*db, u"user_version"_s), Database::SchemaVersion);
        QSqlQuery q((*db)->connection());
        QVERIFY(q.exec(u"SELECT sql FROM sqlite_schema WHERE name = 'link_tags'"_s) && q.next());
        QVERIFY2(q.value(0).toString().contains(u"WITHOUT ROWID"_s), qPrintable(q.value(0).toString()));
        QVERIFY(q.exec(u"SELECT count(*) FROM sqlite_schema WHERE name IN ('link_tags_tag', 'links_health_checked')"_s)
            && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        q.finish();
        LinkStore store(*db);
        QCOMPARE(store.get(u"a"_s).value().tags, (QStringList{u"x"_s, u"y"_s}));
        const QList<TagStats> tags = store.pages().tagStats().value();
        QCOMPARE(tags.size(), 2);
        QCOMPARE(tags.at(0).name + u':' + QString::number(tags.at(0).links) + u' ' + tags.at(1).name + u':'
                + QString::number(tags.at(1).links),
            u"x:1 y:2"_s);
        QCOMPARE(UpkeepStore(*db).dueForCheck(QDateTime::currentDateTimeUtc(), 0).value().size(), 2);
    }

    // Schema 14 rebuilds links with AUTOINCREMENT: visits and tags stay with their links, the
    // indexes and triggers are there again, and no id in use or waiting in a removed batch comes
    // back for a new link.
    void schema13KeepsVisitsAndTagsAndNeverReusesIds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"schema13.db"_s);
        const QString failed = test::writeOldSchemaFile(path, 13,
            {u"INSERT INTO links (id, code, target, tags, created_at, updated_at, hits) VALUES "
             "(1, 'a', 'https://a.example/', 'x', 0, 0, 2), (2, 'b', 'https://b.example/', '', 0, 0, 0)"_s,
                u"INSERT INTO tags (name) VALUES ('x')"_s,
                u"INSERT INTO link_tags (link_id, tag_id) SELECT 1, id FROM tags"_s,
                u"INSERT INTO visits (link_id, at, bot, count) VALUES (1, 0, 0, 2)"_s,
                u"INSERT INTO removed_batches (id, created_at) VALUES (1, 0)"_s,
                u"INSERT INTO removed_links (batch_id, id, code, target, title, notes, tags, created_at, updated_at, "
                "redirect_status, forward_query, crawlable, path_mode, disabled, hits, bot_hits, title_pending) "
                "VALUES (1, 7, 'gone', 'https://gone.example/', '', '', '', 0, 0, 0, 1, 0, 0, 0, 0, 0, 0)"_s});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        auto db = Database::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QCOMPARE(pragma(*db, u"user_version"_s), Database::SchemaVersion);
        QCOMPARE(pragma(*db, u"foreign_keys"_s), 1);
        QSqlQuery q((*db)->connection());
        QVERIFY(q.exec(u"SELECT sql FROM sqlite_schema WHERE name = 'links'"_s) && q.next());
        QVERIFY2(q.value(0).toString().contains(u"AUTOINCREMENT"_s), qPrintable(q.value(0).toString()));
        QVERIFY(q.exec(u"SELECT count(*) FROM sqlite_schema WHERE tbl_name = 'links' AND type IN ('index', 'trigger') "
                       "AND name NOT LIKE 'sqlite_%'"_s)
            && q.next());
        // 11 indexes (UNIQUE (code, domain) and the domains among them), 2 generation and 2 search triggers
        QCOMPARE(q.value(0).toInt(), 15);
        QVERIFY(q.exec(u"SELECT count(*) FROM visits"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        q.finish();
        LinkStore store(*db);
        QCOMPARE(store.get(u"a"_s).value().tags, QStringList{u"x"_s});
        QCOMPARE(store.get(u"a"_s).value().hits, 2);
        QVERIFY(store.remove(u"b"_s).value());
        const Link made = test::insertLink(store, u"c"_s, u"https://c.example/"_s);
        QCOMPARE(made.id, 8);  // after the removed batch's 7
    }

    void secretsAreStableAndShared()
    {
        test::TempDatabase t;
        const QString secret = t.db->secret(u"salt"_s);
        QCOMPARE(secret.size(), 64);
        QCOMPARE(t.db->secret(u"salt"_s), secret);
        auto other = Database::open(t.path());
        QVERIFY(other.ok());
        QCOMPARE((*other)->secret(u"salt"_s), secret);
        QVERIFY(t.db->secret(u"key"_s) != secret);
    }

    void serverAddressesAreChecked_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("problem");
        QTest::newRow("password") << u"postgresql://kurz:secret@db.lan/links"_s << u"~/.pgpass or PGPASSWORD"_s;
        QTest::newRow("no database") << u"postgresql://kurz@db.lan/"_s << u"names no database"_s;
        QTest::newRow("unknown option") << u"postgresql://kurz@db.lan/links?sslmod=require"_s
                                        << u"unknown option 'sslmod'"_s;
        QTest::newRow("option with spaces")
            << u"postgresql://kurz@db.lan/links?sslmode=require%20host=evil"_s << u"without spaces"_s;
    }

    void serverAddressesAreChecked()
    {
        QFETCH(QString, address);
        QFETCH(QString, problem);
        auto db = Database::open(address);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(problem), qPrintable(db.error().message));
        QVERIFY(db.error().message.contains(u"postgresql://USER@HOST"_s));
    }

    void unreachableServerIsSaidInWords()
    {
        auto db = Database::open(u"postgresql://kurz@127.0.0.1:1/links"_s);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(u"Cannot reach the database server at 127.0.0.1:1/links"_s),
            qPrintable(db.error().message));
    }

    void oldServersAreRefusedInWords_data()
    {
        QTest::addColumn<int>("versionNum");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("refused");
        QTest::newRow("9.6") << 90624 << u"9.6.24"_s << true;
        QTest::newRow("12") << 120022 << u"12.22"_s << true;
        QTest::newRow("13") << 130000 << u"13.0"_s << false;
        QTest::newRow("15") << 150018 << u"15.18"_s << false;
    }

    void oldServersAreRefusedInWords()
    {
        QFETCH(int, versionNum);
        QFETCH(QString, version);
        QFETCH(bool, refused);
        const auto problem = SchemaSetup::refuseOldServer(versionNum, version, u"db.lan:5432/links"_s);
        QCOMPARE(!problem.ok(), refused);
        if (refused) {
            QCOMPARE(problem.error().message,
                u"The server of db.lan:5432/links runs PostgreSQL %1, which is too old: Kurz needs PostgreSQL 13 "
                "or newer. Upgrade the server, or choose another one."_s.arg(version));
        }
    }

    // A real server made to tell an old version (a current_setting() of its own ahead of
    // pg_catalog's): --db and Test connection both refuse it in words, before changing anything.
    void serverTooOldIsRefusedByOpenAndTestConnection()
    {
        test::TempDatabase t;
        if (!t.onServer())
            QSKIP("PostgreSQL only (the *_pg run)");
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"CREATE SCHEMA pretends_old"_s));
        QVERIFY(q.exec(
            u"CREATE FUNCTION pretends_old.current_setting(name text) RETURNS text LANGUAGE sql AS $$ SELECT CASE name "
            "WHEN 'server_version_num' THEN '120022' WHEN 'server_version' THEN '12.22' ELSE pg_catalog.current_setting(name) END $$"_s));
        const QString name = t.path().mid(t.path().lastIndexOf(u'/') + 1);
        QVERIFY(q.exec(u"ALTER DATABASE %1 SET search_path = pretends_old, pg_catalog, public"_s.arg(name)));
        const QString expected = u"runs PostgreSQL 12.22, which is too old: Kurz needs PostgreSQL 13 or newer"_s;
        const auto opened = Database::open(t.path());
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().message.contains(expected), qPrintable(opened.error().message));
        const auto described = Database::describeServer(t.path());
        QVERIFY(!described.ok());
        QVERIFY2(described.error().message.contains(expected), qPrintable(described.error().message));
    }

    void missingServerDatabaseAndUnknownUserAreSaidInWords()
    {
        const QString server = test::TempDatabase::server();
        if (server.isEmpty())
            QSKIP("needs the test PostgreSQL cluster (the *_pg run)");
        const QString base = server.left(server.lastIndexOf(u'/') + 1);
        auto missing = Database::open(base + u"no_such_database"_s);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.contains(u"does not exist. Create it"_s), qPrintable(missing.error().message));
        auto stranger = Database::open(QString(base + u"postgres"_s).replace(u"postgres@"_s, u"nobody@"_s));
        QVERIFY(!stranger.ok());
        QVERIFY2(stranger.error().message.contains(u"authentication failed"_s), qPrintable(stranger.error().message));
    }

    void serverDatabaseIsMigratedOnceByConcurrentStarts()
    {
        test::TempDatabase t;
        if (!t.onServer())
            QSKIP("PostgreSQL only (the *_pg run)");
        {
            QSqlQuery q(t.db->connection());
            QVERIFY(q.exec(u"DROP TABLE meta, counters, links, tags, link_tags, visits, api_keys, removed_batches, "
                           u"removed_links, removed_link_tags, removed_visits, "
                           "snowflake_machines, password_guesses, code_pool, hit_journal, domains, orphan_visits, "
                           "cleared_counts CASCADE"_s));
        }
        std::mutex mutex;
        QStringList failures;
        test::runOnThreads(4, [&](int) {
            auto db = Database::open(t.path());
            const std::lock_guard lock(mutex);
            if (!db)
                failures << db.error().message;
        });
        QCOMPARE(failures, QStringList());
        QSqlQuery q(t.db->connection());
        QVERIFY(q.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), Database::SchemaVersion);
    }

    void newerOrForeignServerDatabaseIsRefusedAndUntouched()
    {
        test::TempDatabase t;
        if (!t.onServer())
            QSKIP("PostgreSQL only (the *_pg run)");
        QSqlQuery q(t.db->connection());
        QVERIFY(
            q.exec(u"UPDATE meta SET value = '%1' WHERE key = 'schema_version'"_s.arg(Database::SchemaVersion + 1)));
        auto newer = Database::open(t.path());
        QVERIFY(!newer.ok());
        QVERIFY2(newer.error().message.contains(u"newer Kurz"_s), qPrintable(newer.error().message));
        QVERIFY(q.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), Database::SchemaVersion + 1);

        QVERIFY(q.exec(u"DROP TABLE meta"_s));
        auto foreign = Database::open(t.path());
        QVERIFY(!foreign.ok());
        QVERIFY2(foreign.error().message.contains(u"not a Kurz database"_s), qPrintable(foreign.error().message));
        QVERIFY(q.exec(u"SELECT to_regclass('meta') IS NULL"_s) && q.next() && q.value(0).toBool());
    }

    // Each process takes a block of numbers at a time: no round trip per create, no overlap.
    void serverCountersHandOutBlocksPerProcess()
    {
        test::TempDatabase t;
        if (!t.onServer())
            QSKIP("PostgreSQL only (the *_pg run)");
        auto other = Database::open(t.path());  // as another process would
        QVERIFY(other.ok());
        QCOMPARE(t.db->counters().nextValue(u"codes.sequence"_s).value(), 1u);
        QCOMPARE((*other)->counters().nextValue(u"codes.sequence"_s).value(), quint64(CounterBlocks::BlockSize + 1));
        QCOMPARE(t.db->counters().nextValue(u"codes.sequence"_s).value(), 2u);
        QCOMPARE(t.db->counters().nextValue(u"codes.sqids"_s).value(), 1u);
    }

    // Found by the deep check: the watch's timers outlived closeThreadConnection(), so the
    // listener's flusher, moved back to its owner's thread afterwards, took them along (LSan).
    void closingTheConnectionEndsTheWatch()
    {
        test::TempDatabase t;
        if (!t.onServer())
            QSKIP("PostgreSQL only (the *_pg run)");
        QObject watcher;
        QVERIFY(t.db->linkWatch().watch(&watcher));
        QVERIFY(!watcher.findChildren<QTimer *>().isEmpty());
        t.db->closeThreadConnection();
        for (const QTimer *timer : watcher.findChildren<QTimer *>())
            QVERIFY(!timer->isActive());
    }

    // Found by the deep check as well: an attempt to reach a lost server again is polled for by a
    // timer of the watcher's; it ran on after closeThreadConnection() and moved along (LSan).
    void closingTheConnectionEndsAReconnectionAttempt()
    {
        test::TempDatabase t;
        if (!t.onServer())
            QSKIP("PostgreSQL only (the *_pg run)");
        QObject watcher;
        QVERIFY(t.db->linkWatch().watch(&watcher));
        const qsizetype timers = watcher.findChildren<QTimer *>().size();
        QSqlQuery(t.db->connection()).exec(u"SELECT pg_terminate_backend(pg_backend_pid())"_s);
        QVERIFY(!t.db->linkWatch().recoverConnection());  // a watched connection is tried again on a thread of its own
        QCOMPARE(watcher.findChildren<QTimer *>().size(), timers + 1);
        t.db->closeThreadConnection();
        for (const QTimer *timer : watcher.findChildren<QTimer *>())
            QVERIFY(!timer->isActive());
    }

    void countersAreAtomicAcrossThreads()
    {
        test::TempDatabase t;
        QList<quint64> seen;
        std::mutex mutex;
        test::runOnThreads(4, [&](int) {
            for (int n = 0; n < 500; ++n) {
                const auto v = t.db->counters().nextValue(u"test"_s);
                const std::lock_guard lock(mutex);
                seen << (v.ok() ? *v : 0);
            }
            t.db->closeThreadConnection();
        });
        std::sort(seen.begin(), seen.end());
        QCOMPARE(seen.size(), 2000);
        for (int i = 0; i < seen.size(); ++i)
            QCOMPARE(seen.at(i), quint64(i + 1));
    }

    // Links, visits, key hashes and code secrets are for their owner only.
    void newFilesAndBackupsAreOwnerOnly()
    {
        const mode_t previous = ::umask(022);  // the usual umask, which made them 0644
        const auto restore = qScopeGuard([previous] { ::umask(previous); });
        QTemporaryDir dir;
        const QString path = dir.filePath(u"links.db"_s);
        auto db = Database::open(path);
        QVERIFY(db.ok());
        QVERIFY(!(*db)->secret(u"salt"_s).isEmpty());  // a write, so that the WAL exists
        for (const QString &file : databaseFiles(path)) {
            QVERIFY2(QFileInfo::exists(file), qPrintable(file));
            QVERIFY2(!(QFile::permissions(file) & OthersRights), qPrintable(file));
        }
        const QString backup = dir.filePath(u"backup.db"_s);
        QVERIFY((*db)->backupTo(backup).ok());
        QCOMPARE(QFile::permissions(backup) & (OthersRights | QFile::ReadOwner), QFile::Permissions(QFile::ReadOwner));
        QVERIFY(Database::open(backup).ok());
    }

    void existingFilesAreMadeOwnerOnlyOnOpenWithOneLogLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"links.db"_s);
        auto first = Database::open(path);
        QVERIFY(first.ok());
        QVERIFY(!(*first)->secret(u"salt"_s).isEmpty());
        for (const QString &file : databaseFiles(path))
            QVERIFY(QFile::setPermissions(file, ReadableByAll));
        QTest::ignoreMessage(QtWarningMsg,
            QRegularExpression(u"^Made .*links\\.db, .*links\\.db-wal, .*links\\.db-shm readable by this user only"_s));
        auto second = Database::open(path);
        QVERIFY(second.ok());
        for (const QString &file : databaseFiles(path))
            QVERIFY2(!(QFile::permissions(file) & OthersRights), qPrintable(file));
        QTest::failOnWarning(QRegularExpression(u"readable by this user only"_s));
        QVERIFY(Database::open(path).ok());  // nothing left to say
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
