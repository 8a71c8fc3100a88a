#include "gui/GeneralSettingsPage.h"

#include "core/links/BookmarkletLink.h"
#include "core/settings/SettingsKeys.h"
#include "gui/Autostart.h"
#include "gui/BookmarkletLabel.h"
#include "gui/DesktopApp.h"
#include "gui/ShortcutSettings.h"
#include "gui/Translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSystemTrayIcon>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

GeneralSettingsPage::GeneralSettingsPage(DesktopApp &app, QWidget *parent)
    : SettingsPage(parent)
    , m_app(app)
    , m_settings(app.settings())
{
    auto *form = new QFormLayout(this);
    m_baseUrl = new QLineEdit(this);
    m_baseUrl->setObjectName(u"baseUrl"_s);
    m_baseUrl->setPlaceholderText(tr("empty: the listener's address, e.g. http://127.0.0.1:8080/"));
    form->addRow(tr("&Base URL of short links:"), m_baseUrl);
    const bool tray = QSystemTrayIcon::isSystemTrayAvailable();
    m_startMinimized = new QCheckBox(tr("Start &minimised to the tray"), this);
    m_startMinimized->setEnabled(tray);
    if (!tray)
        m_startMinimized->setToolTip(tr("This desktop has no tray, so the window always opens."));
    form->addRow(QString(), m_startMinimized);
    m_startAtLogin = new QCheckBox(tr("Start at &login"), this);
    m_startAtLogin->setObjectName(u"startAtLogin"_s);
    form->addRow(QString(), m_startAtLogin);
    m_autoShorten = new QCheckBox(tr("&Shorten URLs as soon as they are copied"), this);
    form->addRow(QString(), m_autoShorten);
    m_reuseLinks = new QCheckBox(tr("&Reuse the existing short link when the same URL is copied again"), this);
    connect(m_autoShorten, &QCheckBox::toggled, m_reuseLinks, &QWidget::setEnabled);
    form->addRow(QString(), m_reuseLinks);
    form->addRow(QString(),
        noteLabel(tr("When on, a copied http(s) address is replaced on the clipboard by its short URL."), this));
    m_shortcut = new ShortcutSettings(app, this);
    form->addRow(tr("Shorten the clipboard &from anywhere:"), m_shortcut);
    // Each language by its own name, so that anyone can find theirs.
    m_language = new QComboBox(this);
    m_language->setObjectName(u"language"_s);
    m_language->addItem(tr("The desktop's language"), QString());
    for (const QString &language : Translations::available())
        m_language->addItem(QLocale(language).nativeLanguageName(), language);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), noteLabel(tr("Kurz uses a new language when it starts next."), this));
    addUpkeep(form);
}

// Page titles, target checks and the bookmarklet (docs/upkeep.md).
void GeneralSettingsPage::addUpkeep(QFormLayout *form)
{
    m_fetchTitles = new QCheckBox(tr("Fetch the page's &title for links made without one"), this);
    m_fetchTitles->setObjectName(u"fetchTitles"_s);
    form->addRow(tr("Links:"), m_fetchTitles);
    m_dailyChecks = new QCheckBox(tr("Check every link's target once a &day"), this);
    m_dailyChecks->setObjectName(u"dailyChecks"_s);
    form->addRow(QString(), m_dailyChecks);
    m_allowPrivate = new QCheckBox(tr("Let titles and checks reach this computer and the local &network"), this);
    m_allowPrivate->setObjectName(u"allowPrivate"_s);
    form->addRow(QString(), m_allowPrivate);
    form->addRow(QString(),
        noteLabel(tr("Off, targets on private addresses are never fetched, so that nobody can use Kurz "
                     "to look into your network."),
            this));

    m_bookmarklet = new BookmarkletLabel(this);
    auto *copy = new QPushButton(tr("&Copy bookmarklet"), this);
    copy->setObjectName(u"copyBookmarklet"_s);
    connect(copy, &QPushButton::clicked, this, [this] { m_app.copyToClipboard(m_bookmarklet->script()); });
    auto *renew = new QPushButton(tr("New to&ken…"), this);
    renew->setObjectName(u"renewBookmarklet"_s);
    renew->setToolTip(
        tr("Give the bookmarklet a new secret, for example when the old one got into someone else's hands."));
    connect(renew, &QPushButton::clicked, this, &GeneralSettingsPage::renewBookmarkletToken);
    auto *row = new QHBoxLayout;
    row->addWidget(m_bookmarklet);
    row->addWidget(copy);
    row->addWidget(renew);
    row->addStretch();
    form->addRow(tr("Bookmarklet:"), row);
    form->addRow(QString(),
        noteLabel(tr("Drag “Shorten with Kurz” to your browser's bookmarks bar (or make a bookmark "
                     "of the copied text). Clicked on any page, it shortens that page with this "
                     "Kurz while Kurz runs."),
            this));
}

