#include "BusClient.h"
#include "BusFixture.h"
#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"
#include "gui/MainWindow.h"
#include "gui/QrCodeDialog.h"

#include <QClipboard>
#include <QDBusConnectionInterface>
#include <QDBusContext>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QLabel>
#include <QStatusBar>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

// A notification server of the test's own on the private bus, on a connection of its own as a
// desktop's would be: it records what it is sent and lets the test click an action.
class NotificationServer
    : public QObject
    , protected QDBusContext {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")

public:
    struct Received {
        uint id = 0;
        QString appName, icon, summary, body;
        QStringList actions;
        QVariantMap hints;
        int timeout = 0;
    };

    explicit NotificationServer(QDBusConnection connection)
        : m_connection(std::move(connection))
    {
        m_connection.registerObject(u"/org/freedesktop/Notifications"_s, this, QDBusConnection::ExportAllSlots);
        m_connection.registerService(u"org.freedesktop.Notifications"_s);
    }
    ~NotificationServer() override
    {
        m_connection.unregisterService(u"org.freedesktop.Notifications"_s);
        m_connection.unregisterObject(u"/org/freedesktop/Notifications"_s);
    }

    // What a click on an action sends: ActionInvoked, then NotificationClosed (reason 2, dismissed).
    void click(uint id, const QString &key)
    {
        QDBusMessage invoked = QDBusMessage::createSignal(
            u"/org/freedesktop/Notifications"_s, u"org.freedesktop.Notifications"_s, u"ActionInvoked"_s);
        invoked << id << key;
        m_connection.send(invoked);
        QDBusMessage closed = QDBusMessage::createSignal(
            u"/org/freedesktop/Notifications"_s, u"org.freedesktop.Notifications"_s, u"NotificationClosed"_s);
        closed << id << uint(2);
        m_connection.send(closed);
    }

    QList<Received> received;
    bool refuse = false;

public Q_SLOTS:
    uint Notify(const QString &appName, uint, const QString &icon, const QString &summary, const QString &body,
        const QStringList &actions, const QVariantMap &hints, int timeout)
    {
        if (refuse) {
            sendErrorReply(QDBusError::Failed, u"too many notifications"_s);
            return 0;
        }
        received.append({++m_lastId, appName, icon, summary, body, actions, hints, timeout});
        return m_lastId;
    }
    QStringList GetCapabilities() { return {u"actions"_s, u"body"_s}; }
    void CloseNotification(uint) { }
    QString GetServerInformation(QString &vendor, QString &version, QString &specVersion)
    {
        vendor = u"Kurz tests"_s;
        version = u"1"_s;
        specVersion = u"1.2"_s;
        return u"test-notifications"_s;
    }

private:
    QDBusConnection m_connection;
    uint m_lastId = 0;
};

}  // namespace

