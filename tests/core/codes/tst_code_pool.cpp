#include "support/TempDatabase.h"

#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/PoolStrategy.h"
#include "core/links/CodePoolSupply.h"
#include "core/links/CodeStrategyFactory.h"
#include "core/links/SettingsReaders.h"
#include "core/links/Shortener.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"

#include <QCoreApplication>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QtTest>

#include <csignal>
#include <memory>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

const char *const WorkerVariable = "KURZ_CODE_POOL_WORKER";
constexpr int Batch = 100;

CodeSettings poolSettings(const QString &codes = u"random"_s)
{
    CodeSettings settings;
    settings.strategy = u"pool"_s;
    settings.length = 6;
    settings.poolCodes = codes;
    settings.poolBatch = Batch;
    settings.poolSize = 1000;
    return settings;
}

QString writeConfig(const QString &path, const CodeSettings &codes)
{
    Settings settings(path);
    settings.set(keys::CodeStrategy, codes.strategy);
    settings.set(keys::CodeLength, codes.length);
    settings.set(keys::PoolCodes, codes.poolCodes);
    settings.set(keys::PoolBatch, codes.poolBatch);
    settings.set(keys::PoolSize, codes.poolSize);
    return path;
}

qint64 count(Database &db, const QString &sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}

// Pooled codes taken that no link has: the wasted ones.
qint64 takenUnused(Database &db)
{
    return count(db,
        u"SELECT count(*) FROM code_pool WHERE holder IS NOT NULL AND NOT EXISTS "
        "(SELECT 1 FROM links WHERE links.code = code_pool.code)"_s);
}

// The worker: creates `count` links with the settings' strategy and prints each code; with
// `hold`, then prints "holding" and waits to be killed.
int work(const QStringList &arguments)
{
    auto database = Database::open(arguments.value(1));
    if (!database)
        return 2;
    const Settings settings(arguments.value(2));
    LinkStore store(*database);
    Shortener shortener(store, makeCodeStrategy(codeSettings(settings), **database));
    QTextStream out(stdout);
    for (int i = 0; i < arguments.value(3).toInt(); ++i) {
        CreateRequest request;
        request.url = QStringLiteral("https://example.org/%1/%2").arg(arguments.value(4)).arg(i);
        const auto created = shortener.create(request);
        out << (created ? created->link.code : u"!"_s + created.error().message) << '\n';
    }
    if (arguments.value(5) == u"hold") {
        out << "holding\n";
        out.flush();
        QTextStream(stdin).readLine();  // never answered: the test kills this process
    }
    return 0;
}

}  // namespace

