#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

namespace kurz {

// Complete HTTP/1.1 responses as bytes, written to the socket in one call. Writing them
// ourselves gives exactly the headers Kurz wants (QHttpServerResponder adds its own
// Content-Length and a Content-Type of application/x-empty to body-less answers).
namespace HttpResponses {

QByteArrayView reasonPhrase(int status);

// A redirect with an empty body. Cache-Control: no-cache for 302/307, max-age for 301/308.
QByteArray redirect(int status, QByteArrayView location, int permanentCacheSeconds);

// Any other answer; `head` keeps the headers (Content-Length included) and drops the body.
QByteArray page(int status, QByteArrayView contentType, QByteArrayView body, bool head,
    const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});

// A whole HTML page in Kurz's look (one small inline style sheet, light and dark, nothing
// loaded from elsewhere): `title` (plain text, also the <h1>) and `body` (HTML) in language
// `lang`; `style` adds rules of the page's own.
QByteArray htmlDocument(QByteArrayView lang, QByteArrayView title, QByteArrayView body, QByteArrayView style = {});

// Adds "Connection: close" (or keep-alive for an HTTP/1.0 client that asked) to a response.
QByteArray withConnectionHeader(QByteArrayView response, bool close);

// The error pages of the redirect routes: HTML, or JSON when the client prefers it.
// `reason` is one of not-found, expired, limit-reached, disabled, forbidden, misdirected, too-large,
// method-not-allowed, length-required, bad-request, unavailable.
QByteArray error(int status, QByteArrayView reason, QByteArrayView code, bool json, bool head);

// What a bot (or a HEAD request) is answered for link `code`, which has a visit limit, when
// its owner hides such links' targets from them: 200, a page without the target.
QByteArray limitedLinkForBots(QByteArrayView code, bool head);

// True when an Accept header ranks application/json above text/html.
bool prefersJson(QByteArrayView accept);

}  // namespace HttpResponses

}  // namespace kurz
