#pragma once

#include "core/io/LinkReader.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSet>
#include <QUrl>

namespace kurz {

// Reads the links of a running Shlink server (or another Kurz) through its REST API, a page
// at a time: GET /rest/v3/short-urls with the API key. The key goes to that server alone (a
// redirect elsewhere is refused), a page may hold at most MaxPageBytes, and a server that
// answers a page with the links of the page before is not read further.
class ShlinkApiReader : public LinkReader {
public:
    static constexpr int PageSize = 500;
    static constexpr qint64 MaxPageBytes = 32 << 20;

    ShlinkApiReader(QUrl server, QString apiKey);

    // Fetches the first page: a wrong address or key fails here, before anything is stored.
    Result<void> start();

    LinkFormat format() const override { return LinkFormat::ShlinkCsv; }
    bool next(ImportRow &row) override;
    Result<void> status() const override { return m_status; }

    static QString formatName() { return QStringLiteral("shlink-api"); }

private:
    Result<void> fetch(int page);

    QNetworkAccessManager m_network;
    QUrl m_server;
    QString m_apiKey;
    QJsonArray m_items;
    QSet<QString> m_previousCodes;  // of the page before
    qsizetype m_next = 0;
    int m_page = 0;
    int m_pages = 0;
    qint64 m_item = 0;
    Result<void> m_status;
};

}  // namespace kurz
