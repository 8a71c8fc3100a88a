#pragma once

#include <QString>
#include <QStringList>

namespace kurz {

// Kurz's files hold every link, the visits, API key hashes and the code secrets: only their
// owner may read them. Folders Kurz makes are 0700, files 0600.

// Makes `dir` (with missing parents) and takes group and other rights away from it; true when
// it had any.
bool makePrivateFolder(const QString &dir);
// Creates `path` empty and 0600 unless it exists; an empty string, or why it could not.
QString createPrivateFile(const QString &path);
// Takes group and other rights away from those of `paths` that exist; returns the ones changed.
QStringList makePrivate(const QStringList &paths);

} // namespace kurz
