#include "core/links/TargetRules.h"

#include "core/links/LinkNetworks.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

using Type = TargetCondition::Type;

constexpr std::array<QLatin1String, 8> Devices{
    "android"_L1, "ios"_L1, "mobile"_L1, "windows"_L1, "macos"_L1, "linux"_L1, "chromeos"_L1, "desktop"_L1};
constexpr std::array<QLatin1String, 6> Browsers{
    "chrome"_L1, "firefox"_L1, "edge"_L1, "safari"_L1, "opera"_L1, "android_browser"_L1};

constexpr std::array<QPair<Type, QLatin1String>, 9> TypeNames{{
    {Type::Device, "device"_L1},
    {Type::Browser, "browser"_L1},
    {Type::Language, "language"_L1},
    {Type::QueryParam, "query-param"_L1},
    {Type::AnyValueQueryParam, "any-value-query-param"_L1},
    {Type::ValuelessQueryParam, "valueless-query-param"_L1},
    {Type::IpAddress, "ip-address"_L1},
    {Type::BeforeDate, "before-date"_L1},
    {Type::AfterDate, "after-date"_L1},
}};

Error ruleError(const QString &message)
{
    return Error{Error::Kind::InvalidInput, message, u"redirectRules"_s, reasons::FieldInvalid};
}

template<size_t N>
bool oneOf(const std::array<QLatin1String, N> &words, const QString &value)
{
    return std::find(words.begin(), words.end(), value) != words.end();
}

template<size_t N>
QString listed(const std::array<QLatin1String, N> &words)
{
    QStringList list;
    for (const QLatin1String word : words)
        list.append(word);
    return list.join(u", "_s);
}

// "en_US " -> "en-us"
QString normalizedLocale(QStringView locale)
{
    return locale.trimmed().toString().toLower().replace(u'_', u'-');
}

// An IPv4 pattern with '*' for whole octets ("192.168.*.*"), or nothing.
std::optional<std::array<int, 4>> wildcardOf(const QString &value)
{
    const QStringList parts = value.split(u'.');
    if (parts.size() != 4 || !value.contains(u'*'))
        return std::nullopt;
    std::array<int, 4> octets{};
    for (int i = 0; i < 4; ++i) {
        if (parts[i] == "*"_L1) {
            octets[size_t(i)] = -1;
            continue;
        }
        bool ok = false;
        const int octet = parts[i].toInt(&ok);
        if (!ok || octet < 0 || octet > 255 || parts[i].size() > 3)
            return std::nullopt;
        octets[size_t(i)] = octet;
    }
    return octets;
}

// ISO 8601 as Shlink writes dates (2025-03-01T10:00:00+01:00); no offset means UTC.
std::optional<QDateTime> dateOf(const QString &value)
{
    QDateTime date = QDateTime::fromString(value.trimmed(), Qt::ISODateWithMs);
    if (!date.isValid())
        return std::nullopt;
    if (date.timeSpec() == Qt::LocalTime)
        date.setTimeSpec(Qt::UTC);
    return date;
}

QString atomText(const QDateTime &date)
{
    const int offset = date.offsetFromUtc();
    const int minutes = std::abs(offset) / 60;
    return date.toOffsetFromUtc(offset).toString(u"yyyy-MM-ddTHH:mm:ss"_s) + (offset < 0 ? u'-' : u'+')
        + u"%1:%2"_s.arg(minutes / 60, 2, 10, QChar(u'0')).arg(minutes % 60, 2, 10, QChar(u'0'));
}

// The value of query parameter `name` in `query` (the last one, as PHP reads a query), or
// nothing when it is not there; a parameter without '=' has the empty value.
std::optional<QString> queryValue(const QByteArray &query, const QString &name)
{
    std::optional<QString> found;
    const auto decoded = [](QByteArrayView part) {
        QByteArray bytes = part.toByteArray();
        bytes.replace('+', ' ');
        return QString::fromUtf8(QByteArray::fromPercentEncoding(bytes));
    };
    for (const QByteArray &pair : query.split('&')) {
        if (pair.isEmpty())
            continue;
        const qsizetype equals = pair.indexOf('=');
        const QByteArray key = equals < 0 ? pair : pair.first(equals);
        if (decoded(key) == name)
            found = equals < 0 ? QString() : decoded(pair.sliced(equals + 1));
    }
    return found;
}

