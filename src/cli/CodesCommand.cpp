#include "cli/CodesCommand.h"

#include "core/codes/Blocklist.h"
#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/PoolStrategy.h"
#include "core/links/CodePoolSupply.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/Database.h"

#include <QLocale>

#include <optional>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// The names `kurz codes --strategy` takes, as a sentence: "base62, sqids, hashids or feistel".
QString codecNames()
{
    const QStringList names = CodeStrategyRegistry::codecNames();
    return CodesCommand::tr("%1 or %2").arg(names.mid(0, names.size() - 1).join(u", "_s), names.last());
}

// The options of `kurz codes` that only this codec takes.
QStringList ownOptions(const CodeStrategyEntry::CodecEntry &codec)
{
    QStringList options;
    if (!codec.secretOption.isEmpty())
        options << codec.secretOption;
    if (codec.blocklist)
        options << u"blocklist"_s << u"no-blocklist"_s;
    return options;
}

// Options that only other codecs understand, so that a typo is not silently ignored.
QString misplacedOption(
    const QString &strategy, const CodeStrategyEntry::CodecEntry &codec, const QCommandLineParser &parser)
{
    const QStringList mine = ownOptions(codec);
    for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
        for (const QString &option : entry.codec ? ownOptions(*entry.codec) : QStringList()) {
            if (!mine.contains(option) && parser.isSet(option))
                return CodesCommand::tr("--%1 applies to the %2 strategy only, not to %3.")
                    .arg(option, entry.codec->name, strategy);
        }
    }
    if (parser.isSet(u"blocklist"_s) && parser.isSet(u"no-blocklist"_s))
        return CodesCommand::tr("Use either --blocklist FILE or --no-blocklist, not both.");
    return {};
}

Result<Codec::Options> codecOptions(
    const CodeStrategyEntry::CodecEntry &codec, const QCommandLineParser &parser, std::optional<int> length)
{
    Codec::Options options;
    if (parser.isSet(u"alphabet"_s))
        options.alphabet = parser.value(u"alphabet"_s);
    options.length = length;
    if (!codec.secretOption.isEmpty())
        options.secret = parser.value(codec.secretOption);
    if (parser.isSet(u"no-blocklist"_s)) {
        options.blocklist = Blocklist();
    } else if (parser.isSet(u"blocklist"_s)) {
        auto blocklist = Blocklist::fromFile(parser.value(u"blocklist"_s));
        if (!blocklist)
            return blocklist.error();
        options.blocklist = *blocklist;
    }
    return options;
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
    escaped.replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s);
    return u'"' + escaped + u'"';
}

QString joined(const std::vector<quint64> &numbers, const QString &separator)
{
    QStringList parts;
    for (quint64 n : numbers)
        parts.append(QString::number(n));
    return parts.join(separator);
}

}  // namespace

QString CodesCommand::summary() const
{
    return tr("Encode numbers as codes or decode codes: kurz codes encode|decode --strategy %1 ...; the code pool: "
              "kurz codes pool [--refill N]")
        .arg(CodeStrategyRegistry::codecNames().join(u'|'));
}

// `kurz codes pool [--refill N]`: the pool strategy's pool in this database, refilled first if asked.
int CodesCommand::runPool(CommandContext &context, const QCommandLineParser &parser)
{
    std::optional<int> refill;
    if (parser.isSet(u"refill"_s)) {
        const auto number = parseNumber(parser.value(u"refill"_s));
        if (!number || *number < 1 || *number > 10000000)
            return context.fail(
                tr("--refill needs a number of codes from 1 to 10000000, not '%1'.").arg(parser.value(u"refill"_s)));
        refill = int(*number);
    }
    auto database = context.database();
    if (!database)
        return 1;
    CodeSettings codes = codeSettings(context.settings());
    const QString chosen = codes.strategy;
    if (refill) {
        codes.strategy = u"pool"_s;
        auto made
            = CodeStrategyRegistry::make(codes, [&database](const QString &name) { return database->secret(name); });
        if (!made)
            return context.fail(made.error().message);
        auto &pool = dynamic_cast<PoolStrategy &>(**made);
        CodePoolSupply supply(*database, pool.maker(), pool.fromCounter(), codes.poolBatch, codes.poolSize);
        const auto added = supply.refill(*refill);
        if (!added)
            return context.fail(added.error().message);
    }
    const auto counts = database->codePool().counts();
    if (!counts)
        return context.fail(counts.error().message);
    if (context.json) {
        context.out() << "{\"strategy\":" << jsonString(chosen) << ",\"codes\":" << jsonString(codes.poolCodes)
                      << ",\"left\":" << counts->free << ",\"handedOut\":" << counts->taken
                      << ",\"size\":" << codes.poolSize << ",\"lowWater\":" << codes.poolSize / 2
                      << ",\"batch\":" << codes.poolBatch << "}\n";
        return 0;
    }
    const QLocale locale;
    context.out() << tr("Pool: %1 codes left of %2 (refilled below %3, in batches of %4); %5 handed out.")
                         .arg(locale.toString(counts->free), locale.toString(codes.poolSize),
                             locale.toString(codes.poolSize / 2), locale.toString(codes.poolBatch),
                             locale.toString(counts->taken))
                  << '\n';
    if (chosen != u"pool")
        context.out() << tr("New links use the %1 strategy, not the pool: choose the pool in Settings → Codes (or "
                            "codes/strategy=pool in the settings file).")
                             .arg(chosen)
                      << '\n';
    return 0;
}

void CodesCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        u"action"_s, tr("encode NUMBER..., decode CODE, or pool (the code pool's size)."), u"encode|decode|pool"_s);
    parser.addPositionalArgument(
        u"arguments"_s, tr("The numbers to encode, or the code to decode."), u"NUMBER...|CODE"_s);
    parser.addOptions({
        {u"strategy"_s, codecNames() + u'.', u"S"_s},
        {u"alphabet"_s, tr("The characters codes are written in (default: the specification's)."), u"A"_s},
        {u"length"_s, tr("Minimum length (base62, sqids, hashids, snowflake) or exact length (feistel, default 7)."),
            u"N"_s},
        {u"blocklist"_s, tr("Sqids: use only the words in this file, one per line."), u"FILE"_s},
        {u"no-blocklist"_s, tr("Sqids: no blocklist at all.")},
        {u"refill"_s, tr("pool: add N new codes to the pool first."), u"N"_s},
    });
    for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
        if (entry.codec && !entry.codec->secretOption.isEmpty())
            parser.addOption({entry.codec->secretOption,
                QCoreApplication::translate("kurz::CodeStrategyRegistry", entry.codec->secretHelp),
                entry.codec->secretOption.toUpper()});
    }
}

int CodesCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action == u"pool") {
        if (positional.size() > 1)
            return context.fail(tr("codes pool takes no arguments; use --refill N to add codes."));
        return runPool(context, parser);
    }
    if (parser.isSet(u"refill"_s))
        return context.fail(tr("--refill applies to kurz codes pool only."));
    if (action != u"encode" && action != u"decode")
        return context.fail(tr("codes needs 'encode', 'decode' or 'pool' first, e.g. kurz codes encode --strategy "
                               "sqids 1 2 3"));
    const QString strategy = parser.value(u"strategy"_s);
    if (strategy.isEmpty())
        return context.fail(tr("codes needs --strategy: %1.").arg(codecNames()));
    const CodeStrategyEntry *entry = CodeStrategyRegistry::findCodec(strategy);
    if (!entry)
        return context.fail(tr("'%1' is not a strategy kurz codes knows. Use %2.").arg(strategy, codecNames()));
    if (const QString problem = misplacedOption(strategy, *entry->codec, parser); !problem.isEmpty())
        return context.fail(problem);
    std::optional<int> length;
    if (parser.isSet(u"length"_s)) {
        bool ok = false;
        length = parser.value(u"length"_s).toInt(&ok);
        if (!ok || *length < 0)
            return context.fail(
                tr("--length needs a whole number of 0 or more, not '%1'.").arg(parser.value(u"length"_s)));
    }
    const auto options = codecOptions(*entry->codec, parser, length);
    if (!options)
        return context.fail(options.error().message);
    const auto codec = entry->codec->make(*options);
    if (!codec)
        return context.fail(codec.error().message);

    const QStringList arguments = positional.mid(1);
    if (action == u"encode") {
        if (arguments.isEmpty())
            return context.fail((codec->takesList
                    ? tr("codes encode needs the numbers to encode, e.g. kurz codes encode --strategy %1 42")
                    : tr("codes encode needs the number to encode, e.g. kurz codes encode --strategy %1 42"))
                                    .arg(strategy));
        if (!codec->takesList && arguments.size() != 1)
            return context.fail(tr("The %1 strategy encodes exactly one number; give one, not %2.")
                                    .arg(strategy)
                                    .arg(arguments.size()));
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
            context.out() << "{\"strategy\":" << jsonString(strategy) << ",\"numbers\":[" << joined(numbers, u","_s)
                          << "],\"code\":" << jsonString(*code) << "}\n";
        else
            context.out() << *code << '\n';
        return 0;
    }

    if (arguments.size() != 1)
        return context.fail(tr("codes decode takes exactly one code, e.g. kurz codes decode --strategy sqids 86Rf07"));
    const QString &code = arguments.first();
    const std::vector<quint64> numbers = codec->decode(code);
    if (numbers.empty())
        return context.fail(
            tr("'%1' does not decode with the %2 strategy and these options: it is not a code they make. "
               "Check the strategy, alphabet, length, salt or key.")
                .arg(code, strategy));
    if (context.json)
        context.out() << "{\"strategy\":" << jsonString(strategy) << ",\"code\":" << jsonString(code)
                      << ",\"numbers\":[" << joined(numbers, u","_s) << "]}\n";
    else
        context.out() << (codec->describe ? codec->describe(numbers) : joined(numbers, u" "_s)) << '\n';
    return 0;
}

}  // namespace kurz
