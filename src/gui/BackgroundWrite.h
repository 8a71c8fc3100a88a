#pragma once

#include "core/links/LinkService.h"

#include <QCoreApplication>

#include <functional>

class QWidget;

namespace kurz {

class DesktopApp;

// One long write of links (a big delete, its undo and redo) on a thread of its own, with a
// LinkService of that thread, while the window shows its progress in a window-modal
// QProgressDialog ("writeProgress"). The window's thread only polls for progress and
// repaints; it never waits for the database. run() returns once the write has ended (a nested
// event loop, as the import has; the dialog keeps the window's input away meanwhile). A
// cancellable write offers Cancel: it is one transaction, so a cancelled one changes nothing
// (Error reason Cancelled).
class BackgroundWrite
{
    Q_DECLARE_TR_FUNCTIONS(kurz::BackgroundWrite)

public:
    using Work = std::function<Result<RemovedBatch>(LinkService &links, const WriteProgress &progress)>;

    static Result<RemovedBatch> run(DesktopApp &app, QWidget *parent, const QString &label, bool cancellable, Work work);

    // Shown after this long, so that a small write never flashes a dialog.
    static constexpr int DialogDelayMs = 400;
};

} // namespace kurz
