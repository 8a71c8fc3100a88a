#include "core/settings/SettingsKeys.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace kurz;

// Settings::changed: once per set() or reset(), or once per Batch with every key it changed.
class SettingsBatchTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_settings = std::make_unique<Settings>(m_dir->filePath(u"kurz.conf"_s));
    }

    void eachChangeOnItsOwnOutsideABatch()
    {
        QSignalSpy changed(m_settings.get(), &Settings::changed);
        QVERIFY(m_settings->set(keys::CodeLength, 9).ok());
        QVERIFY(m_settings->set(keys::CodeLength, 9).ok());  // unchanged: no signal
        m_settings->reset(keys::CodeLength);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(0).at(0).toStringList(), QStringList{keys::CodeLength.key});
    }

    void oneSignalPerBatchWithEveryKeyOnce()
    {
        QSignalSpy changed(m_settings.get(), &Settings::changed);
        {
            Settings::Batch batch(*m_settings);
            QVERIFY(m_settings->set(keys::CodeLength, 9).ok());
            {
                Settings::Batch inner(*m_settings);  // nested: still the outer one's
                QVERIFY(m_settings->set(keys::CodeStrategy, u"sqids"_s).ok());
            }
            QVERIFY(!m_settings->set(keys::CodeStrategy, u"base64"_s).ok());  // refused: not announced
            QVERIFY(m_settings->set(keys::CodeLength, 10).ok());
            QCOMPARE(changed.count(), 0);
            QCOMPARE(m_settings->get(keys::CodeLength), 10);  // stored at once, announced later
        }
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toStringList(), (QStringList{keys::CodeLength.key, keys::CodeStrategy.key}));
        {
            Settings::Batch nothing(*m_settings);
            QVERIFY(m_settings->set(keys::CodeLength, 10).ok());
        }
        QCOMPARE(changed.count(), 1);  // a batch that changed nothing says nothing
    }

    // What a change redoes travels with it: a batch's scopes are those of all its keys.
    void scopesTellWhatToRedo()
    {
        QSignalSpy changed(m_settings.get(), &Settings::changed);
        QVERIFY(m_settings->set(keys::HitFlushMs, 500).ok());
        QCOMPARE(changed.at(0).at(1).value<SettingScopes>(), SettingScopes(SettingScope::Listener));
        QVERIFY(m_settings->set(keys::StartMinimized, true).ok());
        QCOMPARE(changed.at(1).at(1).value<SettingScopes>(), SettingScopes());  // read when needed
        {
            Settings::Batch batch(*m_settings);
            QVERIFY(m_settings->set(keys::CodeLength, 9).ok());
            QVERIFY(m_settings->set(keys::HealthDaily, true).ok());
            QVERIFY(m_settings->set(keys::StartAtLogin, true).ok());
        }
        QCOMPARE(changed.at(2).at(1).value<SettingScopes>(),
            SettingScope::LinkService | SettingScope::Upkeep | SettingScope::Autostart);
        QVERIFY(m_settings->set(keys::CaseInsensitiveCodes, true).ok());
        QCOMPARE(changed.last().at(1).value<SettingScopes>(),
            SettingScope::CodeIndex | SettingScope::LinkService | SettingScope::Listener);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
};

QTEST_GUILESS_MAIN(SettingsBatchTest)
#include "tst_settings_batch.moc"
