#pragma once

#include <QString>
#include <QStringList>

namespace kurz::test {

// Writes an SQLite file as a Kurz of schema `version` left it, then runs `rows` (SQL) on it.
// Returns what failed, or an empty string.
QString writeOldSchemaFile(const QString &path, int version, const QStringList &rows);

}  // namespace kurz::test
