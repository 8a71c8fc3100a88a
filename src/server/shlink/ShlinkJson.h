#pragma once

#include "core/links/Link.h"
#include "core/store/ApiKeyScope.h"
#include "core/store/VisitStore.h"
#include "server/ApiHandler.h"

#include <QJsonObject>
#include <QJsonValue>

namespace kurz::shlink {

// How the Shlink API writes its answers: JSON bodies, RFC 7807 problems, dates and short URLs
// as Shlink writes them.
HttpReply json(int status, const QJsonObject &object, QByteArray contentType = "application/json");
HttpReply noContent();
HttpReply problem(int status, const QString &type, const QString &title, const QString &detail, QJsonObject extra = {});
HttpReply invalidData(const QString &detail, const QStringList &elements);
HttpReply notFound(const QString &code);
HttpReply tagNotFound(const QString &tag);
HttpReply domainNotFound(const QString &domain);
// 403: the key's scope lacks what the request needs (ApiContext::authorize), named in missingScope.
HttpReply scopeMissing(const ScopeRefusal &refusal);
HttpReply methodNotAllowed();
HttpReply routeNotFound();
// A core error as Shlink reports it; a storage failure is a 500 whose details go to the log only.
HttpReply errorReply(const Error &error, const QString &slug = {});
// errorReply(), except that an unknown link is Shlink's 404 for `code`.
HttpReply linkError(const Error &error, const QString &code);

// ISO-8601 with an offset, as Shlink writes dates (PHP's DATE_ATOM); null when unset.
QJsonValue isoDate(const QDateTime &time);
QJsonObject visitsSummary(const VisitTotals &totals);
QJsonObject shortUrl(const Link &link, const QString &base);

}  // namespace kurz::shlink
