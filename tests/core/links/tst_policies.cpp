#include "core/links/AliasPolicy.h"
#include "core/links/UrlPolicy.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QHostInfo>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

class TestPolicies : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void targetsAreNormalisedOrRefusedWithAReason_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("normalized");  // empty: refused
        QTest::addColumn<QString>("messagePart");

        QTest::newRow("plain https") << u"https://example.org/a?b=c#d"_s << u"https://example.org/a?b=c#d"_s
                                     << QString();
        QTest::newRow("plain http") << u"http://example.org"_s << u"http://example.org"_s << QString();
        QTest::newRow("upper-case scheme and host")
            << u"HTTPS://Example.ORG/Path"_s << u"https://example.org/Path"_s << QString();
        QTest::newRow("default port dropped")
            << u"https://example.org:443/x"_s << u"https://example.org/x"_s << QString();
        QTest::newRow("other port kept") << u"http://example.org:8081/x"_s << u"http://example.org:8081/x"_s
                                         << QString();
        QTest::newRow("surrounding blanks") << u"  https://example.org/ \n"_s << u"https://example.org/"_s << QString();
        QTest::newRow("IDN host to punycode")
            << u"https://bücher.example/ü"_s << u"https://xn--bcher-kva.example/%C3%BC"_s << QString();
        QTest::newRow("space in path encoded")
            << u"https://example.org/a b"_s << u"https://example.org/a%20b"_s << QString();
        QTest::newRow("dot segments") << u"https://example.org/a/../b"_s << u"https://example.org/b"_s << QString();
        QTest::newRow("double slash inside the path kept")
            << u"https://web.archive.org/web/2020/https://example.org/"_s
            << u"https://web.archive.org/web/2020/https://example.org/"_s << QString();
        QTest::newRow("ipv6 literal") << u"http://[2001:db8::1]/x"_s << u"http://[2001:db8::1]/x"_s << QString();
        QTest::newRow("javascript") << u"javascript:alert(1)"_s << QString() << u"not 'javascript:'"_s;
        QTest::newRow("data") << u"data:text/html,<b>x</b>"_s << QString() << u"not 'data:'"_s;
        QTest::newRow("ftp") << u"ftp://example.org/file"_s << QString() << u"not 'ftp:'"_s;
        QTest::newRow("mailto") << u"mailto:someone@example.org"_s << QString() << u"not 'mailto:'"_s;
        QTest::newRow("relative path") << u"/relative/path"_s << QString() << u"not absolute"_s;
        QTest::newRow("no scheme") << u"example.org/page"_s << QString() << u"not absolute"_s;
        QTest::newRow("scheme-relative") << u"//example.org/x"_s << QString() << u"not absolute"_s;
        QTest::newRow("no host") << u"https:///path"_s << QString() << u"no host"_s;
        QTest::newRow("http without slashes") << u"http:example.org"_s << QString() << u"no host"_s;
        QTest::newRow("credentials") << u"https://user:pass@example.org/"_s << QString() << u"user name or password"_s;
        QTest::newRow("user only") << u"https://user@example.org/"_s << QString() << u"user name or password"_s;
        QTest::newRow("empty") << QString() << QString() << u"empty"_s;
        QTest::newRow("control character") << u"https://example.org/a\tb"_s << QString() << u"control character"_s;
        QTest::newRow("space in host") << u"https://exa mple.org/"_s << QString() << u"not a valid URL"_s;
        QTest::newRow("exactly 2048 bytes") << u"https://example.org/"_s + QString(2048 - 20, u'a')
                                            << u"https://example.org/"_s + QString(2048 - 20, u'a') << QString();
        QTest::newRow("2049 bytes") << u"https://example.org/"_s + QString(2049 - 20, u'a') << QString()
                                    << u"at most 2048"_s;
        QTest::newRow("long once encoded")
            << u"https://example.org/"_s + QString(1000, u'ü') << QString() << u"at most 2048"_s;
        QTest::newRow("own short URL") << u"http://127.0.0.1:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("own short URL via localhost") << u"http://localhost:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("own base URL") << u"https://s.example.net/x"_s << QString() << u"loop"_s;
        QTest::newRow("same host other port")
            << u"http://127.0.0.1:9090/abc"_s << u"http://127.0.0.1:9090/abc"_s << QString();
        // Other spellings of this machine loop just the same.
        QTest::newRow("unspecified") << u"http://0.0.0.0:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("zero") << u"http://0:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("v4-mapped loopback") << u"http://[::ffff:127.0.0.1]:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("ipv6 loopback") << u"http://[::1]:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("ipv6 unspecified") << u"http://[::]:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("localhost with trailing dot") << u"http://localhost.:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("name under localhost") << u"http://app.localhost:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("other loopback address") << u"http://127.0.0.2:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("loopback as one number") << u"http://2130706433:8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("this machine's name")
            << u"http://"_s + QSysInfo::machineHostName() + u":8080/abc"_s << QString() << u"loop"_s;
        QTest::newRow("base URL with trailing dot") << u"https://s.example.net./x"_s << QString() << u"loop"_s;
        QTest::newRow("other loopback address, other port")
            << u"http://127.0.0.2:9090/abc"_s << u"http://127.0.0.2:9090/abc"_s << QString();
        QTest::newRow("another machine on the port")
            << u"http://192.0.2.7:8080/abc"_s << u"http://192.0.2.7:8080/abc"_s << QString();
        for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
            if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback()) {
                QTest::newRow("this machine's LAN address")
                    << u"http://"_s + address.toString() + u":8080/abc"_s << QString() << u"loop"_s;
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
        policy.setOwnOrigins({QUrl(u"http://127.0.0.1:8080/"_s), QUrl(u"https://s.example.net/"_s)});
        const auto result = policy.normalize(input);
        if (normalized.isEmpty()) {
            QVERIFY2(!result.ok(), qPrintable(u"accepted: "_s + (result.ok() ? *result : QString())));
            QVERIFY2(result.error().message.contains(messagePart), qPrintable(result.error().message));
            QCOMPARE(result.error().field, u"url"_s);
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
        QTest::newRow("host and path") << u"example.org/x"_s << u"https://example.org/x"_s;
        QTest::newRow("host alone") << u" example.org "_s << u"https://example.org"_s;
        QTest::newRow("port and query") << u"example.org:8080?q=1"_s << u"https://example.org:8080?q=1"_s;
        QTest::newRow("localhost") << u"localhost:3000/a"_s << u"https://localhost:3000/a"_s;
        QTest::newRow("IDN") << u"münchen.de/karte"_s << u"https://münchen.de/karte"_s;
        QTest::newRow("with a scheme") << u"http://example.org/x"_s << u"http://example.org/x"_s;
        QTest::newRow("mailto") << u"mailto:me@example.org"_s << u"mailto:me@example.org"_s;
        QTest::newRow("javascript") << u"javascript:alert(1)"_s << u"javascript:alert(1)"_s;
        QTest::newRow("a word") << u"hello"_s << u"hello"_s;
        QTest::newRow("words") << u"see example.org"_s << u"see example.org"_s;
        QTest::newRow("a path") << u"/just/a/path"_s << u"/just/a/path"_s;
        QTest::newRow("dot at the end") << u"example./x"_s << u"example./x"_s;
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
        QTest::newRow("https") << u"https://example.org/x?q=1"_s << true;
        QTest::newRow("http, spaces around") << u"  http://example.org \n"_s << true;
        QTest::newRow("upper-case scheme") << u"HTTPS://example.org"_s << true;
        QTest::newRow("two lines") << u"https://example.org\nhttps://example.net"_s << false;
        QTest::newRow("a sentence") << u"https://example.org is nice"_s << false;
        QTest::newRow("a tab inside") << u"https://example.org/\tx"_s << false;
        QTest::newRow("no scheme") << u"example.org"_s << false;
        QTest::newRow("ftp") << u"ftp://example.org"_s << false;
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
        QTest::newRow("empty segments before invalid UTF-8") << QByteArray("http://8080///\xff\xff\xff"
                                                                           "abc6");
    }

    void acceptedTargetsAreAcceptedAgainUnchanged()
    {
        QFETCH(QByteArray, input);
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://127.0.0.1:8080/"_s), QUrl(u"https://s.example.net/"_s)});
        const auto once = policy.normalize(QString::fromUtf8(input));
        QVERIFY2(once.ok(), qPrintable(once.ok() ? QString() : once.error().message));
        const auto twice = policy.normalize(*once);
        QVERIFY2(twice.ok(), qPrintable(*once + u": "_s + (twice.ok() ? QString() : twice.error().message)));
        QCOMPARE(*twice, *once);
    }

    // Most targets are accepted by a look at their characters, without QUrl (imports): every
    // text must get the answer that the whole check gives, which a policy with own origins on
    // both default ports always runs.
    void plainTargetsGetTheAnswerOfTheWholeCheck()
    {
        UrlPolicy quick;
        UrlPolicy whole;
        whole.setOwnOrigins({QUrl(u"http://own.invalid/"_s), QUrl(u"https://own.invalid/"_s)});
        QStringList inputs;
        // The fuzzers' seeds (targets, and the import files' fields), whole and cut at separators.
        for (const QString &folder : {u"policies"_s, u"importers"_s}) {
            const QDir corpus(test::testData(QStringLiteral("../fuzz/corpus/")) + folder);
            const QStringList files = corpus.entryList(QDir::Files);
            QVERIFY(!files.isEmpty());
            for (const QString &name : files) {
                QFile file(corpus.filePath(name));
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(file.readAll());
                inputs << text << text.split(QRegularExpression(u"[\\n,;\"|\\s]"_s));
            }
        }
        // Texts close to plain ones: each character drawn from those a plain target may have
        // and those that make QUrl change or refuse it.
        QRandomGenerator random(12);
        const QStringList schemes{u"http://"_s, u"https://"_s, u"HTTP://"_s, u"http:/"_s, u"ftp://"_s};
        const QString hostCharacters = u"abcxyz019-.A_:@%ü "_s;
        const QString restCharacters = u"aZ09-._~!$&'()*+,;=:@/?#%[]{}|\\^`\"<> ü\t"_s;
        const auto draw = [&](const QString &from, int most) {
            QString text;
            for (int i = int(random.bounded(most + 1)); i > 0; --i)
                text += from.at(random.bounded(int(from.size())));
            return text;
        };
        for (int i = 0; i < 20000; ++i) {
            const QString host
                = random.bounded(2) ? draw(hostCharacters, 12) : u"www.example"_s + draw(u".-a0"_s, 2) + u".org"_s;
            inputs << schemes.at(random.bounded(int(schemes.size()))) + host
                    + (random.bounded(4) ? u"/"_s + draw(restCharacters, 24) : QString());
        }
        inputs << u"https://example.org/"_s + QString(2048 - 20, u'a')
               << u"https://example.org/"_s + QString(2049 - 20, u'a') << u"https://"_s + QString(64, u'a') + u".org/"_s
               << u"https://xn--bcher-kva.example/"_s << u"https://a.b.c.1/"_s << u"http://localhost/x"_s
               << u"https://a..b/"_s << u"https://-a.org/"_s << u"https://example.org/a/./b"_s
               << u"https://example.org/a/.."_s << u"https://example.org//a"_s << u"https://example.org?q"_s
               << u"https://example.org#f#g"_s;
        for (const QString &input : std::as_const(inputs)) {
            const auto expected = whole.normalize(input);
            const auto got = quick.normalize(input);
            QVERIFY2(got.ok() == expected.ok(), qPrintable(input));
            if (expected.ok())
                QVERIFY2(*got == *expected, qPrintable(input + u" -> "_s + *got + u", not "_s + *expected));
            else
                QCOMPARE(got.error().message, expected.error().message);
        }
    }

    void listenerOnAllInterfacesLoopsOnEverySpellingOfThisMachine()
    {
        UrlPolicy policy;
        policy.setOwnOrigins({QUrl(u"http://0.0.0.0:8080/"_s)});
        for (const QString &target : {u"http://localhost:8080/a"_s, u"http://127.0.0.1:8080/a"_s,
                 u"http://[::1]:8080/a"_s, u"http://0:8080/a"_s, u"http://localhost.:8080/a"_s}) {
            const auto result = policy.normalize(target);
            QVERIFY2(!result.ok(), qPrintable(target));
            QCOMPARE(result.error().reason, reasons::TargetLoops);
        }
        QVERIFY(policy.normalize(u"http://example.org:8080/a"_s).ok());
        QVERIFY(policy.normalize(u"http://localhost:8081/a"_s).ok());
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
        policy.setOwnOrigins({QUrl(u"http://127.0.0.1:8080/"_s)});
        const auto looping = policy.normalize(u"http://"_s + name + u":8080/a"_s);
        QVERIFY2(!looping.ok(), qPrintable(name));
        QCOMPARE(looping.error().reason, reasons::TargetLoops);
        QVERIFY(policy.normalize(u"http://"_s + name + u":9090/a"_s).ok());
        QVERIFY(policy.normalize(u"http://kurz-test.invalid:8080/a"_s).ok());  // RFC 6761: never resolves
    }

    void onlyAliasesOfAllowedCharactersAndLengthAreAccepted_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("word") << u"demo"_s << true;
        QTest::newRow("mixed") << u"My-Link_2"_s << true;
        QTest::newRow("three") << u"abc"_s << true;
        QTest::newRow("sixty-four") << QString(64, u'x') << true;
        QTest::newRow("two") << u"ab"_s << false;
        QTest::newRow("sixty-five") << QString(65, u'x') << false;
        QTest::newRow("slash") << u"a/b"_s << false;
        QTest::newRow("dot") << u"a.b"_s << false;
        QTest::newRow("leading dot") << u".well-known"_s << false;
        QTest::newRow("space") << u"a b"_s << false;
        QTest::newRow("umlaut") << u"grün"_s << false;
        QTest::newRow("reserved rest") << u"rest"_s << false;
        QTest::newRow("reserved any case") << u"REST"_s << false;
        QTest::newRow("reserved yourls") << u"yourls-api"_s << false;
        QTest::newRow("reserved health") << u"health"_s << false;
    }

    void onlyAliasesOfAllowedCharactersAndLengthAreAccepted()
    {
        QFETCH(QString, alias);
        QFETCH(bool, accepted);
        const auto result = AliasPolicy::validate(alias);
        QCOMPARE(result.ok(), accepted);
        if (!accepted) {
            QVERIFY(!result.error().message.isEmpty());
            QCOMPARE(result.error().field, u"alias"_s);
        }
    }

private:
    static QString loopbackNameFromHosts()
    {
        QFile hosts(u"/etc/hosts"_s);
        if (!hosts.open(QIODevice::ReadOnly | QIODevice::Text))
            return {};
        const QString machine = QSysInfo::machineHostName().toLower();
        while (!hosts.atEnd()) {
            const QStringList fields
                = QString::fromUtf8(hosts.readLine()).section(u'#', 0, 0).simplified().split(u' ', Qt::SkipEmptyParts);
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
