#include "gui/SettingsDialog.h"

#include "core/settings/Settings.h"
#include "gui/ApiKeysPage.h"
#include "gui/CodesSettingsPage.h"
#include "gui/DataSettingsPage.h"
#include "gui/DesktopApp.h"
#include "gui/DomainsSettingsPage.h"
#include "gui/GeneralSettingsPage.h"
#include "gui/ScreenFit.h"
#include "gui/ServerSettingsPage.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kurz {

SettingsDialog::SettingsDialog(DesktopApp &app, Page page, QWidget *parent)
    : QDialog(parent)
    , m_settings(app.settings())
{
    setWindowTitle(tr("Settings"));  // the application name follows: "Settings — Kurz"
    m_pageList = new QListWidget(this);
    m_pageList->setAccessibleName(tr("Settings pages"));
    m_stack = new QStackedWidget(this);
    auto *codes = new CodesSettingsPage(app, this);
    auto *server = new ServerSettingsPage(app, this);
    // The samples follow the case-insensitivity shown on the Server page, stored or not.
    connect(server, &ServerSettingsPage::caseInsensitiveToggled, codes, &CodesSettingsPage::setCaseInsensitive);
    const QString names[PageCount]
        = {tr("Codes"), tr("Server"), tr("API keys"), tr("General"), tr("Data"), tr("Domains")};
    m_pages[CodesPage] = codes;
    m_pages[ServerPage] = server;
    m_pages[KeysPage] = new ApiKeysPage(app.database(), this);
    m_pages[GeneralPage] = new GeneralSettingsPage(app, this);
    m_pages[DataPage] = new DataSettingsPage(app, this);
    m_pages[DomainsPage] = new DomainsSettingsPage(app, this);
    for (int i = 0; i < PageCount; ++i) {
        m_pages[i]->load();
        m_pageList->addItem(names[i]);
        auto *wrapper = new QWidget(m_stack);
        auto *layout = new QVBoxLayout(wrapper);
        layout->addWidget(m_pages[i]);
        m_problems[i] = SettingsPage::problemLabel(wrapper);
        layout->addWidget(m_problems[i]);
        layout->addStretch();
        // A page taller than the screen (twice the scale on a laptop) scrolls; OK stays in view.
        m_stack->addWidget(scrollable(wrapper, "settingsPage", names[i]));
    }
    // As wide as its longest page name in this language, no wider.
    m_pageList->setFixedWidth(m_pageList->sizeHintForColumn(0) + 2 * m_pageList->frameWidth() + 8);
    connect(m_pageList, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);

    auto *buttons
        = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);

    auto *body = new QHBoxLayout;
    body->addWidget(m_pageList);
    body->addWidget(m_stack, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body);
    layout->addWidget(buttons);
    m_pageList->setCurrentRow(int(page));
    // Tall enough for the tallest page where the screen allows it.
    int tallest = 0;
    for (int i = 0; i < m_stack->count(); ++i)
        tallest = std::max(tallest, static_cast<QScrollArea *>(m_stack->widget(i))->widget()->sizeHint().height());
    resize(720,
        std::max(480,
            tallest + buttons->sizeHint().height() + 3 * layout->spacing() + layout->contentsMargins().top()
                + layout->contentsMargins().bottom()));
    fitOntoScreen(this);
}

SettingsDialog::~SettingsDialog() = default;

SettingsDialog::Page SettingsDialog::currentPage() const
{
    return Page(m_pageList->currentRow());
}

void SettingsDialog::showProblem(Page page, const QString &problem)
{
    m_problems[page]->setText(problem);
    m_problems[page]->setVisible(!problem.isEmpty());
    if (!problem.isEmpty())
        m_pageList->setCurrentRow(int(page));
}

bool SettingsDialog::apply()
{
    for (QLabel *label : m_problems)
        label->hide();
    const Settings::Batch batch(m_settings);  // the window reconfigures once, not per value
    bool applied = true;
    for (int page = 0; page < PageCount; ++page) {
        Result<void> done = m_pages[page]->validate();
        if (done.ok())
            done = m_pages[page]->apply();
        if (!done.ok()) {
            applied = false;
            showProblem(Page(page), done.error().message);
        }
    }
    return applied;
}

void SettingsDialog::accept()
{
    if (apply())
        QDialog::accept();
}

}  // namespace kurz
