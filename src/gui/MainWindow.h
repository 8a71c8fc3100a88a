#pragma once

#include <QMainWindow>

class QAction;

namespace kurz {

class DesktopApp;
class LinkActions;
class LinkFilterBar;
class LinkListWidget;
class ListenerStatusBar;

// The window is a shell around the LinkListWidget (the table, the detail pane and what works
// on the selection): it lays out the menus, the toolbar with LinkActions, the LinkFilterBar
// and the ListenerStatusBar, keeps its layout, opens Settings and takes drops.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(DesktopApp &app, QWidget *parent = nullptr);
    ~MainWindow() override;

    LinkListWidget *links() const { return m_links; }
    LinkFilterBar *filterBar() const { return m_filterBar; }
    void openSettings(int page = 0);
    // Fits the saved or default size onto the screen the window opens on.
    void fitToScreen();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createToolBars();
    void createMenus();
    void showShortcuts();
    void showAbout();
    void showMessage(const QString &text, int timeout);
    void saveLayout();
    void restoreLayout();

    DesktopApp &m_app;
    LinkListWidget *m_links = nullptr;
    LinkActions *m_linkActions = nullptr;
    LinkFilterBar *m_filterBar = nullptr;
    ListenerStatusBar *m_statusBar = nullptr;
    bool m_toldAboutTray = false;
    QAction *m_settingsAction, *m_quitAction, *m_pauseAction, *m_detailAction, *m_filtersAction;
};

}  // namespace kurz
