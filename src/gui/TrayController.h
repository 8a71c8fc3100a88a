#pragma once

#include <QObject>

class QMenu;
class QSystemTrayIcon;

namespace kurz {

class DesktopApp;

// The tray icon: a click shortens the clipboard; the menu has the recent links, the window,
// and the listener's pause switch. Created only when the desktop has a tray.
class TrayController : public QObject {
    Q_OBJECT

public:
    static constexpr int RecentCount = 10;

    explicit TrayController(DesktopApp &app, QObject *parent = nullptr);
    ~TrayController() override;

    bool isVisible() const;
    void showMessage(const QString &title, const QString &message, bool problem);
    QMenu *menu() const { return m_menu; }
    // Shortens the clipboard and says what happened in a notification.
    void shortenClipboard();

private:
    void rebuildMenu();

    DesktopApp &m_app;
    QSystemTrayIcon *m_icon = nullptr;
    QMenu *m_menu = nullptr;
};

}  // namespace kurz
