#include "net/TargetFetch.h"

#include <QHostInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include <optional>

using namespace Qt::StringLiterals;

namespace kurz {

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
            finish(u"timeout"_s);  // still resolving the host
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

namespace {

constexpr qint64 RangedReadAhead = 64 * 1024;  // what Qt may buffer of a ranged GET's body

bool isPrivateIPv4(quint32 ip)
{
    const auto in = [ip](quint32 net, int bits) { return (ip >> (32 - bits)) == (net >> (32 - bits)); };
    return in(0x00000000, 8)  // 0.0.0.0/8, "this network"
        || in(0x0a000000, 8)  // 10.0.0.0/8
        || in(0x64400000, 10)  // 100.64.0.0/10, carrier-grade NAT
        || in(0x7f000000, 8)  // 127.0.0.0/8
        || in(0xa9fe0000, 16)  // 169.254.0.0/16, link-local
        || in(0xac100000, 12)  // 172.16.0.0/12
        || in(0xc0000000, 24)  // 192.0.0.0/24, IETF protocol assignments
        || in(0xc0000200, 24)  // 192.0.2.0/24, documentation
        || in(0xc0a80000, 16)  // 192.168.0.0/16
        || in(0xc6120000, 15)  // 198.18.0.0/15, benchmarking
        || in(0xc6336400, 24)  // 198.51.100.0/24, documentation
        || in(0xcb007100, 24)  // 203.0.113.0/24, documentation
        || ip >= 0xe0000000;  // multicast, reserved and broadcast
}

quint32 ipv4At(const Q_IPV6ADDR &a, int at)
{
    return quint32(a[at]) << 24 | quint32(a[at + 1]) << 16 | quint32(a[at + 2]) << 8 | quint32(a[at + 3]);
}

bool zeros(const Q_IPV6ADDR &a, int from, int to)
{
    for (int i = from; i < to; ++i) {
        if (a[i] != 0)
            return false;
    }
    return true;
}

// The IPv4 address an IPv6 address carries, if it is of a form that does.
std::optional<quint32> embeddedIPv4(const Q_IPV6ADDR &a)
{
    const auto word = [&a](int i) { return quint16(a[2 * i] << 8 | a[2 * i + 1]); };
    if (zeros(a, 0, 10) && word(5) == 0xffff)  // ::ffff:a.b.c.d, mapped
        return ipv4At(a, 12);
    if (zeros(a, 0, 8) && word(4) == 0xffff && word(5) == 0)  // ::ffff:0:a.b.c.d, translated
        return ipv4At(a, 12);
    if (zeros(a, 0, 12))  // ::a.b.c.d, compatible (:: and ::1 among them)
        return ipv4At(a, 12);
    if (word(0) == 0x0064 && word(1) == 0xff9b
        && (zeros(a, 4, 12) || word(2) == 0x0001))  // NAT64, 64:ff9b::/96 and 64:ff9b:1::/48
        return ipv4At(a, 12);
    if (word(0) == 0x2002)  // 6to4
        return ipv4At(a, 2);
    if (word(0) == 0x2001 && word(1) == 0)  // Teredo: the client's address, inverted
        return ~ipv4At(a, 12);
    return std::nullopt;
}

}  // namespace

bool TargetFetch::isPrivate(const QHostAddress &address)
{
    if (address.isNull())
        return true;
    if (address.protocol() == QAbstractSocket::IPv4Protocol)
        return isPrivateIPv4(address.toIPv4Address());
    const Q_IPV6ADDR a = address.toIPv6Address();
    if (const auto v4 = embeddedIPv4(a))
        return isPrivateIPv4(*v4);
    return address.isLoopback() || address.isLinkLocal() || address.isSiteLocal() || address.isUniqueLocalUnicast()
        || address.isMulticast()
        || (a[0] == 0x20 && a[1] == 0x01 && a[2] == 0x0d && a[3] == 0xb8);  // 2001:db8::/32, documentation
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
        return finish(u"error"_s);
    const QHostAddress literal(url.host());
    m_addresses.clear();
    if (!literal.isNull())
        return !m_options.allowPrivate && isPrivate(literal) ? finish(u"private"_s) : send(url, literal);
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
        return finish(u"dns"_s);
    if (!m_options.allowPrivate) {
        for (const QHostAddress &address : info.addresses()) {
            if (isPrivate(address))
                return finish(u"private"_s);
        }
    }
    m_addresses = info.addresses();
    send(m_result.url, m_addresses.takeFirst());
}

void TargetFetch::send(const QUrl &url, const QHostAddress &address)
{
    // To the address that was checked; the name as the server knows it in Host, SNI and the
    // certificate check. HTTP/1.1 only: Qt's HTTP/2 takes :authority from the URL.
    QUrl connectTo = url;
    connectTo.setHost(address.toString());
    QNetworkRequest request(connectTo);
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (QHostAddress(url.host()).protocol() == QAbstractSocket::IPv6Protocol)
        host = '[' + host + ']';
    if (url.port() != -1)
        host += ':' + QByteArray::number(url.port());
    request.setRawHeader("Host", host);
    if (url.scheme() == u"https")
        request.setPeerVerifyName(url.host(QUrl::FullyEncoded));
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
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
        return finish(u"timeout"_s);
    if (status == 0) {  // no HTTP answer at all
        // The name's next address, as a browser tries them (localhost: ::1, then 127.0.0.1).
        const auto error = reply->error();
        if ((error == QNetworkReply::ConnectionRefusedError || error == QNetworkReply::UnknownNetworkError)
            && !m_addresses.isEmpty())
            return send(m_result.url, m_addresses.takeFirst());
        switch (error) {
        case QNetworkReply::ConnectionRefusedError: return finish(u"refused"_s);
        case QNetworkReply::HostNotFoundError: return finish(u"dns"_s);
        case QNetworkReply::TimeoutError: return finish(u"timeout"_s);
        case QNetworkReply::SslHandshakeFailedError: return finish(u"tls"_s);
        default: return finish(u"error"_s);
        }
    }
    const QUrl location = reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    if (status >= 300 && status < 400 && location.isValid()) {
        if (++m_hops > m_options.maxRedirects)
            return finish(u"redirects"_s);
        m_result.body.clear();
        m_enough = false;
        return request(m_result.url.resolved(location));  // the name, not the address connected to
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

}  // namespace kurz