// Kurz's notifications through a notification server on a private session bus: what it sends
// and what each action does; the tray's balloon or the status bar where no server answers.
class TestDesktopNotifications
    : public QObject
    , private test::BusFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(setUpBus()); }
    void init()
    {
        m_serverBus = std::make_unique<test::BusClient>(u"notifications"_s);
        m_server = std::make_unique<NotificationServer>(m_serverBus->connection());
        openApp();
        m_opened.urls.clear();
    }
    void cleanup()
    {
        closeApp();
        m_server.reset();
        m_serverBus.reset();
    }
    void cleanupTestCase() { tearDownBus(); }

    void aShortLinkIsNotifiedWithItsActions()
    {
        const Link link = shortenClipboard(u"https://example.org/notified"_s);
        QTRY_COMPARE(m_server->received.size(), 1);
        const NotificationServer::Received &sent = m_server->received.first();
        QCOMPARE(sent.appName, u"Kurz"_s);
        QCOMPARE(sent.icon, u"app.kurz.Kurz"_s);
        QCOMPARE(sent.hints.value(u"desktop-entry"_s).toString(), u"app.kurz.Kurz"_s);
        QCOMPARE(sent.summary, u"Short link copied"_s);
        QVERIFY2(sent.body.startsWith(m_app->shortUrl(link.code)), qPrintable(sent.body));
        // The fixture's listener was never started: the short link does not answer yet.
        QVERIFY2(sent.body.contains(u"The listener is not running"_s), qPrintable(sent.body));
        QCOMPARE(sent.actions,
            (QStringList{u"default"_s, u"Show in Kurz"_s, u"open"_s, u"Open"_s, u"qr"_s, u"Show QR code"_s, u"undo"_s,
                u"Undo"_s}));
        // Nothing went to the status bar meanwhile.
        QVERIFY(m_app->window()->statusBar()->currentMessage().isEmpty());
    }

    void undoDeletesTheLinkJustMade()
    {
        const Link kept = shortenClipboard(u"https://example.org/kept"_s);
        const Link link = shortenClipboard(u"https://example.org/undone"_s);
        QTRY_COMPARE(m_server->received.size(), 2);
        m_server->click(m_server->received.last().id, u"undo"_s);
        QTRY_VERIFY(!m_app->store().get(link.code).ok());
        QCOMPARE(m_app->store().get(link.code).error().kind, Error::Kind::NotFound);
        QVERIFY(m_app->store().get(kept.code).ok());
        // ... and says so.
        QTRY_COMPARE(m_server->received.size(), 3);
        QCOMPARE(m_server->received.last().summary, u"Link deleted"_s);
        QVERIFY(m_server->received.last().actions.isEmpty());
    }

    void openAndQrCodeActions()
    {
        const Link link = shortenClipboard(u"https://example.org/opened"_s);
        QTRY_COMPARE(m_server->received.size(), 1);
        m_server->click(m_server->received.first().id, u"open"_s);
        QTRY_COMPARE(m_opened.urls, QList<QUrl>{QUrl(u"https://example.org/opened"_s)});

        const Link other = shortenClipboard(u"https://example.org/qr"_s);
        QTRY_COMPARE(m_server->received.size(), 2);
        m_server->click(m_server->received.last().id, u"qr"_s);
        QTRY_VERIFY(m_app->window()->findChild<QrCodeDialog *>(u"notificationQrCode"_s));
        auto *dialog = m_app->window()->findChild<QrCodeDialog *>(u"notificationQrCode"_s);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const auto labels = dialog->findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
            [&](const QLabel *label) { return label->text().contains(m_app->shortUrl(other.code)); }));
        QVERIFY(m_app->store().get(link.code).ok());
        dialog->close();
    }

    void aReusedLinkHasNoUndo()
    {
        m_settings->set(keys::AutoShortenClipboard, true);
        m_settings->set(keys::ReuseClipboardLinks, true);
        QGuiApplication::clipboard()->setText(u"https://example.org/twice"_s);
        QTRY_COMPARE(m_server->received.size(), 1);
        QVERIFY(m_server->received.last().actions.contains(u"undo"_s));
        QGuiApplication::clipboard()->setText(u"https://example.org/twice"_s);
        QTRY_COMPARE(m_server->received.size(), 2);
        QVERIFY(m_server->received.last().actions.isEmpty());
    }

    void aFailureIsUrgentAndSaysWhatToDo()
    {
        QGuiApplication::clipboard()->clear();
        QVERIFY(!m_app->shortenClipboardAndNotify());
        QTRY_COMPARE(m_server->received.size(), 1);
        const NotificationServer::Received &sent = m_server->received.first();
        QCOMPARE(sent.summary, u"Nothing shortened"_s);
        QVERIFY2(sent.body.contains(u"The clipboard holds no text. Copy a link first"_s), qPrintable(sent.body));
        QCOMPARE(sent.hints.value(u"urgency"_s).toInt(), 2);
        QVERIFY(sent.actions.isEmpty());
    }

    void withoutAServerTheWindowSaysIt()
    {
        m_server.reset();
        shortenClipboard(u"https://example.org/no-server"_s);
        QCOMPARE(m_app->window()->statusBar()->currentMessage().section(u':', 0, 0), u"Short link copied"_s);
    }

    void aRefusingServerFallsBackToTheWindow()
    {
        m_server->refuse = true;
        shortenClipboard(u"https://example.org/refused"_s);
        QTRY_VERIFY(m_app->window()->statusBar()->currentMessage().startsWith(u"Short link copied"_s));
        QVERIFY(m_server->received.isEmpty());
    }

private:
    Link shortenClipboard(const QString &url)
    {
        QGuiApplication::clipboard()->setText(url);
        const auto created = m_app->shortenClipboardAndNotify();
        if (!created)
            qFatal("not shortened: %s", qPrintable(created.error().message));
        return created->link;
    }

    std::unique_ptr<test::BusClient> m_serverBus;
    std::unique_ptr<NotificationServer> m_server;
};

QTEST_MAIN(TestDesktopNotifications)
#include "tst_desktop_notifications.moc"
