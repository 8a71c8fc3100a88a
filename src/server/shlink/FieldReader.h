#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace kurz {

class ApiRequest;

namespace shlink {

// Reads the Shlink API's fields from JSON, forms and query strings alike (forms and query
// strings carry everything as text) and notes every field that had a value of the wrong kind.
// Unset and null are nullopt, like a bad value.
class FieldReader {
public:
    // The request's JSON body, or its form and query parameters as the JSON object Shlink
    // would have parsed ("tags[]" becoming a list).
    static QJsonObject body(const ApiRequest &request);
    static QJsonObject form(const ApiRequest &request);
    static bool isTrue(const QString &text);

    std::optional<QString> string(const QJsonObject &body, const QString &name);
    std::optional<bool> boolean(const QJsonObject &body, const QString &name);
    // Whole numbers, also written as text.
    std::optional<qint64> integer(const QJsonObject &body, const QString &name);
    std::optional<QDateTime> date(const QJsonObject &body, const QString &name);
    std::optional<QStringList> stringList(const QJsonObject &body, const QString &name);
    // startDate / endDate of a query string; invalid when absent or unparseable.
    QDateTime queryDate(const ApiRequest &request, const QString &name);

    QStringList invalid;  // the fields refused, in the order read
};

}  // namespace shlink
}  // namespace kurz
