#pragma once

#include "core/util/Result.h"

#include <QString>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kurz {

// The Hashids algorithm (hashids.js src/hashids.ts, hashids-python): lists of numbers to ids
// shaped by a salt, with separators and guards. Numbers are unsigned 64-bit.
class Hashids {
public:
    static constexpr std::string_view DefaultAlphabet
        = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890";
    static constexpr std::string_view DefaultSeparators = "cfhistuCFHISTU";
    static constexpr int MinAlphabetLength = 16;
    static constexpr int MaxMinLength = 4096;

    // Repeated alphabet characters are dropped, as the reference does; fewer than 16 unique
    // ones, or a character that is not printable ASCII (spaces included), is refused.
    static Result<Hashids> create(const QString &salt, int minLength, const QString &alphabet);
    static Result<Hashids> create(const QString &salt = {}, int minLength = 0)
    {
        return create(salt, minLength, QString::fromLatin1(DefaultAlphabet));
    }

    QString encode(std::span<const quint64> numbers) const;  // empty for no numbers
    // Empty unless the id is exactly what encode() makes of the numbers it spells.
    std::vector<quint64> decode(QStringView id) const;

private:
    enum CharKind : char { Foreign, Letter, Separator, Guard };

    Hashids() = default;
    void encodeTo(std::span<const quint64> numbers, std::string &out) const;
    void shuffleForNumber(char *alphabet, char lottery) const;

    std::string m_alphabet;
    std::string m_separators;
    std::string m_guards;
    std::vector<quint32> m_salt;  // code points
    size_t m_minLength = 0;
    CharKind m_kind[128] = {};
    std::string m_firstAlphabets;  // per lottery index: the alphabet shuffled for the first number
};

}  // namespace kurz
