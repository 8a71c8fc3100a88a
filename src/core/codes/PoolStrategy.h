#pragma once

#include "core/codes/Alphabet.h"
#include "core/codes/CodeStrategy.h"
#include "core/codes/Feistel.h"

#include <functional>
#include <memory>

namespace kurz {

// Codes made ahead of time into a pool of their own (table code_pool, see CodePool), from
// which each process takes a batch at a time: a create takes the next code of its batch and
// never draws or counts. The pool holds random codes, or counter values through the Feistel
// permutation keyed with the database's secret "codes.pool" (consecutive codes would be
// enumerable). Without a supply (samples, `kurz codes`) the strategy makes codes like those
// of the pool without taking any; makeCodeStrategy attaches the database's (CodePoolSupply).
class PoolStrategy final : public CodeStrategy {
public:
    // The next code of this process's batch, or why there is none.
    using Supply = std::function<Result<QString>()>;

    // `fromCounter`: Feistel codes of the counter (with `key`), else random codes.
    static Result<std::unique_ptr<PoolStrategy>> create(
        const Alphabet &alphabet, int length, bool fromCounter, const QByteArray &key);

    QString id() const override { return QStringLiteral("pool"); }
    bool usesCounter() const override { return false; }
    // A code like those in the pool (random, or the Feistel code of context.counter), taken from nowhere.
    QString candidate(const CodeContext &context) override;
    // The next pooled code from the supply; candidate() without one.
    Result<QString> propose(const CodeContext &context) override;

    bool fromCounter() const { return m_fromCounter; }
    int length() const { return m_length; }
    // The code for the pool of counter value `counter` (ignored for random codes). Safe from any thread.
    QString make(quint64 counter) const;
    // make() as a function that outlives this strategy.
    std::function<QString(quint64 counter)> maker() const;
    void setSupply(Supply supply) { m_supply = std::move(supply); }

private:
    PoolStrategy(Alphabet alphabet, int length, std::shared_ptr<const Feistel> feistel);

    Alphabet m_alphabet;
    int m_length;
    bool m_fromCounter;
    std::shared_ptr<const Feistel> m_feistel;
    Supply m_supply;
};

}  // namespace kurz
