// Passwords on links (docs/server.md, "Passwords"): the Argon2id hash, the form page, the
// cookie, Basic auth, the guess limits and counting, over real loopback sockets.
#include "ServerTestSupport.h"
#include "support/HttpTestClient.h"

#include "core/links/LinkPassword.h"
#include "server/PasswordGate.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

namespace {

const QString Password = u"correct horse"_s;
const QByteArray Target = "https://secret.example.org/plans";

// Adds the protected link "vault" (and the plain "open") and starts the server.
QString startWithVault(ServerFixture &f, const QString &password = Password)
{
    CreateRequest request;
    request.url = QString::fromLatin1(Target);
    request.alias = u"vault"_s;
    request.passwordHash = *linkpassword::hash(password);
    if (!f.links.create(request))
        return u"cannot create the link"_s;
    insertLink(f.store, u"open"_s, u"https://example.org/"_s);
    return f.start();
}

QByteArray post(const QByteArray &path, const QByteArray &body, const QByteArray &extraHeaders = {})
{
    return "POST " + path + " HTTP/1.1\r\nHost: kurz.test\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        + extraHeaders + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

QByteArray basic(const QByteArray &user, const QByteArray &password)
{
    return "Authorization: Basic " + QByteArray(user + ':' + password).toBase64() + "\r\n";
}

// One request on a fresh connection from `from` (an address of 127/8).
HttpResult ask(quint16 port, const QByteArray &request, const QHostAddress &from = QHostAddress(u"127.0.0.1"_s))
{
    QTcpSocket socket;
    if (!connectFrom(socket, from, port))
        return {};
    return exchange(socket, request, request.startsWith("HEAD"));
}

// The limits count per minute of the clock: a test of them starts early in a minute, so that
// its tries never straddle two.
void startEarlyInAMinute()
{
    const qint64 intoMinute = QDateTime::currentMSecsSinceEpoch() % 60000;
    if (intoMinute > 45000)
        QTest::qWait(int(60000 - intoMinute + 50));
}

// The cookie's name=value from a Set-Cookie header.
QByteArray cookieOf(const HttpResult &r)
{
    return r.header("Set-Cookie").split(';').first();
}

}  // namespace

class TestLinkPasswords : public QObject {
    Q_OBJECT

private slots:
    void hashIsArgon2idWithTheChosenCost()
    {
        const auto hashed = linkpassword::hash(Password);
        QVERIFY(hashed);
        QVERIFY2(hashed->startsWith(u"$argon2id$v=19$m=19456,t=2,p=1$"_s), qPrintable(*hashed));
        QVERIFY(!hashed->contains(Password));
        QVERIFY(linkpassword::isHash(*hashed));
        QVERIFY(linkpassword::verify(*hashed, Password.toUtf8()));
        QVERIFY(!linkpassword::verify(*hashed, "correct horsE"));
        QVERIFY(!linkpassword::verify(*hashed, ""));
        // A fresh salt each time: the same password never hashes alike.
        QVERIFY(*linkpassword::hash(Password) != *hashed);
        // Hashes made with other parameters (another Kurz's) still verify: they carry theirs.
        const auto cheaper = linkpassword::hash(u"pässwörd"_s, linkpassword::Cost{1024, 1, 1});
        QVERIFY(cheaper && cheaper->contains(u"m=1024,t=1,p=1"_s));
        QVERIFY(linkpassword::verify(*cheaper, u"pässwörd"_s.toUtf8()));
        // What an import could bring and no check should run: not Argon2id, or a cost out of bounds.
        QVERIFY(!linkpassword::isHash(
            u"$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo"_s));
        QVERIFY(!linkpassword::isHash(
            u"$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo"_s));
        QVERIFY(!linkpassword::isHash(u"correct horse"_s));
        QVERIFY(!linkpassword::verify(u"plain"_s, "plain"));
        // Empty and overlong passwords are refused with the field named.
        QCOMPARE(linkpassword::hash({}).error().field, u"password"_s);
        QCOMPARE(linkpassword::hash(QString(linkpassword::MaxBytes + 1, u'x')).error().reason, reasons::FieldInvalid);
    }

