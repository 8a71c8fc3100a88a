#pragma once

#include <QDialog>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace kurz {

class DesktopApp;
class Settings;
class SettingsPage;

// Settings → Codes, Server, API keys, General, Data: one SettingsPage each. OK and Apply store
// every page's values inside one Settings::Batch; a refused value is explained on its page and
// nothing else closes. Tests find the pages by type (CodesSettingsPage, ApiKeysPage, ...) and
// their fields by object name.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    enum Page { CodesPage, ServerPage, KeysPage, GeneralPage, DataPage, DomainsPage, PageCount };

    SettingsDialog(DesktopApp &app, Page page = CodesPage, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    Page currentPage() const;
    // Stores all values; false (with the reason shown) when one was refused.
    bool apply();

public Q_SLOTS:
    void accept() override;

private:
    void showProblem(Page page, const QString &problem);

    Settings &m_settings;
    QListWidget *m_pageList = nullptr;
    QStackedWidget *m_stack = nullptr;
    SettingsPage *m_pages[PageCount] = {};
    QLabel *m_problems[PageCount] = {};
};

}  // namespace kurz
