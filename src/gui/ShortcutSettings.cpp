#include "gui/ShortcutSettings.h"

#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"
#include "gui/dbus/DesktopBus.h"
#include "gui/dbus/ShortcutPortal.h"

#include <QGridLayout>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace kurz {

ShortcutSettings::ShortcutSettings(DesktopApp &app, QWidget *parent)
    : QWidget(parent)
    , m_app(app)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins({});
    m_edit = new QKeySequenceEdit(this);
    m_edit->setObjectName(u"shortenShortcut"_s);
    m_edit->setClearButtonEnabled(true);
    m_edit->setToolTip(tr("Press the keys; clear it for no shortcut."));
    // One chord: what the portal and the desktops' settings bind.
    connect(m_edit, &QKeySequenceEdit::keySequenceChanged, this, [this](const QKeySequence &keys) {
        if (keys.count() > 1)
            m_edit->setKeySequence(QKeySequence(keys[0]));
    });
    layout->addWidget(m_edit, 0, 0, 1, 2);
    m_status = new QLabel(this);
    m_status->setObjectName(u"shortcutStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status, 1, 0, 1, 2);
    m_command = new QLineEdit(this);
    m_command->setObjectName(u"shortcutCommand"_s);
    m_command->setReadOnly(true);
    m_copy = new QPushButton(tr("Cop&y command"), this);
    m_copy->setObjectName(u"copyShortcutCommand"_s);
    connect(m_copy, &QPushButton::clicked, this, [this] { m_app.copyToClipboard(m_command->text()); });
    layout->addWidget(m_command, 2, 0);
    layout->addWidget(m_copy, 2, 1);
    if (const DesktopBus *bus = m_app.bus(); bus && bus->shortcut())
        connect(bus->shortcut(), &ShortcutPortal::stateChanged, this, &ShortcutSettings::showState);
    showState();
}

void ShortcutSettings::load()
{
    m_edit->setKeySequence(QKeySequence(m_app.settings().get(keys::ShortenClipboardShortcut)));
    showState();
}

QString ShortcutSettings::keys() const
{
    return m_edit->keySequence().toString(QKeySequence::PortableText);
}

QString ShortcutSettings::command(bool sessionBus)
{
    if (!sessionBus)
        return u"kurz --shorten-clipboard"_s;
    return u"gdbus call --session --dest app.kurz.Kurz --object-path /app/kurz/Kurz "
           "--method app.kurz.Kurz.ShortenClipboard"_s;
}

void ShortcutSettings::showState()
{
    const DesktopBus *bus = m_app.bus();
    const ShortcutPortal *portal = bus ? bus->shortcut() : nullptr;
    const auto state = portal ? portal->state() : ShortcutPortal::State::Unavailable;
    bool offerCommand = false;
    switch (state) {
    case ShortcutPortal::State::Off:
        m_status->setText(tr("No shortcut. Choose keys to shorten the clipboard from any program."));
        break;
    case ShortcutPortal::State::Checking:
    case ShortcutPortal::State::Binding: m_status->setText(tr("Asking the desktop for the shortcut…")); break;
    case ShortcutPortal::State::Bound:
        m_status->setText(
            tr("The desktop shortens the clipboard with %1. Change it here or in the desktop's keyboard settings.")
                .arg(portal->triggerDescription().isEmpty() ? keys() : portal->triggerDescription()));
        break;
    case ShortcutPortal::State::Unavailable:
        m_status->setText(portal
                ? tr("This desktop offers programs no shortcuts of their own (it has no GlobalShortcuts portal). "
                     "In the desktop's keyboard settings, bind a key to this command:")
                : tr("This session has no D-Bus session bus, so Kurz cannot ask the desktop for a shortcut. "
                     "In the desktop's keyboard settings, bind a key to this command:"));
        offerCommand = true;
        break;
    case ShortcutPortal::State::Failed:
        m_status->setText(
            portal->problem() + u' ' + tr("In the desktop's keyboard settings, bind a key to this command instead:"));
        offerCommand = true;
        break;
    }
    // Without a portal the keys chosen here would bind nothing.
    m_edit->setEnabled(state != ShortcutPortal::State::Unavailable);
    m_command->setText(command(portal != nullptr));
    m_command->setVisible(offerCommand);
    m_copy->setVisible(offerCommand);
}

}  // namespace kurz
