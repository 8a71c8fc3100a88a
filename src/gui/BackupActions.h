#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace kurz {

class DesktopApp;

// File → Back up now… and Restore from backup…: a file dialog, then DesktopApp's backup or
// restore, saying how it went. The window adds actions() to its menu, as ImportExportActions'.
class BackupActions : public QObject {
    Q_OBJECT

public:
    BackupActions(DesktopApp &app, QWidget *window);

    QList<QAction *> actions() const { return {m_backUp, m_restore}; }
    // Asks where to write a backup, suggesting a dated file beside the database; empty when
    // cancelled (also Settings → Data's Back up now…).
    static QString askForBackupFile(const QString &databasePath, QWidget *parent);

Q_SIGNALS:
    // For the status bar: a backup was written.
    void message(const QString &text, int timeout);

private:
    void backUp();
    void restore();

    DesktopApp &m_app;
    QWidget *m_window;
    QAction *m_backUp;
    QAction *m_restore;
};

}  // namespace kurz
