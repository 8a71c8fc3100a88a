#include "support/TempDatabase.h"

#include "core/codes/Alphabet.h"
#include "core/codes/Blocklist.h"
#include "core/codes/CodeSpace.h"
#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/HashStrategy.h"
#include "core/links/CodeStrategyFactory.h"
#include "core/links/Shortener.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"

#include <QHash>
#include <QRegularExpression>
#include <QtTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

// Proposes the given codes in order, then nothing.
class ScriptedStrategy final : public CodeStrategy {
public:
    explicit ScriptedStrategy(QStringList codes)
        : m_codes(std::move(codes))
    {
    }
    QString id() const override { return u"scripted"_s; }
    bool usesCounter() const override { return false; }
    QString candidate(const CodeContext &context) override { return m_codes.value(context.attempt); }

private:
    QStringList m_codes;
};

const QStringList AllStrategies{u"random"_s, u"sequence"_s, u"sqids"_s, u"hashids"_s, u"feistel"_s, u"hash"_s};

}  // namespace

class CodeStrategiesTest : public QObject {
    Q_OBJECT

    static CodeSettings settingsFor(const QString &strategy)
    {
        CodeSettings settings;
        settings.strategy = strategy;
        return settings;
    }

    static QString candidate(CodeStrategy &strategy, quint64 counter, const QString &url = u"https://example.org/"_s)
    {
        CodeContext context;
        context.counter = counter;
        context.normalizedUrl = url;
        return strategy.candidate(context);
    }

private Q_SLOTS:
    void factoryBuildsEveryStrategy()
    {
        test::TempDatabase temp;
        for (const QString &name : AllStrategies) {
            auto settings = settingsFor(name);
            const auto strategy = makeCodeStrategy(settings, *temp.db);
            QCOMPARE(strategy->id(), name);
            QCOMPARE(strategy->usesCounter(), name != u"random" && name != u"hash");
            QVERIFY(CodeStrategyRegistry::check(settings).ok());
            QVERIFY(candidate(*strategy, 1).size() >= (name == u"sequence" ? 7 : 1));
        }
    }

    void settingsThatDoNotFitFallBackToRandom()
    {
        test::TempDatabase temp;
        auto settings = settingsFor(u"hashids"_s);
        QVERIFY(keys::CodeAlphabet.validate(u"0123456789"_s).ok());  // the settings allow it
        settings.alphabet = u"0123456789"_s;
        QVERIFY(CodeStrategyRegistry::check(settings).error().message.contains(u"at least 16 unique characters"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"falling back to random codes: .*16 unique"_s));
        QCOMPARE(makeCodeStrategy(settings, *temp.db)->id(), u"random"_s);
    }

    void secretsAreSharedThroughTheDatabase()
    {
        test::TempDatabase temp;
        auto second = Database::open(temp.path());  // another process on the same file
        QVERIFY(second);
        test::TempDatabase other;
        for (const QString &name : {u"sqids"_s, u"hashids"_s, u"feistel"_s}) {
            auto settings = settingsFor(name);
            const auto mine = makeCodeStrategy(settings, *temp.db);
            const auto theirs = makeCodeStrategy(settings, **second);
            const auto foreign = makeCodeStrategy(settings, *other.db);
            int differentFromForeign = 0;
            for (quint64 counter = 1; counter <= 20; ++counter) {
                QCOMPARE(candidate(*mine, counter), candidate(*theirs, counter));
                if (candidate(*mine, counter) != candidate(*foreign, counter))
                    ++differentFromForeign;
            }
            QVERIFY2(differentFromForeign >= 18, qPrintable(name));
        }
        QCOMPARE(temp.db->secret(u"codes.feistel"_s), (*second)->secret(u"codes.feistel"_s));
        QCOMPARE(temp.db->secret(u"codes.feistel"_s).size(), 64);
    }

    void codeSpaceOfTheSettings()
    {
        auto settings = settingsFor(u"random"_s);
        const CodeSpace space(settings.codeAlphabet().size(), settings.length);
        QCOMPARE(space.exactCapacity(), std::optional<quint64>(3521614606208ULL));  // 62^7
        settings.caseInsensitive = true;
        QCOMPARE(settings.codeAlphabet().characters(), Alphabet::lowerBase36().characters());
        settings.caseInsensitive = false;
        settings.alphabet = u"unambiguous"_s;
        QCOMPARE(settings.codeAlphabet().size(), 57);
    }

    void caseInsensitiveListenersGetLowerCaseCodes()
    {
        test::TempDatabase temp;
        for (const QString &name : AllStrategies) {
            auto settings = settingsFor(name);
            settings.caseInsensitive = true;
            const auto strategy = makeCodeStrategy(settings, *temp.db);
            for (quint64 counter = 1; counter <= 300; ++counter) {
                const QString code
                    = candidate(*strategy, counter, QStringLiteral("https://example.org/%1").arg(counter));
                for (QChar c : code)
                    QVERIFY2(Alphabet::lowerBase36().indexOf(c) >= 0, qPrintable(name + u": "_s + code));
            }
        }
    }

