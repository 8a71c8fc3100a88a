#include "support/TempDatabase.h"

#include "core/codes/CodeCost.h"
#include "core/codes/CodeStrategyRegistry.h"
#include "core/links/CodeStrategyFactory.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"

#include <QSet>

#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

CodeSettings settingsFor(const QString &strategy)
{
    CodeSettings settings;
    settings.strategy = strategy;
    return settings;
}

}  // namespace

class CodeRegistryTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void listsEveryStrategyExactlyOnce()
    {
        const QStringList ids = CodeStrategyRegistry::ids();
        QCOMPARE(ids,
            (QStringList{u"random"_s, u"sequence"_s, u"sqids"_s, u"hashids"_s, u"feistel"_s, u"hash"_s, u"snowflake"_s,
                u"pool"_s}));
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
        const QStringList codecs = CodeStrategyRegistry::codecNames();
        QCOMPARE(codecs, (QStringList{u"base62"_s, u"sqids"_s, u"hashids"_s, u"feistel"_s, u"snowflake"_s}));
        for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
            QVERIFY2(entry.name && *entry.name && entry.help && *entry.help, qPrintable(entry.id));
            QVERIFY(entry.make);
            if (entry.codec)
                QVERIFY(entry.codec->make && entry.codec->keyedFor);
        }
        QCOMPARE(keys::CodeStrategy.defaultValue, ids.first());
    }

    // Every strategy has its cost (CodeCost), so that Settings -> Codes never shows an empty line;
    // the docs' example is what the arithmetic gives.
    void everyStrategyHasACost()
    {
        for (const QString &id : CodeStrategyRegistry::ids()) {
            CodeSettings settings;
            settings.strategy = id;
            const CodeCost cost = CodeCost::of(settings, 12408);
            QVERIFY2(!cost.guessability.isEmpty() && cost.length >= 7, qPrintable(id));
        }
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        QLocale::setDefault(english);  // the counts the cost line writes in words
        QCOMPARE(CodeCost::of(CodeSettings(), 12408).line(12408, english),
            u"At 12,408 links: 3.5 × 10^-6 retries per 1,000 creates; unguessable: one guess in 284 million finds a "
            "link; 7 characters."_s);
    }

    void idsRoundTrip()
    {
        test::TempDatabase temp;
        Settings settings(temp.file(u"kurz.conf"_s));
        for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
            QCOMPARE(CodeStrategyRegistry::find(entry.id), &entry);
            QVERIFY(settings.set(keys::CodeStrategy, entry.id).ok());
            QCOMPARE(codeSettings(settings).strategy, entry.id);
            const auto strategy
                = CodeStrategyRegistry::make(codeSettings(settings), [](const QString &) { return QString(); });
            QVERIFY2(strategy, qPrintable(entry.id));
            QCOMPARE((*strategy)->id(), entry.id);
            QCOMPARE(makeCodeStrategy(codeSettings(settings), *temp.db)->id(), entry.id);
            if (entry.codec) {
                QCOMPARE(CodeStrategyRegistry::findCodec(entry.codec->name), &entry);
                QCOMPARE(CodeStrategyRegistry::findCodec(entry.id), &entry);
            } else {
                QCOMPARE(CodeStrategyRegistry::findCodec(entry.id), nullptr);
            }
        }
        QCOMPARE(CodeStrategyRegistry::find(u"base62"_s), nullptr);
    }

    void validationRefusesAnUnknownIdListingTheRegistry()
    {
        test::TempDatabase temp;
        Settings settings(temp.file(u"kurz.conf"_s));
        const QString expected
            = u"Unknown code strategy 'base64'. Choose one of: "_s + CodeStrategyRegistry::ids().join(u", "_s) + u'.';
        QCOMPARE(settings.set(keys::CodeStrategy, u"base64"_s).error().message, expected);
        QCOMPARE(settings.get(keys::CodeStrategy), u"random"_s);  // nothing stored
        QCOMPARE(CodeStrategyRegistry::check(settingsFor(u"base64"_s)).error().message, expected);
    }

    // What `kurz codes` runs with the options a strategy keys its codec with is what the
    // strategy proposes, number for number.
    void strategiesProposeWhatTheirCodecEncodes()
    {
        test::TempDatabase temp;
        const CodeSecrets secrets = [&temp](const QString &name) { return temp.db->secret(name); };
        for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
            if (!entry.codec || !entry.codec->ofCounter)
                continue;
            for (const QString &alphabet : {u"base62"_s, u"unambiguous"_s, u"abcdefghijklmnopqrstuvwxyz"_s}) {
                CodeSettings settings = settingsFor(entry.id);
                settings.alphabet = alphabet;
                settings.length = 5;
                const auto strategy = makeCodeStrategy(settings, *temp.db);
                QCOMPARE(strategy->id(), entry.id);
                const auto codec = entry.codec->make(entry.codec->keyedFor(settings, secrets));
                QVERIFY2(codec, qPrintable(codec.error().message));
                for (quint64 counter : {1ULL, 2ULL, 61ULL, 12345ULL, 9999999ULL}) {
                    CodeContext context;
                    context.counter = counter;
                    const QString candidate = strategy->candidate(context);
                    QCOMPARE(*codec->encode({&counter, 1}), candidate);
                    QCOMPARE(codec->decode(candidate), std::vector<quint64>{counter});
                }
            }
        }
    }

    void codecsRoundTripWithTheirDefaults()
    {
        for (const QString &name : CodeStrategyRegistry::codecNames()) {
            const auto codec = CodeStrategyRegistry::findCodec(name)->codec->make({});
            QVERIFY2(codec, qPrintable(name));
            std::vector<quint64> numbers
                = codec->takesList ? std::vector<quint64>{0, 7, 18446744073709551615ULL} : std::vector<quint64>{123456};
            if (name == u"snowflake")  // time (ms since 1970), machine, sequence
                numbers = {1767225600000ULL + 12345, 7, 3};
            const auto code = codec->encode(numbers);
            QVERIFY2(code, qPrintable(name));
            QCOMPARE(codec->decode(*code), numbers);
        }
    }
};

QTEST_GUILESS_MAIN(CodeRegistryTest)
#include "tst_code_registry.moc"
