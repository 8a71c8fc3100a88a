#pragma once

#include <QObject>

QT_BEGIN_NAMESPACE
class QSocketNotifier;
QT_END_NAMESPACE

namespace kurz {

// Turns SIGINT and SIGTERM into a Qt signal on the thread that made this object (the
// handler only writes a byte to a socket pair; a QSocketNotifier reads it), so that both
// `kurz serve` and the window stop cleanly, every served hit written.
//
// Only the first signal asks to stop. Later ones within GraceSeconds of it are ignored (with
// one line on stderr), so that a systemd stop followed by an impatient Ctrl+C does not cut
// the last hit flush short; one after that ends the process at once. Once a stop was asked
// for, the handler stays installed after this object is gone, until the process exits.
class SignalWatcher : public QObject {
    Q_OBJECT

public:
    static constexpr int GraceSeconds = 30;

    explicit SignalWatcher(QObject *parent = nullptr);
    ~SignalWatcher() override;  // restores the previous handlers unless a stop was asked for

Q_SIGNALS:
    void received(int signalNumber);

private:
    static void handler(int signalNumber);
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};

}  // namespace kurz
