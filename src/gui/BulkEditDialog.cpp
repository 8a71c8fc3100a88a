#include "gui/BulkEditDialog.h"

#include "gui/ScreenFit.h"
#include "gui/TagCompleter.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QStringList tagList(const QLineEdit *edit)
{
    return normalizedTags(edit->text().split(u','));
}

}  // namespace

BulkEditDialog::BulkEditDialog(int links, const QStringList &usedTags, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Edit %Ln link(s)", nullptr, links));
    auto *form = new QFormLayout;
    m_addTags = new QLineEdit(this);
    m_addTags->setPlaceholderText(tr("comma-separated, e.g. docs, work"));
    form->addRow(tr("&Add tags:"), m_addTags);
    m_removeTags = new QLineEdit(this);
    m_removeTags->setPlaceholderText(tr("comma-separated"));
    form->addRow(tr("&Remove tags:"), m_removeTags);
    m_addTags->setObjectName(u"addTags"_s);
    m_removeTags->setObjectName(u"removeTags"_s);
    new TagCompleter(usedTags, m_addTags);
    new TagCompleter(usedTags, m_removeTags);
    m_expiry = new QComboBox(this);
    m_expiry->addItems({tr("Keep as it is"), tr("Never"), tr("At")});
    m_expiryAt = new QDateTimeEdit(QDateTime::currentDateTime().addDays(7), this);
    m_expiryAt->setCalendarPopup(true);
    m_expiryAt->setEnabled(false);
    m_expiryAt->setAccessibleName(tr("Expiry time"));
    auto *expiryRow = new QHBoxLayout;
    expiryRow->addWidget(m_expiry);
    expiryRow->addWidget(m_expiryAt, 1);
    auto *expiryLabel = new QLabel(tr("E&xpires:"), this);
    expiryLabel->setBuddy(m_expiry);
    form->addRow(expiryLabel, expiryRow);
    m_state = new QComboBox(this);
    m_state->addItems({tr("Keep as it is"), tr("Enable"), tr("Disable")});
    form->addRow(tr("&State:"), m_state);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(u"color: #c62828;"_s);
    m_problem->hide();
    connect(m_expiry, &QComboBox::currentIndexChanged, this,
        [this](int choice) { m_expiryAt->setEnabled(choice == ExpireAt); });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Change %Ln link(s)", nullptr, links));
    connect(buttons, &QDialogButtonBox::accepted, this, &BulkEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &BulkEditDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("Fields left as they are change nothing. One Undo (Ctrl+Z) takes the whole change back."), this));
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    fitOntoScreen(this);
}

LinkEdit BulkEditDialog::edit() const
{
    LinkEdit edit;
    edit.addTags = tagList(m_addTags);
    edit.removeTags = tagList(m_removeTags);
    if (m_expiry->currentIndex() == NeverExpire)
        edit.expiresAt = QDateTime();
    else if (m_expiry->currentIndex() == ExpireAt)
        edit.expiresAt = m_expiryAt->dateTime().toUTC();
    if (m_state->currentIndex() != KeepState)
        edit.disabled = m_state->currentIndex() == Disable;
    return edit;
}

void BulkEditDialog::accept()
{
    const LinkEdit change = edit();
    QString problem;
    if (change.addTags.isEmpty() && change.removeTags.isEmpty() && !change.expiresAt && !change.disabled)
        problem = tr("Nothing to change: fill in tags, an expiry or a state, or press Cancel.");
    else if (change.expiresAt && change.expiresAt->isValid() && *change.expiresAt <= QDateTime::currentDateTimeUtc())
        problem = tr("This time has already passed. Choose a time in the future, or 'Never'.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        QDialog::accept();
}

}  // namespace kurz
