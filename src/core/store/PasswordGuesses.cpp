#include "core/store/PasswordGuesses.h"

#include "core/store/Database.h"
#include "core/store/DatabaseError.h"

#include <QCoreApplication>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace kurz {

PasswordGuesses::PasswordGuesses(const Database &database)
    : m_database(database)
{
}

Result<qint64> PasswordGuesses::count(const QString &subject, qint64 minute)
{
    QSqlQuery q(m_database.connection());
    q.prepare(u"INSERT INTO password_guesses (subject, minute, tries) VALUES (?, ?, 1) ON CONFLICT (subject, minute) "
              "DO UPDATE SET tries = password_guesses.tries + 1 RETURNING tries"_s);
    q.addBindValue(subject);
    q.addBindValue(minute);
    if (!q.exec() || !q.next())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot count a password try"), q.lastError());
    const qint64 tries = q.value(0).toLongLong();
    while (q.next()) { }  // stepped to its end, so that checkpoints can run
    return tries;
}

Result<void> PasswordGuesses::uncount(const QString &subject, qint64 minute)
{
    QSqlQuery q(m_database.connection());
    q.prepare(u"UPDATE password_guesses SET tries = tries - 1 WHERE subject = ? AND minute = ? AND tries > 0"_s);
    q.addBindValue(subject);
    q.addBindValue(minute);
    if (!q.exec())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot count a password try"), q.lastError());
    return {};
}

Result<void> PasswordGuesses::forgetBefore(qint64 minute)
{
    QSqlQuery q(m_database.connection());
    q.prepare(u"DELETE FROM password_guesses WHERE minute < ?"_s);
    q.addBindValue(minute);
    if (!q.exec())
        return databaseError(
            QCoreApplication::translate("kurz::Database", "Cannot forget old password tries"), q.lastError());
    return {};
}

}  // namespace kurz
