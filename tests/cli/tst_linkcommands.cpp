#include "support/CliRunner.h"

#include "core/links/ThisMachine.h"
#include "core/store/Database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSqlQuery>
#include <QTest>

using namespace kurz;

class TestLinkCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shortenListShowDelete()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"demo"_qs}), 0);
        QCOMPARE(kurz.out, u"http://127.0.0.1:8080/demo\n"_qs);
        QVERIFY(kurz.err.isEmpty());

        QCOMPARE(kurz.run({u"list"_qs, u"--json"_qs}), 0);
        const QJsonArray list = QJsonDocument::fromJson(kurz.out.toUtf8()).array();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0)[u"code"_qs].toString(), u"demo"_qs);
        QCOMPARE(list.at(0)[u"target"_qs].toString(), u"https://example.org"_qs);
        QCOMPARE(list.at(0)[u"shortUrl"_qs].toString(), u"http://127.0.0.1:8080/demo"_qs);
        QCOMPARE(list.at(0)[u"status"_qs].toString(), u"live"_qs);

        QCOMPARE(kurz.run({u"show"_qs, u"demo"_qs, u"--json"_qs}), 0);
        const QJsonObject shown = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(shown[u"code"_qs].toString(), u"demo"_qs);
        QCOMPARE(shown[u"hits"_qs].toInt(), 0);

        QCOMPARE(kurz.run({u"delete"_qs, u"demo"_qs}), 0);
        QCOMPARE(kurz.run({u"show"_qs, u"demo"_qs}), 1);
        QVERIFY(kurz.err.contains(u"No link has the code 'demo'"_qs));
    }

    // Listening on every interface with no base URL: the short URL names this machine's LAN
    // address, the one others can open, never 0.0.0.0.
    void listeningEverywhereGivesLanShortUrls()
    {
        test::CliRunner kurz;
        {
            QSettings file(kurz.configPath(), QSettings::IniFormat);
            file.setValue(u"server/listen"_qs, u"0.0.0.0:8080"_qs);
        }
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"lan"_qs}), 0);
        QCOMPARE(kurz.out, u"http://"_qs + thisMachine::lanAddress() + u":8080/lan\n"_qs);
        QCOMPARE(kurz.run({u"show"_qs, u"lan"_qs, u"--json"_qs}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"shortUrl"_qs].toString(),
                 u"http://"_qs + thisMachine::lanAddress() + u":8080/lan"_qs);
    }

    void shortenWithEveryOption()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org/x"_qs, u"--ttl"_qs, u"24h"_qs, u"--max-visits"_qs, u"3"_qs,
                           u"--title"_qs, u"Launch"_qs, u"--tag"_qs, u"b"_qs, u"--tag"_qs, u"a"_qs, u"--json"_qs}), 0);
        const QJsonObject link = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(link[u"code"_qs].toString().size(), 7);
        QCOMPARE(link[u"maxVisits"_qs].toInt(), 3);
        QCOMPARE(link[u"title"_qs].toString(), u"Launch"_qs);
        QCOMPARE(link[u"tags"_qs].toArray(), QJsonArray({u"a"_qs, u"b"_qs}));
        const QDateTime expires = QDateTime::fromString(link[u"expires"_qs].toString(), Qt::ISODateWithMs);
        const qint64 inSeconds = QDateTime::currentDateTimeUtc().secsTo(expires);
        QVERIFY2(inSeconds > 23 * 3600 && inSeconds <= 24 * 3600, qPrintable(QString::number(inSeconds)));
    }

    void badInputFailsAndStoresNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no url") << QStringList{u"shorten"_qs} << u"needs the URL"_qs;
        QTest::newRow("javascript") << QStringList{u"shorten"_qs, u"javascript:alert(1)"_qs} << u"Only http and https"_qs;
        QTest::newRow("relative") << QStringList{u"shorten"_qs, u"/x"_qs} << u"not absolute"_qs;
        QTest::newRow("bad alias") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"a b"_qs} << u"alias may only use"_qs;
        QTest::newRow("reserved alias") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"rest"_qs} << u"reserved"_qs;
        QTest::newRow("bad ttl") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--ttl"_qs, u"soon"_qs} << u"not a duration"_qs;
        QTest::newRow("bad date") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--expires"_qs, u"tomorrow"_qs} << u"not a date"_qs;
        QTest::newRow("ttl and expires") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--ttl"_qs, u"1h"_qs, u"--expires"_qs, u"2030-01-01"_qs} << u"not both"_qs;
        QTest::newRow("zero visits") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--max-visits"_qs, u"0"_qs} << u"at least 1"_qs;
        QTest::newRow("bad status") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--status"_qs, u"303"_qs} << u"301, 302, 307 or 308"_qs;
        QTest::newRow("own short url") << QStringList{u"shorten"_qs, u"http://127.0.0.1:8080/abc"_qs} << u"loop"_qs;
        QTest::newRow("unknown option") << QStringList{u"shorten"_qs, u"https://example.org"_qs, u"--frobnicate"_qs} << u"--help"_qs;
        QTest::newRow("bad sort") << QStringList{u"list"_qs, u"--sort"_qs, u"colour"_qs} << u"Cannot sort by"_qs;
        QTest::newRow("unknown command") << QStringList{u"shrink"_qs} << u"unknown command"_qs;
    }

    void badInputFailsAndStoresNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        test::CliRunner kurz;
        QVERIFY(kurz.run(arguments) != 0);
        QVERIFY2(kurz.err.contains(message), qPrintable(kurz.err));
        QVERIFY(kurz.out.isEmpty());
        QCOMPARE(kurz.run({u"list"_qs, u"--json"_qs}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).array().size(), 0);
    }

    void aliasTakenIsAClearError()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"demo"_qs}), 0);
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.com"_qs, u"--alias"_qs, u"demo"_qs}), 1);
        QVERIFY(kurz.err.contains(u"already taken"_qs));
    }

    void editChangesFields()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"demo"_qs, u"--max-visits"_qs, u"5"_qs}), 0);
        QCOMPARE(kurz.run({u"edit"_qs, u"demo"_qs, u"--url"_qs, u"https://example.com/new"_qs, u"--title"_qs, u"New"_qs,
                           u"--expires"_qs, u"2031-01-01T00:00:00Z"_qs, u"--max-visits"_qs, u"none"_qs, u"--disable"_qs, u"--json"_qs}), 0);
        QJsonObject link = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(link[u"target"_qs].toString(), u"https://example.com/new"_qs);
        QCOMPARE(link[u"title"_qs].toString(), u"New"_qs);
        QCOMPARE(link[u"expires"_qs].toString(), u"2031-01-01T00:00:00.000Z"_qs);
        QVERIFY(link[u"maxVisits"_qs].isNull());
        QCOMPARE(link[u"status"_qs].toString(), u"disabled"_qs);

        QCOMPARE(kurz.run({u"edit"_qs, u"demo"_qs, u"--enable"_qs, u"--expires"_qs, u"never"_qs, u"--json"_qs}), 0);
        link = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(link[u"status"_qs].toString(), u"live"_qs);
        QVERIFY(link[u"expires"_qs].isNull());

        QCOMPARE(kurz.run({u"edit"_qs, u"demo"_qs, u"--url"_qs, u"ftp://example.org"_qs}), 1);
        QVERIFY(kurz.err.contains(u"Only http and https"_qs));
        QCOMPARE(kurz.run({u"show"_qs, u"demo"_qs, u"--json"_qs}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"target"_qs].toString(), u"https://example.com/new"_qs);
        QCOMPARE(kurz.run({u"edit"_qs, u"nothing"_qs, u"--title"_qs, u"x"_qs}), 1);
    }

    void listSearchSortLimit()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://docs.example.org"_qs, u"--alias"_qs, u"docs"_qs, u"--tag"_qs, u"dev"_qs}), 0);
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://shop.example.org"_qs, u"--alias"_qs, u"shop"_qs}), 0);
        QCOMPARE(kurz.run({u"list"_qs, u"--search"_qs, u"docs"_qs, u"--json"_qs}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).array().size(), 1);
        QCOMPARE(kurz.run({u"list"_qs, u"--tag"_qs, u"dev"_qs}), 0);
        QVERIFY(kurz.out.contains(u"docs"_qs) && !kurz.out.contains(u"shop"_qs));
        QCOMPARE(kurz.run({u"list"_qs, u"--sort"_qs, u"code"_qs, u"--limit"_qs, u"1"_qs, u"--json"_qs}), 0);
        const QJsonArray one = QJsonDocument::fromJson(kurz.out.toUtf8()).array();
        QCOMPARE(one.size(), 1);
        QCOMPARE(one.at(0)[u"code"_qs].toString(), u"docs"_qs);
    }

    void deleteIsAllOrNothing()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"keep"_qs}), 0);
        QCOMPARE(kurz.run({u"delete"_qs, u"keep"_qs, u"typo"_qs}), 1);
        QVERIFY(kurz.err.contains(u"nothing was deleted"_qs));
        QCOMPARE(kurz.run({u"show"_qs, u"keep"_qs}), 0);
    }

    // kurz list --search reads tag: and status: words as the window's search box does.
    void listSearchReadsTagAndStatusWords()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org/a"_qs, u"--alias"_qs, u"docs-live"_qs, u"--tag"_qs, u"docs"_qs}), 0);
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org/b"_qs, u"--alias"_qs, u"docs-off"_qs, u"--tag"_qs, u"docs"_qs}), 0);
        QCOMPARE(kurz.run({u"edit"_qs, u"docs-off"_qs, u"--disable"_qs}), 0);
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org/c"_qs, u"--alias"_qs, u"other"_qs}), 0);
        const auto listed = [&](const QString &search) {
            [&] { QCOMPARE(kurz.run({u"list"_qs, u"--json"_qs, u"--sort"_qs, u"code"_qs, u"--search"_qs, search}), 0); }();
            QStringList codes;
            for (const QJsonValue &link : QJsonDocument::fromJson(kurz.out.toUtf8()).array())
                codes << link[u"code"_qs].toString();
            return codes;
        };
        QCOMPARE(listed(u"tag:docs"_qs), (QStringList{u"docs-live"_qs, u"docs-off"_qs}));
        QCOMPARE(listed(u"tag:docs status:disabled"_qs), QStringList{u"docs-off"_qs});
        QCOMPARE(listed(u"example status:live"_qs), (QStringList{u"docs-live"_qs, u"other"_qs}));
    }

    // kurz bookmarklet prints what to paste as a bookmark's address; --new-token replaces the
    // token (F11), says the old bookmarklets stop working, and prints the new one.
    void bookmarkletIsPrintedAndItsTokenRenewed()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"bookmarklet"_qs}), 0);
        const QString first = kurz.out.trimmed();
        QVERIFY2(first.startsWith(u"javascript:location.href='http://127.0.0.1:8080/.new?token="_qs), qPrintable(first));
        QCOMPARE(kurz.run({u"bookmarklet"_qs}), 0);
        QCOMPARE(kurz.out.trimmed(), first);
        QCOMPARE(kurz.run({u"bookmarklet"_qs, u"--new-token"_qs}), 0);
        const QString renewed = kurz.out.trimmed();
        QVERIFY(renewed != first && renewed.startsWith(u"javascript:"_qs));
        QVERIFY2(kurz.err.contains(u"no longer work"_qs), qPrintable(kurz.err));
        const auto db = Database::open(kurz.databasePath());
        QVERIFY(db);
        QVERIFY(renewed.contains(u"token="_qs + (*db)->secret(u"bookmarklet"_qs, 16) + u"&"_qs));
    }

    void databaseChosenInSettingsIsUsed()
    {
        test::CliRunner kurz;
        const QString chosen = kurz.dir.filePath(u"chosen.db"_qs);
        {
            QSettings file(kurz.configPath(), QSettings::IniFormat);
            file.setValue(u"app/databasePath"_qs, chosen);
        }
        QStringList arguments{u"kurz"_qs, u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"where"_qs,
                              u"--config"_qs, kurz.configPath()};
        QString out, err;
        QTextStream outStream(&out), errStream(&err);
        QCOMPARE(Cli().run(arguments, outStream, errStream), 0);
        QVERIFY2(QFile::exists(chosen), qPrintable(err));
        QCOMPARE(kurz.run({u"show"_qs, u"where"_qs}), 1);  // --db wins over the setting
    }

    void unreadableDatabaseIsAnErrorNotAnEmptyAnswer()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_qs, u"https://example.org"_qs, u"--alias"_qs, u"demo"_qs}), 0);
        {
            // Damaged by another program: the links table is gone.
            auto db = Database::open(kurz.databasePath());
            QVERIFY(db);
            for (const QString &table : {u"link_tags"_qs, u"visits"_qs, u"links"_qs})
                QVERIFY(QSqlQuery((*db)->connection()).exec(u"DROP TABLE "_qs + table));
        }
        QCOMPARE(kurz.run({u"show"_qs, u"demo"_qs}), 1);
        QVERIFY2(kurz.err.startsWith(u"kurz: Cannot read the links: "_qs), qPrintable(kurz.err));
        QCOMPARE(kurz.run({u"list"_qs}), 1);
        QVERIFY2(kurz.err.startsWith(u"kurz: Cannot read the links: "_qs), qPrintable(kurz.err));
        QVERIFY(kurz.out.isEmpty());
    }

    void foreignDatabaseIsRefused()
    {
        test::CliRunner kurz;
        QFile file(kurz.databasePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a database");
        file.close();
        QCOMPARE(kurz.run({u"list"_qs}), 1);
        QVERIFY(kurz.err.contains(u"not a Kurz database"_qs));
    }
};

QTEST_GUILESS_MAIN(TestLinkCommands)
#include "tst_linkcommands.moc"
