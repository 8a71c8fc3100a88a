#include "gui/BackupActions.h"

#include "core/store/DailyBackups.h"
#include "gui/DesktopApp.h"

#include <QAction>
#include <QDate>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace kurz {

BackupActions::BackupActions(DesktopApp &app, QWidget *window)
    : QObject(window)
    , m_app(app)
    , m_window(window)
    , m_backUp(new QAction(tr("&Back up now…"), window))
    , m_restore(new QAction(tr("&Restore from backup…"), window))
{
    m_backUp->setObjectName(u"backUp"_s);
    m_restore->setObjectName(u"restoreBackup"_s);
    connect(m_backUp, &QAction::triggered, this, &BackupActions::backUp);
    connect(m_restore, &QAction::triggered, this, &BackupActions::restore);
}

QString BackupActions::askForBackupFile(const QString &databasePath, QWidget *parent)
{
    const QString suggestion = QFileInfo(databasePath).absolutePath() + u"/links-backup-"_s
        + QDate::currentDate().toString(Qt::ISODate) + u".db"_s;
    return QFileDialog::getSaveFileName(parent, tr("Back up the database"), suggestion, tr("Kurz database (*.db)"));
}

void BackupActions::backUp()
{
    const QString path = askForBackupFile(m_app.database()->path(), m_window);
    if (path.isEmpty())
        return;
    const auto done = m_app.backUpTo(path);
    if (done.ok())
        Q_EMIT message(tr("Backed up to %1").arg(path), 8000);
    else
        QMessageBox::warning(m_window, tr("No backup written"), done.error().message);
}

void BackupActions::restore()
{
    // The daily copies are where a restore usually starts; without any, the database's folder.
    const QString backups = DailyBackups::defaultFolder(*m_app.database());
    const QString folder = QFileInfo(backups).isDir() ? backups : QFileInfo(m_app.database()->path()).absolutePath();
    const QString path
        = QFileDialog::getOpenFileName(m_window, tr("Restore from backup"), folder, tr("Kurz database (*.db)"));
    if (path.isEmpty())
        return;
    const auto restored = m_app.restoreFrom(path);
    if (!restored) {
        QMessageBox::warning(m_window, tr("Nothing restored"), restored.error().message);
        return;
    }
    QMessageBox::information(m_window, tr("Backup restored"),
        tr("Kurz opens the restored copy %1 from its next start; the current database stays as it is "
           "(Settings → Data switches back).")
            .arg(*restored));
}

}  // namespace kurz
