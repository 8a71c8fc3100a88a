#pragma once

#include "core/io/LinkFormat.h"

#include <QHash>
#include <QStringList>

namespace kurz {

// A CSV header's columns by name, matched ignoring case, spaces, '_' and '-' ("Short code",
// "shortCode" and "short_code" are one column).
class CsvColumns {
public:
    explicit CsvColumns(const QStringList &header);

    bool has(const char *name) const { return m_index.contains(normalized(QString::fromLatin1(name))); }
    // The field of `record` under the first of `names` the header has; empty if none.
    QString value(const QStringList &record, std::initializer_list<const char *> names) const;

    static QString normalized(const QString &name);

private:
    // The column of the first of `names` the header has, or -1.
    qsizetype indexOf(std::initializer_list<const char *> names) const;

    QHash<QString, qsizetype> m_index;
    // Every row asks for the same few lists of one or two names, all string literals: the
    // answers are kept by the addresses of their first and last names.
    mutable QHash<QPair<const char *, const char *>, qsizetype> m_byLiterals;
};

// What a CSV format's header must have, for error messages.
QString csvColumnsNeeded(LinkFormat format);

}  // namespace kurz
