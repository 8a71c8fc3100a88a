#pragma once

#include "server/ApiContext.h"
#include "server/ApiHandler.h"

#include <QJsonObject>

namespace kurz {

class ApiRequest;

// The YOURLS API at /yourls-api.php, for ShareX, the YOURLS tray app, Alfred workflows and
// browser add-ons. One per listener thread.
class YourlsApi final : public ApiHandler {
public:
    static constexpr auto CompatibleVersion = "1.9.2";  // the YOURLS release whose API this follows

    explicit YourlsApi(std::unique_ptr<ApiContext> context);

    HttpReply handle(const QHttpServerRequest &request) override;

    // The answer in YOURLS's format: json, jsonp, xml, or simple (the `simple` text alone).
    // The HTTP status is `statusCode`, else `errorCode`, else 200; `simple` never shows in
    // the other formats.
    static HttpReply output(const QString &format, QJsonObject result, const QString &callback);

private:
    std::optional<ApiKeyGrant> authenticate(const ApiRequest &request);
    QJsonObject shorten(const ApiRequest &request, const ApiKeyGrant &grant, QByteArray &retryAfter);
    QJsonObject expand(const ApiRequest &request);
    QJsonObject urlStats(const ApiRequest &request);
    QJsonObject stats(const ApiRequest &request);
    QJsonObject dbStats();
    QJsonObject linkJson(const Link &link, const QString &base) const;

    std::unique_ptr<ApiContext> m_context;
};

}  // namespace kurz
