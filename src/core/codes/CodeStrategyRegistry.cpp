#include "core/codes/CodeStrategyRegistry.h"

#include "core/codes/Feistel.h"
#include "core/codes/FeistelStrategy.h"
#include "core/codes/HashStrategy.h"
#include "core/codes/Hashids.h"
#include "core/codes/HashidsStrategy.h"
#include "core/codes/PoolStrategy.h"
#include "core/codes/RandomStrategy.h"
#include "core/codes/SequenceStrategy.h"
#include "core/codes/SnowflakeStrategy.h"
#include "core/codes/Sqids.h"
#include "core/codes/SqidsStrategy.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QtGlobal>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

using Made = Result<std::unique_ptr<CodeStrategy>>;

template<typename S>
Made made(Result<std::unique_ptr<S>> strategy)
{
    if (!strategy)
        return strategy.error();
    return std::unique_ptr<CodeStrategy>(std::move(strategy).value());
}

template<typename S>
Made made(std::unique_ptr<S> strategy)
{
    return std::unique_ptr<CodeStrategy>(std::move(strategy));
}

// Codecs of one number (base62, Feistel) take the first of the numbers `kurz codes` checked.
template<typename C>
Codec singleNumberCodec(C codec)
{
    Codec result;
    result.encode
        = [codec](std::span<const quint64> numbers) -> Result<QString> { return codec.encode(numbers.front()); };
    result.decode = [codec](QStringView code) {
        const auto value = codec.decode(code);
        return value ? std::vector<quint64>{*value} : std::vector<quint64>{};
    };
    return result;
}

template<typename C>
Codec listCodec(C codec)
{
    Codec result;
    result.takesList = true;
    result.encode = [codec](std::span<const quint64> numbers) -> Result<QString> { return codec.encode(numbers); };
    result.decode = [codec](QStringView code) { return codec.decode(code); };
    return result;
}

Result<Alphabet> alphabetOrBase62(const Codec::Options &options)
{
    if (!options.alphabet)
        return Alphabet::base62();
    if (const Result<void> valid = Alphabet::validate(*options.alphabet, 2); !valid.ok())
        return valid.error();
    return Alphabet(*options.alphabet);
}

Result<Codec> base62Codec(const Codec::Options &options)
{
    const auto alphabet = alphabetOrBase62(options);
    if (!alphabet)
        return alphabet.error();
    const int length = options.length.value_or(1);
    if (length > 64)
        return invalidInput(QCoreApplication::translate("kurz::CodeStrategyRegistry",
                                "The minimum length for base62 has to be between 0 and 64, not %1.")
                                .arg(length),
            u"length"_s);
    struct Base62 {
        Alphabet alphabet;
        int length;
        QString encode(quint64 value) const { return alphabet.encode(value, std::max(length, 1)); }
        std::optional<quint64> decode(QStringView code) const { return alphabet.decode(code); }
    };
    return singleNumberCodec(Base62{*alphabet, length});
}

Result<Codec> feistelCodec(const Codec::Options &options)
{
    const auto alphabet = alphabetOrBase62(options);
    if (!alphabet)
        return alphabet.error();
    const auto feistel = Feistel::create(options.secret.toUtf8(), *alphabet, options.length.value_or(7));
    if (!feistel)
        return feistel.error();
    return singleNumberCodec(*feistel);
}

Result<Codec> sqidsCodec(const Codec::Options &options)
{
    Sqids::Options sqidsOptions;
    if (options.alphabet)
        sqidsOptions.alphabet = *options.alphabet;
    sqidsOptions.minLength = options.length.value_or(0);
    sqidsOptions.blocklist = options.blocklist;
    const auto sqids = Sqids::create(sqidsOptions);
    if (!sqids)
        return sqids.error();
    return listCodec(*sqids);
}

Result<Codec> hashidsCodec(const Codec::Options &options)
{
    const auto hashids = Hashids::create(options.secret, options.length.value_or(0),
        options.alphabet.value_or(QString::fromLatin1(Hashids::DefaultAlphabet)));
    if (!hashids)
        return hashids.error();
    return listCodec(*hashids);
}

