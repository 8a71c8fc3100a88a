#pragma once

#include "core/links/LinkService.h"

#include <QCoreApplication>

#include <functional>
#include <optional>
#include <type_traits>

class QWidget;

namespace kurz {

class DesktopApp;

// One long write of links (a big delete, its undo and redo, an export) on a thread of its own, with a
// LinkService of that thread, while the window shows its progress in a window-modal
// QProgressDialog ("writeProgress"). The window's thread only polls for progress and
// repaints; it never waits for the database. run() returns once the write has ended (a nested
// event loop, as the import has; the dialog keeps the window's input away meanwhile). A
// cancellable write offers Cancel: it is one transaction (an export: a file renamed into place
// at the end), so a cancelled one changes nothing (Error reason Cancelled).
class BackgroundWrite {
    Q_DECLARE_TR_FUNCTIONS(kurz::BackgroundWrite)

public:
    // `work` returns a Result (of a RemovedBatch for a delete, of a count for an export), which
    // run() hands back.
    template<typename Work>
    static auto run(DesktopApp &app, QWidget *parent, const QString &label, bool cancellable, Work work)
        -> std::invoke_result_t<Work &, LinkService &, const WriteProgress &>
    {
        std::optional<std::invoke_result_t<Work &, LinkService &, const WriteProgress &>> result;
        runOnThread(
            app, parent, label, cancellable, [&result, &work](LinkService &links, const WriteProgress &progress) {
                result.emplace(work(links, progress));
            });
        return std::move(*result);
    }

    // Shown after this long, so that a small write never flashes a dialog.
    static constexpr int DialogDelayMs = 400;

private:
    // Runs `work` on the writing thread and returns once it has ended.
    static void runOnThread(DesktopApp &app, QWidget *parent, const QString &label, bool cancellable,
        std::function<void(LinkService &links, const WriteProgress &progress)> work);
};

}  // namespace kurz
