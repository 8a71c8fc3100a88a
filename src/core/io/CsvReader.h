#pragma once

#include "core/io/BoundedLine.h"

#include <QIODevice>
#include <QStringList>

namespace kurz {

// Reads CSV records (RFC 4180: quoted fields may hold separators, quotes as "" and line
// breaks) one at a time from a device, holding no more than one record, of at most
// MaxRowBytes, in memory.
class CsvReader {
public:
    struct Record {
        qint64 line = 0;  // where the record starts, from 1
        QStringList fields;
        QString problem;  // non-empty: the record's quoting is broken
    };

    CsvReader(QIODevice &device, QChar separator);

    // The next record; false at the end of the device. Blank lines are skipped.
    bool next(Record &record);

private:
    // The next line, of at most `budget` bytes, which it takes from the budget.
    LineRead readLine(QString &line, qint64 &budget);
    // Where the run of characters from `from` that are neither separator nor quote ends.
    qsizetype runEnd(const QString &line, qsizetype from) const;

    QIODevice &m_device;
    QChar m_separator;
    qint64 m_line = 0;
    qint64 m_quotes = 0;  // in the lines of the current record, skipped ones too
};

}  // namespace kurz
