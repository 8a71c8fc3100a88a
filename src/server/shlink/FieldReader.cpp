#include "server/shlink/FieldReader.h"

#include "server/ApiRequest.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

QJsonObject FieldReader::body(const ApiRequest &request)
{
    return request.hasJsonBody() ? request.json() : form(request);
}

QJsonObject FieldReader::form(const ApiRequest &request)
{
    QJsonObject object;
    for (const auto &[name, value] : request.allParams()) {
        if (name.endsWith(u"[]"_s)) {
            const QString key = name.chopped(2);
            QJsonArray list = object.value(key).toArray();
            list.append(value);
            object.insert(key, list);
        } else if (!object.contains(name)) {
            object.insert(name, value);
        }
    }
    return object;
}

bool FieldReader::isTrue(const QString &text)
{
    return text == u"true" || text == u"1";
}

std::optional<QString> FieldReader::string(const QJsonObject &body, const QString &name)
{
    const QJsonValue v = body.value(name);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isString()) {
        invalid << name;
        return std::nullopt;
    }
    return v.toString();
}

std::optional<bool> FieldReader::boolean(const QJsonObject &body, const QString &name)
{
    const QJsonValue v = body.value(name);
    if (v.isBool())
        return v.toBool();
    if (v.isString() && isTrue(v.toString()))
        return true;
    if (v.isString() && (v.toString() == u"false" || v.toString() == u"0" || v.toString().isEmpty()))
        return false;
    if (!v.isUndefined() && !v.isNull())
        invalid << name;
    return std::nullopt;
}

std::optional<qint64> FieldReader::integer(const QJsonObject &body, const QString &name)
{
    const QJsonValue v = body.value(name);
    // Range-checked before converting: beyond 2^53 a double is no exact whole number anyway.
    if (v.isDouble() && v.toDouble() == std::floor(v.toDouble()) && std::abs(v.toDouble()) <= 9007199254740992.0)
        return qint64(v.toDouble());
    bool ok = false;
    const qint64 n = v.toString().toLongLong(&ok);
    if (v.isString() && ok)
        return n;
    if (!v.isUndefined() && !v.isNull())
        invalid << name;
    return std::nullopt;
}

std::optional<QDateTime> FieldReader::date(const QJsonObject &body, const QString &name)
{
    const auto text = string(body, name);
    if (!text)
        return std::nullopt;
    const QDateTime time = QDateTime::fromString(*text, Qt::ISODateWithMs);
    if (!time.isValid()) {
        invalid << name;
        return std::nullopt;
    }
    return time;
}

std::optional<QStringList> FieldReader::stringList(const QJsonObject &body, const QString &name)
{
    const QJsonValue v = body.value(name);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    QStringList list;
    for (const QJsonValue &item : v.toArray()) {
        if (!item.isString())
            break;
        list << item.toString();
    }
    if (!v.isArray() || list.size() != v.toArray().size()) {
        invalid << name;
        return std::nullopt;
    }
    return list;
}

QDateTime FieldReader::queryDate(const ApiRequest &request, const QString &name)
{
    const QString text = request.param(name);
    if (text.isEmpty())
        return {};
    const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        invalid << name;
    return time;
}

}  // namespace kurz::shlink
