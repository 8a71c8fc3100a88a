#include "core/codes/SnowflakeLayout.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("kurz::SnowflakeLayout", text);
}

}  // namespace

Result<SnowflakeLayout> SnowflakeLayout::parse(const QString &text)
{
    const QStringList parts = text.split(u'/');
    const QString problem = tr("The Snowflake layout must be TIME/MACHINE/SEQUENCE bits, e.g. 41/10/12: at least "
                               "20 time bits, 0 or more machine bits, at least 1 sequence bit, together at most 63; "
                               "'%1' is not.")
                                .arg(text);
    if (parts.size() != 3)
        return invalidInput(problem, u"layout"_s);
    int bits[3] = {};
    for (int i = 0; i < 3; ++i) {
        bool ok = false;
        bits[i] = parts[i].trimmed().toInt(&ok);
        if (!ok)
            return invalidInput(problem, u"layout"_s);
    }
    const SnowflakeLayout layout{bits[0], bits[1], bits[2]};
    if (layout.timeBits < 20 || layout.machineBits < 0 || layout.sequenceBits < 1 || layout.timeBits > 63
        || layout.machineBits > 63 || layout.sequenceBits > 63 || layout.totalBits() > 63)
        return invalidInput(problem, u"layout"_s);
    return layout;
}

QString SnowflakeLayout::text() const
{
    return u"%1/%2/%3"_s.arg(timeBits).arg(machineBits).arg(sequenceBits);
}

Result<quint64> SnowflakeLayout::compose(const Parts &parts) const
{
    if (parts.unixMs < Epoch || parts.unixMs > lastUnixMs())
        return invalidInput(tr("The time %1 is outside the %2 Snowflake layout, which covers %3 to %4.")
                                .arg(QString::number(parts.unixMs), text(),
                                    QDateTime::fromMSecsSinceEpoch(Epoch, Qt::UTC).toString(Qt::ISODateWithMs),
                                    QDateTime::fromMSecsSinceEpoch(lastUnixMs(), Qt::UTC).toString(Qt::ISODateWithMs)),
            u"time"_s);
    if (parts.machine > maxMachine())
        return invalidInput(tr("The machine number %1 does not fit the %2 Snowflake layout: it takes 0 to %3.")
                                .arg(parts.machine)
                                .arg(text())
                                .arg(maxMachine()),
            u"machine"_s);
    if (parts.sequence > maxSequence())
        return invalidInput(tr("The sequence number %1 does not fit the %2 Snowflake layout: it takes 0 to %3.")
                                .arg(parts.sequence)
                                .arg(text())
                                .arg(maxSequence()),
            u"sequence"_s);
    return (quint64(parts.unixMs - Epoch) << (machineBits + sequenceBits)) | (parts.machine << sequenceBits)
        | parts.sequence;
}

std::optional<SnowflakeLayout::Parts> SnowflakeLayout::decompose(quint64 id) const
{
    if (totalBits() < 64 && (id >> totalBits()) != 0)
        return std::nullopt;
    Parts parts;
    parts.sequence = id & maxSequence();
    parts.machine = (id >> sequenceBits) & maxMachine();
    parts.unixMs = Epoch + qint64(id >> (machineBits + sequenceBits));
    return parts;
}

int SnowflakeLayout::codeLength(const Alphabet &alphabet) const
{
    return int(alphabet.encode((quint64(1) << totalBits()) - 1).size());
}

}  // namespace kurz
