#include "gui/SettingsDialog.h"

#include "core/codes/CodeSpace.h"
#include "core/codes/CodeStrategyRegistry.h"
#include "core/links/BookmarkletLink.h"
#include "core/links/ThisMachine.h"
#include "core/links/CodeStrategyFactory.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/DailyBackups.h"
#include "core/store/LinkStore.h"
#include "core/store/ServerAddress.h"
#include "gui/ApiKeysPage.h"
#include "gui/BackupActions.h"
#include "gui/BookmarkletLabel.h"
#include "gui/Autostart.h"
#include "gui/DesktopApp.h"
#include "gui/ScreenFit.h"
#include "gui/Translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHostAddress>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QScrollArea>
#include <QStackedWidget>
#include <QSystemTrayIcon>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace kurz {

namespace {

const int RedirectStatuses[] = {301, 302, 307, 308};

QLabel *problemLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setStyleSheet(u"color: #c62828;"_qs);
    label->hide();
    return label;
}

QString translated(const char *registryText)
{
    return QCoreApplication::translate("kurz::CodeStrategyRegistry", registryText);
}

QLabel *noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setEnabled(false);
    return label;
}

} // namespace

SettingsDialog::SettingsDialog(DesktopApp &app, Page page, QWidget *parent)
    : QDialog(parent)
    , m_app(app)
    , m_settings(app.settings())
{
    setWindowTitle(tr("Settings"));  // the application name follows: "Settings — Kurz"
    m_pages = new QListWidget(this);
    m_pages->setAccessibleName(tr("Settings pages"));
    m_stack = new QStackedWidget(this);
    const QList<std::pair<QString, QWidget *>> pages = {
        {tr("Codes"), createCodesPage()},
        {tr("Server"), createServerPage()},
        {tr("API keys"), m_apiKeys = new ApiKeysPage(m_app.database(), this)},
        {tr("General"), createGeneralPage()},
        {tr("Data"), createDataPage()},
    };
    for (int i = 0; i < pages.size(); ++i) {
        m_pages->addItem(pages[i].first);
        auto *wrapper = new QWidget(m_stack);
        auto *layout = new QVBoxLayout(wrapper);
        layout->addWidget(pages[i].second);
        m_problems[i] = problemLabel(wrapper);
        layout->addWidget(m_problems[i]);
        layout->addStretch();
        // A page taller than the screen (twice the scale on a laptop) scrolls; OK stays in view.
        m_stack->addWidget(scrollable(wrapper, "settingsPage", pages[i].first));
    }
    // As wide as its longest page name in this language, no wider.
    m_pages->setFixedWidth(m_pages->sizeHintForColumn(0) + 2 * m_pages->frameWidth() + 8);
    connect(m_pages, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);

    auto *body = new QHBoxLayout;
    body->addWidget(m_pages);
    body->addWidget(m_stack, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body);
    layout->addWidget(buttons);
    m_pages->setCurrentRow(int(page));
    // Tall enough for the tallest page where the screen allows it.
    int tallest = 0;
    for (int i = 0; i < m_stack->count(); ++i)
        tallest = std::max(tallest, static_cast<QScrollArea *>(m_stack->widget(i))->widget()->sizeHint().height());
    resize(720, std::max(480, tallest + buttons->sizeHint().height() + 3 * layout->spacing() + layout->contentsMargins().top()
                                   + layout->contentsMargins().bottom()));
    fitOntoScreen(this);
    updatePreview();
}

SettingsDialog::~SettingsDialog() = default;

SettingsDialog::Page SettingsDialog::currentPage() const
{
    return Page(m_pages->currentRow());
}

