#pragma once

#include "core/store/PasswordGuesses.h"

#include <QByteArray>
#include <QHostAddress>
#include <QString>

namespace kurz {

class Database;
struct ServerConfig;

// What stands between a request and a protected link's redirect (docs/server.md, "Passwords"):
// a valid cookie of this link goes through; a password sent by the form (POST) or by
// `Authorization: Basic` is checked against the link's Argon2id hash within the guess limits;
// anything else gets the form page. One per listener thread (its PasswordGuesses use the
// thread's connection); links without a password never reach it.
class PasswordGate {
public:
    // Tries a minute, wrong or not yet known to be right, before 429: per client address (IPv6
    // by /64) and per link, counted in the database for every listener sharing it.
    static constexpr int TriesPerAddress = 5;
    static constexpr int TriesPerLink = 50;
    static constexpr QByteArrayView CookieName = "kurz_pw";

    struct Request {
        bool post = false;  // a form's answer: the body holds password=...
        bool head = false;
        QByteArray cookie;  // the Cookie header
        QByteArray authorization;
        QByteArray body;
        QByteArray acceptLanguage;
        bool secure = false;  // the client used HTTPS (a trusted proxy said so): the cookie is Secure
        QHostAddress client;  // behind trusted proxies, the client's own address
        QByteArray path;  // "/CODE" as requested: the cookie's path
    };
    struct Decision {
        bool pass = false;  // redirect (with setCookie, when not empty)
        QByteArray setCookie;  // a Set-Cookie header's value
        QByteArray response;  // when not passing: the whole answer (form, 401, 429, 503)
        int status = 200;
    };

    PasswordGate(const Database &database, const ServerConfig &config, QByteArray secret);

    Decision decide(const Request &request, qint64 linkId, const QString &passwordHash);

    // A token for the cookie of link `linkId` whose password has `passwordHash`, valid until
    // `expiresAt` (seconds since the epoch): the expiry and an HMAC-SHA256 over the link, the
    // expiry and the hash with the database's secret. Neither the password nor its hash is in
    // it; a new password makes every earlier token invalid.
    static QByteArray token(const QByteArray &secret, qint64 linkId, const QString &passwordHash, qint64 expiresAt);
    static bool tokenValid(
        const QByteArray &secret, qint64 linkId, const QString &passwordHash, QByteArrayView token, qint64 now);
    // The redirect of a protected link: never cached by the browser, with the cookie if any.
    static QByteArray redirect(int status, QByteArrayView location, const QByteArray &setCookie);
    // The form page: German when the client prefers German to English, English otherwise.
    static QByteArray formPage(int status, bool wrong, const QByteArray &acceptLanguage, bool head,
        const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});
    static bool prefersGerman(QByteArrayView acceptLanguage);

private:
    // The password a request offers (form or Basic), or nothing.
    static std::optional<QByteArray> offered(const Request &request);
    bool cookieValid(const QByteArray &cookieHeader, qint64 linkId, const QString &passwordHash) const;
    // Counts the try; 0 when admitted, else the seconds until the next minute; -1: the
    // database could not count.
    int admit(const QString &addressSubject, const QString &linkSubject, qint64 minute);

    PasswordGuesses m_guesses;
    const ServerConfig &m_config;
    QByteArray m_secret;
    qint64 m_forgottenBefore = 0;  // the minute before which tries were last forgotten
};

}  // namespace kurz
