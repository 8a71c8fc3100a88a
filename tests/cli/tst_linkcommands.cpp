#include "support/CliRunner.h"

#include <QFile>

#include <QTemporaryDir>

#include "core/links/ThisMachine.h"
#include "core/store/Database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestLinkCommands : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shortenListShowDelete()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"demo"_s}), 0);
        QCOMPARE(kurz.out, u"http://127.0.0.1:8080/demo\n"_s);
        QVERIFY(kurz.err.isEmpty());

        QCOMPARE(kurz.run({u"list"_s, u"--json"_s}), 0);
        const QJsonArray list = QJsonDocument::fromJson(kurz.out.toUtf8()).array();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0)[u"code"_s].toString(), u"demo"_s);
        QCOMPARE(list.at(0)[u"target"_s].toString(), u"https://example.org"_s);
        QCOMPARE(list.at(0)[u"shortUrl"_s].toString(), u"http://127.0.0.1:8080/demo"_s);
        QCOMPARE(list.at(0)[u"status"_s].toString(), u"live"_s);

        QCOMPARE(kurz.run({u"show"_s, u"demo"_s, u"--json"_s}), 0);
        const QJsonObject shown = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(shown[u"code"_s].toString(), u"demo"_s);
        QCOMPARE(shown[u"hits"_s].toInt(), 0);

        QCOMPARE(kurz.run({u"delete"_s, u"demo"_s}), 0);
        QCOMPARE(kurz.run({u"show"_s, u"demo"_s}), 1);
        QVERIFY(kurz.err.contains(u"No link has the code 'demo'"_s));
    }

    // Listening on every interface with no base URL: the short URL names this machine's LAN
    // address, the one others can open, never 0.0.0.0.
    void listeningEverywhereGivesLanShortUrls()
    {
        test::CliRunner kurz;
        {
            QSettings file(kurz.configPath(), QSettings::IniFormat);
            file.setValue(u"server/listen"_s, u"0.0.0.0:8080"_s);
        }
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"lan"_s}), 0);
        QCOMPARE(kurz.out, u"http://"_s + thisMachine::lanAddress() + u":8080/lan\n"_s);
        QCOMPARE(kurz.run({u"show"_s, u"lan"_s, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"shortUrl"_s].toString(),
            u"http://"_s + thisMachine::lanAddress() + u":8080/lan"_s);
    }

    void shortenWithEveryOption()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org/x"_s, u"--ttl"_s, u"24h"_s, u"--max-visits"_s, u"3"_s,
                     u"--title"_s, u"Launch"_s, u"--tag"_s, u"b"_s, u"--tag"_s, u"a"_s, u"--json"_s}),
            0);
        const QJsonObject link = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(link[u"code"_s].toString().size(), 7);
        QCOMPARE(link[u"maxVisits"_s].toInt(), 3);
        QCOMPARE(link[u"title"_s].toString(), u"Launch"_s);
        QCOMPARE(link[u"tags"_s].toArray(), QJsonArray({u"a"_s, u"b"_s}));
        const QDateTime expires = QDateTime::fromString(link[u"expires"_s].toString(), Qt::ISODateWithMs);
        const qint64 inSeconds = QDateTime::currentDateTimeUtc().secsTo(expires);
        QVERIFY2(inSeconds > 23 * 3600 && inSeconds <= 24 * 3600, qPrintable(QString::number(inSeconds)));
    }

    // --network (repeated) limits a link to client networks, --any-network lifts it.
    void networksOption()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_s, u"https://intranet.example.org/"_s, u"--alias"_s, u"lan"_s, u"--network"_s,
                     u"192.168.1.9/24"_s, u"--network"_s, u"fd00::/8"_s, u"--json"_s}),
            0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"networks"_s].toString(),
            u"192.168.1.0/24, fd00::/8"_s);
        QCOMPARE(kurz.run({u"show"_s, u"lan"_s}), 0);
        QVERIFY(kurz.out.contains(u"Networks:"_s));
        QCOMPARE(kurz.run({u"edit"_s, u"lan"_s, u"--network"_s, u"lan"_s}), 1);
        QVERIFY(kurz.err.contains(u"is no network"_s));
        QCOMPARE(kurz.run({u"edit"_s, u"lan"_s, u"--any-network"_s, u"--json"_s}), 0);
        QVERIFY(QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"networks"_s].isNull());
        QCOMPARE(kurz.run({u"edit"_s, u"lan"_s, u"--any-network"_s, u"--network"_s, u"10.0.0.0/8"_s}), 1);
    }

    // kurz rules CODE list|set FILE|add URL CONDITION...|clear, and what show --json says.
    void redirectRulesCommand()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org/app"_s, u"--alias"_s, u"app"_s}), 0);
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"list"_s}), 0);
        QVERIFY(kurz.out.contains(u"No redirect rules"_s));
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"add"_s, u"https://play.example/app"_s, u"device:android"_s}), 0);
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"add"_s, u"https://example.org/de"_s, u"language:de"_s,
                     u"query-param:utm=x"_s, u"--priority"_s, u"1"_s}),
            0);
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"list"_s, u"--json"_s}), 0);
        QJsonObject listed = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(listed[u"defaultLongUrl"_s].toString(), u"https://example.org/app"_s);
        QJsonArray rules = listed[u"redirectRules"_s].toArray();
        QCOMPARE(rules.size(), 2);
        QCOMPARE(rules[0][u"longUrl"_s].toString(), u"https://example.org/de"_s);
        QCOMPARE(rules[0][u"conditions"_s][1][u"matchKey"_s].toString(), u"utm"_s);
        QCOMPARE(rules[1][u"priority"_s].toInt(), 2);
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"list"_s}), 0);
        QVERIFY(kurz.out.contains(u"1. https://example.org/de"_s));
        QVERIFY(kurz.out.contains(u"device is android"_s));
        QCOMPARE(kurz.run({u"show"_s, u"app"_s, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"redirectRules"_s].toArray().size(), 2);

        // set FILE replaces them all, from Shlink's shape.
        QTemporaryDir dir;
        QFile file(dir.filePath(u"rules.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonObject{{u"redirectRules"_s,
                                     QJsonArray{QJsonObject{{u"longUrl"_s, u"https://example.org/ios"_s},
                                         {u"conditions"_s,
                                             QJsonArray{QJsonObject{{u"type"_s, u"device"_s},
                                                 {u"matchKey"_s, QJsonValue()}, {u"matchValue"_s, u"ios"_s}}}}}}}})
                       .toJson());
        file.close();
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"set"_s, file.fileName(), u"--json"_s}), 0);
        rules = QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"redirectRules"_s].toArray();
        QCOMPARE(rules.size(), 1);
        QCOMPARE(rules[0][u"longUrl"_s].toString(), u"https://example.org/ios"_s);

        // Refused: nothing changes.
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"add"_s, u"https://example.org/x"_s, u"device:toaster"_s}), 1);
        QVERIFY(kurz.err.contains(u"toaster"_s));
        QCOMPARE(
            kurz.run({u"rules"_s, u"app"_s, u"add"_s, u"https://example.org/x"_s, u"geolocation-country-code:DE"_s}),
            1);
        QVERIFY(kurz.err.contains(u"location source"_s));
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"add"_s, u"https://example.org/x"_s}), 1);
        QCOMPARE(kurz.run({u"rules"_s, u"nope"_s, u"list"_s}), 1);
        QVERIFY(kurz.err.contains(u"No link has the code"_s));
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"sort"_s}), 1);
        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"list"_s, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"redirectRules"_s].toArray().size(), 1);

        QCOMPARE(kurz.run({u"rules"_s, u"app"_s, u"clear"_s}), 0);
        QVERIFY(kurz.out.contains(u"No redirect rules"_s));
    }

    void badInputFailsAndStoresNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no url") << QStringList{u"shorten"_s} << u"needs the URL"_s;
        QTest::newRow("javascript") << QStringList{u"shorten"_s, u"javascript:alert(1)"_s} << u"Only http and https"_s;
        QTest::newRow("relative") << QStringList{u"shorten"_s, u"/x"_s} << u"not absolute"_s;
        QTest::newRow("bad alias") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"a b"_s}
                                   << u"alias may only use"_s;
        QTest::newRow("reserved alias") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"rest"_s}
                                        << u"reserved"_s;
        QTest::newRow("bad ttl") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--ttl"_s, u"soon"_s}
                                 << u"not a duration"_s;
        QTest::newRow("bad date") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--expires"_s, u"tomorrow"_s}
                                  << u"not a date"_s;
        QTest::newRow("ttl and expires") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--ttl"_s, u"1h"_s,
            u"--expires"_s, u"2030-01-01"_s}
                                         << u"not both"_s;
        QTest::newRow("zero visits") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--max-visits"_s, u"0"_s}
                                     << u"at least 1"_s;
        QTest::newRow("bad status") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--status"_s, u"303"_s}
                                    << u"301, 302, 307 or 308"_s;
        QTest::newRow("own short url") << QStringList{u"shorten"_s, u"http://127.0.0.1:8080/abc"_s} << u"loop"_s;
        QTest::newRow("unknown option") << QStringList{u"shorten"_s, u"https://example.org"_s, u"--frobnicate"_s}
                                        << u"--help"_s;
        QTest::newRow("bad sort") << QStringList{u"list"_s, u"--sort"_s, u"colour"_s} << u"Cannot sort by"_s;
        QTest::newRow("unknown command") << QStringList{u"shrink"_s} << u"unknown command"_s;
    }

    void badInputFailsAndStoresNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        test::CliRunner kurz;
        QVERIFY(kurz.run(arguments) != 0);
        QVERIFY2(kurz.err.contains(message), qPrintable(kurz.err));
        QVERIFY(kurz.out.isEmpty());
        QCOMPARE(kurz.run({u"list"_s, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).array().size(), 0);
    }

    void aliasTakenIsAClearError()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"demo"_s}), 0);
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.com"_s, u"--alias"_s, u"demo"_s}), 1);
        QVERIFY(kurz.err.contains(u"already taken"_s));
    }

    void editChangesFields()
    {
        test::CliRunner kurz;
        QCOMPARE(
            kurz.run({u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"demo"_s, u"--max-visits"_s, u"5"_s}), 0);
        QCOMPARE(
            kurz.run({u"edit"_s, u"demo"_s, u"--url"_s, u"https://example.com/new"_s, u"--title"_s, u"New"_s,
                u"--expires"_s, u"2031-01-01T00:00:00Z"_s, u"--max-visits"_s, u"none"_s, u"--disable"_s, u"--json"_s}),
            0);
        QJsonObject link = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(link[u"target"_s].toString(), u"https://example.com/new"_s);
        QCOMPARE(link[u"title"_s].toString(), u"New"_s);
        QCOMPARE(link[u"expires"_s].toString(), u"2031-01-01T00:00:00.000Z"_s);
        QVERIFY(link[u"maxVisits"_s].isNull());
        QCOMPARE(link[u"status"_s].toString(), u"disabled"_s);

        QCOMPARE(kurz.run({u"edit"_s, u"demo"_s, u"--enable"_s, u"--expires"_s, u"never"_s, u"--json"_s}), 0);
        link = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(link[u"status"_s].toString(), u"live"_s);
        QVERIFY(link[u"expires"_s].isNull());

        QCOMPARE(kurz.run({u"edit"_s, u"demo"_s, u"--url"_s, u"ftp://example.org"_s}), 1);
        QVERIFY(kurz.err.contains(u"Only http and https"_s));
        QCOMPARE(kurz.run({u"show"_s, u"demo"_s, u"--json"_s}), 0);
        QCOMPARE(
            QJsonDocument::fromJson(kurz.out.toUtf8()).object()[u"target"_s].toString(), u"https://example.com/new"_s);
        QCOMPARE(kurz.run({u"edit"_s, u"nothing"_s, u"--title"_s, u"x"_s}), 1);
    }

    void listSearchSortLimit()
    {
        test::CliRunner kurz;
        QCOMPARE(
            kurz.run({u"shorten"_s, u"https://docs.example.org"_s, u"--alias"_s, u"docs"_s, u"--tag"_s, u"dev"_s}), 0);
        QCOMPARE(kurz.run({u"shorten"_s, u"https://shop.example.org"_s, u"--alias"_s, u"shop"_s}), 0);
        QCOMPARE(kurz.run({u"list"_s, u"--search"_s, u"docs"_s, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).array().size(), 1);
        QCOMPARE(kurz.run({u"list"_s, u"--tag"_s, u"dev"_s}), 0);
        QVERIFY(kurz.out.contains(u"docs"_s) && !kurz.out.contains(u"shop"_s));
        QCOMPARE(kurz.run({u"list"_s, u"--sort"_s, u"code"_s, u"--limit"_s, u"1"_s, u"--json"_s}), 0);
        const QJsonArray one = QJsonDocument::fromJson(kurz.out.toUtf8()).array();
        QCOMPARE(one.size(), 1);
        QCOMPARE(one.at(0)[u"code"_s].toString(), u"docs"_s);
    }

    void deleteIsAllOrNothing()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"keep"_s}), 0);
        QCOMPARE(kurz.run({u"delete"_s, u"keep"_s, u"typo"_s}), 1);
        QVERIFY(kurz.err.contains(u"nothing was deleted"_s));
        QCOMPARE(kurz.run({u"show"_s, u"keep"_s}), 0);
    }

    // kurz list --search reads tag: and status: words as the window's search box does.
    void listSearchReadsTagAndStatusWords()
    {
        test::CliRunner kurz;
        QCOMPARE(
            kurz.run({u"shorten"_s, u"https://example.org/a"_s, u"--alias"_s, u"docs-live"_s, u"--tag"_s, u"docs"_s}),
            0);
        QCOMPARE(
            kurz.run({u"shorten"_s, u"https://example.org/b"_s, u"--alias"_s, u"docs-off"_s, u"--tag"_s, u"docs"_s}),
            0);
        QCOMPARE(kurz.run({u"edit"_s, u"docs-off"_s, u"--disable"_s}), 0);
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org/c"_s, u"--alias"_s, u"other"_s}), 0);
        const auto listed = [&](const QString &search) {
            [&] { QCOMPARE(kurz.run({u"list"_s, u"--json"_s, u"--sort"_s, u"code"_s, u"--search"_s, search}), 0); }();
            QStringList codes;
            for (const QJsonValue &link : QJsonDocument::fromJson(kurz.out.toUtf8()).array())
                codes << link[u"code"_s].toString();
            return codes;
        };
        QCOMPARE(listed(u"tag:docs"_s), (QStringList{u"docs-live"_s, u"docs-off"_s}));
        QCOMPARE(listed(u"tag:docs status:disabled"_s), QStringList{u"docs-off"_s});
        QCOMPARE(listed(u"example status:live"_s), (QStringList{u"docs-live"_s, u"other"_s}));
    }

    // kurz bookmarklet prints what to paste as a bookmark's address; --new-token replaces the
    // token (F11), says the old bookmarklets stop working, and prints the new one.
    void bookmarkletIsPrintedAndItsTokenRenewed()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"bookmarklet"_s}), 0);
        const QString first = kurz.out.trimmed();
        QVERIFY2(first.startsWith(u"javascript:location.href='http://127.0.0.1:8080/.new?token="_s), qPrintable(first));
        QCOMPARE(kurz.run({u"bookmarklet"_s}), 0);
        QCOMPARE(kurz.out.trimmed(), first);
        QCOMPARE(kurz.run({u"bookmarklet"_s, u"--new-token"_s}), 0);
        const QString renewed = kurz.out.trimmed();
        QVERIFY(renewed != first && renewed.startsWith(u"javascript:"_s));
        QVERIFY2(kurz.err.contains(u"no longer work"_s), qPrintable(kurz.err));
        const auto db = Database::open(kurz.databasePath());
        QVERIFY(db);
        QVERIFY(renewed.contains(u"token="_s + (*db)->secret(u"bookmarklet"_s, 16) + u"&"_s));
    }

    void databaseChosenInSettingsIsUsed()
    {
        test::CliRunner kurz;
        const QString chosen = kurz.dir.filePath(u"chosen.db"_s);
        {
            QSettings file(kurz.configPath(), QSettings::IniFormat);
            file.setValue(u"app/databasePath"_s, chosen);
        }
        QStringList arguments{u"kurz"_s, u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"where"_s,
            u"--config"_s, kurz.configPath()};
        QString out, err;
        QTextStream outStream(&out), errStream(&err);
        QCOMPARE(Cli().run(arguments, outStream, errStream), 0);
        QVERIFY2(QFile::exists(chosen), qPrintable(err));
        QCOMPARE(kurz.run({u"show"_s, u"where"_s}), 1);  // --db wins over the setting
    }

    void unreadableDatabaseIsAnErrorNotAnEmptyAnswer()
    {
        test::CliRunner kurz;
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org"_s, u"--alias"_s, u"demo"_s}), 0);
        {
            // Damaged by another program: the links table is gone.
            auto db = Database::open(kurz.databasePath());
            QVERIFY(db);
            for (const QString &table : {u"link_tags"_s, u"visits"_s, u"links"_s})
                QVERIFY(QSqlQuery((*db)->connection()).exec(u"DROP TABLE "_s + table));
        }
        QCOMPARE(kurz.run({u"show"_s, u"demo"_s}), 1);
        QVERIFY2(kurz.err.startsWith(u"kurz: Cannot read the links: "_s), qPrintable(kurz.err));
        QCOMPARE(kurz.run({u"list"_s}), 1);
        QVERIFY2(kurz.err.startsWith(u"kurz: Cannot read the links: "_s), qPrintable(kurz.err));
        QVERIFY(kurz.out.isEmpty());
    }

    void foreignDatabaseIsRefused()
    {
        test::CliRunner kurz;
        QFile file(kurz.databasePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a database");
        file.close();
        QCOMPARE(kurz.run({u"list"_s}), 1);
        QVERIFY(kurz.err.contains(u"not a Kurz database"_s));
    }
};

QTEST_GUILESS_MAIN(TestLinkCommands)
#include "tst_linkcommands.moc"
