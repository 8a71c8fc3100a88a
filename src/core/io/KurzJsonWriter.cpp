#include "core/io/KurzJsonWriter.h"

#include <QJsonDocument>

#include "core/util/JsonText.h"

namespace kurz {

void KurzJsonWriter::begin()
{
    m_device.write(headerStart() + ",\"version\":" + QByteArray::number(Version) + ",\"links\":[");
}

namespace {

void appendTime(QByteArray &out, const QDateTime &time)
{
    if (!time.isValid()) {
        out += "null";
        return;
    }
    out += '"';
    appendIsoTime(out, time, true);
    out += '"';
}

}  // namespace

void KurzJsonWriter::write(const Link &link, const QList<VisitRow> &visits)
{
    // Link::toJson less what is derived from settings and time (shortUrl, status), written
    // directly with its keys in QJsonObject's order, so the file reads as before.
    QByteArray &out = m_line;
    out.clear();
    out += m_first ? "\n{\"botHits\":" : ",\n{\"botHits\":";
    out += QByteArray::number(link.botHits);
    out += ",\"code\":";
    appendJsonString(out, link.code);
    out += link.crawlable ? ",\"crawlable\":true,\"created\":" : ",\"crawlable\":false,\"created\":";
    appendTime(out, link.createdAt);
    out += link.disabled ? ",\"disabled\":true" : ",\"disabled\":false";
    if (!link.domain.isEmpty()) {
        out += ",\"domain\":";
        appendJsonString(out, link.domain);
    }
    if (!link.expiredUrl.isEmpty()) {
        out += ",\"expiredUrl\":";
        appendJsonString(out, link.expiredUrl);
    }
    out += ",\"expires\":";
    appendTime(out, link.expiresAt);
    out += link.forwardQuery ? ",\"forwardQuery\":true,\"health\":" : ",\"forwardQuery\":false,\"health\":";
    if (link.health) {
        out += "{\"checked\":";
        appendTime(out, link.health->checked);
        out += ",\"result\":";
        if (link.health->status > 0)
            out += QByteArray::number(link.health->status);
        else
            appendJsonString(out, link.health->error);
        out += '}';
    } else {
        out += "null";
    }
    out += ",\"hits\":";
    out += QByteArray::number(link.hits);
    out += ",\"lastHit\":";
    appendTime(out, link.lastHitAt);
    out += ",\"maxVisits\":";
    out += link.maxVisits ? QByteArray::number(*link.maxVisits) : QByteArray("null");
    if (!link.networks.isEmpty()) {
        out += ",\"networks\":";
        appendJsonString(out, link.networks);
    }
    out += ",\"notes\":";
    appendJsonString(out, link.notes);
    if (link.isProtected()) {  // the hash only: the password is nowhere to export
        out += ",\"passwordHash\":";
        appendJsonString(out, link.passwordHash);
    }
    out += ",\"pathMode\":";
    appendJsonString(out, pathModeName(link.pathMode));
    if (!link.targetRules.isEmpty()) {  // Shlink's shape, with priorities
        out += ",\"redirectRules\":";
        out += QJsonDocument(targetrules::toJson(link.targetRules)).toJson(QJsonDocument::Compact);
    }
    out += ",\"redirectStatus\":";
    out += QByteArray::number(link.redirectStatus);
    out += ",\"tags\":[";
    for (qsizetype i = 0; i < link.tags.size(); ++i) {
        if (i > 0)
            out += ',';
        appendJsonString(out, link.tags.at(i));
    }
    out += "],\"target\":";
    appendJsonString(out, link.target);
    out += ",\"title\":";
    appendJsonString(out, link.title);
    out += ",\"validFrom\":";
    appendTime(out, link.validFrom);
    out += ",\"visits\":[";
    for (qsizetype i = 0; i < visits.size(); ++i) {
        const VisitRow &visit = visits.at(i);
        out += i > 0 ? ",{\"at\":" : "{\"at\":";
        appendTime(out, visit.at);
        out += visit.bot ? ",\"bot\":true,\"browser\":" : ",\"bot\":false,\"browser\":";
        appendJsonString(out, visit.browser);
        out += ",\"count\":";
        out += QByteArray::number(visit.count);
        out += ",\"referrer\":";
        appendJsonString(out, visit.referrerHost);
        out += '}';
    }
    out += "]}";
    m_device.write(out);
    m_first = false;
}

void KurzJsonWriter::end()
{
    m_device.write("\n]}\n");
}

}  // namespace kurz
