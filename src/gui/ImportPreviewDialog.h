#pragma once

#include "core/links/ImportBatch.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace kurz {

// What an import would do, before it does it: new, same, conflicts, invalid rows (listed)
// and the choice for conflicts. Changing the choice asks for a new preview.
class ImportPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    ImportPreviewDialog(const QString &fileName, QWidget *parent = nullptr);

    void setOutcome(const QString &format, const ImportOutcome &outcome);
    ConflictPolicy policy() const;
    QString summaryText() const;
    QString invalidText() const;

Q_SIGNALS:
    void policyChanged(kurz::ConflictPolicy policy);

private:
    QLabel *m_summary = nullptr;
    QComboBox *m_conflicts = nullptr;
    QPlainTextEdit *m_invalid = nullptr;
};

} // namespace kurz
