#include "net/TargetFetch.h"

#include <QHostInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace kurz {

namespace {

constexpr qint64 RangedReadAhead = 64 * 1024;  // what Qt may buffer of a ranged GET's body

} // namespace

TargetFetch::TargetFetch(QNetworkAccessManager &network, const QUrl &url, const FetchOptions &options, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_options(options)
    , m_timer(new QTimer(this))
{
    m_result.url = url;
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        if (m_reply)
            m_reply->abort();
        else
            finish(u"timeout"_qs);  // still resolving the host
    });
}

// Deleted before it finished, a fetch stops: no answer is waited for.
TargetFetch::~TargetFetch()
{
    if (m_lookup != -1)
        QHostInfo::abortHostLookup(m_lookup);
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

bool TargetFetch::isPrivate(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip = address.toIPv4Address(&v4);  // IPv4-mapped IPv6 addresses too
    if (v4) {
        const auto in = [ip](quint32 net, int bits) { return (ip >> (32 - bits)) == (net >> (32 - bits)); };
        return in(0x00000000, 8) || in(0x0a000000, 8) || in(0x7f000000, 8) || in(0xa9fe0000, 16) || in(0xac100000, 12)
            || in(0xc0a80000, 16) || in(0x64400000, 10) || ip >= 0xe0000000;  // 0/8 10/8 127/8 169.254/16 172.16/12 192.168/16 100.64/10, multicast and up
    }
    return address.isLoopback() || address.isLinkLocal() || address.isSiteLocal() || address.isUniqueLocalUnicast()
        || address.isMulticast() || address == QHostAddress(QHostAddress::AnyIPv6) || address.isNull();
}

void TargetFetch::start()
{
    m_timer->start(m_options.timeoutMs);
    request(m_result.url);
}

void TargetFetch::request(const QUrl &url)
{
    m_result.url = url;
    if ((url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty())
        return finish(u"error"_qs);
    if (m_options.allowPrivate)
        return send(url);
    const QHostAddress literal(url.host());
    if (!literal.isNull())
        return isPrivate(literal) ? finish(u"private"_qs) : send(url);
    // Asked before connecting, so that a name cannot lead a fetch into the LAN. To a slot by
    // name: Qt 6.4 leaks a functor's slot object when its context is deleted before the answer.
    m_lookup = QHostInfo::lookupHost(url.host(), this, SLOT(hostLookedUp(QHostInfo)));
}

void TargetFetch::hostLookedUp(const QHostInfo &info)
{
    m_lookup = -1;
    if (m_done)
        return;
    if (info.error() != QHostInfo::NoError || info.addresses().isEmpty())
        return finish(u"dns"_qs);
    for (const QHostAddress &address : info.addresses()) {
        if (isPrivate(address))
            return finish(u"private"_qs);
    }
    send(m_result.url);
}

void TargetFetch::send(const QUrl &url)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (!m_options.userAgent.isEmpty())
        request.setHeader(QNetworkRequest::UserAgentHeader, m_options.userAgent);
    if (m_options.method == FetchOptions::Method::RangedGet)
        request.setRawHeader("Range", "bytes=0-0");
    m_reply = m_options.method == FetchOptions::Method::Head ? m_network.head(request) : m_network.get(request);
    if (m_options.method == FetchOptions::Method::RangedGet) {
        // The status is all a ranged GET is for: a server that ignores Range would stream its
        // whole body into Qt's buffer until the time limit. So Qt reads little ahead, and the
        // reply ends once the headers are in (queued: Qt is still handling them when it says so).
        m_reply->setReadBufferSize(RangedReadAhead);
        connect(m_reply, &QNetworkReply::metaDataChanged, this, [this] {
            if (!m_enough) {
                m_enough = true;
                QMetaObject::invokeMethod(m_reply, &QNetworkReply::abort, Qt::QueuedConnection);
            }
        });
    } else if (m_options.method == FetchOptions::Method::Get) {
        connect(m_reply, &QNetworkReply::readyRead, this, [this] {
            m_result.body += m_reply->read(m_options.maxBytes - m_result.body.size());
            if (m_result.body.size() >= m_options.maxBytes && !m_enough) {
                m_enough = true;
                m_reply->abort();
            }
        });
    }
    connect(m_reply, &QNetworkReply::finished, this, &TargetFetch::replyFinished);
}

void TargetFetch::replyFinished()
{
    QNetworkReply *reply = m_reply;
    reply->deleteLater();
    m_reply = nullptr;
    if (m_done)
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_timedOut)
        return finish(u"timeout"_qs);
    if (status == 0) {  // no HTTP answer at all
        switch (reply->error()) {
        case QNetworkReply::ConnectionRefusedError: return finish(u"refused"_qs);
        case QNetworkReply::HostNotFoundError: return finish(u"dns"_qs);
        case QNetworkReply::TimeoutError: return finish(u"timeout"_qs);
        case QNetworkReply::SslHandshakeFailedError: return finish(u"tls"_qs);
        default: return finish(u"error"_qs);
        }
    }
    const QUrl location = reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    if (status >= 300 && status < 400 && location.isValid()) {
        if (++m_hops > m_options.maxRedirects)
            return finish(u"redirects"_qs);
        m_result.body.clear();
        m_enough = false;
        return request(reply->url().resolved(location));
    }
    m_result.status = status;
    m_result.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
    if (!m_enough)
        m_result.body += reply->read(m_options.maxBytes - m_result.body.size());
    finish({});
}

void TargetFetch::finish(const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    m_timer->stop();
    if (!error.isEmpty()) {
        m_result.status = 0;
        m_result.error = error;
        m_result.body.clear();
    }
    Q_EMIT finished(m_result);
    deleteLater();
}

} // namespace kurz
