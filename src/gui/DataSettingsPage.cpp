#include "gui/DataSettingsPage.h"

#include "core/settings/SettingsKeys.h"
#include "core/store/DailyBackups.h"
#include "core/store/ServerAddress.h"
#include "gui/BackupActions.h"
#include "gui/DesktopApp.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QThread>

using namespace Qt::StringLiterals;

namespace kurz {

DataSettingsPage::DataSettingsPage(DesktopApp &app, QWidget *parent)
    : SettingsPage(parent)
    , m_app(app)
    , m_settings(app.settings())
{
    auto *form = new QFormLayout(this);
    m_localDatabase = new QRadioButton(tr("This &computer (a database file)"), this);
    m_sharedDatabase = new QRadioButton(tr("S&hared PostgreSQL database (for a team)"), this);
    m_sharedDatabase->setObjectName(u"sharedDatabase"_s);
    form->addRow(tr("Keep links on:"), m_localDatabase);
    form->addRow(QString(), m_sharedDatabase);
    m_databasePath = new QLineEdit(this);
    m_databasePath->setPlaceholderText(Settings::defaultDatabasePath());
    m_browse = new QPushButton(tr("Choose…"), this);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Database location"), m_app.database()->path(),
            tr("Kurz database (*.db)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty())
            m_databasePath->setText(path);
    });
    auto *location = new QHBoxLayout;
    location->addWidget(m_databasePath, 1);
    location->addWidget(m_browse);
    m_locationLabel = new QLabel(tr("&Database:"), this);
    m_locationLabel->setBuddy(m_databasePath);
    form->addRow(m_locationLabel, location);
    m_serverAddress = new QLineEdit(this);
    m_serverAddress->setObjectName(u"serverAddress"_s);
    m_serverAddress->setPlaceholderText(u"postgresql://me@db.lan/kurz?sslmode=require"_s);
    m_testConnection = new QPushButton(tr("&Test connection"), this);
    m_testConnection->setObjectName(u"testConnection"_s);
    connect(m_testConnection, &QPushButton::clicked, this, &DataSettingsPage::testConnection);
    auto *server = new QHBoxLayout;
    server->addWidget(m_serverAddress, 1);
    server->addWidget(m_testConnection);
    m_serverLabel = new QLabel(tr("&Address:"), this);
    m_serverLabel->setBuddy(m_serverAddress);
    form->addRow(m_serverLabel, server);
    m_connectionResult = noteLabel(
        tr("The password comes from ~/.pgpass or PGPASSWORD; Kurz never stores it. See docs/teams.md."), this);
    form->addRow(QString(), m_connectionResult);
    connect(m_sharedDatabase, &QRadioButton::toggled, this, &DataSettingsPage::showChoice);
    form->addRow(QString(),
        noteLabel(tr("Now open: %1. A new location takes effect when Kurz starts next.").arg(m_app.database()->path()),
            this));
    auto *backup = new QPushButton(tr("&Back up now…"), this);
    connect(backup, &QPushButton::clicked, this, [this] {
        const QString path = BackupActions::askForBackupFile(m_app.database()->path(), this);
        if (!path.isEmpty())
            backUpTo(path);
    });
    m_backupResult = noteLabel({}, this);
    form->addRow(QString(), backup);
    form->addRow(QString(), m_backupResult);
    m_dailyBackups = new QCheckBox(tr("Back up &every day, keeping the last"), this);
    m_backupsKept = new QSpinBox(this);
    m_backupsKept->setRange(1, 365);
    m_backupsKept->setAccessibleName(tr("Backups kept"));
    connect(m_dailyBackups, &QCheckBox::toggled, m_backupsKept, &QWidget::setEnabled);
    auto *daily = new QHBoxLayout;
    daily->addWidget(m_dailyBackups);
    daily->addWidget(m_backupsKept);
    daily->addStretch(1);
    form->addRow(QString(), daily);
    form->addRow(
        QString(), noteLabel(tr("Daily copies go to %1.").arg(DailyBackups::defaultFolder(*m_app.database())), this));
}

