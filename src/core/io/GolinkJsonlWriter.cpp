#include "core/io/GolinkJsonlWriter.h"

#include "core/io/GolinkJsonlReader.h"
#include "core/util/JsonText.h"

namespace kurz {

void GolinkJsonlWriter::write(const Link &link, const QList<VisitRow> &)
{
    // Written directly, keys in QJsonObject's order as before: one QJsonDocument a line cost most.
    QByteArray created;
    if (link.createdAt.isValid())
        appendIsoTime(created, link.createdAt, false);
    const QString ownerPrefix = GolinkJsonlReader::ownerNote({});
    QByteArray &out = m_line;
    out = "{\"Created\":\"" + created + "\",\"LastEdit\":\"" + created + "\",\"Long\":";
    appendJsonString(out, link.target);
    out += ",\"Owner\":";
    appendJsonString(
        out, link.notes.startsWith(ownerPrefix) ? QStringView(link.notes).sliced(ownerPrefix.size()) : QStringView());
    out += ",\"Short\":";
    appendJsonString(out, link.code);
    out += "}\n";
    m_device.write(out);
}

}  // namespace kurz
