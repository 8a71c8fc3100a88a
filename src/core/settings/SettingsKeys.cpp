#include "core/settings/SettingsKeys.h"

#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/SnowflakeLayout.h"
#include "core/store/ServerAddress.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace kurz::keys {

const SettingKey<QString> CodeStrategy{
    u"codes/strategy"_s, CodeSettings().strategy, SettingScope::LinkService, [](const QString &v) {
        return oneOf(CodeStrategyRegistry::ids(),
            QT_TRANSLATE_NOOP("kurz::Settings", "Unknown code strategy '%1'. Choose one of: %2."))(v);
    }};

const SettingKey<QString> CodeAlphabet{
    u"codes/alphabet"_s, CodeSettings().alphabet, SettingScope::LinkService, [](const QString &v) -> Result<void> {
        if (v == u"base62" || v == u"unambiguous" || v == u"base36")
            return {};
        for (QChar c : v) {
            if (c.unicode() < 0x21 || c.unicode() > 0x7e || c == u'/' || c == u'?' || c == u'#' || c == u'%'
                || c == u'.')
                return invalidInput(QCoreApplication::translate("kurz::Settings",
                    "A custom alphabet may only contain letters, digits and URL-safe symbols; '%1' is not allowed.")
                                        .arg(c));
            if (v.count(c) > 1)
                return invalidInput(QCoreApplication::translate(
                    "kurz::Settings", "The alphabet contains '%1' twice; every character must be unique.")
                                        .arg(c));
        }
        if (v.size() < 10)
            return invalidInput(
                QCoreApplication::translate("kurz::Settings", "A custom alphabet needs at least 10 characters."));
        return {};
    }};

const SettingKey<int> CodeLength{u"codes/length"_s, CodeSettings().length, SettingScope::LinkService,
    inRange(3, 32, QT_TRANSLATE_NOOP("kurz::Settings", "The code length"))};

const SettingKey<QString> SnowflakeLayout{u"codes/snowflakeLayout"_s, CodeSettings().snowflakeLayout,
    SettingScope::LinkService, [](const QString &v) -> Result<void> {
        const auto layout = kurz::SnowflakeLayout::parse(v);
        if (!layout)
            return layout.error();
        return {};
    }};

const SettingKey<QString> PoolCodes{
    u"codes/poolCodes"_s, CodeSettings().poolCodes, SettingScope::LinkService, [](const QString &v) {
        return oneOf({u"random"_s, u"feistel"_s},
            QT_TRANSLATE_NOOP("kurz::Settings", "Unknown kind of pooled codes '%1'. Choose one of: %2."))(v);
    }};

const SettingKey<int> PoolBatch{u"codes/poolBatch"_s, CodeSettings().poolBatch, SettingScope::LinkService,
    inRange(10, 100000, QT_TRANSLATE_NOOP("kurz::Settings", "The pool's batch size"))};

const SettingKey<int> PoolSize{u"codes/poolSize"_s, CodeSettings().poolSize, SettingScope::LinkService,
    inRange(100, 10000000, QT_TRANSLATE_NOOP("kurz::Settings", "The pool size"))};

const SettingKey<bool> ReuseExistingLinks{u"codes/reuseExisting"_s, false, SettingScope::LinkService};

// Empty, or an http(s) URL with a host; else `problem`.
static std::function<Result<void>(const QString &)> emptyOrHttpUrl(const char *problem)
{
    return [problem](const QString &v) -> Result<void> {
        if (v.isEmpty())
            return {};
        const QUrl url(v, QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty())
            return invalidInput(QCoreApplication::translate("kurz::Settings", problem));
        return {};
    };
}

const SettingKey<QString> BaseUrl{u"links/baseUrl"_s, QString(), SettingScope::LinkService | SettingScope::Listener,
    emptyOrHttpUrl(QT_TRANSLATE_NOOP(
        "kurz::Settings", "The base URL must look like https://s.example.org/ (http or https, with a host)."))};

const SettingKey<QString> ExpiredUrl{u"server/expiredUrl"_s, QString(), SettingScope::Listener,
    emptyOrHttpUrl(QT_TRANSLATE_NOOP("kurz::Settings",
        "The address for expired links must look like https://example.org/expired (http or https, with a host)."))};

