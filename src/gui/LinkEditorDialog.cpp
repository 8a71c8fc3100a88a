#include "gui/LinkEditorDialog.h"
#include "gui/TagCompleter.h"

#include "ui_LinkEditorDialog.h"

#include "core/links/AliasPolicy.h"
#include "core/links/LinkNetworks.h"
#include "core/links/LinkPassword.h"
#include "core/links/Shortener.h"
#include "core/store/DomainStore.h"
#include "core/store/LinkStore.h"
#include "gui/DesktopApp.h"
#include "gui/RedirectRulesEditor.h"
#include "gui/ScreenFit.h"
#include "gui/TargetDisplay.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// The status combo's entries in order; 0 is "Default (from settings)".
constexpr int StatusChoices[] = {0, 301, 302, 307, 308};

void setError(QLabel *label, const QString &message)
{
    label->setText(message);
    label->setVisible(!message.isEmpty() || label->property("keepsRoom").toBool());
    // The dialog grows to show a long error whole, as far as the screen allows; beyond that
    // the form scrolls.
    QWidget *dialog = label->window();
    if (auto *scroll = dialog->findChild<QScrollArea *>(u"formScroll"_s)) {
        scroll->widget()->layout()->activate();
        const int missing = naturalHeight(scroll) - scroll->viewport()->height();
        if (missing > 0)
            dialog->resize(dialog->width(), std::min(dialog->height() + missing, dialog->maximumHeight()));
    }
}

// An error line under a field added in code, as the form's own (hidden until it has a message).
QLabel *errorLine(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setStyleSheet(u"color: #c62828;"_s);
    label->hide();
    return label;
}

}  // namespace

