#pragma once

#include "core/codes/Alphabet.h"
#include "core/codes/CodeStrategy.h"

#include <functional>

namespace kurz {

// Codes drawn uniformly from the alphabet with the system CSPRNG. Every eighth miss in a row
// within one create makes the next candidate one character longer, so a crowded code space
// costs a little length, not an endless loop.
class RandomStrategy final : public CodeStrategy {
public:
    using Source = std::function<quint32()>;  // uniformly distributed 32-bit words
    static constexpr int MissesBeforeLonger = 8;

    RandomStrategy(Alphabet alphabet, int length, Source source = {});

    QString id() const override { return QStringLiteral("random"); }
    bool usesCounter() const override { return false; }
    QString candidate(const CodeContext &context) override;

    // One character index in [0, alphabet size) without modulo bias.
    int drawIndex();

private:
    Alphabet m_alphabet;
    int m_length;
    Source m_source;
    quint32 m_limit;  // largest multiple of the alphabet size that fits in 32 bits
};

}  // namespace kurz
