#include "core/codes/PoolStrategy.h"

#include "core/codes/RandomStrategy.h"

namespace kurz {

Result<std::unique_ptr<PoolStrategy>> PoolStrategy::create(
    const Alphabet &alphabet, int length, bool fromCounter, const QByteArray &key)
{
    std::shared_ptr<const Feistel> feistel;
    if (fromCounter) {
        auto made = Feistel::create(key, alphabet, length);
        if (!made)
            return made.error();
        feistel = std::make_shared<const Feistel>(std::move(made).value());
    }
    return std::unique_ptr<PoolStrategy>(new PoolStrategy(alphabet, length, std::move(feistel)));
}

PoolStrategy::PoolStrategy(Alphabet alphabet, int length, std::shared_ptr<const Feistel> feistel)
    : m_alphabet(std::move(alphabet))
    , m_length(length)
    , m_fromCounter(feistel != nullptr)
    , m_feistel(std::move(feistel))
{
}

QString PoolStrategy::make(quint64 counter) const
{
    return maker()(counter);
}

std::function<QString(quint64)> PoolStrategy::maker() const
{
    return [alphabet = m_alphabet, length = m_length, feistel = m_feistel](quint64 counter) {
        if (feistel)
            return feistel->encode(counter);
        RandomStrategy random(alphabet, length);
        return random.candidate({});
    };
}

QString PoolStrategy::candidate(const CodeContext &context)
{
    return make(context.counter);
}

Result<QString> PoolStrategy::propose(const CodeContext &context)
{
    if (!m_supply)
        return candidate(context);
    return m_supply();
}

}  // namespace kurz
