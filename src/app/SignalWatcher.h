#pragma once

#include <QObject>

QT_BEGIN_NAMESPACE
class QSocketNotifier;
QT_END_NAMESPACE

namespace kurz {

// Turns SIGINT and SIGTERM into a Qt signal on the thread that made this object (the
// handler only writes a byte to a socket pair; a QSocketNotifier reads it), so that both
// `kurz serve` and the window stop cleanly, every served hit written.
class SignalWatcher : public QObject
{
    Q_OBJECT

public:
    explicit SignalWatcher(QObject *parent = nullptr);
    ~SignalWatcher() override;  // restores the default handlers

Q_SIGNALS:
    void received(int signalNumber);

private:
    static void handler(int signalNumber);
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace kurz