LinkEditorDialog::LinkEditorDialog(
    DesktopApp &app, std::optional<Link> existing, const QString &initialUrl, QWidget *parent)
    : QDialog(parent)
    , m_app(app)
    , m_ui(std::make_unique<Ui::LinkEditorDialog>())
    , m_existing(std::move(existing))
{
    m_ui->setupUi(this);
    // The form scrolls where the screen is too small for it (twice the scale on a laptop), so
    // that Create and Cancel stay in view.
    auto *formPage = new QWidget;
    auto *formPageLayout = new QVBoxLayout(formPage);
    formPageLayout->setContentsMargins(0, 0, 0, 0);
    m_ui->mainLayout->removeItem(m_ui->form);
    m_ui->form->setParent(nullptr);
    formPageLayout->addLayout(m_ui->form);
    // Room the dialog has to spare goes below the form, not between its rows.
    formPageLayout->addStretch();
    // Two tabs: the link's fields, and its redirect rules with the "Try a visitor" box.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"editorTabs"_s);
    m_tabs->setAccessibleName(tr("Link and rules"));
    m_tabs->addTab(scrollable(formPage, "formScroll", tr("Link fields")), tr("&Link"));
    m_rules = new RedirectRulesEditor;
    m_rules->setObjectName(u"rulesEditor"_s);
    QScrollArea *rulesScroll = scrollable(m_rules, "rulesScroll", tr("Redirect rules"));
    m_tabs->addTab(rulesScroll, tr("R&ules"));
    // The Rules tab is taller than the form: the dialog grows to show it whole (the try box's
    // answer included), as far as the screen allows; beyond that it scrolls.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, rulesScroll](int index) {
        if (index != 1)
            return;
        const int missing = naturalHeight(rulesScroll) - rulesScroll->viewport()->height();
        if (missing > 0)
            resize(width(), std::min(height() + missing, maximumHeight()));
    });
    m_ui->mainLayout->insertWidget(0, m_tabs, 1);
    // Valid from: when the link starts redirecting (before that it answers 404).
    m_validFromMode = new QComboBox(this);
    m_validFromMode->addItems({tr("Now"), tr("At")});
    m_validFromAt = new QDateTimeEdit(QDateTime::currentDateTime().addDays(1), this);
    m_validFromAt->setCalendarPopup(true);
    m_validFromAt->setDisplayFormat(u"yyyy-MM-dd HH:mm"_s);
    m_validFromAt->setAccessibleName(tr("Valid from time"));
    auto *validFromRow = new QHBoxLayout;
    validFromRow->addWidget(m_validFromMode);
    validFromRow->addWidget(m_validFromAt);
    validFromRow->addStretch();
    auto *validFromLabel = new QLabel(tr("Valid &from:"), this);
    validFromLabel->setBuddy(m_validFromMode);
    int expiryRow = 0;
    m_ui->form->getLayoutPosition(m_ui->expiryLayout, &expiryRow, nullptr);
    m_ui->form->insertRow(expiryRow, validFromLabel, validFromRow);
    connect(m_validFromMode, &QComboBox::currentIndexChanged, this,
        [this](int mode) { m_validFromAt->setVisible(mode == 1); });
    m_validFromAt->hide();
    // Password: below the visit limit, with its own error line.
    m_password = new QLineEdit(this);
    m_password->setObjectName(u"passwordEdit"_s);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setAccessibleName(tr("Password"));
    m_password->setToolTip(tr("Visitors must enter this password before the link leads on. Kurz stores only a "
                              "hash of it; scripts may send it with HTTP Basic authentication."));
    auto *showPassword = new QCheckBox(tr("S&how"), this);
    showPassword->setObjectName(u"showPassword"_s);
    connect(showPassword, &QCheckBox::toggled, this,
        [this](bool shown) { m_password->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password); });
    auto *passwordRow = new QHBoxLayout;
    passwordRow->addWidget(m_password, 1);
    passwordRow->addWidget(showPassword);
    if (m_existing && m_existing->isProtected()) {
        m_password->setPlaceholderText(tr("unchanged (type a new one to replace it)"));
        m_removePassword = new QCheckBox(tr("&Remove"), this);
        m_removePassword->setObjectName(u"removePassword"_s);
        m_removePassword->setToolTip(tr("Let anyone with the link through again"));
        connect(m_removePassword, &QCheckBox::toggled, this, [this](bool remove) { m_password->setDisabled(remove); });
        passwordRow->addWidget(m_removePassword);
    } else {
        m_password->setPlaceholderText(tr("none"));
    }
    auto *passwordLabel = new QLabel(tr("Pass&word:"), this);
    passwordLabel->setBuddy(m_password);
    m_passwordError = errorLine(u"passwordError"_s, this);
    int limitErrorRow = 0;
    m_ui->form->getWidgetPosition(m_ui->maxVisitsError, &limitErrorRow, nullptr);
    m_ui->form->insertRow(limitErrorRow + 1, passwordLabel, passwordRow);
    m_ui->form->insertRow(limitErrorRow + 2, QString(), m_passwordError);
    // Networks: below the password.
    m_networks = new QLineEdit(this);
    m_networks->setObjectName(u"networksEdit"_s);
    m_networks->setPlaceholderText(tr("every client (or e.g. 192.168.1.0/24)"));
    m_networks->setToolTip(tr("Answer only clients in these networks, separated by commas. Others get the same "
                              "answer as for a code that does not exist."));
    auto *networksLabel = new QLabel(tr("Netw&orks:"), this);
    networksLabel->setBuddy(m_networks);
    m_networksError = errorLine(u"networksError"_s, this);
    m_ui->form->insertRow(limitErrorRow + 3, networksLabel, m_networks);
    m_ui->form->insertRow(limitErrorRow + 4, QString(), m_networksError);
    // What an expired, used-up or disabled link shows: below the networks.
    m_expiredUrl = new QLineEdit(this);
    m_expiredUrl->setObjectName(u"expiredUrlEdit"_s);
    m_expiredUrl->setPlaceholderText(tr("the server's default (or e.g. https://example.org/expired)"));
    m_expiredUrl->setToolTip(tr("While the link is expired, used up or disabled, send visitors to this address "
                                "instead of answering \"410 Gone\"."));
    auto *expiredUrlLabel = new QLabel(tr("When e&xpired:"), this);
    expiredUrlLabel->setBuddy(m_expiredUrl);
    m_expiredUrlError = errorLine(u"expiredUrlError"_s, this);
    m_ui->form->insertRow(limitErrorRow + 5, expiredUrlLabel, m_expiredUrl);
    m_ui->form->insertRow(limitErrorRow + 6, QString(), m_expiredUrlError);
    // The short domain, below the alias: a known one or a new name; empty is the default domain.
    m_domain = new QComboBox(this);
    m_domain->setObjectName(u"domainCombo"_s);
    m_domain->setEditable(true);
    m_domain->setInsertPolicy(QComboBox::NoInsert);
    // As wide as the text fields beside it: a domain is typed into it as often as chosen.
    m_domain->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_domain->setMinimumContentsLength(24);
    m_domain->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_domain->addItem(QString());
    if (const auto names = DomainStore(m_app.store().database()).names())
        m_domain->addItems(*names);
    m_domain->lineEdit()->setPlaceholderText(tr("the default domain"));
    m_domain->setAccessibleName(tr("Short domain"));
    m_domain->lineEdit()->setAccessibleName(tr("Short domain"));
    m_domain->setToolTip(tr("The short domain the link answers on; the same code may exist once per domain."));
    int aliasErrorRow = 0;
    QFormLayout::ItemRole aliasErrorRole{};
    m_ui->form->getWidgetPosition(m_ui->aliasError, &aliasErrorRow, &aliasErrorRole);
    auto *domainLabel = new QLabel(tr("Do&main:"), this);
    domainLabel->setBuddy(m_domain);
    m_ui->form->insertRow(aliasErrorRow + 1, domainLabel, m_domain);
    for (QWidget *field : {static_cast<QWidget *>(m_ui->targetEdit), static_cast<QWidget *>(m_ui->aliasEdit),
             static_cast<QWidget *>(m_ui->maxVisits), static_cast<QWidget *>(m_ui->titleEdit),
             static_cast<QWidget *>(m_ui->tagsEdit), static_cast<QWidget *>(m_ui->notesEdit),
             static_cast<QWidget *>(m_ui->statusCombo), static_cast<QWidget *>(m_ui->pathModeCombo)}) {
        if (auto *label = qobject_cast<QLabel *>(m_ui->form->labelForField(field)))
            label->setBuddy(field);
    }
    // The expiry row's field is a layout: its label needs its buddy set by hand.
    if (auto *label = qobject_cast<QLabel *>(m_ui->form->labelForField(m_ui->expiryLayout)))
        label->setBuddy(m_ui->expiryMode);
    // The fields checked as the user types keep room for a two-line error whether or not one is
    // shown, so the rows below do not jump as errors come and go.
    for (QLabel *live : {m_ui->targetError, m_ui->aliasError}) {
        live->setMinimumHeight(2 * live->fontMetrics().lineSpacing());
        live->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        live->setProperty("keepsRoom", true);
        live->show();
    }
    m_ui->expiryAt->setDateTime(QDateTime::currentDateTime().addDays(7));
    m_ui->expiryUnit->setCurrentIndex(1);
    m_ui->expiryAmount->setValue(7);

    connect(m_ui->targetEdit, &QLineEdit::textChanged, this, &LinkEditorDialog::validateTarget);
    connect(m_ui->targetEdit, &QLineEdit::textChanged, m_rules, &RedirectRulesEditor::setDefaultTarget);
    if (const auto tags = m_app.store().pages().usedTags())
        new TagCompleter(*tags, m_ui->tagsEdit);
    connect(m_ui->aliasEdit, &QLineEdit::textChanged, this, &LinkEditorDialog::validateAlias);
    connect(m_domain, &QComboBox::currentTextChanged, this, &LinkEditorDialog::validateAlias);
    connect(m_ui->expiryMode, &QComboBox::currentIndexChanged, this, &LinkEditorDialog::updateExpiryWidgets);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &LinkEditorDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &LinkEditorDialog::reject);

    if (m_existing) {
        setWindowTitle(tr("Edit %1").arg(m_existing->code));
        loadLink(*m_existing);
        m_ui->aliasEdit->setReadOnly(true);
        m_ui->aliasEdit->setEnabled(false);  // looks as fixed as it is
        m_ui->aliasEdit->setToolTip(tr("A link keeps its code; create a new link for another code."));
        m_domain->setEnabled(false);
        m_domain->setToolTip(tr("A link keeps its domain; create a new link for another domain."));
    } else {
        setWindowTitle(tr("New short link"));
        m_ui->targetEdit->setText(initialUrl);
        m_ui->buttonBox->button(QDialogButtonBox::Save)->setText(tr("&Create"));
    }
    updateExpiryWidgets();
    // The whole form where the screen has room for it.
    resize(width(),
        std::max(height(),
            formPage->sizeHint().height() + m_ui->buttonBox->sizeHint().height() + m_ui->mainLayout->spacing()
                + m_ui->mainLayout->contentsMargins().top() + m_ui->mainLayout->contentsMargins().bottom()));
    fitOntoScreen(this);
    m_ui->targetEdit->setFocus();
}