// Shlink's rule: the visitor accepts the language (and the country, when the condition names
// one) with a quality of at least 0.9.
bool acceptsLanguage(const QByteArray &header, const QString &wanted)
{
    const QString accepted = QString::fromLatin1(header).trimmed();
    if (accepted.isEmpty() || accepted == "*"_L1 || wanted.isEmpty())
        return false;
    const QStringList want = wanted.split(u'-');
    for (const QStringView entry : QStringView(accepted).split(u',')) {
        const qsizetype semicolon = entry.indexOf(u';');
        const QString locale = normalizedLocale(semicolon < 0 ? entry : entry.first(semicolon));
        double quality = 1;
        if (semicolon >= 0) {
            const QStringView parameter = entry.sliced(semicolon + 1).trimmed();
            if (parameter.startsWith(u"q="))
                quality = parameter.sliced(2).toDouble();
        }
        if (locale == "*"_L1 || quality < 0.9)
            continue;
        const QStringList have = locale.split(u'-');
        if (have.first() == want.first() && (want.size() < 2 || (have.size() >= 2 && have[1] == want[1])))
            return true;
    }
    return false;
}

bool deviceMatches(const UserAgent &agent, const QString &device)
{
    const bool mobile = agent.os == OsFamily::Android || agent.os == OsFamily::Ios;
    const bool desktop = agent.os == OsFamily::Windows || agent.os == OsFamily::MacOs || agent.os == OsFamily::Linux
        || agent.os == OsFamily::ChromeOs;
    if (device == "mobile"_L1)
        return mobile;
    if (device == "desktop"_L1)
        return desktop;
    return agent.os != OsFamily::Unknown && UserAgent::osName(agent.os) == device;
}

}  // namespace

QLatin1String TargetCondition::typeName(Type type)
{
    for (const auto &[known, name] : TypeNames) {
        if (known == type)
            return name;
    }
    return ""_L1;
}

Result<TargetCondition> TargetCondition::make(const QString &typeText, const QString &key, const QString &value)
{
    if (typeText == "geolocation-country-code"_L1 || typeText == "geolocation-city-name"_L1)
        return ruleError(QCoreApplication::translate("kurz::TargetRules",
            "Kurz has no location source for visitors yet, so '%1' conditions cannot be decided. Remove "
            "the condition, or use an ip-address condition for the networks you know.")
                             .arg(typeText));
    TargetCondition condition;
    bool known = false;
    for (const auto &[type, name] : TypeNames) {
        if (name == typeText) {
            condition.type = type;
            known = true;
        }
    }
    if (!known)
        return ruleError(QCoreApplication::translate("kurz::TargetRules",
            "'%1' is no redirect condition. Use device, browser, language, query-param, "
            "any-value-query-param, valueless-query-param, ip-address, before-date or after-date.")
                             .arg(typeText.left(60)));
    const QString trimmed = value.trimmed();
    switch (condition.type) {
    case Type::Device:
        condition.value = trimmed.toLower();
        if (!oneOf(Devices, condition.value))
            return ruleError(QCoreApplication::translate("kurz::TargetRules", "'%1' is no device. Use one of: %2.")
                                 .arg(value.left(60), listed(Devices)));
        break;
    case Type::Browser:
        condition.value = trimmed.toLower();
        if (!oneOf(Browsers, condition.value))
            return ruleError(QCoreApplication::translate("kurz::TargetRules", "'%1' is no browser. Use one of: %2.")
                                 .arg(value.left(60), listed(Browsers)));
        break;
    case Type::Language: {
        condition.value = normalizedLocale(value);
        const QStringList parts = condition.value.split(u'-');
        if (condition.value.isEmpty() || condition.value.size() > 35 || parts.size() > 3
            || std::any_of(parts.begin(), parts.end(), [](const QString &p) { return p.isEmpty(); }))
            return ruleError(QCoreApplication::translate("kurz::TargetRules",
                "'%1' is no language. Write a language such as en, or a language and country such as "
                "de-AT.")
                                 .arg(value.left(60)));
        break;
    }
    case Type::QueryParam:
        if (key.isEmpty() || value.isEmpty())
            return ruleError(QCoreApplication::translate("kurz::TargetRules",
                "A query-param condition needs the parameter's name in matchKey and its value in "
                "matchValue."));
        condition.key = key;
        condition.value = value;
        break;
    case Type::AnyValueQueryParam:
    case Type::ValuelessQueryParam:
        condition.key = key.isEmpty() ? value : key;
        if (condition.key.isEmpty())
            return ruleError(QCoreApplication::translate(
                "kurz::TargetRules", "A %1 condition needs the parameter's name in matchKey.")
                                 .arg(typeText));
        break;
    case Type::IpAddress:
        condition.value = trimmed;
        if (trimmed.contains(u'*')) {
            condition.wildcard = wildcardOf(trimmed);
        } else if (const auto networks = linknetworks::parse(trimmed);
                   networks && networks->size() == 1 && !trimmed.contains(u',')) {
            condition.networks = *networks;
        }
        if (!condition.wildcard && condition.networks.isEmpty())
            return ruleError(QCoreApplication::translate("kurz::TargetRules",
                "'%1' is no address pattern. Write an address (192.168.1.5), a range (192.168.1.0/24) "
                "or a pattern with * for whole parts (192.168.*.*).")
                                 .arg(value.left(60)));
        break;
    case Type::BeforeDate:
    case Type::AfterDate: {
        const auto date = dateOf(value);
        if (!date)
            return ruleError(QCoreApplication::translate(
                "kurz::TargetRules", "'%1' is no date. Write it as ISO 8601, such as 2026-03-01T09:00:00+01:00.")
                                 .arg(value.left(60)));
        condition.value = atomText(*date);
        condition.dateMs = date->toMSecsSinceEpoch();
        break;
    }
    }
    return condition;
}