void GeneralSettingsPage::load()
{
    m_baseUrl->setText(m_settings.get(keys::BaseUrl));
    m_startMinimized->setChecked(m_settings.get(keys::StartMinimized));
    m_startAtLogin->setChecked(Autostart::isEnabled());  // what happens at login, whatever the settings file says
    m_autoShorten->setChecked(m_settings.get(keys::AutoShortenClipboard));
    m_reuseLinks->setChecked(m_settings.get(keys::ReuseClipboardLinks));
    m_reuseLinks->setEnabled(m_autoShorten->isChecked());
    m_shortcut->load();
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.get(keys::Language))));
    m_fetchTitles->setChecked(m_settings.get(keys::FetchTitles));
    m_dailyChecks->setChecked(m_settings.get(keys::HealthDaily));
    m_allowPrivate->setChecked(m_settings.get(keys::AllowPrivateTargets));
    showBookmarklet(BookmarkletLink::token(*m_app.database()));
}

void GeneralSettingsPage::showBookmarklet(const QString &token)
{
    const ListenerState listener = m_app.listenerState();
    m_bookmarklet->setScript(BookmarkletLink::script(
        listener.running ? QUrl(listener.url) : QUrl(u"http://"_s + m_settings.get(keys::ListenAddress)), token));
}

void GeneralSettingsPage::renewBookmarkletToken()
{
    const auto answer = QMessageBox::question(this, tr("New bookmarklet token"),
        tr("The bookmarklet in your browser's bar stops working, and so does every "
           "copy of it. Then drag the new one to the bar. Make a new token?"),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    const auto renewed = BookmarkletLink::renewToken(*m_app.database());
    if (!renewed) {
        QMessageBox::warning(this, tr("New bookmarklet token"), renewed.error().message);
        return;
    }
    showBookmarklet(*renewed);
}

Result<void> GeneralSettingsPage::apply()
{
    return firstFailure({
        [this] { return m_settings.set(keys::BaseUrl, m_baseUrl->text().trimmed()); },
        [this] { return m_settings.set(keys::StartMinimized, m_startMinimized->isChecked()); },
        [this] { return applyStartAtLogin(); },
        [this] { return m_settings.set(keys::AutoShortenClipboard, m_autoShorten->isChecked()); },
        [this] { return m_settings.set(keys::ReuseClipboardLinks, m_reuseLinks->isChecked()); },
        [this] { return m_settings.set(keys::ShortenClipboardShortcut, m_shortcut->keys()); },
        [this] { return m_settings.set(keys::Language, m_language->currentData().toString()); },
        [this] { return m_settings.set(keys::FetchTitles, m_fetchTitles->isChecked()); },
        [this] { return m_settings.set(keys::HealthDaily, m_dailyChecks->isChecked()); },
        [this] { return m_settings.set(keys::AllowPrivateTargets, m_allowPrivate->isChecked()); },
    });
}

Result<void> GeneralSettingsPage::applyStartAtLogin()
{
    Result<void> stored = m_settings.set(keys::StartAtLogin, m_startAtLogin->isChecked());
    if (!stored.ok() || m_startAtLogin->isChecked() == Autostart::isEnabled())
        return stored;
    return m_app.setStartAtLogin(m_startAtLogin->isChecked());
}

}  // namespace kurz
