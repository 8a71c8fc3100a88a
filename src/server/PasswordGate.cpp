#include "server/PasswordGate.h"

#include "core/links/LinkPassword.h"
#include "core/util/ConstantTime.h"
#include "server/HttpResponses.h"
#include "server/ServerConfig.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QMessageAuthenticationCode>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcServer)

namespace kurz {

namespace {

constexpr qint64 MinuteMs = 60'000;

// A client's subject in the guess counts: its address, IPv6 by its /64 (one host has many).
QString addressSubject(const QHostAddress &client)
{
    bool v4 = false;
    const quint32 ipv4 = client.toIPv4Address(&v4);
    if (v4)
        return u"a:"_s + QHostAddress(ipv4).toString();
    Q_IPV6ADDR prefix = client.toIPv6Address();
    std::fill(prefix.c + 8, prefix.c + 16, quint8(0));
    return u"a:"_s + QHostAddress(prefix).toString() + u"/64"_s;
}

// The value of the form field `name` in an application/x-www-form-urlencoded body.
std::optional<QByteArray> formField(QByteArrayView body, QByteArrayView name)
{
    for (QByteArrayView pair : QByteArray::fromRawData(body.data(), body.size()).split('&')) {
        const qsizetype equals = pair.indexOf('=');
        if (equals < 0 || pair.first(equals) != name)
            continue;
        QByteArray value = pair.sliced(equals + 1).toByteArray();
        value.replace('+', ' ');
        return QByteArray::fromPercentEncoding(value);
    }
    return std::nullopt;
}

struct PageText {
    const char *lang;
    const char *title;
    const char *text;
    const char *wrong;
    const char *label;
    const char *button;
    const char *tooMany;
};

constexpr PageText English{"en", "Password required", "This link is protected by a password. Enter it to continue.",
    "That password is wrong. Try again.", "Password", "Open link",
    "Too many wrong passwords were tried. Wait a minute, then try again."};
constexpr PageText German{"de", "Passwort erforderlich",
    "Dieser Link ist durch ein Passwort geschützt. Geben Sie es ein, um fortzufahren.",
    "Das Passwort ist falsch. Versuchen Sie es noch einmal.", "Passwort", "Link öffnen",
    "Es wurden zu viele falsche Passwörter versucht. Warten Sie eine Minute und versuchen Sie es dann noch einmal."};

// Never cached, indexed or framed (no clickjacking the form); it loads nothing and posts only to itself.
const QList<QPair<QByteArray, QByteArray>> PrivatePage{{"Cache-Control", "no-store"}, {"X-Robots-Tag", "noindex"},
    {"Referrer-Policy", "no-referrer"}, {"X-Frame-Options", "DENY"},
    {"Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"}};

}  // namespace

PasswordGate::PasswordGate(const Database &database, const ServerConfig &config, QByteArray secret)
    : m_guesses(database)
    , m_config(config)
    , m_secret(std::move(secret))
{
}

bool PasswordGate::prefersGerman(QByteArrayView acceptLanguage)
{
    // The highest q of German and of English (a tag without q has 1); German only when higher.
    double german = -1, english = -1;
    for (QByteArrayView part : QByteArray::fromRawData(acceptLanguage.data(), acceptLanguage.size()).split(',')) {
        part = part.trimmed();
        double q = 1;
        if (const qsizetype semicolon = part.indexOf(';'); semicolon >= 0) {
            const QByteArrayView parameter = part.sliced(semicolon + 1).trimmed();
            if (parameter.startsWith("q="))
                q = parameter.sliced(2).toDouble();
            part = part.first(semicolon).trimmed();
        }
        const QByteArray tag = part.toByteArray().toLower();
        if (tag == "de" || tag.startsWith("de-"))
            german = std::max(german, q);
        else if (tag == "en" || tag.startsWith("en-"))
            english = std::max(english, q);
    }
    return german > 0 && german > english;
}

QByteArray PasswordGate::formPage(int status, bool wrong, const QByteArray &acceptLanguage, bool head,
    const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    const PageText &t = prefersGerman(acceptLanguage) ? German : English;
    QByteArray body;
    if (status == 429) {
        body += "<p>" + QByteArray(t.tooMany) + "</p>\n";
    } else {
        body += "<p>" + QByteArray(t.text) + "</p>\n";
        if (wrong)
            body += "<p role=\"alert\"><strong>" + QByteArray(t.wrong) + "</strong></p>\n";
        // No action: the form posts to the address it came from, its query included.
        body += "<form method=\"post\"><label for=\"password\">" + QByteArray(t.label)
            + "</label>\n<input id=\"password\" name=\"password\" type=\"password\" "
              "autocomplete=\"current-password\" required autofocus>\n<button type=\"submit\">"
            + QByteArray(t.button) + "</button></form>\n";
    }
    body = HttpResponses::htmlDocument(t.lang, t.title, body);
    QList<QPair<QByteArray, QByteArray>> headers = PrivatePage;
    headers += extraHeaders;
    headers.append(qMakePair(QByteArray("Content-Language"), QByteArray(t.lang)));
    return HttpResponses::page(status, "text/html; charset=utf-8", body, head, headers);
}

QByteArray PasswordGate::token(const QByteArray &secret, qint64 linkId, const QString &passwordHash, qint64 expiresAt)
{
    const QByteArray expiry = QByteArray::number(expiresAt);
    const QByteArray message
        = "kurz-link-password\n" + QByteArray::number(linkId) + '\n' + expiry + '\n' + passwordHash.toLatin1();
    const QByteArray mac = QMessageAuthenticationCode::hash(message, secret, QCryptographicHash::Sha256);
    return expiry + '.' + mac.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

bool PasswordGate::tokenValid(
    const QByteArray &secret, qint64 linkId, const QString &passwordHash, QByteArrayView token, qint64 now)
{
    const qsizetype dot = token.indexOf('.');
    if (dot <= 0 || dot > 19)
        return false;
    bool ok = false;
    const qint64 expiresAt = token.first(dot).toLongLong(&ok);
    if (!ok || expiresAt <= now)
        return false;
    return equalConstantTime(PasswordGate::token(secret, linkId, passwordHash, expiresAt), token);
}

bool PasswordGate::cookieValid(const QByteArray &cookieHeader, qint64 linkId, const QString &passwordHash) const
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    for (QByteArrayView cookie : cookieHeader.split(';')) {
        cookie = cookie.trimmed();
        if (cookie.size() > CookieName.size() && cookie.startsWith(CookieName) && cookie[CookieName.size()] == '='
            && tokenValid(m_secret, linkId, passwordHash, cookie.sliced(CookieName.size() + 1), now))
            return true;
    }
    return false;
}

QByteArray PasswordGate::redirect(int status, QByteArrayView location, const QByteArray &setCookie)
{
    QList<QPair<QByteArray, QByteArray>> headers{{"Location", location.toByteArray()}, {"Cache-Control", "no-store"}};
    if (!setCookie.isEmpty())
        headers.append({"Set-Cookie", setCookie});
    return HttpResponses::page(status, {}, {}, true, headers);
}

std::optional<QByteArray> PasswordGate::offered(const Request &request)
{
    if (request.post)
        return formField(request.body, "password");
    const QByteArrayView authorization = QByteArrayView(request.authorization).trimmed();
    if (authorization.size() > 6 && authorization.first(6).compare("basic ", Qt::CaseInsensitive) == 0) {
        const QByteArray decoded = QByteArray::fromBase64(authorization.sliced(6).trimmed().toByteArray());
        const qsizetype colon = decoded.indexOf(':');  // any user name; the password may hold colons
        if (colon >= 0)
            return decoded.sliced(colon + 1);
    }
    return std::nullopt;
}

int PasswordGate::admit(const QString &addressSubject, const QString &linkSubject, qint64 minute)
{
    if (minute > m_forgottenBefore) {
        if (m_guesses.forgetBefore(minute).ok())
            m_forgottenBefore = minute;
    }
    const int wait
        = int(std::max<qint64>(1, ((minute + 1) * MinuteMs - QDateTime::currentMSecsSinceEpoch() + 999) / 1000));
    // The address first: a client over its own limit uses up nothing of the link's.
    const auto byAddress = m_guesses.count(addressSubject, minute);
    if (!byAddress)
        return -1;
    if (*byAddress > TriesPerAddress)
        return wait;
    const auto byLink = m_guesses.count(linkSubject, minute);
    if (!byLink)
        return -1;
    if (*byLink > TriesPerLink) {
        (void)m_guesses.uncount(addressSubject, minute);  // the link's limit, not the client's
        return wait;
    }
    return 0;
}

PasswordGate::Decision PasswordGate::decide(const Request &request, qint64 linkId, const QString &passwordHash)
{
    if (cookieValid(request.cookie, linkId, passwordHash))
        return Decision{true, {}, {}, 0};
    const auto password = offered(request);
    if (!password)
        return Decision{false, {}, formPage(200, false, request.acceptLanguage, request.head), 200};

    const qint64 minute = QDateTime::currentMSecsSinceEpoch() / MinuteMs;
    const QString address = addressSubject(request.client);
    const QString link = u"l:"_s + QString::number(linkId);
    const int wait = admit(address, link, minute);
    if (wait < 0) {
        qCWarning(lcServer) << "cannot count a password try; answered 503";
        return Decision{false, {}, HttpResponses::error(503, "unavailable", {}, false, request.head), 503};
    }
    if (wait > 0)
        return Decision{false, {},
            formPage(429, false, request.acceptLanguage, request.head, {{"Retry-After", QByteArray::number(wait)}}),
            429};

    if (!linkpassword::verify(passwordHash, *password)) {
        if (request.post)
            return Decision{false, {}, formPage(200, true, request.acceptLanguage, request.head), 200};
        return Decision{false, {},
            formPage(401, true, request.acceptLanguage, request.head,
                {{"WWW-Authenticate", "Basic realm=\"Kurz\", charset=\"UTF-8\""}}),
            401};
    }
    // A right password is no guess.
    (void)m_guesses.uncount(address, minute);
    (void)m_guesses.uncount(link, minute);
    const qint64 expiresAt = QDateTime::currentSecsSinceEpoch() + m_config.passwordCookieSeconds;
    QByteArray cookie = CookieName.toByteArray() + '=' + token(m_secret, linkId, passwordHash, expiresAt) + "; Path="
        + request.path + "; Max-Age=" + QByteArray::number(m_config.passwordCookieSeconds) + "; HttpOnly; SameSite=Lax";
    if (request.secure)
        cookie += "; Secure";
    return Decision{true, cookie, {}, 0};
}

}  // namespace kurz
