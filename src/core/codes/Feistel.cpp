#include "core/codes/Feistel.h"

#include <QCoreApplication>
#include <bit>

using namespace Qt::StringLiterals;

namespace kurz {

Result<Feistel> Feistel::create(const QByteArray &key, const Alphabet &alphabet, int length)
{
    if (length < 1 || length > MaxLength)
        return invalidInput(
            QCoreApplication::translate("kurz::Feistel", "The Feistel code length has to be between 1 and %1, not %2.")
                .arg(MaxLength)
                .arg(length),
            u"length"_s);
    if (const Result<void> valid = Alphabet::validate(alphabet.characters(), 2); !valid.ok())
        return valid.error();
    return Feistel(key, alphabet, length);
}

Feistel::Feistel(const QByteArray &key, const Alphabet &alphabet, int length)
    : m_hash(key)
    , m_characters(alphabet.characters().toLatin1().toStdString())
    , m_length(length)
{
    const quint64 base = quint64(alphabet.size());
    quint64 size = 1;
    bool full = false;
    for (int i = 0; i < length && !full; ++i)
        full = __builtin_mul_overflow(size, base, &size);
    for (;;) {
        Domain d;
        d.full = full;
        d.size = full ? 0 : size;
        const int bits = full ? 64 : std::bit_width(size - 1);
        d.halfBits = (bits + 1) / 2;
        d.mask = (quint64(1) << d.halfBits) - 1;
        m_domains.push_back(d);
        if (full)
            break;
        full = __builtin_mul_overflow(size, base, &size);
    }
}

quint64 Feistel::round(const Domain &d, int length, int round, quint64 half) const
{
    return m_hash(half | (quint64(round) << 32) | (quint64(length) << 40)) & d.mask;
}

quint64 Feistel::forward(const Domain &d, int length, quint64 x) const
{
    quint64 left = x >> d.halfBits;
    quint64 right = x & d.mask;
    for (int r = 0; r < Rounds; ++r) {
        const quint64 next = left ^ round(d, length, r, right);
        left = right;
        right = next;
    }
    return (left << d.halfBits) | right;
}

quint64 Feistel::backward(const Domain &d, int length, quint64 x) const
{
    quint64 left = x >> d.halfBits;
    quint64 right = x & d.mask;
    for (int r = Rounds - 1; r >= 0; --r) {
        const quint64 previous = right ^ round(d, length, r, left);
        right = left;
        left = previous;
    }
    return (left << d.halfBits) | right;
}

// Cycle walking: the network permutes [0, 2^2h); stepping on until the value is below the
// domain's size again keeps the walk a permutation of [0, size).
quint64 Feistel::permute(quint64 value, int length) const
{
    const Domain &d = domain(length);
    do {
        value = forward(d, length, value);
    } while (!d.full && value >= d.size);
    return value;
}

quint64 Feistel::unpermute(quint64 value, int length) const
{
    const Domain &d = domain(length);
    do {
        value = backward(d, length, value);
    } while (!d.full && value >= d.size);
    return value;
}

int Feistel::lengthFor(quint64 value) const
{
    int length = m_length;
    while (!domain(length).full && value >= domain(length).size)
        ++length;
    return length;
}

QString Feistel::encode(quint64 value) const
{
    const int length = lengthFor(value);
    quint64 x = permute(value, length);
    const quint64 base = m_characters.size();
    char buffer[MaxLength + 64];
    for (int i = length - 1; i >= 0; --i) {
        buffer[i] = m_characters[size_t(x % base)];
        x /= base;
    }
    return QString::fromLatin1(buffer, length);
}

std::optional<quint64> Feistel::decode(QStringView code) const
{
    const int length = int(code.size());
    if (length < m_length || length - m_length >= int(m_domains.size()))
        return std::nullopt;
    const quint64 base = m_characters.size();
    quint64 x = 0;
    for (QChar c : code) {
        const size_t digit = c.unicode() < 128 ? m_characters.find(char(c.unicode())) : std::string::npos;
        if (digit == std::string::npos || __builtin_mul_overflow(x, base, &x)
            || __builtin_add_overflow(x, quint64(digit), &x))
            return std::nullopt;
    }
    const quint64 value = unpermute(x, length);
    if (lengthFor(value) != length)
        return std::nullopt;  // encode() writes this value at another length
    return value;
}

}  // namespace kurz
