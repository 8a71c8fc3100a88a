// Settings: every key's default, validation that refuses bad values and stores nothing, values
// edited by hand, and a file that is not a settings file at all.
#include "core/settings/Settings.h"
#include "core/settings/SettingsKeys.h"

#include "support/TempHome.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

constexpr QFile::Permissions OthersRights
    = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;

}  // namespace

class TestSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsOfANewFile()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(u"kurz.conf"_s));
        QCOMPARE(settings.get(keys::CodeStrategy), u"random"_s);
        QCOMPARE(settings.get(keys::CodeAlphabet), u"base62"_s);
        QCOMPARE(settings.get(keys::CodeLength), 7);
        QCOMPARE(settings.get(keys::ListenAddress), u"127.0.0.1:8080"_s);
        QCOMPARE(settings.get(keys::DefaultRedirectStatus), 302);
        QCOMPARE(settings.get(keys::HitFlushMs), 1000);
        QCOMPARE(settings.get(keys::BaseUrl), QString());
        QCOMPARE(settings.get(keys::CaseInsensitiveCodes), false);
        QCOMPARE(keys::databasePath(settings, u"/tmp/given.db"_s), u"/tmp/given.db"_s);
    }

    void badValuesAreRefusedAndNothingIsStored_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("key");
        QTemporaryDir dir;
        Settings settings(dir.filePath(u"kurz.conf"_s));
        // What the refusal says and names; both empty when the value was stored.
        const auto row = [](const char *name, const Result<void> &stored, const QString &key) {
            QTest::newRow(name) << (stored.ok() ? QString() : stored.error().message)
                                << (stored.ok() ? QString() : stored.error().field) << key;
        };
        row("length", settings.set(keys::CodeLength, 2), keys::CodeLength.key);
        row("strategy", settings.set(keys::CodeStrategy, u"bogus"_s), keys::CodeStrategy.key);
        row("alphabet", settings.set(keys::CodeAlphabet, u"abc/defghijk"_s), keys::CodeAlphabet.key);
        row("listen", settings.set(keys::ListenAddress, u"localhost"_s), keys::ListenAddress.key);
        row("status", settings.set(keys::DefaultRedirectStatus, 303), keys::DefaultRedirectStatus.key);
        row("base url", settings.set(keys::BaseUrl, u"ftp://example.org/"_s), keys::BaseUrl.key);
        row("flush", settings.set(keys::HitFlushMs, 10), keys::HitFlushMs.key);
        row("database", settings.set(keys::DatabasePath, u"relative/links.db"_s), keys::DatabasePath.key);
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_written = QString::fromUtf8(file.readAll());
    }
    void badValuesAreRefusedAndNothingIsStored()
    {
        QFETCH(QString, problem);
        QFETCH(QString, field);
        QFETCH(QString, key);
        QVERIFY2(!problem.isEmpty(), qPrintable(key));
        QCOMPARE(field, key);
        QVERIFY2(!m_written.contains(key.section(u'/', 1)), qPrintable(m_written));
    }

    void refusalsSayWhatToDo()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(u"kurz.conf"_s));
        QCOMPARE(settings.set(keys::CodeLength, 40).error().message,
            u"The code length must be between 3 and 32; 40 is not."_s);
        QVERIFY(settings.set(keys::CodeStrategy, u"bogus"_s)
                    .error()
                    .message.contains(u"Choose one of: random, sequence"_s));
        QVERIFY(
            settings.set(keys::ListenAddress, u"127.0.0.1:70000"_s).error().message.contains(u"e.g. 127.0.0.1:8080"_s));
    }

    void goodValuesAreStoredOnceAndReadBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"kurz.conf"_s);
        Settings settings(path);
        QSignalSpy changed(&settings, &Settings::changed);
        QVERIFY(settings.set(keys::CodeLength, 9).ok());
        QVERIFY(settings.set(keys::CodeLength, 9).ok());  // the same value again: no second change
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().toString(), keys::CodeLength.key);
        QCOMPARE(Settings(path).get(keys::CodeLength), 9);
        settings.reset(keys::CodeLength);
        QCOMPARE(Settings(path).get(keys::CodeLength), 7);
    }

    void valuesEditedByHandThatFailValidationReadAsDefaults()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"kurz.conf"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[codes]\nlength=999\nstrategy=bogus\n[server]\nhitFlushMs=abc\nlisten=127.0.0.1:9090\n");
        file.close();
        Settings settings(path);
        QCOMPARE(settings.get(keys::CodeLength), 7);
        QCOMPARE(settings.get(keys::CodeStrategy), u"random"_s);
        QCOMPARE(settings.get(keys::HitFlushMs), 1000);
        QCOMPARE(settings.get(keys::ListenAddress), u"127.0.0.1:9090"_s);  // the good one is kept
    }

    // A damaged file gives the defaults and a warning, and is never written,
    // not even by the settings version Kurz stamps into a file it opens.
    void corruptFileReadsAsDefaultsAndIsNeverOverwritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"kurz.conf"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray garbage("\x00\xff\xfe[codes\nlength\x01=9\n==\n[[[\n", 28);
        garbage += QByteArray(4096, '\xc3');
        file.write(garbage);
        file.close();
        QTest::ignoreMessage(QtWarningMsg,
            QRegularExpression(u"^The settings file .*kurz\\.conf is damaged .*uses the default settings"_s));
        {
            Settings settings(path);
            QVERIFY(!settings.damage().isEmpty());
            QCOMPARE(settings.get(keys::CodeLength), 7);
            QCOMPARE(settings.get(keys::CodeStrategy), u"random"_s);
            QCOMPARE(settings.get(keys::ListenAddress), u"127.0.0.1:8080"_s);
            QVERIFY(settings.set(keys::CodeLength, 9).error().message.contains(u"Fix or remove the file"_s));
            settings.reset(keys::CodeLength);
            settings.sync();
        }
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), garbage);
    }

    // The settings file and Kurz's folders are for their owner only.
    void newFileAndFolderAreOwnerOnly()
    {
        const mode_t previous = ::umask(022);
        const auto restore = qScopeGuard([previous] { ::umask(previous); });
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"new-folder"_s);
        Settings settings(folder + u"/kurz.conf"_s);
        QVERIFY(settings.set(keys::CodeLength, 9).ok());
        settings.sync();
        QVERIFY(QFileInfo::exists(settings.fileName()));
        QVERIFY(!(QFile::permissions(settings.fileName()) & OthersRights));
        QVERIFY(!(QFile::permissions(folder) & OthersRights));
    }

    void defaultFoldersAndFileAreMadeOwnerOnlyWithOneLogLine()
    {
        test::TempHome home;
        home.useForThisProcess();
        const QString config = home.filePath(u"config/kurz"_s);
        const QString data = home.filePath(u"data/kurz"_s);
        QVERIFY(QDir().mkpath(config) && QDir().mkpath(data));
        QFile file(config + u"/kurz.conf"_s);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[codes]\nlength=9\n");
        file.close();
        const auto open = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
            | QFile::ReadOther | QFile::ExeOther;
        QVERIFY(QFile::setPermissions(config, open) && QFile::setPermissions(data, open));
        QVERIFY(QFile::setPermissions(
            file.fileName(), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));

        QTest::ignoreMessage(
            QtWarningMsg, QRegularExpression(u"^Made .*/config/kurz, .*/kurz\\.conf readable by this user only"_s));
        Settings settings;
        QCOMPARE(settings.fileName(), file.fileName());
        QCOMPARE(settings.get(keys::CodeLength), 9);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"^Made .*/data/kurz readable by this user only"_s));
        QCOMPARE(Settings::defaultDatabasePath(), data + u"/links.db"_s);
        for (const QString &path : {config, data, file.fileName()})
            QVERIFY2(!(QFile::permissions(path) & OthersRights), qPrintable(path));
        QTest::failOnWarning(QRegularExpression(u"readable by this user only"_s));
        Settings again;
        Settings::defaultDatabasePath();
    }

private:
    QString m_written;
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
