#include "core/io/CsvWriter.h"

#include "core/util/SafeText.h"

namespace kurz {

void appendCsvField(QByteArray &out, QStringView field, bool first)
{
    if (!first)
        out += ',';
    const qsizetype start = out.size();
    // Kurz stores no control characters (SafeText.h); a database from before that rule may
    // hold some, and its export must still read as text.
    out += withoutControls(field.toString(), true).toUtf8();
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

}  // namespace kurz
