#pragma once

#include <QString>

// Where the tests find their data, the built program and their scripts. The paths are compiled
// into TestPaths.cpp alone, so that every other test file is the same in any clone and a clone
// in another folder hits the compiler cache a first build filled.
namespace kurz::test {

// tests/data, or a file below it ("import/shlink.csv").
QString testData(const QString &relative = {});
// The build folder, or a path below it.
QString binaryDir(const QString &relative = {});
// The built `kurz`.
QString kurzExecutable();
// tests/support/<name>: the shell scripts the tests run (pg-cluster.sh, old-postgres.sh).
QString supportScript(const QString &name);

}  // namespace kurz::test
