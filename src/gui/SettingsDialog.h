#pragma once

#include "core/codes/CodeSettings.h"
#include "core/settings/Settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStackedWidget;

namespace kurz {

class ApiKeysPage;
class BookmarkletLabel;
class DesktopApp;

// Settings → Codes, Server, API keys, General, Data. OK and Apply store every page's values through
// Settings::set; a refused value is explained on its page and nothing else closes.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    enum Page { CodesPage, ServerPage, KeysPage, GeneralPage, DataPage, PageCount };

    SettingsDialog(DesktopApp &app, Page page = CodesPage, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    Page currentPage() const;
    // Stores all values; false (with the reason shown) when one was refused.
    bool apply();
    QStringList sampleCodes() const { return m_samples; }
    QString previewText() const;
    QString arithmeticText() const;
    // Writes a backup of the database to `path`; empty on success, else the problem.
    QString backUpTo(const QString &path);
    // Data page: a file on this computer or a shared PostgreSQL database, and Test connection,
    // which asks the server on a worker thread and says what it found in connectionResult().
    QString connectionResult() const;
    // Tests find the fields by their object names ("strategy", "codeLength", "port",
    // "sharedDatabase", ...) and the one ApiKeysPage and BookmarkletLabel.

public Q_SLOTS:
    void accept() override;

private:
    QWidget *createCodesPage();
    QWidget *createServerPage();
    QWidget *createGeneralPage();
    void addUpkeep(QFormLayout *form, QWidget *page);
    QWidget *createDataPage();
    QString alphabetValue() const;
    QString listenValue() const;
    CodeSettings codeSettingsShown() const;  // what the Codes and Server pages show, stored or not
    void updatePreview();
    void showProblem(Page page, const QString &problem);

    DesktopApp &m_app;
    Settings &m_settings;
    QListWidget *m_pages = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_problems[PageCount] = {};
    QStringList m_samples;

    QComboBox *m_strategy = nullptr;
    QLabel *m_strategyHelp = nullptr;
    QComboBox *m_alphabet = nullptr;
    QLineEdit *m_customAlphabet = nullptr;
    QSpinBox *m_length = nullptr;
    QLabel *m_alphabetNote = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_arithmetic = nullptr;

    QRadioButton *m_listenLocal = nullptr;
    QRadioButton *m_listenLan = nullptr;
    QRadioButton *m_listenCustom = nullptr;
    QLineEdit *m_customHost = nullptr;
    QSpinBox *m_port = nullptr;
    QComboBox *m_defaultStatus = nullptr;
    QSpinBox *m_cacheSeconds = nullptr;
    QCheckBox *m_caseInsensitive = nullptr;
    QLabel *m_lanNote = nullptr;
    QLabel *m_listenerProblem = nullptr;
    QSpinBox *m_flushMs = nullptr;
    QLineEdit *m_allowedNetworks = nullptr;
    QSpinBox *m_threads = nullptr;
    ApiKeysPage *m_apiKeys = nullptr;

    QLineEdit *m_baseUrl = nullptr;
    QCheckBox *m_startMinimized = nullptr;
    QCheckBox *m_startAtLogin = nullptr;
    QCheckBox *m_autoShorten = nullptr;
    QCheckBox *m_reuseLinks = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_fetchTitles = nullptr;
    QCheckBox *m_allowPrivate = nullptr;
    QCheckBox *m_dailyChecks = nullptr;
    BookmarkletLabel *m_bookmarklet = nullptr;

    void testConnection();

    QLineEdit *m_databasePath = nullptr;
    QRadioButton *m_sharedDatabase = nullptr;
    QLineEdit *m_serverAddress = nullptr;
    QPushButton *m_testConnection = nullptr;
    QLabel *m_connectionResult = nullptr;
    QLabel *m_backupResult = nullptr;
    QCheckBox *m_dailyBackups = nullptr;
    QSpinBox *m_backupsKept = nullptr;
};

} // namespace kurz