LinkEditorDialog::~LinkEditorDialog() = default;

void LinkEditorDialog::loadLink(const Link &link)
{
    m_shownTarget = editableTarget(link.target);
    m_ui->targetEdit->setText(m_shownTarget);
    m_ui->aliasEdit->setText(link.code);
    m_domain->setCurrentText(link.domain);
    if (link.expiresAt.isValid()) {
        m_ui->expiryMode->setCurrentIndex(1);
        m_ui->expiryAt->setDateTime(link.expiresAt.toLocalTime());
    }
    if (link.validFrom.isValid()) {
        m_validFromMode->setCurrentIndex(1);
        m_validFromAt->setDateTime(link.validFrom.toLocalTime());
    }
    m_ui->maxVisits->setValue(int(std::min<qint64>(link.maxVisits.value_or(0), m_ui->maxVisits->maximum())));
    m_ui->titleEdit->setText(link.title);
    m_ui->tagsEdit->setText(link.tags.join(u", "_s));
    m_ui->notesEdit->setPlainText(link.notes);
    const auto status = std::find(std::begin(StatusChoices), std::end(StatusChoices), link.redirectStatus);
    m_ui->statusCombo->setCurrentIndex(status == std::end(StatusChoices) ? 0 : int(status - std::begin(StatusChoices)));
    m_ui->pathModeCombo->setCurrentIndex(link.pathMode == PathMode::Append ? 1 : 0);
    m_ui->forwardQueryCheck->setChecked(link.forwardQuery);
    m_ui->disabledCheck->setChecked(link.disabled);
    m_networks->setText(link.networks);
    m_expiredUrl->setText(link.expiredUrl);
    m_rules->setRules(link.targetRules);
}