QWidget *SettingsDialog::createCodesPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_strategy = new QComboBox(page);
    m_strategy->setObjectName(u"strategy"_qs);
    for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
        m_strategy->addItem(translated(entry.name), entry.id);
        m_strategy->setItemData(m_strategy->count() - 1, translated(entry.help), Qt::ToolTipRole);
    }
    m_strategy->setCurrentIndex(std::max(0, m_strategy->findData(m_settings.get(keys::CodeStrategy))));
    form->addRow(tr("&Strategy:"), m_strategy);
    m_strategyHelp = noteLabel({}, page);
    form->addRow(QString(), m_strategyHelp);

    m_alphabet = new QComboBox(page);
    m_alphabet->setObjectName(u"alphabet"_qs);
    m_alphabet->addItem(tr("Letters and digits (base62)"), u"base62"_qs);
    m_alphabet->addItem(tr("Without look-alikes (no 0 O 1 l I)"), u"unambiguous"_qs);
    m_alphabet->addItem(tr("Lower-case letters and digits (base36)"), u"base36"_qs);
    m_alphabet->addItem(tr("Custom characters…"), QString());
    m_customAlphabet = new QLineEdit(page);
    m_customAlphabet->setObjectName(u"customAlphabet"_qs);
    m_customAlphabet->setAccessibleName(tr("Custom alphabet"));
    m_customAlphabet->setPlaceholderText(tr("at least 10 distinct URL-safe characters"));
    const QString alphabet = m_settings.get(keys::CodeAlphabet);
    const int known = m_alphabet->findData(alphabet);
    m_alphabet->setCurrentIndex(known >= 0 ? known : 3);
    if (known < 0)
        m_customAlphabet->setText(alphabet);
    form->addRow(tr("&Alphabet:"), m_alphabet);
    form->addRow(QString(), m_customAlphabet);
    m_alphabetNote = noteLabel({}, page);
    m_alphabetNote->setObjectName(u"alphabetNote"_qs);
    form->addRow(QString(), m_alphabetNote);
    m_length = new QSpinBox(page);
    m_length->setObjectName(u"codeLength"_qs);
    // A wide range, so that "2" or "40" can be typed and explained instead of swallowed.
    m_length->setRange(1, 99);
    m_length->setValue(m_settings.get(keys::CodeLength));
    form->addRow(tr("&Length:"), m_length);
    m_preview = new QLabel(page);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont mono(u"monospace"_qs);
    mono.setStyleHint(QFont::Monospace);
    m_preview->setFont(mono);
    form->addRow(tr("Samples:"), m_preview);
    m_arithmetic = noteLabel({}, page);
    form->addRow(QString(), m_arithmetic);
    form->addRow(QString(), noteLabel(tr("Existing links keep their codes whatever you choose here."), page));

    connect(m_strategy, &QComboBox::currentIndexChanged, this, &SettingsDialog::updatePreview);
    connect(m_alphabet, &QComboBox::currentIndexChanged, this, &SettingsDialog::updatePreview);
    connect(m_customAlphabet, &QLineEdit::textChanged, this, &SettingsDialog::updatePreview);
    connect(m_length, &QSpinBox::textChanged, this, &SettingsDialog::updatePreview);
    return page;
}

