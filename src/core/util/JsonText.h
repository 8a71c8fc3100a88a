#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QStringView>

namespace kurz {

// Appends `text` to `out` as a JSON string (quoted, escaped, UTF-8): bulk statements and
// exports write many values without building a QJsonDocument for each.
void appendJsonString(QByteArray &out, QStringView text);
// Appends the time in UTC as ISO 8601 ("2024-05-01T12:00:00Z", with ".000" before the Z when
// `withMs`), as QDateTime::toString(Qt::ISODate or ISODateWithMs) writes it, without its cost.
void appendIsoTime(QByteArray &out, const QDateTime &time, bool withMs);

}  // namespace kurz
