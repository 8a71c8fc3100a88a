#include "core/io/CsvWriter.h"

namespace kurz {

QByteArray csvRecord(const QStringList &fields)
{
    QByteArray out;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        QByteArray field = fields.at(i).toUtf8();
        if (field.contains(',') || field.contains('"') || field.contains('\n') || field.contains('\r')) {
            field.replace('"', "\"\"");
            field = '"' + field + '"';
        }
        out += field;
    }
    out += "\r\n";
    return out;
}

} // namespace kurz