QWidget *SettingsDialog::createServerPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    const QString listen = m_settings.get(keys::ListenAddress);
    const int colon = int(listen.lastIndexOf(u':'));
    const QString host = listen.left(colon);
    m_listenLocal = new QRadioButton(tr("This computer only (127.0.0.1)"), page);
    m_listenLan = new QRadioButton(tr("The local network (all interfaces)"), page);
    m_listenCustom = new QRadioButton(tr("This address:"), page);
    m_customHost = new QLineEdit(page);
    m_customHost->setObjectName(u"listenHost"_qs);
    m_listenCustom->setObjectName(u"listenCustom"_qs);
    m_listenLan->setObjectName(u"listenLan"_qs);
    m_customHost->setAccessibleName(tr("Address to listen on"));
    m_customHost->setPlaceholderText(tr("e.g. 192.168.1.20"));
    (host == u"127.0.0.1" ? m_listenLocal : host == u"0.0.0.0" ? m_listenLan : m_listenCustom)->setChecked(true);
    if (m_listenCustom->isChecked())
        m_customHost->setText(host);
    auto *custom = new QHBoxLayout;
    custom->addWidget(m_listenCustom);
    custom->addWidget(m_customHost, 1);
    auto *where = new QVBoxLayout;
    where->addWidget(m_listenLocal);
    where->addWidget(m_listenLan);
    where->addLayout(custom);
    form->addRow(tr("Listen on:"), where);
    m_port = new QSpinBox(page);
    m_port->setObjectName(u"port"_qs);
    m_port->setRange(0, 65535);
    m_port->setValue(listen.mid(colon + 1).toInt());
    m_port->setSpecialValueText(tr("any free port"));
    form->addRow(tr("&Port:"), m_port);
    m_lanNote = noteLabel({}, page);
    m_lanNote->setObjectName(u"lanNote"_qs);
    form->addRow(QString(), m_lanNote);
    auto updateLanNote = [this] {
        const bool lan = m_listenLan->isChecked() && m_settings.get(keys::BaseUrl).isEmpty();
        m_lanNote->setText(lan ? tr("Short URLs use this computer's LAN address, %1, as no base URL is set "
                                    "(Settings → General sets another, e.g. a name phones can find).")
                                     .arg(thisMachine::lanAddress())
                               : QString());
        m_lanNote->setVisible(lan);
    };
    connect(m_listenLan, &QRadioButton::toggled, this, updateLanNote);
    updateLanNote();
    // The running listener's own problem (port taken, address gone), here where it is fixed.
    m_listenerProblem = problemLabel(page);
    m_listenerProblem->setObjectName(u"listenerProblem"_qs);
    form->addRow(QString(), m_listenerProblem);
    auto showListenerProblem = [this] {
        const QString problem = m_app.listenerState().problem;
        m_listenerProblem->setText(problem.isEmpty() ? QString() : tr("The listener is not running: %1").arg(problem));
        m_listenerProblem->setVisible(!problem.isEmpty());
    };
    connect(&m_app, &DesktopApp::listenerStateChanged, this, showListenerProblem);
    showListenerProblem();

    m_defaultStatus = new QComboBox(page);
    for (int status : RedirectStatuses)
        m_defaultStatus->addItem(QString::number(status), status);
    m_defaultStatus->setItemData(0, tr("Permanent: browsers may cache it"), Qt::ToolTipRole);
    m_defaultStatus->setItemData(1, tr("Temporary: every visit reaches Kurz and is counted"), Qt::ToolTipRole);
    m_defaultStatus->setCurrentIndex(std::max(0, m_defaultStatus->findData(m_settings.get(keys::DefaultRedirectStatus))));
    form->addRow(tr("Default &redirect status:"), m_defaultStatus);
    m_cacheSeconds = new QSpinBox(page);
    m_cacheSeconds->setRange(0, 31536000);
    m_cacheSeconds->setSuffix(tr(" s"));
    m_cacheSeconds->setValue(m_settings.get(keys::PermanentCacheSeconds));
    form->addRow(tr("&Cache lifetime for 301/308:"), m_cacheSeconds);
    m_caseInsensitive = new QCheckBox(tr("Codes match &regardless of case"), page);
    m_caseInsensitive->setObjectName(u"caseInsensitive"_qs);
    m_caseInsensitive->setChecked(m_settings.get(keys::CaseInsensitiveCodes));
    form->addRow(QString(), m_caseInsensitive);
    connect(m_caseInsensitive, &QCheckBox::toggled, this, &SettingsDialog::updatePreview);
    m_flushMs = new QSpinBox(page);
    m_flushMs->setRange(50, 60000);
    m_flushMs->setSuffix(tr(" ms"));
    m_flushMs->setValue(m_settings.get(keys::HitFlushMs));
    form->addRow(tr("Write hits &every:"), m_flushMs);
    m_allowedNetworks = new QLineEdit(m_settings.get(keys::AllowedNetworks), page);
    m_allowedNetworks->setObjectName(u"allowedNetworks"_qs);
    m_allowedNetworks->setPlaceholderText(tr("automatic: this computer, plus private networks when listening on the LAN"));
    m_allowedNetworks->setToolTip(tr("Networks whose visitors are redirected, e.g. 192.168.1.0/24, 10.0.0.0/8; others get 403."));
    form->addRow(tr("&Allowed networks:"), m_allowedNetworks);
    m_threads = new QSpinBox(page);
    m_threads->setRange(0, 64);
    m_threads->setSpecialValueText(tr("one per core (%1)").arg(QThread::idealThreadCount()));
    m_threads->setValue(m_settings.get(keys::ServerThreads));
    form->addRow(tr("Listener &threads:"), m_threads);
    return page;
}

