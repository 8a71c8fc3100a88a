#include "WindowParts.h"
#include "support/InsertLink.h"
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
#include <QDateTime>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
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

    // Chosen on the page with the keyboard: the layout field appears, the samples are
    // Snowflake codes of this moment and the page says what they cost; OK stores both.
    void snowflakeIsChosenAndExplainedOnThePage()
    {
        test::TempDatabase temp;
        Settings settings(temp.file(u"kurz.conf"_s));
        DesktopApp app(settings, temp.db, std::make_unique<ServerListener>(temp.db, settings));
        SettingsDialog dialog(app, SettingsDialog::CodesPage);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *strategy = test::part<QComboBox>(&dialog, u"strategy"_s);
        auto *layout = test::part<QLineEdit>(&dialog, u"snowflakeLayout"_s);
        QVERIFY(!layout->isVisible());
        strategy->setFocus();
        QTest::keyClick(strategy, Qt::Key_End);  // the last strategy, the pool
        QTest::keyClick(strategy, Qt::Key_Up);  // the one before it
        QCOMPARE(strategy->currentData().toString(), u"snowflake"_s);
        QVERIFY(layout->isVisible());
        QCOMPARE(layout->text(), u"41/10/12"_s);
        auto *page = test::part<CodesSettingsPage>(&dialog);
        QCOMPARE(page->sampleCodes().first().size(), 11);
        QVERIFY2(page->arithmeticText().contains(u"Codes of 11 characters"_s), qPrintable(page->arithmeticText()));

        layout->setFocus();
        layout->selectAll();
        QTest::keyClicks(layout, u"36/8/6"_s);
        const QStringList samples = page->sampleCodes();
        QCOMPARE(samples.size(), 5);
        QVERIFY2(page->arithmeticText().contains(u"Codes of 9 characters"_s), qPrintable(page->arithmeticText()));
        QString out, err;
        QTextStream outStream(&out), errStream(&err);
        Cli cli;
        QCOMPARE(cli.run({u"kurz"_s, u"codes"_s, u"--json"_s, u"decode"_s, u"--strategy"_s, u"snowflake"_s,
                             u"--layout"_s, u"36/8/6"_s, samples.last()},
                     outStream, errStream),
            0);
        const qint64 ms = out.section(u'[', 1).section(u',', 0, 0).toLongLong();
        QVERIFY2(qAbs(ms - QDateTime::currentMSecsSinceEpoch()) < 60000, qPrintable(out));

        QTest::keyClicks(layout, u"x"_s);  // 36/8/6x: refused where the samples were
        QVERIFY2(page->previewText().contains(u"TIME/MACHINE/SEQUENCE"_s), qPrintable(page->previewText()));
        QTest::keyClick(layout, Qt::Key_Backspace);
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(settings.get(keys::CodeStrategy), u"snowflake"_s);
        QCOMPARE(settings.get(keys::SnowflakeLayout), u"36/8/6"_s);
    }

    // The pool chosen with the keyboard: its fields appear, the page says how many codes are
    // left (as `kurz codes pool` does), and OK stores what was typed.
    void poolIsChosenAndCountedOnThePage()
    {
        test::TempDatabase temp;
        Settings settings(temp.file(u"kurz.conf"_s));
        QString out, err;
        QTextStream outStream(&out), errStream(&err);
        QCOMPARE(Cli().run({u"kurz"_s, u"codes"_s, u"pool"_s, u"--refill"_s, u"300"_s, u"--db"_s, temp.path(),
                               u"--config"_s, settings.fileName()},
                     outStream, errStream),
            0);
        QVERIFY2(out.contains(u"Pool: 300 codes left of 10,000"_s), qPrintable(out + err));
        DesktopApp app(settings, temp.db, std::make_unique<ServerListener>(temp.db, settings));
        SettingsDialog dialog(app, SettingsDialog::CodesPage);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *strategy = test::part<QComboBox>(&dialog, u"strategy"_s);
        auto *batch = test::part<QSpinBox>(&dialog, u"poolBatch"_s);
        auto *page = test::part<CodesSettingsPage>(&dialog);
        QVERIFY(!batch->isVisible());
        strategy->setFocus();
        QTest::keyClick(strategy, Qt::Key_End);
        QCOMPARE(strategy->currentData().toString(), u"pool"_s);
        QVERIFY(batch->isVisible());
        QVERIFY(test::part<QComboBox>(&dialog, u"poolCodes"_s)->isVisible());
        QVERIFY2(page->poolStatusText().contains(u"300 codes left in the pool of 10,000"_s),
            qPrintable(page->poolStatusText()));
        QVERIFY2(page->poolStatusText().contains(u"0 handed out"_s), qPrintable(page->poolStatusText()));
        batch->setFocus();
        batch->selectAll();
        QTest::keyClicks(batch, u"250"_s);
        auto *size = test::part<QSpinBox>(&dialog, u"poolSize"_s);
        size->setFocus();
        size->selectAll();
        QTest::keyClicks(size, u"5000"_s);
        QVERIFY2(
            page->poolStatusText().contains(u"of 5,000 (refilled below 2,500)"_s), qPrintable(page->poolStatusText()));
        auto *codes = test::part<QComboBox>(&dialog, u"poolCodes"_s);
        codes->setFocus();
        QTest::keyClick(codes, Qt::Key_Down);
        QCOMPARE(temp.db->codePool().counts()->free, 300);  // the page takes nothing from the pool
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(settings.get(keys::CodeStrategy), u"pool"_s);
        QCOMPARE(settings.get(keys::PoolBatch), 250);
        QCOMPARE(settings.get(keys::PoolSize), 5000);
        QCOMPARE(settings.get(keys::PoolCodes), u"feistel"_s);
    }

    // Every strategy chosen in turn with the keyboard says what it costs at the links stored:
    // retries expected, guessability and length (CodeCost).
    void everyStrategyHasACostLine()
    {
        test::TempDatabase temp;
        Settings settings(temp.file(u"kurz.conf"_s));
        DesktopApp app(settings, temp.db, std::make_unique<ServerListener>(temp.db, settings));
        for (int i = 0; i < 3; ++i)
            test::insertLink(app.store(), u"cost%1"_s.arg(i), u"https://example.org/%1"_s.arg(i));
        SettingsDialog dialog(app, SettingsDialog::CodesPage);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *length = test::part<QSpinBox>(&dialog, u"codeLength"_s);
        length->setFocus();
        length->selectAll();
        QTest::keyClicks(length, u"3"_s);  // 62^3 = 238,328 codes: 3 links make retries visible
        auto *strategy = test::part<QComboBox>(&dialog, u"strategy"_s);
        auto *page = test::part<CodesSettingsPage>(&dialog);
        strategy->setFocus();
        QTest::keyClick(strategy, Qt::Key_Home);
        const QList<std::pair<QString, QStringList>> expected{
            {u"random"_s, {u"0.013 retries per 1,000 creates"_s, u"unguessable: one guess in"_s, u"; 3 characters."_s}},
            {u"sequence"_s, {u"0 retries"_s, u"enumerable"_s, u"at least 3 characters"_s}},
            {u"sqids"_s, {u"0 retries"_s, u"shuffled alphabet"_s, u"at least 3 characters"_s}},
            {u"hashids"_s, {u"0 retries"_s, u"learns the salt"_s, u"at least 3 characters"_s}},
            {u"feistel"_s, {u"0 retries"_s, u"unguessable without the key"_s, u"; 3 characters."_s}},
            {u"hash"_s, {u"0.013 retries"_s, u"compute its code"_s, u"; 3 characters."_s}},
            {u"snowflake"_s, {u"0 retries"_s, u"when a link was made"_s, u"; 11 characters."_s}},
            {u"pool"_s,
                {u"0 retries per 1,000 creates (the background refill draws 0.013 extra"_s, u"; 3 characters."_s}},
        };
        for (const auto &[id, phrases] : expected) {
            QCOMPARE(strategy->currentData().toString(), id);
            const QString line = page->costText();
            QVERIFY2(line.startsWith(u"At 3 links: "_s), qPrintable(line));
            for (const QString &phrase : phrases)
                QVERIFY2(line.contains(phrase), qPrintable(id + u": "_s + line));
            QTest::keyClick(strategy, Qt::Key_Down);
        }
        QCOMPARE(settings.get(keys::CodeStrategy), u"random"_s);  // shown, not stored
    }

    void dialogSamplesAreWhatKurzCodesEncodes_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("alphabet");
        QTest::addColumn<int>("length");
        for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
            if (!entry.codec || !entry.codec->ofCounter)
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
