#include "core/codes/CodeSpace.h"

#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace kurz {

CodeSpace::CodeSpace(int alphabetSize, int length)
    : m_alphabetSize(alphabetSize)
    , m_length(length)
{
}

double CodeSpace::capacity() const
{
    return std::pow(double(m_alphabetSize), double(m_length));
}

std::optional<quint64> CodeSpace::exactCapacity() const
{
    quint64 size = 1;
    for (int i = 0; i < m_length; ++i) {
        if (__builtin_mul_overflow(size, quint64(m_alphabetSize), &size))
            return std::nullopt;
    }
    return size;
}

double CodeSpace::nextCollisionChance(qint64 links) const
{
    return links <= 0 ? 0.0 : std::min(1.0, double(links) / capacity());
}

double CodeSpace::anyCollisionChance(qint64 codes) const
{
    const double space = capacity();
    if (codes < 2)
        return 0.0;
    if (double(codes) > space)
        return 1.0;
    // Exact product of (1 - k/N) while it is cheap; the exponential approximation beyond,
    // where it is accurate (N large) or the answer is 1 to double precision anyway.
    if (codes <= 100000) {
        double logNone = 0.0;
        for (qint64 k = 1; k < codes; ++k)
            logNone += std::log1p(-double(k) / space);
        return -std::expm1(logNone);
    }
    const double n = double(codes);
    return -std::expm1(-n * (n - 1.0) / (2.0 * space));
}

// "4.7 × 10^24"
static QString powerOfTen(double value, const QLocale &locale)
{
    int exponent = int(std::floor(std::log10(value)));
    double mantissa = value / std::pow(10.0, exponent);
    if (mantissa >= 9.95) {
        mantissa /= 10.0;
        ++exponent;
    }
    return QStringLiteral("%1 × 10^%2").arg(locale.toString(mantissa, 'f', 1)).arg(exponent);
}

QString CodeSpace::formatCount(double count, const QLocale &locale)
{
    static const char *const names[] = {"million", "billion", "trillion", "quadrillion", "quintillion", "sextillion"};
    const bool english = locale.language() == QLocale::English;
    if (count < (english ? 1e6 : 1e15))
        return locale.toString(qint64(std::llround(count)));
    if (!english)
        return powerOfTen(count, locale);
    int scale = 0;
    double value = count / 1e6;
    while (value >= 1000.0 && scale + 1 < int(std::size(names))) {
        value /= 1000.0;
        ++scale;
    }
    if (value >= 1000.0)
        return powerOfTen(count, locale);
    const QString number = QString::number(value, 'f', value < 9.95 ? 1 : 0);
    return number + u' ' + QLatin1StringView(names[scale]);
}

QString CodeSpace::formatProbability(double chance, const QLocale &locale)
{
    if (chance <= 0.0)
        return u"0"_s;
    if (chance >= 1.0)
        return u"1"_s;
    if (chance >= 0.001)
        return locale.toString(chance, 'g', 2);
    return powerOfTen(chance, locale);
}

}  // namespace kurz
