#include "BusClient.h"
#include "BusFixture.h"
#include "WindowParts.h"
#include "gui/DesktopApp.h"
#include "gui/LinkFilterBar.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "gui/dbus/BusNames.h"
#include "gui/dbus/BusTypes.h"
#include "gui/dbus/KRunnerProvider.h"

#include <QClipboard>
#include <QDBusArgument>
#include <QDBusMetaType>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QLineEdit>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

constexpr qint64 LinkCount = 100000;
const QString KRunner = u"org.kde.krunner1"_s;
const QString GnomeShell = u"org.gnome.Shell.SearchProvider2"_s;

}  // namespace

// KRunner's D-Bus runner and GNOME Shell's search provider, called on a private session bus as
// the launchers call them, over 100,000 links: they find what the window's search finds, and
// Run / ActivateResult copy the short URL.
class TestDesktopLaunchers
    : public QObject
    , private test::BusFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(setUpBus());
        openApp();
        // Every thousandth link is a report, newest last; one link has a word of its own.
        const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-30);
        const auto inserted = m_app->links().bulkLoad(LinkCount, [start](qint64 i) {
            Link link;
            link.code = u"c%1"_s.arg(i);
            link.target = u"https://example.org/page/%1"_s.arg(i);
            link.title = i % 1000 == 0 ? u"Quarterly report %1"_s.arg(i) : u"Page %1"_s.arg(i);
            if (i % 1000 == 0)
                link.tags = {u"reports"_s};
            if (i == 54321) {
                link.code = u"findme"_s;
                link.title = u"The unique needle"_s;
            }
            link.createdAt = start.addSecs(i);
            return link;
        });
        QVERIFY2(inserted, qPrintable(inserted.error().message));
        QCOMPARE(*inserted, LinkCount);
    }
    void cleanupTestCase()
    {
        closeApp();
        tearDownBus();
    }

    void krunnerMatchFindsTheWindowsLinks()
    {
        QCOMPARE(codesOf(match(u"needle"_s)), QStringList{u"findme"_s});
        // A code typed whole is an exact match, first.
        const QList<bus::RunnerMatch> exact = match(u"findme"_s);
        QCOMPARE(exact.value(0).id, u"findme"_s);
        QCOMPARE(exact.value(0).type, KRunnerProvider::ExactMatch);
        QCOMPARE(exact.value(0).text, u"The unique needle"_s);
        QCOMPARE(exact.value(0).icon, u"app.kurz.Kurz"_s);
        QVERIFY(exact.value(0).properties.value(u"subtext"_s).toString().startsWith(m_app->shortUrl(u"findme"_s)));
        // Newest first, at most ten: the window's order.
        const QStringList newestReports{u"c99000"_s, u"c98000"_s, u"c97000"_s, u"c96000"_s, u"c95000"_s, u"c94000"_s,
            u"c93000"_s, u"c92000"_s, u"c91000"_s, u"c90000"_s};
        const QList<bus::RunnerMatch> reports = match(u"quarterly report"_s);
        QCOMPARE(codesOf(reports), newestReports);
        QCOMPARE(reports.first().type, KRunnerProvider::PossibleMatch);
        QVERIFY(reports.first().relevance > reports.last().relevance);
        QCOMPARE(codesOf(match(u"tag:reports"_s)), newestReports);
        QCOMPARE(codesOf(match(u"no-such-words-anywhere"_s)), QStringList());
    }

    void theSameSearchAsTheWindow()
    {
        for (const QString &text : {u"report"_s, u"page 777"_s, u"tag:reports 9"_s}) {
            const QStringList window = windowSearchFirstRows(text);
            QVERIFY2(!window.isEmpty(), qPrintable(text));
            QCOMPARE(codesOf(match(text)), window);
            QCOMPARE(initialResultSet(text.split(u' ')), window);
        }
    }

    void krunnerRunCopiesOpensAndShows()
    {
        test::BusClient client;
        const QDBusMessage actions = client.call(bus::KRunnerPath, KRunner, u"Actions"_s);
        QStringList actionIds;
        for (const bus::RunnerAction &action : qdbus_cast<QList<bus::RunnerAction>>(actions.arguments().value(0)))
            actionIds << action.id;
        QCOMPARE(actionIds, (QStringList{u"open"_s, u"window"_s}));

        QGuiApplication::clipboard()->clear();
        QCOMPARE(client.call(bus::KRunnerPath, KRunner, u"Run"_s, {u"findme"_s, QString()}).type(),
            QDBusMessage::ReplyMessage);
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(u"findme"_s));

        m_opened.urls.clear();
        client.call(bus::KRunnerPath, KRunner, u"Run"_s, {u"findme"_s, u"open"_s});
        QCOMPARE(m_opened.urls, QList<QUrl>{QUrl(u"https://example.org/page/54321"_s)});

        client.call(bus::KRunnerPath, KRunner, u"Run"_s, {u"findme"_s, u"window"_s});
        QVERIFY(m_app->window()->isVisible());
        QCOMPARE(m_app->window()->filterBar()->searchField()->text(), u"findme"_s);
        m_app->window()->filterBar()->searchField()->clear();
    }

    void gnomeShellFindsDescribesAndCopies()
    {
        QCOMPARE(initialResultSet({u"unique"_s, u"needle"_s}), QStringList{u"findme"_s});
        test::BusClient client;
        const QDBusMessage narrowed = client.call(bus::SearchProviderPath, GnomeShell, u"GetSubsearchResultSet"_s,
            {QStringList{u"c1000"_s, u"findme"_s}, QStringList{u"unique"_s, u"needle"_s}});
        QCOMPARE(narrowed.arguments().value(0).toStringList(), QStringList{u"findme"_s});

        const QDBusMessage metas = client.call(
            bus::SearchProviderPath, GnomeShell, u"GetResultMetas"_s, {QStringList{u"findme"_s, u"gone"_s}});
        QCOMPARE(metas.type(), QDBusMessage::ReplyMessage);
        const auto described = qdbus_cast<QList<QVariantMap>>(metas.arguments().value(0));
        QCOMPARE(described.size(), 1);
        QCOMPARE(described.first().value(u"id"_s).toString(), u"findme"_s);
        QCOMPARE(described.first().value(u"name"_s).toString(), u"The unique needle"_s);
        QCOMPARE(described.first().value(u"gicon"_s).toString(), u"app.kurz.Kurz"_s);
        QCOMPARE(described.first().value(u"clipboardText"_s).toString(), m_app->shortUrl(u"findme"_s));

        QGuiApplication::clipboard()->clear();
        client.call(
            bus::SearchProviderPath, GnomeShell, u"ActivateResult"_s, {u"findme"_s, QStringList{u"needle"_s}, uint(0)});
        QCOMPARE(QGuiApplication::clipboard()->text(), m_app->shortUrl(u"findme"_s));

        client.call(bus::SearchProviderPath, GnomeShell, u"LaunchSearch"_s, {QStringList{u"quarterly"_s}, uint(0)});
        QVERIFY(m_app->window()->isVisible());
        QCOMPARE(m_app->window()->filterBar()->searchField()->text(), u"quarterly"_s);
        m_app->window()->filterBar()->searchField()->clear();
    }

