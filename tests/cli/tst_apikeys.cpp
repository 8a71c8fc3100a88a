#include "support/CliRunner.h"
#include "support/OldSchemaFile.h"
#include "support/TempDatabase.h"

#include "core/store/ApiKeyStore.h"
#include "core/store/Database.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

class TestApiKeys : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keysAreRandomAndStoredOnlyAsHashes()
    {
        TempDatabase temp;
        ApiKeyStore store(temp.db);
        const NewApiKey made = store.create(u"sharex"_s).value();
        const QString key = made.key;
        QVERIFY(QRegularExpression(u"^[0-9A-Za-z]{40}$"_s).match(key).hasMatch());
        QVERIFY(QRegularExpression(u"^[0-9a-f]{40}$"_s).match(made.signatureToken).hasMatch());
        QCOMPARE(store.signatureToken(u"sharex"_s).value(), made.signatureToken);
        QCOMPARE(ApiKeyStore::hashKey(key),
            QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex()));
        QVERIFY(store.findActive(ApiKeyStore::hashKey(key)).has_value());
        QVERIFY(!store.findActive(ApiKeyStore::hashKey(QString(key + u'x'))).has_value());

        QSet<QString> seen{key};
        for (int i = 0; i < 200; ++i)
            seen.insert(ApiKeyStore::generateKey());
        QCOMPARE(seen.size(), 201);
        QSet<QString> tokens{made.signatureToken};
        for (int i = 0; i < 200; ++i)
            tokens.insert(ApiKeyStore::generateSignatureToken());
        QCOMPARE(tokens.size(), 201);

        temp.db->closeThreadConnection();
        QByteArray bytes;
        for (const QString &suffix : {QString(), u"-wal"_s}) {
            QFile file(temp.path() + suffix);
            if (file.open(QIODevice::ReadOnly))
                bytes += file.readAll();
        }
        QVERIFY(bytes.contains(ApiKeyStore::hashKey(key).toLatin1()));
        QVERIFY(!bytes.contains(key.toLatin1()));
    }

    // Keys made before signature tokens existed get one each when the
    // database is migrated; the token is random, not derived from what the database keeps.
    void migrationGivesEveryKeyItsOwnToken()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.db"_s);
        QStringList keys;
        for (const QString &name : {u"one"_s, u"two"_s}) {
            keys << u"INSERT INTO api_keys (name, key_hash, created_at) VALUES ('%1', '%2', 0)"_s.arg(
                name, ApiKeyStore::hashKey(name));
        }
        const QString failed = test::writeOldSchemaFile(path, 2, keys);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        auto db = Database::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        ApiKeyStore store(*db);
        const QString one = store.signatureToken(u"one"_s).value();
        const QString two = store.signatureToken(u"two"_s).value();
        QVERIFY(QRegularExpression(u"^[0-9a-f]{40}$"_s).match(one).hasMatch());
        QVERIFY(QRegularExpression(u"^[0-9a-f]{40}$"_s).match(two).hasMatch());
        QVERIFY(one != two);
        QVERIFY(one != ApiKeyStore::hashKey(u"one"_s).left(40));
        QCOMPARE(store.activeSignatureTokens().size(), 2);
    }

    void namesAreUniqueAndRevocable()
    {
        TempDatabase temp;
        ApiKeyStore store(temp.db);
        const QString key = store.create(u"raycast"_s).value().key;
        const auto again = store.create(u"raycast"_s);
        QVERIFY(!again);
        QCOMPARE(again.error().kind, Error::Kind::Conflict);
        QVERIFY(!store.create(u"  "_s));
        QCOMPARE(store.revoke(u"raycast"_s).value(), true);
        QCOMPARE(store.revoke(u"raycast"_s).value(), false);
        QVERIFY(!store.revoke(u"nobody"_s));
        QVERIFY(!store.findActive(ApiKeyStore::hashKey(key)).has_value());
        QVERIFY(store.activeSignatureTokens().isEmpty());
        const QList<ApiKeyInfo> all = store.list();
        QCOMPARE(all.size(), 1);
        QVERIFY(all.first().revokedAt.isValid());
    }

    void commandShowsTheKeyOnceAndListsAndRevokesByName()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"alfred"_s}), 0);
        const QString key = cli.out.trimmed();
        QCOMPARE(cli.out, key + u'\n');  // the key alone on stdout
        QCOMPARE(key.size(), ApiKeyStore::KeyLength);
        const QRegularExpressionMatch shownToken
            = QRegularExpression(u"signature token.*: ([0-9a-f]{40})$"_s, QRegularExpression::MultilineOption)
                  .match(cli.err);
        QVERIFY2(shownToken.hasMatch(), qPrintable(cli.err));  // with the key, on stderr
        QCOMPARE(cli.run({u"api-key"_s, u"token"_s, u"alfred"_s}), 0);
        QCOMPARE(cli.out, shownToken.captured(1) + u'\n');  // again on demand, alone on stdout
        QCOMPARE(cli.run({u"api-key"_s, u"token"_s, u"nobody"_s}), 1);
        QVERIFY(cli.err.contains(u"api-key list"_s));
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"script"_s, u"--json"_s}), 0);
        const QJsonObject created = QJsonDocument::fromJson(cli.out.toUtf8()).object();
        QCOMPARE(created.value(u"key"_s).toString().size(), ApiKeyStore::KeyLength);
        QCOMPARE(created.value(u"signatureToken"_s).toString().size(), 40);
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"alfred"_s}), 1);
        QVERIFY(cli.err.contains(u"alfred"_s));
        QVERIFY(cli.out.isEmpty());

        QCOMPARE(cli.run({u"api-key"_s, u"list"_s}), 0);
        QVERIFY(cli.out.startsWith(u"alfred\t"_s));
        QVERIFY(cli.out.contains(u"active"_s));
        QVERIFY(!cli.out.contains(key));

        QCOMPARE(cli.run({u"api-key"_s, u"revoke"_s, u"alfred"_s}), 0);
        QCOMPARE(cli.run({u"api-key"_s, u"list"_s, u"--json"_s}), 0);
        const QJsonArray list = QJsonDocument::fromJson(cli.out.toUtf8()).array();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.first().toObject().value(u"name"_s).toString(), u"alfred"_s);
        QVERIFY(QDateTime::fromString(list.first().toObject().value(u"created"_s).toString(), Qt::ISODate).isValid());
        QVERIFY(QDateTime::fromString(list.first().toObject().value(u"revoked"_s).toString(), Qt::ISODate).isValid());

        QCOMPARE(cli.run({u"api-key"_s, u"revoke"_s, u"nobody"_s}), 1);
        QVERIFY(cli.err.contains(u"api-key list"_s));
        QCOMPARE(cli.run({u"api-key"_s, u"rotate"_s}), 1);
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s}), 1);
    }

    void scopesAreMadeAndListed()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"grafana"_s, u"--read-only"_s, u"--expires"_s,
                     u"2099-01-31"_s}),
            0);
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"teammate"_s, u"--own-links"_s}), 0);
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"all"_s}), 0);
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"late"_s, u"--expires"_s, u"2001-01-01"_s}), 1);
        QVERIFY2(cli.err.contains(u"has passed"_s), qPrintable(cli.err));
        QCOMPARE(cli.run({u"api-key"_s, u"create"_s, u"--name"_s, u"late"_s, u"--expires"_s, u"soon"_s}), 1);
        QVERIFY2(cli.err.contains(u"not a date"_s), qPrintable(cli.err));

        QCOMPARE(cli.run({u"api-key"_s, u"list"_s}), 0);
        const QStringList lines = cli.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        // The day starts in local time, as every date the CLI reads.
        QVERIFY2(lines.at(0).contains(u"\tactive\tread-only, expires 2099-01-"_s), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(1).endsWith(u"\tactive\town-links"_s), qPrintable(lines.at(1)));
        QVERIFY2(lines.at(2).endsWith(u"\tactive\tfull"_s), qPrintable(lines.at(2)));

        {
            auto db = Database::open(cli.databasePath());
            QVERIFY(db.ok());
            QSqlQuery q((*db)->connection());
            QVERIFY(q.exec(u"UPDATE api_keys SET expires_at = 0 WHERE name = 'grafana'"_s));
        }
        QCOMPARE(cli.run({u"api-key"_s, u"list"_s, u"--json"_s}), 0);
        const QJsonObject first = QJsonDocument::fromJson(cli.out.toUtf8()).array().first().toObject();
        QCOMPARE(first.value(u"readOnly"_s).toBool(), true);
        QCOMPARE(first.value(u"ownLinks"_s).toBool(), false);
        QCOMPARE(first.value(u"expires"_s).toString(), u"1970-01-01T00:00:00Z"_s);
        QVERIFY(first.value(u"domain"_s).isNull());
        QCOMPARE(cli.run({u"api-key"_s, u"list"_s}), 0);
        QVERIFY2(cli.out.startsWith(u"grafana\t"_s) && cli.out.section(u'\n', 0, 0).contains(u"\texpired\t"_s),
            qPrintable(cli.out));
    }
};

QTEST_GUILESS_MAIN(TestApiKeys)
#include "tst_apikeys.moc"
