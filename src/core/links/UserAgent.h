#pragma once

#include <QByteArrayView>
#include <QLatin1String>
#include <QString>

namespace kurz {

// The operating system family a User-Agent names. iPadOS counts as iOS when the header says
// "iPad"; iPadOS Safari in its default desktop mode sends a Mac's header and is read as macOS.
enum class OsFamily { Unknown, Android, Ios, Windows, MacOs, Linux, ChromeOs };
// What kind of device a User-Agent comes from; Bot wins over the device a crawler imitates.
enum class DeviceType { Unknown, Desktop, Mobile, Tablet, Bot };

// What a User-Agent header tells about a visitor: the redirect rules' device and browser
// conditions and the visitor statistics read it from here. Bots and the browser family are
// BotDetector's; this adds the system and the kind of device. Never keeps the header itself.
struct UserAgent {
    OsFamily os = OsFamily::Unknown;
    DeviceType device = DeviceType::Unknown;
    QString browser;  // BotDetector::browserFamily: "Chrome", "Safari", ...; empty without a header
    bool bot = false;

    static UserAgent parse(QByteArrayView header);
    // parse() for a header whose bot flag and browser family are already known.
    static UserAgent complete(QByteArrayView header, bool bot, QString browser);

    static QLatin1String osName(OsFamily os);  // "android", "ios", ..., "" for Unknown
    static QLatin1String deviceName(DeviceType device);  // "desktop", "mobile", ..., "" for Unknown
    // Shlink's browser word for a BotDetector family ("chrome", "android_browser", ...); "" for others.
    static QLatin1String shlinkBrowser(const QString &family);
};

}  // namespace kurz
