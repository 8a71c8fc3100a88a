#include "gui/BackgroundWrite.h"

#include "core/links/LinkServiceSetup.h"
#include "core/links/SettingsReaders.h"
#include "gui/DesktopApp.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>

#include <atomic>
#include <optional>
#include <thread>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// What the writing thread and the window's share: atomics the window polls; the work's result
// (the caller's) is handed over by `finished` (released by the writer, acquired by the window)
// and the join.
struct WriteState {
    std::atomic<qint64> done{0};
    std::atomic<qint64> total{0};
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
};

}  // namespace

void BackgroundWrite::runOnThread(DesktopApp &app, QWidget *parent, const QString &label, bool cancellable,
    std::function<void(LinkService &links, const WriteProgress &progress)> work)
{
    auto state = std::make_shared<WriteState>();
    // Read here, on the window's thread, where the settings live.
    const LinkServiceOptions options = linkServiceOptions(app.settings());
    const bool caseInsensitive = app.store().caseInsensitive();
    const std::shared_ptr<Database> database = app.database();
    std::thread writer([state, options, caseInsensitive, database, work = std::move(work)] {
        {
            LinkStore store(database);
            store.setCaseInsensitive(caseInsensitive);
            const auto links = makeLinkService(store, options);
            work(*links, [&state](qint64 done, qint64 total) {
                state->total.store(total, std::memory_order_relaxed);
                state->done.store(done, std::memory_order_relaxed);
                return !state->cancel.load(std::memory_order_relaxed);
            });
        }
        database->closeThreadConnection();
        state->finished.store(true, std::memory_order_release);
    });

    QProgressDialog progress(label, cancellable ? tr("Cancel") : QString(), 0, 0, parent);
    progress.setObjectName(u"writeProgress"_s);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(DialogDelayMs);
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    // Cancel (or Esc) hides the dialog; it comes back without the button until the write has
    // rolled back. A write that cannot be cancelled shows it again too (below).
    if (cancellable) {
        QObject::connect(&progress, &QProgressDialog::canceled, &progress, [&progress, state] {
            state->cancel.store(true, std::memory_order_relaxed);
            progress.setCancelButtonText(QString());
            progress.setLabelText(tr("Cancelling… nothing is changed."));
            progress.show();
        });
    }
    QElapsedTimer running;
    running.start();
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (state->finished.load(std::memory_order_acquire)) {
            loop.quit();
            return;
        }
        if (running.elapsed() >= DialogDelayMs && !progress.isVisible())
            progress.show();
        const qint64 total = state->total.load(std::memory_order_relaxed);
        if (total > 0 && !state->cancel.load(std::memory_order_relaxed)) {
            // In thousandths: a QProgressDialog counts in int.
            progress.setMaximum(1000);
            progress.setValue(int(state->done.load(std::memory_order_relaxed) * 1000 / total));
        }
    });
    poll.start();
    if (!state->finished.load(std::memory_order_acquire))
        loop.exec();
    poll.stop();
    // The application quitting ends every event loop: a cancellable write is cancelled then.
    if (!state->finished.load(std::memory_order_acquire) && cancellable)
        state->cancel.store(true, std::memory_order_relaxed);
    writer.join();
    progress.hide();
    // The change the writer published is queued for the application object: shown now, before
    // the caller goes on.
    QCoreApplication::sendPostedEvents(&app, QEvent::MetaCall);
}

}  // namespace kurz
