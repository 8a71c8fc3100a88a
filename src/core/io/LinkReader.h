#pragma once

#include "core/io/LinkFormat.h"
#include "core/links/ImportBatch.h"
#include "core/util/Result.h"

#include <QIODevice>
#include <QJsonObject>

#include <memory>
#include <optional>

namespace kurz {

// Reads links from an import file one row at a time, never the whole file at once.
class LinkReader {
public:
    virtual ~LinkReader() = default;

    // A reader for the device's format: `format`, or the one its first line shows. Errors
    // (nothing read yet worth keeping): an empty or binary file, a header Kurz does not know.
    static Result<std::unique_ptr<LinkReader>> open(QIODevice &device, std::optional<LinkFormat> format = {});

    virtual LinkFormat format() const = 0;
    // The next row, perhaps with a problem; false at the end of the file, or when reading
    // failed (status() says why).
    virtual bool next(ImportRow &row) = 0;
    virtual Result<void> status() const { return {}; }

protected:
    // ISO 8601 (offset or Z, any fraction of a second) or "yyyy-MM-dd HH:mm:ss" in UTC;
    // invalid for text that is neither.
    static QDateTime parseTime(const QString &text);
    // The next non-blank line of a line-based format, without its line break; counts lines. A
    // line over `maxBytes` (BoundedLine.h) comes back empty with `problem` saying so.
    static bool readLine(QIODevice &device, QByteArray &line, qint64 &lineNumber, qint64 maxBytes, QString &problem);
    // The problem of a row over `maxBytes`.
    static QString tooLongProblem(qint64 maxBytes);
    // One line as a JSON object; problem set when it is not one.
    static QJsonObject parseObject(const QByteArray &line, QString &problem);
};

}  // namespace kurz
