#include "server/HttpResponses.h"

#include <QString>

using namespace Qt::StringLiterals;

namespace kurz::HttpResponses {

namespace {

struct ErrorText {
    const char *reason;
    const char *title;
    const char *text;
};

// %1 is the code, HTML-escaped.
constexpr ErrorText ErrorTexts[] = {
    {"not-found", "Link not found", "No link named “%1” exists here. Check the address for typing mistakes."},
    {"expired", "Link expired", "The link “%1” has expired and no longer leads anywhere."},
    {"limit-reached", "Visit limit reached", "The link “%1” has been visited as often as its owner allowed."},
    {"disabled", "Link disabled", "The link “%1” has been disabled by its owner."},
    {"forbidden", "Not allowed", "This Kurz server answers only clients from the networks its owner allowed."},
    {"misdirected", "Not this address",
        "This page of Kurz answers only under Kurz's own addresses, such as its IP address or localhost."},
    {"too-large", "Request too large", "The request's headers or body are larger than this server accepts."},
    {"method-not-allowed", "Method not allowed", "Short links answer only GET and HEAD."},
    {"length-required", "Length required", "Send the request body with a Content-Length header, not in chunks."},
    {"bad-request", "Bad request", "The request could not be understood."},
    {"unavailable", "Temporarily unavailable", "The link database could not be read just now. Try again in a moment."},
};

QByteArray number(qint64 n)
{
    return QByteArray::number(n);
}

// A page with `title` and `text`, whose %1 is `code`, HTML-escaped.
QByteArray htmlPage(const char *title, const char *text, QByteArrayView code)
{
    const QString message = QString::fromUtf8(text).replace(u"%1"_s, QString::fromUtf8(code).toHtmlEscaped());
    return htmlDocument("en", title, QByteArray("<p>" + message.toUtf8() + "</p>\n"));
}

constexpr QByteArrayView PageStyle
    = "body{font:16px/1.5 system-ui,sans-serif;max-width:34em;margin:3em auto;padding:0 1em;color:#222;"
      "background:#fff}h1{font-size:1.5em;margin:0 0 .5em}"
      "input,button{font:inherit;padding:.4em .7em;border:1px solid #888;border-radius:6px}"
      "input{display:block;width:100%;box-sizing:border-box;margin:.3em 0 .8em}"
      "button{color:#fff;background:#2563c9;border-color:#2563c9;cursor:pointer}"
      "[role=alert]{color:#b3261e}"
      "@media(prefers-color-scheme:dark){body{color:#e6e6e6;background:#1c1c1c}[role=alert]{color:#f2b8b5}"
      "input{color:inherit;background:#2a2a2a}}";

}  // namespace

QByteArray htmlDocument(QByteArrayView lang, QByteArrayView title, QByteArrayView body, QByteArrayView style)
{
    return "<!DOCTYPE html>\n<html lang=\"" + lang.toByteArray()
        + "\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, "
          "initial-scale=1\"><title>"
        + title.toByteArray() + " – Kurz</title>\n<style>" + PageStyle.toByteArray() + style.toByteArray()
        + "</style></head>\n<body><h1>" + title.toByteArray() + "</h1>\n" + body.toByteArray() + "</body></html>\n";
}

QByteArrayView reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 204: return "No Content";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 303: return "See Other";
    case 307: return "Temporary Redirect";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 421: return "Misdirected Request";
    case 422: return "Unprocessable Content";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 503: return "Service Unavailable";
    default: return "Unknown";
    }
}

static QByteArray statusLine(int status)
{
    return "HTTP/1.1 " + number(status) + ' ' + reasonPhrase(status).toByteArray() + "\r\n";
}

QByteArray redirect(int status, QByteArrayView location, int permanentCacheSeconds)
{
    const bool permanent = status == 301 || status == 308;
    QByteArray r = statusLine(status);
    r += "Location: ";
    r += location;
    r += permanent ? "\r\nCache-Control: private, max-age=" + number(permanentCacheSeconds)
                   : QByteArray("\r\nCache-Control: private, no-cache");
    r += "\r\nContent-Length: 0\r\n\r\n";
    return r;
}

QByteArray page(int status, QByteArrayView contentType, QByteArrayView body, bool head,
    const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    QByteArray r = statusLine(status);
    if (!contentType.isEmpty()) {
        r += "Content-Type: ";
        r += contentType;
        r += "\r\n";
    }
    for (const auto &header : extraHeaders)
        r += header.first + ": " + header.second + "\r\n";
    r += "Content-Length: " + number(body.size()) + "\r\n\r\n";
    if (!head)
        r += body;
    return r;
}

QByteArray withConnectionHeader(QByteArrayView response, bool close)
{
    const qsizetype end = response.indexOf("\r\n\r\n");
    QByteArray r = response.first(end + 2).toByteArray();
    r += close ? "Connection: close\r\n" : "Connection: keep-alive\r\n";
    r += response.sliced(end + 2);
    return r;
}

bool prefersJson(QByteArrayView accept)
{
    const qsizetype json = accept.indexOf("application/json");
    if (json < 0)
        return false;
    const qsizetype html = accept.indexOf("text/html");
    // Order decides when both appear; q-values are rare in clients that send both.
    return html < 0 || json < html;
}

QByteArray error(int status, QByteArrayView reason, QByteArrayView code, bool json, bool head)
{
    const ErrorText *text = &ErrorTexts[0];
    for (const ErrorText &candidate : ErrorTexts) {
        if (reason == candidate.reason)
            text = &candidate;
    }
    QList<QPair<QByteArray, QByteArray>> headers{{"Cache-Control", "no-store"}};
    if (status == 405)
        headers.append(qMakePair(QByteArray("Allow"), QByteArray("GET, HEAD")));
    if (json) {
        QByteArray body = "{\"error\":\"" + reason.toByteArray() + "\",\"status\":" + number(status) + "}";
        return page(status, "application/json", body, head, headers);
    }
    return page(status, "text/html; charset=utf-8", htmlPage(text->title, text->text, code), head, headers);
}

QByteArray limitedLinkForBots(QByteArrayView code, bool head)
{
    const QByteArray body = htmlPage("Limited link",
        "The link “%1” opens a limited number of times. Link previews do not use "
        "it up, and do not see where it leads: open it in a browser.",
        code);
    return page(
        200, "text/html; charset=utf-8", body, head, {{"Cache-Control", "no-store"}, {"X-Robots-Tag", "noindex"}});
}

}  // namespace kurz::HttpResponses
