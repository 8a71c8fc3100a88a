#include "core/codes/CodeCost.h"

#include "core/codes/CodeSpace.h"
#include "core/codes/SnowflakeLayout.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// Expected retries per 1,000 draws when a share `taken` of the codes is taken: p / (1 - p) each.
double expectedRetries(double taken)
{
    if (taken >= 1)
        return INFINITY;
    return 1000 * taken / (1 - taken);
}

// Digits of `value` in base `base`: the length a counter's code reaches.
int digits(qint64 value, int base)
{
    int n = 1;
    for (qint64 v = std::max<qint64>(value, 1); v >= base; v /= base)
        ++n;
    return n;
}

QString number(double value, const QLocale &locale)
{
    if (std::isinf(value))
        return CodeCost::tr("endless");
    if (value == 0)
        return locale.toString(0);
    if (value >= 1)
        return locale.toString(value, 'f', value >= 100 ? 0 : 1);
    return CodeSpace::formatProbability(value, locale);  // "0.013", "3.5 × 10^-6"
}

}  // namespace

CodeCost CodeCost::of(const CodeSettings &settings, qint64 links)
{
    const int alphabet = settings.codeAlphabet().size();
    const CodeSpace space(alphabet, settings.length);
    const double oneIn = links > 0 ? space.capacity() / double(links) : space.capacity();
    const QString perGuess = CodeSpace::formatCount(std::max(oneIn, 1.0), QLocale());
    CodeCost cost;
    cost.length = settings.length;
    const QString &s = settings.strategy;
    if (s == u"random" || s == u"hash") {
        cost.retriesPer1000 = expectedRetries(space.nextCollisionChance(links));
        cost.guessability = s == u"random" ? tr("unguessable: one guess in %1 finds a link").arg(perGuess)
                                           : tr("anyone who knows a URL can compute its code");
    } else if (s == u"sequence") {
        cost.atLeast = true;
        cost.length = std::max(settings.length, digits(links + 1, alphabet));
        cost.guessability = tr("enumerable: the next code is the last one plus one");
    } else if (s == u"sqids" || s == u"hashids") {
        cost.atLeast = true;
        cost.guessability = s == u"sqids"
            ? tr("looks random, but decodes to the link's number for anyone who learns the shuffled alphabet")
            : tr("looks random, but decodes to the link's number for anyone who learns the salt");
    } else if (s == u"feistel") {
        cost.guessability = tr("unguessable without the key: one guess in %1 finds a link").arg(perGuess);
    } else if (s == u"snowflake") {
        const auto layout = SnowflakeLayout::parse(settings.snowflakeLayout);
        cost.length = layout ? layout->codeLength(settings.codeAlphabet()) : 0;
        cost.guessability = tr("shows when a link was made; codes of one moment lie close together");
    } else if (s == u"pool") {
        const bool random = settings.poolCodes != u"feistel";
        if (random)
            cost.refillDrawsPer1000 = expectedRetries(space.nextCollisionChance(links));
        cost.guessability = random ? tr("unguessable: one guess in %1 finds a link").arg(perGuess)
                                   : tr("unguessable without the key: one guess in %1 finds a link").arg(perGuess);
    }
    return cost;
}

QString CodeCost::line(qint64 links, const QLocale &locale) const
{
    const QString retries = refillDrawsPer1000 > 0
        ? tr("%1 retries per 1,000 creates (the background refill draws %2 extra per 1,000 codes)")
              .arg(number(retriesPer1000, locale), number(refillDrawsPer1000, locale))
        : tr("%1 retries per 1,000 creates").arg(number(retriesPer1000, locale));
    const QString characters = atLeast ? tr("at least %1 characters").arg(length) : tr("%1 characters").arg(length);
    return tr("At %1 links: %2; %3; %4.").arg(locale.toString(links), retries, guessability, characters);
}

}  // namespace kurz
