#include "../core/TestSupport.h"

#include "core/links/CodeStrategyFactory.h"
#include "core/links/Shortener.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"

#include <QMutex>
#include <QSet>
#include <QThread>

#include <memory>
#include <vector>

using namespace kurz;

// 4 threads × 5,000 creates through Shortener into one SQLite file. Each thread opens the
// file as its own Database, as separate processes sharing it would, with its own LinkStore.
class ConcurrentCreateTest : public QObject
{
    Q_OBJECT

    static constexpr int Threads = 4;
    static constexpr int PerThread = 5000;

private Q_SLOTS:
    void createsFromFourThreads_data()
    {
        QTest::addColumn<QString>("strategy");
        for (const char *name : {"random", "sequence", "sqids", "hashids", "feistel", "hash"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void createsFromFourThreads()
    {
        QFETCH(QString, strategy);
        test::TempDatabase temp;
        const QString config = temp.file(u"kurz.conf"_qs);
        {
            Settings settings(config);
            QCOMPARE(settings.set(keys::CodeStrategy, strategy), QString());
            QCOMPARE(settings.set(keys::CodeLength, 5), QString());
        }

        QMutex mutex;
        QStringList errors;
        std::vector<QStringList> codes(Threads);
        std::vector<std::unique_ptr<QThread>> threads;
        for (int t = 0; t < Threads; ++t) {
            threads.emplace_back(QThread::create([&, t] {
                auto database = Database::open(temp.path());
                if (!database) {
                    QMutexLocker lock(&mutex);
                    errors.append(database.error().message);
                    return;
                }
                const Settings settings(config);
                {
                    LinkStore store(*database);
                    Shortener shortener(store, makeCodeStrategy(settings, **database));
                    for (int i = 0; i < PerThread; ++i) {
                        CreateRequest request;
                        request.url = QStringLiteral("https://example.org/thread/%1/link/%2").arg(t).arg(i);
                        const auto created = shortener.create(request);
                        if (created) {
                            codes[size_t(t)].append(created->link.code);
                        } else {
                            QMutexLocker lock(&mutex);
                            errors.append(created.error().message);
                        }
                    }
                }
                (*database)->closeThreadConnection();
            }));
            threads.back()->start();
        }
        for (auto &thread : threads)
            QVERIFY(thread->wait(240000));

        QVERIFY2(errors.isEmpty(), qPrintable(errors.mid(0, 3).join(u"; "_qs)));
        QSet<QString> distinct;
        for (const QStringList &list : codes) {
            QCOMPARE(list.size(), PerThread);
            for (const QString &code : list)
                distinct.insert(code);
        }
        QCOMPARE(distinct.size(), Threads * PerThread);
        LinkStore store(temp.db);
        QCOMPARE(store.countAll(), qint64(Threads * PerThread));
        for (const QString &code : {codes[0].first(), codes[3].last()})
            QVERIFY(store.get(code).has_value());
    }
};

QTEST_GUILESS_MAIN(ConcurrentCreateTest)
#include "ConcurrentCreateTest.moc"