void DataSettingsPage::load()
{
    const QString chosen = m_settings.get(keys::DatabasePath);
    const bool shared = ServerAddress::isServerAddress(chosen);
    (shared ? m_sharedDatabase : m_localDatabase)->setChecked(true);
    m_databasePath->setText(shared ? QString() : chosen);
    m_serverAddress->setText(shared ? chosen : QString());
    showChoice();
    m_dailyBackups->setChecked(m_settings.get(keys::DailyBackups));
    m_backupsKept->setValue(m_settings.get(keys::BackupsKept));
    m_backupsKept->setEnabled(m_dailyBackups->isChecked());
}

Result<void> DataSettingsPage::validate() const
{
    if (m_sharedDatabase->isChecked() && m_serverAddress->text().trimmed().isEmpty())
        return invalidInput(tr("Enter the shared database's address, e.g. postgresql://me@db.lan/kurz, or keep links "
                               "on this computer."),
            keys::DatabasePath.key);
    return {};
}

Result<void> DataSettingsPage::apply()
{
    return firstFailure({
        [this] {
            return m_settings.set(keys::DatabasePath,
                m_sharedDatabase->isChecked() ? m_serverAddress->text().trimmed() : m_databasePath->text().trimmed());
        },
        [this] { return m_settings.set(keys::DailyBackups, m_dailyBackups->isChecked()); },
        [this] { return m_settings.set(keys::BackupsKept, m_backupsKept->value()); },
    });
}

void DataSettingsPage::showChoice()
{
    const bool onServer = m_sharedDatabase->isChecked();
    for (QWidget *w : {static_cast<QWidget *>(m_databasePath), static_cast<QWidget *>(m_browse),
             static_cast<QWidget *>(m_locationLabel)})
        w->setEnabled(!onServer);
    for (QWidget *w : {static_cast<QWidget *>(m_serverAddress), static_cast<QWidget *>(m_testConnection),
             static_cast<QWidget *>(m_serverLabel)})
        w->setEnabled(onServer);
}

Result<void> DataSettingsPage::backUpTo(const QString &path)
{
    Result<void> done = m_app.backUpTo(path);
    m_backupResult->setText(done.ok() ? tr("Backed up to %1.").arg(path) : done.error().message);
    m_backupResult->setEnabled(true);
    m_backupResult->setStyleSheet(done.ok() ? QString() : u"color: #c62828;"_s);
    return done;
}

QString DataSettingsPage::connectionResult() const
{
    return m_connectionResult->text();
}

void DataSettingsPage::testConnection()
{
    const QString address = m_serverAddress->text().trimmed();
    m_testConnection->setEnabled(false);
    m_connectionResult->setStyleSheet(QString());
    m_connectionResult->setText(tr("Connecting to %1…").arg(address));
    // Connecting may take until the server's timeout: never on the window's thread.
    auto result = std::make_shared<Result<ServerDescription>>(Error{});
    QThread *worker = QThread::create([address, result] { *result = Database::describeServer(address); });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, result] {
        m_testConnection->setEnabled(m_sharedDatabase->isChecked());
        QString text;
        if (!*result)
            text = result->error().message;
        else if (result->value().schemaVersion == 0)
            text = tr("Connected: PostgreSQL %1, an empty database. Kurz sets it up when it first starts with it.")
                       .arg(result->value().serverVersion);
        else if (result->value().schemaVersion > Database::SchemaVersion)
            text = tr("Connected: PostgreSQL %1, but the database was written by a newer Kurz. Update Kurz first.")
                       .arg(result->value().serverVersion);
        else
            text = tr("Connected: PostgreSQL %1, a Kurz database.").arg(result->value().serverVersion);
        const bool fine = *result && result->value().schemaVersion <= Database::SchemaVersion;
        m_connectionResult->setText(text);
        m_connectionResult->setStyleSheet(fine ? QString() : u"color: #c62828;"_s);
    });
    worker->start();
}

}  // namespace kurz
