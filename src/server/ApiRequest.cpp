#include "server/ApiRequest.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString decodeComponent(QByteArrayView text)
{
    QByteArray bytes = text.toByteArray();
    bytes.replace('+', ' ');
    return QString::fromUtf8(QByteArray::fromPercentEncoding(bytes));
}

// The value of `attribute` in a header like `form-data; name="url"`.
QByteArray headerAttribute(QByteArrayView header, QByteArrayView attribute)
{
    for (QByteArrayView part : QByteArray(header.toByteArray()).split(';')) {
        part = part.trimmed();
        const qsizetype equals = part.indexOf('=');
        if (equals < 0 || part.first(equals).trimmed().compare(attribute, Qt::CaseInsensitive) != 0)
            continue;
        QByteArrayView value = part.sliced(equals + 1).trimmed();
        if (value.size() >= 2 && value.startsWith('"') && value.endsWith('"'))
            value = value.sliced(1, value.size() - 2);
        return value.toByteArray();
    }
    return {};
}

}  // namespace

QList<QPair<QString, QString>> ApiRequest::parseForm(QByteArrayView text)
{
    QList<QPair<QString, QString>> pairs;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf('&', start);
        if (end < 0)
            end = text.size();
        const QByteArrayView pair = text.sliced(start, end - start);
        if (!pair.isEmpty()) {
            const qsizetype equals = pair.indexOf('=');
            if (equals < 0)
                pairs.append({decodeComponent(pair), QStringLiteral("")});
            else
                pairs.append({decodeComponent(pair.first(equals)), decodeComponent(pair.sliced(equals + 1))});
        }
        start = end + 1;
    }
    return pairs;
}

QList<QPair<QString, QString>> ApiRequest::parseMultipart(const QByteArray &body, const QByteArray &contentType)
{
    QList<QPair<QString, QString>> pairs;
    const QByteArray boundary = headerAttribute(contentType, "boundary");
    if (boundary.isEmpty())
        return pairs;
    const QByteArray delimiter = "--" + boundary;
    const QByteArray separator = "\r\n" + delimiter;
    qsizetype at = body.indexOf(delimiter);
    while (at >= 0) {
        qsizetype partStart = at + delimiter.size();
        if (body.mid(partStart, 2) == "--")
            break;
        if (body.mid(partStart, 2) == "\r\n")
            partStart += 2;
        const qsizetype next = body.indexOf(separator, partStart);
        if (next < 0)
            break;
        const QByteArrayView part = QByteArrayView(body).sliced(partStart, next - partStart);
        const qsizetype headerEnd = part.indexOf("\r\n\r\n");
        if (headerEnd >= 0) {
            QByteArray name;
            bool file = false;
            for (const QByteArray &line : part.first(headerEnd).toByteArray().split('\n')) {
                const qsizetype colon = line.indexOf(':');
                if (colon > 0 && line.first(colon).trimmed().compare("content-disposition", Qt::CaseInsensitive) == 0) {
                    const QByteArray value = line.sliced(colon + 1).trimmed();
                    name = headerAttribute(value, "name");
                    file = !headerAttribute(value, "filename").isEmpty();
                }
            }
            if (!name.isEmpty() && !file)
                pairs.append({QString::fromUtf8(name), QString::fromUtf8(part.sliced(headerEnd + 4))});
        }
        at = next + 2;
    }
    return pairs;
}

ApiRequest::ApiRequest(const QHttpServerRequest &request)
    : m_request(request)
    , m_method(request.method())
{
    const QUrl url = request.url();
    m_path = url.path(QUrl::FullyDecoded);
    m_params = parseForm(url.query(QUrl::FullyEncoded).toUtf8());

    const QByteArray body = request.body();
    if (body.isEmpty())
        return;
    const QByteArray contentType = request.value("content-type").toLower();
    if (contentType.startsWith("multipart/form-data")) {
        m_params += parseMultipart(body, request.value("content-type"));
    } else if (contentType.contains("json") || body.trimmed().startsWith('{')) {
        // A JSON object is JSON whatever the Content-Type says (curl -d sends a form type).
        m_hasJson = true;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(body, &error);
        m_jsonValid = error.error == QJsonParseError::NoError && document.isObject();
        m_json = document.object();
    } else if (contentType.startsWith("application/x-www-form-urlencoded")) {
        m_params += parseForm(body);
    }
}

QString ApiRequest::param(const QString &name) const
{
    for (const auto &[key, value] : m_params) {
        if (key == name)
            return value;
    }
    return {};
}

bool ApiRequest::has(const QString &name) const
{
    for (const auto &pair : m_params) {
        if (pair.first == name)
            return true;
    }
    return false;
}

QStringList ApiRequest::params(const QString &name) const
{
    const QString array = name + u"[]"_s;
    QStringList values;
    for (const auto &[key, value] : m_params) {
        if (key == name || key == array)
            values.append(value);
    }
    return values;
}

}  // namespace kurz
