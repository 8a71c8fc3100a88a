#pragma once

#include "core/links/ImportBatch.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace kurz {

// What an import would do, before it does it: new, same, conflicts, invalid rows (listed)
// and the choice for conflicts. Changing the choice asks for a new preview. An import that
// would have more than a few hundred page titles fetched says so and asks whether to.
class ImportPreviewDialog : public QDialog {
    Q_OBJECT

public:
    static constexpr qint64 AskAboutTitlesAbove = 300;

    ImportPreviewDialog(const QString &fileName, QWidget *parent = nullptr);

    void setOutcome(const QString &format, const ImportOutcome &outcome);
    ConflictPolicy policy() const;
    // Whether the new links without a title get their pages' titles; unset when not asked
    // (titles/fetch decides).
    std::optional<bool> fetchTitles() const;
    QString summaryText() const;
    QString invalidText() const;

Q_SIGNALS:
    void policyChanged(kurz::ConflictPolicy policy);

private:
    QLabel *m_summary = nullptr;
    QComboBox *m_conflicts = nullptr;
    QWidget *m_titles = nullptr;
    QLabel *m_titlesNote = nullptr;
    QCheckBox *m_fetchTitles = nullptr;
    QPlainTextEdit *m_invalid = nullptr;
};

}  // namespace kurz