const SettingKey<QString> ListenAddress{u"server/listen"_s, u"127.0.0.1:8080"_s,
    SettingScope::LinkService | SettingScope::Listener, [](const QString &v) -> Result<void> {
        const int colon = v.lastIndexOf(u':');
        bool ok = false;
        const int port = colon > 0 ? v.mid(colon + 1).toInt(&ok) : -1;
        if (!ok || port < 0 || port > 65535)
            return invalidInput(QCoreApplication::translate("kurz::Settings",
                "The listen address must be HOST:PORT, e.g. 127.0.0.1:8080, with a port from 0 to 65535."));
        const QString host = v.left(colon);
        static const QRegularExpression ipv4(u"^(\\d+)\\.(\\d+)\\.(\\d+)\\.(\\d+)$"_s);
        static const QRegularExpression digitsAndDots(u"^[\\d.]+$"_s);
        static const QRegularExpression hostName(
            u"^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$"_s);
        static const QRegularExpression ipv6(u"^\\[[0-9A-Fa-f:.]+\\]$"_s);
        const auto quad = ipv4.match(host);
        bool valid = quad.hasMatch();
        for (int i = 1; valid && i <= 4; ++i)
            valid = quad.captured(i).size() <= 3 && quad.captured(i).toInt() <= 255;
        if (!quad.hasMatch() && !digitsAndDots.match(host).hasMatch())
            valid
                = host == u"*" || hostName.match(host).hasMatch() || ipv6.match(host).hasMatch();  // *: every interface
        if (!valid)
            return invalidInput(QCoreApplication::translate("kurz::Settings",
                "'%1' is not an address to listen on. Enter an IP address of this computer, e.g. 192.168.1.20, "
                "or choose 'This computer only' or 'The local network'.")
                                    .arg(host));
        return {};
    }};

const SettingKey<int> DefaultRedirectStatus{
    u"server/defaultStatus"_s, 302, SettingScope::Listener, [](const int &v) -> Result<void> {
        if (v == 301 || v == 302 || v == 307 || v == 308)
            return {};
        return invalidInput(
            QCoreApplication::translate("kurz::Settings", "The redirect status must be 301, 302, 307 or 308."));
    }};

const SettingKey<int> PermanentCacheSeconds{u"server/permanentCacheSeconds"_s, 30, SettingScope::Listener,
    inRange(0, 31536000, QT_TRANSLATE_NOOP("kurz::Settings", "The cache lifetime"))};

const SettingKey<int> PasswordCookieHours{u"server/passwordCookieHours"_s, 12, SettingScope::Listener,
    inRange(1, 8760, QT_TRANSLATE_NOOP("kurz::Settings", "The lifetime of a link password's cookie (hours)"))};

const SettingKey<bool> CaseInsensitiveCodes{u"server/caseInsensitive"_s, CodeSettings().caseInsensitive,
    SettingScope::CodeIndex | SettingScope::LinkService | SettingScope::Listener};

const SettingKey<int> HitFlushMs{u"server/hitFlushMs"_s, 1000, SettingScope::Listener,
    inRange(50, 60000, QT_TRANSLATE_NOOP("kurz::Settings", "The hit flush interval (ms)"))};

}  // namespace kurz::keys

// Desktop app
namespace kurz::keys {

const SettingKey<QString> DatabasePath{u"app/databasePath"_s, QString(), {}, [](const QString &v) -> Result<void> {
                                           if (ServerAddress::isServerAddress(v)) {
                                               const auto address = ServerAddress::parse(v);
                                               if (!address)
                                                   return invalidInput(address.error().message);
                                               return {};
                                           }
                                           if (!v.isEmpty() && !QDir::isAbsolutePath(v))
                                               return invalidInput(QCoreApplication::translate("kurz::Settings",
                                                   "The database location must be a full path, e.g. /home/me/links.db, "
                                                   "or a shared database, e.g. postgresql://me@db.lan/kurz."));
                                           return {};
                                       }};
const SettingKey<bool> DailyBackups{u"data/dailyBackups"_s, true};
const SettingKey<int> BackupsKept{
    u"data/backupsKept"_s, 7, {}, inRange(1, 365, QT_TRANSLATE_NOOP("kurz::Settings", "The number of backups kept"))};

const SettingKey<bool> StartMinimized{u"app/startMinimized"_s, false};
const SettingKey<bool> StartAtLogin{u"app/startAtLogin"_s, false, SettingScope::Autostart};
const SettingKey<bool> AutoShortenClipboard{u"app/autoShortenClipboard"_s, false};
const SettingKey<bool> ReuseClipboardLinks{u"app/reuseClipboardLinks"_s, true};
const SettingKey<QString> ShortenClipboardShortcut{u"app/shortenClipboardShortcut"_s, u"Ctrl+Alt+K"_s,
    SettingScope::GlobalShortcut, [](const QString &v) -> Result<void> {
        // Modifiers, then one key: what QKeySequenceEdit writes for one chord.
        static const QRegularExpression chord(u"^((Ctrl|Alt|Shift|Meta)\\+)*([^+\\s]+|\\+)$"_s);
        if (v.isEmpty() || chord.match(v).hasMatch())
            return {};
        return invalidInput(QCoreApplication::translate(
            "kurz::Settings", "The shortcut must be one key with its modifiers, e.g. Ctrl+Alt+K, or empty for none."));
    }};
const SettingKey<QString> Language{
    u"app/language"_s, QString(), {}, [](const QString &v) -> Result<void> {
        static const QRegularExpression name(u"^([a-z]{2,3}(_[A-Z]{2})?)?$"_s);
        if (name.match(v).hasMatch())
            return {};
        return invalidInput(QCoreApplication::translate(
            "kurz::Settings", "The language must be a code like de or en, or empty for the desktop's language."));
    }};
const SettingKey<QByteArray> WindowGeometry{u"window/geometry"_s, QByteArray()};
const SettingKey<QByteArray> WindowState{u"window/state"_s, QByteArray()};

}  // namespace kurz::keys

