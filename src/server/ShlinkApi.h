#pragma once

#include "server/ApiContext.h"
#include "server/ApiHandler.h"

#include <QJsonObject>

namespace kurz {

class ApiRequest;

// The Shlink v3 REST API under /rest/ (v1 and v2 are aliases), as the Shlink web client,
// its JS SDK and the tools written for Shlink use it. One per listener thread.
class ShlinkApi final : public ApiHandler
{
public:
    explicit ShlinkApi(std::unique_ptr<ApiContext> context);

    HttpReply handle(const QHttpServerRequest &request) override;

private:
    HttpReply route(const ApiRequest &request, const QString &path);
    std::optional<HttpReply> authenticate(const ApiRequest &request, qint64 &keyId);
    HttpReply listShortUrls(const ApiRequest &request);
    HttpReply createShortUrl(const ApiRequest &request, const QJsonObject &body, qint64 keyId, bool plainText);
    HttpReply editShortUrl(const ApiRequest &request, const QString &code);
    HttpReply deleteShortUrl(const ApiRequest &request, const QString &code);
    HttpReply shortUrlVisits(const ApiRequest &request, const QString &code);
    HttpReply tags(bool withStats);
    HttpReply renameTag(const ApiRequest &request);
    HttpReply deleteTags(const ApiRequest &request);
    // Rewrites the tags of every link carrying `tag`; `replacement` empty removes it.
    HttpReply domains(const ApiRequest &request);
    HttpReply visitsOverview();
    QJsonObject shortUrlJson(const Link &link, const QString &base) const;

    std::unique_ptr<ApiContext> m_context;
};

} // namespace kurz
