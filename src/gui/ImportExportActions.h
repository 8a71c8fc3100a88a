#pragma once

#include "core/io/LinkFormat.h"
#include "core/links/ImportBatch.h"

#include <QObject>

#include <optional>

class QAction;
class QWidget;

namespace kurz {

class DesktopApp;
class ImportPreviewDialog;

// File → Import… and Export…: a file dialog, a preview of what an import will do, then a
// progress dialog whose Cancel undoes the import. The window adds actions() to its menu or
// toolbar; the table shows imported links through the LinkChanges every batch publishes.
class ImportExportActions : public QObject
{
    Q_OBJECT

public:
    ImportExportActions(DesktopApp &app, QWidget *window);

    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }
    QList<QAction *> actions() const { return {m_import, m_export}; }

    // The steps after the file dialogs (tests call them directly).
    void importFile(const QString &path);
    bool exportFile(const QString &path, LinkFormat format);
    // The preview shown last (null before the first); tests accept or reject it.
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
    void chooseExportFile();

    DesktopApp &m_app;
    QWidget *m_window;
    QAction *m_import;
    QAction *m_export;
    ImportPreviewDialog *m_preview = nullptr;
};

} // namespace kurz