QJsonObject TargetCondition::toJson() const
{
    const bool keyed
        = type == Type::QueryParam || type == Type::AnyValueQueryParam || type == Type::ValuelessQueryParam;
    const bool valued = type != Type::AnyValueQueryParam && type != Type::ValuelessQueryParam;
    return {{u"type"_s, QString(typeName(type))}, {u"matchKey"_s, keyed ? QJsonValue(key) : QJsonValue()},
        {u"matchValue"_s, valued ? QJsonValue(value) : QJsonValue()}};
}

QString TargetCondition::describe() const
{
    switch (type) {
    case Type::Device: return QCoreApplication::translate("kurz::TargetRules", "device is %1").arg(value);
    case Type::Browser: return QCoreApplication::translate("kurz::TargetRules", "browser is %1").arg(value);
    case Type::Language:
        return QCoreApplication::translate("kurz::TargetRules", "%1 is an accepted language").arg(value);
    case Type::QueryParam: return QCoreApplication::translate("kurz::TargetRules", "query has %1=%2").arg(key, value);
    case Type::AnyValueQueryParam: return QCoreApplication::translate("kurz::TargetRules", "query has %1").arg(key);
    case Type::ValuelessQueryParam:
        return QCoreApplication::translate("kurz::TargetRules", "query has %1 without a value").arg(key);
    case Type::IpAddress: return QCoreApplication::translate("kurz::TargetRules", "address matches %1").arg(value);
    case Type::BeforeDate: return QCoreApplication::translate("kurz::TargetRules", "before %1").arg(value);
    case Type::AfterDate: return QCoreApplication::translate("kurz::TargetRules", "after %1").arg(value);
    }
    return {};
}

namespace targetrules {

QStringList deviceValues()
{
    QStringList values;
    for (QLatin1String device : Devices)
        values.append(device);
    return values;
}

QStringList browserValues()
{
    QStringList values;
    for (QLatin1String browser : Browsers)
        values.append(browser);
    return values;
}

Result<QList<TargetRule>> fromJson(const QJsonArray &rules)
{
    if (rules.size() > MaxRules)
        return ruleError(
            QCoreApplication::translate("kurz::TargetRules", "A link has at most %1 redirect rules, not %2.")
                .arg(MaxRules)
                .arg(rules.size()));
    QList<TargetRule> read;
    for (const QJsonValue &ruleValue : rules) {
        const QJsonObject rule = ruleValue.toObject();
        TargetRule made;
        made.longUrl = rule.value(u"longUrl"_s).toString().trimmed();
        if (!ruleValue.isObject() || made.longUrl.isEmpty())
            return ruleError(QCoreApplication::translate("kurz::TargetRules", "Redirect rule %1 has no longUrl.")
                                 .arg(read.size() + 1));
        const QJsonValue conditions = rule.value(u"conditions"_s);
        if (!conditions.isArray() || conditions.toArray().isEmpty())
            return ruleError(QCoreApplication::translate(
                "kurz::TargetRules", "Redirect rule %1 has no conditions; a rule needs at least one.")
                                 .arg(read.size() + 1));
        if (conditions.toArray().size() > MaxConditions)
            return ruleError(QCoreApplication::translate(
                "kurz::TargetRules", "Redirect rule %1 has %2 conditions; at most %3 are allowed.")
                                 .arg(read.size() + 1)
                                 .arg(conditions.toArray().size())
                                 .arg(MaxConditions));
        for (const QJsonValue &conditionValue : conditions.toArray()) {
            const QJsonObject condition = conditionValue.toObject();
            auto one = TargetCondition::make(condition.value(u"type"_s).toString(),
                condition.value(u"matchKey"_s).toString(), condition.value(u"matchValue"_s).toString());
            if (!one)
                return one.error();
            made.conditions.append(*one);
        }
        read.append(made);
    }
    return read;
}

QJsonArray toJson(const QList<TargetRule> &rules)
{
    QJsonArray out;
    int priority = 0;
    for (const TargetRule &rule : rules) {
        QJsonArray conditions;
        for (const TargetCondition &condition : rule.conditions)
            conditions.append(condition.toJson());
        out.append(
            QJsonObject{{u"longUrl"_s, rule.longUrl}, {u"priority"_s, ++priority}, {u"conditions"_s, conditions}});
    }
    return out;
}

QString toText(const QList<TargetRule> &rules)
{
    if (rules.isEmpty())
        return {};
    QJsonArray out = toJson(rules);
    for (qsizetype i = 0; i < out.size(); ++i) {
        QJsonObject rule = out[i].toObject();
        rule.remove(u"priority"_s);  // the order is the priority
        out[i] = rule;
    }
    return QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact));
}

