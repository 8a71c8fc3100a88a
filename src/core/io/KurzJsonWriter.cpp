#include "core/io/KurzJsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kurz {

void KurzJsonWriter::begin()
{
    m_device.write(headerStart() + ",\"version\":" + QByteArray::number(Version) + ",\"links\":[");
}

void KurzJsonWriter::write(const Link &link, const QList<VisitRow> &visits)
{
    // The CLI's JSON of a link, less what is derived from settings and time.
    QJsonObject object = link.toJson({}, QDateTime::currentDateTimeUtc());
    object.remove(u"shortUrl"_qs);
    object.remove(u"status"_qs);
    QJsonArray rows;
    for (const VisitRow &visit : visits) {
        rows.append(QJsonObject{{u"at"_qs, visit.at.toUTC().toString(Qt::ISODateWithMs)}, {u"bot"_qs, visit.bot},
                                {u"referrer"_qs, visit.referrerHost}, {u"browser"_qs, visit.browser}, {u"count"_qs, visit.count}});
    }
    object.insert(u"visits"_qs, rows);
    m_device.write((m_first ? "\n" : ",\n") + QJsonDocument(object).toJson(QJsonDocument::Compact));
    m_first = false;
}

void KurzJsonWriter::end()
{
    m_device.write("\n]}\n");
}

} // namespace kurz
