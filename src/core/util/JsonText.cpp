#include "core/util/JsonText.h"

namespace kurz {

void appendJsonString(QByteArray &out, QStringView text)
{
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    const char16_t *chars = text.utf16();
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size;) {
        const char16_t c = chars[i];
        if (c >= 0x80) {
            // Runs of other characters are converted together (surrogate pairs stay whole).
            qsizetype end = i + 1;
            while (end < size && chars[end] >= 0x80)
                ++end;
            out += text.sliced(i, end - i).toUtf8();
            i = end;
            continue;
        }
        ++i;
        if (c >= 0x20 && c != u'"' && c != u'\\') {
            out += char(c);
            continue;
        }
        switch (c) {
        case u'"': out += "\\\""; break;
        case u'\\': out += "\\\\"; break;
        case u'\n': out += "\\n"; break;
        case u'\r': out += "\\r"; break;
        case u'\t': out += "\\t"; break;
        default:
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    out += '"';
}

static void appendDigits(QByteArray &out, qint64 value, int digits)
{
    char text[4];
    for (int i = digits - 1; i >= 0; --i, value /= 10)
        text[i] = char('0' + value % 10);
    out.append(text, digits);
}

void appendIsoTime(QByteArray &out, const QDateTime &time, bool withMs)
{
    const qint64 ms = time.toMSecsSinceEpoch();
    const qint64 days = ms >= 0 ? ms / 86400000 : (ms - 86399999) / 86400000;
    // The civil date of a day count (Howard Hinnant's days_from_civil, inverted).
    const qint64 z = days + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 dayOfEra = z - era * 146097;
    const qint64 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 mp = (5 * dayOfYear + 2) / 153;
    const qint64 day = dayOfYear - (153 * mp + 2) / 5 + 1;
    const qint64 month = mp < 10 ? mp + 3 : mp - 9;
    const qint64 year = yearOfEra + era * 400 + (month <= 2);
    if (year < 0 || year > 9999) {  // Qt's own spelling of far years
        out += time.toUTC().toString(withMs ? Qt::ISODateWithMs : Qt::ISODate).toLatin1();
        return;
    }
    const qint64 inDay = ms - days * 86400000;
    appendDigits(out, year, 4);
    out += '-';
    appendDigits(out, month, 2);
    out += '-';
    appendDigits(out, day, 2);
    out += 'T';
    appendDigits(out, inDay / 3600000, 2);
    out += ':';
    appendDigits(out, inDay / 60000 % 60, 2);
    out += ':';
    appendDigits(out, inDay / 1000 % 60, 2);
    if (withMs) {
        out += '.';
        appendDigits(out, inDay % 1000, 3);
    }
    out += 'Z';
}

}  // namespace kurz
