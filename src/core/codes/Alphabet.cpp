#include "core/codes/Alphabet.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

const Alphabet &Alphabet::base62()
{
    static const Alphabet alphabet(u"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"_s);
    return alphabet;
}

const Alphabet &Alphabet::unambiguous()
{
    static const Alphabet alphabet(u"23456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"_s);
    return alphabet;
}

const Alphabet &Alphabet::lowerBase36()
{
    static const Alphabet alphabet(u"0123456789abcdefghijklmnopqrstuvwxyz"_s);
    return alphabet;
}

Result<void> Alphabet::validate(const QString &characters, int minimumSize)
{
    QSet<QChar> seen;
    for (QChar c : characters) {
        if (c.unicode() < 0x21 || c.unicode() > 0x7e)
            return invalidInput(QCoreApplication::translate("kurz::Alphabet",
                                    "The alphabet may only contain printable ASCII characters; '%1' is not one.")
                                    .arg(c),
                u"alphabet"_s);
        if (seen.contains(c))
            return invalidInput(QCoreApplication::translate("kurz::Alphabet",
                                    "The alphabet contains '%1' twice; every character must be unique.")
                                    .arg(c),
                u"alphabet"_s);
        seen.insert(c);
    }
    if (characters.size() < minimumSize)
        return invalidInput(
            QCoreApplication::translate("kurz::Alphabet", "The alphabet needs at least %1 characters; it has %2.")
                .arg(minimumSize)
                .arg(characters.size()),
            u"alphabet"_s);
    return {};
}

Alphabet::Alphabet(const QString &characters)
    : m_characters(characters)
{
    std::fill(std::begin(m_index), std::end(m_index), -1);
    for (int i = 0; i < m_characters.size(); ++i) {
        const char16_t c = m_characters.at(i).unicode();
        if (c < 128)
            m_index[c] = i;
    }
}

int Alphabet::indexOf(QChar c) const
{
    return c.unicode() < 128 ? m_index[c.unicode()] : -1;
}

QString Alphabet::encode(quint64 value, int minLength) const
{
    const quint64 base = quint64(size());
    QChar buffer[64];
    int n = 0;
    do {
        buffer[n++] = m_characters.at(int(value % base));
        value /= base;
    } while (value > 0);
    QString out;
    out.reserve(std::max(n, minLength));
    for (int i = n; i < minLength; ++i)
        out.append(m_characters.at(0));
    while (n > 0)
        out.append(buffer[--n]);
    return out;
}

std::optional<quint64> Alphabet::decode(QStringView code) const
{
    if (code.isEmpty())
        return std::nullopt;
    const quint64 base = quint64(size());
    quint64 value = 0;
    for (QChar c : code) {
        const int digit = indexOf(c);
        if (digit < 0 || __builtin_mul_overflow(value, base, &value)
            || __builtin_add_overflow(value, quint64(digit), &value))
            return std::nullopt;
    }
    return value;
}

}  // namespace kurz
