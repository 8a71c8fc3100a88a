#pragma once

#include "core/store/Database.h"

#include <QTemporaryDir>

#include <memory>

namespace kurz::test {

// A throw-away folder with a fresh database in it.
struct TempDatabase
{
    QTemporaryDir dir;
    std::shared_ptr<Database> db;

    TempDatabase();
    QString path() const { return dir.filePath(QStringLiteral("links.db")); }
    QString file(const QString &name) const { return dir.filePath(name); }
};

} // namespace kurz::test
