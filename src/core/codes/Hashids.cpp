#include "core/codes/Hashids.h"

#include <QCoreApplication>
#include <QList>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace Qt::StringLiterals;

namespace kurz {

// The reference's salted swap walk; only the first n - 1 salt values are ever used.
static void hashidsShuffle(char *chars, size_t n, const quint32 *salt, size_t saltLength)
{
    if (saltLength == 0 || n < 2)
        return;
    quint64 p = 0;
    for (size_t i = n - 1, v = 0; i > 0; --i, ++v) {
        v %= saltLength;
        const quint64 integer = salt[v];
        p += integer;
        const size_t j = size_t((integer + v + p) % i);
        std::swap(chars[i], chars[j]);
    }
}

static void selfShuffle(char *chars, size_t n)
{
    quint32 salt[128];
    for (size_t k = 0; k < n; ++k)
        salt[k] = uchar(chars[k]);
    hashidsShuffle(chars, n, salt, n);
}

Result<Hashids> Hashids::create(const QString &salt, int minLength, const QString &alphabet)
{
    if (minLength < 0 || minLength > MaxMinLength)
        return invalidInput(QCoreApplication::translate(
                                "kurz::Hashids", "The Hashids minimum length has to be between 0 and %1, not %2.")
                                .arg(MaxMinLength)
                                .arg(minLength),
            u"length"_s);
    std::string unique;
    for (QChar c : alphabet) {
        if (c.unicode() < 0x21 || c.unicode() > 0x7e)
            return invalidInput(
                QCoreApplication::translate("kurz::Hashids",
                    "The Hashids alphabet may only contain printable ASCII characters without spaces; '%1' is not one.")
                    .arg(c),
                u"alphabet"_s);
        if (unique.find(char(c.unicode())) == std::string::npos)
            unique.push_back(char(c.unicode()));
    }
    if (unique.size() < size_t(MinAlphabetLength))
        return invalidInput(QCoreApplication::translate("kurz::Hashids",
                                "The Hashids alphabet must contain at least %1 unique characters; '%2' has %3.")
                                .arg(QString::number(MinAlphabetLength), alphabet, QString::number(unique.size())),
            u"alphabet"_s);

    Hashids h;
    h.m_minLength = size_t(minLength);
    for (uint codePoint : salt.toUcs4())
        h.m_salt.push_back(codePoint);
    for (char c : DefaultSeparators) {
        if (unique.find(c) != std::string::npos)
            h.m_separators.push_back(c);
    }
    for (char c : unique) {
        if (DefaultSeparators.find(c) == std::string_view::npos)
            h.m_alphabet.push_back(c);
    }
    hashidsShuffle(h.m_separators.data(), h.m_separators.size(), h.m_salt.data(), h.m_salt.size());

    // Keep the alphabet at most 3.5 times as long as the separators.
    if (h.m_separators.empty() || double(h.m_alphabet.size()) / double(h.m_separators.size()) > 3.5) {
        const size_t wanted = size_t(std::ceil(double(h.m_alphabet.size()) / 3.5));
        if (wanted > h.m_separators.size()) {
            const size_t diff = wanted - h.m_separators.size();
            h.m_separators += h.m_alphabet.substr(0, diff);
            h.m_alphabet.erase(0, diff);
        }
    }
    hashidsShuffle(h.m_alphabet.data(), h.m_alphabet.size(), h.m_salt.data(), h.m_salt.size());

    const size_t guardCount = size_t(std::ceil(double(h.m_alphabet.size()) / 12.0));
    if (h.m_alphabet.size() < 3) {
        h.m_guards = h.m_separators.substr(0, guardCount);
        h.m_separators.erase(0, guardCount);
    } else {
        h.m_guards = h.m_alphabet.substr(0, guardCount);
        h.m_alphabet.erase(0, guardCount);
    }

    for (char c : h.m_alphabet)
        h.m_kind[uchar(c)] = Letter;
    for (char c : h.m_separators)
        h.m_kind[uchar(c)] = Separator;
    for (char c : h.m_guards)
        h.m_kind[uchar(c)] = Guard;

    // The first number's alphabet depends only on the lottery character: compute each once.
    const size_t n = h.m_alphabet.size();
    h.m_firstAlphabets.resize(n * n);
    for (size_t lottery = 0; lottery < n; ++lottery) {
        char *out = h.m_firstAlphabets.data() + lottery * n;
        std::memcpy(out, h.m_alphabet.data(), n);
        h.shuffleForNumber(out, h.m_alphabet[lottery]);
    }
    return h;
}

// Shuffles with the salt lottery + salt + alphabet, cut to the alphabet's length.
void Hashids::shuffleForNumber(char *alphabet, char lottery) const
{
    const size_t n = m_alphabet.size();
    quint32 buffer[128];
    size_t k = 0;
    buffer[k++] = uchar(lottery);
    for (size_t s = 0; s < m_salt.size() && k < n; ++s)
        buffer[k++] = m_salt[s];
    for (size_t a = 0; k < n; ++a)
        buffer[k++] = uchar(alphabet[a]);
    hashidsShuffle(alphabet, n, buffer, n);
}

void Hashids::encodeTo(std::span<const quint64> numbers, std::string &out) const
{
    const size_t n = m_alphabet.size();
    quint64 numbersHash = 0;
    for (size_t i = 0; i < numbers.size(); ++i)
        numbersHash += numbers[i] % (i + 100);
    const size_t lotteryIndex = size_t(numbersHash % n);
    const char lottery = m_alphabet[lotteryIndex];

    char alphabet[128];
    out.assign(1, lottery);
    for (size_t i = 0; i < numbers.size(); ++i) {
        if (i == 0)
            std::memcpy(alphabet, m_firstAlphabets.data() + lotteryIndex * n, n);
        else
            shuffleForNumber(alphabet, lottery);
        const size_t start = out.size();
        char digits[64];
        size_t count = 0;
        quint64 value = numbers[i];
        do {
            digits[count++] = alphabet[value % n];
            value /= n;
        } while (value > 0);
        while (count > 0)
            out.push_back(digits[--count]);
        if (i + 1 < numbers.size()) {
            const quint64 extra = numbers[i] % (uchar(out[start]) + i);
            out.push_back(m_separators[extra % m_separators.size()]);
        }
    }

    if (out.size() < m_minLength) {
        out.insert(out.begin(), m_guards[(numbersHash + uchar(out[0])) % m_guards.size()]);
        if (out.size() < m_minLength)
            out.push_back(m_guards[(numbersHash + uchar(out[2])) % m_guards.size()]);
    }
    const size_t half = n / 2;
    while (out.size() < m_minLength) {
        selfShuffle(alphabet, n);
        out.insert(0, alphabet + half, n - half);
        out.append(alphabet, half);
        if (out.size() > m_minLength)
            out = out.substr((out.size() - m_minLength) / 2, m_minLength);
    }
}

QString Hashids::encode(std::span<const quint64> numbers) const
{
    if (numbers.empty())
        return {};
    std::string out;
    out.reserve(std::max<size_t>(m_minLength, 16));
    encodeTo(numbers, out);
    return QString::fromLatin1(out.data(), qsizetype(out.size()));
}

std::vector<quint64> Hashids::decode(QStringView id) const
{
    std::string text;
    text.reserve(size_t(id.size()));
    for (QChar c : id) {
        if (c.unicode() > 127 || m_kind[c.unicode()] == Foreign)
            return {};
        text.push_back(char(c.unicode()));
    }
    if (text.empty())
        return {};

    // Between the guards, if there are one or two of them.
    std::vector<size_t> guards;
    for (size_t k = 0; k < text.size(); ++k) {
        if (m_kind[uchar(text[k])] == Guard)
            guards.push_back(k);
    }
    std::string_view body(text);
    if (guards.size() == 1 || guards.size() == 2) {
        const size_t end = guards.size() == 2 ? guards[1] : text.size();
        body = body.substr(guards[0] + 1, end - guards[0] - 1);
    } else if (!guards.empty()) {
        body = body.substr(0, guards[0]);
    }
    if (body.empty())
        return {};

    const size_t n = m_alphabet.size();
    const char lottery = body[0];
    body.remove_prefix(1);
    char alphabet[128];
    std::memcpy(alphabet, m_alphabet.data(), n);
    std::vector<quint64> numbers;
    for (;;) {
        size_t end = 0;
        while (end < body.size() && m_kind[uchar(body[end])] != Separator)
            ++end;
        shuffleForNumber(alphabet, lottery);
        quint64 value = 0;
        for (size_t k = 0; k < end; ++k) {
            const char *found = static_cast<const char *>(std::memchr(alphabet, body[k], n));
            if (!found || __builtin_mul_overflow(value, quint64(n), &value)
                || __builtin_add_overflow(value, quint64(found - alphabet), &value))
                return {};
        }
        numbers.push_back(value);
        if (end == body.size())
            break;
        body.remove_prefix(end + 1);
    }

    std::string again;
    encodeTo(numbers, again);
    if (again != text)
        return {};
    return numbers;
}

}  // namespace kurz
