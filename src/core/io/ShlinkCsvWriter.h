#pragma once

#include "core/io/LinkWriter.h"

namespace kurz {

// Shlink's CSV as its web client exports it, which Shlink's own CSV import reads too:
// createdAt, domain, shortCode, shortUrl, longUrl, title, tags ('|'), visits (all hits).
class ShlinkCsvWriter : public LinkWriter {
public:
    ShlinkCsvWriter(QIODevice &device, QString baseUrl, bool safeForSpreadsheets = false)
        : LinkWriter(device)
        , m_baseUrl(std::move(baseUrl))
        , m_safeForSpreadsheets(safeForSpreadsheets)
    {
    }

protected:
    void begin() override;
    void write(const Link &link, const QList<VisitRow> &visits) override;

private:
    void appendField(QByteArray &out, const QString &field) const;

    QString m_baseUrl;
    bool m_safeForSpreadsheets = false;
    QByteArray m_line;  // kept: its buffer serves every line
};

}  // namespace kurz
