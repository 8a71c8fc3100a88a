#include "WindowParts.h"
#include "support/TempDatabase.h"
#include "support/TempHome.h"

#include "app/ServerListener.h"
#include "cli/Cli.h"
#include "core/codes/CodeStrategyRegistry.h"
#include "core/settings/SettingsKeys.h"
#include "gui/CodesSettingsPage.h"
#include "gui/DesktopApp.h"
#include "gui/SettingsDialog.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QtTest>

#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// The samples Settings → Codes shows are the codes `kurz codes encode` makes of the next
// counter values, given the options the strategy keys its codec with.
class CodeSamplesTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_home.useForThisProcess(); }

    void dialogSamplesAreWhatKurzCodesEncodes_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("alphabet");
        QTest::addColumn<int>("length");
        for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
            if (!entry.codec)
                continue;
            QTest::addRow("%s base62 7", qPrintable(entry.id)) << entry.id << u"base62"_s << 7;
            QTest::addRow("%s unambiguous 4", qPrintable(entry.id)) << entry.id << u"unambiguous"_s << 4;
            QTest::addRow("%s custom 9", qPrintable(entry.id)) << entry.id << u"abcdefghijklmnopqrstuvwxyz-_"_s << 9;
        }
    }

    void dialogSamplesAreWhatKurzCodesEncodes()
    {
        QFETCH(QString, strategy);
        QFETCH(QString, alphabet);
        QFETCH(int, length);
        test::TempDatabase temp;
        Settings settings(temp.file(u"kurz.conf"_s));
        DesktopApp app(settings, temp.db, std::make_unique<ServerListener>(temp.db, settings));
        for (int i = 0; i < 3; ++i)
            QVERIFY(app.shortenText(QStringLiteral("https://example.org/%1").arg(i)));

        SettingsDialog dialog(app, SettingsDialog::CodesPage);
        test::part<QComboBox>(&dialog, u"strategy"_s)
            ->setCurrentIndex(test::part<QComboBox>(&dialog, u"strategy"_s)->findData(strategy));
        const int known = test::part<QComboBox>(&dialog, u"alphabet"_s)->findData(alphabet);
        test::part<QComboBox>(&dialog, u"alphabet"_s)
            ->setCurrentIndex(known >= 0 ? known : test::part<QComboBox>(&dialog, u"alphabet"_s)->findData(QString()));
        if (known < 0)
            test::part<QLineEdit>(&dialog, u"customAlphabet"_s)->setText(alphabet);
        test::part<QSpinBox>(&dialog, u"codeLength"_s)->setValue(length);
        const QStringList samples = test::part<CodesSettingsPage>(&dialog)->sampleCodes();
        QCOMPARE(samples.size(), 5);

        CodeSettings codes;
        codes.strategy = strategy;
        codes.alphabet = alphabet;
        codes.length = length;
        const auto &codec = *CodeStrategyRegistry::find(strategy)->codec;
        const Codec::Options options
            = codec.keyedFor(codes, [&temp](const QString &name) { return temp.db->secret(name); });
        QStringList arguments{u"kurz"_s, u"codes"_s, u"encode"_s, u"--strategy"_s, codec.name, u"--alphabet"_s,
            *options.alphabet, u"--length"_s, QString::number(*options.length)};
        if (!codec.secretOption.isEmpty())
            arguments << u"--"_s + codec.secretOption << options.secret;
        QStringList printed;
        for (int i = 0; i < samples.size(); ++i) {
            QString out, err;
            QTextStream outStream(&out), errStream(&err);
            Cli cli;
            QCOMPARE(cli.run(arguments + QStringList{QString::number(4 + i)}, outStream, errStream), 0);
            QCOMPARE(err, QString());
            printed << out.trimmed();
        }
        QCOMPARE(samples, printed);
    }

private:
    test::TempHome m_home;
};

QTEST_MAIN(CodeSamplesTest)
#include "tst_code_samples.moc"
