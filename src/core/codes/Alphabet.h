#pragma once

#include "core/util/Result.h"

#include <QString>

#include <optional>

namespace kurz {

// An ordered set of distinct printable ASCII characters that codes are written in.
class Alphabet {
public:
    static const Alphabet &base62();  // 0-9 a-z A-Z
    static const Alphabet &unambiguous();  // base62 without look-alikes 0 O 1 l I
    static const Alphabet &lowerBase36();  // 0-9 a-z, for case-insensitive matching

    // An empty error string means the characters form a valid alphabet.
    static Result<void> validate(const QString &characters, int minimumSize = 2);

    explicit Alphabet(const QString &characters);

    const QString &characters() const { return m_characters; }
    int size() const { return int(m_characters.size()); }
    QChar at(int index) const { return m_characters.at(index); }
    int indexOf(QChar c) const;

    // Writes value in this base, left-padded with the zero character to at least minLength.
    QString encode(quint64 value, int minLength = 1) const;
    // The value a code written in this base stands for; nullopt for a foreign character,
    // an empty code or a value beyond 64 bits.
    std::optional<quint64> decode(QStringView code) const;

private:
    QString m_characters;
    int m_index[128];
};

}  // namespace kurz
