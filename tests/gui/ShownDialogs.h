#pragma once

#include <QApplication>
#include <QDialog>
#include <QPointer>
#include <QScopeGuard>
#include <QTimer>
#include <QtTest>

#include <functional>
#include <memory>

namespace kurz::test {

// Runs `drive` on `dialog` once it is shown and active (its exec() runs the event loop
// meanwhile). A dialog still open a while after it (a mnemonic clicks its button after a short
// animation) is closed, so that a failure ends the test instead of hanging it.
inline void driveShownDialog(QPointer<QDialog> dialog, const std::function<void(QDialog *)> &drive)
{
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
}

// driveShownDialog() on the modal dialog the next input opens.
inline void driveNextDialog(QObject *context, const std::function<void(QDialog *)> &drive)
{
    QTimer::singleShot(
        0, context, [drive] { driveShownDialog(qobject_cast<QDialog *>(QApplication::activeModalWidget()), drive); });
}

// driveShownDialog() on the dialog called `name` once it is the modal one: for the second of
// two dialogs one input opens one after the other.
inline void driveDialogNamed(QObject *context, const QString &name, const std::function<void(QDialog *)> &drive)
{
    auto *poll = new QTimer(context);
    poll->setInterval(10);
    auto waited = std::make_shared<int>(0);
    QObject::connect(poll, &QTimer::timeout, context, [poll, name, drive, waited] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (dialog && dialog->objectName() == name) {
            poll->deleteLater();
            poll->stop();
            driveShownDialog(dialog, drive);
        } else if (++*waited > 500) {  // 5 s
            poll->deleteLater();
            poll->stop();
            QFAIL(qPrintable(QStringLiteral("no dialog called ") + name + QStringLiteral(" opened")));
        }
    });
    poll->start();
}

}  // namespace kurz::test
