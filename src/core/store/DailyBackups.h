#pragma once

#include "core/util/Result.h"

#include <QDate>
#include <QStringList>

namespace kurz {

class Database;

// The window's automatic backups: one consistent copy of the database per day in a folder
// (links-YYYY-MM-DD.db), of which the newest `keep` are kept.
class DailyBackups {
public:
    DailyBackups(const Database &database, QString folder);

    // "backups" beside the database file.
    static QString defaultFolder(const Database &database);
    const QString &folder() const { return m_folder; }

    // Writes the copy for `today` unless it exists, then deletes the oldest beyond `keep`.
    // Returns the file written; empty when today's copy was there already, or when the
    // database is a shared one (its server's backups are pg_dump's job).
    Result<QString> runIfDue(const QDate &today, int keep);
    // The backups in the folder, oldest first.
    QStringList existing() const;

private:
    const Database &m_database;
    QString m_folder;
};

}  // namespace kurz
