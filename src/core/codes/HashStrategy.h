#pragma once

#include "core/codes/Alphabet.h"
#include "core/codes/CodeStrategy.h"

namespace kurz {

// SHA-256 of the normalised URL and the attempt number, reduced modulo A^L: the same URL
// always gets the same first candidate; a taken candidate retries with the next attempt, and
// every eighth miss in a row makes the code one character longer (as RandomStrategy).
class HashStrategy final : public CodeStrategy {
public:
    HashStrategy(Alphabet alphabet, int length);

    QString id() const override { return QStringLiteral("hash"); }
    bool usesCounter() const override { return false; }
    QString candidate(const CodeContext &context) override;

private:
    Alphabet m_alphabet;
    int m_length;
};

}  // namespace kurz
