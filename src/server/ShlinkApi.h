#pragma once

#include "server/ApiContext.h"
#include "server/ApiHandler.h"
#include "server/shlink/ShlinkController.h"

#include <memory>
#include <vector>

namespace kurz {

class ApiRequest;

// The Shlink v3 REST API under /rest/ (v1 and v2 are aliases), as the Shlink web client,
// its JS SDK and the tools written for Shlink use it. One per listener thread: a router in
// front of one controller per resource (server/shlink/).
class ShlinkApi final : public ApiHandler {
public:
    explicit ShlinkApi(std::unique_ptr<ApiContext> context);
    ~ShlinkApi() override;

    HttpReply handle(const QHttpServerRequest &request) override;

private:
    HttpReply route(const ApiRequest &request, const QString &path);
    std::optional<HttpReply> authenticate(const ApiRequest &request, std::optional<ApiKeyGrant> &grant);

    std::unique_ptr<ApiContext> m_context;
    std::vector<std::unique_ptr<shlink::ShlinkController>> m_controllers;
    QList<shlink::ShlinkController::Route> m_routes;  // every controller's, in the order matched
};

}  // namespace kurz
