#include "core/links/CodePoolSupply.h"

#include "core/codes/Blocklist.h"
#include "core/codes/PoolStrategy.h"
#include "core/links/AliasPolicy.h"
#include "core/store/Database.h"
#include "core/util/RandomHex.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcCodes)

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

const QString CounterName = u"codes.pool"_s;
constexpr int RefillChunk = 1000;  // codes added to the pool in one transaction

}  // namespace

CodePoolSupply::CodePoolSupply(const Database &database, Make make, bool fromCounter, int batch, int size)
    : m_database(database)
    , m_make(std::move(make))
    , m_fromCounter(fromCounter)
    , m_batchSize(std::max(batch, 1))
    , m_size(std::max(size, 1))
    , m_holder(randomHex(16))
{
}

CodePoolSupply::~CodePoolSupply()
{
    waitForRefill();
    const QStringList unused = m_batch.mid(m_nextInBatch);
    if (auto given = m_database.codePool().giveBack(m_holder, unused); !given.ok())
        qCWarning(lcCodes).noquote() << "pooled codes not given back:" << given.error().message;
}

std::shared_ptr<CodePoolSupply> CodePoolSupply::attach(
    PoolStrategy &strategy, const Database &database, const CodeSettings &settings)
{
    auto supply = std::make_shared<CodePoolSupply>(
        database, strategy.maker(), strategy.fromCounter(), settings.poolBatch, settings.poolSize);
    strategy.setSupply([supply] { return supply->next(); });
    return supply;
}

Result<QString> CodePoolSupply::next()
{
    QMutexLocker lock(&m_mutex);
    if (m_nextInBatch < m_batch.size())
        return m_batch.at(m_nextInBatch++);
    if (m_database.connections().transaction().depth > 0)
        return direct();
    auto taken = m_database.codePool().take(m_holder, m_batchSize);
    if (taken && taken->isEmpty()) {
        // The pool is empty: this create waits for a batch's worth of codes.
        ++m_stats.waits;
        lock.unlock();
        waitForRefill();
        const auto added = refill(m_batchSize);
        lock.relock();
        if (!added)
            return added.error();
        if (m_nextInBatch < m_batch.size())  // another thread took a batch meanwhile
            return m_batch.at(m_nextInBatch++);
        taken = m_database.codePool().take(m_holder, m_batchSize);
    }
    if (!taken)
        return taken.error();
    if (taken->isEmpty())
        return Error{Error::Kind::Exhausted,
            QCoreApplication::translate("kurz::CodePoolSupply",
                "The code pool is empty and no new codes could be added to it. Choose a longer code length in "
                "Settings → Codes."),
            {}, reasons::CodesExhausted};
    ++m_stats.batches;
    m_batch = std::move(taken).value();
    m_nextInBatch = 0;
    const auto free = m_database.codePool().freeCount();
    if (free && *free < lowWater())
        refillInBackground();
    return m_batch.at(m_nextInBatch++);
}

Result<QString> CodePoolSupply::direct()
{
    ++m_stats.direct;
    quint64 counter = 0;
    if (m_fromCounter) {
        const auto value = m_database.counters().nextValue(CounterName);
        if (!value)
            return value.error();
        counter = *value;
    }
    return m_make(counter);
}

Result<int> CodePoolSupply::refill(int count)
{
    int added = 0;
    int fruitless = 0;
    while (added < count) {
        const int chunk = std::min(count - added, RefillChunk);
        std::vector<quint64> counters(size_t(chunk), 0);
        if (m_fromCounter) {
            auto values = m_database.counters().nextValues(CounterName, chunk);
            if (!values)
                return values.error();
            counters = std::move(values).value();
        }
        QStringList codes;
        codes.reserve(chunk);
        for (quint64 counter : counters) {
            const QString code = m_make(counter);
            if (code.isEmpty())
                break;  // the counter passed the code space
            if (!AliasPolicy::isReserved(code) && !Blocklist::standard().occursIn(code))
                codes.append(code);
        }
        const auto inserted = m_database.codePool().add(codes);
        if (!inserted)
            return inserted.error();
        added += *inserted;
        if (*inserted == 0 && ++fruitless >= 4)
            return Error{Error::Kind::Exhausted,
                QCoreApplication::translate("kurz::CodePoolSupply",
                    "No new codes could be added to the pool: codes of this length are used up. Choose a longer "
                    "code length in Settings → Codes."),
                {}, reasons::CodesExhausted};
    }
    return added;
}

void CodePoolSupply::refillInBackground()
{
    if (m_refilling.exchange(true))
        return;
    if (m_refill.joinable())
        m_refill.join();  // the last refill's thread, finished
    ++m_stats.backgroundRefills;
    m_refill = std::thread([this] {
        const auto free = m_database.codePool().freeCount();
        if (free && *free < m_size) {
            if (auto added = refill(int(m_size - *free)); !added)
                qCWarning(lcCodes).noquote() << "the code pool was not refilled:" << added.error().message;
        }
        m_database.closeThreadConnection();
        m_refilling = false;
    });
}

void CodePoolSupply::waitForRefill()
{
    std::thread finished;
    {
        QMutexLocker lock(&m_mutex);
        if (!m_refill.joinable())
            return;
        finished = std::move(m_refill);
    }
    finished.join();
}

CodePoolSupply::Stats CodePoolSupply::stats() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats;
}

}  // namespace kurz
