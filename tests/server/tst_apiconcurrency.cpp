#include "ApiTestServer.h"

#include <QMutex>
#include <QThread>
#include <QtTest>

using namespace kurz;
using namespace kurz::test;

// Many clients creating links at once through the API, each on its own thread and
// connection, against several listener threads sharing one SQLite file.
class TestApiConcurrency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parallelCreatesGetDistinctCodes()
    {
        constexpr int Clients = 32;
        constexpr int PerClient = 50;
        ApiTestServer server([](Settings &settings) {
            settings.set(keys::ServerThreads, 4);
            settings.set(keys::CodeLength, 4);  // a small code space: collisions must be retried
        });
        QMutex mutex;
        QStringList codes;
        QList<QByteArray> failures;
        std::vector<std::unique_ptr<QThread>> threads;
        for (int client = 0; client < Clients; ++client) {
            threads.emplace_back(QThread::create([&, client] {
                QNetworkAccessManager manager;
                QStringList mine;
                QList<QByteArray> bad;
                for (int i = 0; i < PerClient; ++i) {
                    const QByteArray body = "{\"longUrl\":\"https://example.org/" + QByteArray::number(client) + '/'
                        + QByteArray::number(i) + "\"}";
                    const HttpResult r = send(manager, "POST", server.at(u"/rest/v3/short-urls"_qs), body,
                                              {{"X-Api-Key", server.key.toUtf8()}});
                    if (r.status == 200)
                        mine << r.json().value(u"shortCode"_qs).toString();
                    else
                        bad << QByteArray::number(r.status) + ' ' + r.body;
                }
                QMutexLocker lock(&mutex);
                codes += mine;
                failures += bad;
            }));
            threads.back()->start();
        }
        for (auto &thread : threads)
            QVERIFY(thread->wait(120000));
        QVERIFY2(failures.isEmpty(), failures.value(0).constData());
        QCOMPARE(codes.size(), Clients * PerClient);
        QCOMPARE(QSet<QString>(codes.cbegin(), codes.cend()).size(), Clients * PerClient);
        QCOMPARE(LinkStore(server.temp.db).countAll().value(), Clients * PerClient);
    }
};

QTEST_GUILESS_MAIN(TestApiConcurrency)
#include "tst_apiconcurrency.moc"