// A Snowflake id from its three parts (time in ms since 1970, machine, sequence) and back,
// padded to the layout's full length unless a length is given.
Result<Codec> snowflakeCodec(const Codec::Options &options)
{
    const auto alphabet = alphabetOrBase62(options);
    if (!alphabet)
        return alphabet.error();
    const auto layout
        = SnowflakeLayout::parse(options.secret.isEmpty() ? CodeSettings().snowflakeLayout : options.secret);
    if (!layout)
        return layout.error();
    const int length = options.length.value_or(layout->codeLength(*alphabet));
    Codec codec;
    codec.takesList = true;
    codec.arity = 3;
    codec.encode
        = [alphabet = *alphabet, layout = *layout, length](std::span<const quint64> numbers) -> Result<QString> {
        if (numbers.size() != 3 || numbers[0] > quint64(layout.lastUnixMs()))
            return invalidInput(QCoreApplication::translate("kurz::CodeStrategyRegistry",
                "A Snowflake code is made of three numbers: the time in milliseconds since 1970, the machine and the "
                "sequence, e.g. 1767225600000 3 0."));
        const auto id = layout.compose({qint64(numbers[0]), numbers[1], numbers[2]});
        if (!id)
            return id.error();
        return alphabet.encode(*id, length);
    };
    codec.decode = [alphabet = *alphabet, layout = *layout](QStringView code) -> std::vector<quint64> {
        const auto id = alphabet.decode(code);
        const auto parts = id ? layout.decompose(*id) : std::nullopt;
        if (!parts)
            return {};
        return {quint64(parts->unixMs), parts->machine, parts->sequence};
    };
    codec.describe = [](const std::vector<quint64> &numbers) {
        return QCoreApplication::translate("kurz::CodeStrategyRegistry", "time %1 machine %2 sequence %3")
            .arg(QDateTime::fromMSecsSinceEpoch(qint64(numbers.at(0)), Qt::UTC).toString(Qt::ISODateWithMs))
            .arg(numbers.at(1))
            .arg(numbers.at(2));
    };
    return codec;
}

// The settings' alphabet and length; with the database secret `secretName` when given.
Codec::Options keyed(const CodeSettings &settings, const CodeSecrets &secrets, const QString &secretName = {})
{
    Codec::Options options;
    options.alphabet = settings.codeAlphabet().characters();
    options.length = settings.length;
    if (!secretName.isEmpty())
        options.secret = secrets(secretName);
    return options;
}

Codec::Options sequenceKeying(const CodeSettings &settings, const CodeSecrets &secrets)
{
    return keyed(settings, secrets);
}

// Sqids has no key: the alphabet is shuffled with the database's secret instead.
Codec::Options sqidsKeying(const CodeSettings &settings, const CodeSecrets &secrets)
{
    Codec::Options options = keyed(settings, secrets);
    options.alphabet = SqidsStrategy::shuffled(*options.alphabet, secrets(u"codes.sqids"_s).toUtf8());
    return options;
}

Codec::Options hashidsKeying(const CodeSettings &settings, const CodeSecrets &secrets)
{
    return keyed(settings, secrets, u"codes.hashids"_s);
}

// The layout rides in the codec's own option; codes have the layout's length.
Codec::Options snowflakeKeying(const CodeSettings &settings, const CodeSecrets &)
{
    Codec::Options options;
    options.alphabet = settings.codeAlphabet().characters();
    options.secret = settings.snowflakeLayout;
    return options;
}

Codec::Options feistelKeying(const CodeSettings &settings, const CodeSecrets &secrets)
{
    return keyed(settings, secrets, u"codes.feistel"_s);
}

// A strategy that is a counter through a codec: built from the options it keys the codec with.
template<typename Build>
CodeStrategyEntry counterEntry(
    const QString &id, const char *name, const char *help, CodeStrategyEntry::CodecEntry codec, Build build)
{
    auto make = [keying = codec.keyedFor, build](const CodeSettings &settings, const CodeSecrets &secrets) {
        return made(build(keying(settings, secrets)));
    };
    return {id, name, help, make, std::move(codec)};
}

