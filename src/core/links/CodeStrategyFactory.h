#pragma once

#include "core/codes/Alphabet.h"
#include "core/codes/CodeStrategy.h"

#include <memory>

namespace kurz {

class Database;
class Settings;

// The strategy the settings choose, keyed with this database's secrets. Settings a strategy
// cannot work with (see codeSettingsProblem) fall back to random codes, with a warning logged.
std::unique_ptr<CodeStrategy> makeCodeStrategy(const Settings &settings, const Database &database);

// The alphabet new codes are written in (lower case only when codes match case-insensitively).
Alphabet codeAlphabet(const Settings &settings);

// Why the strategy, alphabet and length in the settings do not go together, or empty.
QString codeSettingsProblem(const Settings &settings);

} // namespace kurz
