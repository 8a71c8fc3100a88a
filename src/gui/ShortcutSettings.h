#pragma once

#include <QWidget>

class QKeySequenceEdit;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kurz {

class DesktopApp;

// Settings → General's desktop-wide shortcut: the key that shortens the clipboard anywhere
// ("shortenShortcut"), and what the desktop made of it ("shortcutStatus"): bound through its
// GlobalShortcuts portal, or, where no portal offers shortcuts, the command to bind in the
// desktop's keyboard settings ("shortcutCommand", with "copyShortcutCommand").
class ShortcutSettings : public QWidget {
    Q_OBJECT

public:
    explicit ShortcutSettings(DesktopApp &app, QWidget *parent = nullptr);

    void load();
    // The chosen key as QKeySequence's portable text ("Ctrl+Alt+K"); empty for none.
    QString keys() const;

    // The command a key binding runs: through D-Bus where there is a session bus.
    static QString command(bool sessionBus);

private:
    void showState();

    DesktopApp &m_app;
    QKeySequenceEdit *m_edit = nullptr;
    QLabel *m_status = nullptr;
    QLineEdit *m_command = nullptr;
    QPushButton *m_copy = nullptr;
};

}  // namespace kurz