void LinkEditorDialog::validateTarget()
{
    const QString text = m_ui->targetEdit->text();
    if (text.trimmed().isEmpty()) {
        setError(m_ui->targetError, {});
        return;
    }
    const auto normalized = m_app.urlPolicy().normalize(UrlPolicy::withAssumedScheme(text));
    setError(m_ui->targetError, normalized ? QString() : normalized.error().message);
}

void LinkEditorDialog::validateAlias()
{
    if (m_existing)
        return;
    const QString alias = m_ui->aliasEdit->text();
    if (alias.isEmpty()) {
        setError(m_ui->aliasError, {});
        return;
    }
    const auto valid = AliasPolicy::validate(alias);
    if (!valid) {
        setError(m_ui->aliasError, valid.error().message);
        return;
    }
    const auto domain = DomainStore::normalized(m_domain->currentText());
    if (!domain) {
        setError(m_ui->aliasError, domain.error().message);
        return;
    }
    const auto existing = m_app.store().get(alias, *domain);
    if (existing)
        setError(m_ui->aliasError, tr("The code '%1' is already taken. Choose another alias.").arg(alias));
    else
        setError(
            m_ui->aliasError, existing.error().kind == Error::Kind::NotFound ? QString() : existing.error().message);
}

void LinkEditorDialog::updateExpiryWidgets()
{
    const int mode = m_ui->expiryMode->currentIndex();
    m_ui->expiryAt->setVisible(mode == 1);
    m_ui->expiryAmount->setVisible(mode == 2);
    m_ui->expiryUnit->setVisible(mode == 2);
}

QDateTime LinkEditorDialog::expiry() const
{
    switch (m_ui->expiryMode->currentIndex()) {
    case 1: return m_ui->expiryAt->dateTime().toUTC();
    case 2: {
        const qint64 unit = m_ui->expiryUnit->currentIndex() == 0 ? 3600 : 86400;
        return QDateTime::currentDateTimeUtc().addSecs(m_ui->expiryAmount->value() * unit);
    }
    default: return {};
    }
}

Link LinkEditorDialog::linkFromFields() const
{
    Link link = m_existing.value_or(Link{});
    link.target = UrlPolicy::withAssumedScheme(m_ui->targetEdit->text().trimmed());
    if (m_existing && m_ui->targetEdit->text().trimmed() == m_shownTarget)
        link.target = m_existing->target;  // untouched: stored as it was, not as it reads
    link.title = m_ui->titleEdit->text().trimmed();
    link.notes = m_ui->notesEdit->toPlainText();
    link.tags = normalizedTags(m_ui->tagsEdit->text().split(u','));
    link.expiresAt = expiry();
    link.validFrom = m_validFromMode->currentIndex() == 1 ? m_validFromAt->dateTime().toUTC() : QDateTime();
    if (m_ui->maxVisits->value() > 0)
        link.maxVisits = m_ui->maxVisits->value();
    else
        link.maxVisits.reset();
    link.redirectStatus = StatusChoices[std::clamp(m_ui->statusCombo->currentIndex(), 0, 4)];
    link.pathMode = m_ui->pathModeCombo->currentIndex() == 1 ? PathMode::Append : PathMode::Exact;
    link.forwardQuery = m_ui->forwardQueryCheck->isChecked();
    link.disabled = m_ui->disabledCheck->isChecked();
    link.networks = linknetworks::canonical(m_networks->text());
    link.expiredUrl = m_expiredUrl->text().trimmed();
    return link;
}

