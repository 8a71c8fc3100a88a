#pragma once

#include <QProcessEnvironment>
#include <QTemporaryDir>

namespace kurz::test {

// A throw-away home: config, data and runtime folders (XDG_*) that tests use instead of the
// user's, for this process or for a `kurz` they start.
struct TempHome {
    QTemporaryDir dir;

    TempHome();  // makes config/, data/ and run/ (0700, as a runtime folder must be)
    QString filePath(const QString &name) const { return dir.filePath(name); }
    // This process's environment with the XDG folders pointing here.
    QProcessEnvironment environment() const;
    // Points this process's XDG folders here.
    void useForThisProcess() const;
};

}  // namespace kurz::test
