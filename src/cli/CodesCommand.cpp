#include "cli/CodesCommand.h"

#include "core/codes/Alphabet.h"
#include "core/codes/Blocklist.h"
#include "core/codes/Feistel.h"
#include "core/codes/Hashids.h"
#include "core/codes/Sqids.h"

#include <functional>
#include <span>

namespace kurz {

namespace {

constexpr int DefaultFeistelLength = 7;

// One strategy as a plain codec.
struct Codec
{
    bool takesList = false;  // Sqids and Hashids encode lists; base62 and Feistel one number
    std::function<Result<QString>(std::span<const quint64>)> encode;
    std::function<std::vector<quint64>(QStringView)> decode;
};

Result<Codec> makeCodec(const QString &strategy, const QCommandLineParser &parser, int length)
{
    const bool hasAlphabet = parser.isSet(u"alphabet"_qs);
    const QString alphabetText = parser.value(u"alphabet"_qs);
    Codec codec;
    if (strategy == u"sqids") {
        Sqids::Options options;
        if (hasAlphabet)
            options.alphabet = alphabetText;
        options.minLength = std::max(length, 0);
        if (parser.isSet(u"no-blocklist"_qs)) {
            options.blocklist = Blocklist();
        } else if (parser.isSet(u"blocklist"_qs)) {
            auto blocklist = Blocklist::fromFile(parser.value(u"blocklist"_qs));
            if (!blocklist)
                return blocklist.error();
            options.blocklist = *blocklist;
        }
        auto sqids = Sqids::create(options);
        if (!sqids)
            return sqids.error();
        codec.takesList = true;
        codec.encode = [sqids = *sqids](std::span<const quint64> numbers) { return sqids.encode(numbers); };
        codec.decode = [sqids = *sqids](QStringView code) { return sqids.decode(code); };
        return codec;
    }
    if (strategy == u"hashids") {
        auto hashids = hasAlphabet ? Hashids::create(parser.value(u"salt"_qs), std::max(length, 0), alphabetText)
                                   : Hashids::create(parser.value(u"salt"_qs), std::max(length, 0));
        if (!hashids)
            return hashids.error();
        codec.takesList = true;
        codec.encode = [hashids = *hashids](std::span<const quint64> numbers) -> Result<QString> { return hashids.encode(numbers); };
        codec.decode = [hashids = *hashids](QStringView code) { return hashids.decode(code); };
        return codec;
    }
    if (hasAlphabet) {
        if (const QString problem = Alphabet::validate(alphabetText, 2); !problem.isEmpty())
            return invalidInput(problem, u"alphabet"_qs);
    }
    const Alphabet alphabet = hasAlphabet ? Alphabet(alphabetText) : Alphabet::base62();
    if (strategy == u"base62") {
        if (length > 64)
            return invalidInput(CodesCommand::tr("The minimum length for base62 has to be between 0 and 64, not %1.").arg(length), u"length"_qs);
        codec.encode = [alphabet, length](std::span<const quint64> numbers) -> Result<QString> { return alphabet.encode(numbers.front(), std::max(length, 1)); };
        codec.decode = [alphabet](QStringView code) {
            const auto value = alphabet.decode(code);
            return value ? std::vector<quint64>{*value} : std::vector<quint64>{};
        };
        return codec;
    }
    if (strategy == u"feistel") {
        auto feistel = Feistel::create(parser.value(u"key"_qs).toUtf8(), alphabet, length < 0 ? DefaultFeistelLength : length);
        if (!feistel)
            return feistel.error();
        codec.encode = [feistel = *feistel](std::span<const quint64> numbers) -> Result<QString> { return feistel.encode(numbers.front()); };
        codec.decode = [feistel = *feistel](QStringView code) {
            const auto value = feistel.decode(code);
            return value ? std::vector<quint64>{*value} : std::vector<quint64>{};
        };
        return codec;
    }
    return invalidInput(CodesCommand::tr("'%1' is not a strategy kurz codes knows. Use base62, sqids, hashids or feistel.").arg(strategy), u"strategy"_qs);
}

// Options that only one strategy understands, so that a typo is not silently ignored.
QString misplacedOption(const QString &strategy, const QCommandLineParser &parser)
{
    const struct { const char16_t *option; const char16_t *owner; } owners[] = {
        {u"salt", u"hashids"}, {u"key", u"feistel"}, {u"blocklist", u"sqids"}, {u"no-blocklist", u"sqids"},
    };
    for (const auto &entry : owners) {
        const QString option = QString::fromUtf16(entry.option);
        const QString owner = QString::fromUtf16(entry.owner);
        if (parser.isSet(option) && strategy != owner)
            return CodesCommand::tr("--%1 applies to the %2 strategy only, not to %3.").arg(option, owner, strategy);
    }
    if (parser.isSet(u"blocklist"_qs) && parser.isSet(u"no-blocklist"_qs))
        return CodesCommand::tr("Use either --blocklist FILE or --no-blocklist, not both.");
    return {};
}

std::optional<quint64> parseNumber(const QString &text)
{
    if (text.isEmpty() || !std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return std::nullopt;
    bool ok = false;
    const quint64 value = text.toULongLong(&ok, 10);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

QString jsonString(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', u"\\\\"_qs).replace(u'"', u"\\\""_qs);
    return u'"' + escaped + u'"';
}

QString joined(const std::vector<quint64> &numbers, const QString &separator)
{
    QStringList parts;
    for (quint64 n : numbers)
        parts.append(QString::number(n));
    return parts.join(separator);
}

} // namespace

QString CodesCommand::summary() const
{
    return tr("Encode numbers as codes or decode codes: kurz codes encode|decode --strategy base62|sqids|hashids|feistel ...");
}

void CodesCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"action"_qs, tr("encode NUMBER... or decode CODE."), u"encode|decode"_qs);
    parser.addPositionalArgument(u"arguments"_qs, tr("The numbers to encode, or the code to decode."), u"NUMBER...|CODE"_qs);
    parser.addOptions({
        {u"strategy"_qs, tr("base62, sqids, hashids or feistel."), u"S"_qs},
        {u"alphabet"_qs, tr("The characters codes are written in (default: the specification's)."), u"A"_qs},
        {u"length"_qs, tr("Minimum length (base62, sqids, hashids) or exact length (feistel, default 7)."), u"N"_qs},
        {u"salt"_qs, tr("The Hashids salt (default: empty)."), u"S"_qs},
        {u"key"_qs, tr("The Feistel key (default: empty)."), u"K"_qs},
        {u"blocklist"_qs, tr("Sqids: use only the words in this file, one per line."), u"FILE"_qs},
        {u"no-blocklist"_qs, tr("Sqids: no blocklist at all.")},
    });
}

int CodesCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action != u"encode" && action != u"decode")
        return context.fail(tr("codes needs 'encode' or 'decode' first, e.g. kurz codes encode --strategy sqids 1 2 3"));
    const QString strategy = parser.value(u"strategy"_qs);
    if (strategy.isEmpty())
        return context.fail(tr("codes needs --strategy: base62, sqids, hashids or feistel."));
    if (const QString problem = misplacedOption(strategy, parser); !problem.isEmpty())
        return context.fail(problem);
    int length = -1;
    if (parser.isSet(u"length"_qs)) {
        bool ok = false;
        length = parser.value(u"length"_qs).toInt(&ok);
        if (!ok || length < 0)
            return context.fail(tr("--length needs a whole number of 0 or more, not '%1'.").arg(parser.value(u"length"_qs)));
    }
    const auto codec = makeCodec(strategy, parser, length);
    if (!codec)
        return context.fail(codec.error().message);

    const QStringList arguments = positional.mid(1);
    if (action == u"encode") {
        if (arguments.isEmpty())
            return context.fail((codec->takesList ? tr("codes encode needs the numbers to encode, e.g. kurz codes encode --strategy %1 42")
                                                  : tr("codes encode needs the number to encode, e.g. kurz codes encode --strategy %1 42")).arg(strategy));
        if (!codec->takesList && arguments.size() != 1)
            return context.fail(tr("The %1 strategy encodes exactly one number; give one, not %2.").arg(strategy).arg(arguments.size()));
        std::vector<quint64> numbers;
        for (const QString &argument : arguments) {
            const auto number = parseNumber(argument);
            if (!number)
                return context.fail(tr("'%1' is not a number from 0 to 18446744073709551615.").arg(argument));
            numbers.push_back(*number);
        }
        const auto code = codec->encode(numbers);
        if (!code)
            return context.fail(code.error().message);
        if (context.json)
            context.out() << "{\"strategy\":" << jsonString(strategy) << ",\"numbers\":[" << joined(numbers, u","_qs) << "],\"code\":" << jsonString(*code) << "}\n";
        else
            context.out() << *code << '\n';
        return 0;
    }

    if (arguments.size() != 1)
        return context.fail(tr("codes decode takes exactly one code, e.g. kurz codes decode --strategy sqids 86Rf07"));
    const QString &code = arguments.first();
    const std::vector<quint64> numbers = codec->decode(code);
    if (numbers.empty())
        return context.fail(tr("'%1' does not decode with the %2 strategy and these options: it is not a code they make. "
                               "Check the strategy, alphabet, length, salt or key.").arg(code, strategy));
    if (context.json)
        context.out() << "{\"strategy\":" << jsonString(strategy) << ",\"code\":" << jsonString(code) << ",\"numbers\":[" << joined(numbers, u","_qs) << "]}\n";
    else
        context.out() << joined(numbers, u" "_qs) << '\n';
    return 0;
}

} // namespace kurz
