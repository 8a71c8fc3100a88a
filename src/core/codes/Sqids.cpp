#include "core/codes/Sqids.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

namespace kurz {

// The specification's deterministic, unsalted swap walk.
static void sqidsShuffle(char *chars, size_t n)
{
    for (size_t i = 0, j = n - 1; j > 0; ++i, --j) {
        const size_t r = (i * j + uchar(chars[i]) + uchar(chars[j])) % n;
        std::swap(chars[i], chars[r]);
    }
}

static char asciiLower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c + ('a' - 'A')) : c;
}

Result<Sqids> Sqids::create(const Options &options)
{
    const QString &alphabet = options.alphabet;
    for (QChar c : alphabet) {
        if (c.unicode() > 127)
            return invalidInput(
                QCoreApplication::translate("kurz::Sqids",
                    "The Sqids alphabet cannot contain multibyte characters; '%1' is one. Use ASCII characters only.")
                    .arg(c),
                u"alphabet"_s);
    }
    if (alphabet.size() < MinAlphabetLength)
        return invalidInput(QCoreApplication::translate(
                                "kurz::Sqids", "The Sqids alphabet must have at least %1 characters; '%2' has %3.")
                                .arg(QString::number(MinAlphabetLength), alphabet, QString::number(alphabet.size())),
            u"alphabet"_s);
    for (qsizetype i = 0; i < alphabet.size(); ++i) {
        if (alphabet.indexOf(alphabet.at(i)) != i)
            return invalidInput(QCoreApplication::translate("kurz::Sqids",
                                    "The Sqids alphabet must contain unique characters; '%1' appears more than once.")
                                    .arg(alphabet.at(i)),
                u"alphabet"_s);
    }
    if (options.minLength < 0 || options.minLength > MaxMinLength)
        return invalidInput(
            QCoreApplication::translate("kurz::Sqids", "The Sqids minimum length has to be between 0 and %1, not %2.")
                .arg(MaxMinLength)
                .arg(options.minLength),
            u"length"_s);

    Sqids sqids;
    sqids.m_alphabet = alphabet.toLatin1().toStdString();
    sqids.m_minLength = size_t(options.minLength);

    // Blocklist words the alphabet cannot spell (ignoring case) can never match: drop them.
    const QString lowerAlphabet = alphabet.toLower();
    QStringList words;
    const Blocklist &blocklist = options.blocklist ? *options.blocklist : Blocklist::standard();
    for (const QString &word : blocklist.words()) {
        if (word.size() >= 3
            && std::all_of(word.cbegin(), word.cend(), [&](QChar c) { return lowerAlphabet.contains(c); }))
            words.append(word);
    }
    sqids.m_blocklist = Blocklist(words);

    const size_t n = sqids.m_alphabet.size();
    sqidsShuffle(sqids.m_alphabet.data(), n);
    std::fill(std::begin(sqids.m_index), std::end(sqids.m_index), -1);
    for (size_t i = 0; i < n; ++i)
        sqids.m_index[uchar(sqids.m_alphabet[i])] = int(i);
    sqids.m_tables.resize(2 * n * n);
    for (size_t offset = 0; offset < n; ++offset) {
        char *reversed = sqids.m_tables.data() + offset * n;
        for (size_t k = 0; k < n; ++k)
            reversed[k] = sqids.m_alphabet[(offset + n - 1 - k) % n];
        char *shuffled = sqids.m_tables.data() + (n + offset) * n;
        std::memcpy(shuffled, reversed, n);
        sqidsShuffle(shuffled, n);
    }
    return sqids;
}

// The specification's shuffle between numbers and padding chunks; the first one from the table.
void Sqids::shuffleOnce(char *alphabet, size_t offset, int &shuffles) const
{
    const size_t n = m_alphabet.size();
    if (shuffles++ == 0)
        std::memcpy(alphabet, m_tables.data() + (n + offset) * n, n);
    else
        sqidsShuffle(alphabet, n);
}

