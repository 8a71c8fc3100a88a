#include "gui/ApiKeysPage.h"

#include "core/store/ApiKeyStore.h"
#include "core/store/DomainStore.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDateEdit>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace kurz {

ApiKeysPage::ApiKeysPage(std::shared_ptr<Database> database, QWidget *parent)
    : SettingsPage(parent)
    , m_store(std::make_unique<ApiKeyStore>(std::move(database)))
{
    auto *intro
        = new QLabel(tr("Programs that shorten through Kurz's Shlink or YOURLS interface (ShareX, browser add-ons, "
                        "scripts) send one of these keys. A key is shown only once, when it is made."),
            this);
    intro->setWordWrap(true);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"keyName"_s);
    m_name->setAccessibleName(tr("Name of the new key"));
    m_name->installEventFilter(this);
    m_name->setPlaceholderText(tr("a name for the key, e.g. sharex-laptop"));
    auto *create = new QPushButton(tr("&Create key"), this);
    auto *createRow = new QHBoxLayout;
    createRow->addWidget(m_name, 1);
    createRow->addWidget(create);

    // What the next key may do; a key with no box ticked may do everything.
    m_readOnly = new QCheckBox(tr("Read &only"), this);
    m_readOnly->setObjectName(u"keyReadOnly"_s);
    m_readOnly->setToolTip(tr("The key may read links and statistics, but create or change nothing."));
    m_ownLinks = new QCheckBox(tr("Only its o&wn links"), this);
    m_ownLinks->setObjectName(u"keyOwnLinks"_s);
    m_ownLinks->setToolTip(tr("The key may change only the links it creates; it still reads all links."));
    m_expires = new QCheckBox(tr("&Expires on"), this);
    m_expires->setObjectName(u"keyExpires"_s);
    m_expiresOn = new QDateEdit(QDate::currentDate().addMonths(1), this);
    m_expiresOn->setObjectName(u"keyExpiresOn"_s);
    m_expiresOn->setAccessibleName(tr("Day from which the key is refused"));
    m_expiresOn->setCalendarPopup(true);
    m_expiresOn->setMinimumDate(QDate::currentDate().addDays(1));
    m_expiresOn->setEnabled(false);
    connect(m_expires, &QCheckBox::toggled, m_expiresOn, &QWidget::setEnabled);
    m_domain = new QLineEdit(this);
    m_domain->setObjectName(u"keyDomain"_s);
    m_domain->setPlaceholderText(tr("any domain"));
    m_domain->setAccessibleName(tr("Short domain the key is limited to"));
    m_domain->setToolTip(tr("The key makes its links on this short domain and changes only that domain's links."));
    auto *scopeRow = new QHBoxLayout;
    scopeRow->addWidget(m_readOnly);
    scopeRow->addWidget(m_ownLinks);
    scopeRow->addWidget(m_expires);
    scopeRow->addWidget(m_expiresOn);
    scopeRow->addWidget(m_domain);
    scopeRow->addStretch(1);

    m_newKeyBox = new QWidget(this);
    QFont mono(u"monospace"_s);
    mono.setStyleHint(QFont::Monospace);
    // One row of the box: a label, the read-only secret and a button that copies it.
    const auto secretRow = [this, &mono](
                               QWidget *row, const QString &label, const QString &name, const QString &copyText) {
        auto *field = new QLineEdit(row);
        field->setReadOnly(true);
        field->setAccessibleName(name);
        field->setFont(mono);
        auto *copy = new QPushButton(copyText, row);
        auto *layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(new QLabel(label, row));
        layout->addWidget(field, 1);
        layout->addWidget(copy);
        connect(copy, &QPushButton::clicked, this, [field] { QGuiApplication::clipboard()->setText(field->text()); });
        return field;
    };
    m_keyRow = new QWidget(m_newKeyBox);
    m_newKey = secretRow(m_keyRow, tr("New key (copy it now; it is not shown again):"), tr("New key"), tr("Co&py"));
    auto *tokenRow = new QWidget(m_newKeyBox);
    m_token = secretRow(
        tokenRow, tr("YOURLS signature token (for signed requests):"), tr("Signature token"), tr("Copy &token"));
    auto *boxLayout = new QVBoxLayout(m_newKeyBox);
    boxLayout->setContentsMargins(0, 0, 0, 0);
    boxLayout->addWidget(m_keyRow);
    boxLayout->addWidget(tokenRow);
    m_newKeyBox->hide();

    m_problem = problemLabel(this);

    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(u"apiKeys"_s);
    m_table->setAccessibleName(tr("API keys"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Created"), tr("Revoked"), tr("May do")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_revoke = new QPushButton(tr("&Revoke"), this);
    m_revoke->setEnabled(false);
    m_showToken = new QPushButton(tr("Show &signature token"), this);
    m_showToken->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_showToken);
    buttons->addWidget(m_revoke);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro);
    layout->addLayout(createRow);
    layout->addLayout(scopeRow);
    layout->addWidget(m_newKeyBox);
    layout->addWidget(m_problem);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(create, &QPushButton::clicked, this, [this] { createKey(m_name->text().trimmed()); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = m_table->currentRow();
        m_revoke->setEnabled(row >= 0 && m_table->item(row, 2)->text().isEmpty());
        m_showToken->setEnabled(row >= 0);
    });
    connect(m_showToken, &QPushButton::clicked, this, [this] {
        if (const int row = m_table->currentRow(); row >= 0)
            showToken(m_table->item(row, 0)->text());
    });
    connect(m_revoke, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0)
            return;
        const QString name = m_table->item(row, 0)->text();
        if (QMessageBox::question(this, tr("Revoke key"),
                tr("Revoke the key '%1'? Programs using it can no longer shorten through Kurz.").arg(name))
            == QMessageBox::Yes)
            revokeKey(name);
    });
}

