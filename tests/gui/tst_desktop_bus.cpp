#include "BusClient.h"
#include "BusFixture.h"
#include "gui/DesktopApp.h"
#include "gui/MainWindow.h"
#include "gui/dbus/BusNames.h"
#include "gui/dbus/BusTypes.h"
#include "support/InsertLink.h"

#include <QClipboard>
#include <QDBusArgument>
#include <QDBusConnectionInterface>
#include <QDBusMetaType>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// app.kurz.Kurz on a private session bus, called by another connection as a script or a key
// binding would: every method against the running window, and its errors as D-Bus errors.
class TestDesktopBus
    : public QObject
    , private test::BusFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(setUpBus()); }
    void init()
    {
        openApp();
        m_opened.urls.clear();
    }
    void cleanup() { closeApp(); }
    void cleanupTestCase() { tearDownBus(); }

    void theWindowOwnsTheName()
    {
        QVERIFY(QDBusConnection::sessionBus().interface()->isServiceRegistered(bus::Service));
        QCOMPARE(QDBusConnection::sessionBus().interface()->serviceOwner(bus::Service).value(),
            QDBusConnection::sessionBus().baseService());
        // Gone with the window, so that D-Bus activation can start Kurz again.
        closeApp();
        QTRY_VERIFY(!QDBusConnection::sessionBus().interface()->isServiceRegistered(bus::Service));
    }

    void shortenStoresTheLinkAndAnswersItsShortUrl()
    {
        test::BusClient client;
        const QDBusMessage reply = client.kurz(u"Shorten"_s, {u"https://example.org/from-the-bus"_s});
        QCOMPARE(reply.type(), QDBusMessage::ReplyMessage);
        const QString shortUrl = reply.arguments().value(0).toString();
        const auto stored = m_app->store().findByTarget(u"https://example.org/from-the-bus"_s);
        QVERIFY2(stored, qPrintable(stored.error().message));
        QCOMPARE(shortUrl, m_app->shortUrl(stored->code));
        QVERIFY(shortUrl.endsWith(u'/' + stored->code));
    }

    void shortenRefusalIsADBusErrorInTheWindowsWords()
    {
        test::BusClient client;
        const QDBusMessage reply = client.kurz(u"Shorten"_s, {u"ftp://example.org/file"_s});
        QCOMPARE(reply.type(), QDBusMessage::ErrorMessage);
        QCOMPARE(reply.errorName(), u"app.kurz.Kurz.Error.TargetInvalid"_s);
        // The words the window shows for the same URL.
        const auto refused = m_app->shortenText(u"ftp://example.org/file"_s);
        QVERIFY(!refused);
        QCOMPARE(reply.errorMessage(), refused.error().message);
        QCOMPARE(m_app->store().pages().countAll().value(), 0);
    }

    void shortenClipboardReplacesTheClipboard()
    {
        QGuiApplication::clipboard()->setText(u"https://example.org/copied"_s);
        test::BusClient client;
        const QDBusMessage reply = client.kurz(u"ShortenClipboard"_s);
        QCOMPARE(reply.type(), QDBusMessage::ReplyMessage);
        const auto stored = m_app->store().findByTarget(u"https://example.org/copied"_s);
        QVERIFY(stored);
        QCOMPARE(reply.arguments().value(0).toString(), m_app->shortUrl(stored->code));
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(stored->code));

        QGuiApplication::clipboard()->setText(u"no link here"_s);
        const QDBusMessage refused = client.kurz(u"ShortenClipboard"_s);
        QCOMPARE(refused.type(), QDBusMessage::ErrorMessage);
        QCOMPARE(refused.errorMessage(), m_app->shortenText(u"no link here"_s).error().message);
        QGuiApplication::clipboard()->clear();
        const QDBusMessage empty = client.kurz(u"ShortenClipboard"_s);
        QCOMPARE(empty.type(), QDBusMessage::ErrorMessage);
        QVERIFY2(empty.errorMessage().contains(u"clipboard holds no text"_s), qPrintable(empty.errorMessage()));
        QCOMPARE(m_app->store().pages().countAll().value(), 1);
    }

    void showWindowShowsIt()
    {
        QVERIFY(!m_app->window()->isVisible());
        test::BusClient client;
        QCOMPARE(client.kurz(u"ShowWindow"_s).type(), QDBusMessage::ReplyMessage);
        QVERIFY(m_app->window()->isVisible());
    }

    void searchFindsCodesAndTitlesAsTheWindowDoes()
    {
        test::insertLink(m_app->store(), u"spring"_s, u"https://example.org/a"_s, u"Spring campaign"_s);
        test::insertLink(m_app->store(), u"autumn"_s, u"https://example.org/b"_s, u"Autumn campaign"_s);
        test::insertLink(m_app->store(), u"docs"_s, u"https://docs.example.org/guide"_s,
            [](Link &link) { link.tags = {u"manual"_s}; });
        test::BusClient client;
        const auto search = [&client](const QString &text) {
            const QDBusMessage reply = client.kurz(u"Search"_s, {text});
            if (reply.type() != QDBusMessage::ReplyMessage)
                qFatal("Search failed: %s", qPrintable(reply.errorMessage()));
            QStringList found;
            for (const bus::LinkHit &hit : qdbus_cast<QList<bus::LinkHit>>(reply.arguments().value(0)))
                found << hit.code + u'=' + hit.title;
            return found;
        };
        QCOMPARE(search(u"campaign"_s), (QStringList{u"autumn=Autumn campaign"_s, u"spring=Spring campaign"_s}));
        QCOMPARE(search(u"CAMPAIGN spring"_s), QStringList{u"spring=Spring campaign"_s});
        // The window's syntax, and the target for a link without a title.
        QCOMPARE(search(u"tag:manual"_s), QStringList{u"docs=https://docs.example.org/guide"_s});
        QCOMPARE(search(u"nothing-like-it"_s), QStringList());
        QCOMPARE(search(QString()), QStringList());

        QStringList tooMany;
        for (int i = 0; i <= LinkQuery::MaxSearchWords; ++i)
            tooMany << u"word%1"_s.arg(i);
        const QDBusMessage refused = client.kurz(u"Search"_s, {tooMany.join(u' ')});
        QCOMPARE(refused.type(), QDBusMessage::ErrorMessage);
        LinkQuery query;
        query.setSearchText(tooMany.join(u' '));
        QCOMPARE(refused.errorMessage(), query.checkSearch().error().message);
    }

    void openOpensTheTarget()
    {
        test::insertLink(m_app->store(), u"guide"_s, u"https://example.org/guide"_s);
        test::BusClient client;
        QCOMPARE(client.kurz(u"Open"_s, {u"guide"_s}).type(), QDBusMessage::ReplyMessage);
        QCOMPARE(m_opened.urls, QList<QUrl>{QUrl(u"https://example.org/guide"_s)});

        const QDBusMessage missing = client.kurz(u"Open"_s, {u"nosuch"_s});
        QCOMPARE(missing.type(), QDBusMessage::ErrorMessage);
        QCOMPARE(missing.errorName(), u"app.kurz.Kurz.Error.LinkNotFound"_s);
        QCOMPARE(missing.errorMessage(), m_app->store().get(u"nosuch"_s).error().message);
        QCOMPARE(m_opened.urls.size(), 1);
    }

    // The line docs/gui.md gives for scripts and key bindings, run as it is written there.
    void gdbusCallFromTheDocsWorks()
    {
        if (QStandardPaths::findExecutable(u"gdbus"_s).isEmpty())
            QFAIL("gdbus is missing: run packaging/debian/install-deps.sh --test");
        QProcess gdbus;
        gdbus.start(u"gdbus"_s,
            {u"call"_s, u"--session"_s, u"--dest"_s, u"app.kurz.Kurz"_s, u"--object-path"_s, u"/app/kurz/Kurz"_s,
                u"--method"_s, u"app.kurz.Kurz.Shorten"_s, u"https://example.org/from-gdbus"_s});
        // The window answers on this thread: wait with its event loop running.
        QTRY_VERIFY_WITH_TIMEOUT(gdbus.state() == QProcess::NotRunning, 20000);
        QCOMPARE(gdbus.exitCode(), 0);
        const auto stored = m_app->store().findByTarget(u"https://example.org/from-gdbus"_s);
        QVERIFY(stored);
        QCOMPARE(QString::fromUtf8(gdbus.readAllStandardOutput()).trimmed(),
            u"('%1',)"_s.arg(m_app->shortUrl(stored->code)));
    }
};

QTEST_MAIN(TestDesktopBus)
#include "tst_desktop_bus.moc"
