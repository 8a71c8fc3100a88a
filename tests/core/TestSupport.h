#pragma once

#include "core/store/Database.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace kurz::test {

// A throw-away folder with a fresh database in it.
struct TempDatabase
{
    QTemporaryDir dir;
    std::shared_ptr<Database> db;

    TempDatabase()
    {
        auto opened = Database::open(path());
        if (!opened)
            qFatal("cannot open test database: %s", qPrintable(opened.error().message));
        db = *opened;
    }
    QString path() const { return dir.filePath(QStringLiteral("links.db")); }
    QString file(const QString &name) const { return dir.filePath(name); }
};

} // namespace kurz::test
