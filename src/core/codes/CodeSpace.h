#pragma once

#include <QString>

#include <optional>

namespace kurz {

// How many codes an alphabet and a length allow, and how likely random codes collide; what
// the settings page shows next to the code options.
class CodeSpace
{
public:
    CodeSpace(int alphabetSize, int length);

    int alphabetSize() const { return m_alphabetSize; }
    int length() const { return m_length; }

    double capacity() const;                       // A^L
    std::optional<quint64> exactCapacity() const;  // A^L when it fits in 64 bits
    // Chance that the next random code is one of `links` codes already taken: n / N.
    double nextCollisionChance(qint64 links) const;
    // Chance that any two of `codes` random codes are equal (the birthday problem).
    double anyCollisionChance(qint64 codes) const;

    // "62^7 = 3.5 trillion codes; at 12,408 links the next random code collides with
    // probability 3.5 × 10^-9"
    QString describe(qint64 links) const;

    static QString formatCount(double count);          // "12,408", "3.5 trillion", "4.7 × 10^24"
    static QString formatProbability(double chance);   // "0", "0.25", "3.5 × 10^-9", "1"

private:
    int m_alphabetSize;
    int m_length;
};

} // namespace kurz
