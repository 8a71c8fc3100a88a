#pragma once

#include "core/codes/Blocklist.h"
#include "core/util/Result.h"

#include <QString>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kurz {

// The Sqids specification (sqids-spec src/index.ts): lists of numbers to short ids that look
// random, avoid blocklisted words and decode back. Numbers are unsigned 64-bit.
class Sqids {
public:
    static constexpr std::string_view DefaultAlphabet
        = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    static constexpr int MinAlphabetLength = 3;
    static constexpr int MaxMinLength = 255;

    struct Options {
        QString alphabet = QString::fromLatin1(DefaultAlphabet);
        int minLength = 0;
        std::optional<Blocklist> blocklist;  // unset: Blocklist::standard(); empty: no blocklist
    };

    // Validates the alphabet (single-byte, at least 3, unique) and the minimum length (0-255).
    static Result<Sqids> create(const Options &options);
    static Result<Sqids> create() { return create(Options{}); }

    // Fails only when every re-encoding contains a blocked word.
    Result<QString> encode(std::span<const quint64> numbers) const;
    // Empty for an empty id, a foreign character or a number beyond 64 bits. Like the
    // specification, it does not check that the id is the canonical one.
    std::vector<quint64> decode(QStringView id) const;

private:
    Sqids() = default;
    void encodeAttempt(std::span<const quint64> numbers, size_t increment, std::string &id) const;
    bool isBlocked(const std::string &id) const;
    void shuffleOnce(char *alphabet, size_t offset, int &shuffles) const;

    std::string m_alphabet;  // the given alphabet after the specification's fixed shuffle
    size_t m_minLength = 0;
    Blocklist m_blocklist;  // only words the alphabet can spell
    int m_index[128] = {};  // character -> position in m_alphabet, -1 if absent
    // Per offset: the alphabet rotated to it and reversed, then the same shuffled once
    // (2 n x n characters), so that a typical encode does no shuffle of its own.
    std::string m_tables;
};

}  // namespace kurz