Result<QList<TargetRule>> fromText(const QString &text)
{
    if (text.isEmpty())
        return QList<TargetRule>();
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    if (!document.isArray())
        return ruleError(QCoreApplication::translate(
            "kurz::TargetRules", "The stored redirect rules are not readable. Set the link's rules again."));
    return fromJson(document.array());
}

bool needsUserAgent(const QList<TargetRule> &rules)
{
    for (const TargetRule &rule : rules) {
        for (const TargetCondition &condition : rule.conditions) {
            if (condition.type == Type::Device || condition.type == Type::Browser)
                return true;
        }
    }
    return false;
}

bool matches(const TargetCondition &condition, const Visitor &visitor)
{
    switch (condition.type) {
    case Type::Device: return visitor.agent && deviceMatches(*visitor.agent, condition.value);
    case Type::Browser: return visitor.agent && UserAgent::shlinkBrowser(visitor.agent->browser) == condition.value;
    case Type::Language: return acceptsLanguage(visitor.acceptLanguage, condition.value);
    case Type::QueryParam: return queryValue(visitor.query, condition.key) == condition.value;
    case Type::AnyValueQueryParam: return queryValue(visitor.query, condition.key).has_value();
    case Type::ValuelessQueryParam: {
        const auto found = queryValue(visitor.query, condition.key);
        return found && found->isEmpty();
    }
    case Type::IpAddress: {
        if (!condition.wildcard)
            return linknetworks::contains(condition.networks, visitor.address);
        bool v4 = false;
        const quint32 address = visitor.address.toIPv4Address(&v4);
        if (!v4)
            return false;
        for (int i = 0; i < 4; ++i) {
            const int octet = (*condition.wildcard)[size_t(i)];
            if (octet >= 0 && quint32(octet) != ((address >> (24 - 8 * i)) & 0xff))
                return false;
        }
        return true;
    }
    case Type::BeforeDate: return visitor.nowMs < condition.dateMs;
    case Type::AfterDate: return visitor.nowMs > condition.dateMs;
    }
    return false;
}

int firstMatch(const QList<TargetRule> &rules, const Visitor &visitor)
{
    for (qsizetype i = 0; i < rules.size(); ++i) {
        const auto &conditions = rules[i].conditions;
        if (std::all_of(conditions.begin(), conditions.end(),
                [&](const TargetCondition &condition) { return matches(condition, visitor); }))
            return int(i);
    }
    return -1;
}

TargetChoice choose(const QList<TargetRule> &rules, const QString &defaultUrl, const Visitor &visitor)
{
    TargetChoice choice;
    choice.rule = firstMatch(rules, visitor);
    if (choice.rule < 0) {
        choice.url = defaultUrl;
        choice.why = rules.isEmpty()
            ? QCoreApplication::translate("kurz::TargetRules", "the link has no redirect rules")
            : QCoreApplication::translate("kurz::TargetRules", "no redirect rule matched: the link's own target");
        return choice;
    }
    const TargetRule &rule = rules[choice.rule];
    choice.url = rule.longUrl;
    QStringList reasons;
    for (const TargetCondition &condition : rule.conditions)
        reasons.append(condition.describe());
    choice.why = QCoreApplication::translate("kurz::TargetRules", "rule %1 matched: %2")
                     .arg(choice.rule + 1)
                     .arg(reasons.join(u", "_s));
    return choice;
}

}  // namespace targetrules

}  // namespace kurz
