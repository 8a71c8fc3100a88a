#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QHostInfo>
#include <QObject>
#include <QPointer>
#include <QUrl>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
class QNetworkReply;
class QTimer;
QT_END_NAMESPACE

namespace kurz {

// How one fetch of a link's target goes.
struct FetchOptions {
    enum class Method { Get, Head, RangedGet };  // RangedGet asks for the first byte and reads only the headers
    Method method = Method::Get;
    bool allowPrivate = false;  // titles/allowPrivateTargets
    int timeoutMs = 5000;  // for the whole fetch, redirects included
    int maxRedirects = 5;
    qint64 maxBytes = 64 * 1024;  // of the body kept (GET)
    QByteArray userAgent;
};

// What came back: the final status, or one word for what went wrong.
struct FetchResult {
    int status = 0;  // final HTTP status; 0 on error
    QString error;  // timeout, refused, tls, dns, private, redirects or error
    QByteArray contentType;
    QByteArray body;  // at most maxBytes
    QUrl url;  // the last URL asked
};

// One fetch of an http(s) target: redirects followed by hand (each hop's host checked again),
// hosts on private or loopback addresses refused unless allowed, a time limit for the whole.
// A host name is looked up here and the connection made to the address that was checked (the
// name goes in Host and, for https, in SNI and the certificate check), so that a name cannot
// answer one address to the check and another to the connection (DNS rebinding).
// Emits finished() once, then deletes itself; deleted before that, it stops.
class TargetFetch : public QObject {
    Q_OBJECT

public:
    TargetFetch(
        QNetworkAccessManager &network, const QUrl &url, const FetchOptions &options, QObject *parent = nullptr);
    ~TargetFetch() override;
    void start();

    // Loopback, private, link-local, unique-local, multicast, reserved or unspecified: not the
    // public internet. IPv6 forms that carry an IPv4 address (mapped, compatible, translated,
    // NAT64, 6to4, Teredo) are judged by that IPv4 address.
    static bool isPrivate(const QHostAddress &address);

Q_SIGNALS:
    void finished(const kurz::FetchResult &result);

private Q_SLOTS:
    void hostLookedUp(const QHostInfo &info);

private:
    void request(const QUrl &url);
    void send(const QUrl &url, const QHostAddress &address);
    void replyFinished();
    void finish(const QString &error);

    QNetworkAccessManager &m_network;
    FetchOptions m_options;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_timer;
    FetchResult m_result;
    QList<QHostAddress> m_addresses;  // the checked addresses of the host not tried yet
    int m_hops = 0;
    int m_lookup = -1;  // the host lookup under way, if any
    bool m_timedOut = false;
    bool m_enough = false;  // the reply was cut: the body reached maxBytes, or a ranged GET's headers came
    bool m_done = false;
};

}  // namespace kurz

Q_DECLARE_METATYPE(kurz::FetchResult)
