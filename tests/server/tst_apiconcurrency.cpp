#include "ApiTestServer.h"

#include "support/Threads.h"

#include <QNetworkProxy>
#include <QTcpSocket>
#include <QtTest>

#include <mutex>
#include <utility>

using namespace Qt::StringLiterals;

using namespace kurz;
using namespace kurz::test;

// Many clients creating links at once through the API, each on its own thread and
// connection, against several listener threads sharing one SQLite file.
class TestApiConcurrency : public QObject {
    Q_OBJECT

    // The status and body of the next answer on `socket` (0 when none came).
    static std::pair<int, QByteArray> readAnswer(QTcpSocket &socket)
    {
        QByteArray buffer;
        qsizetype headerEnd = -1;
        while ((headerEnd = buffer.indexOf("\r\n\r\n")) < 0) {
            if (!socket.waitForReadyRead(20000))
                return {0, buffer};
            buffer += socket.readAll();
        }
        const QByteArray head = buffer.left(headerEnd).toLower();
        const qsizetype at = head.indexOf("\r\ncontent-length:");
        const qsizetype length
            = at < 0 ? 0 : head.mid(at + 17, head.indexOf('\r', at + 2) - at - 17).trimmed().toLongLong();
        while (buffer.size() < headerEnd + 4 + length && socket.waitForReadyRead(20000))
            buffer += socket.readAll();
        return {buffer.mid(9, 3).toInt(), buffer.mid(headerEnd + 4, length)};
    }

private Q_SLOTS:
    void parallelCreatesGetDistinctCodes()
    {
        constexpr int Clients = 32;
        constexpr int PerClient = 50;
        ApiTestServer server([](Settings &settings) {
            settings.set(keys::ServerThreads, 4);
            settings.set(keys::CodeLength, 4);  // a small code space: collisions must be retried
        });
        std::mutex mutex;
        QStringList codes;
        QList<QByteArray> failures;
        // Raw sockets, not QNetworkAccessManager: its threads of its own would hide ours from
        // ThreadSanitizer (the deep check runs this test under it).
        test::runOnThreads(Clients, [&](int client) {
            QTcpSocket socket;
            socket.setProxy(QNetworkProxy::NoProxy);
            socket.connectToHost(QHostAddress::LocalHost, quint16(server.url.port()));
            QStringList mine;
            QList<QByteArray> bad;
            for (int i = 0;
                 i < PerClient && (socket.state() == QAbstractSocket::ConnectedState || socket.waitForConnected(5000));
                 ++i) {
                const QByteArray body = "{\"longUrl\":\"https://example.org/" + QByteArray::number(client) + '/'
                    + QByteArray::number(i) + "\"}";
                socket.write("POST /rest/v3/short-urls HTTP/1.1\r\nHost: kurz.test\r\nX-Api-Key: " + server.key.toUtf8()
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
                    + "\r\n\r\n" + body);
                const auto [status, answer] = readAnswer(socket);
                if (status == 200)
                    mine << QJsonDocument::fromJson(answer).object().value(u"shortCode"_s).toString();
                else
                    bad << QByteArray::number(status) + ' ' + answer;
            }
            if (mine.size() + bad.size() < PerClient)
                bad << "could not connect: " + socket.errorString().toUtf8();
            const std::lock_guard lock(mutex);
            codes += mine;
            failures += bad;
        });
        QVERIFY2(failures.isEmpty(), failures.value(0).constData());
        QCOMPARE(codes.size(), Clients * PerClient);
        QCOMPARE(QSet<QString>(codes.cbegin(), codes.cend()).size(), Clients * PerClient);
        QCOMPARE(LinkStore(server.temp.db).pages().countAll().value(), Clients * PerClient);
    }
};

QTEST_GUILESS_MAIN(TestApiConcurrency)
#include "tst_apiconcurrency.moc"
