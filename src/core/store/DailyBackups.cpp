#include "core/store/DailyBackups.h"

#include "core/store/Database.h"
#include "core/util/PrivateFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace kurz {

DailyBackups::DailyBackups(const Database &database, QString folder)
    : m_database(database)
    , m_folder(std::move(folder))
{
}

QString DailyBackups::defaultFolder(const Database &database)
{
    return QFileInfo(database.path()).absoluteDir().filePath(u"backups"_s);
}

QStringList DailyBackups::existing() const
{
    static const QRegularExpression name(QStringLiteral("^links-\\d{4}-\\d{2}-\\d{2}\\.db$"));
    QStringList files;
    for (const QString &file : QDir(m_folder).entryList({u"links-*.db"_s}, QDir::Files, QDir::Name)) {
        if (name.match(file).hasMatch())
            files.append(QDir(m_folder).filePath(file));
    }
    return files;  // ISO dates sort as text
}

Result<QString> DailyBackups::runIfDue(const QDate &today, int keep)
{
    if (m_database.dialect().kind() != SqlDialect::Kind::SQLite)
        return QString();  // a shared database is backed up on its server (pg_dump, docs/teams.md)
    // A folder Kurz makes is private (the backups in it are, wherever they go).
    if (!QFileInfo::exists(m_folder))
        makePrivateFolder(m_folder);
    if (!QFileInfo(m_folder).isDir())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::DailyBackups",
                "Cannot make the backup folder %1. Check that it can be written, or turn daily backups off in Settings "
                "→ Data.")
                .arg(m_folder),
            {}, reasons::Storage};
    const QString path = QDir(m_folder).filePath(u"links-"_s + today.toString(Qt::ISODate) + u".db"_s);
    QString written;
    if (!QFileInfo::exists(path)) {
        const auto copied = m_database.backupTo(path);
        if (!copied.ok())
            return copied.error();
        written = path;
    }
    const QStringList files = existing();
    for (qsizetype i = 0; i + keep < files.size(); ++i)
        QFile::remove(files.at(i));
    return written;
}

}  // namespace kurz
