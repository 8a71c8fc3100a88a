#pragma once

#include "gui/SettingsPage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace kurz {

class DesktopApp;
class Settings;

// Settings → Server: where the listener listens ("listenLan", "listenCustom", "listenHost",
// "port"), how it redirects and caches, whether codes match regardless of case
// ("caseInsensitive"), and the running listener's problem ("listenerProblem"). A new address,
// port or thread count is tried on the running listener before it is kept: one it cannot
// listen on is stored back as it was, and the note under the port says why ("listenRefused").
class ServerSettingsPage : public SettingsPage {
    Q_OBJECT

public:
    explicit ServerSettingsPage(DesktopApp &app, QWidget *parent = nullptr);

    void load() override;
    Result<void> validate() const override;
    Result<void> apply() override;
    bool caseInsensitive() const;

Q_SIGNALS:
    void caseInsensitiveToggled(bool on);

private:
    QString listenValue() const;
    void updateLanNote();
    void showListenerProblem();

    DesktopApp &m_app;
    Settings &m_settings;
    QRadioButton *m_listenLocal = nullptr;
    QRadioButton *m_listenLan = nullptr;
    QRadioButton *m_listenCustom = nullptr;
    QLineEdit *m_customHost = nullptr;
    QSpinBox *m_port = nullptr;
    QLabel *m_listenRefused = nullptr;
    QLabel *m_lanNote = nullptr;
    QLabel *m_listenerProblem = nullptr;
    QComboBox *m_defaultStatus = nullptr;
    QSpinBox *m_cacheSeconds = nullptr;
    QCheckBox *m_caseInsensitive = nullptr;
    QCheckBox *m_hideLimited = nullptr;
    QSpinBox *m_flushMs = nullptr;
    QLineEdit *m_allowedNetworks = nullptr;
    QLineEdit *m_expiredUrl = nullptr;
    QSpinBox *m_threads = nullptr;
};

}  // namespace kurz