QWidget *SettingsDialog::createGeneralPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_baseUrl = new QLineEdit(m_settings.get(keys::BaseUrl), page);
    m_baseUrl->setObjectName(u"baseUrl"_qs);
    m_baseUrl->setPlaceholderText(tr("empty: the listener's address, e.g. http://127.0.0.1:8080/"));
    form->addRow(tr("&Base URL of short links:"), m_baseUrl);
    const bool tray = QSystemTrayIcon::isSystemTrayAvailable();
    m_startMinimized = new QCheckBox(tr("Start &minimised to the tray"), page);
    m_startMinimized->setChecked(m_settings.get(keys::StartMinimized));
    m_startMinimized->setEnabled(tray);
    if (!tray)
        m_startMinimized->setToolTip(tr("This desktop has no tray, so the window always opens."));
    form->addRow(QString(), m_startMinimized);
    m_startAtLogin = new QCheckBox(tr("Start at &login"), page);
    m_startAtLogin->setObjectName(u"startAtLogin"_qs);
    m_startAtLogin->setChecked(Autostart::isEnabled());  // what happens at login, whatever the settings file says
    form->addRow(QString(), m_startAtLogin);
    m_autoShorten = new QCheckBox(tr("&Shorten URLs as soon as they are copied"), page);
    m_autoShorten->setChecked(m_settings.get(keys::AutoShortenClipboard));
    form->addRow(QString(), m_autoShorten);
    m_reuseLinks = new QCheckBox(tr("&Reuse the existing short link when the same URL is copied again"), page);
    m_reuseLinks->setChecked(m_settings.get(keys::ReuseClipboardLinks));
    m_reuseLinks->setEnabled(m_autoShorten->isChecked());
    connect(m_autoShorten, &QCheckBox::toggled, m_reuseLinks, &QWidget::setEnabled);
    form->addRow(QString(), m_reuseLinks);
    form->addRow(QString(), noteLabel(tr("When on, a copied http(s) address is replaced on the clipboard by its short URL."), page));
    // Each language by its own name, so that anyone can find theirs.
    m_language = new QComboBox(page);
    m_language->setObjectName(u"language"_qs);
    m_language->addItem(tr("The desktop's language"), QString());
    for (const QString &language : Translations::available())
        m_language->addItem(QLocale(language).nativeLanguageName(), language);
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.get(keys::Language))));
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), noteLabel(tr("Kurz uses a new language when it starts next."), page));
    addUpkeep(form, page);
    return page;
}

