#include "core/links/Link.h"

#include "core/util/SafeText.h"

#include <QJsonArray>
#include <QSet>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

QString pathModeName(PathMode mode)
{
    return mode == PathMode::Append ? QStringLiteral("append") : QStringLiteral("exact");
}

std::optional<PathMode> pathModeFromName(const QString &name)
{
    if (name == u"exact")
        return PathMode::Exact;
    if (name == u"append")
        return PathMode::Append;
    return std::nullopt;
}

QString linkStatusName(LinkStatus status)
{
    switch (status) {
    case LinkStatus::Live: return QStringLiteral("live");
    case LinkStatus::Scheduled: return QStringLiteral("scheduled");
    case LinkStatus::Expired: return QStringLiteral("expired");
    case LinkStatus::LimitReached: return QStringLiteral("limit-reached");
    case LinkStatus::Disabled: return QStringLiteral("disabled");
    }
    return {};
}

std::optional<LinkStatus> linkStatusFromName(const QString &name)
{
    for (LinkStatus status : {LinkStatus::Live, LinkStatus::Scheduled, LinkStatus::Expired, LinkStatus::LimitReached,
             LinkStatus::Disabled}) {
        if (linkStatusName(status) == name)
            return status;
    }
    return std::nullopt;
}

RedirectRules Link::rules() const
{
    RedirectRules rules;
    rules.disabled = disabled;
    if (validFrom.isValid())
        rules.validFromMs = validFrom.toMSecsSinceEpoch();
    if (expiresAt.isValid())
        rules.expiresAtMs = expiresAt.toMSecsSinceEpoch();
    if (maxVisits)
        rules.maxVisits = *maxVisits;
    return rules;
}

LinkStatus Link::status(const QDateTime &now, qint64 pendingHits) const
{
    return decideStatus(rules(), now.toMSecsSinceEpoch(), hits + pendingHits);
}

static QJsonValue isoOrNull(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

QJsonValue LinkHealth::result() const
{
    return status > 0 ? QJsonValue(status) : QJsonValue(error);
}

QJsonObject LinkHealth::toJson() const
{
    return QJsonObject{{u"result"_s, result()}, {u"checked"_s, isoOrNull(checked)}};
}

QJsonObject Link::toJson(const QString &baseUrl, const QDateTime &now) const
{
    return QJsonObject{
        {u"code"_s, code},
        {u"shortUrl"_s, shortUrl(baseUrl)},
        {u"domain"_s, domain.isEmpty() ? QJsonValue() : QJsonValue(domain)},
        {u"target"_s, target},
        {u"title"_s, title},
        {u"notes"_s, notes},
        {u"tags"_s, QJsonArray::fromStringList(tags)},
        {u"created"_s, isoOrNull(createdAt)},
        {u"validFrom"_s, isoOrNull(validFrom)},
        {u"expires"_s, isoOrNull(expiresAt)},
        {u"expiredUrl"_s, expiredUrl.isEmpty() ? QJsonValue() : QJsonValue(expiredUrl)},
        {u"maxVisits"_s, maxVisits ? QJsonValue(*maxVisits) : QJsonValue()},
        {u"redirectStatus"_s, redirectStatus},
        {u"forwardQuery"_s, forwardQuery},
        {u"crawlable"_s, crawlable},
        {u"pathMode"_s, pathModeName(pathMode)},
        {u"disabled"_s, disabled},
        {u"hits"_s, hits},
        {u"botHits"_s, botHits},
        {u"lastHit"_s, isoOrNull(lastHitAt)},
        {u"status"_s, linkStatusName(status(now))},
        {u"health"_s, health ? QJsonValue(health->toJson()) : QJsonValue()},
        {u"protected"_s, isProtected()},
        {u"networks"_s,
            networks.isEmpty() ? QJsonValue()
                               : QJsonValue(networks)},  // never the hash: kurz-json export writes that itself
        {u"redirectRules"_s, targetrules::toJson(targetRules)},
    };
}

QString Link::shortUrl(const QString &baseUrl) const
{
    if (domain.isEmpty())
        return baseUrl + code;
    QUrl url(baseUrl);
    url.setHost(domain);
    url.setPort(-1);  // a domain of its own is reached on the scheme's port, through its proxy
    url.setPath(u"/"_s);
    return url.toString() + code;
}

QStringList normalizedTags(const QStringList &tags)
{
    QStringList out;
    QSet<QString> seen;
    for (const QString &tag : tags) {
        QString t = withoutControls(tag).trimmed();
        if (!t.isEmpty() && !seen.contains(t)) {
            seen.insert(t);
            out.append(std::move(t));
        }
    }
    std::sort(out.begin(), out.end(),
        [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    return out;
}

}  // namespace kurz