// Redirect listener (server)
namespace kurz::keys {

const SettingKey<int> ServerThreads{u"server/threads"_s, 0, SettingScope::Listener,
    inRange(0, 64, QT_TRANSLATE_NOOP("kurz::Settings", "The number of listener threads"))};

const SettingKey<QString> AllowedNetworks{
    u"server/allowedNetworks"_s, QString(), SettingScope::Listener, [](const QString &v) -> Result<void> {
        // Core has no QtNetwork: a syntax check here, the listener parses them for real.
        static const QRegularExpression network(u"^[0-9A-Fa-f.:]+(/[0-9]{1,3})?$"_s);
        for (const QString &part : v.split(u',', Qt::SkipEmptyParts)) {
            if (!network.match(part.trimmed()).hasMatch())
                return invalidInput(QCoreApplication::translate("kurz::Settings",
                    "'%1' is not a network. Write networks like 192.168.1.0/24 or ::1/128, separated by commas.")
                                        .arg(part.trimmed()));
        }
        return {};
    }};

const SettingKey<int> MaxHeaderBytes{u"server/maxHeaderBytes"_s, 16384, SettingScope::Listener,
    inRange(1024, 1048576, QT_TRANSLATE_NOOP("kurz::Settings", "The request header limit (bytes)"))};

const SettingKey<int> MaxBodyBytes{u"server/maxBodyBytes"_s, 1048576, SettingScope::Listener,
    inRange(0, 67108864, QT_TRANSLATE_NOOP("kurz::Settings", "The request body limit (bytes)"))};

const SettingKey<int> IdleTimeoutSeconds{u"server/idleTimeoutSeconds"_s, 30, SettingScope::Listener,
    inRange(1, 3600, QT_TRANSLATE_NOOP("kurz::Settings", "The idle connection timeout (seconds)"))};
const SettingKey<int> HeaderTimeoutSeconds{u"server/headerTimeoutSeconds"_s, 10, SettingScope::Listener,
    inRange(1, 3600, QT_TRANSLATE_NOOP("kurz::Settings", "The request header timeout (seconds)"))};
const SettingKey<int> MaxConnections{u"server/maxConnections"_s, 2048, SettingScope::Listener,
    inRange(1, 1000000, QT_TRANSLATE_NOOP("kurz::Settings", "The connection limit"))};
const SettingKey<int> MaxConnectionsPerAddress{u"server/maxConnectionsPerAddress"_s, 64, SettingScope::Listener,
    inRange(1, 1000000, QT_TRANSLATE_NOOP("kurz::Settings", "The connection limit per client address"))};

const SettingKey<int> ResolveCacheMegabytes{u"server/cacheMegabytes"_s, 64, SettingScope::Listener,
    inRange(1, 65536, QT_TRANSLATE_NOOP("kurz::Settings", "The resolve cache's memory (MB)"))};

const SettingKey<QString> HomeRedirect{u"server/homeRedirect"_s, QString(), SettingScope::Listener,
    emptyOrHttpUrl(
        QT_TRANSLATE_NOOP("kurz::Settings", "The home page redirect must be an http or https URL with a host."))};

}  // namespace kurz::keys

// HTTP APIs (Shlink REST, YOURLS endpoint)
namespace kurz::keys {

const SettingKey<int> ApiCreatesPerMinute{u"api/createsPerMinute"_s, 0, SettingScope::Listener,
    inRange(0, 1000000, QT_TRANSLATE_NOOP("kurz::Settings", "The API creation limit (per key and minute)"))};

// Same syntax as the allowed networks: the listener parses both the same way.
const SettingKey<QString> TrustedProxies{
    u"api/trustedProxies"_s, QString(), SettingScope::Listener, AllowedNetworks.validate};

const SettingKey<bool> FetchTitles{
    u"titles/fetch"_s, true, SettingScope::LinkService | SettingScope::Listener | SettingScope::Upkeep};
const SettingKey<bool> AllowPrivateTargets{u"titles/allowPrivateTargets"_s, false, SettingScope::Upkeep};
const SettingKey<bool> HealthDaily{u"health/daily"_s, false, SettingScope::Upkeep};
const SettingKey<int> HealthDelayMs{u"health/delayMs"_s, 1000, SettingScope::Upkeep,
    inRange(0, 60000, QT_TRANSLATE_NOOP("kurz::Settings", "The pause between checks of one host (ms)"))};
const SettingKey<bool> LanMetrics{u"server/lanMetrics"_s, false, SettingScope::Listener};
const SettingKey<bool> HideLimitedLinksFromBots{u"server/hideLimitedLinksFromBots"_s, false, SettingScope::Listener};

QString databasePath(const Settings &settings, const QString &commandLine)
{
    if (!commandLine.isEmpty())
        return commandLine;
    const QString chosen = settings.get(DatabasePath);
    return chosen.isEmpty() ? Settings::defaultDatabasePath() : chosen;
}

}  // namespace kurz::keys