// Page titles, target checks and the bookmarklet (docs/upkeep.md).
void SettingsDialog::addUpkeep(QFormLayout *form, QWidget *page)
{
    m_fetchTitles = new QCheckBox(tr("Fetch the page's &title for links made without one"), page);
    m_fetchTitles->setObjectName(u"fetchTitles"_qs);
    m_fetchTitles->setChecked(m_settings.get(keys::FetchTitles));
    form->addRow(tr("Links:"), m_fetchTitles);
    m_dailyChecks = new QCheckBox(tr("Check every link's target once a &day"), page);
    m_dailyChecks->setObjectName(u"dailyChecks"_qs);
    m_dailyChecks->setChecked(m_settings.get(keys::HealthDaily));
    form->addRow(QString(), m_dailyChecks);
    m_allowPrivate = new QCheckBox(tr("Let titles and checks reach this computer and the local &network"), page);
    m_allowPrivate->setObjectName(u"allowPrivate"_qs);
    m_allowPrivate->setChecked(m_settings.get(keys::AllowPrivateTargets));
    form->addRow(QString(), m_allowPrivate);
    form->addRow(QString(), noteLabel(tr("Off, targets on private addresses are never fetched, so that nobody can use Kurz "
                                         "to look into your network."), page));

    m_bookmarklet = new BookmarkletLabel(page);
    const ListenerState listener = m_app.listenerState();
    m_bookmarklet->setScript(BookmarkletLink::script(
        listener.running ? QUrl(listener.url) : QUrl(u"http://"_qs + m_settings.get(keys::ListenAddress)),
        BookmarkletLink::token(*m_app.database())));
    auto *copy = new QPushButton(tr("&Copy bookmarklet"), page);
    copy->setObjectName(u"copyBookmarklet"_qs);
    connect(copy, &QPushButton::clicked, this, [this] { m_app.copyToClipboard(m_bookmarklet->script()); });
    auto *row = new QHBoxLayout;
    row->addWidget(m_bookmarklet);
    row->addWidget(copy);
    row->addStretch();
    form->addRow(tr("Bookmarklet:"), row);
    form->addRow(QString(), noteLabel(tr("Drag “Shorten with Kurz” to your browser's bookmarks bar (or make a bookmark "
                                         "of the copied text). Clicked on any page, it shortens that page with this "
                                         "Kurz while Kurz runs."), page));
}

QWidget *SettingsDialog::createDataPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    const QString chosen = m_settings.get(keys::DatabasePath);
    const bool shared = ServerAddress::isServerAddress(chosen);
    auto *local = new QRadioButton(tr("This &computer (a database file)"), page);
    m_sharedDatabase = new QRadioButton(tr("S&hared PostgreSQL database (for a team)"), page);
    m_sharedDatabase->setObjectName(u"sharedDatabase"_qs);
    (shared ? m_sharedDatabase : local)->setChecked(true);
    form->addRow(tr("Keep links on:"), local);
    form->addRow(QString(), m_sharedDatabase);
    m_databasePath = new QLineEdit(shared ? QString() : chosen, page);
    m_databasePath->setPlaceholderText(Settings::defaultDatabasePath());
    auto *browse = new QPushButton(tr("Choose…"), page);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Database location"), m_app.database()->path(),
                                                          tr("Kurz database (*.db)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty())
            m_databasePath->setText(path);
    });
    auto *location = new QHBoxLayout;
    location->addWidget(m_databasePath, 1);
    location->addWidget(browse);
    auto *locationLabel = new QLabel(tr("&Database:"), page);
    locationLabel->setBuddy(m_databasePath);
    form->addRow(locationLabel, location);
    m_serverAddress = new QLineEdit(shared ? chosen : QString(), page);
    m_serverAddress->setObjectName(u"serverAddress"_qs);
    m_serverAddress->setPlaceholderText(u"postgresql://me@db.lan/kurz?sslmode=require"_qs);
    m_testConnection = new QPushButton(tr("&Test connection"), page);
    m_testConnection->setObjectName(u"testConnection"_qs);
    connect(m_testConnection, &QPushButton::clicked, this, &SettingsDialog::testConnection);
    auto *server = new QHBoxLayout;
    server->addWidget(m_serverAddress, 1);
    server->addWidget(m_testConnection);
    auto *serverLabel = new QLabel(tr("&Address:"), page);
    serverLabel->setBuddy(m_serverAddress);
    form->addRow(serverLabel, server);
    m_connectionResult = noteLabel(tr("The password comes from ~/.pgpass or PGPASSWORD; Kurz never stores it. See docs/teams.md."), page);
    form->addRow(QString(), m_connectionResult);
    const auto showChoice = [=, this] {
        const bool onServer = m_sharedDatabase->isChecked();
        for (QWidget *w : {static_cast<QWidget *>(m_databasePath), static_cast<QWidget *>(browse), static_cast<QWidget *>(locationLabel)})
            w->setEnabled(!onServer);
        for (QWidget *w : {static_cast<QWidget *>(m_serverAddress), static_cast<QWidget *>(m_testConnection), static_cast<QWidget *>(serverLabel)})
            w->setEnabled(onServer);
    };
    connect(m_sharedDatabase, &QRadioButton::toggled, this, showChoice);
    showChoice();
    form->addRow(QString(), noteLabel(tr("Now open: %1. A new location takes effect when Kurz starts next.").arg(m_app.database()->path()), page));
    auto *backup = new QPushButton(tr("&Back up now…"), page);
    connect(backup, &QPushButton::clicked, this, [this] {
        const QString path = BackupActions::askForBackupFile(m_app.database()->path(), this);
        if (!path.isEmpty())
            backUpTo(path);
    });
    m_backupResult = noteLabel({}, page);
    form->addRow(QString(), backup);
    form->addRow(QString(), m_backupResult);
    m_dailyBackups = new QCheckBox(tr("Back up &every day, keeping the last"), page);
    m_dailyBackups->setChecked(m_settings.get(keys::DailyBackups));
    m_backupsKept = new QSpinBox(page);
    m_backupsKept->setRange(1, 365);
    m_backupsKept->setValue(m_settings.get(keys::BackupsKept));
    m_backupsKept->setAccessibleName(tr("Backups kept"));
    m_backupsKept->setEnabled(m_dailyBackups->isChecked());
    connect(m_dailyBackups, &QCheckBox::toggled, m_backupsKept, &QWidget::setEnabled);
    auto *daily = new QHBoxLayout;
    daily->addWidget(m_dailyBackups);
    daily->addWidget(m_backupsKept);
    daily->addStretch(1);
    form->addRow(QString(), daily);
    form->addRow(QString(), noteLabel(tr("Daily copies go to %1.").arg(DailyBackups::defaultFolder(*m_app.database())), page));
    return page;
}

