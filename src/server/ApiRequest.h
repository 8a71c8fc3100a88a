#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QHttpServerRequest>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace kurz {

// What the API handlers need of a request, parsed once: the parameters from the query string
// and from an urlencoded or multipart body (as PHP's $_REQUEST sees them), or a JSON body.
class ApiRequest {
public:
    explicit ApiRequest(const QHttpServerRequest &request);

    QHttpServerRequest::Method method() const { return m_method; }
    const QString &path() const { return m_path; }  // percent-decoded
    QByteArray header(const QByteArray &name) const { return m_request.value(name); }
    QHostAddress peer() const { return m_request.remoteAddress(); }

    // First value of a parameter (query string first, then the body); null if absent.
    QString param(const QString &name) const;
    bool has(const QString &name) const;
    // Every value of `name` and of `name[]`, in order.
    QStringList params(const QString &name) const;
    const QList<QPair<QString, QString>> &allParams() const { return m_params; }

    bool hasJsonBody() const { return m_hasJson; }
    bool jsonValid() const { return m_jsonValid; }
    const QJsonObject &json() const { return m_json; }

    // application/x-www-form-urlencoded (and query strings): '+' is a space, as in PHP.
    static QList<QPair<QString, QString>> parseForm(QByteArrayView text);
    static QList<QPair<QString, QString>> parseMultipart(const QByteArray &body, const QByteArray &contentType);

private:
    const QHttpServerRequest &m_request;
    QHttpServerRequest::Method m_method;
    QString m_path;
    QList<QPair<QString, QString>> m_params;
    QJsonObject m_json;
    bool m_hasJson = false;
    bool m_jsonValid = false;
};

}  // namespace kurz
