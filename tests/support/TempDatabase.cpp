#include "support/TempDatabase.h"

#include <QtGlobal>

namespace kurz::test {

TempDatabase::TempDatabase()
{
    auto opened = Database::open(path());
    if (!opened)
        qFatal("cannot open test database: %s", qPrintable(opened.error().message));
    db = *opened;
}

} // namespace kurz::test
