#include "core/links/AliasPolicy.h"
#include "core/links/UrlPolicy.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QHostInfo>
#include <QNetworkInterface>
#include <QSysInfo>
#include <QTest>

using namespace kurz;

class TestPolicies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void targetsAreNormalisedOrRefusedWithAReason_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("normalized");  // empty: refused
        QTest::addColumn<QString>("messagePart");

        QTest::newRow("plain https") << u"https://example.org/a?b=c#d"_qs << u"https://example.org/a?b=c#d"_qs << QString();
        QTest::newRow("plain http") << u"http://example.org"_qs << u"http://example.org"_qs << QString();
        QTest::newRow("upper-case scheme and host") << u"HTTPS://Example.ORG/Path"_qs << u"https://example.org/Path"_qs << QString();
        QTest::newRow("default port dropped") << u"https://example.org:443/x"_qs << u"https://example.org/x"_qs << QString();
        QTest::newRow("other port kept") << u"http://example.org:8081/x"_qs << u"http://example.org:8081/x"_qs << QString();
        QTest::newRow("surrounding blanks") << u"  https://example.org/ \n"_qs << u"https://example.org/"_qs << QString();
        QTest::newRow("IDN host to punycode") << u"https://bücher.example/ü"_qs << u"https://xn--bcher-kva.example/%C3%BC"_qs << QString();
        QTest::newRow("space in path encoded") << u"https://example.org/a b"_qs << u"https://example.org/a%20b"_qs << QString();
        QTest::newRow("dot segments") << u"https://example.org/a/../b"_qs << u"https://example.org/b"_qs << QString();
        QTest::newRow("double slash inside the path kept") << u"https://web.archive.org/web/2020/https://example.org/"_qs << u"https://web.archive.org/web/2020/https://example.org/"_qs << QString();
        QTest::newRow("ipv6 literal") << u"http://[2001:db8::1]/x"_qs << u"http://[2001:db8::1]/x"_qs << QString();
        QTest::newRow("javascript") << u"javascript:alert(1)"_qs << QString() << u"not 'javascript:'"_qs;
        QTest::newRow("data") << u"data:text/html,<b>x</b>"_qs << QString() << u"not 'data:'"_qs;
        QTest::newRow("ftp") << u"ftp://example.org/file"_qs << QString() << u"not 'ftp:'"_qs;
        QTest::newRow("mailto") << u"mailto:someone@example.org"_qs << QString() << u"not 'mailto:'"_qs;
        QTest::newRow("relative path") << u"/relative/path"_qs << QString() << u"not absolute"_qs;
        QTest::newRow("no scheme") << u"example.org/page"_qs << QString() << u"not absolute"_qs;
        QTest::newRow("scheme-relative") << u"//example.org/x"_qs << QString() << u"not absolute"_qs;
        QTest::newRow("no host") << u"https:///path"_qs << QString() << u"no host"_qs;
        QTest::newRow("http without slashes") << u"http:example.org"_qs << QString() << u"no host"_qs;
        QTest::newRow("credentials") << u"https://user:pass@example.org/"_qs << QString() << u"user name or password"_qs;
        QTest::newRow("user only") << u"https://user@example.org/"_qs << QString() << u"user name or password"_qs;
        QTest::newRow("empty") << QString() << QString() << u"empty"_qs;
        QTest::newRow("control character") << u"https://example.org/a\tb"_qs << QString() << u"control character"_qs;
        QTest::newRow("space in host") << u"https://exa mple.org/"_qs << QString() << u"not a valid URL"_qs;
        QTest::newRow("exactly 2048 bytes") << u"https://example.org/"_qs + QString(2048 - 20, u'a') << u"https://example.org/"_qs + QString(2048 - 20, u'a') << QString();
        QTest::newRow("2049 bytes") << u"https://example.org/"_qs + QString(2049 - 20, u'a') << QString() << u"at most 2048"_qs;
        QTest::newRow("long once encoded") << u"https://example.org/"_qs + QString(1000, u'ü') << QString() << u"at most 2048"_qs;
        QTest::newRow("own short URL") << u"http://127.0.0.1:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("own short URL via localhost") << u"http://localhost:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("own base URL") << u"https://s.example.net/x"_qs << QString() << u"loop"_qs;
        QTest::newRow("same host other port") << u"http://127.0.0.1:9090/abc"_qs << u"http://127.0.0.1:9090/abc"_qs << QString();
        // Other spellings of this machine loop just the same.
        QTest::newRow("unspecified") << u"http://0.0.0.0:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("zero") << u"http://0:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("v4-mapped loopback") << u"http://[::ffff:127.0.0.1]:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("ipv6 loopback") << u"http://[::1]:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("ipv6 unspecified") << u"http://[::]:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("localhost with trailing dot") << u"http://localhost.:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("name under localhost") << u"http://app.localhost:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("other loopback address") << u"http://127.0.0.2:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("loopback as one number") << u"http://2130706433:8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("this machine's name") << u"http://"_qs + QSysInfo::machineHostName() + u":8080/abc"_qs << QString() << u"loop"_qs;
        QTest::newRow("base URL with trailing dot") << u"https://s.example.net./x"_qs << QString() << u"loop"_qs;
        QTest::newRow("other loopback address, other port") << u"http://127.0.0.2:9090/abc"_qs << u"http://127.0.0.2:9090/abc"_qs << QString();
        QTest::newRow("another machine on the port") << u"http://192.0.2.7:8080/abc"_qs << u"http://192.0.2.7:8080/abc"_qs << QString();
        for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
            if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback()) {
                QTest::newRow("this machine's LAN address") << u"http://"_qs + address.toString() + u":8080/abc"_qs << QString() << u"loop"_qs;
                break;
            }
        }
    }

    void targetsAreNormalisedOrRefusedWithAReason()
    {
        QFETCH(QString, input);
        QFETCH(QString, normalized);
        QFETCH(QString, messagePart);
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://127.0.0.1:8080/"_qs), QUrl(u"https://s.example.net/"_qs)});
        const auto result = policy.normalize(input);
        if (normalized.isEmpty()) {
            QVERIFY2(!result.ok(), qPrintable(u"accepted: "_qs + (result.ok() ? *result : QString())));
            QVERIFY2(result.error().message.contains(messagePart), qPrintable(result.error().message));
            QCOMPARE(result.error().field, u"url"_qs);
        } else {
            QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
            QCOMPARE(*result, normalized);
        }
    }

    // Normalising is idempotent: what tests/fuzz/fuzz_policies found, kept as it found it.
    // What the window takes an address typed without a scheme to mean; anything that is not
    // a host name first is left for normalize() to refuse with its reason.
    void addressesWithoutSchemeAreTakenAsHttps_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("meant");
        QTest::newRow("host and path") << u"example.org/x"_qs << u"https://example.org/x"_qs;
        QTest::newRow("host alone") << u" example.org "_qs << u"https://example.org"_qs;
        QTest::newRow("port and query") << u"example.org:8080?q=1"_qs << u"https://example.org:8080?q=1"_qs;
        QTest::newRow("localhost") << u"localhost:3000/a"_qs << u"https://localhost:3000/a"_qs;
        QTest::newRow("IDN") << u"münchen.de/karte"_qs << u"https://münchen.de/karte"_qs;
        QTest::newRow("with a scheme") << u"http://example.org/x"_qs << u"http://example.org/x"_qs;
        QTest::newRow("mailto") << u"mailto:me@example.org"_qs << u"mailto:me@example.org"_qs;
        QTest::newRow("javascript") << u"javascript:alert(1)"_qs << u"javascript:alert(1)"_qs;
        QTest::newRow("a word") << u"hello"_qs << u"hello"_qs;
        QTest::newRow("words") << u"see example.org"_qs << u"see example.org"_qs;
        QTest::newRow("a path") << u"/just/a/path"_qs << u"/just/a/path"_qs;
        QTest::newRow("dot at the end") << u"example./x"_qs << u"example./x"_qs;
    }

    void addressesWithoutSchemeAreTakenAsHttps()
    {
        QFETCH(QString, typed);
        QFETCH(QString, meant);
        QCOMPARE(UrlPolicy::withAssumedScheme(typed), meant);
    }

    // What the clipboard and a drop on the window must hold to be shortened: one http(s)
    // address, nothing around it.
    void oneWebAddressIsRecognised_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("one");
        QTest::newRow("https") << u"https://example.org/x?q=1"_qs << true;
        QTest::newRow("http, spaces around") << u"  http://example.org \n"_qs << true;
        QTest::newRow("upper-case scheme") << u"HTTPS://example.org"_qs << true;
        QTest::newRow("two lines") << u"https://example.org\nhttps://example.net"_qs << false;
        QTest::newRow("a sentence") << u"https://example.org is nice"_qs << false;
        QTest::newRow("a tab inside") << u"https://example.org/\tx"_qs << false;
        QTest::newRow("no scheme") << u"example.org"_qs << false;
        QTest::newRow("ftp") << u"ftp://example.org"_qs << false;
    }

    void oneWebAddressIsRecognised()
    {
        QFETCH(QString, text);
        QFETCH(bool, one);
        QCOMPARE(UrlPolicy::isOneWebAddress(text), one);
    }

    void acceptedTargetsAreAcceptedAgainUnchanged_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty segments before invalid UTF-8") << QByteArray("http://8080///\xff\xff\xff" "abc6");
    }

    void acceptedTargetsAreAcceptedAgainUnchanged()
    {
        QFETCH(QByteArray, input);
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://127.0.0.1:8080/"_qs), QUrl(u"https://s.example.net/"_qs)});
        const auto once = policy.normalize(QString::fromUtf8(input));
        QVERIFY2(once.ok(), qPrintable(once.ok() ? QString() : once.error().message));
        const auto twice = policy.normalize(*once);
        QVERIFY2(twice.ok(), qPrintable(*once + u": "_qs + (twice.ok() ? QString() : twice.error().message)));
        QCOMPARE(*twice, *once);
    }

    // Most targets are accepted by a look at their characters, without QUrl (imports): every
    // text must get the answer that the whole check gives, which a policy with own origins on
    // both default ports always runs.
    void plainTargetsGetTheAnswerOfTheWholeCheck()
    {
        UrlPolicy quick;
        UrlPolicy whole;
        whole.setOwnOrigins({QUrl(u"http://own.invalid/"_qs), QUrl(u"https://own.invalid/"_qs)});
        QStringList inputs;
        // The fuzzers' seeds (targets, and the import files' fields), whole and cut at separators.
        for (const QString &folder : {u"policies"_qs, u"importers"_qs}) {
            const QDir corpus(test::testData(QStringLiteral("../fuzz/corpus/")) + folder);
            const QStringList files = corpus.entryList(QDir::Files);
            QVERIFY(!files.isEmpty());
            for (const QString &name : files) {
                QFile file(corpus.filePath(name));
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(file.readAll());
                inputs << text << text.split(QRegularExpression(u"[\\n,;\"|\\s]"_qs));
            }
        }
        // Texts close to plain ones: each character drawn from those a plain target may have
        // and those that make QUrl change or refuse it.
        QRandomGenerator random(12);
        const QStringList schemes{u"http://"_qs, u"https://"_qs, u"HTTP://"_qs, u"http:/"_qs, u"ftp://"_qs};
        const QString hostCharacters = u"abcxyz019-.A_:@%ü "_qs;
        const QString restCharacters = u"aZ09-._~!$&'()*+,;=:@/?#%[]{}|\\^`\"<> ü\t"_qs;
        const auto draw = [&](const QString &from, int most) {
            QString text;
            for (int i = int(random.bounded(most + 1)); i > 0; --i)
                text += from.at(random.bounded(int(from.size())));
            return text;
        };
        for (int i = 0; i < 20000; ++i) {
            const QString host = random.bounded(2) ? draw(hostCharacters, 12) : u"www.example"_qs + draw(u".-a0"_qs, 2) + u".org"_qs;
            inputs << schemes.at(random.bounded(int(schemes.size()))) + host + (random.bounded(4) ? u"/"_qs + draw(restCharacters, 24) : QString());
        }
        inputs << u"https://example.org/"_qs + QString(2048 - 20, u'a') << u"https://example.org/"_qs + QString(2049 - 20, u'a')
               << u"https://"_qs + QString(64, u'a') + u".org/"_qs << u"https://xn--bcher-kva.example/"_qs << u"https://a.b.c.1/"_qs
               << u"http://localhost/x"_qs << u"https://a..b/"_qs << u"https://-a.org/"_qs << u"https://example.org/a/./b"_qs
               << u"https://example.org/a/.."_qs << u"https://example.org//a"_qs << u"https://example.org?q"_qs << u"https://example.org#f#g"_qs;
        for (const QString &input : std::as_const(inputs)) {
            const auto expected = whole.normalize(input);
            const auto got = quick.normalize(input);
            QVERIFY2(got.ok() == expected.ok(), qPrintable(input));
            if (expected.ok())
                QVERIFY2(*got == *expected, qPrintable(input + u" -> "_qs + *got + u", not "_qs + *expected));
            else
                QCOMPARE(got.error().message, expected.error().message);
        }
    }

    void listenerOnAllInterfacesLoopsOnEverySpellingOfThisMachine()
    {
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://0.0.0.0:8080/"_qs)});
        for (const QString &target : {u"http://localhost:8080/a"_qs, u"http://127.0.0.1:8080/a"_qs, u"http://[::1]:8080/a"_qs,
                                      u"http://0:8080/a"_qs, u"http://localhost.:8080/a"_qs}) {
            const auto result = policy.normalize(target);
            QVERIFY2(!result.ok(), qPrintable(target));
            QCOMPARE(result.error().reason, reasons::TargetLoops);
        }
        QVERIFY(policy.normalize(u"http://example.org:8080/a"_qs).ok());
        QVERIFY(policy.normalize(u"http://localhost:8081/a"_qs).ok());
    }

    // A name that leads here only through /etc/hosts or DNS loops as well. The test cannot
    // add one, so it takes one the machine has (Debian's ip6-localhost, a container's
    // own name), other than those known without a lookup.
    void namesResolvingToThisMachineLoop()
    {
        const QString name = loopbackNameFromHosts();
        if (name.isEmpty())
            QSKIP("/etc/hosts names no loopback address other than localhost and the host name");
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://127.0.0.1:8080/"_qs)});
        const auto looping = policy.normalize(u"http://"_qs + name + u":8080/a"_qs);
        QVERIFY2(!looping.ok(), qPrintable(name));
        QCOMPARE(looping.error().reason, reasons::TargetLoops);
        QVERIFY(policy.normalize(u"http://"_qs + name + u":9090/a"_qs).ok());
        QVERIFY(policy.normalize(u"http://kurz-test.invalid:8080/a"_qs).ok());  // RFC 6761: never resolves
    }

    void onlyAliasesOfAllowedCharactersAndLengthAreAccepted_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("word") << u"demo"_qs << true;
        QTest::newRow("mixed") << u"My-Link_2"_qs << true;
        QTest::newRow("three") << u"abc"_qs << true;
        QTest::newRow("sixty-four") << QString(64, u'x') << true;
        QTest::newRow("two") << u"ab"_qs << false;
        QTest::newRow("sixty-five") << QString(65, u'x') << false;
        QTest::newRow("slash") << u"a/b"_qs << false;
        QTest::newRow("dot") << u"a.b"_qs << false;
        QTest::newRow("leading dot") << u".well-known"_qs << false;
        QTest::newRow("space") << u"a b"_qs << false;
        QTest::newRow("umlaut") << u"grün"_qs << false;
        QTest::newRow("reserved rest") << u"rest"_qs << false;
        QTest::newRow("reserved any case") << u"REST"_qs << false;
        QTest::newRow("reserved yourls") << u"yourls-api"_qs << false;
        QTest::newRow("reserved health") << u"health"_qs << false;
    }

    void onlyAliasesOfAllowedCharactersAndLengthAreAccepted()
    {
        QFETCH(QString, alias);
        QFETCH(bool, accepted);
        const auto result = AliasPolicy::validate(alias);
        QCOMPARE(result.ok(), accepted);
        if (!accepted) {
            QVERIFY(!result.error().message.isEmpty());
            QCOMPARE(result.error().field, u"alias"_qs);
        }
    }

private:
    static QString loopbackNameFromHosts()
    {
        QFile hosts(u"/etc/hosts"_qs);
        if (!hosts.open(QIODevice::ReadOnly | QIODevice::Text))
            return {};
        const QString machine = QSysInfo::machineHostName().toLower();
        while (!hosts.atEnd()) {
            const QStringList fields = QString::fromUtf8(hosts.readLine()).section(u'#', 0, 0).simplified().split(u' ', Qt::SkipEmptyParts);
            for (const QString &field : fields.mid(1)) {
                const QString name = field.toLower();
                if (name.isEmpty() || name == u"localhost" || name.endsWith(u".localhost") || name.startsWith(machine))
                    continue;
                const QList<QHostAddress> addresses = QHostInfo::fromName(name).addresses();
                if (!addresses.isEmpty() && addresses.first().isLoopback())
                    return name;
            }
        }
        return {};
    }
};

QTEST_GUILESS_MAIN(TestPolicies)
#include "tst_policies.moc"
