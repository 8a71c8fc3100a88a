#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

namespace kurz {

// "90s", "15m", "24h", "7d", "2w" (or a plain number of seconds) → seconds; nullopt if malformed.
std::optional<qint64> parseDuration(const QString &text);

// ISO-8601 date or date-time; without an offset it is local time. Invalid if malformed.
QDateTime parseDateTime(const QString &text);

}  // namespace kurz