QLabel *LinkEditorDialog::errorLabelFor(const QString &field) const
{
    if (field == u"url" || field == u"target" || field == u"longUrl")
        return m_ui->targetError;
    if (field == u"alias" || field == u"customSlug")
        return m_ui->aliasError;
    if (field == u"expires" || field == u"validFrom")
        return m_ui->expiryError;
    if (field == u"maxVisits")
        return m_ui->maxVisitsError;
    if (field == u"title")
        return m_ui->titleError;
    if (field == u"tags")
        return m_ui->tagsError;
    if (field == u"notes")
        return m_ui->notesError;
    if (field == u"redirectStatus")
        return m_ui->statusError;
    if (field == u"password")
        return m_passwordError;
    if (field == u"networks")
        return m_networksError;
    if (field == u"expiredUrl")
        return m_expiredUrlError;
    if (field == u"redirectRules")
        return nullptr;  // the Rules tab shows its own
    return m_ui->generalError;
}

void LinkEditorDialog::showError(const Error &error)
{
    QLabel *label = errorLabelFor(error.field);
    if (!label) {
        m_rules->showError(error.message);
        m_tabs->setCurrentIndex(1);
        return;
    }
    m_tabs->setCurrentIndex(0);
    setError(label, error.message);
}

void LinkEditorDialog::clearErrors()
{
    for (QLabel *label :
        {m_ui->targetError, m_ui->aliasError, m_ui->expiryError, m_ui->maxVisitsError, m_ui->titleError,
            m_ui->tagsError, m_ui->notesError, m_ui->statusError, m_ui->generalError, m_passwordError})
        setError(label, {});
    m_rules->showError({});
}

void LinkEditorDialog::accept()
{
    clearErrors();
    Link link = linkFromFields();
    const bool targetUntouched = m_existing && link.target == m_existing->target;
    const auto target = targetUntouched ? Result<QString>(link.target) : m_app.urlPolicy().normalize(link.target);
    if (!target) {
        Error error = target.error();
        error.field = u"url"_s;
        showError(error);
        m_ui->targetEdit->setFocus();
        return;
    }
    link.target = *target;
    const auto rules = m_rules->rules();
    if (!rules) {
        showError(rules.error());
        return;
    }
    link.targetRules = *rules;
    if (m_removePassword && m_removePassword->isChecked()) {
        link.passwordHash.clear();
    } else if (!m_password->text().isEmpty()) {
        // Hashed here (some 40 ms), before the write: the service stores what it is given.
        const auto hashed = linkpassword::hash(m_password->text());
        if (!hashed) {
            showError(hashed.error());
            m_password->setFocus();
            return;
        }
        link.passwordHash = *hashed;
    }
    // Only a time the user changed must lie ahead: an expired link's tags can still be edited.
    const bool expiryChanged = !m_existing || link.expiresAt != m_existing->expiresAt;
    if (expiryChanged && m_ui->expiryMode->currentIndex() == 1 && link.expiresAt <= QDateTime::currentDateTimeUtc()) {
        showError(
            invalidInput(tr("This time has already passed. Choose a time in the future, or 'Never'."), u"expires"_s));
        return;
    }
    if (auto problem = Shortener::validateFields(link); !problem.ok()) {
        showError(problem.error());
        return;
    }

    if (m_existing) {
        auto saved = m_app.links().edit(m_existing->key(), LinkEdit::between(*m_existing, link));
        if (!saved) {
            showError(saved.error());
            return;
        }
        m_saved = *saved;
    } else {
        validateAlias();
        // The label keeps its room shown; its text says whether the alias has a problem.
        if (!m_ui->aliasError->text().isEmpty()) {
            m_ui->aliasEdit->setFocus();
            return;
        }
        CreateRequest request = CreateRequest::like(link);
        request.alias = m_ui->aliasEdit->text().trimmed();
        request.domain = m_domain->currentText().trimmed();
        request.reuseExisting = false;
        auto created = m_app.links().create(request);
        if (!created) {
            showError(created.error());
            return;
        }
        m_saved = created->link;
    }
    QDialog::accept();
}

}  // namespace kurz
