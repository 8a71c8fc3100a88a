#pragma once

#include "core/links/UserAgent.h"
#include "core/util/Result.h"

#include <QByteArray>
#include <QHostAddress>
#include <QJsonArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace kurz {

// One condition of a redirect rule, as Shlink defines it: a type and its matchKey and
// matchValue. Made only through make(), which checks and normalises the values and keeps
// what evaluating needs (dates in ms, parsed networks), so a request parses nothing twice.
struct TargetCondition {
    enum class Type {
        Device,
        Browser,
        Language,
        QueryParam,
        AnyValueQueryParam,
        ValuelessQueryParam,
        IpAddress,
        BeforeDate,
        AfterDate,
    };

    Type type = Type::Device;
    QString key;  // matchKey: the query parameter; empty for the others
    QString value;  // matchValue, normalised (dates as ISO 8601 with offset); empty for key-only types

    // InvalidInput (reason field-invalid, field "redirectRules") for an unknown type, a value
    // the type does not take, and the geolocation types, which need a location source Kurz
    // has not got. Any-value and valueless parameters take their name from `key`, or from
    // `value` when `key` is empty (as Shlink's own import does).
    static Result<TargetCondition> make(const QString &type, const QString &key, const QString &value);

    static QLatin1String typeName(Type type);  // "device", "query-param", ...
    // Shlink's JSON form: {"type", "matchKey", "matchValue"}, null where a type has none.
    QJsonObject toJson() const;
    // In words, for the CLI and the "why" of a choice: "device is android".
    QString describe() const;

    friend bool operator==(const TargetCondition &a, const TargetCondition &b)
    {
        return a.type == b.type && a.key == b.key && a.value == b.value;
    }

    // Made by make(): what evaluating reads.
    qint64 dateMs = 0;
    QList<QPair<QHostAddress, int>> networks;  // a single address or CIDR range
    std::optional<std::array<int, 4>> wildcard;  // IPv4 octets, -1 for '*'
};

// A rule: the long URL for visitors who meet all of its conditions.
struct TargetRule {
    QString longUrl;
    QList<TargetCondition> conditions;

    friend bool operator==(const TargetRule &, const TargetRule &) = default;
};

// What a request tells the rules about its visitor.
struct Visitor {
    std::optional<UserAgent> agent;  // needed only when targetrules::needsUserAgent()
    QByteArray acceptLanguage;
    QByteArray query;  // encoded, without the '?'
    QHostAddress address;  // the client, as decided behind trusted proxies; null when unknown
    qint64 nowMs = 0;
};

// Which URL a visitor gets, and why.
struct TargetChoice {
    int rule = -1;  // index into the rules; -1: none matched, the link's own target
    QString url;
    QString why;
};

// A link's redirect rules (Link::targetRules), in priority order: the first whose conditions
// all match decides the target; none matching leaves the link's own. Pure functions.
namespace targetrules {

inline constexpr int MaxRules = 64;
inline constexpr int MaxConditions = 16;

// Shlink's request shape: [{"longUrl", "conditions": [{"type", "matchKey", "matchValue"}]}].
// Rule URLs are taken as written (the caller normalises them as targets).
Result<QList<TargetRule>> fromJson(const QJsonArray &rules);
// Shlink's answer shape, with priorities from 1.
QJsonArray toJson(const QList<TargetRule> &rules);
// As the database keeps them: compact JSON, empty for no rules; fromText reads it back.
QString toText(const QList<TargetRule> &rules);
Result<QList<TargetRule>> fromText(const QString &text);

// The values device and browser conditions take, for pickers.
QStringList deviceValues();
QStringList browserValues();

// Whether any condition reads the User-Agent (device, browser): only then is it parsed.
bool needsUserAgent(const QList<TargetRule> &rules);
bool matches(const TargetCondition &condition, const Visitor &visitor);
// The index of the first rule that matches, or -1.
int firstMatch(const QList<TargetRule> &rules, const Visitor &visitor);
// firstMatch() with the URL chosen and the reason in words.
TargetChoice choose(const QList<TargetRule> &rules, const QString &defaultUrl, const Visitor &visitor);

}  // namespace targetrules

}  // namespace kurz
