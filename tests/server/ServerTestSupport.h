#pragma once

#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/settings/Settings.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "server/RedirectServer.h"
#include "support/InsertLink.h"
#include "support/TempDatabase.h"

#include <QSqlQuery>
#include <QTest>

namespace kurz::test {

// A database, a settings file listening on a free loopback port, and a server made from them.
struct ServerFixture {
    TempDatabase temp;
    Settings settings{temp.file(QStringLiteral("kurz.conf"))};
    LinkStore store{temp.db};
    LinkService links{store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7)};
    std::unique_ptr<RedirectServer> server;
    quint16 port = 0;

    ServerFixture()
    {
        settings.set(keys::ListenAddress, QStringLiteral("127.0.0.1:0"));
        settings.set(keys::ServerThreads, 2);
    }

    // Empty on success, else the server's error message.
    QString start()
    {
        server = std::make_unique<RedirectServer>(temp.db, settings);
        const auto url = server->start();
        if (!url)
            return url.error().message;
        port = quint16(url->port());
        return {};
    }

    // Adds the link "demo" to https://example.org/ and starts.
    QString startWithDemo()
    {
        insertLink(store, QStringLiteral("demo"), QStringLiteral("https://example.org/"));
        return start();
    }

    QByteArray url(const QByteArray &path) const { return "http://127.0.0.1:" + QByteArray::number(port) + path; }

    qint64 scalar(const QString &sql)
    {
        QSqlQuery q(temp.db->connection());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }
    Link reload(const QString &code) { return *store.get(code); }
};

}  // namespace kurz::test
