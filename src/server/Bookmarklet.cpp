#include "server/Bookmarklet.h"

#include "core/links/BookmarkletLink.h"
#include "core/util/ConstantTime.h"
#include "net/QrCode.h"
#include "server/ApiRequest.h"
#include "server/HttpResponses.h"
#include "server/ServerConfig.h"
#include "server/shlink/ShlinkJson.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// The bucket of api/createsPerMinute that creations by the bookmarklet's token take from (API
// keys' ids are positive).
constexpr qint64 TokenCreatesKey = -1;

QByteArray escaped(const QString &text)
{
    return text.toHtmlEscaped().toUtf8();
}

HttpReply pageReply(int status, const QByteArray &title, const QByteArray &body)
{
    const QByteArray html = HttpResponses::htmlDocument("en", title, body, "svg{width:12em;height:12em}");
    // Never in a frame (no clickjacking the confirm button); the token never leaves in a Referer.
    return HttpReply{status, "text/html; charset=utf-8", html,
        {{"Cache-Control", "no-store"}, {"X-Frame-Options", "DENY"},
            {"Content-Security-Policy",
                "frame-ancestors 'none'; default-src 'none'; style-src 'unsafe-inline'; "
                "script-src 'unsafe-inline'; form-action 'self'"},
            {"Referrer-Policy", "no-referrer"}}};
}

}  // namespace

Bookmarklet::Bookmarklet(std::unique_ptr<ApiContext> context)
    : m_context(std::move(context))
{
}

HttpReply Bookmarklet::handle(const QHttpServerRequest &raw)
{
    const ApiRequest request(raw);
    const bool post = request.method() == QHttpServerRequest::Method::Post;
    if (!post && request.method() != QHttpServerRequest::Method::Get)
        return HttpReply{405, "text/plain; charset=utf-8", "Use GET or POST.\n", {{"Allow", "GET, POST"}}};

    const QString key
        = request.has(u"apiKey"_s) ? request.param(u"apiKey"_s) : QString::fromUtf8(request.header("x-api-key"));
    const std::optional<ApiKeyGrant> grant
        = key.isEmpty() ? std::nullopt : m_context->keys().verify(key, QDateTime::currentMSecsSinceEpoch());
    const bool byKey = grant.has_value();
    if (byKey) {
        if (const auto missing = m_context->authorize(*grant, ApiAccess::Create))
            return shlink::scopeMissing(*missing);
    }
    // The key's id, or TokenCreatesKey for the bookmarklet's own token.
    const qint64 keyId = grant ? grant->id : TokenCreatesKey;
    const QString keyDomain
        = grant ? grant->scope.domain : QString();  // a domain-specific key's links are on its domain
    const QString token = request.param(u"token"_s);
    // Behind a trusted proxy on this machine, the client it forwards must be on loopback too.
    const bool loopback = ServerConfig::isLoopback(m_context->client(request));
    if (!byKey
        && !(loopback && !token.isEmpty()
            && equalConstantTime(token.toUtf8(), BookmarkletLink::token(*m_context->store().database()).toUtf8())))
        return pageReply(403, "Not allowed",
            "<p>This bookmarklet does not belong to this Kurz. Drag a new one to your browser's bar from "
            "Settings → General in the Kurz window.</p>\n");

    const QString url = request.param(u"url"_s).trimmed();
    if (url.isEmpty())
        return pageReply(400, "No address", "<p>Open the bookmarklet on the page you want to shorten.</p>\n");
    if (const auto target = m_context->links(request).urlPolicy().normalize(url); !target)
        return pageReply(400, "Not shortened", "<p>" + escaped(target.error().message) + "</p>\n");

    // Started by another site, not by this page or the browser itself: no link without the user's say.
    const QByteArray site = request.header("sec-fetch-site").toLower();
    const QString origin = QString::fromUtf8(request.header("origin"));
    const QStringList ownOrigins{
        m_context->shortUrlBase(request).chopped(1), u"http://"_s + QString::fromUtf8(request.header("host"))};
    const bool crossSite
        = site == "cross-site" || site == "same-site" || (!origin.isEmpty() && !ownOrigins.contains(origin));
    if (crossSite && post)
        return pageReply(
            403, "Not allowed", "<p>Another site tried to shorten a link through Kurz. Nothing was created.</p>\n");
    // The token alone creates nothing: it sits in bookmarks and history. A person confirms on
    // Kurz's own page, whose form carries a nonce that is good for one post. An API key (a
    // script's, never sent by a browser on its own) needs no confirmation.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!byKey && !post) {
        return pageReply(200, "Shorten this page?",
            "<form method=\"post\" action=\"/.new\"><p><input readonly name=\"url\" value=\"" + escaped(url)
                + "\"></p><input type=\"hidden\" name=\"token\" value=\"" + escaped(token)
                + "\"><input type=\"hidden\" name=\"nonce\" value=\"" + escaped(m_context->confirmations().issue(now))
                + "\"><p><button autofocus>Shorten with Kurz</button></p></form>\n");
    }
    if (crossSite)
        return pageReply(200, "Shorten this page?", "<p>Open this page from Kurz's bookmarklet to shorten it.</p>\n");
    if (!byKey && !m_context->confirmations().take(request.param(u"nonce"_s), now))
        return pageReply(403, "Not confirmed",
            "<p>This confirmation was used already, or is older than ten minutes. Click the bookmarklet again.</p>\n");

    // api/createsPerMinute holds here as on the APIs: per key, and the token counts as one more.
    if (const int wait = m_context->takeCreate(keyId); wait > 0) {
        HttpReply reply = pageReply(429, "Not yet",
            "<p>Kurz creates only a limited number of links per minute for this bookmarklet or key. Try again in "
                + QByteArray::number(wait) + " s.</p>\n");
        reply.headers.append(std::pair<QByteArray, QByteArray>("Retry-After", QByteArray::number(wait)));
        return reply;
    }

    CreateRequest create;
    create.url = url;
    create.reuseExisting = true;
    create.apiKeyId = byKey ? keyId : 0;
    create.domain = keyDomain;
    const auto created = m_context->links(request).create(create);
    if (!created) {
        if (created.error().kind == Error::Kind::Storage)
            ApiContext::logFailure(created.error());
        return pageReply(400, "Not shortened", "<p>" + escaped(created.error().message) + "</p>\n");
    }
    const QString shortUrl = created->link.shortUrl(m_context->shortUrlBase(request));
    const auto qr = QrCode::encode(shortUrl);
    QByteArray svg = qr ? qr->toSvg().toUtf8() : QByteArray();
    svg.remove(0, svg.indexOf("<svg"));
    return pageReply(200, "Shortened",
        "<p><input id=\"short\" readonly value=\"" + escaped(shortUrl)
            + "\"></p>\n<p><button id=\"copy\">Copy</button> "
              "<span id=\"copied\"></span></p>\n"
            + svg + "<p>for <a href=\"" + escaped(created->link.target) + "\">" + escaped(created->link.target)
            + "</a></p>\n"
              "<script>const copy=()=>navigator.clipboard.writeText(document.getElementById('short').value)"
              ".then(()=>{document.getElementById('copied').textContent='Copied.'},()=>{});"
              "document.getElementById('copy').onclick=copy;copy();</script>\n");
}

}  // namespace kurz
