#pragma once

#include "core/codes/Alphabet.h"
#include "core/util/Result.h"

#include <QString>

namespace kurz {

// The three parts of a Snowflake id, from the top bit down: milliseconds since Kurz's epoch,
// the machine number and a sequence within one millisecond. Twitter's layout is 41/10/12 (63
// bits: 69 years of 4,096 ids a millisecond on each of 1,024 machines); fewer bits make
// shorter codes, for fewer years, machines or ids a millisecond.
struct SnowflakeLayout {
    static constexpr qint64 Epoch = 1767225600000;  // 2026-01-01T00:00:00Z, in ms since 1970

    struct Parts {
        qint64 unixMs = 0;  // the time, in ms since 1970
        quint64 machine = 0;
        quint64 sequence = 0;
        bool operator==(const Parts &) const = default;
    };

    int timeBits = 41;
    int machineBits = 10;
    int sequenceBits = 12;

    // "41/10/12": time, machine and sequence bits, together at most 63.
    static Result<SnowflakeLayout> parse(const QString &text);
    QString text() const;

    quint64 maxMachine() const { return (quint64(1) << machineBits) - 1; }
    quint64 maxSequence() const { return (quint64(1) << sequenceBits) - 1; }
    qint64 lastUnixMs() const { return Epoch + qint64((quint64(1) << timeBits) - 1); }
    int totalBits() const { return timeBits + machineBits + sequenceBits; }

    // The id of these parts; an error names the part out of range.
    Result<quint64> compose(const Parts &parts) const;
    // nullopt for a value with bits above the layout's.
    std::optional<Parts> decompose(quint64 id) const;
    // Characters of the largest id in `alphabet`: every code is padded to it.
    int codeLength(const Alphabet &alphabet) const;
};

}  // namespace kurz
