#include "gui/ImportExportActions.h"

#include "core/io/Importer.h"
#include "core/io/LinkWriter.h"
#include "core/util/PrivateFiles.h"
#include "gui/ActionIcon.h"
#include "gui/BackgroundWrite.h"
#include "gui/DesktopApp.h"
#include "gui/ImportPreviewDialog.h"
#include "gui/LinkListWidget.h"
#include "gui/LinkTableModel.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QScopeGuard>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

constexpr int GuiBatchSize = 1000;  // about 10 ms a batch: the progress dialog stays responsive

}  // namespace

ImportExportActions::ImportExportActions(DesktopApp &app, LinkListWidget &list, QWidget *window)
    : QObject(window)
    , m_app(app)
    , m_list(list)
    , m_window(window)
    , m_import(new QAction(actionIcon(u"document-import"_s), tr("&Import…"), window))
    , m_export(new QAction(actionIcon(u"document-export"_s), tr("E&xport…"), window))
{
    m_import->setObjectName(u"importLinks"_s);
    m_import->setToolTip(tr("Import links from Shlink, YOURLS, Bitly, golink or Kurz"));
    m_export->setObjectName(u"exportLinks"_s);
    m_export->setToolTip(tr("Export links to a file: all of them, those the search shows, or the selected ones"));
    connect(m_import, &QAction::triggered, this, &ImportExportActions::chooseImportFile);
    connect(m_export, &QAction::triggered, this, &ImportExportActions::chooseExport);
}

void ImportExportActions::chooseImportFile()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import links"), QString(), tr("Link files (*.csv *.json *.jsonl *.txt);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

std::optional<ImportOutcome> ImportExportActions::run(
    const QString &path, ConflictPolicy policy, bool dryRun, QString *format, std::optional<bool> fetchTitles)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(m_window, tr("Import"), tr("Cannot open %1: %2.").arg(path, file.errorString()));
        return std::nullopt;
    }
    auto reader = LinkReader::open(file);
    if (!reader) {
        QMessageBox::warning(m_window, tr("Import"), reader.error().message + u' ' + tr("Nothing was imported."));
        return std::nullopt;
    }
    if (format)
        *format = linkFormatName((*reader)->format());
    QProgressDialog progress(dryRun ? tr("Reading %1…").arg(QFileInfo(path).fileName())
                                    : tr("Importing %1…").arg(QFileInfo(path).fileName()),
        tr("Cancel"), 0, 1000, m_window);
    progress.setObjectName(u"importProgress"_s);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    Importer importer(m_app.links(), **reader, policy, dryRun, GuiBatchSize);
    importer.setFetchTitles(fetchTitles);
    QStringList added;
    QList<qint64> addedIds;
    const qint64 size = std::max<qint64>(1, file.size());
    Result<void> failed;
    while (!progress.wasCanceled()) {
        const auto more = importer.step();
        if (!more) {
            failed = more.error();
            break;
        }
        if (!*more)
            break;
        added += importer.lastBatch().addedCodes;
        addedIds += importer.lastBatch().addedIds;
        progress.setValue(int(file.pos() * 1000 / size));
        QCoreApplication::processEvents();  // also before the dialog shows: Esc and repaints work at once
    }
    const bool cancelled = progress.wasCanceled();
    progress.reset();
    if ((cancelled || !failed.ok()) && !dryRun && !added.isEmpty()) {
        // The batches committed so far are taken back: a cancelled import leaves nothing.
        const auto undone = m_app.links().remove(added);
        if (!undone)
            QMessageBox::warning(m_window, tr("Import"),
                tr("The import stopped, but the links it added could not all be removed: %1")
                    .arg(undone.error().message));
    }
    if (!failed.ok())
        QMessageBox::warning(m_window, tr("Import"), failed.error().message + u' ' + tr("Nothing was imported."));
    else if (cancelled && !dryRun)
        m_app.notify(tr("Import cancelled"), tr("Nothing was imported."));
    if (!dryRun)
        Q_EMIT importFinished(importer.total(), cancelled || !failed.ok());
    if (cancelled || !failed.ok())
        return std::nullopt;
    if (!dryRun)
        m_list.keepImportUndoable(addedIds);
    return importer.total();
}