QString SettingsDialog::backUpTo(const QString &path)
{
    const auto done = m_app.backUpTo(path);
    const QString problem = done ? QString() : done.error().message;
    m_backupResult->setText(done ? tr("Backed up to %1.").arg(path) : problem);
    m_backupResult->setEnabled(true);
    m_backupResult->setStyleSheet(done ? QString() : u"color: #c62828;"_qs);
    return problem;
}

void SettingsDialog::testConnection()
{
    const QString address = m_serverAddress->text().trimmed();
    m_testConnection->setEnabled(false);
    m_connectionResult->setStyleSheet(QString());
    m_connectionResult->setText(tr("Connecting to %1…").arg(address));
    // Connecting may take until the server's timeout: never on the window's thread.
    auto result = std::make_shared<Result<ServerDescription>>(Error{});
    QThread *worker = QThread::create([address, result] { *result = Database::describeServer(address); });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, result] {
        m_testConnection->setEnabled(m_sharedDatabase->isChecked());
        QString text;
        if (!*result)
            text = result->error().message;
        else if (result->value().schemaVersion == 0)
            text = tr("Connected: PostgreSQL %1, an empty database. Kurz sets it up when it first starts with it.").arg(result->value().serverVersion);
        else if (result->value().schemaVersion > Database::SchemaVersion)
            text = tr("Connected: PostgreSQL %1, but the database was written by a newer Kurz. Update Kurz first.").arg(result->value().serverVersion);
        else
            text = tr("Connected: PostgreSQL %1, a Kurz database.").arg(result->value().serverVersion);
        const bool fine = *result && result->value().schemaVersion <= Database::SchemaVersion;
        m_connectionResult->setText(text);
        m_connectionResult->setStyleSheet(fine ? QString() : u"color: #c62828;"_qs);
    });
    worker->start();
}

QString SettingsDialog::connectionResult() const
{
    return m_connectionResult->text();
}

QString SettingsDialog::previewText() const
{
    return m_preview->text();
}

QString SettingsDialog::arithmeticText() const
{
    return m_arithmetic->text();
}

QString SettingsDialog::alphabetValue() const
{
    const QString known = m_alphabet->currentData().toString();
    return known.isEmpty() ? m_customAlphabet->text().trimmed() : known;
}

