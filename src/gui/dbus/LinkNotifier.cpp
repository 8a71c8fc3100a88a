#include "gui/dbus/LinkNotifier.h"

#include "gui/DesktopApp.h"
#include "gui/MainWindow.h"
#include "gui/QrCodeDialog.h"

using namespace Qt::StringLiterals;

namespace kurz {

LinkNotifier::LinkNotifier(DesktopApp &app, QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_client(std::move(bus))
{
}

bool LinkNotifier::notify(const QString &title, const QString &message, bool problem, const QString &code)
{
    if (!m_client.isAvailable())
        return false;
    NotificationClient::Notification notification{title, message, problem, {}};
    NotificationClient::ActionHandler onAction;
    if (!code.isEmpty()) {
        notification.actions = {
            {u"default"_s, tr("Show in Kurz")},
            {u"open"_s, tr("Open")},
            {u"qr"_s, tr("Show QR code")},
            {u"undo"_s, tr("Undo")},
        };
        onAction = [this, code](const QString &key) { act(key, code); };
    }
    m_client.send(notification, std::move(onAction),
        [this, title, message, problem] { m_app.notifyHere(title, message, problem); });
    return true;
}

void LinkNotifier::act(const QString &key, const QString &code)
{
    if (key == u"open") {
        if (const auto opened = m_app.openTarget(code); !opened.ok())
            m_app.notify(tr("Cannot open the target"), opened.error().message, true);
    } else if (key == u"qr") {
        showQrCode(code);
    } else if (key == u"undo") {
        undo(code);
    } else if (key == u"default") {
        m_app.showSearch(code);
    }
}

void LinkNotifier::undo(const QString &code)
{
    const auto removed = m_app.links().remove({code});
    if (!removed)
        m_app.notify(tr("The link was not deleted"), removed.error().message, true);
    else
        m_app.notify(tr("Link deleted"), tr("%1 no longer answers.").arg(m_app.shortUrl(code)));
}

void LinkNotifier::showQrCode(const QString &code)
{
    const auto link = m_app.store().get(code);
    if (!link) {
        m_app.notify(tr("No QR code"), link.error().message, true);
        return;
    }
    auto *dialog = new QrCodeDialog(m_app.shortUrl(code), code, m_app.window());
    dialog->setObjectName(u"notificationQrCode"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

}  // namespace kurz
