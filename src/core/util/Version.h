#pragma once

#include <QByteArray>
#include <QString>

namespace kurz {

// Kurz's version, from the project's CMake version. Kept in one generated source so that a
// version bump recompiles one file, not every file that includes a flag with it.
const char *versionText();

inline QString version()
{
    return QString::fromLatin1(versionText());
}

}  // namespace kurz
