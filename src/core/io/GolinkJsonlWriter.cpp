#include "core/io/GolinkJsonlWriter.h"

#include "core/io/GolinkJsonlReader.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kurz {

void GolinkJsonlWriter::write(const Link &link, const QList<VisitRow> &)
{
    const QString created = link.createdAt.toUTC().toString(Qt::ISODate);
    const QString ownerPrefix = GolinkJsonlReader::ownerNote({});
    const QString owner = link.notes.startsWith(ownerPrefix) ? link.notes.mid(ownerPrefix.size()) : QString();
    const QJsonObject object{{u"Short"_qs, link.code}, {u"Long"_qs, link.target}, {u"Created"_qs, created},
                             {u"LastEdit"_qs, created}, {u"Owner"_qs, owner}};
    m_device.write(QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
}

} // namespace kurz
