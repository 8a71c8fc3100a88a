#pragma once

#include "core/util/Result.h"

#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QSqlDatabase;
QT_END_NAMESPACE

namespace kurz {

// Where a shared PostgreSQL database is: postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...].
// It never holds a password: libpq finds one itself (~/.pgpass, PGPASSWORD, PGSERVICE).
class ServerAddress {
public:
    // True for anything that names a server rather than an SQLite file.
    static bool isServerAddress(const QString &location);
    // A clear error for a malformed address, one with a password, or an unknown option.
    static Result<ServerAddress> parse(const QString &location);

    QString host() const { return m_host; }
    int port() const { return m_port; }
    QString databaseName() const { return m_database; }
    // host:port/database, for messages.
    QString display() const;

    // Sets up a QPSQL connection (not yet opened) for this address.
    void applyTo(QSqlDatabase &db) const;
    // libpq's words for a failed connection, turned into what the user should do.
    QString explainFailure(const QString &driverText) const;

private:
    QString m_host;
    int m_port = -1;
    QString m_user;
    QString m_database;
    QStringList m_options;  // key=value, for libpq
};

}  // namespace kurz
