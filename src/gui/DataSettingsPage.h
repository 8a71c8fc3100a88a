#pragma once

#include "gui/SettingsPage.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kurz {

class DesktopApp;
class Settings;

// Settings → Data: a database file on this computer or a shared PostgreSQL database
// ("sharedDatabase", "serverAddress"), with Test connection ("testConnection"), which asks the
// server on a worker thread; Back up now and the daily backups.
class DataSettingsPage : public SettingsPage {
    Q_OBJECT

public:
    explicit DataSettingsPage(DesktopApp &app, QWidget *parent = nullptr);

    void load() override;
    Result<void> validate() const override;
    Result<void> apply() override;

    // Writes a backup of the database to `path` and says how it went below the button; empty
    // on success, else the problem.
    Result<void> backUpTo(const QString &path);
    // What Test connection found (or the note on passwords before it ran).
    QString connectionResult() const;

private:
    void showChoice();
    void testConnection();

    DesktopApp &m_app;
    Settings &m_settings;
    QRadioButton *m_localDatabase = nullptr;
    QRadioButton *m_sharedDatabase = nullptr;
    QLineEdit *m_databasePath = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_locationLabel = nullptr;
    QLineEdit *m_serverAddress = nullptr;
    QPushButton *m_testConnection = nullptr;
    QLabel *m_serverLabel = nullptr;
    QLabel *m_connectionResult = nullptr;
    QLabel *m_backupResult = nullptr;
    QCheckBox *m_dailyBackups = nullptr;
    QSpinBox *m_backupsKept = nullptr;
};

}  // namespace kurz