QString SettingsDialog::listenValue() const
{
    const QString host = m_listenLocal->isChecked() ? u"127.0.0.1"_qs
        : m_listenLan->isChecked()                  ? u"0.0.0.0"_qs
                                                    : m_customHost->text().trimmed();
    return host + u':' + QString::number(m_port->value());
}

CodeSettings SettingsDialog::codeSettingsShown() const
{
    CodeSettings codes;
    codes.strategy = m_strategy->currentData().toString();
    codes.alphabet = alphabetValue();
    codes.length = m_length->value();
    codes.caseInsensitive = m_caseInsensitive->isChecked();
    return codes;
}

void SettingsDialog::updatePreview()
{
    const CodeSettings codes = codeSettingsShown();
    if (const CodeStrategyEntry *entry = CodeStrategyRegistry::find(codes.strategy))
        m_strategyHelp->setText(translated(entry->help));
    m_customAlphabet->setVisible(m_alphabet->currentData().toString().isEmpty());
    // Case-insensitive codes are made from lower-case letters and digits, whatever is chosen.
    const bool lowered = m_caseInsensitive->isChecked() && alphabetValue() != u"base36";
    m_alphabetNote->setText(lowered ? tr("Codes match regardless of case (Settings → Server), so new codes use lower-case "
                                         "letters and digits only (base36).")
                                    : QString());
    m_alphabetNote->setVisible(lowered);
    m_samples.clear();
    QString problem = keys::CodeAlphabet.validate(codes.alphabet);
    if (problem.isEmpty())
        problem = keys::CodeLength.validate(codes.length);
    if (problem.isEmpty())
        problem = CodeStrategyRegistry::problem(codes);
    m_arithmetic->clear();
    if (!problem.isEmpty()) {
        m_preview->setText(problem);
        m_preview->setWordWrap(true);
        return;
    }
    auto strategy = makeCodeStrategy(codes, *m_app.database());
    // Counter strategies: the codes the next links would get, without taking the numbers.
    const auto counted = m_app.store().countAll();
    const qint64 links = counted ? *counted : 0;
    for (int i = 0; i < 5; ++i) {
        CodeContext context;
        context.counter = quint64(links) + 1 + quint64(i);
        context.normalizedUrl = QStringLiteral("https://example.org/page/%1").arg(i + 1);
        m_samples << strategy->candidate(context);
    }
    m_preview->setText(m_samples.join(u"   "_qs));
    m_preview->setWordWrap(false);
    const CodeSpace space(codes.codeAlphabet().size(), codes.length);
    if (strategy->usesCounter())
        m_arithmetic->setText(tr("%1^%2 = %3 codes of %2 characters. Codes made from a counter never collide; "
                                 "they grow longer once a length is used up.")
                                  .arg(space.alphabetSize()).arg(space.length()).arg(CodeSpace::formatCount(space.capacity(), QLocale())));
    else
        m_arithmetic->setText(tr("%1^%2 = %3 codes; at %Ln link(s) the next random code collides with probability %4.", nullptr,
                                 int(std::min<qint64>(links, INT_MAX)))
                                  .arg(space.alphabetSize()).arg(space.length())
                                  .arg(CodeSpace::formatCount(space.capacity(), QLocale()), CodeSpace::formatProbability(space.nextCollisionChance(links), QLocale())));
}

void SettingsDialog::showProblem(Page page, const QString &problem)
{
    m_problems[page]->setText(problem);
    m_problems[page]->setVisible(!problem.isEmpty());
    if (!problem.isEmpty())
        m_pages->setCurrentRow(int(page));
}

