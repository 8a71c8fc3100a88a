// Passwords from the command line: --password-file, --password-stdin (through the built `kurz`,
// with a real standard input), --no-password; never an argument; the hash travels in kurz-json.
#include "support/CliRunner.h"
#include "support/TestPaths.h"

#include "core/links/LinkPassword.h"
#include "core/store/Database.h"
#include "core/store/LinkStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

Link stored(const test::CliRunner &kurz, const QString &code)
{
    auto db = Database::open(kurz.databasePath());
    if (!db)
        return {};
    LinkStore store(*db);
    const auto link = store.get(code);
    return link ? *link : Link{};
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

}  // namespace

class TestPasswordCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void passwordFromFileAndRemoved()
    {
        test::CliRunner kurz;
        const QString file = kurz.dir.filePath(u"pw.txt"_s);
        QVERIFY(writeFile(file, "s3cret pass\nsecond line is ignored\n"));
        QCOMPARE(
            kurz.run({u"shorten"_s, u"https://example.org/p"_s, u"--alias"_s, u"pwd"_s, u"--password-file"_s, file}),
            0);
        const Link link = stored(kurz, u"pwd"_s);
        QVERIFY(link.isProtected());
        QVERIFY(linkpassword::verify(link.passwordHash, "s3cret pass"));

        // show: "protected", never the hash or the password.
        QCOMPARE(kurz.run({u"show"_s, u"pwd"_s, u"--json"_s}), 0);
        const QJsonObject shown = QJsonDocument::fromJson(kurz.out.toUtf8()).object();
        QCOMPARE(shown[u"protected"_s].toBool(), true);
        QVERIFY(!kurz.out.contains(u"argon2"_s));
        QVERIFY(!kurz.out.contains(u"s3cret"_s));
        QCOMPARE(kurz.run({u"show"_s, u"pwd"_s}), 0);
        QVERIFY(kurz.out.contains(u"Password:"_s));
        QVERIFY(!kurz.out.contains(u"argon2"_s));

        QCOMPARE(kurz.run({u"edit"_s, u"pwd"_s, u"--no-password"_s}), 0);
        QVERIFY(!stored(kurz, u"pwd"_s).isProtected());
        QCOMPARE(kurz.run({u"edit"_s, u"pwd"_s, u"--password-file"_s, file}), 0);
        QVERIFY(linkpassword::verify(stored(kurz, u"pwd"_s).passwordHash, "s3cret pass"));
    }

    void refusedPasswordOptions()
    {
        test::CliRunner kurz;
        const QString empty = kurz.dir.filePath(u"empty.txt"_s);
        QVERIFY(writeFile(empty, "\n"));
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org/e"_s, u"--password-file"_s, empty}), 1);
        QVERIFY2(kurz.err.contains(u"empty"_s), qPrintable(kurz.err));
        QCOMPARE(kurz.run({u"shorten"_s, u"https://example.org/m"_s, u"--password-file"_s,
                     kurz.dir.filePath(u"missing.txt"_s)}),
            1);
        QVERIFY(kurz.err.contains(u"Cannot open the password file"_s));
        QCOMPARE(
            kurz.run({u"shorten"_s, u"https://example.org/b"_s, u"--password-file"_s, empty, u"--no-password"_s}), 1);
        QVERIFY(kurz.err.contains(u"not several"_s));
        // There is no option that takes the password itself: `ps` would show it.
        QVERIFY(kurz.run({u"shorten"_s, u"https://example.org/x"_s, u"--password"_s, u"visible"_s}) != 0);
        QCOMPARE(kurz.run({u"list"_s, u"--json"_s}), 0);
        QCOMPARE(QJsonDocument::fromJson(kurz.out.toUtf8()).array().size(), 0);
    }

    void passwordFromStandardInput()
    {
        test::CliRunner kurz;
        QProcess process;
        process.start(test::kurzExecutable(),
            {u"shorten"_s, u"https://example.org/stdin"_s, u"--alias"_s, u"std"_s, u"--password-stdin"_s, u"--db"_s,
                kurz.databasePath(), u"--config"_s, kurz.configPath()});
        QVERIFY(process.waitForStarted());
        process.write("from stdin\r\n");
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(!process.readAllStandardOutput().contains("from stdin"));
        QVERIFY(linkpassword::verify(stored(kurz, u"std"_s).passwordHash, "from stdin"));
    }

    void exportImportKeepsThePassword()
    {
        test::CliRunner source;
        const QString file = source.dir.filePath(u"pw.txt"_s);
        QVERIFY(writeFile(file, "round trip"));
        QCOMPARE(
            source.run({u"shorten"_s, u"https://example.org/rt"_s, u"--alias"_s, u"rtp"_s, u"--password-file"_s, file}),
            0);
        QCOMPARE(source.run({u"shorten"_s, u"https://example.org/plain"_s, u"--alias"_s, u"plain"_s}), 0);
        const QString exported = source.dir.filePath(u"links.json"_s);
        QCOMPARE(source.run({u"export"_s, u"-o"_s, exported}), 0);
        QFile read(exported);
        QVERIFY(read.open(QIODevice::ReadOnly));
        const QByteArray text = read.readAll();
        QVERIFY(text.startsWith("{\"format\":\"kurz-json\",\"version\":2,"));
        QVERIFY(text.contains("\"passwordHash\":\"$argon2id$"));
        QVERIFY(!text.contains("round trip"));
        QCOMPARE(text.count("passwordHash"), 1);  // the plain link has none

        test::CliRunner target;
        QCOMPARE(target.run({u"import"_s, exported}), 0);
        const Link imported = stored(target, u"rtp"_s);
        QVERIFY(imported.isProtected());
        QVERIFY(linkpassword::verify(imported.passwordHash, "round trip"));
        QVERIFY(!linkpassword::verify(imported.passwordHash, "something else"));
        QVERIFY(!stored(target, u"plain"_s).isProtected());

        // A file whose hash is no Argon2id hash imports that row as invalid, never unprotected.
        QByteArray broken = text;
        broken.replace("\"passwordHash\":\"$argon2id$", "\"passwordHash\":\"$plain$");
        const QString brokenFile = target.dir.filePath(u"broken.json"_s);
        QVERIFY(writeFile(brokenFile, broken));
        test::CliRunner third;
        QVERIFY(third.run({u"import"_s, brokenFile}) != 0);
        QVERIFY(!stored(third, u"rtp"_s).id);
    }
};

QTEST_GUILESS_MAIN(TestPasswordCli)
#include "tst_passwordcli.moc"
