#include "core/links/CodeStrategyFactory.h"

#include "core/codes/FeistelStrategy.h"
#include "core/codes/HashStrategy.h"
#include "core/codes/HashidsStrategy.h"
#include "core/codes/RandomStrategy.h"
#include "core/codes/SequenceStrategy.h"
#include "core/codes/SqidsStrategy.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/Database.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcCodes, "kurz.codes", QtWarningMsg)

namespace kurz {

static Alphabet alphabetFromSetting(const QString &value)
{
    if (value == u"base62")
        return Alphabet::base62();
    if (value == u"unambiguous")
        return Alphabet::unambiguous();
    if (value == u"base36")
        return Alphabet::lowerBase36();
    return Alphabet(value);
}

// Case-insensitive listeners treat codes that differ by case as one: generate lower case only.
Alphabet codeAlphabet(const Settings &settings)
{
    return settings.get(keys::CaseInsensitiveCodes) ? Alphabet::lowerBase36() : alphabetFromSetting(settings.get(keys::CodeAlphabet));
}

// Builds the strategy, or says why the settings do not allow it.
static Result<std::unique_ptr<CodeStrategy>> build(const Settings &settings, const Database *database)
{
    const QString strategy = settings.get(keys::CodeStrategy);
    const Alphabet alphabet = codeAlphabet(settings);
    const int length = settings.get(keys::CodeLength);
    const auto secret = [database](const QString &name) {
        return database ? database->secret(name).toUtf8() : QByteArray();
    };
    const auto upcast = [](auto made) -> Result<std::unique_ptr<CodeStrategy>> {
        if (!made)
            return made.error();
        return std::unique_ptr<CodeStrategy>(std::move(made).value());
    };
    if (strategy == u"sequence")
        return std::unique_ptr<CodeStrategy>(std::make_unique<SequenceStrategy>(alphabet, length));
    if (strategy == u"sqids")
        return upcast(SqidsStrategy::create(alphabet.characters(), length, secret(u"codes.sqids"_qs)));
    if (strategy == u"hashids")
        return upcast(HashidsStrategy::create(alphabet.characters(), length, QString::fromUtf8(secret(u"codes.hashids"_qs))));
    if (strategy == u"feistel")
        return upcast(FeistelStrategy::create(alphabet, length, secret(u"codes.feistel"_qs)));
    if (strategy == u"hash")
        return std::unique_ptr<CodeStrategy>(std::make_unique<HashStrategy>(alphabet, length));
    return std::unique_ptr<CodeStrategy>(std::make_unique<RandomStrategy>(alphabet, length));
}

std::unique_ptr<CodeStrategy> makeCodeStrategy(const Settings &settings, const Database &database)
{
    auto strategy = build(settings, &database);
    if (strategy)
        return std::move(strategy).value();
    qCWarning(lcCodes) << "falling back to random codes:" << strategy.error().message;
    return std::make_unique<RandomStrategy>(codeAlphabet(settings), settings.get(keys::CodeLength));
}

QString codeSettingsProblem(const Settings &settings)
{
    const auto strategy = build(settings, nullptr);
    return strategy ? QString() : strategy.error().message;
}

} // namespace kurz
