#pragma once

#include "core/io/LinkFormat.h"
#include "core/links/ImportBatch.h"
#include "gui/ExportDialog.h"
#include "gui/ImportPreviewDialog.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QWidget;

namespace kurz {

class DesktopApp;
class LinkListWidget;

// File → Import… and Export…: a file dialog, a preview of what an import will do, then a
// progress dialog whose Cancel undoes the import; a finished import goes on the list's undo
// stack. An export asks which links and in which format (ExportDialog), then for the file, and
// runs on a thread of its own (BackgroundWrite). The window adds actions() to its menu or
// toolbar; the table shows imported links through the LinkChanges every batch publishes.
class ImportExportActions : public QObject {
    Q_OBJECT

public:
    ImportExportActions(DesktopApp &app, LinkListWidget &list, QWidget *window);

    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }
    QList<QAction *> actions() const { return {m_import, m_export}; }

    // The steps after the file dialogs (tests call them directly).
    void importFile(const QString &path);
    bool exportFile(const QString &path, LinkFormat format, ExportDialog::Scope scope = ExportDialog::Scope::All,
        bool safeForSpreadsheets = false);
    // The preview while it is open (null otherwise); tests accept or reject it.
    ImportPreviewDialog *preview() const { return m_preview; }

Q_SIGNALS:
    void importFinished(const kurz::ImportOutcome &outcome, bool cancelled);

private:
    // Runs the whole file through the importer with a cancellable progress dialog; nullopt
    // when cancelled (a real import is then undone) or failed (after saying why).
    // `fetchTitles`: as the preview chose (unset: titles/fetch decides).
    std::optional<ImportOutcome> run(const QString &path, ConflictPolicy policy, bool dryRun, QString *format = nullptr,
        std::optional<bool> fetchTitles = {});
    void chooseImportFile();
    void chooseExport();

    DesktopApp &m_app;
    LinkListWidget &m_list;
    QWidget *m_window;
    QAction *m_import;
    QAction *m_export;
    QPointer<ImportPreviewDialog> m_preview;
};

}  // namespace kurz
