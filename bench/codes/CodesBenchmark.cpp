#include "core/codes/Blocklist.h"
#include "core/codes/FeistelStrategy.h"
#include "core/codes/HashStrategy.h"
#include "core/codes/HashidsStrategy.h"
#include "core/codes/RandomStrategy.h"
#include "core/codes/SequenceStrategy.h"
#include "core/codes/SqidsStrategy.h"

#include <benchmark/benchmark.h>

using namespace Qt::StringLiterals;

using namespace kurz;

// One candidate per iteration for consecutive counter values, as a create asks for them.
static void run(benchmark::State &state, CodeStrategy &strategy)
{
    CodeContext context;
    context.normalizedUrl = QStringLiteral("https://example.org/some/fairly/typical/path?with=query");
    quint64 counter = 1000;
    for (auto _ : state) {
        context.counter = ++counter;
        benchmark::DoNotOptimize(strategy.candidate(context));
    }
    state.SetItemsProcessed(state.iterations());
}

static void BM_random(benchmark::State &state)
{
    RandomStrategy strategy(Alphabet::base62(), 7);
    run(state, strategy);
}

static void BM_sequence(benchmark::State &state)
{
    SequenceStrategy strategy(Alphabet::base62(), 7);
    run(state, strategy);
}

static void BM_sqids(benchmark::State &state)
{
    auto strategy = SqidsStrategy::create(SqidsStrategy::shuffled(Alphabet::base62().characters(), "bench secret"), 7);
    run(state, **strategy);
}

static void BM_hashids(benchmark::State &state)
{
    auto strategy = HashidsStrategy::create(Alphabet::base62().characters(), 7, u"bench salt"_s);
    run(state, **strategy);
}

static void BM_feistel(benchmark::State &state)
{
    auto strategy = FeistelStrategy::create(Alphabet::base62(), 7, "bench key");
    run(state, **strategy);
}

static void BM_hash(benchmark::State &state)
{
    HashStrategy strategy(Alphabet::base62(), 7);
    run(state, strategy);
}

// The check every generated code goes through in Shortener.
static void BM_blocklistCheck(benchmark::State &state)
{
    const QString code = QStringLiteral("k7x2q9Z");
    for (auto _ : state)
        benchmark::DoNotOptimize(Blocklist::standard().occursIn(code));
    state.SetItemsProcessed(state.iterations());
}

BENCHMARK(BM_random);
BENCHMARK(BM_sequence);
BENCHMARK(BM_sqids);
BENCHMARK(BM_hashids);
BENCHMARK(BM_feistel);
BENCHMARK(BM_hash);
BENCHMARK(BM_blocklistCheck);

BENCHMARK_MAIN();