std::vector<CodeStrategyEntry> makeEntries()
{
    return {
        {u"random"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Random"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "Unguessable characters from a secure generator; a rare collision only costs a retry."),
            [](const CodeSettings &s, const CodeSecrets &) {
                return made(std::make_unique<RandomStrategy>(s.codeAlphabet(), s.length));
            },
            std::nullopt},
        counterEntry(u"sequence"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Sequence"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "Counts up: the shortest codes, but anyone can walk through all your links."),
            {u"base62"_s, {}, nullptr, false, base62Codec, sequenceKeying},
            [](const Codec::Options &o) {
                return std::make_unique<SequenceStrategy>(Alphabet(*o.alphabet), *o.length);
            }),
        counterEntry(u"sqids"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Sqids"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "A counter encoded with Sqids: short and random-looking, never collides, but decodable."),
            {u"sqids"_s, {}, nullptr, true, sqidsCodec, sqidsKeying},
            [](const Codec::Options &o) { return SqidsStrategy::create(*o.alphabet, *o.length); }),
        counterEntry(u"hashids"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Hashids"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "A counter encoded with Hashids and this database's salt: for moving from Hashids systems."),
            {u"hashids"_s, u"salt"_s,
                QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "The Hashids salt (default: empty)."), false,
                hashidsCodec, hashidsKeying},
            [](const Codec::Options &o) { return HashidsStrategy::create(*o.alphabet, *o.length, o.secret); }),
        counterEntry(u"feistel"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Keyed permutation"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "A counter scrambled with a secret key: fixed length, never collides, unguessable."),
            {u"feistel"_s, u"key"_s,
                QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "The Feistel key (default: empty)."), false,
                feistelCodec, feistelKeying},
            [](const Codec::Options &o) {
                return FeistelStrategy::create(Alphabet(*o.alphabet), *o.length, o.secret.toUtf8());
            }),
        {u"hash"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Hash of the URL"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "Derived from the URL: the same URL proposes the same code first; guessable from the URL."),
            [](const CodeSettings &s, const CodeSecrets &) {
                return made(std::make_unique<HashStrategy>(s.codeAlphabet(), s.length));
            },
            std::nullopt},
        {u"snowflake"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Snowflake (time-ordered)"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "The time, a machine number and a sequence, as Twitter's Snowflake: no central counter, never "
                "collides, but long (11 base62 characters with the full 41/10/12 layout, fewer with fewer bits) and "
                "reveals when a link was made."),
            [](const CodeSettings &s, const CodeSecrets &) {
                return made(SnowflakeStrategy::create(s.codeAlphabet(), s.snowflakeLayout, 0));
            },
            CodeStrategyEntry::CodecEntry{u"snowflake"_s, u"layout"_s,
                QT_TRANSLATE_NOOP(
                    "kurz::CodeStrategyRegistry", "Snowflake: time/machine/sequence bits (default: 41/10/12)."),
                false, snowflakeCodec, snowflakeKeying, false}},
        {u"pool"_s, QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry", "Pre-generated pool"),
            QT_TRANSLATE_NOOP("kurz::CodeStrategyRegistry",
                "Codes made ahead of time (random, or a keyed permutation of a counter) and taken in batches: a "
                "create never draws or retries, at the cost of a table of waiting codes."),
            [](const CodeSettings &s, const CodeSecrets &secrets) {
                return made(PoolStrategy::create(
                    s.codeAlphabet(), s.length, s.poolCodes == u"feistel", secrets(u"codes.pool"_s).toUtf8()));
            },
            std::nullopt},
    };
}

}  // namespace

const std::vector<CodeStrategyEntry> &CodeStrategyRegistry::entries()
{
    static const std::vector<CodeStrategyEntry> all = makeEntries();
    return all;
}

const CodeStrategyEntry *CodeStrategyRegistry::find(const QString &id)
{
    for (const CodeStrategyEntry &entry : entries()) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

const CodeStrategyEntry *CodeStrategyRegistry::findCodec(const QString &name)
{
    for (const CodeStrategyEntry &entry : entries()) {
        if (entry.codec && (entry.codec->name == name || entry.id == name))
            return &entry;
    }
    return nullptr;
}

QStringList CodeStrategyRegistry::ids()
{
    QStringList ids;
    for (const CodeStrategyEntry &entry : entries())
        ids.append(entry.id);
    return ids;
}

QStringList CodeStrategyRegistry::codecNames()
{
    QStringList names;
    for (const CodeStrategyEntry &entry : entries()) {
        if (entry.codec)
            names.append(entry.codec->name);
    }
    return names;
}

Result<std::unique_ptr<CodeStrategy>> CodeStrategyRegistry::make(
    const CodeSettings &settings, const CodeSecrets &secrets)
{
    const CodeStrategyEntry *entry = find(settings.strategy);
    if (!entry)
        return invalidInput(
            QCoreApplication::translate("kurz::CodeStrategyRegistry", "Unknown code strategy '%1'. Choose one of: %2.")
                .arg(settings.strategy, ids().join(u", "_s)),
            u"strategy"_s);
    return entry->make(settings, secrets);
}

Result<void> CodeStrategyRegistry::check(const CodeSettings &settings)
{
    const auto strategy = make(settings, [](const QString &) { return QString(); });
    if (!strategy)
        return strategy.error();
    return {};
}

}  // namespace kurz
