#include "core/settings/SettingsKeys.h"

#include <QDir>
#include <QUrl>

namespace kurz::keys {

const SettingKey<QString> CodeStrategy{
    u"codes/strategy"_qs, u"random"_qs,
    oneOf({u"random"_qs, u"sequence"_qs, u"sqids"_qs, u"hashids"_qs, u"feistel"_qs, u"hash"_qs}, u"code strategy"_qs)};

const SettingKey<QString> CodeAlphabet{u"codes/alphabet"_qs, u"base62"_qs, [](const QString &v) -> QString {
    if (v == u"base62" || v == u"unambiguous" || v == u"base36")
        return {};
    for (QChar c : v) {
        if (c.unicode() < 0x21 || c.unicode() > 0x7e || c == u'/' || c == u'?' || c == u'#' || c == u'%' || c == u'.')
            return QStringLiteral("A custom alphabet may only contain letters, digits and URL-safe symbols; '%1' is not allowed.").arg(c);
        if (v.count(c) > 1)
            return QStringLiteral("The alphabet contains '%1' twice; every character must be unique.").arg(c);
    }
    return v.size() < 10 ? QStringLiteral("A custom alphabet needs at least 10 characters.") : QString();
}};

const SettingKey<int> CodeLength{u"codes/length"_qs, 7, inRange(3, 32, u"The code length"_qs)};

const SettingKey<bool> ReuseExistingLinks{u"codes/reuseExisting"_qs, false};

const SettingKey<QString> BaseUrl{u"links/baseUrl"_qs, QString(), [](const QString &v) -> QString {
    if (v.isEmpty())
        return {};
    const QUrl url(v, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty())
        return QStringLiteral("The base URL must look like https://s.example.org/ (http or https, with a host).");
    return {};
}};

const SettingKey<QString> ListenAddress{u"server/listen"_qs, u"127.0.0.1:8080"_qs, [](const QString &v) -> QString {
    const int colon = v.lastIndexOf(u':');
    bool ok = false;
    const int port = colon > 0 ? v.mid(colon + 1).toInt(&ok) : -1;
    if (!ok || port < 0 || port > 65535)
        return QStringLiteral("The listen address must be HOST:PORT, e.g. 127.0.0.1:8080, with a port from 0 to 65535.");
    return {};
}};

const SettingKey<int> DefaultRedirectStatus{u"server/defaultStatus"_qs, 302, [](const int &v) -> QString {
    return (v == 301 || v == 302 || v == 307 || v == 308) ? QString() : QStringLiteral("The redirect status must be 301, 302, 307 or 308.");
}};

const SettingKey<int> PermanentCacheSeconds{u"server/permanentCacheSeconds"_qs, 30, inRange(0, 31536000, u"The cache lifetime"_qs)};

const SettingKey<bool> CaseInsensitiveCodes{u"server/caseInsensitive"_qs, false};

const SettingKey<int> HitFlushMs{u"server/hitFlushMs"_qs, 1000, inRange(50, 60000, u"The hit flush interval (ms)"_qs)};

} // namespace kurz::keys

// Desktop app
namespace kurz::keys {

const SettingKey<QString> DatabasePath{u"app/databasePath"_qs, QString(), [](const QString &v) -> QString {
    if (!v.isEmpty() && !QDir::isAbsolutePath(v))
        return QStringLiteral("The database location must be a full path, e.g. /home/me/links.db.");
    return {};
}};
const SettingKey<bool> StartMinimized{u"app/startMinimized"_qs, false};
const SettingKey<bool> StartAtLogin{u"app/startAtLogin"_qs, false};
const SettingKey<bool> AutoShortenClipboard{u"app/autoShortenClipboard"_qs, false};
const SettingKey<QByteArray> WindowGeometry{u"window/geometry"_qs, QByteArray()};
const SettingKey<QByteArray> WindowState{u"window/state"_qs, QByteArray()};

} // namespace kurz::keys
