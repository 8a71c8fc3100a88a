#pragma once

#include <QString>

namespace kurz {

// Characters that text Kurz stores or prints must not hold: control characters (C0, DEL, C1),
// which can drive a terminal (ESC sequences, OSC 52 writing its clipboard) or make a file
// read as binary; bidirectional embeddings, overrides and isolates, which reorder what a
// reader sees; and halves of surrogate pairs, which no UTF-8 export can write.

// `text` without such characters. Line breaks and tabs (and U+2028/U+2029) become spaces,
// unless `keepLines`: then line breaks are '\n' and tabs stay.
QString withoutControls(const QString &text, bool keepLines = false);

// At most `length` UTF-16 units of `text`, never half a character.
QString leftWhole(const QString &text, qsizetype length);

// `text` with every such character written as an escape (\x1b, \u202e), so that a terminal
// shows it instead of obeying it; '\n' and '\t' stay when `keepLines`.
QString escapedControls(const QString &text, bool keepLines = false);

}  // namespace kurz
