#include "gui/ImportExportActions.h"

#include "core/io/Importer.h"
#include "core/io/LinkWriter.h"
#include "core/util/PrivateFiles.h"
#include "gui/ActionIcon.h"
#include "gui/DesktopApp.h"
#include "gui/ImportPreviewDialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>

namespace kurz {

namespace {

constexpr int GuiBatchSize = 1000;  // about 10 ms a batch: the progress dialog stays responsive

struct ExportChoice
{
    LinkFormat format;
    const char *filter;
};

const ExportChoice ExportChoices[] = {
    {LinkFormat::KurzJson, QT_TRANSLATE_NOOP("ImportExportActions", "Kurz, every field (*.json)")},
    {LinkFormat::ShlinkCsv, QT_TRANSLATE_NOOP("ImportExportActions", "Shlink CSV (*.csv)")},
    {LinkFormat::GolinkJsonl, QT_TRANSLATE_NOOP("ImportExportActions", "golink JSON Lines (*.jsonl)")},
};

} // namespace

ImportExportActions::ImportExportActions(DesktopApp &app, QWidget *window)
    : QObject(window)
    , m_app(app)
    , m_window(window)
    , m_import(new QAction(actionIcon(u"document-import"_qs), tr("&Import…"), window))
    , m_export(new QAction(actionIcon(u"document-export"_qs), tr("E&xport…"), window))
{
    m_import->setObjectName(u"importLinks"_qs);
    m_import->setToolTip(tr("Import links from Shlink, YOURLS, Bitly, golink or Kurz"));
    m_export->setObjectName(u"exportLinks"_qs);
    m_export->setToolTip(tr("Export every link to a file"));
    connect(m_import, &QAction::triggered, this, &ImportExportActions::chooseImportFile);
    connect(m_export, &QAction::triggered, this, &ImportExportActions::chooseExportFile);
}

void ImportExportActions::chooseImportFile()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import links"), QString(),
                                                      tr("Link files (*.csv *.json *.jsonl *.txt);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

std::optional<ImportOutcome> ImportExportActions::run(const QString &path, ConflictPolicy policy, bool dryRun, QString *format,
                                                      std::optional<bool> fetchTitles)
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
    QProgressDialog progress(dryRun ? tr("Reading %1…").arg(QFileInfo(path).fileName()) : tr("Importing %1…").arg(QFileInfo(path).fileName()),
                             tr("Cancel"), 0, 1000, m_window);
    progress.setObjectName(u"importProgress"_qs);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    Importer importer(m_app.links(), **reader, policy, dryRun, GuiBatchSize);
    importer.setFetchTitles(fetchTitles);
    QStringList added;
    const qint64 size = std::max<qint64>(1, file.size());
    std::optional<Error> failed;
    while (!progress.wasCanceled()) {
        const auto more = importer.step();
        if (!more) {
            failed = more.error();
            break;
        }
        if (!*more)
            break;
        added += importer.lastBatch().addedCodes;
        progress.setValue(int(file.pos() * 1000 / size));
        QCoreApplication::processEvents();  // also before the dialog shows: Esc and repaints work at once
    }
    const bool cancelled = progress.wasCanceled();
    progress.reset();
    if ((cancelled || failed) && !dryRun && !added.isEmpty()) {
        // The batches committed so far are taken back: a cancelled import leaves nothing.
        const auto undone = m_app.links().remove(added);
        if (!undone)
            QMessageBox::warning(m_window, tr("Import"), tr("The import stopped, but the links it added could not all be removed: %1").arg(undone.error().message));
    }
    if (failed)
        QMessageBox::warning(m_window, tr("Import"), failed->message + u' ' + tr("Nothing was imported."));
    else if (cancelled && !dryRun)
        m_app.notify(tr("Import cancelled"), tr("Nothing was imported."));
    if (!dryRun)
        Q_EMIT importFinished(importer.total(), cancelled || failed);
    if (cancelled || failed)
        return std::nullopt;
    return importer.total();
}

void ImportExportActions::importFile(const QString &path)
{
    QString format;
    auto outcome = run(path, ConflictPolicy::Skip, true, &format);
    if (!outcome)
        return;
    delete m_preview;
    m_preview = new ImportPreviewDialog(QFileInfo(path).fileName(), m_window);
    m_preview->setOutcome(format, *outcome);
    connect(m_preview, &ImportPreviewDialog::policyChanged, this, [this, path, format](ConflictPolicy policy) {
        if (auto again = run(path, policy, true))
            m_preview->setOutcome(format, *again);
    });
    if (m_preview->exec() != QDialog::Accepted)
        return;
    if (auto done = run(path, m_preview->policy(), false, nullptr, m_preview->fetchTitles()))
        m_app.notify(tr("Import finished"), tr("%1 links imported, %2 already here.").arg(QLocale().toString(done->added + done->renamed), QLocale().toString(done->same)));
}

void ImportExportActions::chooseExportFile()
{
    QStringList filters;
    for (const ExportChoice &choice : ExportChoices)
        filters << tr(choice.filter);
    QString filter = filters.first();
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export links"), u"links.json"_qs, filters.join(u";;"_qs), &filter);
    if (path.isEmpty())
        return;
    exportFile(path, ExportChoices[std::max<qsizetype>(0, filters.indexOf(filter))].format);
}

bool ImportExportActions::exportFile(const QString &path, LinkFormat format)
{
    PrivateFileWriter file(path);
    if (const QString problem = file.open(); !problem.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export"), tr("Cannot write %1: %2. Choose a folder you can write to.").arg(path, problem));
        return false;
    }
    const auto written = LinkWriter::create(format, file.device(), m_app.shortUrlBase())->writeAll(m_app.store());
    const QString problem = written ? file.commit() : QString();
    if (!written || !problem.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export"), written ? tr("Cannot write %1: %2.").arg(path, problem) : written.error().message);
        return false;
    }
    m_app.notify(tr("Export finished"), tr("%1 links written to %2.").arg(QLocale().toString(*written), path));
    return true;
}

} // namespace kurz
