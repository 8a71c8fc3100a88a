#pragma once

#include <QApplication>
#include <QDialog>
#include <QPointer>
#include <QScopeGuard>
#include <QTimer>
#include <QtTest>

#include <functional>

namespace kurz::test {

// Runs `drive` on the modal dialog the next input opens, once it is shown and active (its
// exec() runs the event loop meanwhile). A dialog still open a while after it (a mnemonic
// clicks its button after a short animation) is closed, so that a failure ends the test
// instead of hanging it.
inline void driveNextDialog(QObject *context, const std::function<void(QDialog *)> &drive)
{
    QTimer::singleShot(0, context, [drive] {
        QPointer<QDialog> dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        QVERIFY2(dialog, "no dialog opened");
        const auto closeAnyway = qScopeGuard([dialog] {
            if (QTest::qWaitFor([&dialog] { return !dialog || !dialog->isVisible(); }, 2000))
                return;
            if (dialog && dialog->isVisible())
                dialog->reject();
        });
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        // A window manager activates a new dialog; the offscreen platform leaves that to the
        // application.
        dialog->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), dialog.data());
        drive(dialog);
    });
}

} // namespace kurz::test
