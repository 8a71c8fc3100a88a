#pragma once

#include <QStatusBar>

class QLabel;
class QProgressBar;
class QPushButton;

namespace kurz {

class DesktopApp;
class LinkTableModel;
class TargetChecks;

// The window's status bar: messages on the left; on the right the target checks' progress
// ("checkProgress") with a button that cancels them ("cancelChecks"), and the listener's state,
// request rate and link count ("listenerStatus"), with a button to the settings where the
// listener's problem is fixed.
class ListenerStatusBar : public QStatusBar {
    Q_OBJECT

public:
    ListenerStatusBar(DesktopApp &app, LinkTableModel &model, QWidget *parent = nullptr);

    // The listener's state and the link count again (the listener or the rows changed).
    void refresh();
    // Shows the checks' progress while they run, with Cancel, and how they ended.
    void followChecks(TargetChecks &checks);

Q_SIGNALS:
    // "Open settings" beside a listener that could not start.
    void serverSettingsRequested();

private:
    void showCheckProgress(int done, int total, int broken);
    void showChecksEnded(int checked, int broken, bool cancelled);

    DesktopApp &m_app;
    LinkTableModel &m_model;
    QLabel *m_listenerLabel = nullptr;
    QPushButton *m_listenerButton = nullptr;
    QProgressBar *m_checkProgress = nullptr;
    QPushButton *m_cancelChecks = nullptr;
    TargetChecks *m_checks = nullptr;
};

}  // namespace kurz