    void storedOnlyAsHashAndCarriedByEdits()
    {
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        const Link vault = f.reload(u"vault"_s);
        QVERIFY(vault.isProtected());
        QVERIFY(linkpassword::verify(vault.passwordHash, Password.toUtf8()));
        QSqlQuery q(f.temp.db->connection());
        QVERIFY(q.exec(u"SELECT count(*) FROM links WHERE password_hash LIKE '%correct horse%'"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        // A hash that is not one is refused, as the field "password".
        LinkEdit bad;
        bad.passwordHash = u"correct horse"_s;
        const auto refused = f.links.edit(u"vault"_s, bad);
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, u"password"_s);
        // Removing it makes the link plain again, and the listener redirects at once.
        LinkEdit none;
        none.passwordHash = QString();
        QVERIFY(f.links.edit(u"vault"_s, none));
        QVERIFY(!f.reload(u"vault"_s).isProtected());
        QCOMPARE(ask(f.port, getRequest("/vault")).status, 302);
    }

    void formPageInsteadOfTheRedirect()
    {
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        for (int i = 0; i < 3; ++i) {  // the first loads the link, the others find it cached
            const HttpResult r = ask(f.port, getRequest("/vault"));
            QCOMPARE(r.status, 200);
            QCOMPARE(r.header("Content-Type"), QByteArray("text/html; charset=utf-8"));
            QCOMPARE(r.header("Cache-Control"), QByteArray("no-store"));
            QCOMPARE(r.header("X-Robots-Tag"), QByteArray("noindex"));
            QVERIFY(r.header("Location").isEmpty());
            QVERIFY(r.header("Set-Cookie").isEmpty());
            QVERIFY(r.body.contains("<form method=\"post\">"));
            QVERIFY(r.body.contains("name=\"password\" type=\"password\""));
            QVERIFY(!r.body.contains("<script"));
            QVERIFY(!r.body.contains("secret.example.org"));
            QVERIFY(!r.body.contains("plans"));
            QVERIFY(r.body.contains("lang=\"en\""));
        }
        // With extra path and query too; HEAD gets the form's headers.
        QCOMPARE(ask(f.port, getRequest("/vault?x=1")).status, 200);
        const HttpResult head = ask(f.port, getRequest("/vault", {}, "HEAD"));
        QCOMPARE(head.status, 200);
        QVERIFY(head.header("Location").isEmpty());
        // In German for a browser that prefers German.
        const HttpResult german = ask(f.port, getRequest("/vault", "Accept-Language: de-DE,de;q=0.9,en;q=0.5\r\n"));
        QCOMPARE(german.status, 200);
        QVERIFY(german.body.contains("lang=\"de\""));
        QVERIFY(german.body.contains("Passwort erforderlich"));
        QCOMPARE(german.header("Content-Language"), QByteArray("de"));
        QVERIFY(!ask(f.port, getRequest("/vault", "Accept-Language: en-GB,de;q=0.8\r\n")).body.contains("lang=\"de\""));
        // A plain link answers as ever; a POST to it stays 405.
        QCOMPARE(ask(f.port, getRequest("/open")).status, 302);
        QCOMPARE(ask(f.port, post("/open", "password=x")).status, 405);
        QCOMPARE(ask(f.port, post("/nothing", "password=x")).status, 405);
    }

    void rightPasswordRedirectsAndSetsTheCookie()
    {
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        const HttpResult wrong = ask(f.port, post("/vault", "password=wrong"));
        QCOMPARE(wrong.status, 200);
        QVERIFY(wrong.body.contains("role=\"alert\""));
        QVERIFY(wrong.header("Location").isEmpty());
        QVERIFY(wrong.header("Set-Cookie").isEmpty());

        const HttpResult right = ask(f.port, post("/vault?utm=1", "password=correct+horse"));
        QCOMPARE(right.status, 303);
        QCOMPARE(right.header("Location"), Target + "?utm=1");
        QCOMPARE(right.header("Cache-Control"), QByteArray("no-store"));
        const QByteArray setCookie = right.header("Set-Cookie");
        QVERIFY(setCookie.startsWith("kurz_pw="));
        QVERIFY(setCookie.contains("; Path=/vault;"));
        QVERIFY(setCookie.contains("; Max-Age=43200;"));  // 12 h, the default
        QVERIFY(setCookie.contains("HttpOnly"));
        QVERIFY(!setCookie.contains("correct"));
        QVERIFY(!setCookie.contains(f.reload(u"vault"_s).passwordHash.toLatin1().split('$').last()));
        // The cookie lets the next visit straight through, on either path, and no new one is set.
        const QByteArray cookie = "Cookie: other=1; " + cookieOf(right) + "\r\n";
        for (int i = 0; i < 3; ++i) {
            const HttpResult again = ask(f.port, getRequest("/vault", cookie));
            QCOMPARE(again.status, 302);
            QCOMPARE(again.header("Location"), Target);
            QVERIFY(again.header("Set-Cookie").isEmpty());
        }
        // Not for another link's code, and not once the password changed.
        LinkEdit change;
        change.passwordHash = *linkpassword::hash(u"new one"_s);
        QVERIFY(f.links.edit(u"vault"_s, change));
        QTRY_COMPARE_WITH_TIMEOUT(ask(f.port, getRequest("/vault", cookie)).status, 200, 5000);
        QCOMPARE(ask(f.port, post("/vault", "password=new%20one")).status, 303);
    }

    // The form's POST is answered 303 whatever the link's status: a 307 or 308 would make the
    // browser post the password on to the target. Scripts with Basic auth get the link's own.
    void formAnswerNeverForwardsThePost()
    {
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        LinkEdit permanent;
        permanent.redirectStatus = 308;
        QVERIFY(f.links.edit(u"vault"_s, permanent));
        const HttpResult form = ask(f.port, post("/vault", "password=correct+horse"));
        QCOMPARE(form.status, 303);
        QCOMPARE(form.header("Location"), Target);
        QVERIFY(form.header("Set-Cookie").startsWith("kurz_pw="));
        const HttpResult script = ask(f.port, getRequest("/vault", basic("", "correct horse")));
        QCOMPARE(script.status, 308);
        QCOMPARE(script.header("Cache-Control"), QByteArray("no-store"));  // never cached past the check
        QCOMPARE(ask(f.port, getRequest("/vault", "Cookie: " + cookieOf(form) + "\r\n")).status, 308);
    }

    void cookieSignatureAndLifetime()
    {
        ServerFixture f;
        f.settings.set(keys::PasswordCookieHours, 1);
        QVERIFY(startWithVault(f).isEmpty());
        const Link vault = f.reload(u"vault"_s);
        const QByteArray secret = f.temp.db->secret(u"link-passwords"_s).toLatin1();
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const auto withCookie = [&](const QByteArray &token) {
            return ask(f.port, getRequest("/vault", "Cookie: kurz_pw=" + token + "\r\n")).status;
        };
        // The lifetime setting reaches the cookie.
        QVERIFY(ask(f.port, post("/vault", "password=correct+horse")).header("Set-Cookie").contains("Max-Age=3600;"));
        // A token signed with the database's secret passes until it expires.
        QCOMPARE(withCookie(PasswordGate::token(secret, vault.id, vault.passwordHash, now + 60)), 302);
        QCOMPARE(withCookie(PasswordGate::token(secret, vault.id, vault.passwordHash, now - 1)), 200);
        // Forged: another secret, another link, a later expiry under the old signature, garbage.
        QCOMPARE(withCookie(PasswordGate::token("not the secret", vault.id, vault.passwordHash, now + 60)), 200);
        QCOMPARE(withCookie(PasswordGate::token(secret, vault.id + 1, vault.passwordHash, now + 60)), 200);
        QByteArray extended = PasswordGate::token(secret, vault.id, vault.passwordHash, now + 60);
        extended.replace(0, extended.indexOf('.'), QByteArray::number(now + 999999));
        QCOMPARE(withCookie(extended), 200);
        QCOMPARE(withCookie("1"), 200);
        QCOMPARE(withCookie("."), 200);
    }

    void basicAuthForScripts()
    {
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        const HttpResult right = ask(f.port, getRequest("/vault", basic("anyone", "correct horse")));
        QCOMPARE(right.status, 302);
        QCOMPARE(right.header("Location"), Target);
        QCOMPARE(ask(f.port, getRequest("/vault", basic("", "correct horse"))).status, 302);
        const HttpResult wrong = ask(f.port, getRequest("/vault", basic("anyone", "wrong")));
        QCOMPARE(wrong.status, 401);
        QVERIFY(wrong.header("WWW-Authenticate").startsWith("Basic realm="));
        QVERIFY(wrong.header("Location").isEmpty());
        QVERIFY(!wrong.body.contains("secret.example.org"));
        // Not Basic, or no colon: the form.
        QCOMPARE(ask(f.port, getRequest("/vault", "Authorization: Bearer abc\r\n")).status, 200);
        QCOMPARE(ask(f.port, getRequest("/vault", "Authorization: Basic " + QByteArray("nocolon").toBase64() + "\r\n"))
                     .status,
            200);
    }

    void guessesLimitedPerAddress()
    {
        startEarlyInAMinute();
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        const QHostAddress attacker(u"127.0.0.7"_s);
        for (int i = 0; i < PasswordGate::TriesPerAddress; ++i)
            QCOMPARE(ask(f.port, post("/vault", "password=guess" + QByteArray::number(i)), attacker).status, 200);
        const HttpResult limited = ask(f.port, post("/vault", "password=correct+horse"), attacker);
        QCOMPARE(limited.status, 429);
        const int retry = limited.header("Retry-After").toInt();
        QVERIFY2(retry >= 1 && retry <= 60, limited.header("Retry-After").constData());
        QVERIFY(limited.header("Location").isEmpty());
        // Basic auth counts alike; others are not held up.
        QCOMPARE(ask(f.port, getRequest("/vault", basic("x", "correct horse")), attacker).status, 429);
        QCOMPARE(ask(f.port, post("/vault", "password=correct+horse"), QHostAddress(u"127.0.0.8"_s)).status, 303);
        // A right password is no guess: it leaves the address's count where it was.
        const QHostAddress user(u"127.0.0.9"_s);
        for (int i = 0; i < PasswordGate::TriesPerAddress + 3; ++i)
            QCOMPARE(ask(f.port, post("/vault", "password=correct+horse"), user).status, 303);
        // The tries are rows of the current minute in the database, not memory.
        QCOMPARE(f.scalar(u"SELECT sum(tries) FROM password_guesses WHERE subject = 'a:127.0.0.7'"_s),
            PasswordGate::TriesPerAddress + 2);
        QCOMPARE(f.scalar(u"SELECT sum(tries) FROM password_guesses WHERE subject = 'a:127.0.0.9'"_s), 0);
    }

    void guessesLimitedPerLink()
    {
        // The limit counts per minute: tries that straddle a minute (slow sanitizer builds on a
        // busy machine) are made again in a fresh one.
        for (int attempt = 1;; ++attempt) {
            startEarlyInAMinute();
            const qint64 minute = QDateTime::currentSecsSinceEpoch() / 60;
            ServerFixture f;
            QVERIFY(startWithVault(f).isEmpty());
            int tried = 0;
            for (int address = 10; tried < PasswordGate::TriesPerLink; ++address) {
                const QHostAddress from(u"127.0.1."_s + QString::number(address));
                for (int i = 0; i < PasswordGate::TriesPerAddress && tried < PasswordGate::TriesPerLink; ++i, ++tried)
                    QCOMPARE(ask(f.port, post("/vault", "password=wrong"), from).status, 200);
            }
            const HttpResult limited
                = ask(f.port, post("/vault", "password=correct+horse"), QHostAddress(u"127.0.2.1"_s));
            if (QDateTime::currentSecsSinceEpoch() / 60 != minute && attempt < 3) {
                qInfo("the tries straddled a minute; again in a fresh one");
                QTest::qWait(int(60000 - QDateTime::currentMSecsSinceEpoch() % 60000 + 50));
                continue;
            }
            QCOMPARE(limited.status, 429);
            QVERIFY(limited.header("Retry-After").toInt() >= 1);
            // Its own counts leave the address free for another link... and a cookie still passes.
            const Link vault = f.reload(u"vault"_s);
            const QByteArray token = PasswordGate::token(f.temp.db->secret(u"link-passwords"_s).toLatin1(), vault.id,
                vault.passwordHash, QDateTime::currentSecsSinceEpoch() + 60);
            QCOMPARE(
                ask(f.port, getRequest("/vault", "Cookie: kurz_pw=" + token + "\r\n"), QHostAddress(u"127.0.2.1"_s))
                    .status,
                302);
            QCOMPARE(f.scalar(u"SELECT sum(tries) FROM password_guesses WHERE subject = 'a:127.0.2.1'"_s), 0);
            return;
        }
    }

    // Two listeners on one database (two processes sharing a PostgreSQL database, in the _pg
    // run): the tries of one count for the other.
    void limitsHoldAcrossListeners()
    {
        startEarlyInAMinute();
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        Settings otherSettings{f.temp.file(u"other.conf"_s)};
        otherSettings.set(keys::ListenAddress, u"127.0.0.1:0"_s);
        // A Database of its own, as another process (or another machine's kurz serve) has.
        auto opened = Database::open(f.temp.path());
        QVERIFY(opened);
        RedirectServer other(*opened, otherSettings);
        const auto url = other.start();
        QVERIFY(url);
        const quint16 otherPort = quint16(url->port());
        const QHostAddress from(u"127.0.3.1"_s);
        for (int i = 0; i < PasswordGate::TriesPerAddress; ++i)
            QCOMPARE(ask(i % 2 ? otherPort : f.port, post("/vault", "password=wrong"), from).status, 200);
        QCOMPARE(ask(f.port, post("/vault", "password=correct+horse"), from).status, 429);
        QCOMPARE(ask(otherPort, post("/vault", "password=correct+horse"), from).status, 429);
        other.stop();
    }

    void countedOnceWhenRedirected()
    {
        ServerFixture f;
        QVERIFY(startWithVault(f).isEmpty());
        // Forms, wrong tries and 401s are no visits.
        QCOMPARE(ask(f.port, getRequest("/vault")).status, 200);
        QCOMPARE(ask(f.port, getRequest("/vault")).status, 200);
        QCOMPARE(ask(f.port, post("/vault", "password=no")).status, 200);
        QCOMPARE(ask(f.port, getRequest("/vault", basic("a", "no"))).status, 401);
        // Each redirect is one: by the form, by Basic auth, by the cookie.
        const HttpResult right = ask(f.port, post("/vault", "password=correct+horse"));
        QCOMPARE(right.status, 303);
        QCOMPARE(ask(f.port, getRequest("/vault", basic("a", "correct horse"))).status, 302);
        QCOMPARE(ask(f.port, getRequest("/vault", "Cookie: " + cookieOf(right) + "\r\n")).status, 302);
        f.server->stop();
        const Link vault = f.reload(u"vault"_s);
        QCOMPARE(vault.hits, 3);
        QCOMPARE(f.scalar(u"SELECT sum(count) FROM visits WHERE link_id = %1"_s.arg(vault.id)), 3);
    }
};

QTEST_GUILESS_MAIN(TestLinkPasswords)
#include "tst_linkpasswords.moc"
