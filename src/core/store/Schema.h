#pragma once

#include "core/store/SqlDialect.h"

#include <QStringList>

namespace kurz {

// The links a rule can take out of service (disabled, an expiry, a visit limit, a start): every
// other link is live whatever the time. The condition of the partial index links_ruled.
inline const QString RuledLinks
    = QStringLiteral("(disabled <> 0 OR expires_at IS NOT NULL OR max_visits IS NOT NULL OR valid_from IS NOT NULL)");

// The statements that take a database from schema version `from` to `from + 1`.
QStringList migrationSteps(const SqlDialect &dialect, int from);

}  // namespace kurz
