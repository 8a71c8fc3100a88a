#pragma once

#include "gui/SettingsPage.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;

namespace kurz {

class BookmarkletLabel;
class DesktopApp;
class Settings;
class ShortcutSettings;

// Settings → General: the base URL of short links ("baseUrl"), start-up, the clipboard and
// its desktop-wide shortcut (ShortcutSettings), the language ("language"), and upkeep: page titles, daily target checks
// and private targets
// ("fetchTitles", "dailyChecks", "allowPrivate"), with the bookmarklet (docs/upkeep.md).
class GeneralSettingsPage : public SettingsPage {
    Q_OBJECT

public:
    explicit GeneralSettingsPage(DesktopApp &app, QWidget *parent = nullptr);

    void load() override;
    Result<void> apply() override;

private:
    void addUpkeep(QFormLayout *form);
    void showBookmarklet(const QString &token);
    // Asks, then gives the bookmarklet a new token: the old bookmarklets stop working.
    void renewBookmarkletToken();
    // Writes or removes the autostart entry when the box no longer says what happens at login.
    Result<void> applyStartAtLogin();

    DesktopApp &m_app;
    Settings &m_settings;
    QLineEdit *m_baseUrl = nullptr;
    QCheckBox *m_startMinimized = nullptr;
    QCheckBox *m_startAtLogin = nullptr;
    QCheckBox *m_autoShorten = nullptr;
    QCheckBox *m_reuseLinks = nullptr;
    ShortcutSettings *m_shortcut = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_fetchTitles = nullptr;
    QCheckBox *m_dailyChecks = nullptr;
    QCheckBox *m_allowPrivate = nullptr;
    BookmarkletLabel *m_bookmarklet = nullptr;
};

}  // namespace kurz
