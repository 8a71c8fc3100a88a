#include "core/io/CsvWriter.h"

namespace kurz {

void appendCsvField(QByteArray &out, QStringView field, bool first)
{
    if (!first)
        out += ',';
    const qsizetype start = out.size();
    out += field.toUtf8();
    const QByteArrayView written = QByteArrayView(out).sliced(start);
    if (!written.contains(',') && !written.contains('"') && !written.contains('\n') && !written.contains('\r'))
        return;
    QByteArray quoted = written.toByteArray();
    quoted.replace('"', "\"\"");
    out.truncate(start);
    out += '"';
    out += quoted;
    out += '"';
}

} // namespace kurz
