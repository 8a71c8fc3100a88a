#pragma once

#include "core/codes/Alphabet.h"
#include "core/codes/CodeStrategy.h"

namespace kurz {

// The database counter written in the alphabet's base, padded to a minimum length. Short and
// unique by construction, but enumerable: anyone can guess the neighbours of a code.
class SequenceStrategy final : public CodeStrategy {
public:
    SequenceStrategy(Alphabet alphabet, int minLength);

    QString id() const override { return QStringLiteral("sequence"); }
    bool usesCounter() const override { return true; }
    QString candidate(const CodeContext &context) override;

private:
    Alphabet m_alphabet;
    int m_minLength;
};

}  // namespace kurz
