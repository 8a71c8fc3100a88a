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

// Why the strategy, alphabet and length in the settings do not go together, or empty.
QString codeSettingsProblem(const Settings &settings);

// The alphabet generated codes use: the setting's, or lower-case base36 when the listener
// matches codes case-insensitively. With codes/length it gives the CodeSpace to show.
Alphabet codeAlphabet(const Settings &settings);

} // namespace kurz