ApiKeysPage::~ApiKeysPage() = default;

// Enter in the name field creates the key; it must not also press the dialog's OK.
bool ApiKeysPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_name && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            createKey(m_name->text().trimmed());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString ApiKeysPage::shownKey() const
{
    return m_keyRow->isHidden() ? QString() : m_newKey->text();
}

QString ApiKeysPage::shownToken() const
{
    return m_token->text();
}

bool ApiKeysPage::showToken(const QString &name)
{
    const auto token = m_store->signatureToken(name);
    if (!token) {
        showProblem(token.error().message);
        return false;
    }
    showProblem({});
    showSecrets({}, *token);
    return true;
}

void ApiKeysPage::showSecrets(const QString &key, const QString &token)
{
    m_newKey->setText(key);
    m_keyRow->setVisible(!key.isEmpty());
    m_token->setText(token);
    m_newKeyBox->show();
}

void ApiKeysPage::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

QString ApiKeysPage::createKey(const QString &name)
{
    if (name.isEmpty()) {
        showProblem(tr("Give the key a name first, so that you know later which program uses it."));
        return {};
    }
    const auto domain = DomainStore::normalized(m_domain->text());
    if (!domain) {
        showProblem(domain.error().message);
        return {};
    }
    ApiKeyScope scope = chosenScope();
    scope.domain = *domain;
    const auto key = m_store->create(name, scope);
    if (!key) {
        showProblem(key.error().message);
        return {};
    }
    showProblem({});
    m_name->clear();
    m_readOnly->setChecked(false);
    m_ownLinks->setChecked(false);
    m_expires->setChecked(false);
    m_domain->clear();
    showSecrets(key->key, key->signatureToken);
    load();
    return key->key;
}

ApiKeyScope ApiKeysPage::chosenScope() const
{
    ApiKeyScope scope;
    scope.readOnly = m_readOnly->isChecked();
    scope.ownLinks = m_ownLinks->isChecked();
    if (m_expires->isChecked())
        scope.expiresAt = m_expiresOn->date().startOfDay().toUTC();  // refused from that day on, local time
    return scope;
}

QString ApiKeysPage::scopeText(const ApiKeyScope &scope, const QDateTime &now)
{
    if (scope.isFull())
        return tr("everything");
    QStringList parts;
    if (scope.readOnly)
        parts << tr("read only");
    if (scope.ownLinks)
        parts << tr("own links");
    if (!scope.domain.isEmpty())
        parts << tr("links of %1").arg(scope.domain);
    if (scope.expiresAt.isValid()) {
        const QString when = QLocale().toString(scope.expiresAt.toLocalTime(), QLocale::ShortFormat);
        parts << (scope.expired(now.toMSecsSinceEpoch()) ? tr("expired %1").arg(when) : tr("until %1").arg(when));
    }
    return parts.join(u", "_s);
}

bool ApiKeysPage::revokeKey(const QString &name)
{
    const auto revoked = m_store->revoke(name);
    if (!revoked) {
        showProblem(revoked.error().message);
        return false;
    }
    showProblem({});
    load();
    return *revoked;
}

void ApiKeysPage::load()
{
    const QList<ApiKeyInfo> keys = m_store->list();
    m_table->setRowCount(int(keys.size()));
    const QLocale locale;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int row = 0; row < keys.size(); ++row) {
        const ApiKeyInfo &key = keys.at(row);
        m_table->setItem(row, 0, new QTableWidgetItem(key.name));
        m_table->setItem(
            row, 1, new QTableWidgetItem(locale.toString(key.createdAt.toLocalTime(), QLocale::ShortFormat)));
        m_table->setItem(row, 2,
            new QTableWidgetItem(key.revokedAt.isValid()
                    ? locale.toString(key.revokedAt.toLocalTime(), QLocale::ShortFormat)
                    : QString()));
        m_table->setItem(row, 3, new QTableWidgetItem(scopeText(key.scope, now)));
    }
    m_revoke->setEnabled(false);
    m_showToken->setEnabled(false);
}

}  // namespace kurz
