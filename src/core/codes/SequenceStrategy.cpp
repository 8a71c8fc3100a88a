#include "core/codes/SequenceStrategy.h"

namespace kurz {

SequenceStrategy::SequenceStrategy(Alphabet alphabet, int minLength)
    : m_alphabet(std::move(alphabet))
    , m_minLength(minLength)
{
}

QString SequenceStrategy::candidate(const CodeContext &context)
{
    return m_alphabet.encode(context.counter, context.length > 0 ? context.length : m_minLength);
}

}  // namespace kurz
