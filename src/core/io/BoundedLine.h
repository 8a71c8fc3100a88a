#pragma once

#include <QByteArray>
#include <QIODevice>

#include <functional>

namespace kurz {

// How long a row of an import file may be: CSV records (all their lines) and golink lines at
// most MaxRowBytes (a link's fields take far less: a 2 KB target, a 512-character title,
// 64 K of notes), kurz-json lines, which carry a link's visit rows, at most MaxJsonRowBytes.
// A longer row is refused with its line number, never read into memory whole.
inline constexpr qint64 MaxRowBytes = 1 << 20;
inline constexpr qint64 MaxJsonRowBytes = 64 << 20;

enum class LineRead { Line, TooLong, End };

// Appends the next line of `device` to `line`, its line break included; TooLong (and the
// line's bytes skipped up to its end, each part shown to `skipped`) when `line` would pass
// `maxBytes`.
LineRead readBoundedLine(
    QIODevice &device, QByteArray &line, qint64 maxBytes, const std::function<void(QByteArrayView)> &skipped = {});

}  // namespace kurz