void Sqids::encodeAttempt(std::span<const quint64> numbers, size_t increment, std::string &id) const
{
    const size_t n = m_alphabet.size();
    size_t offset = numbers.size();
    for (size_t i = 0; i < numbers.size(); ++i)
        offset += uchar(m_alphabet[numbers[i] % n]) + i;
    offset = (offset % n + increment) % n;

    // The alphabet rotated to start at offset, then reversed.
    char alphabet[128];
    std::memcpy(alphabet, m_tables.data() + offset * n, n);
    int shuffles = 0;
    id.clear();
    id.push_back(m_alphabet[offset]);
    const quint64 base = n - 1;
    for (size_t i = 0; i < numbers.size(); ++i) {
        char digits[64];
        size_t count = 0;
        quint64 value = numbers[i];
        do {
            digits[count++] = alphabet[1 + value % base];
            value /= base;
        } while (value > 0);
        while (count > 0)
            id.push_back(digits[--count]);
        if (i + 1 < numbers.size()) {
            id.push_back(alphabet[0]);
            shuffleOnce(alphabet, offset, shuffles);
        }
    }
    if (m_minLength > id.size()) {
        id.push_back(alphabet[0]);
        while (m_minLength > id.size()) {
            shuffleOnce(alphabet, offset, shuffles);
            id.append(alphabet, std::min(m_minLength - id.size(), n));
        }
    }
}

bool Sqids::isBlocked(const std::string &id) const
{
    if (m_blocklist.isEmpty())
        return false;
    std::string lower(id);
    std::transform(lower.begin(), lower.end(), lower.begin(), asciiLower);
    if (lower.size() <= 3)
        return m_blocklist.contains(lower);
    // Longer ids: words of 3 or fewer never match; words with digits only as prefix or suffix.
    const std::string_view view(lower);
    for (size_t start = 0; start + 4 <= lower.size(); ++start) {
        if (!m_blocklist.mayStartAt(view.substr(start)))
            continue;
        const size_t longest = std::min(m_blocklist.longestWord(), lower.size() - start);
        for (size_t length = 4; length <= longest; ++length) {
            const std::string_view word = view.substr(start, length);
            if (!m_blocklist.contains(word))
                continue;
            const bool hasDigit = std::any_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (!hasDigit || start == 0 || start + length == lower.size())
                return true;
        }
    }
    return false;
}

Result<QString> Sqids::encode(std::span<const quint64> numbers) const
{
    if (numbers.empty())
        return QString();
    std::string id;
    id.reserve(std::max<size_t>(m_minLength, 16));
    for (size_t increment = 0; increment <= m_alphabet.size(); ++increment) {
        encodeAttempt(numbers, increment, id);
        if (!isBlocked(id))
            return QString::fromLatin1(id.data(), qsizetype(id.size()));
    }
    return Error{Error::Kind::Exhausted,
        QCoreApplication::translate("kurz::Sqids",
            "Sqids reached the maximum number of attempts to re-generate the ID: every one contained a blocked word. "
            "Use a longer alphabet, another minimum length or a smaller blocklist."),
        {}};
}

std::vector<quint64> Sqids::decode(QStringView id) const
{
    std::vector<quint64> numbers;
    if (id.isEmpty())
        return numbers;
    for (QChar c : id) {
        if (c.unicode() > 127 || m_index[c.unicode()] < 0)
            return numbers;
    }
    const size_t n = m_alphabet.size();
    const size_t offset = size_t(m_index[id.at(0).unicode()]);
    char alphabet[128];
    std::memcpy(alphabet, m_tables.data() + offset * n, n);
    int shuffles = 0;
    const quint64 base = n - 1;
    qsizetype pos = 1;
    while (pos < id.size()) {
        const char16_t separator = char16_t(uchar(alphabet[0]));
        qsizetype end = pos;
        while (end < id.size() && id.at(end).unicode() != separator)
            ++end;
        if (end == pos)
            return numbers;
        quint64 value = 0;
        for (qsizetype k = pos; k < end; ++k) {
            const char *found = static_cast<const char *>(std::memchr(alphabet + 1, int(id.at(k).unicode()), n - 1));
            if (__builtin_mul_overflow(value, base, &value)
                || __builtin_add_overflow(value, quint64(found - (alphabet + 1)), &value))
                return {};
        }
        numbers.push_back(value);
        if (end < id.size())
            shuffleOnce(alphabet, offset, shuffles);
        pos = end + 1;
    }
    return numbers;
}

}  // namespace kurz
