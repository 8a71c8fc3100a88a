#include "core/io/BoundedLine.h"

#include <algorithm>

namespace kurz {

namespace {

constexpr qsizetype Part = 16 * 1024;

// Appends up to Part bytes of the current line; how many (0 at the end).
qint64 appendPart(QIODevice &device, QByteArray &line)
{
    const qsizetype had = line.size();
    line.resize(had + Part + 1);
    const qint64 n = device.readLine(line.data() + had, Part + 1);  // the +1: QIODevice's terminating NUL
    line.resize(had + qsizetype(std::max<qint64>(n, 0)));
    return n;
}

}  // namespace

LineRead readBoundedLine(
    QIODevice &device, QByteArray &line, qint64 maxBytes, const std::function<void(QByteArrayView)> &skipped)
{
    if (device.atEnd())
        return LineRead::End;
    const qsizetype start = line.size();
    const auto skip = [&](QByteArray &bytes, qsizetype from) {
        if (skipped)
            skipped(QByteArrayView(bytes).sliced(from));
        bytes.truncate(from);
    };
    while (appendPart(device, line) > 0 && !line.endsWith('\n')) {
        if (line.size() - start > maxBytes) {
            skip(line, start);
            QByteArray rest;
            bool ended = false;
            while (!ended && appendPart(device, rest) > 0) {
                ended = rest.endsWith('\n');
                skip(rest, 0);
            }
            return LineRead::TooLong;
        }
    }
    if (line.size() - start > maxBytes) {
        skip(line, start);
        return LineRead::TooLong;
    }
    return LineRead::Line;
}

}  // namespace kurz
