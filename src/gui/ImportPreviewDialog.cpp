#include "gui/ImportPreviewDialog.h"

#include "gui/ScreenFit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace kurz {

ImportPreviewDialog::ImportPreviewDialog(const QString &fileName, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"importPreview"_s);
    setWindowTitle(tr("Import %1").arg(fileName));
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"summary"_s);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto *form = new QFormLayout;
    m_conflicts = new QComboBox(this);
    m_conflicts->setObjectName(u"conflictPolicy"_s);
    m_conflicts->addItem(tr("Skip them: keep the links here"), int(ConflictPolicy::Skip));
    m_conflicts->addItem(tr("Import them under new codes"), int(ConflictPolicy::NewCode));
    auto *conflictsLabel = new QLabel(tr("Codes taken by &other links:"), this);
    conflictsLabel->setBuddy(m_conflicts);
    form->addRow(conflictsLabel, m_conflicts);
    layout->addLayout(form);
    m_titles = new QWidget(this);
    auto *titles = new QVBoxLayout(m_titles);
    titles->setContentsMargins({});
    m_titlesNote = new QLabel(m_titles);
    m_titlesNote->setObjectName(u"titlesNote"_s);
    m_titlesNote->setWordWrap(true);
    titles->addWidget(m_titlesNote);
    // Off unless chosen: hundreds of requests to other people's servers are the user's call.
    m_fetchTitles = new QCheckBox(tr("&Fetch their page titles"), m_titles);
    m_fetchTitles->setObjectName(u"fetchTitles"_s);
    titles->addWidget(m_fetchTitles);
    m_titles->hide();
    layout->addWidget(m_titles);
    m_invalid = new QPlainTextEdit(this);
    m_invalid->setObjectName(u"invalidRows"_s);
    m_invalid->setReadOnly(true);
    m_invalid->setPlaceholderText(tr("Every row can be imported."));
    layout->addWidget(new QLabel(tr("Rows that will not be imported:"), this));
    layout->addWidget(m_invalid, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_conflicts, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT policyChanged(policy()); });
    resize(560, 420);
    fitOntoScreen(this);
}

void ImportPreviewDialog::setOutcome(const QString &format, const ImportOutcome &outcome)
{
    m_summary->setText(
        tr("%1, %2 rows: %3 new, %4 already here, %5 with a code taken by another link (%6), %7 cannot be imported.")
            .arg(format)
            .arg(outcome.rows)
            .arg(outcome.added)
            .arg(outcome.same)
            .arg(outcome.conflicts + outcome.renamed)
            .arg(policy() == ConflictPolicy::Skip ? tr("skipped") : tr("imported under new codes"))
            .arg(outcome.invalid.size()));
    const bool ask = outcome.titlesToFetch > AskAboutTitlesAbove;
    m_titles->setVisible(ask);
    if (ask)
        m_titlesNote->setText(
            tr("%1 of the new links have no title. Fetching their titles sends a request to the site of "
               "each, %1 in all, to servers that are not yours.")
                .arg(QLocale().toString(outcome.titlesToFetch)));
    QStringList lines;
    for (const ImportProblem &problem : outcome.invalid)
        lines << tr("Line %1: %2").arg(problem.line).arg(problem.reason);
    m_invalid->setPlainText(lines.join(u'\n'));
}

std::optional<bool> ImportPreviewDialog::fetchTitles() const
{
    if (m_titles->isHidden())
        return std::nullopt;
    return m_fetchTitles->isChecked();
}

ConflictPolicy ImportPreviewDialog::policy() const
{
    return ConflictPolicy(m_conflicts->currentData().toInt());
}

QString ImportPreviewDialog::summaryText() const
{
    return m_summary->text();
}

QString ImportPreviewDialog::invalidText() const
{
    return m_invalid->toPlainText();
}

}  // namespace kurz
