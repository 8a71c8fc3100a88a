#pragma once

#include "core/settings/Settings.h"

// Every setting of Kurz, in one place.
namespace kurz::keys {

// Codes
extern const SettingKey<QString> CodeStrategy;  // an id of the CodeStrategyRegistry
extern const SettingKey<QString> CodeAlphabet;  // base62 | unambiguous | base36 | custom characters
extern const SettingKey<int> CodeLength;
extern const SettingKey<QString> SnowflakeLayout;  // time/machine/sequence bits of snowflake codes
extern const SettingKey<QString> PoolCodes;  // what the pool strategy's pool holds: random | feistel
extern const SettingKey<int> PoolBatch;  // codes a process takes from the pool at a time
extern const SettingKey<int> PoolSize;  // free codes the pool is refilled to when below half
extern const SettingKey<bool> ReuseExistingLinks;  // creating a link for a known URL returns the existing one

// Links and listener
extern const SettingKey<QString> ExpiredUrl;  // where expired, used-up and disabled links send visitors; empty: 410
extern const SettingKey<QString> BaseUrl;  // e.g. https://s.example.org/ ; empty: the listener's address
extern const SettingKey<QString> ListenAddress;  // host:port
extern const SettingKey<int> DefaultRedirectStatus;
extern const SettingKey<int> PermanentCacheSeconds;
extern const SettingKey<int> PasswordCookieHours;  // how long a right link password lets a browser through
extern const SettingKey<bool> CaseInsensitiveCodes;
extern const SettingKey<int> HitFlushMs;

}  // namespace kurz::keys

// Desktop app
namespace kurz::keys {

extern const SettingKey<QString> DatabasePath;  // empty: the user's data folder
extern const SettingKey<bool> StartMinimized;  // start in the tray (when there is one)
extern const SettingKey<bool> StartAtLogin;  // an XDG autostart entry exists
extern const SettingKey<bool> AutoShortenClipboard;  // copied URLs are replaced by short ones
extern const SettingKey<bool> ReuseClipboardLinks;  // ... by an existing link's for the same URL
// The desktop-wide key that shortens the clipboard (through the GlobalShortcuts portal), as
// QKeySequence's portable text, e.g. "Ctrl+Alt+K"; empty: none.
extern const SettingKey<QString> ShortenClipboardShortcut;
extern const SettingKey<QString> Language;  // e.g. "de"; empty: the desktop's language
extern const SettingKey<QByteArray> WindowGeometry;
extern const SettingKey<QByteArray> WindowState;  // splitter and header layout
extern const SettingKey<bool> DailyBackups;  // a copy of the database each day, in the data folder
extern const SettingKey<int> BackupsKept;  // daily backups kept; older ones are deleted

}  // namespace kurz::keys

// Redirect listener (server)
namespace kurz::keys {

extern const SettingKey<int> ServerThreads;  // listener threads; 0: one per core
extern const SettingKey<QString> AllowedNetworks;  // CIDRs, comma-separated; empty: automatic
extern const SettingKey<int> MaxHeaderBytes;  // request line + headers (413 beyond)
extern const SettingKey<int> MaxBodyBytes;  // request body (413 beyond)
extern const SettingKey<int> IdleTimeoutSeconds;  // a kept-alive connection waiting this long is closed
extern const SettingKey<int> HeaderTimeoutSeconds;  // a request's headers must arrive within this
extern const SettingKey<int> MaxConnections;  // open connections, all clients together
extern const SettingKey<int> MaxConnectionsPerAddress;  // open connections from one client address
extern const SettingKey<int> ResolveCacheMegabytes;  // memory for resolved codes, shared by the listener threads
extern const SettingKey<QString> HomeRedirect;  // GET / redirects here when set

}  // namespace kurz::keys

// HTTP APIs (Shlink REST, YOURLS endpoint)
namespace kurz::keys {

extern const SettingKey<int> ApiCreatesPerMinute;  // links one API key may create per minute; 0: no limit
extern const SettingKey<QString> TrustedProxies;  // CIDRs whose X-Forwarded-Host/-Proto/-For are believed

}  // namespace kurz::keys

// Looking after links: page titles, target checks, the listener's extras
namespace kurz::keys {

extern const SettingKey<bool> FetchTitles;  // links made without a title get their page's
extern const SettingKey<bool> AllowPrivateTargets;  // titles and checks may fetch LAN and loopback addresses
extern const SettingKey<bool> HealthDaily;  // a running Kurz checks every target once a day
extern const SettingKey<int> HealthDelayMs;  // pause between two checks of one host
extern const SettingKey<bool> LanMetrics;  // /.metrics answers the allowed networks, not only loopback
extern const SettingKey<bool>
    HideLimitedLinksFromBots;  // links with a visit limit answer bots and HEAD with a page, not the target

}  // namespace kurz::keys

namespace kurz::keys {

// The database to open: `commandLine` (--db) if given, else the setting, else the default.
QString databasePath(const Settings &settings, const QString &commandLine = {});

}  // namespace kurz::keys
