// Creates links through Shortener with each of the eight code strategies, on an SQLite file
// and, with --pg URL, on PostgreSQL: creates a second from one thread and from four processes
// at once, retries per 1,000 creates on an empty database and with STORED links already in
// it (random 7-character codes, bulk-loaded), and the codes' length. Prints one table row per
// strategy and engine; asserts nothing. The random strategy is the reference of each run. The
// pool strategy's pool is filled ahead (twice the creates), as a running Kurz keeps it.
#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/PoolStrategy.h"
#include "core/links/CodePoolSupply.h"
#include "core/links/CodeStrategyFactory.h"
#include "core/links/Shortener.h"
#include "core/store/Database.h"
#include "core/store/LinkStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

// Counts the candidates a strategy proposes: a create that needed more than one retried.
class Counting final : public CodeStrategy {
public:
    explicit Counting(std::unique_ptr<CodeStrategy> inner)
        : m_inner(std::move(inner))
    {
    }
    QString id() const override { return m_inner->id(); }
    bool usesCounter() const override { return m_inner->usesCounter(); }
    QString candidate(const CodeContext &context) override { return m_inner->candidate(context); }
    Result<QString> propose(const CodeContext &context) override
    {
        ++proposed;
        return m_inner->propose(context);
    }
    bool checkedForWords() const override { return m_inner->checkedForWords(); }
    qint64 proposed = 0;

private:
    std::unique_ptr<CodeStrategy> m_inner;
};

struct Outcome {
    qint64 creates = 0;
    qint64 retries = 0;
    qint64 characters = 0;
    double seconds = 0;
};

CodeSettings settingsFor(const QString &strategy)
{
    CodeSettings settings;
    settings.strategy = strategy;
    settings.length = 7;
    return settings;
}

// `count` creates of one strategy on this thread.
Result<Outcome> create(const QString &location, const QString &strategy, int count, const QString &prefix)
{
    auto db = Database::open(location);
    if (!db)
        return db.error();
    Outcome outcome;
    {
        LinkStore store(*db);
        auto counting = std::make_unique<Counting>(makeCodeStrategy(settingsFor(strategy), **db));
        Counting *counter = counting.get();
        Shortener shortener(store, std::move(counting));
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < count; ++i) {
            CreateRequest request;
            request.url = u"https://example.org/%1/%2/page?ref=bench"_s.arg(prefix).arg(i);
            const auto created = shortener.create(request);
            if (!created)
                return created.error();
            outcome.characters += created->link.code.size();
        }
        outcome.seconds = timer.nsecsElapsed() / 1e9;
        outcome.creates = count;
        outcome.retries = counter->proposed - count;
    }
    (*db)->closeThreadConnection();
    return outcome;
}

// Empties the database of links made by the creates (not the stored ones), pooled codes,
// counters and Snowflake leases.
void emptyOfCreates(Database &db)
{
    QSqlQuery q(db.connection());
    q.exec(u"DELETE FROM links WHERE target NOT LIKE 'https://example.org/stored/%'"_s);
    q.exec(u"DELETE FROM code_pool"_s);
    q.exec(u"DELETE FROM counters"_s);
    q.exec(u"DELETE FROM snowflake_machines"_s);
    if (db.dialect().kind() == SqlDialect::Kind::PostgreSQL)
        q.exec(u"DO $$ DECLARE s record; BEGIN FOR s IN SELECT sequencename FROM pg_sequences WHERE sequencename "
               "LIKE 'kurz_counter_%' LOOP EXECUTE 'DROP SEQUENCE ' || s.sequencename; END LOOP; END $$"_s);
}

// A fresh database, made before any process opens it: a new SQLite file, or the PostgreSQL
// database emptied.
QString freshDatabase(const QTemporaryDir &dir, const QString &pg, const QString &name)
{
    const QString location = pg.isEmpty() ? dir.filePath(name + u".db"_s) : pg;
    auto db = Database::open(location);
    if (db) {
        if (!pg.isEmpty()) {
            QSqlQuery q((*db)->connection());
            q.exec(u"TRUNCATE links CASCADE"_s);
            emptyOfCreates(**db);
        }
        (*db)->closeThreadConnection();
    }
    return location;
}

Result<void> bulkLoadRandom(const QString &location, qint64 count)
{
    auto db = Database::open(location);
    if (!db)
        return db.error();
    LinkStore store(*db);
    const Alphabet alphabet = Alphabet::base62();
    const auto loaded = store.bulkLoad(count, [&alphabet](qint64 i) {
        Link link;
        QString code(7, Qt::Uninitialized);
        for (int c = 0; c < 7; ++c)
            code[c] = alphabet.at(int(QRandomGenerator::global()->bounded(alphabet.size())));
        link.code = code;
        link.target = u"https://example.org/stored/%1"_s.arg(i);
        return link;
    });
    (*db)->closeThreadConnection();
    if (!loaded)
        return loaded.error();
    return {};
}

