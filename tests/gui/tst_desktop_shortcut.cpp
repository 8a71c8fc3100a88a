#include "BusClient.h"
#include "BusFixture.h"
#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/dbus/BusTypes.h"
#include "gui/dbus/DesktopBus.h"
#include "gui/dbus/ShortcutPortal.h"

#include <QClipboard>
#include <QDBusConnectionInterface>
#include <QDBusContext>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QGuiApplication>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QTimer>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

const QString PortalPath = u"/org/freedesktop/portal/desktop"_s;
const QString GlobalShortcuts = u"org.freedesktop.portal.GlobalShortcuts"_s;

// A desktop portal of the test's own on the private bus (its own connection, as
// xdg-desktop-portal's): GlobalShortcuts with CreateSession and BindShortcuts answered through
// Request objects' Response signals, as the specification has it, and Activated on demand.
class ShortcutsPortal
    : public QObject
    , protected QDBusContext {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.portal.GlobalShortcuts")
    Q_PROPERTY(uint version READ version)

public:
    explicit ShortcutsPortal(QDBusConnection connection)
        : m_connection(std::move(connection))
    {
        m_connection.registerObject(
            PortalPath, this, QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllProperties);
        m_connection.registerService(u"org.freedesktop.portal.Desktop"_s);
    }
    ~ShortcutsPortal() override
    {
        m_connection.unregisterService(u"org.freedesktop.portal.Desktop"_s);
        m_connection.unregisterObject(PortalPath);
    }
    uint version() const { return 1; }

    // What a press of the bound keys sends.
    void activate(const QString &id = ShortcutPortal::ShortcutId)
    {
        QDBusMessage activated = QDBusMessage::createSignal(PortalPath, GlobalShortcuts, u"Activated"_s);
        activated << QVariant::fromValue(QDBusObjectPath(session)) << id << qulonglong(12345) << QVariantMap();
        m_connection.send(activated);
    }

    QVariantMap sessionOptions;
    QString session;
    QList<QList<bus::PortalShortcut>> bound;  // each BindShortcuts call's shortcuts
    uint answer = 0;  // BindShortcuts' Response code: 0 success, 1 cancelled in the desktop's dialog
    // As KDE Plasma 5.27's portal: binds the shortcuts CreateSession's options carry, and answers
    // them with the session (its BindShortcuts only opens System Settings).
    bool bindsAtCreateSession = false;

public Q_SLOTS:
    QDBusObjectPath CreateSession(const QVariantMap &options)
    {
        sessionOptions = options;
        session = PortalPath + u"/session/"_s + sender() + u'/' + options.value(u"session_handle_token"_s).toString();
        QVariantMap results{{u"session_handle"_s, session}};
        if (bindsAtCreateSession)
            results.insert(u"shortcuts"_s,
                QVariant::fromValue(described(qdbus_cast<QList<bus::PortalShortcut>>(options.value(u"shortcuts"_s)))));
        return respond(options, 0, results);
    }
    QDBusObjectPath BindShortcuts(const QDBusObjectPath &, const QList<kurz::bus::PortalShortcut> &shortcuts,
        const QString &, const QVariantMap &options)
    {
        bound.append(shortcuts);
        return respond(options, answer, {{u"shortcuts"_s, QVariant::fromValue(described(shortcuts))}});
    }

private:
    // The shortcuts with the desktop's own words for their triggers.
    static QList<bus::PortalShortcut> described(const QList<bus::PortalShortcut> &shortcuts)
    {
        QList<bus::PortalShortcut> chosen;
        for (bus::PortalShortcut shortcut : shortcuts) {
            shortcut.properties.insert(u"trigger_description"_s,
                QString(u"Press "_s + shortcut.properties.value(u"preferred_trigger"_s).toString()));
            chosen.append(shortcut);
        }
        return chosen;
    }
    QString sender() const
    {
        QString name = message().service().mid(1);
        return name.replace(u'.', u'_');
    }
    // The request's path from the caller's token; its Response follows the method's reply.
    QDBusObjectPath respond(const QVariantMap &options, uint code, const QVariantMap &results)
    {
        const QString path
            = PortalPath + u"/request/"_s + sender() + u'/' + options.value(u"handle_token"_s).toString();
        QTimer::singleShot(0, this, [this, path, code, results] {
            QDBusMessage response
                = QDBusMessage::createSignal(path, u"org.freedesktop.portal.Request"_s, u"Response"_s);
            response << code << (code == 0 ? results : QVariantMap());
            m_connection.send(response);
        });
        return QDBusObjectPath(path);
    }

    QDBusConnection m_connection;
};

}  // namespace

