#pragma once

#include "core/codes/Alphabet.h"
#include "core/codes/KeyedHash.h"
#include "core/util/Result.h"

#include <optional>
#include <string>
#include <vector>

namespace kurz {

// A keyed permutation of [0, A^L) written as codes of exactly L characters of an alphabet of
// A characters: a balanced Feistel network over the smallest even bit width that holds A^L,
// with cycle walking back into range. Unique by construction, and the order of the numbers
// does not show. Numbers from A^L on continue at length L + 1, and so on.
class Feistel {
public:
    static constexpr int Rounds = 8;
    static constexpr int MaxLength = 64;

    static Result<Feistel> create(const QByteArray &key, const Alphabet &alphabet, int length);

    QString encode(quint64 value) const;
    // nullopt for a code that encode() cannot have made with this key, alphabet and length.
    std::optional<quint64> decode(QStringView code) const;

    // The permutation at one length (>= the configured one); value must be below its size.
    quint64 permute(quint64 value, int length) const;
    quint64 unpermute(quint64 value, int length) const;
    int length() const { return m_length; }

private:
    // One code length: its size A^length (or all 64-bit values once that overflows).
    struct Domain {
        quint64 size = 0;
        bool full = false;
        int halfBits = 0;
        quint64 mask = 0;
    };

    Feistel(const QByteArray &key, const Alphabet &alphabet, int length);
    const Domain &domain(int length) const { return m_domains[size_t(length - m_length)]; }
    int lengthFor(quint64 value) const;
    quint64 round(const Domain &d, int length, int round, quint64 half) const;
    quint64 forward(const Domain &d, int length, quint64 x) const;
    quint64 backward(const Domain &d, int length, quint64 x) const;

    KeyedHash m_hash;
    std::string m_characters;
    int m_length = 0;
    std::vector<Domain> m_domains;  // lengths m_length, m_length + 1, ... up to the first full one
};

}  // namespace kurz
