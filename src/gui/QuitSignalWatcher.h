#pragma once

#include <QObject>

class QSocketNotifier;

namespace kurz {

// Turns SIGINT and SIGTERM into quitRequested() on the event loop (a socket pair written by
// the signal handler), so that a killed Kurz still closes its database cleanly.
class QuitSignalWatcher : public QObject
{
    Q_OBJECT

public:
    explicit QuitSignalWatcher(QObject *parent = nullptr);
    ~QuitSignalWatcher() override;

Q_SIGNALS:
    void quitRequested(int signal);

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace kurz