private:
    QList<bus::RunnerMatch> match(const QString &query)
    {
        test::BusClient client;
        const QDBusMessage reply = client.call(bus::KRunnerPath, KRunner, u"Match"_s, {query});
        if (reply.type() != QDBusMessage::ReplyMessage)
            qFatal("Match failed: %s", qPrintable(reply.errorMessage()));
        return qdbus_cast<QList<bus::RunnerMatch>>(reply.arguments().value(0));
    }
    QStringList initialResultSet(const QStringList &terms)
    {
        test::BusClient client;
        const QDBusMessage reply = client.call(bus::SearchProviderPath, GnomeShell, u"GetInitialResultSet"_s, {terms});
        if (reply.type() != QDBusMessage::ReplyMessage)
            qFatal("GetInitialResultSet failed: %s", qPrintable(reply.errorMessage()));
        return reply.arguments().value(0).toStringList();
    }
    static QStringList codesOf(const QList<bus::RunnerMatch> &matches)
    {
        QStringList codes;
        for (const bus::RunnerMatch &match : matches)
            codes << match.id;
        return codes;
    }
    // The first ten rows the window's table shows for `text` typed into its search field.
    QStringList windowSearchFirstRows(const QString &text)
    {
        LinkTableModel *model = test::linkModel(m_app->window());
        m_app->window()->filterBar()->searchField()->setText(text);  // the model reads at once
        QStringList codes;
        for (int row = 0; row < std::min(10, model->rowCount()); ++row)
            codes << model->index(row, LinkTableModel::CodeColumn).data().toString();
        m_app->window()->filterBar()->searchField()->clear();
        return codes;
    }
};

QTEST_MAIN(TestDesktopLaunchers)
#include "tst_desktop_launchers.moc"
