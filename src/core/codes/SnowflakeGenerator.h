#pragma once

#include "core/codes/SnowflakeLayout.h"
#include "core/util/Result.h"

#include <QMutex>

#include <functional>

namespace kurz {

// Snowflake ids for one machine number at a time, as Twitter's original makes them: the
// sequence counts ids within one millisecond and, at its end, the next id waits for the next
// millisecond; a clock that went back is refused until it has caught up with the last id's
// time, so that no id is made twice. Safe across threads.
class SnowflakeGenerator {
public:
    using Clock = std::function<qint64()>;  // ms since 1970; the system clock by default

    explicit SnowflakeGenerator(SnowflakeLayout layout, Clock clock = {});

    Result<quint64> next(quint64 machine);
    const SnowflakeLayout &layout() const { return m_layout; }

private:
    SnowflakeLayout m_layout;
    Clock m_clock;
    QMutex m_mutex;
    qint64 m_lastMs = -1;
    quint64 m_sequence = 0;
};

}  // namespace kurz
