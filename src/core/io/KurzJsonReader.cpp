#include "core/io/KurzJsonReader.h"

#include "core/io/BoundedLine.h"
#include "core/io/KurzJsonWriter.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kurz {

bool KurzJsonReader::accepts(const QByteArray &firstLine)
{
    return firstLine.startsWith(KurzJsonWriter::headerStart());
}

static QDateTime timeField(const QJsonObject &object, const QString &key, QString &problem)
{
    const QJsonValue value = object.value(key);
    if (value.isNull() || value.isUndefined())
        return {};
    const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (!time.isValid())
        problem = QCoreApplication::translate("kurz::KurzJsonReader", "%1 '%2' is not a date and time")
                      .arg(key, value.toString().left(40));
    return time.toUTC();
}

QString KurzJsonReader::fill(const QJsonObject &o, Link &link)
{
    QString problem;
    link.code = o.value(u"code"_s).toString();
    link.target = o.value(u"target"_s).toString();
    link.title = o.value(u"title"_s).toString();
    link.notes = o.value(u"notes"_s).toString();
    for (const QJsonValue &tag : o.value(u"tags"_s).toArray())
        link.tags.append(tag.toString());
    link.createdAt = timeField(o, u"created"_s, problem);
    link.validFrom = timeField(o, u"validFrom"_s, problem);
    link.expiresAt = timeField(o, u"expires"_s, problem);
    link.lastHitAt = timeField(o, u"lastHit"_s, problem);
    if (o.value(u"maxVisits"_s).isDouble())
        link.maxVisits = o.value(u"maxVisits"_s).toInteger();
    link.redirectStatus = o.value(u"redirectStatus"_s).toInt();
    link.forwardQuery = o.value(u"forwardQuery"_s).toBool(true);
    link.crawlable = o.value(u"crawlable"_s).toBool();
    const auto mode = pathModeFromName(o.value(u"pathMode"_s).toString(u"exact"_s));
    if (!mode)
        problem = QCoreApplication::translate("kurz::KurzJsonReader", "pathMode must be exact or append");
    link.pathMode = mode.value_or(PathMode::Exact);
    link.disabled = o.value(u"disabled"_s).toBool();
    // Checked like every create's fields (Shortener::validateFields): an Argon2id hash or none.
    link.passwordHash = o.value(u"passwordHash"_s).toString();
    link.networks = o.value(u"networks"_s).toString();
    link.expiredUrl = o.value(u"expiredUrl"_s).toString();
    link.domain = o.value(u"domain"_s).toString();  // checked like every create's (Shortener::validateFields)
    if (o.contains(u"redirectRules"_s)) {
        auto rules = targetrules::fromJson(o.value(u"redirectRules"_s).toArray());
        if (rules)
            link.targetRules = std::move(rules.value());
        else
            problem = rules.error().message;
    }
    link.hits = o.value(u"hits"_s).toInteger();
    link.botHits = o.value(u"botHits"_s).toInteger();
    return problem;
}

Result<void> KurzJsonReader::checkHeader(const QByteArray &firstLine)
{
    QString problem;
    const QJsonObject header = parseObject(firstLine + "]}", problem);
    const int version = header.value(u"version"_s).toInt();
    if (!problem.isEmpty())
        return invalidInput(
            QCoreApplication::translate("kurz::KurzJsonReader", "The kurz-json header line is broken (%1).")
                .arg(problem));
    if (version < 1 || version > KurzJsonWriter::Version)
        return invalidInput(QCoreApplication::translate("kurz::KurzJsonReader",
            "This file is kurz-json version %1; this Kurz reads versions 1 to %2. Update Kurz to import it.")
                                .arg(version)
                                .arg(KurzJsonWriter::Version));
    return {};
}

bool KurzJsonReader::next(ImportRow &row)
{
    QByteArray line;
    QString tooLong;
    if (m_line == 0)
        readLine(m_device, line, m_line, MaxJsonRowBytes, tooLong);  // the header, checked by checkHeader()
    if (m_ended || !readLine(m_device, line, m_line, MaxJsonRowBytes, tooLong))
        return false;
    if (!tooLong.isEmpty()) {
        row = ImportRow{};
        row.line = m_line;
        row.problem = tooLong;
        return true;
    }
    if (line == "]}") {
        m_ended = true;
        return false;
    }
    if (line.endsWith(','))
        line.chop(1);
    row = ImportRow{};
    row.line = m_line;
    const QJsonObject object = parseObject(line, row.problem);
    if (!row.problem.isEmpty())
        return true;
    row.problem = fill(object, row.link);
    for (const QJsonValue &value : object.value(u"visits"_s).toArray()) {
        const QJsonObject v = value.toObject();
        VisitRow visit;
        visit.at = timeField(v, u"at"_s, row.problem);
        visit.bot = v.value(u"bot"_s).toBool();
        visit.referrerHost = v.value(u"referrer"_s).toString();
        visit.browser = v.value(u"browser"_s).toString();
        visit.count = v.value(u"count"_s).toInteger(1);
        row.visits.append(visit);
    }
    return true;
}

}  // namespace kurz
