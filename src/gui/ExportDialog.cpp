#include "gui/ExportDialog.h"

#include "gui/ScreenFit.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// Every export format: what the dialog calls it, the file dialog's filter, the usual suffix.
struct ExportFormat {
    LinkFormat format;
    const char *label;
    const char *filter;
    const char *suffix;
};

const ExportFormat ExportFormats[] = {
    {LinkFormat::KurzJson, QT_TRANSLATE_NOOP("kurz::ExportDialog", "Kurz JSON: every field, with visits (lossless)"),
        QT_TRANSLATE_NOOP("kurz::ExportDialog", "Kurz, every field (*.json)"), "json"},
    {LinkFormat::ShlinkCsv, QT_TRANSLATE_NOOP("kurz::ExportDialog", "Shlink CSV: for Shlink and spreadsheets"),
        QT_TRANSLATE_NOOP("kurz::ExportDialog", "Shlink CSV (*.csv)"), "csv"},
    {LinkFormat::GolinkJsonl, QT_TRANSLATE_NOOP("kurz::ExportDialog", "golink JSON Lines"),
        QT_TRANSLATE_NOOP("kurz::ExportDialog", "golink JSON Lines (*.jsonl)"), "jsonl"},
};

const ExportFormat &exportFormat(LinkFormat format)
{
    for (const ExportFormat &known : ExportFormats) {
        if (known.format == format)
            return known;
    }
    return ExportFormats[0];
}

}  // namespace

QString ExportDialog::fileFilter(LinkFormat format)
{
    return tr(exportFormat(format).filter);
}

QString ExportDialog::suffix(LinkFormat format)
{
    return QString::fromLatin1(exportFormat(format).suffix);
}

ExportDialog::ExportDialog(qint64 all, qint64 shown, bool shownMayHaveMore, qint64 selected, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"exportDialog"_s);
    setWindowTitle(tr("Export links"));
    auto *layout = new QVBoxLayout(this);
    auto *which = new QGroupBox(tr("Links"), this);
    auto *choices = new QVBoxLayout(which);
    m_scopes = new QButtonGroup(this);
    const QLocale locale;
    choices->addWidget(addChoice(Scope::All, tr("&All links (%1)").arg(locale.toString(all)), u"exportAll"_s));
    QRadioButton *shownChoice = nullptr;
    if (shown >= 0) {
        const QString count = locale.toString(shown) + (shownMayHaveMore ? u"+"_s : QString());
        shownChoice = addChoice(Scope::Shown, tr("The links the search s&hows (%1)").arg(count), u"exportShown"_s);
        choices->addWidget(shownChoice);
    }
    QRadioButton *selectedChoice = addChoice(
        Scope::Selected, tr("The se&lected links (%1)").arg(locale.toString(selected)), u"exportSelected"_s);
    selectedChoice->setEnabled(selected > 0);
    choices->addWidget(selectedChoice);
    layout->addWidget(which);
    // What the user most likely means: several links picked, else the search, else all.
    if (selected > 1)
        selectedChoice->setChecked(true);
    else if (shownChoice)
        shownChoice->setChecked(true);
    else
        m_scopes->button(int(Scope::All))->setChecked(true);

    auto *form = new QFormLayout;
    m_format = new QComboBox(this);
    m_format->setObjectName(u"exportFormat"_s);
    for (const ExportFormat &known : ExportFormats)
        m_format->addItem(tr(known.label), int(known.format));
    form->addRow(tr("&Format:"), m_format);
    layout->addLayout(form);
    m_safe = new QCheckBox(tr("Make it safe to open in a s&preadsheet (formulas are written as text)"), this);
    m_safe->setObjectName(u"safeForSpreadsheets"_s);
    m_safe->setEnabled(false);
    layout->addWidget(m_safe);
    connect(m_format, &QComboBox::currentIndexChanged, this,
        [this] { m_safe->setEnabled(format() == LinkFormat::ShlinkCsv); });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("&Export…"));
    ok->setObjectName(u"exportButton"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fitOntoScreen(this);
}

QRadioButton *ExportDialog::addChoice(Scope scope, const QString &text, const QString &name)
{
    auto *button = new QRadioButton(text, this);
    button->setObjectName(name);
    m_scopes->addButton(button, int(scope));
    return button;
}

ExportDialog::Scope ExportDialog::scope() const
{
    return Scope(m_scopes->checkedId());
}

LinkFormat ExportDialog::format() const
{
    return LinkFormat(m_format->currentData().toInt());
}

bool ExportDialog::safeForSpreadsheets() const
{
    return m_safe->isEnabled() && m_safe->isChecked();
}

}  // namespace kurz
