#include "core/codes/RandomStrategy.h"

#include <QRandomGenerator>

namespace kurz {

RandomStrategy::RandomStrategy(Alphabet alphabet, int length, Source source)
    : m_alphabet(std::move(alphabet))
    , m_length(length)
    , m_source(std::move(source))
{
    if (!m_source)
        m_source = [] { return QRandomGenerator::system()->generate(); };
    const quint64 size = quint64(m_alphabet.size());
    m_limit = quint32((quint64(1) << 32) / size * size - 1);
}

int RandomStrategy::drawIndex()
{
    for (;;) {
        const quint32 word = m_source();
        if (word <= m_limit)
            return int(word % quint32(m_alphabet.size()));
    }
}

QString RandomStrategy::candidate(const CodeContext &context)
{
    const int length = (context.length > 0 ? context.length : m_length) + context.attempt / MissesBeforeLonger;
    QString code(length, Qt::Uninitialized);
    for (int i = 0; i < length; ++i)
        code[i] = m_alphabet.at(drawIndex());
    return code;
}

}  // namespace kurz
