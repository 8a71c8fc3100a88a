#pragma once

#include "core/codes/Blocklist.h"
#include "core/util/Result.h"

#include <QString>

#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace kurz {

// A counter strategy's codec as plain functions: numbers to a code and back, as `kurz codes`
// runs it and as the strategy makes its candidates.
struct Codec {
    // What a codec is made with; unset values take the codec's specification default.
    struct Options {
        std::optional<QString> alphabet;
        std::optional<int> length;  // minimum or exact, as the codec has it
        QString secret;  // the codec's own option: the Hashids salt, the Feistel key, the Snowflake layout
        std::optional<Blocklist> blocklist;  // Sqids: unset, its standard list; empty, none
    };

    bool takesList = false;  // Sqids and Hashids encode lists; base62 and Feistel one number
    int arity = 0;  // a list of exactly this many numbers (Snowflake: time, machine, sequence); 0: any
    std::function<Result<QString>(std::span<const quint64>)> encode;
    std::function<std::vector<quint64>(QStringView)> decode;  // empty: not a code of this codec
    // Decoded numbers in words ("time 2026-... machine 3 sequence 0"); unset: the numbers.
    std::function<QString(const std::vector<quint64> &)> describe;
};

}  // namespace kurz
