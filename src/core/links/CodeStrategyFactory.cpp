#include "core/links/CodeStrategyFactory.h"

#include "core/codes/RandomStrategy.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/Database.h"

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

std::unique_ptr<CodeStrategy> makeCodeStrategy(const Settings &settings, const Database &database)
{
    Q_UNUSED(database);
    const Alphabet alphabet = alphabetFromSetting(settings.get(keys::CodeAlphabet));
    const int length = settings.get(keys::CodeLength);
    return std::make_unique<RandomStrategy>(alphabet, length);
}

} // namespace kurz