    void hashGivesTheSameFirstCandidateAndRetriesWithTheNext()
    {
        test::TempDatabase temp;
        LinkStore store(temp.db);
        HashStrategy reference(Alphabet::base62(), 7);
        Shortener shortener(store, std::make_unique<HashStrategy>(Alphabet::base62(), 7));
        CreateRequest request;
        request.url = u"https://example.org/same"_s;
        CodeContext context;
        context.normalizedUrl = request.url;
        const QString first = reference.candidate(context);
        context.attempt = 1;
        const QString second = reference.candidate(context);
        QVERIFY(first != second);

        QCOMPARE(shortener.create(request)->link.code, first);
        QCOMPARE(shortener.create(request)->link.code, second);  // the first is taken
        QVERIFY(store.remove(first).value());
        QCOMPARE(shortener.create(request)->link.code, first);  // free again: same URL, same code
    }

    void generatedCodesAvoidReservedAndBlockedWords()
    {
        test::TempDatabase temp;
        LinkStore store(temp.db);
        const QString blocked = u"ab"_s + Blocklist::standard().words().first().toUpper() + u"9"_s;
        QVERIFY(Blocklist::standard().occursIn(blocked));
        QVERIFY(!Blocklist::standard().occursIn(u"k7x2q9"_s));
        Shortener shortener(
            store, std::make_unique<ScriptedStrategy>(QStringList{u"rest"_s, u"Health"_s, blocked, u"k7x2q9"_s}));
        CreateRequest request;
        request.url = u"https://example.org/"_s;
        const auto created = shortener.create(request);
        QVERIFY2(created, qPrintable(created.error().message));
        QCOMPARE(created->link.code, u"k7x2q9"_s);

        // The blocklist is the default rejector, not a fixed rule: without it the word passes.
        Shortener permissive(store, std::make_unique<ScriptedStrategy>(QStringList{blocked}));
        permissive.setCodeRejector({});
        QCOMPARE(permissive.create(request)->link.code, blocked);
    }

    void aCandidateThatMeetsAnAliasTakesTheNextCounterValue()
    {
        test::TempDatabase temp;
        auto settings = settingsFor(u"sequence"_s);
        settings.length = 3;
        LinkStore store(temp.db);
        Shortener shortener(store, makeCodeStrategy(settings, *temp.db));
        CreateRequest alias;
        alias.url = u"https://example.org/alias"_s;
        alias.alias = u"002"_s;
        QVERIFY(shortener.create(alias));
        CreateRequest request;
        request.url = u"https://example.org/generated"_s;
        QCOMPARE(shortener.create(request)->link.code, u"001"_s);
        QCOMPARE(shortener.create(request)->link.code, u"003"_s);  // 2 met the alias
        QCOMPARE(shortener.create(request)->link.code, u"004"_s);
    }

    void changingStrategyAlphabetOrLengthKeepsEveryLink()
    {
        test::TempDatabase temp;
        LinkStore store(temp.db);
        auto settings = settingsFor(u"random"_s);
        QHash<QString, QString> targets;  // code -> target, as created
        const struct {
            const char16_t *alphabet;
            int length;
        } shapes[] = {
            {u"base62", 7},
            {u"base36", 3},
            {u"unambiguous", 5},
            {u"base62", 4},
        };
        int serial = 0;
        for (const auto &shape : shapes) {
            for (const QString &name : AllStrategies) {
                settings.strategy = name;
                settings.alphabet = QString::fromUtf16(shape.alphabet);
                settings.length = shape.length;
                Shortener shortener(store, makeCodeStrategy(settings, *temp.db));
                for (int i = 0; i < 15; ++i) {
                    CreateRequest request;
                    request.url = QStringLiteral("https://example.org/%1").arg(++serial);
                    const auto created = shortener.create(request);
                    QVERIFY2(created, qPrintable(name + u": "_s + created.error().message));
                    QVERIFY(!targets.contains(created->link.code));
                    targets.insert(created->link.code, created->link.target);
                }
                // Every link made so far, under any earlier settings, still resolves as made.
                for (auto it = targets.cbegin(); it != targets.cend(); ++it) {
                    const auto link = store.get(it.key());
                    QVERIFY(link);
                    QCOMPARE(link->status(QDateTime::currentDateTimeUtc()), LinkStatus::Live);
                    QCOMPARE(link->target, it.value());
                }
            }
        }
        QCOMPARE(store.pages().countAll().value(), qint64(targets.size()));
    }
};

QTEST_GUILESS_MAIN(CodeStrategiesTest)
#include "tst_code_strategies.moc"
