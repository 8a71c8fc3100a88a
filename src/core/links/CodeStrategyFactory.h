#pragma once

#include "core/codes/CodeSettings.h"
#include "core/codes/CodeStrategy.h"

#include <memory>

namespace kurz {

class Database;

// The strategy the settings choose (see CodeStrategyRegistry), keyed with this database's
// secrets. Settings a strategy cannot work with (CodeStrategyRegistry::check) fall back to
// random codes, with a warning logged.
std::unique_ptr<CodeStrategy> makeCodeStrategy(const CodeSettings &settings, const Database &database);

}  // namespace kurz
