#pragma once

#include "core/codes/CodeStrategy.h"

#include <memory>

namespace kurz {

class Database;
class Settings;

// The strategy the settings choose, keyed with this database's secrets.
std::unique_ptr<CodeStrategy> makeCodeStrategy(const Settings &settings, const Database &database);

} // namespace kurz
