#include "support/CliRunner.h"
#include "support/OldSchemaFile.h"
#include "support/TempDatabase.h"

#include "core/store/ApiKeyStore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

using namespace kurz;
using namespace kurz::test;

class TestApiKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysAreRandomAndStoredOnlyAsHashes()
    {
        TempDatabase temp;
        ApiKeyStore store(temp.db);
        const NewApiKey made = store.create(u"sharex"_qs).value();
        const QString key = made.key;
        QVERIFY(QRegularExpression(u"^[0-9A-Za-z]{40}$"_qs).match(key).hasMatch());
        QVERIFY(QRegularExpression(u"^[0-9a-f]{40}$"_qs).match(made.signatureToken).hasMatch());
        QCOMPARE(store.signatureToken(u"sharex"_qs).value(), made.signatureToken);
        QCOMPARE(ApiKeyStore::hashKey(key), QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex()));
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
        for (const QString &suffix : {QString(), u"-wal"_qs}) {
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
        const QString path = dir.filePath(u"old.db"_qs);
        QStringList keys;
        for (const QString &name : {u"one"_qs, u"two"_qs}) {
            keys << u"INSERT INTO api_keys (name, key_hash, created_at) VALUES ('%1', '%2', 0)"_qs.arg(
                name, ApiKeyStore::hashKey(name));
        }
        const QString failed = test::writeOldSchemaFile(path, 2, keys);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        auto db = Database::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        ApiKeyStore store(*db);
        const QString one = store.signatureToken(u"one"_qs).value();
        const QString two = store.signatureToken(u"two"_qs).value();
        QVERIFY(QRegularExpression(u"^[0-9a-f]{40}$"_qs).match(one).hasMatch());
        QVERIFY(QRegularExpression(u"^[0-9a-f]{40}$"_qs).match(two).hasMatch());
        QVERIFY(one != two);
        QVERIFY(one != ApiKeyStore::hashKey(u"one"_qs).left(40));
        QCOMPARE(store.activeSignatureTokens().size(), 2);
    }

    void namesAreUniqueAndRevocable()
    {
        TempDatabase temp;
        ApiKeyStore store(temp.db);
        const QString key = store.create(u"raycast"_qs).value().key;
        const auto again = store.create(u"raycast"_qs);
        QVERIFY(!again);
        QCOMPARE(again.error().kind, Error::Kind::Conflict);
        QVERIFY(!store.create(u"  "_qs));
        QCOMPARE(store.revoke(u"raycast"_qs).value(), true);
        QCOMPARE(store.revoke(u"raycast"_qs).value(), false);
        QVERIFY(!store.revoke(u"nobody"_qs));
        QVERIFY(!store.findActive(ApiKeyStore::hashKey(key)).has_value());
        QVERIFY(store.activeSignatureTokens().isEmpty());
        const QList<ApiKeyInfo> all = store.list();
        QCOMPARE(all.size(), 1);
        QVERIFY(all.first().revokedAt.isValid());
    }

    void commandShowsTheKeyOnceAndListsAndRevokesByName()
    {
        CliRunner cli;
        QCOMPARE(cli.run({u"api-key"_qs, u"create"_qs, u"--name"_qs, u"alfred"_qs}), 0);
        const QString key = cli.out.trimmed();
        QCOMPARE(cli.out, key + u'\n');  // the key alone on stdout
        QCOMPARE(key.size(), ApiKeyStore::KeyLength);
        const QRegularExpressionMatch shownToken = QRegularExpression(u"signature token.*: ([0-9a-f]{40})$"_qs,
                                                                      QRegularExpression::MultilineOption).match(cli.err);
        QVERIFY2(shownToken.hasMatch(), qPrintable(cli.err));  // with the key, on stderr
        QCOMPARE(cli.run({u"api-key"_qs, u"token"_qs, u"alfred"_qs}), 0);
        QCOMPARE(cli.out, shownToken.captured(1) + u'\n');  // again on demand, alone on stdout
        QCOMPARE(cli.run({u"api-key"_qs, u"token"_qs, u"nobody"_qs}), 1);
        QVERIFY(cli.err.contains(u"api-key list"_qs));
        QCOMPARE(cli.run({u"api-key"_qs, u"create"_qs, u"--name"_qs, u"script"_qs, u"--json"_qs}), 0);
        const QJsonObject created = QJsonDocument::fromJson(cli.out.toUtf8()).object();
        QCOMPARE(created.value(u"key"_qs).toString().size(), ApiKeyStore::KeyLength);
        QCOMPARE(created.value(u"signatureToken"_qs).toString().size(), 40);
        QCOMPARE(cli.run({u"api-key"_qs, u"create"_qs, u"--name"_qs, u"alfred"_qs}), 1);
        QVERIFY(cli.err.contains(u"alfred"_qs));
        QVERIFY(cli.out.isEmpty());

        QCOMPARE(cli.run({u"api-key"_qs, u"list"_qs}), 0);
        QVERIFY(cli.out.startsWith(u"alfred\t"_qs));
        QVERIFY(cli.out.contains(u"active"_qs));
        QVERIFY(!cli.out.contains(key));

        QCOMPARE(cli.run({u"api-key"_qs, u"revoke"_qs, u"alfred"_qs}), 0);
        QCOMPARE(cli.run({u"api-key"_qs, u"list"_qs, u"--json"_qs}), 0);
        const QJsonArray list = QJsonDocument::fromJson(cli.out.toUtf8()).array();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.first().toObject().value(u"name"_qs).toString(), u"alfred"_qs);
        QVERIFY(QDateTime::fromString(list.first().toObject().value(u"created"_qs).toString(), Qt::ISODate).isValid());
        QVERIFY(QDateTime::fromString(list.first().toObject().value(u"revoked"_qs).toString(), Qt::ISODate).isValid());

        QCOMPARE(cli.run({u"api-key"_qs, u"revoke"_qs, u"nobody"_qs}), 1);
        QVERIFY(cli.err.contains(u"api-key list"_qs));
        QCOMPARE(cli.run({u"api-key"_qs, u"rotate"_qs}), 1);
        QCOMPARE(cli.run({u"api-key"_qs, u"create"_qs}), 1);
    }
};

QTEST_GUILESS_MAIN(TestApiKeys)
#include "tst_apikeys.moc"
