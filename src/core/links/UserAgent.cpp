#include "core/links/UserAgent.h"

#include "core/links/BotDetector.h"

#include <QByteArray>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

bool has(const QByteArray &lower, const char *token)
{
    return lower.contains(token);
}

OsFamily osOf(const QByteArray &ua)
{
    // Order matters: ChromeOS and Android also say Linux; iOS also says "like Mac OS X".
    if (has(ua, "cros "))
        return OsFamily::ChromeOs;
    if (has(ua, "android"))
        return OsFamily::Android;
    if (has(ua, "iphone") || has(ua, "ipad") || has(ua, "ipod"))
        return OsFamily::Ios;
    if (has(ua, "windows"))
        return OsFamily::Windows;
    if (has(ua, "macintosh") || has(ua, "mac os x"))
        return OsFamily::MacOs;
    if (has(ua, "linux") || has(ua, "x11"))
        return OsFamily::Linux;
    return OsFamily::Unknown;
}

DeviceType deviceOf(const QByteArray &ua, OsFamily os)
{
    switch (os) {
    case OsFamily::Unknown: return DeviceType::Unknown;
    case OsFamily::Windows:
    case OsFamily::MacOs:
    case OsFamily::Linux:
    case OsFamily::ChromeOs: return DeviceType::Desktop;
    case OsFamily::Ios: return has(ua, "ipad") ? DeviceType::Tablet : DeviceType::Mobile;
    case OsFamily::Android:
        // Android phones' browsers say "Mobile"; tablets' do not (Firefox says "Tablet").
        return has(ua, "tablet") || !has(ua, "mobile") ? DeviceType::Tablet : DeviceType::Mobile;
    }
    return DeviceType::Unknown;
}

}  // namespace

UserAgent UserAgent::parse(QByteArrayView header)
{
    return complete(header, BotDetector::isBot(header), BotDetector::browserFamily(header));
}

UserAgent UserAgent::complete(QByteArrayView header, bool bot, QString browser)
{
    UserAgent agent;
    agent.bot = bot;
    agent.browser = std::move(browser);
    const QByteArray lower = header.toByteArray().toLower();
    agent.os = osOf(lower);
    agent.device = bot ? DeviceType::Bot : deviceOf(lower, agent.os);
    return agent;
}

QLatin1String UserAgent::osName(OsFamily os)
{
    switch (os) {
    case OsFamily::Android: return "android"_L1;
    case OsFamily::Ios: return "ios"_L1;
    case OsFamily::Windows: return "windows"_L1;
    case OsFamily::MacOs: return "macos"_L1;
    case OsFamily::Linux: return "linux"_L1;
    case OsFamily::ChromeOs: return "chromeos"_L1;
    case OsFamily::Unknown: break;
    }
    return ""_L1;
}

QLatin1String UserAgent::deviceName(DeviceType device)
{
    switch (device) {
    case DeviceType::Desktop: return "desktop"_L1;
    case DeviceType::Mobile: return "mobile"_L1;
    case DeviceType::Tablet: return "tablet"_L1;
    case DeviceType::Bot: return "bot"_L1;
    case DeviceType::Unknown: break;
    }
    return ""_L1;
}

QLatin1String UserAgent::shlinkBrowser(const QString &family)
{
    if (family == "Chrome"_L1)
        return "chrome"_L1;
    if (family == "Firefox"_L1)
        return "firefox"_L1;
    if (family == "Edge"_L1)
        return "edge"_L1;
    if (family == "Safari"_L1)
        return "safari"_L1;
    if (family == "Opera"_L1)
        return "opera"_L1;
    if (family == "Android Browser"_L1)
        return "android_browser"_L1;
    return ""_L1;
}

}  // namespace kurz
