#pragma once

#include <QLocale>
#include <QString>

#include <optional>

namespace kurz {

// How many codes an alphabet and a length allow, and how likely random codes collide; what
// the settings page shows next to the code options.
class CodeSpace {
public:
    CodeSpace(int alphabetSize, int length);

    int alphabetSize() const { return m_alphabetSize; }
    int length() const { return m_length; }

    double capacity() const;  // A^L
    std::optional<quint64> exactCapacity() const;  // A^L when it fits in 64 bits
    // Chance that the next random code is one of `links` codes already taken: n / N.
    double nextCollisionChance(qint64 links) const;
    // Chance that any two of `codes` random codes are equal (the birthday problem).
    double anyCollisionChance(qint64 codes) const;

    // In English: "12,408", "3.5 trillion", "4.7 × 10^24"; other languages get digits in their
    // own format ("3.521.614.606.208" in German) up to 10^15, then "4,7 × 10^24".
    static QString formatCount(double count, const QLocale &locale = QLocale(QLocale::English, QLocale::UnitedStates));
    // "0", "0.25", "3.5 × 10^-9", "1", with the locale's decimal point.
    static QString formatProbability(
        double chance, const QLocale &locale = QLocale(QLocale::English, QLocale::UnitedStates));

private:
    int m_alphabetSize;
    int m_length;
};

}  // namespace kurz
