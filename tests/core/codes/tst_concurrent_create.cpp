#include "support/TempDatabase.h"
#include "support/Threads.h"

#include "core/codes/Blocklist.h"
#include "core/codes/SequenceStrategy.h"
#include "core/links/AliasPolicy.h"
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

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

const char *const WorkerVariable = "KURZ_CONCURRENT_CREATE_WORKER";

// Creates `count` links with the settings' strategy; prints each code on a line of stdout,
// or an error line starting with "!".
QStringList createLinks(const QString &databasePath, const QString &configPath, const QString &prefix, int count)
{
    QStringList lines;
    auto database = Database::open(databasePath);
    if (!database)
        return {u"!"_s + database.error().message};
    const Settings settings(configPath);
    {
        LinkStore store(*database);
        Shortener shortener(store, makeCodeStrategy(codeSettings(settings), **database));
        for (int i = 0; i < count; ++i) {
            CreateRequest request;
            request.url = QStringLiteral("https://example.org/%1/link/%2").arg(prefix).arg(i);
            const auto created = shortener.create(request);
            lines.append(created ? created->link.code : u"!"_s + created.error().message);
        }
    }
    (*database)->closeThreadConnection();
    return lines;
}

// Every line a code, all different, all in the database. For the sequence strategy on SQLite
// also the exact set: a counter that handed one value to two creators would waste values on
// conflicts. (On PostgreSQL each creator takes its own blocks of numbers, so there are gaps.)
void expectDistinctCodes(const QString &strategy, const std::vector<QStringList> &outputs, int perWorker,
    const std::shared_ptr<Database> &db)
{
    QSet<QString> distinct;
    for (const QStringList &lines : outputs) {
        QCOMPARE(lines.size(), perWorker);
        for (const QString &line : lines) {
            QVERIFY2(!line.startsWith(u'!'), qPrintable(line));
            distinct.insert(line);
        }
    }
    QCOMPARE(distinct.size(), int(outputs.size()) * perWorker);
    LinkStore store(db);
    QCOMPARE(store.pages().countAll().value(), qint64(distinct.size()));
    QVERIFY(store.get(outputs.front().front()).ok());
    QVERIFY(store.get(outputs.back().back()).ok());
    if (strategy == u"pool") {
        // Every code handed out is a link's: none went to two creators (one of them would have
        // had to retry, and the code it held would be taken without a link). Each creator gave
        // the unused rest of its last batch back when it ended.
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(u"SELECT count(*) FROM code_pool WHERE holder IS NOT NULL"_s) && q.next());
        QCOMPARE(q.value(0).toLongLong(), qint64(distinct.size()));
    }
    if (strategy == u"sequence" && db->dialect().kind() == SqlDialect::Kind::SQLite) {
        SequenceStrategy sequence(Alphabet::base62(), 5);
        QSet<QString> expected;
        CodeContext context;
        while (expected.size() < distinct.size()) {
            ++context.counter;
            const QString code = sequence.candidate(context);
            if (!AliasPolicy::isReserved(code) && !Blocklist::standard().occursIn(code))
                expected.insert(code);
        }
        QCOMPARE(distinct, expected);
    }
}

QString settingsFor(const test::TempDatabase &temp, const QString &strategy)
{
    const QString config = temp.file(u"kurz.conf"_s);
    Settings settings(config);
    settings.set(keys::CodeStrategy, strategy);
    settings.set(keys::CodeLength, 5);
    return config;
}

}  // namespace

// Creates through Shortener into one database (an SQLite file; a PostgreSQL database in the _pg
// runs) from 4 threads (5,000 each; every thread opens it as its own Database with its own
// LinkStore) and from 4 processes (2,000 each), for every strategy.
class ConcurrentCreateTest : public QObject {
    Q_OBJECT

    static constexpr int Threads = 4;
    static constexpr int PerThread = 5000;
    static constexpr int Processes = 4;
    static constexpr int PerProcess = 2000;

    static void strategies(std::initializer_list<const char *> names)
    {
        QTest::addColumn<QString>("strategy");
        for (const char *name : names)
            QTest::newRow(name) << QString::fromLatin1(name);
    }

private Q_SLOTS:
    void createsFromFourThreads_data()
    {
        strategies({"random", "sequence", "sqids", "hashids", "feistel", "hash", "snowflake", "pool"});
    }

    void createsFromFourThreads()
    {
        QFETCH(QString, strategy);
        test::TempDatabase temp;
        const QString config = settingsFor(temp, strategy);
        std::vector<QStringList> outputs(Threads);
        test::runOnThreads(Threads, [&](int t) {
            outputs[size_t(t)] = createLinks(temp.path(), config, QStringLiteral("thread%1").arg(t), PerThread);
        });
        expectDistinctCodes(strategy, outputs, PerThread, temp.db);
    }

    // The shared counter is what processes must agree on for the strategies built on it; the
    // others retry on conflicts.
    void createsFromFourProcesses_data()
    {
        strategies({"random", "sequence", "sqids", "hashids", "feistel", "hash", "snowflake", "pool"});
    }

    void createsFromFourProcesses()
    {
        QFETCH(QString, strategy);
        test::TempDatabase temp;
        const QString config = settingsFor(temp, strategy);
        std::vector<std::unique_ptr<QProcess>> processes;
        for (int p = 0; p < Processes; ++p) {
            auto process = std::make_unique<QProcess>();
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QString::fromLatin1(WorkerVariable), u"1"_s);
            process->setProcessEnvironment(environment);
            process->start(QCoreApplication::applicationFilePath(),
                {temp.path(), config, QStringLiteral("process%1").arg(p), QString::number(PerProcess)});
            processes.push_back(std::move(process));
        }
        std::vector<QStringList> outputs;
        for (auto &process : processes) {
            QVERIFY(process->waitForFinished(240000));
            QCOMPARE(process->exitCode(), 0);
            outputs.push_back(QString::fromUtf8(process->readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts));
        }
        expectDistinctCodes(strategy, outputs, PerProcess, temp.db);
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet(WorkerVariable)) {
        const QStringList arguments = QCoreApplication::arguments();
        const QStringList lines
            = createLinks(arguments.value(1), arguments.value(2), arguments.value(3), arguments.value(4).toInt());
        QTextStream(stdout) << lines.join(u'\n') << '\n';
        return 0;
    }
    ConcurrentCreateTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_concurrent_create.moc"
