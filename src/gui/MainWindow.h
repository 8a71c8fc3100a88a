#pragma once

#include "core/links/Link.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTableView;

namespace kurz {

class DesktopApp;
class DetailPane;
class LinkTableModel;

// The link table with its toolbar, search field, detail pane and listener status.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(DesktopApp &app, QWidget *parent = nullptr);
    ~MainWindow() override;

    LinkTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    DetailPane *detailPane() const { return m_detail; }
    QLabel *listenerLabel() const { return m_listenerLabel; }

    void setShortUrlBase(const QString &base);
    QList<Link> selectedLinks() const;
    bool selectLink(qint64 id);  // among the loaded rows

    void newLink(const QString &initialUrl = {});
    void editSelected();
    void copySelected();
    void openSelected();
    void showQrCode();
    void toggleSelectedDisabled();
    // Asks first unless `confirm` is false; returns how many links were deleted.
    int deleteSelected(bool confirm = true);
    void openSettings(int page = 0);
    // The status bar text: the listener's state, request rate and link count.
    void updateStatus();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void updateActions();
    void onCurrentChanged();
    void onLinksChanged();
    void onHitsFlushed(const QList<qint64> &ids);
    void saveLayout();
    void restoreLayout();

    DesktopApp &m_app;
    LinkTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_search = nullptr;
    DetailPane *m_detail = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_listenerLabel = nullptr;
    QPushButton *m_listenerButton = nullptr;
    int m_listenerSettingsPage = 0;
    bool m_toldAboutTray = false;
    QAction *m_newAction, *m_editAction, *m_copyAction, *m_openAction, *m_qrAction, *m_toggleAction,
        *m_deleteAction, *m_settingsAction, *m_quitAction;
};

} // namespace kurz
