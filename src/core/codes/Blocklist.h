#pragma once

#include "core/util/Result.h"

#include <QStringList>

#include <string>
#include <string_view>
#include <unordered_set>

namespace kurz {

// A set of lower-case words that generated codes must not contain (offensive words).
class Blocklist
{
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
    // True when any word occurs anywhere in the code, ignoring ASCII case.
    bool occursIn(QStringView code) const;

private:
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    std::unordered_set<std::string, Hash, std::equal_to<>> m_words;
    size_t m_shortest = 0;
    size_t m_longest = 0;
};

} // namespace kurz
