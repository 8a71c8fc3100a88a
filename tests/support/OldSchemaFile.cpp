#include "support/OldSchemaFile.h"

#include "core/store/Database.h"
#include "core/store/Schema.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace kurz::test {

QString writeOldSchemaFile(const QString &path, int version, const QStringList &rows)
{
    const QString name = QStringLiteral("kurz-old-schema");
    QString failed;
    {
        QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        old.setDatabaseName(path);
        if (!old.open())
            return old.lastError().text();
        QStringList statements;
        for (int from = 0; from < version; ++from)
            statements << migrationSteps(SqlDialect(), from);
        statements << QStringLiteral("PRAGMA application_id=%1").arg(Database::ApplicationId)
                   << QStringLiteral("PRAGMA user_version=%1").arg(version) << rows;
        QSqlQuery q(old);
        for (const QString &statement : std::as_const(statements)) {
            if (!q.exec(statement)) {
                failed = statement + QStringLiteral(": ") + q.lastError().text();
                break;
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return failed;
}

}  // namespace kurz::test