bool SettingsDialog::apply()
{
    for (QLabel *label : m_problems)
        label->hide();
    const Settings::Batch batch(m_settings);  // the window reconfigures once, not per value
    // Each page's values in order; the first refusal stops that page.
    const QList<std::pair<Page, std::function<QString()>>> steps = {
        {CodesPage, [this] { return m_settings.set(keys::CodeAlphabet, alphabetValue()); }},
        {CodesPage, [this] { return m_settings.set(keys::CodeLength, m_length->value()); }},
        {CodesPage, [this] { return m_settings.set(keys::CodeStrategy, m_strategy->currentData().toString()); }},
        {ServerPage, [this] {
             if (m_listenCustom->isChecked() && m_customHost->text().trimmed().isEmpty())
                 return tr("Enter the address to listen on, or choose 'This computer only'.");
             if (m_listenCustom->isChecked()) {
                 const QHostAddress address(m_customHost->text().trimmed());
                 if (!address.isNull() && !address.isLoopback() && !thisMachine::addresses().contains(address))
                     return tr("%1 is not an address of this computer, so nothing could reach Kurz there. Its addresses: %2.")
                         .arg(m_customHost->text().trimmed(), thisMachine::ipv4Addresses().join(u", "_qs));
             }
             return m_settings.set(keys::ListenAddress, listenValue());
         }},
        {ServerPage, [this] { return m_settings.set(keys::DefaultRedirectStatus, m_defaultStatus->currentData().toInt()); }},
        {ServerPage, [this] { return m_settings.set(keys::PermanentCacheSeconds, m_cacheSeconds->value()); }},
        {ServerPage, [this] { return m_settings.set(keys::CaseInsensitiveCodes, m_caseInsensitive->isChecked()); }},
        {ServerPage, [this] { return m_settings.set(keys::HitFlushMs, m_flushMs->value()); }},
        {ServerPage, [this] { return m_settings.set(keys::AllowedNetworks, m_allowedNetworks->text().trimmed()); }},
        {ServerPage, [this] { return m_settings.set(keys::ServerThreads, m_threads->value()); }},
        {GeneralPage, [this] { return m_settings.set(keys::BaseUrl, m_baseUrl->text().trimmed()); }},
        {GeneralPage, [this] { return m_settings.set(keys::StartMinimized, m_startMinimized->isChecked()); }},
        {GeneralPage, [this] {
             QString problem = m_settings.set(keys::StartAtLogin, m_startAtLogin->isChecked());
             if (problem.isEmpty() && m_startAtLogin->isChecked() != Autostart::isEnabled()) {
                 if (const auto written = m_app.setStartAtLogin(m_startAtLogin->isChecked()); !written)
                     problem = written.error().message;
             }
             return problem;
         }},
        {GeneralPage, [this] { return m_settings.set(keys::AutoShortenClipboard, m_autoShorten->isChecked()); }},
        {GeneralPage, [this] { return m_settings.set(keys::ReuseClipboardLinks, m_reuseLinks->isChecked()); }},
        {GeneralPage, [this] { return m_settings.set(keys::Language, m_language->currentData().toString()); }},
        {GeneralPage, [this] { return m_settings.set(keys::FetchTitles, m_fetchTitles->isChecked()); }},
        {GeneralPage, [this] { return m_settings.set(keys::HealthDaily, m_dailyChecks->isChecked()); }},
        {GeneralPage, [this] { return m_settings.set(keys::AllowPrivateTargets, m_allowPrivate->isChecked()); }},
        {DataPage, [this] {
             const QString location = m_sharedDatabase->isChecked() ? m_serverAddress->text().trimmed() : m_databasePath->text().trimmed();
             if (m_sharedDatabase->isChecked() && location.isEmpty())
                 return tr("Enter the shared database's address, e.g. postgresql://me@db.lan/kurz, or keep links on this computer.");
             return m_settings.set(keys::DatabasePath, location);
         }},
        {DataPage, [this] { return m_settings.set(keys::DailyBackups, m_dailyBackups->isChecked()); }},
        {DataPage, [this] { return m_settings.set(keys::BackupsKept, m_backupsKept->value()); }},
    };
    QSet<Page> failed;
    for (const auto &[page, step] : steps) {
        if (failed.contains(page))
            continue;
        const QString problem = step();
        if (!problem.isEmpty()) {
            failed.insert(page);
            showProblem(page, problem);
        }
    }
    return failed.isEmpty();
}

void SettingsDialog::accept()
{
    if (apply())
        QDialog::accept();
}

} // namespace kurz
