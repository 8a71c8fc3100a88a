#pragma once

#include "core/store/SqlDialect.h"

#include <QStringList>

namespace kurz {

// The statements that take a database from schema version `from` to `from + 1`.
QStringList migrationSteps(const SqlDialect &dialect, int from);

} // namespace kurz
