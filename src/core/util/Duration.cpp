#include "core/util/Duration.h"

#include <QTimeZone>

namespace kurz {

std::optional<qint64> parseDuration(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty())
        return std::nullopt;
    qint64 unit = 1;
    QString number = t;
    switch (t.back().unicode()) {
    case u's':
        unit = 1;
        number.chop(1);
        break;
    case u'm':
        unit = 60;
        number.chop(1);
        break;
    case u'h':
        unit = 3600;
        number.chop(1);
        break;
    case u'd':
        unit = 86400;
        number.chop(1);
        break;
    case u'w':
        unit = 7 * 86400;
        number.chop(1);
        break;
    default: break;
    }
    bool ok = false;
    const qint64 n = number.toLongLong(&ok);
    if (!ok || n <= 0 || n > qint64(100) * 366 * 86400 / unit)
        return std::nullopt;
    return n * unit;
}

QDateTime parseDateTime(const QString &text)
{
    const QString t = text.trimmed();
    QDateTime dt = QDateTime::fromString(t, Qt::ISODateWithMs);
    if (!dt.isValid())
        dt = QDateTime::fromString(t, Qt::ISODate);
    if (!dt.isValid()) {
        const QDate d = QDate::fromString(t, Qt::ISODate);
        if (d.isValid())
            dt = d.startOfDay();
    }
    return dt.isValid() ? dt.toUTC() : QDateTime();
}

}  // namespace kurz
