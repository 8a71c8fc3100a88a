#include "core/links/Link.h"

#include "core/util/SafeText.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

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
    for (LinkStatus status : {LinkStatus::Live, LinkStatus::Scheduled, LinkStatus::Expired, LinkStatus::LimitReached, LinkStatus::Disabled}) {
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
    return QJsonObject{{u"result"_qs, result()}, {u"checked"_qs, isoOrNull(checked)}};
}

QJsonObject Link::toJson(const QString &baseUrl, const QDateTime &now) const
{
    return QJsonObject{
        {u"code"_qs, code},
        {u"shortUrl"_qs, QString(baseUrl + code)},
        {u"target"_qs, target},
        {u"title"_qs, title},
        {u"notes"_qs, notes},
        {u"tags"_qs, QJsonArray::fromStringList(tags)},
        {u"created"_qs, isoOrNull(createdAt)},
        {u"validFrom"_qs, isoOrNull(validFrom)},
        {u"expires"_qs, isoOrNull(expiresAt)},
        {u"maxVisits"_qs, maxVisits ? QJsonValue(*maxVisits) : QJsonValue()},
        {u"redirectStatus"_qs, redirectStatus},
        {u"forwardQuery"_qs, forwardQuery},
        {u"crawlable"_qs, crawlable},
        {u"pathMode"_qs, pathModeName(pathMode)},
        {u"disabled"_qs, disabled},
        {u"hits"_qs, hits},
        {u"botHits"_qs, botHits},
        {u"lastHit"_qs, isoOrNull(lastHitAt)},
        {u"status"_qs, linkStatusName(status(now))},
        {u"health"_qs, health ? QJsonValue(health->toJson()) : QJsonValue()},
    };
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
    std::sort(out.begin(), out.end(), [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    return out;
}

} // namespace kurz