// The pool strategy's pool filled ahead with `count` codes, as it is when creates come.
QString withPool(const QString &location, const QString &strategy, int count)
{
    if (strategy != u"pool")
        return location;
    auto db = Database::open(location);
    if (!db)
        return location;
    {
        CodeSettings settings = settingsFor(strategy);
        auto made = CodeStrategyRegistry::make(settings, [&db](const QString &name) { return (*db)->secret(name); });
        auto &pool = dynamic_cast<PoolStrategy &>(**made);
        CodePoolSupply filler(**db, pool.maker(), pool.fromCounter(), settings.poolBatch, settings.poolSize);
        filler.refill(count);
    }
    (*db)->closeThreadConnection();
    return location;
}

// Four processes of `count` creates each at once: creates a second over the wall time, retries.
Result<Outcome> fourProcesses(const QString &location, const QString &strategy, int count)
{
    std::vector<std::unique_ptr<QProcess>> processes;
    QElapsedTimer timer;
    timer.start();
    for (int p = 0; p < 4; ++p) {
        auto process = std::make_unique<QProcess>();
        process->start(QCoreApplication::applicationFilePath(),
            {u"--worker"_s, location, strategy, QString::number(count), u"p%1"_s.arg(p)});
        processes.push_back(std::move(process));
    }
    Outcome outcome;
    for (auto &process : processes) {
        process->waitForFinished(-1);
        const QStringList parts = QString::fromUtf8(process->readAllStandardOutput()).trimmed().split(u' ');
        if (process->exitCode() != 0 || parts.size() != 3)
            return Error{Error::Kind::Storage, QString::fromUtf8(process->readAllStandardError()), {}, {}};
        outcome.creates += parts[0].toLongLong();
        outcome.retries += parts[1].toLongLong();
        outcome.characters += parts[2].toLongLong();
    }
    outcome.seconds = timer.nsecsElapsed() / 1e9;
    return outcome;
}

}  // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList arguments = QCoreApplication::arguments();
    if (arguments.value(1) == u"--worker") {
        const auto outcome
            = create(arguments.value(2), arguments.value(3), arguments.value(4).toInt(), arguments.value(5));
        if (!outcome) {
            std::fprintf(stderr, "%s\n", qPrintable(outcome.error().message));
            return 1;
        }
        std::printf("%lld %lld %lld\n", outcome->creates, outcome->retries, outcome->characters);
        return 0;
    }
    int creates = 2000;
    qint64 stored = 1000000;
    QString pg;
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == u"--creates")
            creates = arguments.value(++i).toInt();
        else if (arguments[i] == u"--stored")
            stored = arguments.value(++i).toLongLong();
        else if (arguments[i] == u"--pg")
            pg = arguments.value(++i);
    }
    QTemporaryDir dir;
    const QString engine = pg.isEmpty() ? u"SQLite"_s : u"PostgreSQL"_s;
    std::printf("| engine | strategy | creates/s, 1 thread | creates/s, 4 processes | retries per 1,000, empty | "
                "retries per 1,000 at %lld stored | code length |\n|---|---|---|---|---|---|---|\n",
        stored);
    // One database with STORED links for the crowded creates, loaded once.
    const QString crowdedLocation = pg.isEmpty() ? dir.filePath(u"crowded.db"_s) : pg;
    if (auto loaded = bulkLoadRandom(freshDatabase(dir, pg, u"crowded"_s), stored); !loaded.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.error().message));
        return 1;
    }
    for (const QString &strategy : CodeStrategyRegistry::ids()) {
        {
            auto db = Database::open(crowdedLocation);
            emptyOfCreates(**db);
            (*db)->closeThreadConnection();
        }
        const auto crowded = create(withPool(crowdedLocation, strategy, 2 * creates), strategy, creates, u"crowded"_s);
        const auto one = create(
            withPool(freshDatabase(dir, pg, strategy + u"-one"_s), strategy, 2 * creates), strategy, creates, u"one"_s);
        const auto four = fourProcesses(
            withPool(freshDatabase(dir, pg, strategy + u"-four"_s), strategy, 2 * creates), strategy, creates / 4);
        for (const auto *result : {&one, &four, &crowded}) {
            if (!*result) {
                std::fprintf(stderr, "%s: %s\n", qPrintable(strategy), qPrintable(result->error().message));
                return 1;
            }
        }
        std::printf("| %s | %s | %.0f | %.0f | %.2f | %.2f | %.1f |\n", qPrintable(engine), qPrintable(strategy),
            one->creates / one->seconds, four->creates / four->seconds, 1000.0 * one->retries / one->creates,
            1000.0 * crowded->retries / crowded->creates, double(one->characters) / one->creates);
        std::fflush(stdout);
    }
    return 0;
}
