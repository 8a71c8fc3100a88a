#include "gui/DomainsSettingsPage.h"

#include "gui/DesktopApp.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace kurz {

DomainsSettingsPage::DomainsSettingsPage(DesktopApp &app, QWidget *parent)
    : SettingsPage(parent)
    , m_app(app)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(noteLabel(tr("A link may answer on a short domain of its own (chosen in the link editor). "
                                   "Requests that find no link may go elsewhere instead of Kurz's own answer: per "
                                   "domain, else the default domain's. Leave a cell empty for Kurz's answer."),
        this));
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"domainsTable"_s);
    m_table->setHorizontalHeaderLabels({tr("Domain"), tr("Base URL (/)"), tr("Other 404s"), tr("Unknown codes")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setMinimumHeight(160);
    layout->addWidget(m_table);
    auto *adding = new QHBoxLayout;
    m_newDomain = new QLineEdit(this);
    m_newDomain->setObjectName(u"newDomain"_s);
    m_newDomain->setPlaceholderText(tr("another domain, e.g. go.example.com"));
    auto *add = new QPushButton(tr("&Add domain"), this);
    add->setObjectName(u"addDomain"_s);
    adding->addWidget(m_newDomain, 1);
    adding->addWidget(add);
    layout->addLayout(adding);
    layout->addStretch(1);
    connect(add, &QPushButton::clicked, this, &DomainsSettingsPage::addDomain);
    connect(m_newDomain, &QLineEdit::returnPressed, this, &DomainsSettingsPage::addDomain);
}

void DomainsSettingsPage::addRow(const ShortDomain &domain)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const QString host = QUrl(m_app.shortUrlBase()).host();
    auto *name = new QTableWidgetItem(domain.name.isEmpty() ? tr("%1 (default)").arg(host) : domain.name);
    name->setFlags(name->flags() & ~Qt::ItemIsEditable);
    m_table->setItem(row, DomainColumn, name);
    m_table->setItem(row, BaseUrlColumn, new QTableWidgetItem(domain.redirects.baseUrl));
    m_table->setItem(row, Regular404Column, new QTableWidgetItem(domain.redirects.regular404));
    m_table->setItem(row, InvalidShortUrlColumn, new QTableWidgetItem(domain.redirects.invalidShortUrl));
    m_loaded.append(domain);
}

void DomainsSettingsPage::load()
{
    m_table->setRowCount(0);
    m_loaded.clear();
    const auto domains = DomainStore(m_app.database()).list();
    for (const ShortDomain &domain : domains ? *domains : QList<ShortDomain>{ShortDomain{}})
        addRow(domain);
}

void DomainsSettingsPage::addDomain()
{
    const auto name = DomainStore::normalized(m_newDomain->text());
    if (!name || name->isEmpty())
        return;
    for (const ShortDomain &known : std::as_const(m_loaded)) {
        if (known.name == *name)
            return;
    }
    addRow(ShortDomain{*name, {}});
    m_newDomain->clear();
    m_table->setCurrentCell(m_table->rowCount() - 1, BaseUrlColumn);
}

DomainRedirects DomainsSettingsPage::redirectsOf(int row) const
{
    const auto cell = [&](int column) { return m_table->item(row, column)->text().trimmed(); };
    return {cell(BaseUrlColumn), cell(Regular404Column), cell(InvalidShortUrlColumn)};
}

Result<void> DomainsSettingsPage::apply()
{
    DomainStore store(m_app.database());
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const DomainRedirects redirects = redirectsOf(row);
        if (redirects == m_loaded.at(row).redirects)
            continue;
        if (auto saved = store.setRedirects(m_loaded.at(row).name, redirects); !saved.ok())
            return saved.error();
        m_loaded[row].redirects = redirects;
    }
    return {};
}

}  // namespace kurz
