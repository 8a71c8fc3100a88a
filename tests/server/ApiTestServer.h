#pragma once

#include "core/settings/Settings.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/ApiKeyStore.h"
#include "core/store/LinkStore.h"
#include "server/RedirectServer.h"
#include "support/TempDatabase.h"

#include <QEventLoop>
#include <QHttpMultiPart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <memory>

namespace kurz::test {

struct HttpResult {
    int status = 0;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
};

// Sends one request and waits for the answer; redirects are not followed.
inline HttpResult send(QNetworkAccessManager &manager, const QByteArray &method, const QUrl &url,
    const QByteArray &body = {}, const QList<QPair<QByteArray, QByteArray>> &headers = {},
    QHttpMultiPart *multipart = nullptr)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    if (!body.isEmpty() && request.header(QNetworkRequest::ContentTypeHeader).isNull()
        && !request.hasRawHeader("Content-Type"))
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    // A custom "HEAD" would wait for the body its Content-Length announces.
    QNetworkReply *reply = method == "HEAD" ? manager.head(request)
        : multipart                         ? manager.sendCustomRequest(request, method, multipart)
                                            : manager.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    HttpResult result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    result.headers = reply->rawHeaderPairs();
    result.error = reply->error();
    delete reply;
    return result;
}

// A RedirectServer with the APIs on a free loopback port, over a throw-away database and
// settings file, and one API key.
struct ApiTestServer {
    TempDatabase temp;
    std::unique_ptr<Settings> settings;
    std::unique_ptr<RedirectServer> server;
    QString key;
    QString signatureToken;  // the key's, for YOURLS's signed requests
    QUrl url;
    QNetworkAccessManager manager;

    explicit ApiTestServer(const std::function<void(Settings &)> &configure = {})
    {
        settings = std::make_unique<Settings>(temp.file(QStringLiteral("kurz.conf")));
        settings->set(keys::ListenAddress, QStringLiteral("127.0.0.1:0"));
        settings->set(keys::ServerThreads, 2);
        settings->set(keys::HitFlushMs, 50);
        if (configure)
            configure(*settings);
        ApiKeyStore keys(temp.db);
        const NewApiKey made = keys.create(QStringLiteral("test")).value();
        key = made.key;
        signatureToken = made.signatureToken;
        server = std::make_unique<RedirectServer>(temp.db, *settings);
        start();
    }

    void start()
    {
        const auto started = server->start();
        if (!started)
            qFatal("cannot start the server: %s", qPrintable(started.error().message));
        url = *started;
    }

    QUrl at(const QString &pathAndQuery) const { return QUrl(url.toString(QUrl::RemovePath) + pathAndQuery); }

    HttpResult call(const QByteArray &method, const QString &pathAndQuery, const QByteArray &body = {},
        QList<QPair<QByteArray, QByteArray>> headers = {}, bool withKey = true)
    {
        if (withKey)
            headers.append({QByteArray("X-Api-Key"), key.toUtf8()});
        return send(manager, method, at(pathAndQuery), body, headers);
    }

    HttpResult create(const QJsonObject &fields)
    {
        return call(
            "POST", QStringLiteral("/rest/v3/short-urls"), QJsonDocument(fields).toJson(QJsonDocument::Compact));
    }

    // Damages the database as another program might: the tables links, their tags and
    // visits are gone (API keys stay, so calls still get past authentication).
    void dropLinkTables()
    {
        for (const char *table : {"link_tags", "visits", "links"}) {
            QSqlQuery q(temp.db->connection());
            if (!q.exec(QStringLiteral("DROP TABLE ") + QLatin1String(table)))
                qFatal("cannot drop %s", table);
        }
    }

    // Stores the links PREFIX0 … PREFIX<count - 1> straight into the database, in one transaction.
    void addLinks(qint64 count, const QString &prefix)
    {
        LinkStore store(temp.db);
        const auto added = store.bulkLoad(count, [&](qint64 i) {
            Link link;
            link.code = prefix + QString::number(i);
            link.target = QStringLiteral("https://example.org/") + link.code;
            return link;
        });
        if (!added || *added != count)
            qFatal("cannot add %lld links", count);
    }

    QString newKey(const QString &name)
    {
        ApiKeyStore keys(temp.db);
        return keys.create(name).value().key;
    }
};

}  // namespace kurz::test
