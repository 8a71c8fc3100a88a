#pragma once

#include "core/util/Result.h"

#include <QStringList>

#include <bitset>
#include <string>
#include <string_view>
#include <unordered_set>

namespace kurz {

// A set of lower-case words that generated codes must not contain (offensive words).
class Blocklist {
public:
    // The default Sqids blocklist (560 words), built into Kurz.
    static const Blocklist &standard();
    // One word per line; blank lines are skipped.
    static Result<Blocklist> fromFile(const QString &path);

    Blocklist() = default;
    explicit Blocklist(const QStringList &words);  // lower-cased; empty words dropped

    bool isEmpty() const { return m_words.empty(); }
    qsizetype size() const { return qsizetype(m_words.size()); }
    QStringList words() const;  // sorted
    size_t shortestWord() const { return m_shortest; }
    size_t longestWord() const { return m_longest; }

    // Exact membership of an already lower-cased word.
    bool contains(std::string_view lowerCaseWord) const { return m_words.find(lowerCaseWord) != m_words.end(); }
    // False when no word can start at the beginning of this lower-case text: a cheap filter
    // on the first three characters (always true for lists with words shorter than that).
    bool mayStartAt(std::string_view lowerCaseText) const
    {
        return m_shortest < PrefixLength || lowerCaseText.size() < PrefixLength
            || m_prefixes[prefixHash(lowerCaseText)];
    }
    // True when any word occurs anywhere in the code, ignoring ASCII case.
    bool occursIn(QStringView code) const;

private:
    static constexpr size_t PrefixLength = 3;
    static size_t prefixHash(std::string_view text)
    {
        return (uchar(text[0]) * 31u * 31u + uchar(text[1]) * 31u + uchar(text[2])) % PrefixBits;
    }
    static constexpr size_t PrefixBits = 1 << 14;

    struct Hash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    std::unordered_set<std::string, Hash, std::equal_to<>> m_words;
    size_t m_shortest = 0;
    size_t m_longest = 0;
    std::bitset<PrefixBits> m_prefixes;  // prefixHash of every word's first characters
};

}  // namespace kurz
