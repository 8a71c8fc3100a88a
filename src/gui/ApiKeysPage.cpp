#include "gui/ApiKeysPage.h"

#include "core/store/ApiKeyStore.h"

#include <QClipboard>
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

namespace kurz {

ApiKeysPage::ApiKeysPage(std::shared_ptr<Database> database, QWidget *parent)
    : QWidget(parent)
    , m_store(std::make_unique<ApiKeyStore>(std::move(database)))
{
    auto *intro = new QLabel(tr("Programs that shorten through Kurz's Shlink or YOURLS interface (ShareX, browser add-ons, "
                                "scripts) send one of these keys. A key is shown only once, when it is made."), this);
    intro->setWordWrap(true);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"keyName"_qs);
    m_name->setAccessibleName(tr("Name of the new key"));
    m_name->installEventFilter(this);
    m_name->setPlaceholderText(tr("a name for the key, e.g. sharex-laptop"));
    auto *create = new QPushButton(tr("&Create key"), this);
    auto *createRow = new QHBoxLayout;
    createRow->addWidget(m_name, 1);
    createRow->addWidget(create);

    m_newKeyBox = new QWidget(this);
    m_newKey = new QLineEdit(m_newKeyBox);
    m_newKey->setReadOnly(true);
    m_newKey->setAccessibleName(tr("New key"));
    QFont mono(u"monospace"_qs);
    mono.setStyleHint(QFont::Monospace);
    m_newKey->setFont(mono);
    auto *copy = new QPushButton(tr("Co&py"), m_newKeyBox);
    auto *keyRow = new QHBoxLayout(m_newKeyBox);
    keyRow->setContentsMargins(0, 0, 0, 0);
    keyRow->addWidget(new QLabel(tr("New key (copy it now; it is not shown again):"), m_newKeyBox));
    keyRow->addWidget(m_newKey, 1);
    keyRow->addWidget(copy);
    m_newKeyBox->hide();

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(u"color: #c62828;"_qs);
    m_problem->hide();

    m_table = new QTableWidget(0, 3, this);
    m_table->setAccessibleName(tr("API keys"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Created"), tr("Revoked")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_revoke = new QPushButton(tr("&Revoke"), this);
    m_revoke->setEnabled(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro);
    layout->addLayout(createRow);
    layout->addWidget(m_newKeyBox);
    layout->addWidget(m_problem);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_revoke, 0, Qt::AlignRight);

    connect(create, &QPushButton::clicked, this, [this] { createKey(m_name->text().trimmed()); });
    connect(copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(m_newKey->text()); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = m_table->currentRow();
        m_revoke->setEnabled(row >= 0 && m_table->item(row, 2)->text().isEmpty());
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
    reload();
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
    return m_newKey->text();
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
    const auto key = m_store->create(name);
    if (!key) {
        showProblem(key.error().message);
        return {};
    }
    showProblem({});
    m_name->clear();
    m_newKey->setText(*key);
    m_newKeyBox->show();
    reload();
    return *key;
}

bool ApiKeysPage::revokeKey(const QString &name)
{
    const auto revoked = m_store->revoke(name);
    if (!revoked) {
        showProblem(revoked.error().message);
        return false;
    }
    showProblem({});
    reload();
    return *revoked;
}

void ApiKeysPage::reload()
{
    const QList<ApiKeyInfo> keys = m_store->list();
    m_table->setRowCount(int(keys.size()));
    const QLocale locale;
    for (int row = 0; row < keys.size(); ++row) {
        const ApiKeyInfo &key = keys.at(row);
        m_table->setItem(row, 0, new QTableWidgetItem(key.name));
        m_table->setItem(row, 1, new QTableWidgetItem(locale.toString(key.createdAt.toLocalTime(), QLocale::ShortFormat)));
        m_table->setItem(row, 2, new QTableWidgetItem(key.revokedAt.isValid() ? locale.toString(key.revokedAt.toLocalTime(), QLocale::ShortFormat)
                                                                             : QString()));
    }
    m_revoke->setEnabled(false);
}

} // namespace kurz
