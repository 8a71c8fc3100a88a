#pragma once

#include "support/TestPaths.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>

namespace kurz::test {

// Starts the built `kurz serve` with `arguments` (which listen on 127.0.0.1) and returns the
// port it printed, or 0.
inline quint16 startServe(QProcess &process, const QStringList &arguments)
{
    process.start(test::kurzExecutable(), QStringList{QStringLiteral("serve")} + arguments);
    if (!process.waitForStarted(5000))
        return 0;
    QByteArray line;
    QDeadlineTimer deadline(15000);
    while (!line.endsWith('\n') && !deadline.hasExpired() && process.state() == QProcess::Running) {
        if (process.canReadLine() || process.waitForReadyRead(100))
            line += process.readLine();
    }
    const auto match = QRegularExpression(QStringLiteral("^Listening on http://127\\.0\\.0\\.1:(\\d+)\\n$"))
                           .match(QString::fromUtf8(line));
    return match.hasMatch() ? quint16(match.captured(1).toUInt()) : 0;
}

}  // namespace kurz::test