// The desktop-wide shortcut through a GlobalShortcuts portal of the test's own on a private
// session bus, Settings → General's row for it, and the fallback command without a portal.
class TestDesktopShortcut
    : public QObject
    , private test::BusFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(setUpBus()); }
    void cleanup()
    {
        closeApp();
        m_portal.reset();
        m_portalBus.reset();
    }

    void triggersInTheXdgNotation()
    {
        QCOMPARE(ShortcutPortal::xdgTrigger(u"Ctrl+Alt+K"_s), u"CTRL+ALT+k"_s);
        QCOMPARE(ShortcutPortal::xdgTrigger(u"Meta+Shift+Space"_s), u"LOGO+SHIFT+space"_s);
        QCOMPARE(ShortcutPortal::xdgTrigger(u"Ctrl++"_s), u"CTRL+plus"_s);
        QCOMPARE(ShortcutPortal::xdgTrigger(u"F5"_s), u"F5"_s);
        QCOMPARE(ShortcutPortal::xdgTrigger(QString()), QString());
    }

    void bindsCtrlAltKThroughThePortal()
    {
        startPortal();
        openApp();
        QTRY_COMPARE(shortcut().state(), ShortcutPortal::State::Bound);
        QVERIFY(m_portal->sessionOptions.contains(u"session_handle_token"_s));
        QCOMPARE(m_portal->bound.size(), 1);
        const bus::PortalShortcut &asked = m_portal->bound.first().first();
        QCOMPARE(asked.id, u"shorten-clipboard"_s);
        QCOMPARE(asked.properties.value(u"preferred_trigger"_s).toString(), u"CTRL+ALT+k"_s);
        QVERIFY(!asked.properties.value(u"description"_s).toString().isEmpty());
        QCOMPARE(shortcut().triggerDescription(), u"Press CTRL+ALT+k"_s);
    }

    // KDE Plasma 5.27 (Debian 12) binds at CreateSession; asking BindShortcuts too would open
    // System Settings at every start of Kurz.
    void aPortalThatBindsWithTheSessionIsNotAskedAgain()
    {
        startPortal();
        m_portal->bindsAtCreateSession = true;
        openApp();
        QTRY_COMPARE(shortcut().state(), ShortcutPortal::State::Bound);
        const auto offered = qdbus_cast<QList<bus::PortalShortcut>>(m_portal->sessionOptions.value(u"shortcuts"_s));
        QCOMPARE(offered.size(), 1);
        QCOMPARE(offered.first().properties.value(u"preferred_trigger"_s).toString(), u"CTRL+ALT+k"_s);
        QCOMPARE(shortcut().triggerDescription(), u"Press CTRL+ALT+k"_s);
        QTest::qWait(200);  // nothing more may follow
        QCOMPARE(m_portal->bound.size(), 0);

        QGuiApplication::clipboard()->setText(u"https://example.org/plasma-5-27"_s);
        m_portal->activate();
        QTRY_VERIFY(m_app->store().findByTarget(u"https://example.org/plasma-5-27"_s).ok());
    }

    void activatedShortensTheClipboard()
    {
        startPortal();
        openApp();
        QTRY_COMPARE(shortcut().state(), ShortcutPortal::State::Bound);
        QGuiApplication::clipboard()->setText(u"https://example.org/by-shortcut"_s);
        m_portal->activate(u"another-program's-shortcut"_s);
        m_portal->activate();
        QTRY_VERIFY(m_app->store().findByTarget(u"https://example.org/by-shortcut"_s).ok());
        const Link link = m_app->store().findByTarget(u"https://example.org/by-shortcut"_s).value();
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(link.code));
        QCOMPARE(m_app->store().pages().countAll().value(), 1);  // once, for Kurz's own shortcut only
    }

    void settingsChangeTheKey()
    {
        startPortal();
        openApp();
        m_app->window()->show();
        QTRY_COMPARE(shortcut().state(), ShortcutPortal::State::Bound);
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, m_app->window());
        QVERIFY(shown(dialog));
        auto *edit = dialog.findChild<QKeySequenceEdit *>(u"shortenShortcut"_s);
        QVERIFY(edit);
        QCOMPARE(edit->keySequence(), QKeySequence(u"Ctrl+Alt+K"_s));
        auto *status = dialog.findChild<QLabel *>(u"shortcutStatus"_s);
        QVERIFY(status->text().contains(u"Press CTRL+ALT+k"_s));
        QVERIFY(!dialog.findChild<QLineEdit *>(u"shortcutCommand"_s)->isVisible());

        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(edit->keySequence(), QKeySequence(u"Ctrl+Shift+U"_s));
        QVERIFY(dialog.apply());
        QCOMPARE(m_settings->get(keys::ShortenClipboardShortcut), u"Ctrl+Shift+U"_s);
        QTRY_COMPARE(m_portal->bound.size(), 2);
        QCOMPARE(m_portal->bound.last().first().properties.value(u"preferred_trigger"_s).toString(), u"CTRL+SHIFT+u"_s);
        QTRY_VERIFY(status->text().contains(u"Press CTRL+SHIFT+u"_s));
    }

    void withoutAPortalSettingsShowTheCommandToBind()
    {
        openApp();
        m_app->window()->show();
        QTRY_COMPARE(shortcut().state(), ShortcutPortal::State::Unavailable);
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, m_app->window());
        QVERIFY(shown(dialog));
        const QString status = dialog.findChild<QLabel *>(u"shortcutStatus"_s)->text();
        QVERIFY2(status.contains(u"no GlobalShortcuts portal"_s), qPrintable(status));
        auto *command = dialog.findChild<QLineEdit *>(u"shortcutCommand"_s);
        QVERIFY(command->isVisible());
        QCOMPARE(command->text(),
            u"gdbus call --session --dest app.kurz.Kurz --object-path /app/kurz/Kurz "
            "--method app.kurz.Kurz.ShortenClipboard"_s);
        QVERIFY(dialog.findChild<QPushButton *>(u"copyShortcutCommand"_s)->isVisible());
        QVERIFY(!dialog.findChild<QKeySequenceEdit *>(u"shortenShortcut"_s)->isEnabled());

        // The command does what the page says, as the desktop would run it.
        dialog.close();
        QGuiApplication::clipboard()->setText(u"https://example.org/by-command"_s);
        QProcess shell;
        shell.start(u"sh"_s, {u"-c"_s, command->text()});
        QTRY_VERIFY_WITH_TIMEOUT(shell.state() == QProcess::NotRunning, 20000);
        QCOMPARE(shell.exitCode(), 0);
        QVERIFY(m_app->store().findByTarget(u"https://example.org/by-command"_s).ok());
    }

    void aDeclinedShortcutSaysSoAndOffersTheCommand()
    {
        startPortal();
        m_portal->answer = 1;  // the user pressed Cancel in the desktop's dialog
        openApp();
        QTRY_COMPARE(shortcut().state(), ShortcutPortal::State::Failed);
        SettingsDialog dialog(*m_app, SettingsDialog::GeneralPage, m_app->window());
        QVERIFY(shown(dialog));
        QVERIFY(dialog.findChild<QLabel *>(u"shortcutStatus"_s)->text().contains(u"declined"_s));
        QVERIFY(dialog.findChild<QLineEdit *>(u"shortcutCommand"_s)->isVisible());
    }

private:
    static bool shown(QWidget &dialog)
    {
        dialog.show();
        return QTest::qWaitForWindowExposed(&dialog);
    }
    void startPortal()
    {
        m_portalBus = std::make_unique<test::BusClient>(u"portal"_s);
        m_portal = std::make_unique<ShortcutsPortal>(m_portalBus->connection());
    }
    ShortcutPortal &shortcut()
    {
        ShortcutPortal *portal = m_app->bus()->shortcut();
        if (!portal)
            qFatal("no session bus");
        return *portal;
    }

    std::unique_ptr<test::BusClient> m_portalBus;
    std::unique_ptr<ShortcutsPortal> m_portal;
};

QTEST_MAIN(TestDesktopShortcut)
#include "tst_desktop_shortcut.moc"
