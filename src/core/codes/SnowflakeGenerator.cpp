#include "core/codes/SnowflakeGenerator.h"

#include <QCoreApplication>
#include <QDateTime>

using namespace Qt::StringLiterals;

namespace kurz {

SnowflakeGenerator::SnowflakeGenerator(SnowflakeLayout layout, Clock clock)
    : m_layout(layout)
    , m_clock(std::move(clock))
{
    if (!m_clock)
        m_clock = [] { return QDateTime::currentMSecsSinceEpoch(); };
}

Result<quint64> SnowflakeGenerator::next(quint64 machine)
{
    const QMutexLocker lock(&m_mutex);
    qint64 now = m_clock();
    if (now < m_lastMs)
        return Error{Error::Kind::Exhausted,
            QCoreApplication::translate("kurz::SnowflakeGenerator",
                "The system clock went back by %1 ms. Snowflake codes are refused until it is past the time of the "
                "last code again; check the computer's time synchronisation, or choose another strategy in "
                "Settings → Codes.")
                .arg(m_lastMs - now),
            {}, reasons::ClockBehind};
    if (now == m_lastMs) {
        m_sequence = (m_sequence + 1) & m_layout.maxSequence();
        if (m_sequence == 0) {
            // Every id of this millisecond is made: wait for the next one.
            while (now <= m_lastMs)
                now = m_clock();
        }
    } else {
        m_sequence = 0;
    }
    m_lastMs = now;
    return m_layout.compose({now, machine, m_sequence});
}

}  // namespace kurz
