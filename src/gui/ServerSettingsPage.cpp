#include "gui/ServerSettingsPage.h"

#include "core/links/ThisMachine.h"
#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

const int RedirectStatuses[] = {301, 302, 307, 308};

}  // namespace

ServerSettingsPage::ServerSettingsPage(DesktopApp &app, QWidget *parent)
    : SettingsPage(parent)
    , m_app(app)
    , m_settings(app.settings())
{
    auto *form = new QFormLayout(this);
    m_listenLocal = new QRadioButton(tr("This computer only (127.0.0.1)"), this);
    m_listenLan = new QRadioButton(tr("The local network (all interfaces)"), this);
    m_listenCustom = new QRadioButton(tr("This address:"), this);
    m_customHost = new QLineEdit(this);
    m_customHost->setObjectName(u"listenHost"_s);
    m_listenCustom->setObjectName(u"listenCustom"_s);
    m_listenLan->setObjectName(u"listenLan"_s);
    m_customHost->setAccessibleName(tr("Address to listen on"));
    m_customHost->setPlaceholderText(tr("e.g. 192.168.1.20"));
    auto *custom = new QHBoxLayout;
    custom->addWidget(m_listenCustom);
    custom->addWidget(m_customHost, 1);
    auto *where = new QVBoxLayout;
    where->addWidget(m_listenLocal);
    where->addWidget(m_listenLan);
    where->addLayout(custom);
    form->addRow(tr("Listen on:"), where);
    m_port = new QSpinBox(this);
    m_port->setObjectName(u"port"_s);
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("any free port"));
    form->addRow(tr("&Port:"), m_port);
    m_listenRefused = problemLabel(this);
    m_listenRefused->setObjectName(u"listenRefused"_s);
    form->addRow(QString(), m_listenRefused);
    m_lanNote = noteLabel({}, this);
    m_lanNote->setObjectName(u"lanNote"_s);
    form->addRow(QString(), m_lanNote);
    connect(m_listenLan, &QRadioButton::toggled, this, &ServerSettingsPage::updateLanNote);
    // The running listener's own problem (port taken, address gone), here where it is fixed.
    m_listenerProblem = problemLabel(this);
    m_listenerProblem->setObjectName(u"listenerProblem"_s);
    form->addRow(QString(), m_listenerProblem);
    connect(&m_app, &DesktopApp::listenerStateChanged, this, &ServerSettingsPage::showListenerProblem);
    showListenerProblem();

    m_defaultStatus = new QComboBox(this);
    for (int status : RedirectStatuses)
        m_defaultStatus->addItem(QString::number(status), status);
    m_defaultStatus->setItemData(0, tr("Permanent: browsers may cache it"), Qt::ToolTipRole);
    m_defaultStatus->setItemData(1, tr("Temporary: every visit reaches Kurz and is counted"), Qt::ToolTipRole);
    form->addRow(tr("Default &redirect status:"), m_defaultStatus);
    m_cacheSeconds = new QSpinBox(this);
    m_cacheSeconds->setRange(0, 31536000);
    m_cacheSeconds->setSuffix(tr(" s"));
    form->addRow(tr("&Cache lifetime for 301/308:"), m_cacheSeconds);
    m_caseInsensitive = new QCheckBox(tr("Codes match re&gardless of case"), this);
    m_caseInsensitive->setObjectName(u"caseInsensitive"_s);
    form->addRow(QString(), m_caseInsensitive);
    connect(m_caseInsensitive, &QCheckBox::toggled, this, &ServerSettingsPage::caseInsensitiveToggled);
    m_hideLimited = new QCheckBox(tr("&Hide where links with a visit limit lead from link previews"), this);
    m_hideLimited->setObjectName(u"hideLimitedLinksFromBots"_s);
    m_hideLimited->setToolTip(
        tr("Link previews (chat apps, search engines) never use up a link's visits. When this is on, "
           "they get a page without the target instead of the redirect, so that a one-time link "
           "stays unread until a person opens it."));
    form->addRow(QString(), m_hideLimited);
    m_flushMs = new QSpinBox(this);
    m_flushMs->setRange(50, 60000);
    m_flushMs->setSuffix(tr(" ms"));
    form->addRow(tr("Write hits &every:"), m_flushMs);
    m_allowedNetworks = new QLineEdit(this);
    m_allowedNetworks->setObjectName(u"allowedNetworks"_s);
    m_allowedNetworks->setPlaceholderText(
        tr("automatic: this computer, plus private networks when listening on the LAN"));
    m_allowedNetworks->setToolTip(
        tr("Networks whose visitors are redirected, e.g. 192.168.1.0/24, 10.0.0.0/8; others get 403."));
    form->addRow(tr("&Allowed networks:"), m_allowedNetworks);
    m_expiredUrl = new QLineEdit(this);
    m_expiredUrl->setObjectName(u"expiredUrl"_s);
    m_expiredUrl->setPlaceholderText(tr("410 Gone (or e.g. https://example.org/expired)"));
    m_expiredUrl->setToolTip(tr("Where expired, used-up and disabled links send visitors, unless a link names "
                                "an address of its own in its editor's When expired field."));
    form->addRow(tr("&Expired links go to:"), m_expiredUrl);
    m_threads = new QSpinBox(this);
    m_threads->setRange(0, 64);
    m_threads->setSpecialValueText(tr("one per core (%1)").arg(QThread::idealThreadCount()));
    form->addRow(tr("Listener &threads:"), m_threads);
}