// The pool strategy (PoolStrategy, CodePool, CodePoolSupply) on an SQLite file and, in the _pg
// run, PostgreSQL. 4 processes x 2,000 creates: tst_concurrent_create_pool_*.
class CodePoolTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void createsTakeCodesFromThePoolInBatches_data()
    {
        QTest::addColumn<QString>("codes");
        QTest::newRow("random") << u"random"_s;
        QTest::newRow("feistel") << u"feistel"_s;
    }

    void createsTakeCodesFromThePoolInBatches()
    {
        QFETCH(QString, codes);
        test::TempDatabase temp;
        const CodeSettings settings = poolSettings(codes);
        auto strategy = CodeStrategyRegistry::make(settings, [&temp](const QString &n) { return temp.db->secret(n); });
        QVERIFY(strategy.ok());
        auto *pool = dynamic_cast<PoolStrategy *>(strategy->get());
        QVERIFY(pool);
        QCOMPARE(pool->fromCounter(), codes == u"feistel");
        auto supply = CodePoolSupply::attach(*pool, *temp.db, settings);
        QCOMPARE(supply->refill(500).value(), 500);
        QCOMPARE(temp.db->codePool().counts()->free, 500);

        LinkStore store(temp.db);
        Shortener shortener(store, std::move(strategy).value());
        QSet<QString> made;
        for (int i = 0; i < 150; ++i) {
            CreateRequest request;
            request.url = QStringLiteral("https://example.org/%1").arg(i);
            const auto created = shortener.create(request);
            QVERIFY2(created.ok(), qPrintable(created.error().message));
            QCOMPARE(created->link.code.size(), 6);
            made.insert(created->link.code);
        }
        supply->waitForRefill();
        QCOMPARE(made.size(), 150);
        // Two batches taken, marked taken before their codes were handed out; the refill (below
        // 500 free after the second) ran on its own thread.
        QCOMPARE(supply->stats().batches, 2);
        QCOMPARE(supply->stats().waits, 0);
        QCOMPARE(supply->stats().backgroundRefills, 1);
        QCOMPARE(count(*temp.db, u"SELECT count(*) FROM code_pool WHERE holder IS NOT NULL"_s), 2 * Batch);
        const CodePool::Counts counts = temp.db->codePool().counts().value();
        // Refilled up to the pool size, before or after the second batch was taken.
        QVERIFY2(counts.free == 1000 || counts.free == 1000 - Batch, qPrintable(QString::number(counts.free)));
        QCOMPARE(counts.taken, 2 * Batch);
        // Every code of the pool, free or taken, is there once; none is a link's that it did not hand out.
        QCOMPARE(count(*temp.db, u"SELECT count(*) FROM links WHERE code IN (SELECT code FROM code_pool)"_s), 150);
    }

    // An empty pool: the first create waits for one batch's worth of codes.
    void anEmptyPoolIsFilledForTheFirstCreate()
    {
        test::TempDatabase temp;
        LinkStore store(temp.db);
        Shortener shortener(store, makeCodeStrategy(poolSettings(), *temp.db));
        CreateRequest request;
        request.url = u"https://example.org/first"_s;
        const auto created = shortener.create(request);
        QVERIFY2(created.ok(), qPrintable(created.error().message));
        QCOMPARE(count(*temp.db, u"SELECT count(*) FROM code_pool WHERE code = '"_s + created->link.code + u"'"_s), 1);
        QVERIFY(temp.db->codePool().counts()->taken == Batch);
    }

    // A custom alias equal to a free pooled code takes it out of the pool; one taken by a batch
    // already is refused by UNIQUE(code) when its turn comes, and the create goes on with the next.
    void anAliasTakesItsCodeOutOfThePool()
    {
        test::TempDatabase temp;
        const CodeSettings settings = poolSettings();
        auto strategy = CodeStrategyRegistry::make(settings, [&temp](const QString &n) { return temp.db->secret(n); });
        auto supply = CodePoolSupply::attach(dynamic_cast<PoolStrategy &>(**strategy), *temp.db, settings);
        QCOMPARE(supply->refill(2 * Batch).value(), 2 * Batch);
        LinkStore store(temp.db);
        Shortener shortener(store, std::move(strategy).value());

        // The first create takes a batch; an alias takes a code of that batch and one still free.
        CreateRequest first;
        first.url = u"https://example.org/first"_s;
        QVERIFY(shortener.create(first).ok());
        QSqlQuery q(temp.db->connection());
        QVERIFY(q.exec(u"SELECT code FROM code_pool WHERE holder IS NOT NULL AND code NOT IN (SELECT code FROM links) "
                       "ORDER BY code DESC LIMIT 1"_s)
            && q.next());
        const QString inBatch = q.value(0).toString();
        QVERIFY(q.exec(u"SELECT code FROM code_pool WHERE holder IS NULL LIMIT 1"_s) && q.next());
        const QString free = q.value(0).toString();
        q.finish();
        for (const QString &alias : {inBatch, free}) {
            CreateRequest request;
            request.url = u"https://example.org/alias/"_s + alias;
            request.alias = alias;
            const auto created = shortener.create(request);
            QVERIFY2(created.ok(), qPrintable(created.error().message));
        }
        QCOMPARE(count(*temp.db, u"SELECT count(*) FROM code_pool WHERE holder = 'alias'"_s), 1);
        QCOMPARE(
            count(*temp.db, u"SELECT count(*) FROM code_pool WHERE code = '"_s + free + u"' AND holder IS NULL"_s), 0);

        // The rest of both batches' worth: no create fails, none gets either alias's code.
        for (int i = 0; i < 2 * Batch - 3; ++i) {
            CreateRequest request;
            request.url = QStringLiteral("https://example.org/%1").arg(i);
            const auto created = shortener.create(request);
            QVERIFY2(created.ok(), qPrintable(created.error().message));
            QVERIFY(created->link.code != inBatch && created->link.code != free);
        }
        QCOMPARE(store.pages().countAll().value(), qint64(2 * Batch));
    }

    // Creates inside a write transaction (an import) cannot take a batch safely: their codes are
    // made directly, and the pool is left alone.
    void createsInsideATransactionMakeTheirCodes()
    {
        test::TempDatabase temp;
        const CodeSettings settings = poolSettings(u"feistel"_s);
        auto strategy = CodeStrategyRegistry::make(settings, [&temp](const QString &n) { return temp.db->secret(n); });
        auto supply = CodePoolSupply::attach(dynamic_cast<PoolStrategy &>(**strategy), *temp.db, settings);
        QCOMPARE(supply->refill(Batch).value(), Batch);
        LinkStore store(temp.db);
        Shortener shortener(store, std::move(strategy).value());
        QStringList codes;
        const auto done = store.inTransaction([&]() -> Result<void> {
            for (int i = 0; i < 3; ++i) {
                CreateRequest request;
                request.url = QStringLiteral("https://example.org/import/%1").arg(i);
                const auto created = shortener.create(request);
                if (!created)
                    return created.error();
                codes << created->link.code;
            }
            return {};
        });
        QVERIFY2(done.ok(), qPrintable(done.error().message));
        QCOMPARE(supply->stats().direct, 3);
        QCOMPARE(supply->stats().batches, 0);
        QCOMPARE(temp.db->codePool().counts()->free, Batch);
        QCOMPARE(QSet<QString>(codes.cbegin(), codes.cend()).size(), 3);
        // Feistel codes of counter values after the pooled ones: never one of the pool's.
        QCOMPARE(count(*temp.db, u"SELECT count(*) FROM links WHERE code IN (SELECT code FROM code_pool)"_s), 0);
    }

    // A process killed while it holds a batch loses that batch's unused codes and nothing else:
    // they stay taken, nobody hands them out again, and the other processes' codes are all used.
    void aKilledProcessLosesItsBatchOnly()
    {
        test::TempDatabase temp;
        const QString config = writeConfig(temp.file(u"kurz.conf"_s), poolSettings());
        {
            CodeSettings settings = poolSettings();
            auto strategy
                = CodeStrategyRegistry::make(settings, [&temp](const QString &n) { return temp.db->secret(n); });
            auto &pool = dynamic_cast<PoolStrategy &>(**strategy);
            CodePoolSupply filler(*temp.db, pool.maker(), false, Batch, 1000);
            QCOMPARE(filler.refill(5000).value(), 5000);  // well above the low-water mark: no refills
        }
        QProcess killed;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(WorkerVariable), u"1"_s);
        killed.setProcessEnvironment(environment);
        killed.start(QCoreApplication::applicationFilePath(), {temp.path(), config, u"10"_s, u"killed"_s, u"hold"_s});
        QStringList killedCodes;
        while (!killedCodes.contains(u"holding"_s)) {
            QVERIFY(killed.waitForReadyRead(60000));
            while (killed.canReadLine())
                killedCodes << QString::fromUtf8(killed.readLine()).trimmed();
        }
        killedCodes.removeAll(u"holding"_s);
        QCOMPARE(killedCodes.size(), 10);
        ::kill(pid_t(killed.processId()), SIGKILL);
        QVERIFY(killed.waitForFinished(60000));
        QCOMPARE(killed.exitStatus(), QProcess::CrashExit);
        QCOMPARE(takenUnused(*temp.db), Batch - 10);
        QCOMPARE(temp.db->codePool().counts()->free, 5000 - Batch);

        // A process after it: 1,050 creates, its last batch's unused half given back at its end.
        QProcess after;
        after.setProcessEnvironment(environment);
        after.start(QCoreApplication::applicationFilePath(), {temp.path(), config, u"1050"_s, u"after"_s});
        QVERIFY(after.waitForFinished(120000));
        QCOMPARE(after.exitCode(), 0);
        const QStringList afterCodes
            = QString::fromUtf8(after.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(afterCodes.size(), 1050);
        QSet<QString> all(killedCodes.cbegin(), killedCodes.cend());
        for (const QString &code : afterCodes) {
            QVERIFY2(!code.startsWith(u'!'), qPrintable(code));
            all.insert(code);
        }
        QCOMPARE(all.size(), 1060);
        QCOMPARE(takenUnused(*temp.db), Batch - 10);  // the killed batch's, and no more
        QCOMPARE(temp.db->codePool().counts()->free, 5000 - Batch - 1050);
        QCOMPARE(LinkStore(temp.db).pages().countAll().value(), 1060);
    }

    // Settings: the kinds of pooled codes, batch and pool sizes are checked.
    void settingsAreChecked()
    {
        QVERIFY(keys::PoolCodes.validate(u"feistel"_s).ok());
        QVERIFY(!keys::PoolCodes.validate(u"sequence"_s).ok());
        QVERIFY(!keys::PoolBatch.validate(0).ok());
        QVERIFY(keys::PoolBatch.validate(1000).ok());
        QVERIFY(!keys::PoolSize.validate(10).ok());
        QVERIFY(CodeStrategyRegistry::ids().contains(u"pool"_s));
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet(WorkerVariable))
        return work(QCoreApplication::arguments());
    CodePoolTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_code_pool.moc"
