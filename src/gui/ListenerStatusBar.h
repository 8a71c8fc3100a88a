#pragma once

#include <QStatusBar>

class QLabel;
class QProgressBar;
class QPushButton;

namespace kurz {

class DesktopApp;
class LinkTableModel;

// The window's status bar: messages on the left; on the right the target checks' progress
// ("checkProgress") and the listener's state, request rate and link count ("listenerStatus"),
// with a button to the settings where the listener's problem is fixed.
class ListenerStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    ListenerStatusBar(DesktopApp &app, LinkTableModel &model, QWidget *parent = nullptr);

    // The listener's state and the link count again (the listener or the rows changed).
    void refresh();
    void showCheckProgress(int done, int total, int broken);

Q_SIGNALS:
    // "Open settings" beside a listener that could not start.
    void serverSettingsRequested();

private:
    DesktopApp &m_app;
    LinkTableModel &m_model;
    QLabel *m_listenerLabel = nullptr;
    QPushButton *m_listenerButton = nullptr;
    QProgressBar *m_checkProgress = nullptr;
};

} // namespace kurz
