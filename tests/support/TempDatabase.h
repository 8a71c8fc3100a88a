#pragma once

#include "core/store/Database.h"

#include <QTemporaryDir>

#include <memory>

namespace kurz::test {

// A throw-away folder with a fresh database: an SQLite file in the folder, or, when the
// environment names a PostgreSQL server (KURZ_TEST_DB, set by CTest for the *_pg runs), a new
// database on that server (a copy of one migrated template database), dropped again at the end.
struct TempDatabase {
    QTemporaryDir dir;
    std::shared_ptr<Database> db;

    TempDatabase();
    ~TempDatabase();
    TempDatabase(const TempDatabase &) = delete;
    TempDatabase &operator=(const TempDatabase &) = delete;

    // What Database::open and --db take: the file's path or the server address.
    QString path() const { return m_location; }
    QString file(const QString &name) const { return dir.filePath(name); }
    bool onServer() const { return !m_serverDatabase.isEmpty(); }

    // The server the *_pg runs use, or empty for SQLite.
    static QString server();

private:
    QString m_location;
    QString m_serverDatabase;
};

// The names of an SQLite database's indexes that have SQL of their own (not UNIQUE constraints'), sorted.
QStringList indexNames(Database &db);

}  // namespace kurz::test
