#include "cli/ShlinkApiReader.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace kurz {

ShlinkApiReader::ShlinkApiReader(QUrl server, QString apiKey)
    : m_server(std::move(server))
    , m_apiKey(std::move(apiKey))
{
}

Result<void> ShlinkApiReader::start()
{
    if (!m_server.isValid() || (m_server.scheme() != u"http" && m_server.scheme() != u"https")
        || m_server.host().isEmpty())
        return invalidInput(QCoreApplication::translate(
            "kurz::ShlinkApiReader", "'%1' is not a server address; give it as https://s.example.org")
                                .arg(m_server.toString()));
    return fetch(1);
}

Result<void> ShlinkApiReader::fetch(int page)
{
    QUrl url = m_server;
    url.setPath(url.path().chopped(url.path().endsWith(u'/') ? 1 : 0) + u"/rest/v3/short-urls"_s);
    url.setQuery(QUrlQuery{{u"page"_s, QString::number(page)}, {u"itemsPerPage"_s, QString::number(PageSize)},
        {u"orderBy"_s, u"dateCreated-ASC"_s}});
    QNetworkRequest request(url);
    request.setRawHeader("X-Api-Key", m_apiKey.toUtf8());
    request.setRawHeader("Accept", "application/json");
    request.setTransferTimeout(30000);
    // The key is for this server: a redirect to another one is not followed.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::SameOriginRedirectPolicy);
    QNetworkReply *reply = m_network.get(request);
    // Checked as the answer arrives (downloadProgress is throttled and can come too late): a
    // longer Content-Length, or more bytes, and the reading ends.
    bool tooLarge = false;
    const auto checkSize = [reply, &tooLarge] {
        if (!tooLarge
            && (reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() > MaxPageBytes
                || reply->bytesAvailable() > MaxPageBytes)) {
            tooLarge = true;
            reply->abort();
        }
    };
    QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, checkSize);
    QObject::connect(reply, &QNetworkReply::readyRead, reply, checkSize);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString where = m_server.toString();
    if (tooLarge)
        return invalidInput(QCoreApplication::translate("kurz::ShlinkApiReader",
            "%1 sent more than %2 MB for page %3 of its links, far more than a Shlink server sends; stopped reading "
            "there. Is it a Shlink server?")
                                .arg(where)
                                .arg(MaxPageBytes >> 20)
                                .arg(page));
    if (reply->error() == QNetworkReply::InsecureRedirectError || (status >= 300 && status < 400))
        return invalidInput(
            QCoreApplication::translate("kurz::ShlinkApiReader",
                "%1 redirected to %2; Kurz sends the API key to no other server. Give the address it redirects to, if "
                "that is the Shlink server.")
                .arg(where, url.resolved(QUrl(QString::fromUtf8(reply->rawHeader("Location")))).toString()));
    if (status == 401 || status == 403)
        return invalidInput(QCoreApplication::translate("kurz::ShlinkApiReader",
            "%1 refused the API key (HTTP %2). Check --api-key: it needs a key of that server.")
                                .arg(where)
                                .arg(status));
    if (reply->error() != QNetworkReply::NoError && status == 0)
        return invalidInput(QCoreApplication::translate(
            "kurz::ShlinkApiReader", "Cannot reach %1: %2. Check the address and that the server runs.")
                                .arg(where, reply->errorString()));
    const QJsonObject shortUrls = QJsonDocument::fromJson(reply->readAll()).object().value(u"shortUrls"_s).toObject();
    if (status != 200 || !shortUrls.contains(u"data"_s))
        return invalidInput(QCoreApplication::translate("kurz::ShlinkApiReader",
            "%1 did not answer as a Shlink server (HTTP %2 for %3). Give the address the Shlink web client uses.")
                                .arg(where, QString::number(status), url.path()));
    m_items = shortUrls.value(u"data"_s).toArray();
    QSet<QString> codes;
    for (const QJsonValue &item : std::as_const(m_items))
        codes.insert(item.toObject().value(u"shortCode"_s).toString());
    if (page > 1 && !codes.isEmpty() && codes == m_previousCodes)
        return invalidInput(QCoreApplication::translate(
            "kurz::ShlinkApiReader", "%1 answered page %2 with the links of page %3 again; stopped reading there.")
                                .arg(where)
                                .arg(page)
                                .arg(page - 1));
    m_previousCodes = std::move(codes);
    m_next = 0;
    m_page = page;
    m_pages = shortUrls.value(u"pagination"_s).toObject().value(u"pagesCount"_s).toInt();
    return {};
}

static QDateTime timeOf(const QJsonValue &value)
{
    return value.isString() ? QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC() : QDateTime();
}

bool ShlinkApiReader::next(ImportRow &row)
{
    if (!m_status.ok())
        return false;
    if (m_next == m_items.size()) {
        if (m_page >= m_pages)
            return false;
        m_status = fetch(m_page + 1);
        if (!m_status.ok() || m_items.isEmpty())
            return false;
    }
    const QJsonObject item = m_items.at(m_next++).toObject();
    row = ImportRow{};
    row.line = ++m_item;
    Link &link = row.link;
    link.code = item.value(u"shortCode"_s).toString();
    link.target = item.value(u"longUrl"_s).toString();
    link.title = item.value(u"title"_s).toString();
    for (const QJsonValue &tag : item.value(u"tags"_s).toArray())
        link.tags.append(tag.toString());
    link.createdAt = timeOf(item.value(u"dateCreated"_s));
    const QJsonObject visits = item.value(u"visitsSummary"_s).toObject();
    link.hits = visits.isEmpty() ? item.value(u"visitsCount"_s).toInteger() : visits.value(u"nonBots"_s).toInteger();
    link.botHits = visits.value(u"bots"_s).toInteger();
    const QJsonObject meta = item.value(u"meta"_s).toObject();
    link.validFrom = timeOf(meta.value(u"validSince"_s));
    link.expiresAt = timeOf(meta.value(u"validUntil"_s));
    if (meta.value(u"maxVisits"_s).isDouble())
        link.maxVisits = meta.value(u"maxVisits"_s).toInteger();
    link.crawlable = item.value(u"crawlable"_s).toBool();
    link.forwardQuery = item.value(u"forwardQuery"_s).toBool(true);
    return true;
}

}  // namespace kurz