void ServerSettingsPage::load()
{
    const QString listen = m_settings.get(keys::ListenAddress);
    const int colon = int(listen.lastIndexOf(u':'));
    const QString host = listen.left(colon);
    (host == u"127.0.0.1" ? m_listenLocal : host == u"0.0.0.0" ? m_listenLan : m_listenCustom)->setChecked(true);
    m_customHost->setText(m_listenCustom->isChecked() ? host : QString());
    m_port->setValue(listen.mid(colon + 1).toInt());
    m_listenRefused->hide();
    updateLanNote();
    m_defaultStatus->setCurrentIndex(
        std::max(0, m_defaultStatus->findData(m_settings.get(keys::DefaultRedirectStatus))));
    m_cacheSeconds->setValue(m_settings.get(keys::PermanentCacheSeconds));
    m_caseInsensitive->setChecked(m_settings.get(keys::CaseInsensitiveCodes));
    m_hideLimited->setChecked(m_settings.get(keys::HideLimitedLinksFromBots));
    m_flushMs->setValue(m_settings.get(keys::HitFlushMs));
    m_allowedNetworks->setText(m_settings.get(keys::AllowedNetworks));
    m_expiredUrl->setText(m_settings.get(keys::ExpiredUrl));
    m_threads->setValue(m_settings.get(keys::ServerThreads));
}

Result<void> ServerSettingsPage::validate() const
{
    if (auto expired = keys::ExpiredUrl.validate(m_expiredUrl->text().trimmed()); !expired.ok())
        return expired;
    if (!m_listenCustom->isChecked())
        return {};
    const QString host = m_customHost->text().trimmed();
    if (host.isEmpty())
        return invalidInput(
            tr("Enter the address to listen on, or choose 'This computer only'."), keys::ListenAddress.key);
    const QHostAddress address(host);
    if (!address.isNull() && !address.isLoopback() && !thisMachine::addresses().contains(address))
        return invalidInput(
            tr("%1 is not an address of this computer, so nothing could reach Kurz there. Its addresses: %2.")
                .arg(host, thisMachine::ipv4Addresses().join(u", "_s)),
            keys::ListenAddress.key);
    return {};
}

Result<void> ServerSettingsPage::apply()
{
    m_listenRefused->hide();
    // What the listener runs with, to go back to when it cannot listen with what is shown.
    const QString listenBefore = m_settings.get(keys::ListenAddress);
    const int threadsBefore = m_settings.get(keys::ServerThreads);
    const Result<void> stored = firstFailure({
        [this] { return m_settings.set(keys::ListenAddress, listenValue()); },
        [this] { return m_settings.set(keys::DefaultRedirectStatus, m_defaultStatus->currentData().toInt()); },
        [this] { return m_settings.set(keys::PermanentCacheSeconds, m_cacheSeconds->value()); },
        [this] { return m_settings.set(keys::CaseInsensitiveCodes, m_caseInsensitive->isChecked()); },
        [this] { return m_settings.set(keys::HideLimitedLinksFromBots, m_hideLimited->isChecked()); },
        [this] { return m_settings.set(keys::HitFlushMs, m_flushMs->value()); },
        [this] { return m_settings.set(keys::AllowedNetworks, m_allowedNetworks->text().trimmed()); },
        [this] { return m_settings.set(keys::ExpiredUrl, m_expiredUrl->text().trimmed()); },
        [this] { return m_settings.set(keys::ServerThreads, m_threads->value()); },
    });
    if (!stored.ok())
        return stored;
    if (m_settings.get(keys::ListenAddress) == listenBefore && m_settings.get(keys::ServerThreads) == threadsBefore)
        return {};
    const auto started = m_app.restartListenerNow();
    if (started.ok())
        return {};
    // Short URLs and QR codes keep pointing where Kurz answers.
    m_settings.set(keys::ListenAddress, listenBefore);
    m_settings.set(keys::ServerThreads, threadsBefore);
    m_app.restartListenerNow();
    const ListenerState state = m_app.listenerState();
    m_listenRefused->setText(state.running
            ? tr("Not saved: %1. Kurz goes on listening on %2.").arg(started.error().message, state.url)
            : tr("Not saved: %1.").arg(started.error().message));
    m_listenRefused->show();
    return invalidInput(
        tr("The address and port were not saved: Kurz cannot listen there (see under Port)."), keys::ListenAddress.key);
}

bool ServerSettingsPage::caseInsensitive() const
{
    return m_caseInsensitive->isChecked();
}

QString ServerSettingsPage::listenValue() const
{
    const QString host = m_listenLocal->isChecked() ? u"127.0.0.1"_s
        : m_listenLan->isChecked()                  ? u"0.0.0.0"_s
                                                    : m_customHost->text().trimmed();
    return host + u':' + QString::number(m_port->value());
}

void ServerSettingsPage::updateLanNote()
{
    const bool lan = m_listenLan->isChecked() && m_settings.get(keys::BaseUrl).isEmpty();
    m_lanNote->setText(lan ? tr("Short URLs use this computer's LAN address, %1, as no base URL is set "
                                "(Settings → General sets another, e.g. a name phones can find).")
                                 .arg(thisMachine::lanAddress())
                           : QString());
    m_lanNote->setVisible(lan);
}

void ServerSettingsPage::showListenerProblem()
{
    const QString problem = m_app.listenerState().problem;
    m_listenerProblem->setText(problem.isEmpty() ? QString() : tr("The listener is not running: %1").arg(problem));
    m_listenerProblem->setVisible(!problem.isEmpty());
}

}  // namespace kurz
