#include "core/io/CsvColumns.h"

#include <QCoreApplication>

namespace kurz {

CsvColumns::CsvColumns(const QStringList &header)
{
    for (qsizetype i = 0; i < header.size(); ++i)
        m_index.insert(normalized(header.at(i)), i);
}

QString CsvColumns::normalized(const QString &name)
{
    QString out;
    for (QChar c : name) {
        if (!c.isSpace() && c != u'_' && c != u'-')
            out += c.toLower();
    }
    return out;
}

qsizetype CsvColumns::indexOf(std::initializer_list<const char *> names) const
{
    for (const char *name : names) {
        const auto it = m_index.constFind(normalized(QString::fromLatin1(name)));
        if (it != m_index.cend())
            return *it;
    }
    return -1;
}

QString CsvColumns::value(const QStringList &record, std::initializer_list<const char *> names) const
{
    Q_ASSERT(names.size() <= 2);
    const QPair<const char *, const char *> key(*names.begin(), *(names.end() - 1));
    auto known = m_byLiterals.constFind(key);
    if (known == m_byLiterals.cend())
        known = m_byLiterals.insert(key, indexOf(names));
    return *known < 0 ? QString() : record.value(*known).trimmed();
}

QString csvColumnsNeeded(LinkFormat format)
{
    switch (format) {
    case LinkFormat::ShlinkCsv:
        return QCoreApplication::translate(
            "kurz::CsvColumns", "shortCode and longUrl (or \"Short code\" and \"Long URL\")");
    case LinkFormat::YourlsCsv: return QCoreApplication::translate("kurz::CsvColumns", "source and target");
    case LinkFormat::BitlyCsv:
        return QCoreApplication::translate("kurz::CsvColumns", "link and \"Destination URL\" (or long_url)");
    default: return {};
    }
}

}  // namespace kurz