void ImportExportActions::importFile(const QString &path)
{
    QString format;
    auto outcome = run(path, ConflictPolicy::Skip, true, &format);
    if (!outcome)
        return;
    // Gone once answered: a hidden dialog would stay the application's active window.
    auto *preview = new ImportPreviewDialog(QFileInfo(path).fileName(), m_window);
    m_preview = preview;
    const auto forget = qScopeGuard([preview] { delete preview; });
    preview->setOutcome(format, *outcome);
    connect(preview, &ImportPreviewDialog::policyChanged, this, [this, preview, path, format](ConflictPolicy policy) {
        if (auto again = run(path, policy, true))
            preview->setOutcome(format, *again);
    });
    if (preview->exec() != QDialog::Accepted)
        return;
    const ConflictPolicy policy = preview->policy();
    const std::optional<bool> fetchTitles = preview->fetchTitles();
    preview->hide();
    if (auto done = run(path, policy, false, nullptr, fetchTitles))
        m_app.notify(tr("Import finished"),
            tr("%1 links imported, %2 already here.")
                .arg(QLocale().toString(done->added + done->renamed), QLocale().toString(done->same)));
}

void ImportExportActions::chooseExport()
{
    const LinkTableModel &model = *m_list.model();
    const auto all = m_app.store().pages().countAll();
    ExportDialog dialog(all ? *all : 0, model.isFiltered() ? model.rowCount() : -1, model.mayHaveMore(),
        m_list.selectedCount(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const LinkFormat format = dialog.format();
    // In the documents folder (the home folder without one), not wherever Kurz was started.
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    QFileDialog files(m_window, tr("Export links"), QDir(folder).filePath(u"links."_s + ExportDialog::suffix(format)),
        ExportDialog::fileFilter(format));
    files.setObjectName(u"exportFile"_s);
    files.setAcceptMode(QFileDialog::AcceptSave);
    files.setDefaultSuffix(ExportDialog::suffix(format));
    if (files.exec() != QDialog::Accepted || files.selectedFiles().isEmpty())
        return;
    exportFile(files.selectedFiles().constFirst(), format, dialog.scope(), dialog.safeForSpreadsheets());
}

bool ImportExportActions::exportFile(
    const QString &path, LinkFormat format, ExportDialog::Scope scope, bool safeForSpreadsheets)
{
    std::optional<LinkSelection> only;
    if (scope == ExportDialog::Scope::Shown)
        only = m_list.shownLinks();
    else if (scope == ExportDialog::Scope::Selected && !(only = m_list.storeSelection()))
        return false;
    const QString base = m_app.shortUrlBase();
    // Read and written on a thread of its own with progress and Cancel; the file appears whole
    // at the end or not at all.
    const auto written
        = BackgroundWrite::run(m_app, m_window, tr("Exporting links to %1…").arg(QFileInfo(path).fileName()), true,
            [&](LinkService &links, const WriteProgress &progress) -> Result<qint64> {
                std::optional<QList<qint64>> ids;
                if (only) {
                    auto found = links.store().pages().idsOf(*only);
                    if (!found)
                        return found.error();
                    ids = std::move(found).value();
                }
                PrivateFileWriter file(path);
                if (const QString problem = file.open(); !problem.isEmpty())
                    return Error{Error::Kind::Storage,
                        tr("Cannot write %1: %2. Choose a folder you can write to.").arg(path, problem), {}};
                const auto count = LinkWriter::create(format, file.device(), base, safeForSpreadsheets)
                                       ->writeAll(links.store(), ids ? &*ids : nullptr, progress);
                if (!count)
                    return count;
                if (const QString problem = file.commit(); !problem.isEmpty())
                    return Error{Error::Kind::Storage, tr("Cannot write %1: %2.").arg(path, problem), {}};
                return count;
            });
    if (!written) {
        if (written.error().reason == reasons::Cancelled)
            m_app.notify(tr("Export cancelled"), tr("No file was written."));
        else
            QMessageBox::warning(m_window, tr("Export"), written.error().message);
        return false;
    }
    m_app.notify(tr("Export finished"), tr("%1 links written to %2.").arg(QLocale().toString(*written), path));
    return true;
}

}  // namespace kurz
